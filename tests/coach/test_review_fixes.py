"""Review fixes: the command's messages and summary, game-appropriate text (draws graded:
test_review_draws.py)."""

from __future__ import annotations

import copy
import functools
import html
import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner, Result

import corsairs
from corsairs.cli import app
from corsairs.lang import percent
from corsairs.record import bot_game_record, check


@functools.cache
def _piratatak_review_kept() -> dict[str, Any]:
    from corsairs.coach.review import review

    pira = check(bot_game_record(corsairs.load_game("piratatak", players=2), ["greedy"] * 2, 2))
    data: dict[str, Any] = review(pira, 0, samples=2).to_dict()
    return data


def _piratatak_review() -> dict[str, Any]:
    """Seat 0's review of a 2-player Piratatak game of greedy bots (seed 2) on 2 samples, a
    copy of its own for each test to change: reviewed once a process, not once a test
    (three tests here asked for the same review)."""
    return copy.deepcopy(_piratatak_review_kept())


def _run(*args: str) -> Result:
    """``corsairs review ARGS`` in this process (a child Python cost 0.5 s of CPU to start);
    an exception escaping the command is exit code 1, never the 0 or 2 asserted."""
    return CliRunner().invoke(app, ["review", *args])


def test_review_errors_print_file_names_as_written_not_as_markup(tmp_path: Path) -> None:
    """A name with brackets once ended in a Rich MarkupError traceback or lost its brackets."""
    broken = _run(str(tmp_path / "a[/x].json"), "--json")
    assert broken.exit_code == 2, broken.stderr
    assert "Traceback" not in broken.stderr and "a[/x].json" in broken.stderr
    said = _run(str(tmp_path / "game[red].json"), "--json")
    assert said.exit_code == 2 and "Traceback" not in said.stderr
    assert "game[red].json" in "".join(said.stderr.split())


def test_review_in_the_terminal_ends_with_a_summary(tmp_path: Path) -> None:
    game = corsairs.load_game("corsairs", players=2)
    rec = check(bot_game_record(game, ["greedy", "random"], 3))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(rec.data))
    done = _run(str(path), "--seat", "1", "--budget", "8", "--out", str(tmp_path / "r"))
    assert done.exit_code == 0, done.stderr
    data = json.loads((tmp_path / "r" / "review.json").read_text())
    said = " ".join(done.stderr.split())
    assert said.index("review written to") < said.index("Decisions graded")
    c = data["counts"]
    # the counts add up, draws graded with the rest (they were left out before session 28)
    assert not any(d["ungraded"] for d in data["decisions"])
    good = sum(1 for d in data["decisions"] if not d["grade"])
    assert good + sum(c.values()) == len(data["decisions"])
    assert (
        f"Decisions graded: {good + sum(c.values())} — good {good}, "
        f"inaccuracies {c['inaccuracy']}, mistakes {c['mistake']}, blunders {c['blunder']}" in said
    )
    assert "not graded (the discard" not in said
    # the HTML page says the same: it said "N decisions judged", the draws counted in
    page = " ".join((tmp_path / "r" / "index.html").read_text().split())
    assert f"Decisions graded: {good + sum(c.values())} — good {good}," in page
    assert "decisions judged" not in page
    ranked = sorted(data["decisions"], key=lambda d: -d["drop"])
    worst = [d for d in ranked if d["grade"]][:3]  # what the grading blames, most first
    assert worst  # random play gives some away
    for d in worst:
        assert f"move {d['move']}: played {d['played']}" in said
        if d["best"] != d["played"]:  # graded: the better move named as better
            takes = f" ({d['best_takes']['card']})" if d.get("best_takes") else ""  # a draw's
            # as the review words it (babel rounds 0.6355 to 63.6%, Python's format to 63.5%)
            assert f"“{d['best']}{takes}” was better ({percent(d['best_win'], 1)})" in said


