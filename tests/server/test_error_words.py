"""Every error code the server can send has words in all four languages of the browser.

The codes are found in the server's source (so a new one is caught the day it is
written): the WebSocket and HTTP code tables, ``{"code": ...}`` replies, ``code=``
arguments, ``error("...")`` calls and the code given to a refusal (``TableError(text,
"no_seat")``). ``err_no_seat`` had no words in any language.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

from web_i18n import in_node

from corsairs.server.messages import ERROR_CODES, HTTP_CODES

SERVER = Path(__file__).resolve().parents[2] / "src" / "corsairs" / "server"
CODE = re.compile(r"^[a-z]+(_[a-z]+)*$")


def _code(node: ast.AST) -> str | None:
    ok = isinstance(node, ast.Constant) and isinstance(node.value, str)
    return node.value if ok and CODE.match(node.value) else None  # type: ignore[attr-defined]


def _codes_in(tree: ast.AST) -> set[str]:
    found: list[str | None] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Dict):
            found += [
                _code(v)
                for k, v in zip(node.keys, node.values, strict=True)
                if k and _code(k) == "code"
            ]
        elif isinstance(node, ast.Call):
            found += [_code(kw.value) for kw in node.keywords if kw.arg == "code"]
            f = node.func
            name = (
                f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
            )
            if name in ("error", "_error") and node.args:
                found.append(_code(node.args[0]))
            # an exception: TableError(text, "no_seat"); a RuleConflict's is a ``why``
            # (test_option_refusals.py)
            if name[:1].isupper() and name != "RuleConflict":
                found += [_code(a) for a in node.args[1:]]
        elif isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
            args = node.args.posonlyargs + node.args.args
            defaults = zip(
                args[len(args) - len(node.args.defaults) :], node.args.defaults, strict=True
            )
            found += [_code(d) for a, d in defaults if a.arg == "code"]
    return {c for c in found if c}


def server_codes() -> set[str]:
    codes = set(ERROR_CODES) | set(HTTP_CODES.values()) | {"error"}  # any other status
    for path in SERVER.rglob("*.py"):
        codes |= _codes_in(ast.parse(path.read_text(encoding="utf-8")))
    return codes


def test_the_source_scan_finds_the_codes_it_should() -> None:
    codes = server_codes()
    assert {"no_seat", "invite_used", "too_many_open", "review_busy", "bad_body"} <= codes
    assert {"seat_replaced", "hint_busy", "slow_consumer"} <= codes


def test_every_error_code_has_words_in_every_language() -> None:
    catalogue = in_node(
        "return Object.fromEntries(Object.entries(m.CATALOGUE).map(([lang, words]) => "
        "[lang, Object.keys(words).filter((k) => k.startsWith('err_') && words[k])]));"
    )
    assert set(catalogue) == {"en", "fr", "it", "de"}
    missing = {
        code: [lang for lang, keys in catalogue.items() if f"err_{code}" not in keys]
        for code in sorted(server_codes())
    }
    assert not {c: langs for c, langs in missing.items() if langs}


TRANSLATED = """return ["bad_message", "not_your_turn", "stale", "illegal", "table_over",
  "rate_limited", "too_large", "spectator", "server", "bad_table", "new_code"]
  .map((code) => m.errorText({ code, message: "English text" }));"""


def test_server_errors_are_translated_by_code() -> None:
    """A refusal is shown by its code in the page's language, the server's English only
    for a code this client does not know yet (a browser case of test_languages.py that
    only ran the page's errorText)."""
    texts = in_node(TRANSLATED, "fr")
    assert texts[-1] == "English text"  # a code this client does not know yet
    assert all(t != "English text" for t in texts[:-1]), texts
    assert "Ce n'est pas votre tour." in texts


def test_another_seat_s_link_has_words_of_its_own() -> None:
    """The QR code asked with another seat's link was refused with ``invite_foreign``'s
    words, "This invite link is not for this table": a creator reads that their own
    table's link is foreign. Its own code says what it is, in every language."""
    said = in_node(
        "return Object.fromEntries(Object.entries(m.CATALOGUE).map(([lang, w]) => "
        "[lang, [w.err_invite_other_seat, w.err_invite_foreign]]));"
    )
    assert set(said) == {"en", "fr", "it", "de"}
    assert all(own and own != foreign for own, foreign in said.values()), said


def test_every_websocket_error_takes_the_one_path() -> None:
    """A socket's error is built by ``messages.error`` alone (its code checked, its text
    bounded, French no-break spaces where the server speaks French): ``tables.py`` built
    the deleted table's ``bad_table`` and the idle seat's ``seat_replaced`` by hand."""
    by_hand = []
    for source in sorted(SERVER.rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Dict) and any(
                isinstance(k, ast.Constant) and k.value == "type" and _code(v) == "error"
                for k, v in zip(node.keys, node.values, strict=True)
            ):
                by_hand.append(f"{source.relative_to(SERVER)}:{node.lineno}")
    assert len(by_hand) == 1 and by_hand[0].startswith("messages.py:"), by_hand
