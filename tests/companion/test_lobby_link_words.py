"""The companion's link back to the lobby says what a site in the language says: Italian
read "Ingresso" (a building's entrance), German "Lobby" (a hotel's)."""

from __future__ import annotations

from pathlib import Path

import pytest
from companion_node import companion_said

SAID = """return m.t("lobby");"""


@pytest.mark.parametrize(
    ("lang", "link"), [("en", "Lobby"), ("fr", "Accueil"), ("it", "Home"), ("de", "Startseite")]
)
def test_the_link_back_reads_as_a_sites_home(lang: str, link: str, tmp_path: Path) -> None:
    assert companion_said(SAID, lang, tmp_path) == link
