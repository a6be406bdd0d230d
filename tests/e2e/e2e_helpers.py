"""Helpers for the browser tests: the server as a subprocess, screenshots, table state."""

from __future__ import annotations

import contextlib
import functools
import os
import queue
import re
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import IO, Any
from urllib.parse import urldefrag

import httpx


def _chromium_path() -> str:
    """Debian's Chromium (Playwright cannot download its own build here).

    Its old headless shell (package ``chromium-headless-shell``) first: the same tests take
    about 45% less CPU in it than in the full browser's headless mode, which draws and
    composites as a windowed browser does. ``$CORSAIRS_TEST_CHROMIUM`` names another build.
    """
    chosen = os.environ.get("CORSAIRS_TEST_CHROMIUM")
    if chosen:
        return chosen
    for path in ("/usr/bin/chromium-headless-shell", "/usr/bin/chromium"):
        if Path(path).exists():
            return path
    return "/usr/bin/chromium"


CHROMIUM = _chromium_path()
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


@contextlib.contextmanager
def chromium() -> Iterator[Any]:
    """Debian's Chromium, headless, driven by Playwright's sync API: tests and tools alike."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS, headless=True)
        try:
            yield browser
        finally:
            browser.close()


def same_document(page: Any, url: str) -> bool:
    """Whether ``page.goto(url)`` would stay in the page's document: an address that differs
    from the page's own only in its fragment (another seat's ``#token=`` at the same table,
    the same address again) is not loaded anew: the browser scrolls to the fragment, after
    the test's own scroll under load (CI's one failure, session 35), and the page's router
    redraws on ``popstate``, before ``goto`` returns only because it happens to be quick."""
    return "#" in url and urldefrag(page.url)[0] == urldefrag(url)[0]


def goto_anew(page: Any, url: str) -> None:
    """``page.goto(url)`` as a new load, by way of a blank page if it would not be one."""
    if same_document(page, url):
        page.goto("about:blank")
    page.goto(url)


@contextlib.contextmanager
def no_same_document_goto() -> Iterator[None]:
    """Refuse, while open, a test's ``goto`` that would not load the page anew
    (``same_document``): such a test passes or fails by the page's speed. ``goto_anew``
    says what is meant."""
    from playwright.sync_api import Page

    goto = Page.goto

    def checked(self: Any, url: str, *args: Any, **kwargs: Any) -> Any:
        if same_document(self, url):
            raise AssertionError(
                f"goto({url!r}) from {self.url!r} only changes the fragment: the page is"
                " not loaded anew (e2e_helpers.goto_anew)"
            )
        return goto(self, url, *args, **kwargs)

    Page.goto = checked  # type: ignore[method-assign]
    try:
        yield
    finally:
        Page.goto = goto  # type: ignore[method-assign]


MOTION = "no-preference"
"""``reduced_motion`` for a page whose motion is what a test checks (the cards' glides, a
smooth scroll): ``page.emulate_media(reduced_motion=MOTION)`` before it moves."""


def still_by_default(browser: Any) -> Any:
    """``browser``, whose contexts (``new_context``, ``new_page``) ask for reduced motion
    unless given ``reduced_motion``: the page then shows each state at once (no card glides,
    no smooth scroll, no drawer sliding, no spinner turning). Chromium drew every frame of
    those for tests that read only the state they lead to, and Playwright waits for an
    element to stand still before it clicks (docs/perf-log.md: about 5% of the browser
    tests' CPU, Chromium's included). The motion has tests of its own
    (test_helpers_ui.py), which ask for it (``MOTION``)."""
    for name in ("new_context", "new_page"):
        made = getattr(browser, name)
        setattr(browser, name, functools.partial(made, reduced_motion="reduce"))
    return browser


ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"


ADDRESS = re.compile(rb"corsairs: open http://[^:/\s]+:(\d+)/")


STARTED = 120.0
"""Seconds a server may take to start and answer: a fixed limit, not a pause (a server that
stops says so at once). At a load of 20, one took 14 s to say where it listens and 8.6 s to
answer its first request, where an idle machine takes about a second for both; the 30 s
limit, met by the session's server, failed every browser test of its worker."""


