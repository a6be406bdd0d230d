"""A closer's sweep is said as one in the lay-down dialog (games/corsairs.js): it wins
the game at once, which "0 stowaways" did not say."""

from __future__ import annotations

import pytest
from web_i18n import in_node


@pytest.mark.parametrize(
    ("lang", "sweep"),
    [("en", "a sweep: no stowaways!"), ("de", "alle Gegner match: keine blinden Passagiere!")],
)
def test_the_closers_sweep_is_a_sweep_in_the_lay_down_dialog(lang: str, sweep: str) -> None:
    """Seen in a German game: the closer's suggestion with no stowaways read "Grenze 0 ·
    0 blinde Passagiere" where the terminal said "Match: keine blinden Passagiere"."""
    said = in_node(
        """const c = await import("./games/corsairs.js");
        return [c.consequence({ count: 0, limit: 0 }, null, "Bo", m.t),
                c.consequence({ count: 2, limit: 5 }, null, "Bo", m.t)];""",
        lang,
        table=True,
    )
    assert said[0] == sweep
    assert said[1] != sweep


@pytest.mark.parametrize(
    ("lang", "choice", "button"),
    [
        (
            "en",
            "Limit 22, you take 5 penalty cards",
            "Lay down with limit 22, you take 5 penalty cards",
        ),
        (
            "fr",
            "Limite 22, vous prenez 5 cartes de pénalité",
            "Abattre avec la limite 22, vous prenez 5 cartes de pénalité",
        ),
        (
            "it",
            "Limite 22, prendi 5 carte penalità",
            "Cala le carte con limite 22, prendi 5 carte penalità",
        ),
        (
            "de",
            "Grenze 22, du bekommst 5 Strafpunkte",
            "Karten auslegen mit Grenze 22, du bekommst 5 Strafpunkte",
        ),
    ],
)
def test_a_lay_down_choice_is_named_as_a_sentence(lang: str, choice: str, button: str) -> None:
    """A screen reader read the lay-down's button as "Karten ablegen (Grenze 34 , 7 blinde
    Passagiere)" and its suggestions as "Limit 22 , +5 penalty cards": a space before the
    comma (the shown dot's spoken comma) and a sign for words."""
    said = in_node(
        """const c = await import("./games/corsairs.js");
        const closer = { count: 7, limit: 34 };
        const name = (d, limit, button) => c.layChoiceName(d, limit, "Bo", m.t, button);
        const k = { count: 5, limit: 22 };
        const said = [name(k, 9), name(k, 9, true), name(closer, null, true), name(k, 30)];
        return [...said, m.t("confirm")];""",
        lang,
        table=True,
    )
    assert said[:2] == [choice, button]
    # the button's name begins with the words it shows (WCAG 2.5.3): the German said "Karten
    # ablegen" (discard) on a button showing "Karten auslegen" (lay down)
    assert said[1].startswith(said[4]), said
    # the closer's own, and one that sends the closer under, say their outcome in words too
    assert said[2].endswith(
        ("7 stowaways", "7 clandestins", "7 clandestini", "7 blinde Passagiere")
    )
    assert "Bo" in said[3]
    assert not any(" ," in s or "+" in s for s in said[:4]), said


@pytest.mark.parametrize(
    ("lang", "shown"),
    [
        ("en", "Lay down (limit 22"),
        ("fr", "Abattre (limite 22"),
        ("it", "Cala le carte (limite 22"),
        ("de", "Karten auslegen (Grenze 22"),  # a German noun keeps its capital
    ],
)
def test_the_lay_down_buttons_limit_is_in_lower_case_inside_its_brackets(
    lang: str, shown: str
) -> None:
    """The button read "Abattre (Limite 22 · …)": the score sheet's column heading "Limite"
    reused mid-sentence, inside the brackets."""
    said = in_node(
        """const c = await import("./games/corsairs.js");
        return c.layConfirmWords({ count: 5, limit: 22 }, 9, "Bo", m.t);""",
        lang,
        table=True,
    )
    assert said[0] == shown, said
    assert said[1].endswith(")"), said  # the consequence closes the brackets


@pytest.mark.parametrize(
    ("lang", "heading"),
    [
        ("en", "Stowaways — limit 19"),
        ("fr", "Clandestins — limite 19"),
        ("it", "Clandestini — limite 19"),
        ("de", "Blinde Passagiere — Grenze 19"),  # a German noun keeps its capital
    ],
)
def test_the_stowaways_heading_goes_on_in_lower_case_after_its_dash(
    lang: str, heading: str
) -> None:
    """A laid-down seat and the lay-down dialog headed the stowaways "Stowaways — Limit
    19" (and "— Limit: 19"): a capital after the dash where the heading goes on."""
    said = in_node(
        'const c = await import("./games/corsairs.js"); return c.stowawaysHeading(19, m.t);',
        lang,
        table=True,
    )
    assert said == heading
