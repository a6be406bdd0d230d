"""Regenerate docs/img/review.png: a real game reviewed by ``corsairs review``, photographed.

    python tools/review_screenshot.py [--seed 5] [--out docs/img/review.png]
    python tools/review_screenshot.py --browser [--seed 5] [--samples 400]

Plays a 2-player Corsairs game (heuristic against greedy), reviews the greedy
seat at the default budget and takes a screenshot of the page with Debian's
Chromium through Playwright. ``--browser``: the same kind of game stored on a
``corsairs serve`` of its own, reviewed through its review queue, and the
browser's review page photographed on a desktop and a phone
(docs/img/review-browser.png, docs/img/review-phone.png).
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import corsairs
from corsairs.coach.html import review_html
from corsairs.coach.review import review
from corsairs.record import bot_game_record, check

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "e2e"))
from e2e_helpers import chromium, start_server, stored_table

from corsairs.coach.review import REVIEW_SAMPLES


def browser_shots(seed: int, samples: int) -> None:
    """The browser's review page of a real game, reviewed by the server's queue."""
    import time

    import httpx

    with tempfile.TemporaryDirectory() as tmp:
        db = f"sqlite:///{Path(tmp) / 'tables.sqlite3'}"
        extra = ["--db", db, "--review-samples", str(samples), "--log-level", "warning"]
        proc, port = start_server(extra)
        try:
            url = f"http://127.0.0.1:{port}"
            table, _ = stored_table(
                db, "corsairs", ["human", "greedy"], seed=seed, names=["Anne", "Easy bot 2"]
            )
            started = time.monotonic()
            with chromium() as browser:
                for name, size in (("review-browser", (1100, 1000)), ("review-phone", (390, 844))):
                    ctx = browser.new_context(viewport={"width": size[0], "height": size[1]})
                    pg = ctx.new_page()
                    pg.goto(f"{url}/review/{table}?seat=0")
                    pg.wait_for_selector("#review-list tbody tr", timeout=900_000)
                    if name == "review-browser":
                        print(
                            f"reviewed in {time.monotonic() - started:.0f} s at {samples} samples"
                        )
                        pg.locator(
                            "#review-list tbody tr.g-blunder, #review-list tbody tr.g-mistake"
                        ).first.scroll_into_view_if_needed()
                        pg.evaluate("window.scrollTo(0, 0)")
                    pg.screenshot(path=f"docs/img/{name}.png", full_page=name == "review-browser")
                    ctx.close()
                    print(f"wrote docs/img/{name}.png")
            httpx.get(url + "/api/games", timeout=5)
        finally:
            proc.terminate()
            proc.wait(timeout=15)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--seed", type=int, default=5)
    ap.add_argument("--out", default="docs/img/review.png")
    ap.add_argument("--browser", action="store_true", help="the browser's review page")
    ap.add_argument("--samples", type=int, default=REVIEW_SAMPLES)
    args = ap.parse_args()
    if args.browser:
        browser_shots(args.seed, args.samples)
        return
    game = corsairs.load_game("corsairs", players=2)
    rec = check(bot_game_record(game, ["heuristic", "greedy"], args.seed))
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
