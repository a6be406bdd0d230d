"""The terminal's hints are kept for ``corsairs review`` (``corsairs.coach.kept``): a learner who
had hints in ``corsairs play`` and reviews the record waited for every decision to be judged
again. The review takes what the hints worked out and says so, with the same review to the
byte as judging anew; a damaged, foreign or unknown kept file is said in one line and not
trusted (its decisions judged anew), never a traceback."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from typer.testing import CliRunner

from corsairs.cli import app
from corsairs.coach.kept import HintKeeper, hints_file, read_kept
from corsairs.record import load

SAMPLES = 4
PLAY = ["play", "--players", "2", "--seed", "3", "--bots", "greedy", "--hints"]
PLAY += ["--rules", "max_rounds=1"]


@pytest.fixture
def played(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A one-round game played in the terminal with a hint at every decision (Enter takes
    the hint's move); its record."""
    from corsairs.games.corsairs import coach

    monkeypatch.setattr(coach, "HINT_SAMPLES", SAMPLES, raising=False)  # hints and reviews
    rec = tmp_path / "game.json"
    done = CliRunner().invoke(app, [*PLAY, "--record", str(rec)], input="\n" * 200)
    assert done.exit_code == 0, done.output
    return rec


def _review(rec: Path) -> tuple[str, str]:
    done = CliRunner().invoke(app, ["review", str(rec), "--json", "--jobs", "1"])
    assert done.exit_code == 0, done.output
    return done.stdout, " ".join(done.stderr.split())


def test_a_review_takes_the_terminals_hints_and_gives_the_same_review(played: Path) -> None:
    rec = load(played)
    kept = hints_file(rec.game, rec.seed)
    assert kept.is_file()
    taken, said = _review(played)
    decisions = len(json.loads(taken)["decisions"])
    assert decisions > 3
    assert f"{decisions} of {decisions} decisions were judged already by your hints" in said
    # the same review, byte for byte, as judging every decision anew
    text = kept.read_text()
    kept.unlink()
    anew, said_anew = _review(played)
    assert anew == taken and "judged already" not in said_anew
    kept.write_text(text)
    # a review at another budget takes none of them (other keys), and finds nothing damaged
    done = CliRunner().invoke(
        app, ["review", str(played), "--json", "--jobs", "1", "--budget", "8"]
    )
    said = " ".join(done.stderr.split())
    assert done.exit_code == 0 and "judged already" not in said and "damaged" not in said, said
    # a damaged line is not taken (its decision judged anew), and said
    lines = text.splitlines(keepends=True)
    lines[2] = lines[2].replace('"key":"', '"key":"0', 1)
    kept.write_text("".join(lines[:-1]) + lines[-1][:50])  # and a last line cut short
    again, said = _review(played)
    assert again == taken
    assert "2 hints kept for this game are damaged and not taken" in said
    assert f"{decisions - 2} of {decisions} decisions were judged already" in said
    # a file of another game, or of something else, is ignored whole
    head = json.loads(lines[0])
    kept.write_text(json.dumps({**head, "seed": 4}) + "\n" + "".join(lines[1:]))
    again, said = _review(played)
    assert again == taken and "holds the hints of another game" in said
    assert "judged already" not in said
    kept.write_text("not json\n" + "".join(lines[1:]))
    again, said = _review(played)
    assert again == taken and "is not a file of kept hints" in said and "Traceback" not in said
    # the game's next hint starts the file anew: added to a foreign one, never taken
    kept.write_text(text)
    one = read_kept(rec.game, rec.seed).judgements[0]
    kept.write_text("not json\n")
    HintKeeper(rec.game, rec.seed).keep(one)
    read = read_kept(rec.game, rec.seed)
    assert read.said is None and [j.key for j in read.judgements] == [one.key]


def test_the_hints_of_a_game_nobody_can_review_are_removed_at_its_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A game played without ``--record`` cannot be reviewed: its hints' file stayed in the
    save folder until the 64 MB cap, ~0.5 MB a game. It goes when such a game ends; a game
    left before its end keeps it, for the resume that may still record it."""
    import corsairs
    from corsairs.games.corsairs import coach

    monkeypatch.setattr(coach, "HINT_SAMPLES", SAMPLES, raising=False)
    kept = hints_file(corsairs.load_game("corsairs", players=2, max_rounds=1), 3)
    left = CliRunner().invoke(app, PLAY, input="\n\n\nq\n")
    assert left.exit_code == 0 and "Game saved in" in left.output, left.output
    assert kept.is_file()  # the game goes on later: its hints with it
    ended = CliRunner().invoke(app, ["resume"], input="\n" * 200)
    assert ended.exit_code == 0 and "play with --record FILE" in ended.output, ended.output
    assert not kept.exists()
    recorded = CliRunner().invoke(
        app, [*PLAY, "--record", str(tmp_path / "g.json")], input="\n" * 200
    )
    assert recorded.exit_code == 0 and kept.is_file(), recorded.output  # its review takes them


@pytest.mark.parametrize(
    ("lang", "one", "all_"),
    [
        ("en", "1 of 132 decisions was judged already", "41 of 41 decisions were judged already"),
        ("fr", "1 décision sur 132 avait déjà été évaluée", "41 décisions sur 41 avaient déjà"),
        ("it", "1 decisione su 132 era già stata valutata", "41 decisioni su 41 erano già"),
        ("de", "1 von 132 Entscheidungen hatten deine Tipps", "41 von 41 Entscheidungen hatten"),
    ],
)
def test_the_decisions_taken_from_the_hints_agree_with_their_count(
    lang: str, one: str, all_: str
) -> None:
    """ "1 decisioni su 132 erano già state valutate": the sentence took its plural from the
    decisions reviewed, where its verb agrees with those taken from the hints (found
    reviewing a game played in Italian, s40)."""
    from corsairs.coach.kept import reused_line
    from corsairs.lang import speaking

    with speaking(lang):
        assert one in reused_line(1, 132, Path("h.jsonl"))
        assert all_ in reused_line(41, 41, Path("h.jsonl"))