ENDS_WITH_PARENT = """import ctypes, os, runpy, signal, sys
ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # PR_SET_PDEATHSIG
if os.getppid() != int(sys.argv[1]):  # the parent ended before it was asked
    sys.exit(1)
sys.argv = sys.argv[2:]
runpy.run_module(sys.argv[0], run_name="__main__", alter_sys=True)"""
"""``python -m MODULE ARGS`` killed by the kernel when the thread that started it ends:
``python -c ENDS_WITH_PARENT PARENT_PID MODULE ARGS`` (PR_SET_PDEATHSIG outlives the exec
of the module, as it is a prctl of the process)."""


def child_of_this_process(module: str, args: list[str]) -> list[str]:
    """The command that runs ``python -m module args`` as a process that ends with the
    thread that starts it (on Linux): a test process that dies (an xdist worker ended by
    pytest-timeout's ``os._exit``, a kill) runs no finalizer, and the session's server it
    started lived on, an orphan holding its port and memory. Started from a thread that
    ends first, the child would end with that thread: the tests start servers from their
    own (main) thread. Elsewhere, a plain ``python -m``."""
    if sys.platform != "linux":
        return [sys.executable, "-m", module, *args]
    return [sys.executable, "-c", ENDS_WITH_PARENT, str(os.getpid()), module, *args]


def start_server(
    extra: list[str], port: int = 0, timeout: float = STARTED
) -> tuple[subprocess.Popen[bytes], int]:
    """``corsairs.server.command --port 0 ...`` and the port it chose, read from its output.

    The server binds the port itself, so no other process can take it between a choice and
    the start (as picking a free port first would allow). ``port`` asks for a given port
    (a restart on the port the browser knows). Uvicorn's log (stderr) goes on to ours.
    """
    cmd = child_of_this_process("corsairs.server.command", ["--port", str(port), "--no-open"])
    proc = subprocess.Popen(
        [*cmd, *extra], env={**os.environ, "PYTHONUNBUFFERED": "1"}, stdout=subprocess.PIPE
    )
    assert proc.stdout is not None
    found: queue.Queue[int | None] = queue.Queue()

    def pump(out: IO[bytes]) -> None:
        told = False
        for line in iter(out.readline, b""):  # read to the end, so the pipe never fills
            m = ADDRESS.search(line)
            if m and not told:
                found.put(int(m.group(1)))
                told = True
        if not told:
            found.put(None)

    threading.Thread(target=pump, args=(proc.stdout,), daemon=True).start()
    try:
        chosen = found.get(timeout=timeout)
    except queue.Empty:
        chosen = None
    if chosen is None:
        proc.kill()
        proc.wait()
        raise RuntimeError("the server did not say where it listens")
    return proc, chosen


HINT_SAMPLES = 32
REVIEW_SAMPLES = 2
"""Sampled deals per judged move of the test servers' reviews: a whole three-player game
reviewed in about a second (tests/e2e/test_review.py tests the page, not the judging)."""

INFO = "rgb(49, 87, 107)"
"""An informational banner's background (what is asked, what comes next, a pause): calm
blue, where red is kept for what went wrong."""
WARNING = "rgb(122, 43, 31)"
"""A warning's or an error's banner background."""
BACKGROUND = "e => getComputedStyle(e).backgroundColor"
"""An element's background colour, for ``locator.evaluate``."""
"""Sampled deals per judged move of the test servers' hints: the tests check what a hint
says and where it points, not its strength (the game's own budget costs ~1 s a hint)."""


class Server:
    """``corsairs.server.command`` in a subprocess, so that a test can kill and restart it."""

    def __init__(
        self,
        db: str,
        bot_delay: float = 0.0,
        options: list[str] | None = None,
        hint_samples: int | None = HINT_SAMPLES,
    ) -> None:
        self.db = db
        self.hint_samples = hint_samples
        self.bot_delay = bot_delay
        self.options = options or []  # more ``corsairs serve`` options
        self.port = 0  # chosen by the server when it starts
        self.proc: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> None:
        extra = ["--db", self.db, "--bot-delay", str(self.bot_delay), "--log-level", "warning"]
        # one client (the tests) creates many tables in a minute: no creation quota
        extra += ["--tables-per-minute", "0", "--max-open-tables", "0", *self.options]
        if self.hint_samples is not None:
            extra += ["--hint-samples", str(self.hint_samples)]
        extra += ["--review-samples", str(REVIEW_SAMPLES)]
        # a restart keeps the port, so that open pages reconnect to the same address
        self.proc, self.port = start_server(extra, port=self.port)
        deadline = time.monotonic() + STARTED
        while time.monotonic() < deadline:
            try:  # (each try allowed 1 s, a loaded server's answers in 1.1 s all failed)
                if httpx.get(self.url + "/api/games", timeout=30).status_code == 200:
                    return
            except httpx.HTTPError:
                time.sleep(0.1)
        raise RuntimeError("the server did not start")

    def stop(self) -> None:
        if self.proc is not None:
            self.proc.terminate()
            self.proc.wait(timeout=15)
            self.proc = None


