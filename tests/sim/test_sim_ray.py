"""Ray: a local instance with 2 CPUs gives the same figures as local processes,
retries the batch of a worker that dies, and reports a batch that raises."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest

from corsairs.sim.run import make_spec, simulate

pytestmark = pytest.mark.slow  # each test takes several seconds

ray = pytest.importorskip("ray")

PLUGIN = "sim_plugins"


@pytest.fixture(scope="module")
def ray_cluster(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Path]:
    """A local Ray with 2 CPUs; its workers inherit the crash marker path set here."""
    marker = tmp_path_factory.mktemp("ray") / "crashed"
    old = os.environ.get("CORSAIRS_TEST_CRASH_MARKER")
    os.environ["CORSAIRS_TEST_CRASH_MARKER"] = str(marker)
    if ray.is_initialized():  # left over by another test module: start our own
        ray.shutdown()
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    if old is None:
        del os.environ["CORSAIRS_TEST_CRASH_MARKER"]
    else:
        os.environ["CORSAIRS_TEST_CRASH_MARKER"] = old
    yield marker
    ray.shutdown()


def test_ray_gives_the_same_figures_as_local_processes(ray_cluster: Path) -> None:
    """Against the run in this process, which test_sim_run holds to the local processes'
    figures (one and two workers, any batch size): two workers started here cost a CPU-second
    of imports for a comparison made there."""
    spec = make_spec("corsairs", 3, ["random"], 11)
    on_ray = simulate([spec], 60, ray="local", batch_size=5)
    local = simulate([spec], 60, workers=0, batch_size=9)
    assert on_ray.backend == "ray" and on_ray.workers == 2
    assert on_ray.tallies == local.tallies
    assert not on_ray.failures


def test_ray_retries_the_batch_of_a_dead_worker(ray_cluster: Path) -> None:
    spec = make_spec("corsairs", 2, ["crashy"], 5, plugins=[PLUGIN])
    res = simulate([spec], 20, ray="local", batch_size=2, retries=2)
    assert ray_cluster.exists(), "a Ray worker died"
    assert not res.failures
    assert res.games_played == 20
    assert res.tallies == simulate([spec], 20, workers=0).tallies


def test_ray_reports_a_batch_that_raises_and_keeps_the_rest(ray_cluster: Path) -> None:
    spec = make_spec("corsairs", 2, ["faulty"], 5, plugins=[PLUGIN])
    res = simulate([spec], 30, ray="local", batch_size=3)
    local = simulate([spec], 30, workers=0, batch_size=3)
    assert res.failures and "faulty bot gives up" in res.failures[0].error
    assert res.failures[0].error.startswith("bot 'faulty' at seat "), res.failures[0].error
    assert sorted((f.start, f.stop) for f in res.failures) == sorted(
        (f.start, f.stop) for f in local.failures
    )
    assert res.tallies == local.tallies


def test_cli_ray_flag_alone_uses_the_local_instance(ray_cluster: Path, tmp_path: Path) -> None:
    from .sim_cli import run

    out = tmp_path / "rep"
    res = run("--games", "10", "--ray", "--quiet", "--out", str(out))
    assert res.exit_code == 0, res.output
    assert " left " not in res.output  # --quiet hid the bar: it was not taken as an address
    assert '"backend": "ray"' in (out / "summary.json").read_text()


def test_a_stopped_ray_run_keeps_the_games_finished_inside_its_running_batches(
    ray_cluster: Path,
) -> None:
    """Ctrl-C on Ray cancelled the running batches and lost their games (local workers kept
    them): with one long batch, every game of the run. The batches now tell the run the
    games they finish and, once it stops, hand them back.

    Stopped at the second game seen, however long the cluster takes to start it (it stopped
    "anyway" after 90 calls of the bar, about 90 s, and failed so once under load): the run's
    own length bounds the wait: 200 games of 5 ms moves, under a minute unstopped on an idle
    machine. (With the batches' ticks cut off on purpose the test fails: at a load of 15-19,
    where Ray's niced workers crawl, by pytest's 180 s limit for 400 games and for 200.)"""
    s = make_spec("corsairs", 2, ["sleepy"], 7, plugins=[PLUGIN])
    kept: list[list[list[tuple[int, int]]]] = []

    def stop_after_a_few(done: int, total: int) -> None:
        if done >= 2:
            raise KeyboardInterrupt  # as Ctrl-C in the main process

    res = simulate(
        [s],
        200,
        ray="local",
        batch_size=200,
        progress=stop_after_a_few,
        checkpoint=lambda result, done, force: kept.append([list(r) for r in done]),
    )
    assert res.interrupted == "SIGINT", (res.games_played, res.failures)  # ran to its end
    n = res.games_played
    assert 2 <= n < 200
    assert kept[-1] == [[(0, n)]]
    assert res.tallies == simulate([s], n, workers=0).tallies
