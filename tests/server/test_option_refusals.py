"""Rule options each allowed on their own but refused together (or with this many players,
or at this server) carry a machine code ``why`` and its ``params`` besides the ``detail``
(in the asker's language), so the lobby says them in its own words: a French page showed its
own sentence followed by "lay_down='simultaneous' needs attach_numbers='as_laid_down': …"."""

from __future__ import annotations

import ast
import json
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from web_i18n import in_node

from corsairs.protocol import RULE_CONFLICTS, RuleConflict
from corsairs.registry import load_game
from corsairs.server.rule_options import check_rules

SRC = Path(__file__).resolve().parents[2] / "src" / "corsairs"
LANGS = ("en", "fr", "it", "de")
SEATS2 = [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]

CASES: list[tuple[str, dict[str, Any], str, dict[str, Any]]] = [
    (
        "corsairs",
        {"lay_down": "simultaneous", "attach_numbers": "growing"},
        "needs",
        {
            "option": "lay_down",
            "value": "simultaneous",
            "needs": "attach_numbers",
            "needs_value": "as_laid_down",
        },
    ),
    (
        "piratatak",
        {"cannons_given": True},
        "needs",
        {"option": "cannons_given", "value": True, "needs": "cannon_optional", "needs_value": True},
    ),
    ("corsairs", {"first_dealer": 3}, "not_a_seat", {"option": "first_dealer", "players": 2}),
    ("piratatak", {"first_player": 2}, "not_a_seat", {"option": "first_player", "players": 2}),
    (
        "corsairs",
        {"colours": 2, "numbers": 11},
        "too_few_cards",
        {
            "colours": 2,
            "numbers": 11,
            "cards": 22,
            "players": 2,
            "hand_size": 12,
            "pier_size": 7,
            "need": 33,
        },
    ),
    ("piratatak", {"pirate_loss": 5}, "server_max", {"option": "pirate_loss", "max": 4}),
]
IDS = [f"{game}-{why}-{next(iter(rules))}" for game, rules, why, _ in CASES]


@pytest.mark.parametrize(("game", "rules", "why", "params"), CASES, ids=IDS)
def test_a_refused_combination_carries_its_code_and_values(
    client: TestClient, game: str, rules: dict[str, Any], why: str, params: dict[str, Any]
) -> None:
    r = client.post(
        "/api/tables", json={"game": game, "players": 2, "seats": SEATS2, "rules": rules}
    )
    assert r.status_code == 400, r.text
    body = r.json()
    assert body["code"] == "bad_options" and body["why"] == why
    assert body["params"] == params
    with pytest.raises(RuleConflict) as told:  # the reason is the engine's own
        check_rules(load_game(game, players=2, **rules))
    assert body["detail"] == str(told.value)


def test_a_refused_combination_is_said_in_the_askers_language(client: TestClient) -> None:
    """Every other refusal's ``detail`` came in the asker's language (``?lang=``,
    ``Accept-Language``), a rule conflict's in English: "colours=2 x numbers=11 make 22
    cards…" and "… must be at most … at this server" to a French client. ``why`` and
    ``params`` stay as they are, for a client that words them itself."""
    big = {"max_rounds": 2**60}  # above what a browser holds: the server's own bound
    bodies = [(game, rules) for game, rules, _, _ in CASES] + [("corsairs", big)]
    english = {}
    for game, rules in bodies:
        body = {"game": game, "players": 2, "seats": SEATS2, "rules": rules}
        english[json.dumps(rules)] = client.post("/api/tables", json=body).json()
    for lang in LANGS[1:]:
        for game, rules in bodies:
            body = {"game": game, "players": 2, "seats": SEATS2, "rules": rules}
            r = client.post(f"/api/tables?lang={lang}", json=body)
            said, was = r.json(), english[json.dumps(rules)]
            assert r.status_code == 400 and r.headers["content-language"] == lang, r.text
            assert said["why"] == was["why"] and said["params"] == was["params"]
            assert said["detail"] != was["detail"], (lang, said["detail"])
            option = next(iter(rules))  # the option keeps its name, as typed
            assert option in said["detail"], (lang, said["detail"])