def settled(page: Any, selector: str, timeout: float = 5000) -> None:
    """Wait until ``selector`` has no running transition or animation (a drawer sliding in,
    a card gliding home): a condition, where a fixed pause would race a slow machine."""
    page.wait_for_function(
        "sel => { const e = document.querySelector(sel); return !!e &&"
        " e.getAnimations({ subtree: true }).every(a => a.playState !== 'running'); }",
        arg=selector,
        timeout=timeout,
    )


STILL = """(moved) => { const w = window;
  if (w.stillY !== scrollY) { w.stillY = scrollY; w.stillFrames = 0; }
  return ++w.stillFrames >= 10 && (!moved || scrollY > 0); }"""
"""The page has stood still for ten animation frames (``moved``: after a scroll): a smooth
scroll moves it every frame. Counted in frames, not milliseconds: on a loaded machine a
400 ms pause passed with no frame drawn, the scroll stopped half-way (it flaked so)."""


def scroll_ended(page: Any, moved: bool = False, timeout: float = 20_000) -> None:
    """Wait until the page's smooth scroll (``behavior: "smooth"``, as the turn brings the
    hand into reach) has ended, ``moved``: one that has scrolled the page. A fixed pause
    for it raced a loaded machine, where frames come seldom."""
    page.evaluate("() => { window.stillY = undefined; }")
    page.wait_for_function(STILL, arg=moved, polling="raf", timeout=timeout)


def two_frames(page: Any) -> None:
    """Wait for two animation frames: what the page does at a scroll's or a resize's event
    (dispatched with the next frame) or in a ``requestAnimationFrame`` is done."""
    page.evaluate("() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)))")


def shot(page: Any, name: str) -> None:
    """A full-page picture in ``test-artifacts/`` when ``CORSAIRS_TEST_SHOTS`` is set: no
    assertion reads them, and each cost about 0.25 CPU-s of a suite that runs without one
    looking (about 4 s in all)."""
    if not os.environ.get("CORSAIRS_TEST_SHOTS"):
        return
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=True)


def load_stored(db: str, table_id: str) -> tuple[Any, Any]:
    """The table as the database holds it, and its game: ``(stored, game)``."""
    from corsairs.registry import load_game
    from corsairs.server.store import Store

    store = Store(db)
    try:
        stored = store.load(table_id)
    finally:
        store.close()
    assert stored is not None
    return stored, load_game(stored.game, players=stored.players, **stored.rules)


def stored_state(db: str, table_id: str, moves: int | None = None) -> Any:
    """The table's state after its first ``moves`` moves (all of them by default)."""
    from corsairs.server.tables import replay

    stored, game = load_stored(db, table_id)
    return replay(game, stored.seed, stored.actions[:moves])


def hidden_cards(db: str, table_id: str, seq: int) -> set[str]:
    """Every unrevealed card in a hand or the stock after move ``seq``, from the database."""
    full = stored_state(db, table_id, seq).to_dict()
    cards = set(full["stock"])
    for hand, known in zip(full["hands"], full["known"], strict=True):
        cards |= set(hand) - set(known)
    return cards


