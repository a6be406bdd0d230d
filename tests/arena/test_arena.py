"""The arena: fair seating over paired deals, intervals on known cases, worker-independent."""

from __future__ import annotations

import json
import re
from collections import Counter
from typing import Any

import pytest
import typer
from typer.testing import CliRunner

from corsairs.arena import run_arena, schedule, split_agents, wilson
from corsairs.arena.core import (
    Job,
    Match,
    MatchStopped,
    labels,
    lineup,
    prepare,
    run_jobs,
    summarize,
)
from corsairs.protocol import BadOption


def test_split_agents_keeps_options_with_their_bot() -> None:
    assert split_agents("ismcts,heuristic") == ["ismcts", "heuristic"]
    assert split_agents("ismcts:iterations=50,c=0.5,heuristic") == [
        "ismcts:iterations=50,c=0.5",
        "heuristic",
    ]
    assert split_agents(" random , heuristic:samples=4 ") == ["random", "heuristic:samples=4"]
    # a prefixed level (README: "either plain or prefixed") was refused as "not key=value"
    assert split_agents("level:expert,random") == ["level:expert", "random"]


@pytest.mark.parametrize("text", ["", "c=1,random", "random,,heuristic", "random:x"])
def test_split_agents_rejects_bad_lists(text: str) -> None:
    with pytest.raises(BadOption):
        split_agents(text)


def test_lineup_fills_extra_seats_with_the_last_bot() -> None:
    assert lineup(2, 2) == [0, 1]
    assert lineup(2, 4) == [0, 1, 1, 1]
    assert lineup(3, 3) == [0, 1, 2]
    with pytest.raises(BadOption):
        lineup(3, 2)


@pytest.mark.parametrize(("agents", "players"), [(2, 2), (2, 3), (2, 4), (3, 3), (4, 4)])
def test_every_agent_sits_in_every_seat_equally_often(agents: int, players: int) -> None:
    jobs = schedule(agents, players, 10 * players, seed=5)
    assert len(jobs) == 10 * players
    seat_counts = Counter((job.seats[s], s) for job in jobs for s in range(players))
    order = lineup(agents, players)
    for a in range(agents):
        per_seat = {seat_counts[(a, s)] for s in range(players)}
        assert per_seat == {10 * order.count(a)}


def test_paired_deals_share_a_game_seed_across_rotations() -> None:
    jobs = schedule(2, 4, 8, seed=1)
    by_deal: dict[int, list[Job]] = {}
    for job in jobs:
        by_deal.setdefault(job.deal, []).append(job)
    assert sorted(by_deal) == [0, 1]
    for deal_jobs in by_deal.values():
        assert len({j.game_seed for j in deal_jobs}) == 1
        assert [j.rotation for j in deal_jobs] == [0, 1, 2, 3]
        # The lone agent 0 sits at each seat once per deal.
        assert sorted(j.seats.index(0) for j in deal_jobs) == [0, 1, 2, 3]
    assert jobs[0].game_seed != jobs[4].game_seed
    assert [j.index for j in jobs] == list(range(8))


def test_games_round_up_to_whole_rotations_and_seeds_are_stable() -> None:
    assert len(schedule(2, 3, 1000, seed=1)) == 1002
    assert schedule(2, 2, 6, seed=7) == schedule(2, 2, 6, seed=7)
    assert schedule(2, 2, 6, seed=7)[0].game_seed != schedule(2, 2, 6, seed=8)[0].game_seed
    with pytest.raises(BadOption):
        schedule(2, 2, 0, seed=1)


@pytest.mark.parametrize(
    ("wins", "n", "low", "high"),
    [
        (50, 100, 0.4038, 0.5962),  # textbook value
        (0, 10, 0.0, 0.2775),  # upper bound z²/(n+z²)
        (10, 10, 0.7225, 1.0),
        (95, 100, 0.8882, 0.9785),
        (1, 1, 0.2065, 1.0),
    ],
)
def test_wilson_interval_known_cases(wins: float, n: int, low: float, high: float) -> None:
    got = wilson(wins, n)
    assert got == pytest.approx((low, high), abs=5e-4)


