"""The companion's ✕ beside a player's name is announced as what it does ("Spieler 1
entfernen"), not "Entfernen 1"."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

COMPANION = Path(__file__).resolve().parents[2] / "src/corsairs/server/web/companion"

SAID = """globalThis.localStorage = { getItem: () => process.argv[2], setItem() {} };
globalThis.navigator ??= { language: process.argv[2] };
const m = await import(process.argv[3]);
console.log(JSON.stringify(m.t("remove_player", { n: 1 })));"""


@pytest.mark.parametrize(
    ("lang", "label"),
    [
        ("en", "Remove player 1"),
        ("fr", "Retirer le joueur 1"),
        ("it", "Togli il giocatore 1"),
        ("de", "Spieler 1 entfernen"),
    ],
)
def test_the_remove_button_names_the_player(lang: str, label: str, tmp_path: Path) -> None:
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the companion's words cannot be run")
    (tmp_path / "run.mjs").write_text(SAID)
    uri = (COMPANION / "i18n.js").as_uri()
    out = subprocess.run(
        [node, str(tmp_path / "run.mjs"), lang, uri], capture_output=True, text=True, check=True
    )
    assert json.loads(out.stdout) == label
