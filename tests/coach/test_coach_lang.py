"""The coach in the player's language: hints, the terminal review and the review page say
no English in French, Italian or German (the moves stay in the notation a player types),
and ``corsairs review --lang`` picks the language as play does."""

from __future__ import annotations

import html
import itertools
import json
import re
import sys
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from corsairs.coach import command
from corsairs.coach import html as html_page
from corsairs.coach.hints import Hint
from corsairs.coach.words import hint_lines, reason_text
from corsairs.lang import _, speaking
from lang_helpers import english_left

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "server"))
from web_i18n import in_node

LANGS = ["fr", "it", "de"]
NAMES = ["Ann", "Bruno", "Cleo"]
MOVE = "⟨M⟩"
"""Every move of the hints below: the notation is typed, the same in every language."""

WHYS: list[dict[str, Any]] = [
    {"code": "draw_limit", "now": 14, "better_source": "pile", "better_card": "B3",
     "better_limit": 9, "worse_source": "stock", "worse_card": None, "worse_limit": 11.5},
    {"code": "draw_limit", "now": 14, "better_source": "pier", "better_card": "R2",
     "better_limit": 9, "worse_source": "pile", "worse_card": "B3", "worse_limit": 12},
    {"code": "limit", "better_limit": 9, "worse_limit": 14, "kind": "good"},
    {"code": "sail_risk", "limit": 21, "under": [[1, 0.78], [2, 0.001]], "sail_penalty": 9.0,
     "sail_theirs": 0.5, "wait_penalty": 1.0, "wait_theirs": 1.0},
    {"code": "sail_now", "limit": 5, "under": [[1, 0.1]], "sail_penalty": 0.1,
     "sail_theirs": 4.0, "wait_penalty": 2.2, "wait_theirs": 1.0},
    {"code": "annul", "annuls": "better", "mine": 5.0, "theirs": 1.0},
    {"code": "lay", "better_division": {"outcome": "sends_under", "limit": 8, "passes": 3},
     "worse_division": {"outcome": "keeps", "limit": 12, "penalty": 2}},
    {"code": "lay", "better_division": {"outcome": "sweep", "limit": 0},
     "worse_division": {"outcome": "closer", "limit": 12, "count": 2}},
    {"code": "sweep", "better_sweep": 0.3, "worse_sweep": 0.0},
    {"code": "penalty", "better_mine": 1.0, "better_theirs": 2.5, "worse_mine": 3.0,
     "worse_theirs": 1.0},
    {"code": "draw_on", "cards": 20, "pirates": 3, "cannons": 1, "loss": 3, "finishers": 1},
    {"code": "stop_now", "cards": 20, "pirates": 6, "cannons": 0, "loss": 3, "finishers": 0,
     "wanted": 2},
    {"code": "give", "boat": 3, "better_gives": {"parts": 0, "spares": 2, "gold": 1},
     "worse_gives": {"parts": 2, "spares": 0, "gold": 1}},
    {"code": "give", "boat": 0, "better_gives": {"parts": 0, "spares": 2, "gold": 1},
     "worse_gives": {"parts": 0, "spares": 0, "gold": 3}},
    {"code": "give_finish", "card": "G5", "seat": 1},
    {"code": "buy", "card": "R3", "parts": 4, "price": 3, "wins": False},
    {"code": "buy", "card": "R6", "parts": 5, "price": 3, "wins": True},
    {"code": "cannon"},
    {"code": "keep_cannon"},
    {"code": "rival", "seat": 1, "worse_chance": 0.4, "better_chance": 0.2},
]  # fmt: skip


