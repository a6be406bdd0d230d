"""The Python examples in the README and docs/ run as printed.

A researcher's first contact is a copied snippet: the PettingZoo loop ended in
``...`` and stopped at PettingZoo's own assertion, and a rules-page example
lacked its import. Each ```python block runs alone in a fresh interpreter.
docs/perf-log.md is left out: its blocks are measurement scripts taking
arguments, kept as the record of how a figure was made.
"""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

ROOT = Path(__file__).resolve().parent.parent
SOURCES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SKIPPED = {"perf-log.md"}


def _blocks() -> list[tuple[str, str]]:
    out = []
    for path in SOURCES:
        if path.name in SKIPPED:
            continue
        text = path.read_text(encoding="utf-8")
        for n, block in enumerate(re.findall(r"```python\n(.*?)```", text, re.S), 1):
            out.append((f"{path.relative_to(ROOT)}#{n}", block))
    return out


BLOCKS = _blocks()


def test_the_docs_have_examples_to_run() -> None:
    assert len(BLOCKS) >= 6, [name for name, _ in BLOCKS]


@pytest.mark.parametrize(("name", "code"), BLOCKS, ids=[name for name, _ in BLOCKS])
def test_the_example_runs_as_printed(name: str, code: str, tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-c", code],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, f"{name} failed:\n{done.stderr[-2000:]}"


# -- what the pages name: commands, options, rule options, files -------------------------

PAGES = [path for path in SOURCES if path.name not in SKIPPED]


def _shell_commands() -> list[tuple[str, str]]:
    """Every ``corsairs ...`` or ``python bench/...`` (tools/, examples/) command shown, in a shell
    block or inline, as (page, command)."""
    out = []
    for path in PAGES:
        text = path.read_text(encoding="utf-8")
        for lang, body in re.findall(r"```(\w*)\n(.*?)```", text, re.S):
            if lang == "python":
                continue
            for line in body.replace("\\\n", " ").splitlines():
                for part in line.split("&&"):
                    command = re.split(r"\s#\s", part)[0].strip()
                    out.append((path.name, command))
        prose = re.sub(r"```.*?```", "", text, flags=re.S)
        out += [(path.name, line.strip()) for line in re.findall(r"^    \S.*$", prose, re.M)]
        prose = prose.replace("\n", " ")
        out += [(path.name, span) for span in re.findall(r"`([^`]+)`", prose)]
    return [
        (page, command)
        for page, command in out
        if command.startswith(("corsairs ", "python bench/", "python tools/", "python examples/"))
    ]


def _cli() -> Any:
    import typer

    from corsairs import cli

    return typer.main.get_command(cli.app)


def _options(command: Any) -> set[str]:
    return {name for p in command.params for name in (*p.opts, *p.secondary_opts)}


def test_every_command_shown_exists_with_its_options() -> None:
    """A renamed option or command leaves the pages' commands failing for whoever copies
    them; every ``--option`` shown must be one the command takes."""
    group = _cli()
    commands = _shell_commands()
    assert len(commands) >= 40
    wrong = []
    for page, shown in commands:
        words = re.sub(r"[\[\]]", " ", shown).split()
        if words[0] == "corsairs":
            i = 1
            while i < len(words) and words[i].startswith("--"):  # corsairs --plugin M ...
                if words[i] not in _options(group):
                    wrong.append(f"{page}: {shown}: no global option {words[i]}")
                i += 2
            name = words[i] if i < len(words) else ""
            if name.startswith("<"):  # a placeholder: corsairs --plugin MODULE <command>
                continue
            if name not in group.commands:
                wrong.append(f"{page}: {shown}: no command {name!r}")
                continue
            known = _options(group.commands[name])
            flags = [w.split("=")[0] for w in words[i + 1 :] if w.startswith("--")]
            wrong += [f"{page}: {shown}: no option {f}" for f in flags if f not in known]
        else:  # python bench/x.py --flag: the script exists and defines the flag
            script = ROOT / words[1]
            if not script.is_file():
                wrong.append(f"{page}: {shown}: no file {words[1]}")
                continue
            source = script.read_text(encoding="utf-8")
            flags = [w.split("=")[0] for w in words[2:] if w.startswith("--")]
            wrong += [f"{page}: {shown}: no option {f}" for f in flags if f'"{f}"' not in source]
    assert not wrong, "\n".join(wrong)


def _table_rows(page: str, first: str) -> list[list[str]]:
    """The rows of the page's table whose header row starts with ``| first |``."""
    lines = (ROOT / "docs" / page).read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith(f"| {first} |"))
    rows = []
    for line in lines[start + 2 :]:
        if not line.startswith("|"):
            break
        rows.append([cell.strip() for cell in line.strip("|").split("|")])
    return rows


def _value(text: str) -> Any:
    text = text.strip("`")
    if text in ("None", "—"):
        return None
    if text.lower() in ("true", "false"):
        return text.lower() == "true"
    if text.startswith('"'):
        return text.strip('"')
    return float(text)


@pytest.mark.parametrize(
    ("game", "page"), [("corsairs", "rules.md"), ("piratatak", "piratatak.md")]
)
def test_the_rule_option_table_is_the_rules_with_their_defaults(game: str, page: str) -> None:
    """The "Options at a glance" table names every option of ``Rules`` (and only those,
    plus Corsairs' ``preset``) with the default the code has."""
    import dataclasses
    import importlib

    rules = importlib.import_module(f"corsairs.games.{game}.rules").Rules()
    defaults: dict[str, Any] = {f.name: getattr(rules, f.name) for f in dataclasses.fields(rules)}
    if game == "corsairs":
        defaults["preset"] = None
    table = {row[0].strip("`"): _value(row[1]) for row in _table_rows(page, "option")}
    assert table == defaults