def test_the_review_page_speaks_of_the_game_reviewed() -> None:
    """Piratatak's page once said its rollouts stop at the end of the round and are judged
    by penalty counts (Corsairs' rules), with an empty "round" column on every row."""
    from corsairs.coach.html import review_html
    from corsairs.coach.review import review

    data = _piratatak_review()
    assert all(d["round"] is None for d in data["decisions"])
    page = review_html(data)
    assert "penalty" not in page and "end of the round" not in page
    assert "to the end of the game" in page
    assert "<th>round</th>" not in page
    # draws are graded since session 28: the note told every page that they were not, and
    # a Piratatak page spoke of a discard after a draw; only an older review's marks say it
    ungraded = "is not graded: the rollouts value it with a quick bot"
    assert ungraded not in page
    # one round (9 decisions, 0.1 CPU-s) says what a whole game's 217 said (2.4 CPU-s): the
    # words are the game's (its coach module's ROLLOUT_END), the column its rounds'
    one = corsairs.load_game("corsairs", players=2, max_rounds=1)
    data = review(check(bot_game_record(one, ["greedy"] * 2, 3)), 0, samples=2).to_dict()
    page = review_html(data)
    assert "<th>round</th>" in page and "end of the round" in page
    assert ungraded not in page
    data["decisions"][0]["ungraded"] = "draw"
    assert ungraded in review_html(data)


def test_the_coach_package_names_no_game() -> None:
    """CONTRIBUTING's house rule: no surface branches on a game's name. The review page
    once looked its rollouts' horizon up by the name "corsairs"; a game's own coach module
    says it (``ROLLOUT_END``), so a plug-in game is described by its own words."""
    import ast

    import corsairs.coach

    for path in Path(corsairs.coach.__file__).parent.glob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        strings = {n.value for n in ast.walk(tree) if isinstance(n, ast.Constant)}
        named = [g for g in corsairs.game_names() if g in strings]
        assert not named, f"{path.name} names {named}"


def test_a_move_judged_no_better_is_not_named_better_on_the_page() -> None:
    """The browser stopped naming "Buy green 5 (98%)" beside a purchase of green 1 judged at
    98% too (0 ± 0 given away); the review page written by ``corsairs review --out`` still
    named it."""
    from corsairs.coach.html import review_html

    data = _piratatak_review()
    d = data["decisions"][0]
    best = "buy G5 from 1"  # as a purchase judged as good as the one played
    d.update(played="buy G1 from 1", best=best, win=0.98, best_win=0.98, drop=0.0, drop_se=0.0)
    # the seller named, as in play; the card in words on the page, as a label ("Buy")
    said = f"Buy green 5 from {data['seats'][1].split(' (')[0]}"
    assert said not in review_html(data)
    d.update(best_win=0.99, drop=0.01)
    assert f"<td>{said}</td>" in review_html(data)


def test_an_unfinished_game_is_refused_in_a_whole_sentence(tmp_path: Path) -> None:
    """The refusal ended mid-sentence: '... is not finished: only finished games'."""
    rec = tmp_path / "left.json"
    from typer.testing import CliRunner

    from corsairs.cli import app

    rec.write_text('{"game": "corsairs", "players": 2, "seed": 3, "actions": ["draw pile"]}')
    result = CliRunner().invoke(app, ["review", str(rec)])
    assert result.exit_code == 2, result.output
    said = " ".join(result.output.split())
    assert "the game in this record is not finished: only a finished game can be reviewed" in said
    assert "resume" not in said  # a record, not a save: nothing to continue
    # a game left before its end (a save names its bots): the way to finish it first
    rec.write_text(
        '{"game": "corsairs", "players": 2, "seed": 3, "actions": ["draw pile"],'
        ' "bots": [null, "greedy"]}'
    )
    left = CliRunner().invoke(app, ["review", str(rec)])
    said = " ".join(left.output.split())
    assert left.exit_code == 2 and f"finish it first: corsairs resume {rec}" in said, said
    # in French, the command continues it in French, as play's own "continue it with"
    french = CliRunner().invoke(app, ["review", "--lang", "fr", str(rec)], env={"LANG": "C"})
    said = " ".join(french.output.split())
    assert f"corsairs resume --lang fr {rec}" in said, said


