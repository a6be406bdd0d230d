"""The companion's link back to the lobby says what a site in the language says: Italian
read "Ingresso" (a building's entrance), German "Lobby" (a hotel's)."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

COMPANION = Path(__file__).resolve().parents[2] / "src/corsairs/server/web/companion"

SAID = """const lang = process.argv[2];
globalThis.localStorage = { getItem: () => lang, setItem() {} };
globalThis.navigator ??= { language: lang };
const { t } = await import(process.argv[3] + "/i18n.js");
console.log(t("lobby"));"""


@pytest.mark.parametrize(
    ("lang", "link"), [("en", "Lobby"), ("fr", "Accueil"), ("it", "Home"), ("de", "Startseite")]
)
def test_the_link_back_reads_as_a_sites_home(lang: str, link: str, tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed")
    (tmp_path / "said.mjs").write_text(SAID)
    out = subprocess.run(
        [node, str(tmp_path / "said.mjs"), lang, COMPANION.as_uri()],
        capture_output=True, text=True, timeout=30, check=True,
    )  # fmt: skip
    assert out.stdout.strip() == link