def test_wilson_interval_without_games_is_everything() -> None:
    assert wilson(0, 0) == (0.0, 1.0)


def test_summary_counts_wins_shares_and_scores_on_a_known_case() -> None:
    jobs = schedule(2, 2, 4, seed=1)  # agent 0 at seat 0, then seat 1, twice
    results = [
        {"index": 0, "returns": [1.0, 0.0], "scores": [3, 10], "moves": 1},
        {"index": 1, "returns": [0.5, 0.5], "scores": [4, 4], "moves": 1},
        {"index": 2, "returns": [0.0, 1.0], "scores": [9, 2], "moves": 1},
        {"index": 3, "returns": [1.0, 0.0], "scores": [1, 7], "moves": 1},
    ]
    stats = summarize(["a", "b"], 2, jobs, results)
    a, b = stats
    # Job seats: 0 -> (a, b), 1 -> (b, a), 2 -> (a, b), 3 -> (b, a).
    assert a.wins == pytest.approx(1.0 + 0.5 + 0.0 + 0.0)
    assert b.wins == pytest.approx(0.0 + 0.5 + 1.0 + 1.0)
    assert a.avg_score == pytest.approx((3 + 4 + 9 + 7) / 4)
    assert a.seat_games == [2, 2]
    assert b.rating_mu > a.rating_mu


def test_labels_tell_copies_apart() -> None:
    assert labels(["random", "random"]) == ["random#1", "random#2"]
    assert labels(["random", "heuristic"]) == ["random", "heuristic"]


def test_same_results_whatever_the_worker_count() -> None:
    one = run_arena("corsairs", 2, "random,greedy", 6, seed=3, workers=1)
    two = run_arena("corsairs", 2, "random,greedy", 6, seed=3, workers=2)
    assert one == two
    # 0 plays in this process, as simulate's workers=0 does (it answered "--workers must
    # be at least 1" from Python, while simulate took 0)
    assert run_arena("corsairs", 2, "random,greedy", 6, seed=3, workers=0) == one
    other_seed = run_arena("corsairs", 2, "random,greedy", 6, seed=4, workers=1)
    assert other_seed != one


def test_part_of_a_match_plays_exactly_those_games() -> None:
    """A resumed match (bench/strength.py --log) plays only the missing jobs, as in a full run."""
    match = Match("corsairs", 2, ("random", "greedy"))
    jobs = schedule(2, 2, 6, seed=3)
    full = run_jobs(match, jobs)
    part = run_jobs(match, jobs[3:], workers=2)
    assert [r["index"] for r in part] == [3, 4, 5]
    assert part == full[3:]


def test_one_against_three() -> None:
    report = run_arena("corsairs", 4, ["heuristic:samples=4", "random"], 4, seed=2)
    first, rest = report["agents"]
    assert first["seats"] == 1 and rest["seats"] == 3
    assert first["fair_share"] == 0.25
    assert first["games_per_seat"] == [1, 1, 1, 1]
    assert first["wins"] + rest["wins"] == pytest.approx(4)


@pytest.mark.parametrize(
    ("game", "players", "agents", "games"),
    [
        ("nosuchgame", 2, "random", 2),
        ("corsairs", 9, "random", 2),
        ("corsairs", 2, "random,nosuchbot", 2),
        ("corsairs", 2, "random,random,random", 2),
        ("corsairs", 2, "ismcts:iterations=-1", 2),
        ("corsairs", 2, "random", 0),
    ],
)
def test_bad_arguments_raise_bad_option(game: str, players: int, agents: str, games: int) -> None:
    with pytest.raises(BadOption):
        run_arena(game, players, agents, games, seed=1)


