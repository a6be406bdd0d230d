"""The companion's ✕ beside a player's name is announced as what it does ("Spieler 1
entfernen"), not "Entfernen 1"."""

from __future__ import annotations

from pathlib import Path

import pytest
from companion_node import companion_said

SAID = """return m.t("remove_player", { n: 1 });"""


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
    assert companion_said(SAID, lang, tmp_path) == label
