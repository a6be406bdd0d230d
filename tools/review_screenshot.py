"""Regenerate docs/img/review.png: a real game reviewed by ``corsairs review``, photographed.

    python tools/review_screenshot.py [--seed 5] [--out docs/img/review.png]

Plays a 2-player Corsairs game (heuristic against greedy), reviews the greedy
seat at the default budget and takes a screenshot of the page with Debian's
Chromium through Playwright.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import corsairs
from corsairs.agents import make_agent
from corsairs.coach.html import review_html
from corsairs.coach.review import review
from corsairs.record import check, make_record

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "e2e"))
from e2e_helpers import chromium


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--out", default="docs/img/review.png")
    args = ap.parse_args()
    game = corsairs.load_game("corsairs", players=2)
    state = game.new_state(seed=args.seed)
    specs = ["heuristic", "greedy"]
    bots = [make_agent(s, game, seed=args.seed + k) for k, s in enumerate(specs)]
    actions = []
    while not state.is_over():
        seat = state.current_player
        a = bots[seat].choose(state.observation(seat), state.legal_actions())
        actions.append(a)
        state.apply(a)
    rec = check(make_record(game, args.seed, specs, actions, state))
    page = review_html(review(rec, 1).to_dict())
    with tempfile.TemporaryDirectory() as tmp:
        html = Path(tmp) / "index.html"
        html.write_text(page, encoding="utf-8")
        with chromium() as browser:
            pg = browser.new_page(viewport={"width": 1000, "height": 900})
            pg.goto(html.as_uri())
            pg.screenshot(path=args.out)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