@pytest.mark.parametrize(
    ("workers", "said"),
    [
        (-2, "--workers must be 0 or more (0 plays in this process)"),
        (True, "--workers must be 0 or more (0 plays in this process)"),
        # as simulate refuses it: 500 processes for a typo of 50
        (500, "--workers 500: this machine has"),
    ],
)
def test_bad_worker_counts(workers: int, said: str) -> None:
    with pytest.raises(BadOption, match=re.escape(said)):
        run_arena("corsairs", 2, "random", 2, seed=1, workers=workers)


def _app() -> typer.Typer:
    from corsairs.arena.command import command

    app = typer.Typer()
    app.command()(command)
    return app


def test_command_prints_json() -> None:
    result = CliRunner().invoke(
        _app(),
        [
            "--game",
            "corsairs",
            "--players",
            "2",
            "--agents",
            "heuristic:samples=4,random",
            "--games",
            "4",
            "--seed",
            "1",
            "--json",
        ],
    )
    assert result.exit_code == 0, result.output
    report = json.loads(result.stdout)
    assert report["games"] == 4
    assert [a["agent"] for a in report["agents"]] == ["heuristic:samples=4", "random"]
    low, high = report["agents"][0]["ci95"]
    assert 0 <= low <= report["agents"][0]["win_rate"] <= high <= 1


def test_command_table_and_errors() -> None:
    ok = CliRunner().invoke(_app(), ["--agents", "random,random", "--games", "2"])
    assert ok.exit_code == 0, ok.output
    assert "random#1" in ok.output and "95% CI" in ok.output
    bad = CliRunner().invoke(_app(), ["--agents", "random,bogus", "--games", "2"])
    assert bad.exit_code == 2
    assert "bogus" in bad.output
    in_process = CliRunner().invoke(_app(), ["--workers", "0", "--games", "2"])
    assert in_process.exit_code == 0, in_process.output
    no_workers = CliRunner().invoke(_app(), ["--workers", "-1", "--games", "2"])
    assert no_workers.exit_code == 2
    assert "--workers must be 0 or more" in no_workers.output
    bad_rule = CliRunner().invoke(_app(), ["--rules", "nosuch=1", "--games", "2"])
    assert bad_rule.exit_code == 2
    assert "nosuch" in bad_rule.output
    twice = CliRunner().invoke(_app(), ["--rules", "hand_size=9", "--rules", "hand_size=10"])
    assert twice.exit_code == 2
    assert "given twice" in twice.output


def test_table_labels_the_rating_shows_fair_shares_and_short_wins() -> None:
    from corsairs.arena.command import format_wins

    assert [format_wins(w) for w in (4, 4.5, 13 / 3, 0)] == ["4", "4.5", "4.33", "0"]
    res = CliRunner().invoke(
        _app(),
        ["--players", "3", "--agents", "random,random", "--games", "3"],
        env={"COLUMNS": "200"},
    )
    assert res.exit_code == 0, res.output
    header = next(ln for ln in res.stdout.splitlines() if "agent" in ln)
    assert "fair share" in header and "rating (μ)" in header
    rows = [ln for ln in res.stdout.splitlines() if "random#" in ln]
    assert "33.3%" in rows[0] and "66.7%" in rows[1]
    assert "μ − 3σ" in res.stdout  # the caption says what the rating is
    help_text = CliRunner().invoke(_app(), ["--help"], env={"COLUMNS": "200"}).stdout
    assert "<bool>" not in next(ln for ln in help_text.splitlines() if "--json" in ln)


def test_user_text_in_an_arena_error_is_shown_as_typed() -> None:
    for rule, shown in (("[bold]x=1", "'[bold]x'"), ("[/oops]=1", "[/oops]")):
        res = CliRunner().invoke(_app(), ["--rules", rule, "--games", "2"])
        assert res.exit_code == 2, res.output
        assert shown in res.output and "Traceback" not in res.output


def test_unequal_seats_come_with_a_rating_caveat_in_the_report() -> None:
    unequal = run_arena("corsairs", 3, ["random", "random"], 3, seed=1)
    assert "unequal numbers of seats" in unequal["rating_caveat"]
    equal = run_arena("corsairs", 2, ["random", "random"], 2, seed=1)
    assert equal["rating_caveat"] is None


