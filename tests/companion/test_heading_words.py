"""The companion's headings in the page's words, run by node on its own catalogue."""

from __future__ import annotations

from pathlib import Path

import pytest
from companion_node import companion_said


@pytest.mark.parametrize(
    ("lang", "heading", "column"),
    [
        ("en", "Stowaways · limit", "Limit"),
        ("fr", "Clandestins · limite", "Limite"),
        ("it", "Clandestini · limite", "Limite"),
        ("de", "Blinde Passagiere · Grenze", "Grenze"),  # a German noun keeps its capital
    ],
)
def test_the_stowaways_heading_goes_on_in_lower_case(
    lang: str, heading: str, column: str, tmp_path: Path
) -> None:
    """A seat's stowaways were headed "Stowaways · Limit 19": a capital where the heading
    goes on. The score sheet's column keeps its capital ("Limit")."""
    said = companion_said(
        'return [`${m.t("stowaways")} · ${m.t("limit_after")}`, m.t("limit")];', lang, tmp_path
    )
    assert said == [heading, column]
