"""The driver: figures independent of worker count and batch size, bad options refused,
failing bots and dying workers reported or retried without losing finished batches."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from corsairs.lang import speaking
from corsairs.protocol import BadOption
from corsairs.sim.run import RunSpec, derive_seed, make_spec, play_batch, simulate

PLUGIN = "sim_plugins"


def spec(**kw: Any) -> RunSpec:
    args: dict[str, Any] = {"game": "corsairs", "players": 3, "agents": ["random"], "seed": 7}
    args.update(kw)
    return make_spec(**args)


def test_same_figures_on_one_and_two_workers_and_any_batch_size() -> None:
    s = spec()
    in_process = simulate([s], 60, workers=0, batch_size=60)
    one = simulate([s], 60, workers=1, batch_size=7)
    two = simulate([s], 60, workers=2, batch_size=4)
    assert in_process.tallies == one.tallies == two.tallies
    assert two.tallies[0].get("games") == 60
    assert not two.failures


def test_games_depend_on_the_seed_and_index_only() -> None:
    s = spec()
    whole = play_batch(s, 0, 10)
    parts = play_batch(s, 0, 3)
    parts.merge(play_batch(s, 3, 10))
    assert parts == whole
    assert whole.get("(draws.stock+draws.pile+draws.pier)^2") > 0  # game-level moments too
    other = play_batch(spec(seed=8), 0, 10)
    assert other != whole
    assert derive_seed("game", 7, 3) == derive_seed("game", 7, 3) != derive_seed("game", 7, 4)


def test_tally_counts_match_the_games() -> None:
    t = simulate([spec()], 30, workers=0).tallies[0]
    units = 6  # lcm(1, 2, 3) for three players
    wins = sum(t.get(f"win.seat.{s}") for s in range(3))
    assert wins == 30 * units
    assert t.hist("rounds_per_game").n == 30
    assert t.hist("rounds_per_game").total == t.get("rounds")
    assert t.get("rounds") == t.get("rounds.settled") + t.get("rounds.annulled")
    assert (
        sum(t.get("draws." + s) for s in ("stock", "pile", "pier"))
        == t.hist("turns_per_game").total
    )


def test_rotation_moves_bots_round_the_seats() -> None:
    s = spec(agents=["greedy", "random", "random"], rotate=True)
    t = simulate([s], 6, workers=0).tallies[0]
    assert sum(t.get(f"win.bot.{i}") for i in range(3)) == 6 * 6


@pytest.mark.parametrize(
    "kwargs",
    [
        {"game": "chess"},
        {"players": 9},
        {"agents": ["nobody"]},
        {"agents": ["random", "random", "random", "greedy"]},
        {"rules": {"hand_size": "many"}},
        {"rules": {"no_such_rule": 1}},
        {"plugins": ["no.such.module"]},
    ],
)
def test_bad_options_are_refused_before_any_game(kwargs: dict) -> None:  # type: ignore[type-arg]
    with pytest.raises(BadOption):
        spec(**kwargs)


def test_fewer_bots_than_seats_take_copies_of_the_last() -> None:
    assert spec(agents=["greedy", "random"]).agents == ("greedy", "random", "random")
    assert spec(agents=["greedy"]).agents == ("greedy",) * 3


def test_one_bot_spec_as_a_string_is_one_bot_not_its_letters() -> None:
    """``make_spec("corsairs", 3, "greedy", 7)`` read the string as six bots, "g", "r"...,
    and said "6 bots do not fit 3 seats"; one spec is one bot, for every seat."""
    assert spec(agents="greedy").agents == ("greedy",) * 3
    assert spec(agents="ismcts:iterations=5").agents == ("ismcts:iterations=5",) * 3


@pytest.mark.parametrize("ray", [True, "", 3])
def test_a_ray_that_is_no_address_is_refused_before_any_game(ray: object) -> None:
    """``simulate(..., ray=True)`` (as the flag ``--ray`` alone reads) failed inside with
    "TypeError: argument of type 'bool' is not iterable"; it says what ``ray`` takes."""
    with pytest.raises(BadOption, match=r"ray: 'local' or the address of a Ray cluster"):
        simulate([spec()], 1, ray=ray)  # type: ignore[arg-type]


def test_bad_run_sizes_are_refused() -> None:
    s = spec()
    for kwargs in ({"games": 0}, {"games": 5, "workers": -1}, {"games": 5, "batch_size": 0}):
        with pytest.raises(BadOption):
            simulate([s], **kwargs)  # type: ignore[arg-type]


def test_a_bot_that_raises_fails_its_batches_and_the_rest_finish() -> None:
    s = spec(agents=["faulty"], plugins=[PLUGIN])
    res = simulate([s], 40, workers=2, batch_size=2)
    assert res.failures, "some seeds are divisible by 5"
    assert all("faulty bot gives up" in f.error for f in res.failures)
    lost = sum(f.stop - f.start for f in res.failures)
    assert res.games_played == 40 - lost > 0
    again = simulate([s], 40, workers=0, batch_size=2)
    assert again.tallies == res.tallies
    # a spawned worker speaks the run's language: "game 3, move 12" was English in Italian
    with speaking("it"):
        said = simulate([s], 40, workers=2, batch_size=20).failures[0].error
    assert "partita " in said and ", mossa " in said and "game " not in said, said


def test_a_dead_worker_is_replaced_and_its_batch_retried(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    marker = tmp_path / "crashed"
    monkeypatch.setenv("CORSAIRS_TEST_CRASH_MARKER", str(marker))
    crashy = spec(agents=["crashy"], plugins=[PLUGIN])
    res = simulate([crashy], 24, workers=2, batch_size=3)
    assert marker.exists(), "a worker died"
    assert res.retried >= 1
    assert not res.failures
    assert res.games_played == 24
    plain = simulate([crashy], 24, workers=0)  # the marker exists now: no more crashes
    assert res.tallies == plain.tallies


def test_a_worker_that_always_dies_is_reported_after_the_retries(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CORSAIRS_TEST_CRASH_MARKER", str(tmp_path / "crashed"))
    crashy = spec(agents=["crashy"], plugins=[PLUGIN])
    res = simulate([crashy], 4, workers=1, batch_size=4, retries=0)
    assert [(f.start, f.stop) for f in res.failures] == [(0, 4)]
    assert res.games_played == 0


def test_progress_reaches_the_total() -> None:
    seen: list[tuple[int, int]] = []
    simulate(
        [spec(), spec().with_rules({"hand_size": 10})],
        10,
        workers=0,
        batch_size=3,
        progress=lambda d, t: seen.append((d, t)),
    )
    assert seen[-1] == (20, 20)
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)


def test_progress_is_reported_while_a_batch_is_running() -> None:
    """One batch of slow games on a worker: the count moves before the batch is merged."""
    seen: list[tuple[int, int]] = []
    s = spec(players=2, agents=["sleepy"], plugins=[PLUGIN])
    res = simulate(
        [s],
        8,
        workers=1,
        batch_size=8,
        progress=lambda d, t: seen.append((d, t)),
    )
    assert res.games_played == 8
    inside = [d for d, _ in seen if 0 < d < 8]
    assert inside, f"no progress inside the batch: {seen}"
    assert [d for d, _ in seen] == sorted(d for d, _ in seen)
    assert res.tallies == simulate([s], 8, workers=0).tallies


def test_a_game_without_any_turn_limit_is_cut_off_by_the_action_cap() -> None:
    """``round_turn_limit=none`` with ``last_stock_card_forces_sail=false`` may never end:
    the driver's cap ends such a game, counts it and leaves it out of the game figures."""
    from dataclasses import replace

    from corsairs.sim.report import compute

    rules = {"round_turn_limit": None, "last_stock_card_forces_sail": False}
    s = replace(spec(agents=["greedy"], rules=rules), max_actions=60)
    res = simulate([s], 3, workers=0)
    t = res.tallies[0]
    assert not res.failures
    assert t.get("games") == 3 and t.get("games.cut_off") == 3
    assert t.hist("turns_per_game").n == 0  # left out of the figures of finished games
    texts = [h["text"] for h in compute(res)["highlights"] if h["kind"] == "warning"]
    assert any(x.startswith("Safeguard action cap") and "3 of 3 games" in x for x in texts)