def test_the_table_says_when_the_rating_is_unreliable() -> None:
    args = ["--agents", "random,random", "--games", "3"]
    unequal = CliRunner().invoke(_app(), ["--players", "3", *args], env={"COLUMNS": "200"})
    assert unequal.exit_code == 0, unequal.output
    caveat = [ln for ln in unequal.stdout.splitlines() if ln.startswith("Caveat: ")]
    assert len(caveat) == 1 and "unequal numbers of seats" in caveat[0]
    equal = CliRunner().invoke(_app(), ["--players", "3", "--agents", "random,random,random",
                                        "--games", "3"], env={"COLUMNS": "200"})  # fmt: skip
    assert equal.exit_code == 0, equal.output
    assert "Caveat" not in equal.stdout
    as_json = CliRunner().invoke(_app(), ["--players", "3", *args, "--json"])
    assert "unequal numbers of seats" in json.loads(as_json.stdout)["rating_caveat"]


def test_one_bot_is_refused_before_any_game() -> None:
    """``--agents greedy`` played every game, then failed in the rating with openskill's
    "Argument 'teams' must have at least 2 teams, not 1."."""
    with pytest.raises(BadOption, match="at least two bots"):
        run_arena("corsairs", 4, "greedy", 4, seed=1)
    res = CliRunner().invoke(_app(), ["--agents", "greedy", "--players", "4", "--games", "4"])
    assert res.exit_code == 2, res.output
    assert "--agents greedy,greedy" in res.output and "teams" not in res.output
    assert "4/4" not in res.output  # no game was played


def test_one_deal_is_singular_in_the_title() -> None:
    res = CliRunner().invoke(
        _app(),
        ["--players", "3", "--agents", "random,random", "--games", "3"],
        env={"COLUMNS": "200"},
    )
    assert res.exit_code == 0, res.output
    assert "3 games (1 deal x 3 seatings)" in res.stdout, res.stdout


def test_the_verdict_says_whether_the_games_tell_the_bots_apart() -> None:
    """83% of 6 games read as a clear win; its interval (44%-97%) holds the fair share."""
    from corsairs.arena.command import verdict

    def agent(name: str, low: float, high: float) -> dict[str, object]:
        return {"agent": name, "ci95": [low, high], "fair_share": 0.5}

    even = {"agents": [agent("casual", 0.44, 0.97), agent("beginner", 0.03, 0.56)]}
    assert verdict(even) == (
        "No bot's win rate differs from its fair share at 95% confidence: "
        "more games (--games) would tell."
    )
    clear = {"agents": [agent("casual", 0.55, 0.9), agent("beginner", 0.1, 0.45)]}
    assert verdict(clear) == (
        "At 95% confidence casual wins more than its fair share; beginner wins less."
    )


def test_a_stopped_match_counts_its_deals_and_games_in_good_english() -> None:
    """'the 1 complete deal(s) ... (1 finished game(s) of incomplete deals left out)'."""
    from corsairs.arena.command import covered

    one = {"deals": 1, "games": 2, "games_requested": 100, "games_left_out": 1}
    assert covered(one) == (
        "the report covers the 1 complete deal, 2 of 100 games (1 finished game of "
        "incomplete deals left out, so that every bot sits in every seat equally often)."
    )
    many = {"deals": 3, "games": 6, "games_requested": 1000, "games_left_out": 0}
    assert covered(many) == "the report covers the 3 complete deals, 6 of 1,000 games."