def _hints() -> list[Hint]:
    moves = [{"action": "a", "win": 0.4}, {"action": "b", "win": 0.38}, {"action": "c", "win": 0.1}]
    draw = {"kind": "draw", "limit_now": 14, "against_limits": True, "sources": [
        {"source": "stock", "limit": 11.5, "last_card": True},
        {"source": "stock", "limit": 11.5, "last_card": False},
        {"source": "pile", "limit": 9, "card": "B3", "discard": "R12"},
        {"source": "pier", "limit": 9, "card": "G2", "annuls": True},
        {"source": "pier", "limit": 8, "card": "G2", "discard": "R12",
         "pier_colour_after": "violet"}]}  # fmt: skip
    option = {"card": "R9", "limit": 9, "added": {"0": 1.0, "1": 2.5}, "sweep": 0.1}
    discard = {"kind": "discard", "must_sail": True, "sweep_matters": True, "options": [
        {**option, "sail": True, "under_chance": {"1": 0.2}, "crew": {"crew": ["R1", "R2"]}},
        {**option, "sail": False}]}  # fmt: skip
    lays = [
        {"kind": "lay_down", "closer_limit": 10, "best": {"outcome": o, "limit": 8, "passes": 2,
         "penalty": 3, "crew": ["G1", "G2"], "attached": a}}
        for o, a in (("closer", []), ("sweep", []), ("sends_under", ["B4"]), ("keeps", []))
    ]  # fmt: skip
    turn = {"kind": "turn", "pirate_chance": 0.15, "cards_left": 20, "pirates_left": 3,
            "draw_gain": -0.4, "draw_value": "stop_slightly", "pirate_cost": 1.2,
            "give": {"boat_of": 3, "boat_parts": 1}, "buys": True,
            "buy": {"seller": 1, "action": "buy Y2 from 1"}}  # fmt: skip
    pirate = {"kind": "pirate", "cards_left": 1, "pirates_left": 0, "pirate_chance": 0.0,
              "give": {"boat_of": 2, "boat_parts": 0}, "buys": True}  # fmt: skip
    out = [Hint("corsairs", 0, "x", "a", moves, d, 64) for d in (draw, discard, *lays)]
    out += [Hint("corsairs", 0, "x", "a", moves, lays[2], 64, close=["b"])]
    out += [Hint("piratatak", 0, "x", "stop", moves, d, 64) for d in (turn, pirate)]
    out += [Hint("piratatak", 0, "x", "draw", moves[:1], {"kind": "turn"}, 64, only=True)]
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_hints_and_reasons_speak_the_players_language(lang: str) -> None:
    said: list[str] = []
    with speaking(lang):
        for h in _hints():
            said += hint_lines(h, NAMES, said=lambda move: MOVE)
        for why in WHYS:
            said.append(reason_text({"better": MOVE, "worse": MOVE, **why}, NAMES))
    assert all(said)
    left = {line: english_left(line, lang) for line in said if english_left(line, lang)}
    assert not left, left


def _review(game: str) -> dict[str, Any]:
    """A review's data as ``corsairs review`` writes it: a mistake with its reason, a good
    move, a move as good as the best within the noise, a draw not graded, a bot's stand-in."""

    def decision(move: int, played: str, best: str, drop: float, **more: Any) -> dict[str, Any]:
        return {
            "index": move - 1, "move": move, "round": 1 if game == "corsairs" else None,
            "phase": "discard" if game == "corsairs" else "drawing", "played": played,
            "best": best, "win": 0.3, "best_win": 0.3 + drop, "drop": drop, "drop_se": 0.01,
            "grade": "mistake" if drop > 0.1 else None, "moves": [], "ungraded": None,
            "why": None, "seen": None, **more,
        }  # fmt: skip

    if game == "corsairs":
        ds = [
            decision(64, "sail R1", "discard V5", 0.16, why={**WHYS[3], "kind": "mistake",
                     "better": "discard V5", "worse": "sail R1"}),
            decision(70, "discard A11", "discard A11", 0.0, why={**WHYS[2],
                     "better": "discard A11", "worse": "discard P11"}),
            decision(71, "draw stock", "draw pile", 0.0, ungraded="draw",
                     seen={"card": "O7"}, best_takes={"card": "B3"}),
            decision(72, "crew G1 G2", "crew G1 G2 G3", 0.015, drop_se=0.02,
                     seen={"limit": 3, "stowaways": []}),
        ]  # fmt: skip
    else:
        events = [[0, "draw gold"], [0, "draw pirate"], [0, "give R1 gold"], [0, "boat lost"]]
        ds = [
            decision(5, "draw", "stop", 0.2, seen={"events": events}, why={**WHYS[11],
                     "kind": "mistake", "better": "stop", "worse": "draw"}),
            decision(9, "buy R3 from 1", "buy R3 from 1", 0.0, why={**WHYS[14],
                     "kind": "good", "better": "buy R3 from 1", "worse": "draw"}),
        ]  # fmt: skip
    return {
        "game": game, "players": 3, "seat": 0, "seats": NAMES, "samples": 8, "winners": [],
        "counts": {"inaccuracy": 0, "mistake": 1, "blunder": 0}, "decisions": ds,
        "stand_ins": [{"from_action": 80, "to_action": 90, "bot": "greedy"},
                      {"from_action": 95, "bot": "greedy"}],
    }  # fmt: skip