def test_a_refusal_without_a_code_keeps_the_old_reply(client: TestClient) -> None:
    r = client.post(
        "/api/tables",
        json={"game": "corsairs", "players": 2, "seats": SEATS2, "rules": {"colour": 3}},
    )
    assert r.status_code == 400 and set(r.json()) == {"code", "detail"}, r.text


def _raised_codes() -> set[str]:
    """Every ``RuleConflict(text, "code", …)`` in the source: a new case is caught the day
    it is written."""
    found: set[str] = set()
    for path in SRC.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            f = node.func if isinstance(node, ast.Call) else None
            name = getattr(f, "id", getattr(f, "attr", ""))
            if name == "RuleConflict":
                assert isinstance(node, ast.Call) and len(node.args) >= 2, path
                code = node.args[1]
                assert isinstance(code, ast.Constant) and isinstance(code.value, str), path
                found.add(code.value)
    return found


def test_every_code_is_raised_known_and_tested() -> None:
    raised = _raised_codes()
    assert raised == set(RULE_CONFLICTS), raised ^ set(RULE_CONFLICTS)
    assert {why for _, _, why, _ in CASES} == set(RULE_CONFLICTS)


def test_every_code_has_words_in_every_language() -> None:
    keys = in_node(
        "return Object.fromEntries(Object.entries(m.CATALOGUE).map(([l, c]) => "
        "[l, Object.keys(c).filter((k) => c[k])]));"
    )
    for lang in LANGS:
        missing = [w for w in RULE_CONFLICTS if f"ro_why_{w}" not in keys[lang]]
        assert not missing, (lang, missing)


SAY = """const r = await import("./i18n_rules.js");
return %s.map(([game, body]) => r.ruleRefusal(game, body));"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_page_says_each_refusal_in_its_language(lang: str) -> None:
    bodies = [[game, {"code": "bad_options", "why": w, "params": p}] for game, _, w, p in CASES]
    said = in_node(SAY % json.dumps(bodies), lang).__iter__()
    labels = in_node(
        "const r = await import('./i18n_rules.js');"
        "return [r.ruleLabel('corsairs', 'lay_down'), r.ruleLabel('corsairs', 'attach_numbers'),"
        " r.ruleLabel('piratatak', 'cannon_optional'), r.ruleLabel('piratatak', 'pirate_loss')];",
        lang,
    )
    needs, cannons, dealer, player, cards, loss = said
    assert labels[0] in needs and labels[1] in needs
    assert labels[2] in cannons
    assert "3" not in dealer and "2" in dealer and "2" in player
    assert all(str(n) in cards for n in (22, 12, 33))
    assert labels[3] in loss and "4" in loss
    for text in (needs, cannons, dealer, player, cards, loss):
        assert "_" not in text and "{" not in text, text  # no option names, no holes
    if lang != "en":
        english = in_node(SAY % json.dumps(bodies), "en")
        assert not set(english) & {needs, cannons, dealer, player, cards, loss}


def test_a_refusal_the_page_cannot_word_is_left_to_the_server() -> None:
    body = [["corsairs", {"code": "bad_options", "detail": "unknown rule option"}]]
    body2 = [["corsairs", {"code": "bad_options", "why": "new_case", "params": {}}]]
    assert in_node(SAY % json.dumps(body + body2), "fr") == [None, None]


def test_a_rule_conflict_crosses_processes_whole() -> None:
    """Bot workers and simulation pools send exceptions between processes; the default
    pickling rebuilt a RuleConflict from its message alone and failed for want of ``why``."""
    import pickle

    from corsairs.protocol import RuleConflict

    sent = RuleConflict("first_player must be a seat 0..1", "not_a_seat", option="x", players=2)
    got = pickle.loads(pickle.dumps(sent))
    assert isinstance(got, RuleConflict)
    assert (str(got), got.why, got.params) == (str(sent), "not_a_seat", sent.params)
