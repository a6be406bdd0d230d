"""A review's reasons: why the better move is better, true to the position, from the seat's
observation only, and on both surfaces (the terminal's summary and page)."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from coach_helpers import to_decision as _at

import corsairs
from corsairs import card_words
from corsairs.agents import make_agent
from corsairs.coach.reasons import explain, pair
from corsairs.coach.search import MoveValue, coach_hooks, evaluate_moves
from corsairs.coach.words import move_words, reason_text
from corsairs.games.corsairs.actions import DISCARD, DRAW, PILE, SAIL, STOCK, Action
from corsairs.games.corsairs.cards import parse_mask
from corsairs.games.corsairs.lay_down import best_lay_down, situation
from corsairs.games.piratatak.actions import DRAW_ACTION, STOP_ACTION
from corsairs.protocol import Game, State


def _move(
    action: Any, win: float, seats: int, figures: dict[str, float] | None = None
) -> MoveValue:
    """A judged move with the given win chance in every sample (the figures as given)."""
    values = (win,) * 8
    rest = (1 - win) / (seats - 1)
    return MoveValue(action, str(action), values, (win,) + (rest,) * (seats - 1), figures or {})


def _hooks(game: Game) -> Any:
    """The game's coach module (``coach_hooks``): both games have one."""
    hooks = coach_hooks(game)
    assert hooks is not None
    return hooks


def _why(game: Game, obs: dict[str, Any], better: MoveValue, worse: MoveValue) -> dict[str, Any]:
    out: dict[str, Any] | None = _hooks(game).why(game, obs, better, worse)
    assert out is not None
    return out


@pytest.mark.parametrize(
    ("name", "players", "phase", "skip"),
    [
        ("corsairs", 3, "discard", 3),
        ("corsairs", 2, "draw", 2),
        ("corsairs", 3, "lay", 0),
        ("piratatak", 2, "drawing", 1),
    ],
)
def test_a_reason_depends_only_on_what_the_seat_may_know(
    name: str, players: int, phase: str, skip: int
) -> None:
    """Two states that differ only in cards hidden from the seat give the same reasons,
    for every move judged as if it had been played."""
    game = corsairs.load_game(name, players=players)
    state = _at(game, seed=6 if phase == "lay" else 8, phase=phase, skip=skip)
    seat = state.current_player
    obs = state.observation(seat)
    twin = game.determinize(obs, random.Random(99))
    assert twin.observation(seat) == obs and twin.to_dict() != state.to_dict()

    def reasons(s: State) -> list[dict[str, Any] | None]:
        o = s.observation(seat)
        legal = s.legal_actions()
        extra = _hooks(game).extra_moves(game, o, legal) if name == "corsairs" else []
        moves = evaluate_moves(game, o, legal, samples=12, seed=3, include=extra)
        why = _hooks(game).why
        every = [why(game, o, x, y) for x in moves for y in moves if x is not y]
        return every + [explain(game, o, moves, m) for m in moves]

    mine = reasons(state)
    assert any(mine)  # something to say, or the comparison proves nothing
    assert mine == reasons(twin)


def test_a_discard_reason_gives_the_limits_the_lay_down_would_show() -> None:
    game = corsairs.load_game("corsairs", players=3)
    state = _at(game, seed=8, phase="discard", skip=3)
    obs = state.observation(state.current_player)
    hand = parse_mask(obs["hand"])
    cards = [c for c in range(64) if hand >> c & 1]
    pc = situation(obs)["pier_colour"]
    kept = {c: best_lay_down(hand & ~(1 << c), pc).limit for c in cards}
    low, high = min(kept, key=kept.__getitem__), max(kept, key=kept.__getitem__)
    assert kept[low] < kept[high]
    why = _why(game, obs, _move(Action(DISCARD, low), 0.5, 3), _move(Action(DISCARD, high), 0.4, 3))
    assert why == {"code": "limit", "better_limit": kept[low], "worse_limit": kept[high]}
    text = reason_text({**why, "better": f"discard {low}", "worse": "w"}, ["a", "b", "c"])
    assert f"at {kept[low]}, w at {kept[high]}" in text