def _moves_out(text: str, review: dict[str, Any]) -> str:
    """``text`` without the moves in notation (typed, the same in every language), nor the
    bots' names (``greedy``)."""
    moves = {m for d in review["decisions"] for m in (d["played"], d["best"])}
    moves |= {"discard P11", "buy R3 from Bruno", "greedy"}
    for move in sorted(moves, key=len, reverse=True):
        text = text.replace(move, " ")
    return text


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_a_review_speaks_the_players_language(
    lang: str, game: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    review = _review(game)
    monkeypatch.setattr(html_page, "win_chart_svg", lambda review: "")  # matplotlib: 1 s
    with speaking(lang):
        command._summary(review)
        page = html_page.review_html(review)
        horizon = html_page.rollout_end(review)
    said = _moves_out(capsys.readouterr().err, review)
    assert not english_left(said, lang), said
    assert f'<html lang="{lang}">' in page
    if game == "corsairs":  # the game's own name in each language (it was "Corsairs")
        title = {"fr": "Corsaires", "it": "Corsari", "de": "Korsaren"}.get(lang, "Corsairs")
        assert re.search(rf"<title>[^<]*{title}</title>", page), page[:400]
        # given away to the tenth, both figures ("16 ± 1" beside "1.5 ± 2" read unevenly)
        assert ("16.0 ± 1.0" if lang == "en" else "16,0 ± 1,0") in page
    page = re.sub(r"<style>.*?</style>|<code>.*?</code>", " ", page, flags=re.S)
    text = _moves_out(html.unescape(re.sub(r"<[^>]+>", " ", page)), review)
    assert horizon in " ".join(text.split())
    assert not english_left(text, lang), text


def test_review_lang_is_checked_before_any_work_and_defaults_to_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--lang es`` is refused in one line naming the choices (exit 2, nothing read);
    without ``--lang`` the environment's language is spoken, as by play."""
    from corsairs.cli import app

    refused = CliRunner().invoke(app, ["review", str(tmp_path / "none.json"), "--lang", "es"])
    assert refused.exit_code == 2
    assert refused.output.strip() == "error: unknown language 'es': choose one of en, fr, it, de"

    class _Done:
        reused = 0  # decisions taken from the hints kept (none here)

        def __init__(self, data: dict[str, Any]) -> None:
            self.data = data

        def to_dict(self) -> dict[str, Any]:
            return self.data

    record = Path(__file__).parents[1] / "data" / "records" / "piratatak-3p-greedy.json"
    monkeypatch.setattr(command, "review", lambda *a, **k: _Done(_review("piratatak")))
    monkeypatch.setattr(html_page, "win_chart_svg", lambda review: "")
    for env, lang, words in (({"LANG": "de_DE.UTF-8"}, "de", "Bewertete Entscheidungen"),
                             ({"LANG": "C"}, "en", "Decisions graded")):  # fmt: skip
        out = tmp_path / lang
        done = CliRunner().invoke(app, ["review", str(record), "--out", str(out)], env=env)
        assert done.exit_code == 0, done.output
        assert words in done.output
        assert f'<html lang="{lang}">' in (out / "index.html").read_text()
    done = CliRunner().invoke(
        app, ["review", str(record), "--lang", "it", "--json"], env={"LANG": "de_DE"}
    )
    assert done.exit_code == 0 and '"game": "piratatak"' in done.output


def test_a_reasons_moves_are_said_as_the_reviews_lines_say_them() -> None:
    """The German review read "warum: discard P3 hält … gegen 0 % mit sail Y3" under a
    line that said "P3 ablegen": the reason kept the notation."""
    from corsairs.coach.words import move_words, reason_text

    review: dict[str, Any] = {"game": "corsairs", "players": 2, "seats": ["Du", "Bruno"]}
    why = {
        "code": "limit",
        "kind": "better",
        "better": "discard P3",
        "worse": "sail Y3",
        "better_limit": 9,
        "worse_limit": 14,
    }
    with speaking("de"):
        said = move_words(review)
        text = reason_text(why, review["seats"], said)
        assert said("discard P3") in text and said("sail Y3") in text
    assert "discard" not in text and "sail" not in text, text


def test_the_players_own_seat_is_named_in_the_reviews_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record of ``corsairs play`` names the person's seat "You" (records keep it in
    English); the German review page said "Analyse der Partie von You" and "Gewinner:
    You". The page says the seat as the table did, "Du"; review.json keeps the record's."""
    import json

    review = {**_review("corsairs"), "seats": ["You", "Bruno", "Cleo"], "winners": [0]}
    review["decisions"][0]["why"] = {**WHYS[-1], "seat": 0, "kind": "mistake",
                                     "better": "discard V5", "worse": "sail R1", }  # fmt: skip
    monkeypatch.setattr(html_page, "win_chart_svg", lambda review: "")
    with speaking("de"):
        command._write(tmp_path, review)
    page = (tmp_path / "index.html").read_text()
    text = html.unescape(re.sub(r"<[^>]+>", " ", page))
    assert not re.search(r"\bYou\b", text), re.findall(r".{30}\bYou\b.{30}", text)
    assert "Analyse deiner Partie — Korsaren" in " ".join(text.split())
    assert json.loads((tmp_path / "review.json").read_text())["seats"][0] == "You"