def test_the_rating_does_not_rank_the_loser_first_because_of_the_games_order() -> None:
    """strong beat casual 63 to 37 yet was rated below it (μ 24.8 against 25.2): an online
    rating follows the last games. Rated over several orders of the same games, the bot
    that won more is rated higher."""
    jobs = schedule(2, 2, 100, seed=1)
    results = []
    for job in jobs:
        winner = 0 if job.index < 63 else 1  # agent 0's 63 wins first, agent 1's 37 last
        returns = [1.0 if job.seats[s] == winner else 0.0 for s in range(2)]
        results.append({"index": job.index, "returns": returns, "scores": [0, 0], "moves": 1})
    a, b = summarize(["a", "b"], 2, jobs, results)
    assert a.win_rate == pytest.approx(0.63)
    assert a.rating_mu > b.rating_mu and a.rating > b.rating


def test_a_match_without_bots_pits_the_first_two_levels() -> None:
    """'corsairs arena' alone pitted heuristic against random: a walkover (100%) that
    tells a newcomer nothing, with a bot no lobby offers. The ladder's first step,
    casual against beginner, is close enough to need the interval, and quick."""
    res = CliRunner().invoke(_app(), ["--games", "2", "--json"])
    assert res.exit_code == 0, res.output
    report = json.loads(res.stdout)
    assert [a["agent"] for a in report["agents"]] == ["casual", "beginner"]


@pytest.mark.usefixtures("unruly")
@pytest.mark.parametrize(
    ("bot", "said"),
    [
        ("raiser", "failed: KeyError: 'no such key'"),
        ("nothing", "chose no action (None)"),
        ("malformed", "chose {'not': 'an action'}, which is not a legal action"),
        ("quitter", "failed: SystemExit: 3"),
    ],
)
def test_a_misbehaving_bot_is_named_in_one_line_without_a_traceback(bot: str, said: str) -> None:
    res = CliRunner().invoke(_app(), ["--agents", f"{bot},random", "--games", "2"])
    assert res.exit_code == 2, res.output
    assert "Traceback" not in res.output
    said_flat = " ".join(res.output.split())
    assert f"bot '{bot}' at seat" in said_flat and said in said_flat, said_flat
    assert "(s)" not in said_flat, said_flat  # "0 complete deal(s)": the count is known


@pytest.mark.usefixtures("unruly")
@pytest.mark.parametrize("workers", [1, 2])
def test_a_bot_failing_mid_match_keeps_the_deals_finished_before(workers: int) -> None:
    report = run_arena("corsairs", 2, "lateraiser,random", 40, seed=1, workers=workers)
    assert report["partial"] and "bot 'lateraiser' at seat" in report["bot_fault"]
    assert "RuntimeError: late failure" in report["bot_fault"]
    assert report["games"] < 40 and report["games"] % 2 == 0  # whole deals only
    if workers == 1:  # (with workers, the games in flight at the fault are not waited for)
        assert report["games"] > 0
    assert sum(a["games"] for a in report["agents"][:1]) == report["games"]


@pytest.mark.usefixtures("unruly")
def test_a_bot_that_never_answers_is_stopped_at_the_move_limit() -> None:
    res = CliRunner().invoke(
        _app(), ["--agents", "sleeper,random", "--games", "2", "--move-limit", "0.3"]
    )
    assert res.exit_code == 2, res.output
    said = " ".join(res.output.split())
    assert "bot 'sleeper' at seat" in said and "took more than 0.3 s for one move" in said


@pytest.mark.usefixtures("unruly")
def test_a_worker_process_that_dies_ends_the_match_with_what_was_finished() -> None:
    res = CliRunner().invoke(
        _app(), ["--agents", "killer,random", "--games", "4", "--workers", "2"]
    )
    assert res.exit_code == 2, res.output
    said = " ".join(res.output.split())
    assert "Traceback" not in said
    assert "a worker process died during the match" in said, said


@pytest.mark.usefixtures("unruly")
def test_the_table_of_a_match_a_bot_ended_says_so() -> None:
    res = CliRunner().invoke(_app(), ["--agents", "lateraiser,random", "--games", "40"])
    assert res.exit_code == 2, res.output
    said = " ".join(res.output.split())
    assert "error: bot 'lateraiser' at seat" in said and "partial (a bot failed)" in said, said