@pytest.mark.parametrize(
    ("command", "page"), [("serve", "server.md"), ("simulate", "simulation.md")]
)
def test_the_options_table_lists_every_option_with_its_default(command: str, page: str) -> None:
    """server.md and simulation.md each give their command's options as a table: an
    option added to the command must appear there, with the default it really has."""
    params = [p for p in _cli().commands[command].params if p.opts[0].startswith("--")]
    params = [p for p in params if p.opts[0] != "--help"]
    rows = _table_rows(page, "option")
    missing, wrong = [], []
    for param in params:
        row = next((r for r in rows if re.search(rf"`{param.opts[0]}\b", r[0])), None)
        if row is None:
            missing.append(param.opts[0])
        elif (
            command == "serve"
            and isinstance(param.default, (int, float))
            and not isinstance(param.default, bool)
            and _value(row[1]) != param.default
        ):
            wrong.append(f"{param.opts[0]}: table {row[1]}, code {param.default}")
    assert not missing and not wrong, (missing, wrong)


READERS_OWN = {"mybots.py"}
"""Files the pages name as the reader's own (a bot author's module), not the repository's."""


def test_the_files_the_pages_name_exist() -> None:
    """A module moved or renamed leaves a newcomer looking for it: every repository path
    the pages name (``src/...``, ``games/<game>/...``, ``bench/...``) and every module
    file named alone (``partition.py``) exists."""
    roots = (
        "src/",
        "tests/",
        "bench/",
        "tools/",
        "examples/",
        ".ci/",
        "games/",
        "server/",
        "agents/",
        "interop/",
        "coach/",
        "sim/",
        "arena/",
        "web/",
    )
    bases = [ROOT, ROOT / "src" / "corsairs", ROOT / "src" / "corsairs" / "server"]
    files = {p.name for p in ROOT.rglob("*") if ".git" not in p.parts}
    quoted = (ROOT / "docs" / "perf-log.md").read_text(encoding="utf-8")  # its scripts
    wrong = []
    for path in PAGES:
        for span in set(re.findall(r"`([^`\s]+)`", path.read_text(encoding="utf-8"))):
            named = [span.replace("<game>", g) for g in ("corsairs", "piratatak")]
            if span.startswith(roots) and "<" not in named[0] and "*" not in span:
                if not all(any((b / n).exists() for b in bases) for n in named):
                    wrong.append(f"{path.name}: {span}")
            elif (
                re.fullmatch(r"[a-z_]+\.(py|js)", span)
                and span not in files
                and span not in quoted  # a throwaway script the perf log quotes
                and span not in READERS_OWN
            ):
                wrong.append(f"{path.name}: {span}")
    assert not wrong, "\n".join(wrong)


def _slug(heading: str) -> str:
    """GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens."""
    return re.sub(r"[^\w\- ]", "", heading.strip().lower()).replace(" ", "-")


def test_the_links_between_pages_resolve() -> None:
    """A relative link, and its #anchor in a page, points at something that exists (a
    renamed heading breaks every link to it without a sound)."""
    wrong = []
    for path in PAGES:
        for target in re.findall(r"\]\(([^)\s]+)\)", path.read_text(encoding="utf-8")):
            if target.startswith(("http://", "https://", "mailto:")):
                continue
            file, _, anchor = target.partition("#")
            linked = path.parent / file if file else path
            if not linked.exists():
                wrong.append(f"{path.name}: {target}")
            elif anchor and linked.suffix == ".md":
                text = linked.read_text(encoding="utf-8")
                if anchor not in {_slug(h) for h in re.findall(r"^#+ (.*)$", text, re.M)}:
                    wrong.append(f"{path.name}: {target} (no such heading)")
    assert not wrong, "\n".join(wrong)


@pytest.mark.parametrize("game", ["corsairs", "piratatak"])
def test_the_bot_specs_the_pages_name_build(game: str) -> None:
    """Every spec in bots.md's naming table and the README's list of specs and levels is
    a bot both games build (a renamed bot or option would make the pages' advice fail)."""
    import corsairs
    from corsairs.agents import make_agent

    specs = [row[0].strip("`") for row in _table_rows("bots.md", "spec")]
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    named = re.search(r"Bots are named by spec strings everywhere:(.*?)See \[", readme, re.S)
    assert named is not None
    specs += re.findall(r"`([a-z]+(?::[a-z]+=[0-9.]+)?)`", named.group(1))
    assert len(specs) >= 14, specs
    table = corsairs.load_game(game, players=2)
    for spec in specs:
        make_agent(spec, table, 1)  # BadOption names a spec that does not build


def test_the_docs_give_rule_options_as_key_value() -> None:
    """Commands quoted in the docs give ``--rules`` as the tools take it, ``key=value``:
    docs/perf-log.md still showed ``cfr_tiny.py --rules '{"preset": "tiny", ...}'``, the
    JSON form the example refuses since it takes options as ``corsairs arena`` does."""
    wrong = []
    for path in SOURCES:  # the perf log too: a reader copies its commands
        text = path.read_text(encoding="utf-8")
        for given in re.findall(r"--rules\s+('[^']*'|\"[^\"]*\"|[^\s`]+)", text):
            if not re.fullmatch(r"[A-Za-z_]+=[^\s'\"{}]+", given.rstrip("]),.;")):
                wrong.append(f"{path.name}: --rules {given}")
    assert not wrong, "\n".join(wrong)