def test_a_browser_records_default_names_are_said_in_the_reviews_language(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A record downloaded from a browser table names a person's seat by the server's
    default, "Player 1": its German review read "Analyse der Partie von Player 1"; the
    browser said "Spieler 1", and so does the review now."""
    review = {**_review("corsairs"), "seats": ["Player 1", "greedy", "Cleo"], "winners": [1]}
    monkeypatch.setattr(html_page, "win_chart_svg", lambda review: "")
    with speaking("de"):
        command._write(tmp_path, review)
    text = html.unescape(re.sub(r"<[^>]+>", " ", (tmp_path / "index.html").read_text()))
    assert "Analyse der Partie von Spieler 1 — Korsaren" in " ".join(text.split())
    assert "Player" not in text


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["0.6 cards", "1 card", "1.4 cards", "2.5 cards"]),
        # French counts below 2 in the singular: "0,6 carte" ("0,6 cartes" read as a slip)
        ("fr", ["0,6 carte", "1 carte", "1,4 carte", "2,5 cartes"]),
        ("de", ["0,6 Karten", "1 Karte", "1,4 Karten", "2,5 Karten"]),
    ],
)
def test_expected_cards_take_the_languages_number(lang: str, said: list[str]) -> None:
    from corsairs.coach.words import _cards

    with speaking(lang):
        assert [_cards(x) for x in (0.6, 1.0, 1.4, 2.5)] == said


def test_the_french_pier_colour_needs_no_agreement() -> None:
    """ "la couleur du quai devient vert": a colour's name is masculine, "la couleur" asks
    for "verte"; said as "nouvelle couleur du quai : vert", no adjective has to agree."""
    root = Path(__file__).resolve().parents[2] / "src" / "corsairs"
    said = (root / "locale/fr/LC_MESSAGES/coach.po").read_text() + (
        root / "server/web/i18n_hint.js"
    ).read_text()
    assert "couleur du quai devient {colour}" not in said
    assert "couleur du quai reste {colour}" not in said
    assert "nouvelle couleur du quai : {colour}" in said


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_a_reviews_why_line_chains_no_more_than_two_colons(lang: str) -> None:
    """ "pourquoi : de loin le meilleur coup : pirates parmi les 20 cartes restantes : 3" set
    a label, a verdict and a figure each after a colon, and a lay's "B : limite 8 : … ;
    cartes que vous lui passez : 3 ; W : …" five: which colon answered which could not be
    told. "Best by far" is now a sentence of its own, as on the review page."""
    lines = []
    with speaking(lang):
        for why in WHYS:
            for kind in ("mistake", "good"):
                reason = reason_text({"better": MOVE, "worse": MOVE, **why, "kind": kind}, NAMES)
                lines.append(_("why: {reason}").format(reason=reason))
    chained = [line for line in lines if line.count(":") > 2]
    assert not chained, "\n".join(chained)


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_review_pages_reasons_chain_no_more_than_one_colon(lang: str) -> None:
    """The page's reasons (review_why.js, in Node) sit after a phone's "Why:" label: a lay's
    "B: limit 8: it sends the closer under; cards passed: 3; W: …" and a give-back's "spare
    cards: 2, gold: 1; W: 0 and 3" chained colons as the terminal's did."""
    moves = {"better": "discard R7", "worse": "discard B3"}
    whys = [{**moves, **w, "kind": k} for w in WHYS for k in ("mistake", "good")]
    said = in_node(
        'const r = await import("./review_why.js");'
        f"return {json.dumps(whys)}.map((w) => r.reasonText(w, {json.dumps(NAMES)}, 3));",
        lang,
        table=True,
    )
    assert all(said)
    chained = [line for line in said if line.count(":") > 1]
    assert not chained, "\n".join(chained)


CARD_WORDS = """return [["V5", "R1", "A11", "B3", "O7", "R3"].map((c) => String(m.cardName(c))),
  String(m.cardLabels(["G1", "G2"])), String(m.cardsInSentence(["R1", "gold"]))];"""


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_review_page_says_cards_as_the_browser_does(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page a reader opens in a browser wrote cards as the terminal's codes ("discard V5",
    "drew O7", "crew G1 G2"), which the table and the browser's review never show: its
    cards are said as the browser's ``cardName`` says them ("le 5 violet", "die violette 5")."""
    monkeypatch.setattr(html_page, "win_chart_svg", lambda review: "")
    (v5, r1, a11, _b3, o7, r3), greens, toll = in_node(CARD_WORDS, lang)
    pages = []
    for game in ("corsairs", "piratatak"):
        with speaking(lang):
            page = html_page.review_html(_review(game))
        body = page[page.index("<tbody>") :]
        pages.append(" ".join(html.unescape(re.sub(r"<[^>]+>", " ", body)).split()))
    corsairs, piratatak = pages
    codes = re.compile(r"\b[ROYGBVPNAK]\d{1,2}\b")
    assert not codes.findall(corsairs) and not codes.findall(piratatak), pages
    for card in (v5, r1, a11, o7, greens):
        assert card in corsairs, (card, corsairs)
    assert r3 in piratatak and toll in piratatak, (r3, toll, piratatak)


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_review_pages_reasons_quote_their_moves_as_the_browser_does(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "gegen 12 % mit die violette 10 ablegen": a move's words after "mit" read as broken
    German (the codes had hidden it). The browser's review quotes a reason's moves
    („die violette 5 ablegen“, « défausser le 5 violet »); the page does too."""
    from corsairs import card_words
    from corsairs.coach.words import move_words

    monkeypatch.setattr(html_page, "win_chart_svg", lambda review: "")
    opening, closing = in_node('return m.t("rv_q", { m: "|" });', lang).split("|")
    review = _review("corsairs")
    with speaking(lang):
        page = html.unescape(html_page.review_html(review))
        with card_words.in_words():
            said = move_words(review)("discard V5")
    assert f"{opening}{said}{closing}" in page, page[page.index("<tbody>") :]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("fr", "limite 3, clandestins : aucun"),
        ("it", "limite 3, clandestini: nessuno"),
        ("de", "Grenze 3, blinde Passagiere: keine"),
    ],
)
def test_no_stowaways_agree_with_their_noun(lang: str, said: str) -> None:
    """ "clandestins : aucune": the one "none" served stowaways and cards alike, feminine in
    French and Italian for cards; stowaways are masculine ("aucun", "nessuno"), said as the
    browser's ``c_none`` says them, in the terminal and on the review page."""
    from corsairs import card_words
    from corsairs.coach.words import seen_told

    with speaking(lang):
        assert seen_told({"seen": {"limit": 3, "stowaways": []}}, NAMES) == said
        with card_words.in_words():
            assert seen_told({"seen": {"limit": 3, "stowaways": []}}, NAMES) == said


@pytest.mark.parametrize(
    ("lang", "said"), [("fr", "vous avez pioché V8"), ("it", "hai pescato V8")]
)
def test_the_card_a_move_drew_is_said_to_the_reviewed_player(lang: str, said: str) -> None:
    """ "ensuite : a pioché V8", "(ha pescato V8)": a subjectless third person, where the
    review speaks to the player it grades ("vos décisions", "le tue decisioni")."""
    from corsairs.coach.words import seen_told

    with speaking(lang):
        assert seen_told({"seen": {"card": "V8"}}, NAMES) == said


def test_german_reasons_put_no_quoted_move_after_a_preposition() -> None:
    """ "mit „von der Mole nehmen“ du 1,4": a quoted move is no noun a preposition can
    govern; German reasons make the move the subject („…“ bringt dir …), on the review page
    (coach.po, its moves quoted) and in the browser's review (review_why.js)."""
    moves = {"better": "discard R7", "worse": "discard B3", "kind": "mistake"}
    whys = [{**w, **moves} for w in WHYS]
    browser = in_node(
        'const r = await import("./review_why.js");'
        f"return {json.dumps(whys)}.map((w) => r.reasonText(w, {json.dumps(NAMES)}, 3));",
        "de",
        table=True,
    )
    with speaking("de"):
        page = [reason_text(w, NAMES, lambda m: _("“{move}”").format(move=m)) for w in whys]
    after = re.compile(r"\b(?:mit|bei|nach|gegen|für)\s+[„“]", re.IGNORECASE)
    wrong = [line for line in browser + page if after.search(line)]
    assert not wrong, "\n".join(wrong)


ITALIAN_DRAW = """const h = await import("./hint.js");
return h.reasonLines({ details: { kind: "draw", limit_now: 14,
  sources: [{ source: "stock", limit: 11.5 }] } }, { observation: {} }, []).join(" | ");"""


def test_the_italian_draw_hint_says_the_draw_as_a_noun_beside_the_discard() -> None:
    """ "Dopo aver pescato e lo scarto migliore" joined a verb to a noun (after having drawn
    and the best discard), in the terminal and the browser alike: "Dopo la pescata e lo scarto
    migliore", as an Italian player says it (found playing a game in Italian, s40)."""
    moves = [{"action": "draw stock", "win": 0.4}, {"action": "draw pile", "win": 0.3}]
    stock = {"source": "stock", "limit": 11.5, "last_card": False}
    draw = {"kind": "draw", "limit_now": 14, "sources": [stock]}
    with speaking("it"):
        said = hint_lines(Hint("corsairs", 0, "x", "draw stock", moves, draw, 64), NAMES)
    meant = "Il tuo limite ora: 14. Dopo la pescata e lo scarto migliore:"
    assert any(meant in line for line in said), said
    assert meant in in_node(ITALIAN_DRAW, "it", table=True)


BETTER_LABELS = """const h = await import("./hint.js");
return ["discard V5", "draw", "stop"].map((a) => h.moveText(a, { observation: {} }, []));"""


@pytest.mark.parametrize("lang", ["en", *LANGS])
def test_the_review_pages_better_move_is_the_browsers_label(
    lang: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The page is read, not typed into: its better column said the move as typed ("draw",
    "stop", "discard violet 5") where the browser's review says the button's label ("Draw",
    "Stop", "Discard violet 5"); it says the label too."""
    monkeypatch.setattr(html_page, "win_chart_svg", lambda review: "")
    discard, draw, stop = in_node(BETTER_LABELS, lang, table=True)
    corsairs, piratatak = _review("corsairs"), _review("piratatak")
    drawn = {**piratatak["decisions"][0], "played": "stop", "best": "draw", "why": None}
    piratatak["decisions"] = [piratatak["decisions"][0], drawn]
    cells = []
    for review in (corsairs, piratatak):
        with speaking(lang):
            page = html_page.review_html(review)
        rows = re.findall(r"<tr>(.*?)</tr>", page[page.index("<tbody>") :], re.S)
        for row in rows:  # the better move: the cell after the win chance's
            tds = [html.unescape(td) for td in re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)]
            cells.append(next(b for a, b in itertools.pairwise(tds) if a.endswith("%")))
    assert cells[0] == discard and cells[-2:] == [stop, draw], cells