def stored_table(
    db: str,
    game_name: str,
    seats: list[str],
    stop: Any = None,
    seed: int = 7,
    moves: int | None = None,
    names: list[str] | None = None,
    rules: dict[str, Any] | None = None,
    hints: bool | None = None,
) -> tuple[str, dict[int, str]]:
    """A table written straight into the database, its moves played by bots in-process.

    ``seats`` are bot specs or ``"human"``; every seat (humans too) is played by
    ``greedy`` until ``stop(state)`` is true, ``moves`` moves are made, or the game
    is over. ``rules`` are the table's rule options (its house rules); ``hints`` its hints
    option (None: the default, off between two people or more). The server loads
    the table on first request. Returns the table id and each human seat's token.
    """
    import secrets

    from corsairs.registry import load_game
    from corsairs.server.store import Store, StoredTable
    from corsairs.server.tables import hash_token

    game = load_game(game_name, players=len(seats), **(rules or {}))
    tokens: dict[int, str] = {}
    stored_seats: list[dict[str, Any]] = []
    for i, s in enumerate(seats):
        default = f"Player {i + 1}" if s == "human" else f"{s} {i + 1}"  # as the server names
        name = names[i] if names else default
        if s == "human":
            tokens[i] = secrets.token_urlsafe(24)
            stored_seats.append({"kind": "human", "name": name, "token": hash_token(tokens[i])})
        else:
            stored_seats.append({"kind": "bot", "bot": s, "name": name})
    state = game.new_state(seed=seed)
    actions: list[str] = []
    for text in greedy_game(game_name, len(seats), seed, tuple(sorted((rules or {}).items()))):
        if (stop is not None and stop(state)) or (moves is not None and len(actions) >= moves):
            break
        state.apply(game.parse_action(text))
        actions.append(text)
    table_id = secrets.token_urlsafe(9)
    store = Store(db)
    try:
        store.create(
            StoredTable(
                id=table_id,
                game=game.name,
                players=len(seats),
                rules=game.rules_dict(),
                seed=seed,
                seats=stored_seats,
                hints=hints,
            )
        )
        for i, a in enumerate(actions):
            store.append(table_id, i, a, state.is_over() and i == len(actions) - 1)
    finally:
        store.close()
    return table_id, tokens


def my_turn(phase: str, round_: int = 1) -> Callable[[Any], bool]:
    """A ``stop`` for ``stored_table``: seat 0's first ``phase`` decision from round ``round_``."""

    def stop(s: Any) -> bool:
        o = s.observation(0)
        return bool(s.current_player == 0 and o["phase"] == phase and o.get("round", 1) >= round_)

    return stop


def lay_down_that_matters(state: Any) -> bool:
    """Seat 0 lays down after someone sailed, and the lowest limit is not the best division.

    Tests of the lay-down dialog stop here (rather than at a fixed move number, which any
    change to the greedy bot would move): attaching is possible and the best division for
    the situation costs fewer penalty cards, or passes more, than the least limit would.
    """
    from corsairs.games.corsairs.lay_down import best_lay_down, situation
    from corsairs.games.corsairs.partition import best_division

    if state.current_player != 0:
        return False
    obs = state.observation(0)
    if obs["phase"] != "lay":
        return False
    args = situation(obs)
    best = best_lay_down(**args)
    least = best_division(args["hand"], args["pier_colour"], args["closer_crew"])
    under = least.limit <= args["closer_limit"]
    least_cost = (0 if under else least.count, -(least.count if under else 0))
    return bool(best.attached) and (best.penalty, -best.passes) != least_cost


@functools.cache
def greedy_game(
    game_name: str, players: int, seed: int, rules: tuple[tuple[str, Any], ...] = ()
) -> tuple[str, ...]:
    """A whole game of greedy bots, played once per run: tables cut it where a test needs."""
    from corsairs.agents import make_agent
    from corsairs.registry import load_game

    game = load_game(game_name, players=players, **dict(rules))
    state = game.new_state(seed=seed)
    agents = [make_agent("greedy", game, seed=seed + i) for i in range(players)]
    actions = []
    while not state.is_over():
        p = state.current_player
        assert p is not None  # a game not over has a player to move
        action = agents[p].choose(state.observation(p), state.legal_actions())
        state.apply(action)
        actions.append(str(action))
    return tuple(actions)


def in_language(page: Any, lang: str) -> None:
    """Make ``page`` (before its first navigation) show the site in ``lang``."""
    page.add_init_script(f"localStorage.setItem('corsairs.lang', '{lang}')")


def large_text(page: Any, px: int) -> None:
    """The page's text at ``px`` (16: the browser's own size), as a phone's large text or a
    browser's font size sets it: what ``rem`` is, where a zoom would scale everything."""
    cdp = page.context.new_cdp_session(page)
    cdp.send("Page.enable")
    cdp.send("Page.setFontSizes", {"fontSizes": {"standard": px}})
    cdp.detach()