SCRIPT_BOT = """
from corsairs.agents import Agent, register_agent
from corsairs.arena import run_arena


class Hoarder(Agent):
    name = "hoarder"

    def choose(self, observation, legal_actions):
        return legal_actions[-1]


if __name__ == "__main__":
    register_agent("hoarder", Hoarder)
    report = run_arena("corsairs", 2, "hoarder,random", games=2, seed=1, workers=2)
    print(report["games"], report.get("bot_fault"))
"""


def test_a_bot_class_of_the_main_script_is_found_by_the_workers(tmp_path: Any) -> None:
    """As bots.md writes a bot; with workers=2 they said "unknown bot 'hoarder'"."""
    import subprocess
    import sys

    script = tmp_path / "mybot.py"
    script.write_text(SCRIPT_BOT)
    done = subprocess.run(
        [sys.executable, str(script)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stderr[-1500:]
    assert done.stdout.split() == ["2", "None"], done.stdout


@pytest.mark.usefixtures("unruly")
def test_games_finished_beside_a_bots_fault_are_all_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    """Results that finished together with a faulty game were read in the set's order and
    the first fault raised: those after it in that order were lost."""
    import concurrent.futures as cf

    from corsairs.agents.guard import BotFault
    from corsairs.arena.core import _results, play_job, prepare

    real_wait = cf.wait

    def all_with_faults_first(fs: Any, timeout: Any = None, return_when: Any = None) -> Any:
        done, _ = real_wait(fs, return_when=cf.ALL_COMPLETED)
        return sorted(done, key=lambda f: f.exception() is None), set()

    monkeypatch.setattr(cf, "wait", all_with_faults_first)
    specs, _, jobs = prepare("corsairs", 2, ["lateraiser", "random"], 16, 1, 2, None)
    match = Match("corsairs", 2, tuple(specs), (), None)

    def faults(job: Job) -> bool:
        try:
            play_job(match, job)
        except BotFault:
            return True
        return False

    failing = [faults(j) for j in jobs]
    first = failing.index(True)
    batch_end = (first // 4 + 1) * 4  # two workers keep four games in flight
    expected = {j.index for j, bad in zip(jobs[:batch_end], failing, strict=False) if not bad}
    got: set[int] = set()
    with pytest.raises(BotFault):
        for res in _results(match, jobs, 2):
            got.add(res["index"])
    assert got == expected


@pytest.mark.usefixtures("unruly")
def test_a_bots_fault_names_its_move_counted_from_1() -> None:
    """ "move 0" was the game's first move: moves are counted as replay numbers them."""
    from corsairs.agents.guard import BotFault
    from corsairs.arena.core import play_job, prepare

    specs, g, jobs = prepare("corsairs", 2, ["raiser", "random"], 2, 1, 1, None)
    match = Match("corsairs", 2, tuple(specs), (), None)

    def first_mover(j: Job) -> int:
        seat = g.new_state(seed=j.game_seed).current_player
        assert seat is not None  # a new deal has someone to play
        return seat

    # the deal's rotation where the raiser (agent 0) makes the first move
    (job,) = [j for j in jobs if j.seats[first_mover(j)] == 0]
    with pytest.raises(BotFault) as fault:
        play_job(match, job)
    assert str(fault.value).endswith(f"game seed {job.game_seed}, move 1)"), fault.value


def test_a_stopped_match_keeps_the_games_finishing_as_it_stops() -> None:
    """Ctrl-C while the first result was being shown terminated the workers at once: the
    games they had finished beside it, or were finishing, were lost. Every game started
    before the stop is kept (random bots' games end well inside the grace)."""
    match = Match("corsairs", 2, ("random", "greedy"))
    jobs = schedule(2, 2, 40, seed=5)

    def stop(res: dict[str, Any]) -> None:
        raise KeyboardInterrupt  # as Ctrl-C while the progress is shown

    with pytest.raises(MatchStopped) as stopped:
        run_jobs(match, jobs, workers=2, progress=stop)
    kept = stopped.value.results
    assert len(kept) >= 4  # the four games in flight (two per worker) at least
    assert len(kept) < len(jobs)
    assert kept == [run_jobs(match, [j])[0] for j in jobs if j.index in {r["index"] for r in kept}]


@pytest.mark.usefixtures("unruly")
def test_a_bot_that_prints_leaves_the_json_whole() -> None:
    res = CliRunner().invoke(
        _app(), ["--game", "piratatak", "--players", "2", "--agents", "chatter,random",
                 "--games", "2", "--json"],
    )  # fmt: skip
    assert res.exit_code == 0, res.output
    assert json.loads(res.stdout)["games"] == 2
    assert "chatter thinks" in res.stderr


def test_more_bots_than_seats_says_how_to_meet_them_one_at_a_time() -> None:
    """A bot author entering hers against the ladder (``--players 2 --agents
    mine,beginner,casual,strong``) heard "4 bots do not fit 2 seats" and no way on: the
    refusal now says to play a match against each, with her bots' names, in her language."""
    from corsairs.lang import speaking

    with pytest.raises(BadOption) as refused:
        prepare("corsairs", 2, "greedy,novice,casual,strong", 10, 1)
    said = str(refused.value)
    assert said.startswith("4 bots do not fit 2 seats. "), said
    assert "--agents greedy,novice, then --agents greedy,casual" in said, said
    with speaking("fr"), pytest.raises(BadOption) as french:
        prepare("corsairs", 2, "greedy,novice,casual", 10, 1)
    assert "--agents greedy,novice" in str(french.value) and "match" in str(french.value)
    assert "A match gives" not in str(french.value), french.value


def test_records_keep_every_game_of_the_match_for_replay_and_refuse_an_earlier_match(
    tmp_path: Any,
) -> None:
    """A bot author saw her bot lose in the table and had no game to look at: the match's
    games were nowhere. ``--records DIR`` writes each as a record that replays to its
    result, its seats named by their bots; a folder holding a match's records is refused
    before any game, as ``--record`` refuses an earlier game's file."""
    from corsairs import record

    folder = tmp_path / "match"
    report = run_arena("corsairs", 2, "greedy,novice", 4, seed=1, records=folder)
    files = sorted(folder.glob("*.json"))
    assert [f.name for f in files] == [f"game-000{n}.json" for n in range(1, 5)]
    for number, path in enumerate(files):
        rec = record.load(path)
        assert rec.bots == rec.seats and sorted(rec.seats) == ["greedy", "novice"]
        assert rec.seats == ["greedy", "novice"][:: 1 if number % 2 == 0 else -1]
        assert record.replay(rec).is_over()  # and its stated result checked
    assert report["records"] == str(folder)
    with pytest.raises(BadOption, match="already holds a match's records"):
        run_arena("corsairs", 2, "greedy,novice", 4, seed=1, records=folder)
    assert len(list(folder.glob("*.json"))) == 4
    res = CliRunner().invoke(_app(), ["--records", str(files[0]), "--games", "2"])
    assert res.exit_code == 2 and "it is a file" in res.output, res.output


@pytest.mark.usefixtures("unruly")
def test_the_game_a_bot_failed_in_is_recorded_as_far_as_it_went(tmp_path: Any) -> None:
    """The fault line names the game seed and move; the record of that game, unfinished,
    shows the position (``corsairs replay``), and the command says which file it is."""
    from corsairs import record

    res = CliRunner().invoke(
        _app(), ["--agents", "lateraiser,random", "--games", "20", "--records", str(tmp_path)]
    )
    assert res.exit_code == 2, res.output
    said = " ".join(res.output.split())
    stopped = next(
        p
        for p in sorted(tmp_path.glob("game-*.json"))
        if not record.replay(record.load(p)).is_over()
    )
    assert f"as far as it went: corsairs replay {stopped}" in said, said
    rec = record.load(stopped)
    assert f"game seed {rec.seed}, move {len(rec.actions) + 1})" in said, said