def _one_discard(
    win: float, best_win: float, drop: float, drop_se: float, winner: int = 0
) -> tuple[dict[str, Any], dict[str, Any]]:
    """A review of one decision (a discard, "sail R9" the best found) and the decision,
    for the summary and the page: You, Bruno and Carla, ``winner`` the seat that won."""
    d = {
        "index": 230, "move": 231, "round": 6, "phase": "discard", "played": "discard R9",
        "best": "sail R9", "win": win, "best_win": best_win, "drop": drop, "drop_se": drop_se,
        "grade": None, "moves": [], "ungraded": None, "why": None,
    }  # fmt: skip
    result = {
        "game": "corsairs", "players": 3, "seat": 0, "seats": ["You", "Bruno", "Carla"],
        "samples": 64, "winners": [winner], "decisions": [d],
        "counts": {"inaccuracy": 0, "mistake": 0, "blunder": 0},
    }  # fmt: skip
    return d, result


def test_the_summary_lists_only_the_moves_the_grading_blames(capsys: Any) -> None:
    """'Most win chance given away' listed the largest drops whatever their grade: after "No
    single move lost this game" it went on with moves the grading did not blame, each with
    "— not graded: within the sampling noise" beside its "also good", and in a won game it
    listed drops of a point. It lists the moves graded an inaccuracy or worse, as the
    browser's review (review.js ``costliest``) does; the others are in the page's table."""
    from corsairs.coach import command

    d, result = _one_discard(0.875, 0.93, 0.055, 0.04, winner=1)
    for drop, drop_se in ((0.055, 0.04), (0.01, 0.008), (0.03, 0.005)):  # none graded
        d.update(drop=drop, drop_se=drop_se, best_win=d["win"] + drop)
        command._summary(result)
        said = " ".join(capsys.readouterr().err.split())
        assert "No single move lost this game" in said, said
        assert "Most win chance given away" not in said and "move 231" not in said, said
        assert "not graded" not in said, said
    other = {**d, "index": 100, "move": 101, "drop": 0.2, "drop_se": 0.12, "win": 0.3}
    d.update(win=0.875, best_win=0.93, drop=0.055, drop_se=0.002, grade="inaccuracy")
    result["decisions"] = [other, d]  # the larger drop within the noise, the smaller graded
    command._summary(result)
    said = " ".join(capsys.readouterr().err.split())
    assert (
        "Most win chance given away: move 231: played discard R9 (87.5%), “sail R9” was better "
        "(93.0%) — inaccuracy" in said
    ), said
    assert "move 101" not in said and "No single move" not in said, said


def test_review_does_not_write_over_an_earlier_review_without_force(tmp_path: Path) -> None:
    """``review --out`` replaced an earlier review in silence (``play --record`` refuses
    an existing file): refused before any work, with the way out."""
    out = tmp_path / "r"
    out.mkdir()
    (out / "index.html").write_text("yesterday's review")
    done = _run(str(tmp_path / "no-such-game.json"), "--out", str(out))
    assert done.exit_code == 2, done.stderr
    said = " ".join(done.stderr.split())
    assert f"{out} already holds a review" in said and "--force" in said, said
    assert (out / "index.html").read_text() == "yesterday's review"


def test_a_best_move_within_the_noise_is_also_good_not_better() -> None:
    """The review named the coach's best "better" beside a move it could not tell from it
    (5.5 ± 4.0 points given away, no grade): a player read advice the figures do not
    bear out. It is "also good" on the page, in the terminal (above) and the browser."""
    from corsairs.coach.html import review_html

    d = {
        "index": 230, "move": 231, "round": 6, "phase": "discard", "played": "discard R9",
        "best": "sail R9", "win": 0.875, "best_win": 0.93, "drop": 0.055, "drop_se": 0.04,
        "grade": None, "moves": [], "ungraded": None, "why": None,
    }  # fmt: skip
    data = {
        "game": "corsairs", "players": 3, "seat": 0, "seats": ["You", "Bruno", "Carla"],
        "samples": 64, "winners": [0], "counts": {"inaccuracy": 0, "mistake": 0, "blunder": 0},
        "decisions": [d],
    }  # fmt: skip
    # 5.5 ± 4.0 could hide 13 points: neither better nor also good (grading.close_call)
    assert "<td>too close to call: Sail red 9</td>" in review_html(data)
    d.update(win=0.92, drop=0.01, drop_se=0.008)  # surely under 5 points
    assert "<td>also good: Sail red 9</td>" in review_html(data)
    d.update(win=0.9, drop=0.03, drop_se=0.005)  # measurably better, if by little
    assert "<td>Sail red 9</td>" in review_html(data)


