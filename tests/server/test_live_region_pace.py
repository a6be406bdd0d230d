"""What the table's live region says when moves come faster than a screen reader reads them
(web/ui.js ``say``, run by node on a clock of its own): with the bots' pause at 0, three
bots' moves replaced one another within 0.2 s and a screen reader said the last alone; at
the default 0.8 s pause, each cut the one before short. Every move is heard, whole, in
order: what comes while a text is read waits, and is said after it, in one go."""

from __future__ import annotations

import itertools
from typing import Any

import pytest
from web_i18n import in_node

PACE = """const ui = await import("./ui.js");
let now = 0;
let timers = [];
Date.now = () => now;
globalThis.setTimeout = (f, ms) => { timers.push({ at: now + ms, f }); return timers.length; };
globalThis.clearTimeout = (id) => { if (id && timers[id - 1]) timers[id - 1].f = null; };
let late = 0;  // a busy machine's timers fire late
const run = (until) => {
  for (;;) {
    const due = timers.filter((x) => x.f && x.at + late <= until).sort((a, b) => a.at - b.at)[0];
    if (!due) break;
    now = due.at + late;
    const f = due.f; due.f = null; f();
  }
  now = until;
};
const heard = [];
const region = {
  get textContent() { return heard.at(-1)?.[1] ?? ""; },
  set textContent(s) { heard.push([now, s]); },
};
globalThis.document = { querySelectorAll: () => [region] };
const play = (moves, key, lateBy = 0) => {
  heard.length = 0; timers = []; now = 0; late = lateBy;
  ui.hush(region); heard.length = 0;
  for (const [at, text] of moves) { run(at); ui.say(region, text); }
  if (key !== undefined) { run(key); ui.sayNow(); }
  run(60000);
  return heard.slice();
};
const own = "You discarded black 11.";
const b2 = "Casual bot 2 drew from the stock and discarded green 10.";
const b3 = "Casual bot 3 drew from the stock and discarded grey 11.";
const b4 = "Casual bot 4 took grey 11 from the discard pile and discarded red 3. Your turn.";
const moves = (gap) => [[0, own], [gap, b2], [2 * gap, b3], [3 * gap, b4]];
return { delay0: play(moves(100)), delay08: play(moves(800)), delay3: play(moves(5000)),
  key: play(moves(100), 300),
  late: play([[0, own], [500, b2], [1500, b3], [3200, b4]], undefined, 1000),
  words: [own, b2, b3, b4] };"""

READ_MS_PER_CHAR = 40
"""A quick screen reader's pace (about 250 words a minute): a text replaced sooner was cut."""


@pytest.fixture(scope="module")
def paced() -> dict[str, list[list[Any]]]:
    return in_node(PACE, table=True)  # type: ignore[no-any-return]


@pytest.mark.parametrize("delay", ["delay0", "delay08", "delay3"])
def test_three_bots_moving_at_once_are_each_heard_whole_and_in_order(
    paced: dict[str, list[list[Any]]], delay: str
) -> None:
    heard = paced[delay]
    own, b2, b3, b4 = paced["words"]
    said = " ".join(str(text) for _, text in heard)
    assert said == f"{own} {b2} {b3} {b4}", heard  # nothing lost, nothing said twice
    for (at, text), (then, _) in itertools.pairwise(heard):
        assert int(then) - int(at) >= len(str(text)) * READ_MS_PER_CHAR, heard  # read whole
    # the first move is said at once, and the turn no later than the moves before it take to
    # read from its arrival: waiting ones are not made to wait in line one by one
    assert heard[0] == [0, own], heard
    arrived = {"delay0": 300, "delay08": 2400, "delay3": 15000}[delay]
    assert int(heard[-1][0]) <= arrived + len(f"{own} {b2} {b3}") * 60, heard


def test_a_key_pressed_says_at_once_what_waits(paced: dict[str, list[list[object]]]) -> None:
    """The player acts (a key, a tap): what waits is said then, not after the text read."""
    heard = paced["key"]
    own, b2, b3, b4 = paced["words"]
    assert heard == [[0, own], [300, f"{b2} {b3} {b4}"]], heard


def test_moves_are_heard_in_order_when_the_pages_timers_run_late(
    paced: dict[str, list[list[object]]],
) -> None:
    """A busy machine's timer ran a second late: a move that came after the text's reading
    time, before the timer, was said at once, ahead of the one waiting (a French screen
    reader heard bot 4's move, then bot 3's; a round's result after the next round's move)."""
    own, b2, b3, b4 = paced["words"]
    said = " ".join(str(text) for _, text in paced["late"])
    assert said == f"{own} {b2} {b3} {b4}", paced["late"]