def test_rotating_one_bot_round_the_seats_still_names_it() -> None:
    """'--rotate' with one bot everywhere labelled every seat 'rotating': the same bot
    sits in each, and the label hid which."""
    from corsairs.sim.run import generic_sections

    fig = generic_sections(spec(agents=["random"], rotate=True))[0].figures[0]
    assert [s.label for s in fig.series][:1] == ["seat 0 (random)"]  # type: ignore[attr-defined]


def test_a_failed_batch_names_the_bot_its_seat_and_game() -> None:
    s = spec(agents=["faulty"], plugins=[PLUGIN])
    res = simulate([s], 12, workers=0, batch_size=2)
    assert res.failures
    error = res.failures[0].error
    assert error.startswith("bot 'faulty' at seat "), error
    assert "failed: RuntimeError: faulty bot gives up (sim_plugins.py, line " in error, error
    assert "; game " in error, error


@pytest.mark.usefixtures("unruly")
def test_a_bot_that_never_answers_fails_its_batch_at_the_move_limit() -> None:
    s = spec(agents=["sleeper", "random"], move_limit=0.2)
    res = simulate([s], 1, workers=0)
    assert len(res.failures) == 1
    assert "bot 'sleeper' at seat 0 took more than 0.2 s for one move" in res.failures[0].error


