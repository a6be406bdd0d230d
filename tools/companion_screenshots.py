"""Screenshots of the companion page for docs/server.md, from a real run.

Starts ``corsairs serve`` on a free loopback port with a throw-away database, plays
the browser tests' 3-player game (tests/companion/scenario.py) on a 390x844 phone
screen in Debian's Chromium, and writes ``docs/img/companion-*.png``.

    python tools/companion_screenshots.py [--out docs/img]
"""

from __future__ import annotations

import argparse
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx
from playwright.sync_api import sync_playwright

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "tests" / "companion"))

from scenario import ROUNDS, enter_cards, set_up  # noqa: E402


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "img")
    ap.add_argument("--chromium", default="/usr/bin/chromium")
    args = ap.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    port = free_port()
    url = f"http://127.0.0.1:{port}"
    with tempfile.TemporaryDirectory() as tmp:
        server = subprocess.Popen(
            [sys.executable, "-m", "corsairs.server.command", "--port", str(port),
             "--db", f"sqlite:///{tmp}/tables.sqlite3", "--no-open", "--log-level", "warning"]
        )  # fmt: skip
        try:
            for _ in range(300):
                try:
                    httpx.get(url + "/companion/", timeout=1)
                    break
                except httpx.HTTPError:
                    time.sleep(0.1)
            shoot(url, args.out, args.chromium)
        finally:
            server.terminate()
            server.wait(10)


def shrink(path: Path) -> None:
    """256 colours (octree, no dithering): a third of the size, the card colours intact."""
    try:
        from PIL import Image
    except ImportError:  # Pillow comes with the sim extra (matplotlib); keep the full PNG
        return
    with Image.open(path) as im:
        small = im.convert("RGB").quantize(256, Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    small.save(path, optimize=True)


def shoot(url: str, out: Path, chromium: str) -> None:
    with sync_playwright() as p:
        browser = p.chromium.launch(
            executable_path=chromium, args=["--no-sandbox", "--disable-gpu", "--no-first-run"]
        )
        phone = {"width": 390, "height": 844}
        ctx = browser.new_context(
            viewport=phone, is_mobile=True, has_touch=True, device_scale_factor=2
        )
        page = ctx.new_page()
        page.on("dialog", lambda d: d.accept())  # annulling a round, a new game: both ask
        page.goto(url + "/companion/")
        page.evaluate("localStorage.setItem('corsairs.lang', 'en')")
        page.reload()

        def snap(name: str, full: bool = False) -> None:
            page.evaluate("document.getElementById('alert').hidden = true")
            path = out / f"companion-{name}.png"
            page.screenshot(path=str(path), full_page=full)
            shrink(path)
            print("wrote", path)

        set_up(page, ["Anna", "Bruno", "Carla"])
        page.click("#enter-round")
        page.click("#annul")
        for number, r in enumerate(ROUNDS, start=2):
            page.click("#enter-round")
            page.click(f"[data-colour={r.pier}]")
            page.click(f".choices [data-seat='{r.closer}']")
            if number == 2:
                snap("round")
            page.click("#next")
            for i in range(3):
                seat = (r.closer + i) % 3
                enter_cards(page, r.hands[seat])
                if number == 2 and seat == 0:  # an opponent: the closer's crew, then the division
                    page.evaluate("window.scrollTo(0, 0)")
                    snap("hand")
                    page.evaluate("document.querySelector('.division').scrollIntoView()")
                    snap("division")
                page.click("#next")
            if number == 2:
                snap("settlement")
            page.click("#save-round")
            if number == 3:
                snap("last-round", full=True)
        snap("over", full=True)
        page.select_option("#lang", "fr")
        snap("over-fr")
        # The set-up screen, last: a new game in German, the names of the game just played.
        page.select_option("#lang", "de")
        page.click("#new-game")
        snap("setup-de")
        browser.close()


if __name__ == "__main__":
    main()