def test_a_piratatak_purchase_is_named_by_its_seller_in_the_review(capsys: Any) -> None:
    """The terminal's summary and the --out page said "played buy G1 from 1, better buy G5
    from 1": the seat number the table never shows, where play says "buy G5 from Bea"."""
    from corsairs.coach import command
    from corsairs.coach.html import review_html

    d: dict[str, Any] = {
        "index": 4, "move": 5, "round": None, "phase": "turn", "played": "buy G1 from 1",
        "best": "buy G5 from 1", "win": 0.5, "best_win": 0.8, "drop": 0.3, "drop_se": 0.01,
        "grade": "blunder", "moves": [], "ungraded": None, "why": None,
    }  # fmt: skip
    result = {
        "game": "piratatak", "players": 2, "seat": 0, "seats": ["You", "Bea (greedy)"],
        "samples": 64, "winners": [1], "counts": {"inaccuracy": 0, "mistake": 0, "blunder": 1},
        "decisions": [d],
    }  # fmt: skip
    command._summary(result)
    said = " ".join(capsys.readouterr().err.split())
    assert "played buy G1 from Bea (50.0%), “buy G5 from Bea” was better (80.0%)" in said, said
    page = review_html(result)
    assert "<td>buy green 1 from Bea" in page and "<td>Buy green 5 from Bea</td>" in page
    assert "from 1" not in page


def test_the_best_move_played_gives_away_nothing_in_words_on_the_page() -> None:
    """Every row whose move was the best showed "0.0 ± 0.0" in the given-away column, which a
    learner read as noise: said "none: the best move" (or "none: as good as the best" for a
    move judged as good), figures kept for a move that lost something."""
    from corsairs.coach.html import review_html

    data = _piratatak_review()
    first, second, third = data["decisions"][:3]
    first.update(played="draw", best="draw", win=0.5, best_win=0.5, drop=0.0, drop_se=0.0)
    # the next move judged clearly below (one too close to call is said otherwise)
    first["moves"] = [
        {"action": "draw", "win": 0.5, "drop": 0.0, "drop_se": 0.0},
        {"action": "stop", "win": 0.3, "drop": 0.2, "drop_se": 0.01},
    ]
    second.update(played="draw", best="stop", win=0.5, best_win=0.5, drop=0.0, drop_se=0.004)
    third.update(played="draw", best="stop", win=0.5, best_win=0.504, drop=0.004, drop_se=0.007)
    data["decisions"][:] = [first, second, third]
    page = review_html(data)
    assert "<td>none: the best move</td>" in page and "<td>none: as good as the best</td>" in page
    assert "0.0 ± 0.0" not in page and "<td>0.4 ± 0.7</td>" in page


def test_a_lost_game_with_every_move_good_says_no_single_move_lost_it(capsys: Any) -> None:
    """The browser's review says that no single move lost a lost game whose decisions were
    all good (review.js ``noCostText``); the terminal's summary said nothing of it."""
    from corsairs.coach import command
    from corsairs.lang import speaking

    d, result = _one_discard(0.2, 0.21, 0.01, 0.008, winner=1)
    said = "No single move lost this game: none of your decisions was graded an inaccuracy"
    command._summary(result)
    assert said in " ".join(capsys.readouterr().err.split())
    with speaking("fr"):
        command._summary(result)
    assert "Aucun coup à lui seul n'a perdu cette partie" in capsys.readouterr().err
    result["winners"] = [0]  # won: nothing to explain
    command._summary(result)
    assert said not in " ".join(capsys.readouterr().err.split())
    result["winners"] = [1]
    d["grade"] = "inaccuracy"  # the costliest moves say where it was lost
    command._summary(result)
    assert said not in " ".join(capsys.readouterr().err.split())


