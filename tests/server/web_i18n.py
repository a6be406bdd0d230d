"""The browser's i18n modules (web/i18n*.js) run by node, so a test can ask what a page
in some language would say without starting a browser (skipped when node is absent)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from node_words import run_module

WEB = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server" / "web"

DRIVER = """
const lang = process.argv[2];
%s
globalThis.localStorage = { getItem: () => lang, setItem: () => {} };
globalThis.navigator ??= { language: lang };
const m = await import("./i18n.js");
for (const f of %s) await import("./" + f);
const run = async (m) => { %s };
console.log(JSON.stringify(await run(m)));
"""

DOM = """globalThis.document = { addEventListener() {}, querySelector() { return null; },
  getElementById() { return null; }, documentElement: {} };
globalThis.matchMedia = () => ({ matches: false, addEventListener() {} });"""
"""Just enough of a page for the table's modules (games/*.js) to load: they listen for keys."""


def in_node(body: str, lang: str = "en", table: bool = False) -> Any:
    """The JSON value of ``body`` (a JavaScript function body given ``m``, the i18n.js
    module, with every i18n_*.js catalogue loaded) in a page set to ``lang``; ``table``:
    the table's modules too (``await import("./games/piratatak.js")``), on a stub page.
    Run as web/run.mjs would be, in a fresh global object with fresh modules."""
    if shutil.which("node") is None:
        pytest.skip("node is not installed: the browser's catalogues cannot be run")
    extras = sorted(p.name for p in WEB.glob("i18n_*.js"))
    driver = DRIVER % (DOM if table else "", json.dumps(extras), body)
    out = run_module(driver, WEB / "run.mjs", [lang])
    assert out.returncode == 0, out.stderr
    return json.loads(out.stdout)


SWITCHABLE = """let lang = "en";
globalThis.localStorage = { getItem: () => lang, setItem: (k, v) => { lang = v; } };
"""
"""The first lines of a body whose page changes language with ``m.setLang`` (in_node's page
otherwise keeps the one it was given): several languages asked in one run of node."""
