"""The companion's word functions run in Node, as its page runs them: a test's script gets
the language and the companion's ``i18n.js`` as a file URI (``process.argv[2]``, ``[3]``)."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

COMPANION = Path(__file__).resolve().parents[2] / "src/corsairs/server/web/companion"


def companion_said(script: str, lang: str, tmp_path: Path) -> Any:
    """The JSON ``script`` prints, run with the companion's words in ``lang``."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the companion's words cannot be run")
    (tmp_path / "run.mjs").write_text(script)
    uri = (COMPANION / "i18n.js").as_uri()
    out = subprocess.run(
        [node, str(tmp_path / "run.mjs"), lang, uri], capture_output=True, text=True, check=True
    )
    return json.loads(out.stdout)