def test_a_sail_reason_gives_the_sails_odds_and_both_moves_penalties() -> None:
    game = corsairs.load_game("corsairs", players=3)
    state = _at(game, seed=8, phase="discard", skip=3)
    seat = state.current_player
    obs = state.observation(seat)
    card = next(c for c in range(64) if parse_mask(obs["hand"]) >> c & 1)
    others = [k for k in range(3) if k != seat]
    sail = {f"under_{others[0]}": 0.7, f"under_{others[1]}": 0.2, f"added_{seat}": 9.0}
    sail |= {f"added_{k}": 1.0 for k in others}
    wait = {f"added_{seat}": 2.0, f"added_{others[0]}": 3.0, f"added_{others[1]}": 1.0}
    why = _why(
        game,
        obs,
        _move(Action(DISCARD, card), 0.5, 3, wait),
        _move(Action(SAIL, card), 0.2, 3, sail),
    )
    kept = best_lay_down(parse_mask(obs["hand"]) & ~(1 << card), situation(obs)["pier_colour"])
    assert why["code"] == "sail_risk" and why["limit"] == kept.limit
    assert why["under"] == [[others[0], 0.7], [others[1], 0.2]]
    assert (why["sail_penalty"], why["sail_theirs"]) == (9.0, 1.0)
    assert (why["wait_penalty"], why["wait_theirs"]) == (2.0, 2.0)


def test_a_draw_reason_gives_each_sources_limit_as_the_hint_does() -> None:
    from corsairs.coach.hints import hint

    game = corsairs.load_game("corsairs", players=2)
    state = _at(game, seed=2, phase="draw", skip=2)
    obs = state.observation(state.current_player)
    by = {
        s["source"]: s for s in hint(game, obs, state.legal_actions(), samples=4).details["sources"]
    }
    pile, stock = Action(DRAW, PILE), Action(DRAW, STOCK)
    lower, higher = (pile, stock) if by["pile"]["limit"] < by["stock"]["limit"] else (stock, pile)
    why = _why(game, obs, _move(lower, 0.6, 2), _move(higher, 0.5, 2))
    assert why["code"] == "draw_limit"
    assert why["better_limit"] == by[why["better_source"]]["limit"]
    assert why["worse_limit"] == by[why["worse_source"]]["limit"]
    assert (
        by["pile"]["card"] == obs["pile"][-1]
        and why["now"] == hint(game, obs, state.legal_actions(), samples=4).details["limit_now"]
    )


def test_a_lay_down_reason_gives_the_limit_the_table_then_shows() -> None:
    """The division's limit is the one the engine lays down (checked by playing it)."""
    game = corsairs.load_game("corsairs", players=3)
    state = _at(game, seed=6, phase="lay", skip=0)
    seat = state.current_player
    obs = state.observation(seat)
    divisions = _hooks(game).extra_moves(game, obs, state.legal_actions())
    assert len(divisions) >= 2
    best, other = divisions[0], divisions[-1]
    why = _why(game, obs, _move(best, 0.5, 3), _move(other, 0.3, 3))
    assert why["code"] == "lay"
    for action, key in ((best, "better_division"), (other, "worse_division")):
        played = state.clone()
        played.apply(action)
        assert played.observation(seat)["laid"][seat]["limit"] == why[key]["limit"]


def test_a_piratatak_reason_counts_the_stock_exactly() -> None:
    game = corsairs.load_game("piratatak", players=2)
    state = _at(game, seed=3, phase="drawing", skip=0)
    obs = state.observation(state.current_player)
    why = _why(game, obs, _move(STOP_ACTION, 0.5, 2), _move(DRAW_ACTION, 0.4, 2))
    cards = obs["stock_cards"]
    left = sum(len(v) if isinstance(v, list) else v for v in cards.values())
    assert why["code"] == "stop_now"
    assert (why["pirates"], why["cards"]) == (cards["pirate"], left)
    me = obs["tables"][obs["seat"]]
    colour = me["colour"]
    mine = [c for c in cards["boat"] if colour and c[0] == colour[0].upper()]
    assert why["wanted"] == len(mine)


def test_which_moves_get_a_reason() -> None:
    """A graded move against the best; a good move when the best other is a mistake; a
    move within the noise of the best, none."""
    a, b, c = (_move(Action(DISCARD, k), w, 2) for k, w in ((1, 0.6), (2, 0.45), (3, 0.59)))
    noisy = MoveValue(c.action, c.text, (0.7, 0.5) * 4, c.seats)
    assert pair([a, b], b) == (a, b, "mistake")
    assert pair([a, b], a) == (a, b, "good")
    assert pair([a, noisy], noisy) is None


