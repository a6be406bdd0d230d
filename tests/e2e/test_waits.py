"""The tests' ``wait_for_function`` waits work under the page's Content-Security-Policy.

Playwright evaluates a bare expression ("!document...") once through the debugger, which
the CSP does not see; when it is false it polls it with ``eval``, which the CSP (no
'unsafe-eval') forbids: the wait then fails with an EvalError instead of waiting. A
function ("() => ...") is polled without ``eval``. This reads the tests, no browser."""

from __future__ import annotations

import ast
import re
from pathlib import Path

FUNCTION = re.compile(
    r"^\s*(async\s+)?(\([^)]*\)\s*=>|\w+\s*=>|\[[^\]]*\]\s*=>|function\b|\(\s*\()"
)


def _waits(path: Path) -> list[tuple[int, str]]:
    """Every string a ``wait_for_function`` of ``path`` is given: a literal (implicitly
    joined) or a module-level constant's."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    constants = {
        t.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for t in node.targets
        if isinstance(t, ast.Name)
    }
    found = []
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr == "wait_for_function"
            and node.args
        ):
            arg = node.args[0]
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.append((node.lineno, arg.value))
            elif isinstance(arg, ast.JoinedStr):
                text = "".join(str(v.value) for v in arg.values if isinstance(v, ast.Constant))
                found.append((node.lineno, str(text)))
            elif isinstance(arg, ast.Name) and arg.id in constants:
                found.append((node.lineno, constants[arg.id]))
    return found


def test_every_wait_for_function_is_given_a_function() -> None:
    tests = Path(__file__).parent.parent
    waits = [(p, line, js) for p in sorted(tests.rglob("*.py")) for line, js in _waits(p)]
    assert len(waits) > 20  # the reading finds the waits there are
    bare = [
        f"{p.relative_to(tests)}:{line}: {js[:60]}"
        for p, line, js in waits
        if not FUNCTION.match(js)
    ]
    assert not bare, "bare expressions, polled with eval the CSP forbids:\n" + "\n".join(bare)
