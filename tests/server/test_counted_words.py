"""A count of cards in the player's language with its own number: "1 blinde Passagiere",
"+1 Strafpunkte", "Gib 1 Karten zurück", "1 clandestins" were said whenever one stowaway,
one penalty card or one card to give back was counted (a sail's preview, the lay-down's
outcome, the log, a hint, a pirate's demand), in every language."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from web_i18n import in_node

WEB = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"

COUNTED = [
    "sail_preview",
    "lay_closer",
    "lay_under",
    "lay_keeps",
    "c_lay",
    "log_lay",
    "hint_out_under",
    "hint_out_keeps",
    "pt_risk",
    "pirate_give",
    "pirate_give_cannons",
    "pirate_fire_or_give",
    "pirate_fire_or_give_cannons",
    "rv_pirate_give",
    "ro_chosen",
]
"""Messages whose words depend on a count that is often one."""

SAID_WITH_ONE = (
    'const v = { n: 1, k: 1, loss: 1, card: "X", limit: 3, name: "N", c: 5, stop: "S" };'
    f"return {json.dumps(COUNTED)}.map((key) => m.tn(key, 1, v));"
)

ONE = {
    "en": ["1 stowaway", "1 stowaway", "passes 1 card", "+1 penalty card", "1 card"],
    "fr": ["1 clandestin", "1 clandestin", "1 carte", "+1 carte de pénalité", "1 carte"],
    "it": ["1 clandestino", "1 clandestino", "1 carta", "+1 carta penalità", "1 carta"],
    "de": ["1 blinder Passagier", "1 blinder Passagier", "1 Karte ab", "+1 Strafpunkt", "1 Karte"],
}
"""What the first five of COUNTED must say of one (each also checked not to say more)."""

MANY = {
    "en": r"\b1 \w+s\b",
    "fr": r"\b1 \w+s\b",
    "it": r"\b1 (carte|clandestini)\b",
    "de": r"\b1 (Karten|blinde Passagiere|Strafpunkte)\b",
}


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_one_card_is_said_in_the_singular(lang: str) -> None:
    said = in_node(SAID_WITH_ONE, lang)
    for text, words in zip(said, ONE[lang], strict=False):
        assert words in text, (words, text)
    plural = [text for text in said if re.search(MANY[lang], text)]
    assert not plural, plural


KEY_CALL = re.compile(r"\b(t|tOwn|tn|tKnown|counted)\(\s*\"([a-z0-9_]+)\"\s*[,)]")


def test_every_key_the_pages_name_is_in_the_catalogue() -> None:
    """A key the code names but the catalogue lacks shows as itself ("lay_keeps") on the
    page: every t()/tOwn() key is there, and every tn()/counted() key in its two forms."""
    sources = [*WEB.glob("*.js"), *WEB.glob("games/*.js")]
    # the modules that bring words of their own into the catalogue (invites.js's arrival
    # words), loaded as the page loads them
    extending = [
        p.relative_to(WEB).as_posix()
        for p in sources
        if "Object.assign(CATALOGUE." in p.read_text(encoding="utf-8")
        and not p.name.startswith("i18n")
    ]
    loads = "".join(f'await import("./{name}");' for name in extending)
    en = set(in_node(loads + "return Object.keys(m.CATALOGUE.en);", table=True))
    missing = []
    for path in sources:
        text = path.read_text(encoding="utf-8")
        for fn, key in KEY_CALL.findall(text):
            wanted = [f"{key}_one", f"{key}_other"] if fn in ("tn", "counted") else [key]
            missing += [f"{path.name}: {fn}({k})" for k in wanted if k not in en]
    assert not missing, missing


@pytest.mark.parametrize(
    ("lang", "one", "two"),
    [
        ("fr", "1 changée", "2 changées"),
        ("it", "1 cambiata", "2 cambiate"),
        ("en", "1 changed", "2 changed"),
    ],
)
def test_the_house_rules_changed_are_counted_in_the_language(lang: str, one: str, two: str) -> None:
    """The lobby's "House rules (1 changée(s))": the count hedged its own plural."""
    assert in_node('return [m.tn("ro_chosen", 1), m.tn("ro_chosen", 2)];', lang) == [one, two]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        (
            "de",
            [
                "Du hast ausgelegt: Grenze 3, 1 blinder Passagier",
                "Ann hat ausgelegt: Grenze 3, 1 blinder Passagier",
                "Ann hat eine Mannschaft aus 1 Karte ausgelegt",
            ],
        ),
        (
            "fr",
            [
                "Vous avez abattu\u00a0: limite 3, 1 clandestin",
                "Ann a abattu\u00a0: limite 3, 1 clandestin",
                "Ann a abattu un équipage de 1 carte",
            ],
        ),
    ],
)
def test_the_log_says_one_stowaway_in_the_singular(lang: str, said: list[str]) -> None:
    """The table's own wording (games/corsairs.js), the viewer's lay-down and another's."""
    assert (
        in_node(
            """const c = await import("./games/corsairs.js");
            const e = { act: "lay", seat: 0, limit: 3, stowaways: 1 };
            return [c.narrate(e, ["Ann", "Bob"], m.t, { rounds: [] }, 0),
                    c.narrate(e, ["Ann", "Bob"], m.t, { rounds: [] }, 1),
                    c.describe("crew R1", 0, ["Ann"], m.t)];""",
            lang,
            table=True,
        )
        == said
    )


@pytest.mark.parametrize(
    ("lang", "none", "one", "many"),
    [
        ("en", "0 cards", "1 card", "12 cards"),
        ("fr", "0 carte", "1 carte", "12 cartes"),
        ("it", "0 carte", "1 carta", "12 carte"),
        ("de", "0 Karten", "1 Karte", "12 Karten"),
    ],
)
def test_a_seats_hand_is_counted_in_the_language(lang: str, none: str, one: str, many: str) -> None:
    """A Corsairs seat's hand beside its name: "1 cards", and French "0 cartes" once the
    round is laid down (French says one of nought)."""
    said = in_node('return [0, 1, 12].map((n) => m.tn("cards", n));', lang)
    assert said == [none, one, many]