def test_a_failed_batch_keeps_the_games_finished_before_the_fault() -> None:
    s = spec(agents=["faulty"], plugins=[PLUGIN])
    whole = simulate([s], 40, workers=0, batch_size=40)  # one batch: a fault loses it all
    (failure,) = whole.failures
    assert failure.start > 0, "some game before the fault finished"
    assert whole.games_played == failure.start
    assert whole.tallies[0].counts["games"] == failure.start
    local = simulate([s], 40, workers=2, batch_size=40)
    assert local.failures == whole.failures and local.tallies == whole.tallies


def test_starting_ray_keeps_sigterm_a_clean_stop() -> None:
    """Ray's init puts its own SIGTERM handler in the driver, which aborted the run (exit
    134, a C++ stack dump, no partial report) where local runs stop cleanly with 143."""
    import signal

    from corsairs.sim.run import _ray_init
    from corsairs.sim.stopping import sigterm_as_interrupt

    class FakeRay:
        def init(self, **kwargs: object) -> None:
            signal.signal(signal.SIGTERM, signal.SIG_DFL)  # what Ray's core worker does

    with sigterm_as_interrupt():
        ours = signal.getsignal(signal.SIGTERM)
        _ray_init(FakeRay(), "local", 2)
        assert signal.getsignal(signal.SIGTERM) is ours


def test_sigterm_is_named_even_when_ray_turns_it_into_a_plain_interrupt() -> None:
    """Inside ray.wait the Stopped raised by SIGTERM comes back as a bare KeyboardInterrupt:
    the run said 'Stopped (SIGINT)' and exited 130 for a SIGTERM."""
    import gc
    import os
    import signal
    import time

    from corsairs.sim.stopping import signal_name, sigterm_as_interrupt

    named: list[str] = []
    # The handler's exception is raised wherever Python is at that moment: inside a
    # garbage-collection callback (Hypothesis installs one) it was swallowed ("Exception
    # ignored in gc_callback"), and the test passed without checking anything.
    gc.disable()
    try:
        with sigterm_as_interrupt():
            try:
                try:
                    os.kill(os.getpid(), signal.SIGTERM)
                    time.sleep(1)  # the handler runs first
                except KeyboardInterrupt:
                    raise KeyboardInterrupt from None  # what Ray's C++ side hands back
            except KeyboardInterrupt as exc:
                named.append(signal_name(exc))
    finally:
        gc.enable()
    assert named == ["SIGTERM"]
    with sigterm_as_interrupt():  # a later run starts afresh: Ctrl-C is SIGINT
        assert signal_name(KeyboardInterrupt()) == "SIGINT"


