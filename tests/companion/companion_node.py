"""The companion's word functions run in Node, as its page runs them, in a language."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from node_words import run_module

COMPANION = Path(__file__).resolve().parents[2] / "src/corsairs/server/web/companion"

PRELUDE = """const lang = process.argv[2];
globalThis.localStorage = { getItem: () => lang, setItem() {} };
globalThis.navigator ??= { language: lang };
const dir = process.argv[3];
const m = await import(dir + "/i18n.js");
console.log(JSON.stringify(await (async () => {
%s
})()));"""


def companion_said(body: str, lang: str, tmp_path: Path) -> Any:
    """The JSON value ``body`` returns: an async function body given ``lang``, ``dir`` (the
    companion's folder, whose other modules it may import) and ``m`` (its ``i18n.js``), in a
    page set to ``lang``."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the companion's words cannot be run")
    (tmp_path / "run.mjs").write_text(PRELUDE % body)  # to run by hand: node run.mjs LANG DIR
    out = run_module(PRELUDE % body, tmp_path / "run.mjs", [lang, COMPANION.as_uri()])
    out.check_returncode()
    return json.loads(out.stdout)
