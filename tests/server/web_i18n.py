"""The browser's i18n modules (web/i18n*.js) run by node, so a test can ask what a page
in some language would say without starting a browser (skipped when node is absent)."""

from __future__ import annotations

import json
import shutil
import subprocess
import tempfile
from pathlib import Path
from typing import Any

import pytest

WEB = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"

DRIVER = """
const lang = process.argv[2];
globalThis.localStorage = { getItem: () => lang, setItem: () => {} };
globalThis.navigator ??= { language: lang };
const m = await import("./i18n.js");
for (const f of %s) await import("./" + f);
const run = async (m) => { %s };
console.log(JSON.stringify(await run(m)));
"""


def in_node(body: str, lang: str = "en") -> Any:
    """The JSON value of ``body`` (a JavaScript function body given ``m``, the i18n.js
    module, with every i18n_*.js catalogue loaded) in a page set to ``lang``."""
    node = shutil.which("node")
    if node is None:
        pytest.skip("node is not installed: the browser's catalogues cannot be run")
    extras = sorted(p.name for p in WEB.glob("i18n_*.js"))
    with tempfile.TemporaryDirectory() as tmp:
        for name in ["i18n.js", *extras]:
            shutil.copy(WEB / name, Path(tmp) / name)
        (Path(tmp) / "package.json").write_text('{"type": "module"}')
        (Path(tmp) / "run.mjs").write_text(DRIVER % (json.dumps(extras), body))
        out = subprocess.run(
            [node, "run.mjs", lang], cwd=tmp, capture_output=True, text=True, timeout=30
        )
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)