@pytest.mark.parametrize(("address", "shown"), [("local", False), ("ray://head:10001", True)])
def test_rays_token_notice_is_not_printed_for_the_runs_own_instance(
    address: str, shown: bool
) -> None:
    """``corsairs simulate --ray`` opened its output with Ray's "Token authentication is
    enabled for this Ray cluster…" about the instance it starts for itself (its token is the
    run's own); joining a cluster, Ray's words may matter and are kept."""
    import logging

    from corsairs.sim.run import RAY_AUTH_LOGGER, _ray_init

    logger = logging.getLogger(RAY_AUTH_LOGGER)
    heard: list[str] = []

    class Ear(logging.Handler):  # on the logger itself: Ray may stop it propagating
        def emit(self, record: logging.LogRecord) -> None:
            heard.append(record.getMessage())

    class FakeRay:
        def init(self, **kwargs: object) -> None:  # Ray 2.60's notice, by its own logger
            logger.warning("Token authentication is enabled")

    ear, level = Ear(), logger.level
    logger.addHandler(ear)
    try:
        _ray_init(FakeRay(), address, 1)
    finally:
        logger.removeHandler(ear)
    assert bool(heard) is shown
    assert logger.level == level  # as it was


@pytest.mark.parametrize("workers", [0, 1])
def test_a_stopped_run_keeps_the_games_finished_inside_its_running_batches(workers: int) -> None:
    """Ctrl-C threw away the batches still running: with one long batch, every game of the
    run. The games finished by then are kept, as the first games of a run that size."""
    s = spec(players=2, agents=["sleepy"], plugins=[PLUGIN])
    kept: list[list[list[tuple[int, int]]]] = []

    def stop_after_a_few(done: int, total: int) -> None:
        if done >= 2:
            raise KeyboardInterrupt  # as Ctrl-C in the main process

    res = simulate(
        [s],
        1000,
        workers=workers,
        batch_size=1000,
        progress=stop_after_a_few,
        checkpoint=lambda result, done, force: kept.append([list(r) for r in done]),
    )
    assert res.interrupted == "SIGINT"
    n = res.games_played
    assert 2 <= n < 1000
    assert kept[-1] == [[(0, n)]]
    assert res.tallies == simulate([s], n, workers=0).tallies


@pytest.mark.parametrize("workers", [0, 1])
def test_a_run_stopped_after_its_last_game_is_whole_not_partial(workers: int) -> None:
    """SIGTERM just after the last game (the workers shutting down) gave a "partial" report
    of "600 of 600 games" that told to --resume, and --resume refused: the run is finished.
    Nothing is missing, so nothing was stopped."""
    s = spec(players=2, agents=["random"])
    stops: list[int] = []

    def stop_at_the_end(done: int, total: int) -> None:
        if done == total and not stops:
            stops.append(done)
            raise KeyboardInterrupt  # as Ctrl-C once the last batch is in

    res = simulate([s], 6, workers=workers, batch_size=3, progress=stop_at_the_end)
    assert stops == [6]
    assert res.games_played == 6
    assert res.interrupted is None
    assert res.tallies == simulate([s], 6, workers=0).tallies


def test_simulate_on_its_own_ray_returns_once_that_instance_has_ended(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``simulate(..., ray="local")`` ended the Ray instance it started in a thread (the
    command draws its report meanwhile) and returned at once: a library user calling
    ``ray.init()`` next raced that shutdown. The function now returns once it is over;
    the command alone asks for the shutdown in the background."""
    import time

    from corsairs.sim import run

    events: list[str] = []

    class FakeRay:
        def shutdown(self) -> None:
            time.sleep(0.2)  # what Ray's graceful end takes, shortened
            events.append("ray ended")

    monkeypatch.setattr(run, "_run_ray", lambda *args: run._stop_ray_later(FakeRay()))
    simulate([spec()], 1, ray="local")
    events.append("returned")
    assert events == ["ray ended", "returned"]
    simulate([spec()], 1, ray="local", background_ray_shutdown=True)
    events.append("returned")
    run._ray_stopped()
    assert events == ["ray ended", "returned", "returned", "ray ended"]
