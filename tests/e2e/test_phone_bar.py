"""The phone's bar of the Hint and Log buttons: in reach during the whole turn, and over
nothing the player reads (they floated over "Du bist am Zug", the round, the pier's
colour and the opponents' names as the table scrolled)."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import Server, in_language, stored_table

TIMEOUT = 20_000

# Scrolls the page through its height; at each step, every line of the table's text that
# a button's box covers must be hidden across its whole width (the bar's solid band lies
# over it), not cut by a button with the rest of the line still showing beside it. The
# buttons themselves stay on screen and on top. Returns the problems found.
SCAN = """() => {
  const buttons = ['#hint-btn', '#log-toggle'].map((s) => document.querySelector(s));
  const table = document.querySelector('#table');
  const problems = [];
  const wide = document.documentElement.scrollWidth;
  if (wide > innerWidth) problems.push(`the page is ${wide} px wide`);  // a phone zooms out
  const end = document.documentElement.scrollHeight - innerHeight;
  for (let y = 0; y <= end + 20; y += 20) {
    scrollTo({ top: Math.min(y, end), behavior: 'instant' });
    const boxes = buttons.map((b) => b.getBoundingClientRect());
    boxes.forEach((b, i) => {
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2);
      if (b.top < 0 || b.bottom > innerHeight || !buttons[i].contains(hit)) {
        problems.push(`${buttons[i].id} out of reach at ${scrollY}`);
      }
    });
    const walker = document.createTreeWalker(table, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        for (const b of boxes) {
          const top = Math.max(r.top, b.top), bottom = Math.min(r.bottom, b.bottom);
          const across = Math.min(r.right, b.right) - Math.max(r.left, b.left);
          if (bottom - top < 2 || across < 2) continue;
          const mid = (top + bottom) / 2;
          for (let x = r.left + 1; x < r.right; x += 4) {
            if (boxes.some((o) => x >= o.left - 1 && x <= o.right + 1)) continue;
            if (node.parentElement.contains(document.elementFromPoint(x, mid))) {
              problems.push(`"${node.textContent.trim()}" cut by a button at ${scrollY}`);
              break;
            }
          }
        }
      }
    }
  }
  return [...new Set(problems)];
}"""


@pytest.mark.parametrize(
    ("game", "lang", "seats"),
    [
        ("corsairs", "de", ["human", "greedy", "greedy"]),
        ("corsairs", "it", ["human", "greedy", "greedy", "greedy"]),
        ("piratatak", "it", ["human", "casual"]),
    ],
)
def test_the_hint_and_log_buttons_cover_nothing_the_player_reads(
    phone: Any, server: Server, game: str, lang: str, seats: list[str]
) -> None:
    table, tokens = stored_table(
        server.db, game, seats, seed=3, stop=lambda s: s.current_player == 0
    )
    in_language(phone, lang)
    phone.goto(f"{server.url}/table/{table}#token={tokens[0]}")
    phone.wait_for_selector("#hint-btn:not([hidden])", timeout=TIMEOUT)
    phone.wait_for_timeout(300)  # the hand's smooth scroll into view ends
    assert phone.evaluate(SCAN) == []


def test_a_replays_log_button_lies_in_its_solid_bar(phone: Any, server: Server) -> None:
    """In a replay on a phone the Log button floated over the replay's bar, which let the
    table show through it as it scrolled."""
    table, _ = stored_table(server.db, "corsairs", ["greedy", "greedy", "greedy"], seed=3)
    in_language(phone, "de")
    phone.goto(f"{server.url}/replay/{table}")
    phone.wait_for_selector("#replay-next", timeout=TIMEOUT)
    assert phone.locator("#replay-bar #log-toggle").is_visible()
    colour = phone.evaluate(
        "getComputedStyle(document.querySelector('#replay-bar')).backgroundColor"
    )
    assert colour.startswith("rgb("), colour  # no alpha: nothing shows through
