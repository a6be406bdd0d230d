"""A seat a bot took over mid-game (the record's ``stand_ins``): the review judges the
player's own moves only, and says from which move a bot played the seat. It graded the
bot's moves as the player's."""

from __future__ import annotations

from typing import Any

import corsairs
from corsairs.coach import command
from corsairs.coach.html import review_html
from corsairs.coach.review import decisions_of, review
from corsairs.record import bot_game_record, check


def _record_with_a_stand_in() -> tuple[Any, int]:
    game = corsairs.load_game("piratatak", players=2)
    data = bot_game_record(game, ["greedy", "greedy"], 4)
    mine = decisions_of(check(data), 1)
    from_action = mine[len(mine) // 2] + 1  # the bot played seat 1 from this action on
    data["stand_ins"] = [{"seat": 1, "bot": "casual", "from_action": from_action}]
    return check(data), from_action


def test_a_stand_ins_moves_are_not_reviewed_as_the_players() -> None:
    """Which moves are reviewed does not hang on the deals each is judged on: 2, as the
    browser tests' servers review (8 took four times the CPU, here and below)."""
    rec, from_action = _record_with_a_stand_in()
    data = review(rec, 1, samples=2).to_dict()
    assert data["decisions"], "the player's own moves are reviewed"
    assert all(d["move"] < from_action for d in data["decisions"]), from_action
    assert data["stand_in"] == {"bot": "casual", "from_action": from_action}
    other = review(rec, 0, samples=2).to_dict()  # another seat is reviewed whole
    assert other["stand_in"] is None
    assert any(d["move"] > from_action for d in other["decisions"])


def test_the_summary_and_the_page_say_a_bot_played_the_seat(capsys: Any) -> None:
    rec, from_action = _record_with_a_stand_in()
    data = review(rec, 1, samples=2).to_dict()
    command._summary(data)
    said = " ".join(capsys.readouterr().err.split())
    line = f"From move {from_action} Casual bot played this seat: its moves are not reviewed."
    assert line in said, said
    assert line in review_html(data)


def test_the_browser_review_says_it_in_four_languages() -> None:
    import json
    import re
    from pathlib import Path

    web = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"
    text = (web / "i18n_review.js").read_text()
    for lang in ("en", "fr", "it", "de"):
        block = re.search(rf"Object\.assign\(CATALOGUE\.{lang}, \{{(.*?)\n\}}\);", text, re.S)
        assert block, lang
        words = dict(re.findall(r'(\w+): ("(?:[^"\\]|\\.)*")', block.group(1)))
        line = json.loads(words["rv_stand_in"])
        assert "{n}" in line and "{bot}" in line, (lang, line)
        span = json.loads(words["rv_stand_in_span"])  # a seat taken back
        assert "{n}" in span and "{m}" in span and "{bot}" in span, (lang, span)
    assert 't("rv_stand_in"' in (web / "review.js").read_text()
    assert 't("rv_stand_in_span"' in (web / "review.js").read_text()


def test_a_seat_taken_back_is_reviewed_outside_the_bots_intervals(capsys: Any) -> None:
    """The person took the seat back: their moves after the bot's interval are theirs and
    reviewed; the bot's, inside it, are not."""
    game = corsairs.load_game("piratatak", players=2)
    data = bot_game_record(game, ["greedy", "greedy"], 4)
    mine = decisions_of(check(data), 1)
    start, end = mine[len(mine) // 3] + 1, mine[2 * len(mine) // 3] + 1
    data["stand_ins"] = [{"seat": 1, "bot": "casual", "from_action": start, "to_action": end}]
    data["version"] = 2
    out = review(check(data), 1, samples=2).to_dict()
    moves = [d["move"] for d in out["decisions"]]
    assert not any(start <= m <= end for m in moves), (start, end, moves)
    assert any(m > end for m in moves) and any(m < start for m in moves)
    assert out["stand_ins"] == [{"bot": "casual", "from_action": start, "to_action": end}]
    command._summary(out)
    said = " ".join(capsys.readouterr().err.split())
    assert f"From move {start} to move {end} Casual bot played this seat" in said, said