def test_the_terminal_summary_and_page_give_the_reasons(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """The worst moves and the good ones each with their reason, in the summary and the page."""
    import html

    from corsairs.coach import command
    from corsairs.coach import html as html_page
    from corsairs.coach.html import review_html

    sail = {
        "code": "sail_risk", "limit": 21, "under": [[1, 0.78]], "sail_penalty": 9.0,
        "sail_theirs": 0.5, "wait_penalty": 2.2, "wait_theirs": 1.0,
        "kind": "mistake", "better": "discard V5", "worse": "sail R1",
    }  # fmt: skip
    good = {
        "code": "limit", "better_limit": 9, "worse_limit": 14,
        "kind": "good", "better": "discard A11", "worse": "discard P11",
    }  # fmt: skip

    def decision(
        move: int, played: str, best: str, drop: float, why: dict[str, Any]
    ) -> dict[str, Any]:
        return {
            "index": move - 1, "move": move, "round": 1, "phase": "discard", "played": played,
            "best": best, "win": 0.3, "best_win": 0.3 + drop, "drop": drop, "drop_se": 0.01,
            "grade": "mistake" if drop else None, "moves": [], "ungraded": None, "why": why,
        }  # fmt: skip

    result = {
        "game": "corsairs", "players": 2, "seat": 0, "seats": ["Ann", "Bruno"], "samples": 8,
        "winners": [1], "counts": {"inaccuracy": 0, "mistake": 1, "blunder": 0},
        "decisions": [decision(64, "sail R1", "discard V5", 0.16, sail),
                      decision(70, "discard A11", "discard A11", 0.0, good)],
    }  # fmt: skip
    command._summary(result)
    said = " ".join(capsys.readouterr().err.split())
    assert (
        "move 64: played sail R1 (30.0%), “discard V5” was better (46.0%) — mistake why: "
        "sailing at limit 21, the chance each opponent reaches it or less (and sends you under): "
        "Bruno (78%);"
    ) in said
    assert "with sail R1, you 9 cards and the others 0.5 cards each; with discard V5, you 2.2" in (
        said
    )
    assert (
        "Good moves (every other would have been a mistake): move 70: discard A11 (30.0%) why: "
        "best by far. Discard A11 leaves your limit at 9, discard P11 at 14"
    ) in said
    monkeypatch.setattr(html_page, "win_chart_svg", lambda review: "")  # matplotlib: 1 s
    page = review_html(result)
    with card_words.in_words():  # the page says its moves and cards in words, quoted
        words = move_words(result)
        quoted = lambda move: f"“{words(move)}”"  # noqa: E731
        reasons = [reason_text(why, ["Ann", "Bruno"], quoted) for why in (sail, good)]
    for reason in reasons:
        assert html.escape(reason) in page, reason


def test_every_reason_has_its_words_in_the_four_languages() -> None:
    """Each key the browser's reasons use (review_why.js) is in every catalogue with the
    same placeholders as in English, and every code the games give is worded there."""
    import re

    web = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"
    script = (web / "review_why.js").read_text()
    text = (web / "i18n_review.js").read_text()

    def catalogue(lang: str) -> dict[str, str]:
        block = re.search(rf"Object\.assign\(CATALOGUE\.{lang}, \{{(.*?)\n\}}\);", text, re.S)
        assert block, lang
        pairs = re.findall(r'(\w+): ("(?:[^"\\]|\\.)*")', block.group(1))
        return {k: json.loads(v) for k, v in pairs}

    codes = set(re.findall(r'case "(\w+)"', script)) - {"default"}
    keys = {k for k in re.findall(r'"(rv_\w+)"', script) if not k.endswith("_")} | {
        *(f"rv_src_{s}" for s in ("stock", "pile", "pier")),
        *(f"rv_div_{o}" for o in ("closer", "sweep", "sends_under", "keeps")),
        "rv_why_cannon",
        "rv_why_keep_cannon",
    }
    en = catalogue("en")
    for lang in ("en", "fr", "it", "de"):
        words = catalogue(lang)
        # a counted text (``counted(key, n)``) has its singular and plural forms
        forms = [f for k in keys for f in ((k,) if k in en else (f"{k}_one", f"{k}_other"))]
        for key in forms:
            assert key in words, (lang, key)
            # a field may ask for one of its forms: German "mit {card:dat}" (i18n.js Phrase)
            holes = set(re.findall(r"\{(\w+)(?::\w+)?\}", words[key]))
            assert holes == set(re.findall(r"\{(\w+)\}", en[key])), (lang, key)
    coach = Path(__file__).resolve().parents[2] / "src" / "corsairs"
    given = set()
    for path in (
        coach / "games" / "corsairs" / "coach.py",
        coach / "games" / "piratatak" / "coach.py",
    ):
        source = path.read_text()
        given |= set(re.findall(r'"code": "(\w+)"', source))
        given |= set(re.findall(r'"code": "\w+" if [^"]* else "(\w+)"', source))
    given |= {"rival"}
    assert given <= codes, given - codes


def test_the_penalties_are_the_reason_only_when_they_favour_the_better_move() -> None:
    """Seen in a review: "with Take from the pier you 3.5, the others 1.9 each; with Take
    the discard you 3.2, the others 1.8" given as why the pier was better, though it left
    the seat worse off against the others. The balance (theirs minus yours) must favour it."""
    game = corsairs.load_game("corsairs", players=2)
    state = _at(game, seed=2, phase="draw", skip=2)
    obs = state.observation(0) if state.current_player == 0 else state.observation(1)
    seat = obs["seat"]
    other = 1 - seat
    pier = {f"added_{seat}": 3.5, f"added_{other}": 1.9}
    pile = {f"added_{seat}": 3.2, f"added_{other}": 1.8}
    from corsairs.games.corsairs import coach

    better = _move(Action(DRAW, PILE), 0.5, 2, pier)  # the same source: no limit to compare
    worse = _move(Action(DRAW, PILE), 0.4, 2, pile)
    assert coach._round_why(seat, 2, better, worse) is None
    assert coach._round_why(seat, 2, worse, better) == {
        "code": "penalty",
        "better_mine": 3.2,
        "worse_mine": 3.5,
        "better_theirs": 1.8,
        "worse_theirs": 1.9,
    }


def _give_back_where(
    seeds: range, wanted: Callable[[State, list[Any]], bool]
) -> tuple[State, list[Any]]:
    """The first give-back of a greedy 2-player Piratatak game (one per seed) whose legal
    sets ``wanted`` accepts, with those sets."""
    from corsairs.games.piratatak.actions import GIVE

    game = corsairs.load_game("piratatak", players=2)
    for seed in seeds:
        try:
            state = _at(game, seed=seed, phase="give")
        except AssertionError:
            continue
        gives = [a for a in state.legal_actions() if a.kind == GIVE]
        if wanted(state, gives):
            return state, gives
    pytest.skip("no such give-back found")


def _after(state: State, action: Any) -> dict[str, Any]:
    """The table of the seat to move once ``action`` is played."""
    seat = state.current_player
    assert seat is not None
    after = state.clone()
    after.apply(action)
    table: dict[str, Any] = after.observation(seat)["tables"][seat]
    return table


def test_a_give_back_reason_counts_what_each_set_takes_from_the_boat() -> None:
    """The boat parts, spares and gold each give-back takes, checked by playing it."""
    state, gives = _give_back_where(
        range(1, 40), lambda _, gives: len({(a.a.bit_count(), a.b) for a in gives}) > 1
    )
    seat = state.current_player
    obs = state.observation(seat)
    gives.sort(key=lambda a: (a.a.bit_count(), a.b))
    a, b = gives[0], gives[-1]
    why = _why(state.game, obs, _move(a, 0.5, 2), _move(b, 0.3, 2))
    assert why["code"] == "give"
    boat = len(obs["tables"][seat]["boat"])
    assert why["boat"] == boat
    for action, key in ((a, "better_gives"), (b, "worse_gives")):
        table = _after(state, action)
        lost = boat - len(table["boat"])
        assert why[key]["parts"] == lost
        assert why[key]["gold"] == obs["tables"][seat]["gold"] - table["gold"]


def test_a_reason_never_argues_for_the_worse_move() -> None:
    """Seen in a review (move 106): a sail at limit 4 graded a blunder "because" the sail's
    penalty figures were better (you 0.2, the others 4.5 against you 0.3, the others 2.7).
    Waiting kept a sweep in reach; that is the reason to give, and penalty figures that
    favour the worse move are never given as the reason."""
    from corsairs.games.corsairs import coach

    game = corsairs.load_game("corsairs", players=3)
    state = _at(game, seed=8, phase="discard", skip=3)
    seat = state.current_player
    obs = state.observation(seat)
    card = next(c for c in range(64) if parse_mask(obs["hand"]) >> c & 1)
    others = [k for k in range(3) if k != seat]
    sail = {f"added_{seat}": 0.2} | {f"added_{k}": 4.5 for k in others}
    wait = {f"added_{seat}": 0.3, f"sweep_{seat}": 0.3} | {f"added_{k}": 2.7 for k in others}
    better = _move(Action(DISCARD, card), 0.62, 3, wait)
    worse = _move(Action(SAIL, card), 0.31, 3, sail)
    why = coach.why(game, obs, better, worse)
    assert why == {"code": "sweep", "better_sweep": 0.3, "worse_sweep": 0.0}
    no_sweep = _move(Action(DISCARD, card), 0.62, 3, {**wait, f"sweep_{seat}": 0.0})
    assert coach.why(game, obs, no_sweep, worse) is None  # the review then names the rival


def test_a_sail_blunder_is_explained_by_its_risk_not_by_a_sweep_kept_in_reach() -> None:
    """Seen in a German review: a sail at limit 37 gave away 34 points, "because" waiting
    kept a sweep in reach, 2% against 0%, while the opponent would reach the limit 4
    times in 5 (9.7 penalty cards against 2.3). The sweep is the reason only when it
    accounts for half the chance given away or more; else the sail's own odds are."""

    game = corsairs.load_game("corsairs", players=3)
    state = _at(game, seed=8, phase="discard", skip=3)
    seat = state.current_player
    obs = state.observation(seat)
    card = next(c for c in range(64) if parse_mask(obs["hand"]) >> c & 1)
    others = [k for k in range(3) if k != seat]
    sail = {f"added_{seat}": 9.7, **{f"under_{k}": 0.8 for k in others}}
    sail |= {f"added_{k}": 1.2 for k in others}
    wait = {f"added_{seat}": 2.3, f"sweep_{seat}": 0.02} | {f"added_{k}": 1.8 for k in others}
    worse = _move(Action(SAIL, card), 0.24, 3, sail)
    better = _move(Action(DISCARD, card), 0.58, 3, wait)
    assert _why(game, obs, better, worse)["code"] == "sail_risk"
    # a sweep that is most of the difference stays the reason
    likely = _move(Action(DISCARD, card), 0.58, 3, {**wait, f"sweep_{seat}": 0.2})
    assert _why(game, obs, likely, worse)["code"] == "sweep"


def test_a_closers_sweep_is_the_reason_as_a_sweep() -> None:
    """A German review praised a closer's sweep with "Grenze 0, blinde Passagiere: 0"
    against "Grenze 22, blinde Passagiere: 3": the sweep wins the game at once, and the
    reason says so."""
    from corsairs.games.corsairs.cards import COLOURS

    game = corsairs.load_game("corsairs", players=2)
    state = _at(game, seed=4, phase="crew")
    obs = dict(state.observation(state.current_player))
    code = dict(zip(COLOURS, "ROYGBVPNAK", strict=True))
    first, second = [c for c in COLOURS if c != obs["pier_colour"]][:2]
    crew = [f"{code[first]}{n}" for n in range(1, 7)] + [f"{code[second]}{n}" for n in range(7, 12)]
    obs["hand"] = [*crew, f"{code[obs['pier_colour']]}1"]
    sweep = game.parse_action("crew " + " ".join(crew))
    half = game.parse_action("crew " + " ".join(crew[:6]))
    why = _why(game, obs, _move(sweep, 1.0, 2), _move(half, 0.2, 2))
    assert why["code"] == "lay"
    assert why["better_division"]["outcome"] == "sweep", why
    assert why["worse_division"]["outcome"] == "closer", why


def test_giving_back_the_part_an_opponent_lacks_last_is_the_reason() -> None:
    """An English review blamed "give R1 R2 R3" only by its rival's win chance (100%,
    against 50%): the better set gave back green 5, the one part the rival's boat lacked,
    which kept it could buy at once and win. The reason says so."""
    from corsairs.games.piratatak.actions import GIVE

    game = corsairs.load_game("piratatak", players=2)
    state = game.new_state(seed=5)
    bots = [make_agent("greedy", game, seed=5 + k) for k in range(2)]
    while True:  # the first give-back with a spare the rival lacks last (seed 5: green 5)
        seat = state.current_player
        assert seat is not None
        obs, legal = state.observation(seat), state.legal_actions()
        gives = [a for a in legal if a.kind == GIVE]
        if len(gives) > 1 and any("G5" in str(a) for a in gives):
            break
        state.apply(bots[seat].choose(obs, legal))
    keep = next(a for a in gives if "G5" not in str(a))
    give = next(
        a for a in gives if "G5" in str(a) and str(a).count("gold") == str(keep).count("gold")
    )
    why = _why(game, obs, _move(give, 0.5, 2), _move(keep, 0.0, 2))
    assert why == {"code": "give_finish", "card": "G5", "seat": 1 - seat}, why


def test_a_lay_down_reason_never_argues_for_the_worse_division() -> None:
    game = corsairs.load_game("corsairs", players=3)
    state = _at(game, seed=6, phase="lay", skip=0)
    obs = state.observation(state.current_player)
    first, *_, last = _hooks(game).extra_moves(game, obs, state.legal_actions())
    from corsairs.games.corsairs import coach

    assert coach._lay_why(game, obs, first, last) is not None
    assert coach._lay_why(game, obs, last, first) is None


def test_a_give_back_reason_never_argues_for_the_set_that_takes_more_of_the_boat() -> None:
    """The search may prefer giving a boat part (to keep the gold for the last purchase):
    "gives back boat parts: 1, …; the other: 0, …" then read as the case for the other."""

    def parts(state: State, action: Any) -> int:
        seat = state.current_player
        boat = state.observation(seat)["tables"][seat]["boat"]
        return len(boat) - len(_after(state, action)["boat"])

    state, gives = _give_back_where(
        range(1, 80), lambda state, gives: len({parts(state, a) for a in gives}) > 1
    )
    game, obs = state.game, state.observation(state.current_player)
    more = max(gives, key=lambda a: parts(state, a))
    fewer = min(gives, key=lambda a: parts(state, a))
    why = _hooks(game).why(game, obs, _move(more, 0.5, 2), _move(fewer, 0.3, 2))
    assert why is None or why["code"] != "give", why
    assert _why(game, obs, _move(fewer, 0.5, 2), _move(more, 0.3, 2))["code"] == "give"


def test_even_penalty_figures_are_no_reason_to_sail_or_wait() -> None:
    """The sail's odds and penalties were given as the reason whenever the figures were
    not against the better move, equal ones included; the round's other figures need
    the same margin as the penalty reason (``MARGIN``)."""
    from corsairs.games.corsairs.coach import MARGIN

    game = corsairs.load_game("corsairs", players=3)
    state = _at(game, seed=8, phase="discard", skip=3)
    seat = state.current_player
    obs = state.observation(seat)
    card = next(c for c in range(64) if parse_mask(obs["hand"]) >> c & 1)
    even = {f"added_{k}": 2.0 for k in range(3)}
    for edge in (0.0, MARGIN / 2):
        sail = {**even, f"added_{seat}": 2.0 - edge}
        why = _hooks(game).why(
            game,
            obs,
            _move(Action(SAIL, card), 0.5, 3, sail),
            _move(Action(DISCARD, card), 0.2, 3, even),
        )
        assert why is None or why["code"] not in ("sail_now", "sail_risk"), (edge, why)


def test_a_give_back_reason_without_a_boat_does_not_count_parts_of_none() -> None:
    """'give gold gold gold gives back boat parts: 0 of 0, spare cards: 0, gold: 3' for a
    seat with no boat: its give-backs can only be spare cards and gold."""
    from corsairs.coach.words import reason_text

    why = {
        "kind": "better", "code": "give", "better": "give gold gold gold",
        "worse": "give R4 R6 gold", "boat": 0,
        "better_gives": {"parts": 0, "spares": 0, "gold": 3},
        "worse_gives": {"parts": 0, "spares": 2, "gold": 1},
    }  # fmt: skip
    said = reason_text(why, ["You", "Bea", "Carl"])
    assert "of 0" not in said and "boat" not in said, said
    assert "spare cards 0, gold 3; give R4 R6 gold gives back 2 and 1" in said, said
    web = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"
    assert '"rv_why_give_noboat"' in (web / "review_why.js").read_text()
