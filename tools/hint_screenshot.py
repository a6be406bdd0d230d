"""Regenerate docs/img/hint.png and docs/img/hint-phone.png: the hint panel at a real table.

    python tools/hint_screenshot.py [--seed 7] [--turn 4]

Starts a server on a temporary database, writes a three-player Corsairs table
(you against two bots) played by bots up to your ``--turn``-th discard, opens it in
Debian's Chromium through Playwright, asks for a hint and photographs the page on a
desktop and on a phone.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "e2e"))
from e2e_helpers import Server, chromium, stored_table


def at_discard(turn: int) -> Any:
    """A stop condition: the human seat (0) about to discard for the ``turn``-th time."""
    seen = {"n": 0}

    def stop(state: Any) -> bool:
        if state.current_player == 0 and state.observation(0)["phase"] == "discard":
            seen["n"] += 1
            return seen["n"] >= turn
        return False

    return stop


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=7)
    ap.add_argument("--turn", type=int, default=4)
    ap.add_argument("--out", default="docs/img/hint.png")
    ap.add_argument("--phone-out", default="docs/img/hint-phone.png")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        server = Server(f"sqlite:///{Path(tmp) / 'tables.sqlite3'}")
        server.start()
        try:
            seats = ["human", "heuristic", "greedy"]
            with chromium() as browser:
                for out, viewport in (
                    (args.out, {"width": 1280, "height": 900}),
                    (args.phone_out, {"width": 390, "height": 844}),
                ):
                    table, tokens = stored_table(
                        server.db, "corsairs", seats, seed=args.seed, stop=at_discard(args.turn)
                    )
                    phone = viewport["width"] < 500  # a touch screen: no key hints
                    ctx = browser.new_context(viewport=viewport, is_mobile=phone, has_touch=phone)
                    page = ctx.new_page()
                    page.goto(f"{server.url}/table/{table}#token={tokens[0]}")
                    page.wait_for_selector("#hint-btn:not([hidden])", timeout=20_000)
                    page.click("#hint-btn")
                    page.wait_for_selector("#hint-best", timeout=20_000)
                    page.wait_for_timeout(400)  # the cards' glide
                    page.screenshot(path=out)
                    ctx.close()
                    print(f"wrote {out}")
        finally:
            server.stop()


if __name__ == "__main__":
    main()