def test_the_pages_note_says_what_also_good_now_means() -> None:
    """*Also good* is a lead surely under 5 points, at the far end of its error too (a
    wider one is too close to call, docs/coach.md); the review page's note still defined it
    as any lead within the error, which "too close to call" is too."""
    from corsairs.coach.html import review_html
    from corsairs.lang import speaking

    _, result = _one_discard(0.92, 0.93, 0.01, 0.008, winner=1)
    said = {}
    for lang in ("en", "fr", "it", "de"):
        with speaking(lang):
            page = review_html(result)
        note = page.split('<p class="note">')[1].split("</p>")[0]
        said[lang] = " ".join(html.unescape(note).split())
    assert (
        '"Also good": the best move found, its lead within that error and under 5 points even '
        "at the far end of it: whichever of the two is truly better, it is by less than an "
        "inaccuracy." in said["en"]
    ), said["en"]
    assert "sous 5 points même au bout de cette erreur" in said["fr"], said["fr"]
    assert "sotto i 5 punti anche all'estremo di quell'errore" in said["it"], said["it"]
    assert "auch am äußersten Ende dieses Fehlers unter 5 Punkten" in said["de"], said["de"]
    for lang, old in (
        ("en", "cannot tell it from the move played"),
        ("fr", "ne peut pas le distinguer du coup joué"),
        ("it", "non la distingue dalla mossa giocata"),
        ("de", "kann ihn vom gespielten Zug nicht unterscheiden"),
    ):
        assert old not in said[lang], lang


def test_the_summary_on_a_terminal_wraps_each_line_under_its_start(
    monkeypatch: Any,
) -> None:
    """The summary's lines were printed whole, for the terminal to break at its edge: at 80
    columns a German "why" broke mid-word ("Carla (Sta" / "rker Bot)") and went on at the
    margin, under nothing. On a terminal each line now wraps between words, two columns
    under its own start; to a file or a program it stays whole (the test above)."""
    import io

    from corsairs.coach import command
    from corsairs.termview import Screen

    out = io.StringIO()
    screen = Screen(file=out, force_terminal=True, width=50, color_system=None)
    monkeypatch.setattr(command, "err", screen)
    d, result = _one_discard(0.875, 0.93, 0.055, 0.002, winner=1)
    d.update(grade="inaccuracy", seen={"card": "R9"})
    d["why"] = {"kind": "sail"}  # a long reason, however it is said:
    monkeypatch.setattr(
        "corsairs.coach.words.reason_text", lambda why, names, said: "sailing now " * 12
    )
    command._summary(result)
    lines = out.getvalue().splitlines()
    assert all(len(ln) <= 50 for ln in lines), lines
    at = next(i for i, ln in enumerate(lines) if ln.startswith("  move 231: "))
    assert lines[at + 1].startswith("    ") and lines[at + 1][4] != " ", lines  # under "move"
    why = next(i for i, ln in enumerate(lines) if ln.startswith("    why: "))
    assert lines[why + 1].startswith("      sailing"), lines


def test_ctrl_c_while_the_coach_judges_says_the_review_stopped(
    tmp_path: Path, monkeypatch: Any
) -> None:
    """Ctrl-C during a review (two minutes of judging) ended it with not a word (Typer's
    silent 130): had it stopped, was anything written? It says so, in the review's language."""
    from corsairs.coach import command
    from corsairs.record import save

    def interrupted(*args: object, **kwargs: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(command, "review", interrupted)
    game = corsairs.load_game("corsairs", players=2, max_rounds=1)
    path = tmp_path / "g.json"
    save(bot_game_record(game, ["greedy"] * 2, 1), path)
    result = _run(str(path), "--out", str(tmp_path / "out"))
    assert result.exit_code == 130, result.output
    assert "review stopped (Ctrl-C): nothing was written" in result.stderr
    assert not (tmp_path / "out").exists()
