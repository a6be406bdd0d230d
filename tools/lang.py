"""Keep the terminal's catalogues in step with the code (needs Babel: the ``cli`` extra).

    python tools/lang.py sync      # new texts into every .po, gone ones out; compile .mo
    python tools/lang.py compile   # the .mo files again from the .po files (each .po
                                   # written back as sync writes it: wrapped at 100)
    python tools/lang.py missing   # list texts with no translation; exit 1 if any

A text is marked in the code with ``_("…")`` or ``n_("…", "…", n)`` from
:mod:`corsairs.lang`; its translations live in
``src/corsairs/locale/<lang>/LC_MESSAGES/<domain>.po`` (one domain per part of the
program: :data:`corsairs.lang.DOMAIN_SOURCES`). Edit the ``.po`` files, then run
``compile``; the ``.mo`` files are committed, so nothing is compiled at install.
"""

from __future__ import annotations

import io
import sys
from collections.abc import Iterable
from datetime import UTC, datetime
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.extract import extract_from_file
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

# the checkout this tool lives in, not whichever corsairs is installed (a worktree's sync
# rewrote the installed checkout's catalogues)
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
from corsairs.lang import DOMAIN_SOURCES, LANGUAGES, LOCALE_DIR

PACKAGE = LOCALE_DIR.parent
KEYWORDS = {"_": None, "N_": None, "n_": (1, 2), "p_": ((1, "c"), 2)}
TRANSLATED = tuple(lang for lang in LANGUAGES if lang != "en")
# Fixed, so that a sync that finds nothing new changes no file.
HEADER = {
    "project": "corsairs",
    "header_comment": (
        "# The words corsairs says to a player in the terminal.\n"
        "# This file is distributed under the same license as the corsairs project.\n#"
    ),
    "copyright_holder": "the corsairs developers",
    "msgid_bugs_address": "",
    "last_translator": "the corsairs developers",
    "creation_date": datetime(2026, 11, 28, tzinfo=UTC),
    "revision_date": datetime(2026, 11, 28, tzinfo=UTC),
    "fuzzy": False,
}


def template(domain: str) -> Catalog:
    """Every text the domain's modules mark, with where it comes from."""
    out = Catalog(domain=domain, **HEADER)  # type: ignore[arg-type]
    for source in DOMAIN_SOURCES[domain]:
        for line, message, comments, context in extract_from_file(
            "python", PACKAGE / source, keywords=KEYWORDS, comment_tags=("TRANSLATORS:",)
        ):
            out.add(
                message,
                locations=[(source, line)],
                auto_comments=comments,
                context=context,
                flags=("python-brace-format",) if "{" in str(message) else (),
            )
    return out


def po_path(lang: str, domain: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{domain}.po"


def read(lang: str, domain: str) -> Catalog:
    path = po_path(lang, domain)
    if not path.exists():
        return Catalog(locale=lang, domain=domain, language_team=lang, **HEADER)  # type: ignore[arg-type]
    with path.open("rb") as f:
        return read_po(f, locale=lang, domain=domain)


def write(lang: str, domain: str, catalog: Catalog) -> None:
    """The ``.po`` file as every command writes it (wrapped at 100, no line numbers), so
    that no command re-wraps what another wrote; unchanged bytes are not written again."""
    out = io.BytesIO()
    write_po(out, catalog, width=100, include_lineno=False)
    path = po_path(lang, domain)
    if not path.exists() or path.read_bytes() != out.getvalue():
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(out.getvalue())


def compile_one(lang: str, domain: str) -> None:
    """The ``.mo`` file from the ``.po``, which is written back as ``sync`` writes it: an
    entry a translator filled on one line is wrapped now, not by the next sync (anyone's,
    whose diff then held words nobody changed)."""
    catalog = read(lang, domain)
    write(lang, domain, catalog)
    with po_path(lang, domain).with_suffix(".mo").open("wb") as f:
        write_mo(f, catalog, use_fuzzy=False)


def sync(domains: Iterable[str] = DOMAIN_SOURCES, langs: Iterable[str] = TRANSLATED) -> None:
    """New texts into every catalogue, gone ones out, then compiled; a second sync changes
    nothing."""
    langs = tuple(langs)
    for domain in domains:
        tpl = template(domain)
        for lang in langs:
            catalog = read(lang, domain)
            catalog.update(tpl, no_fuzzy_matching=True, update_header_comment=False)
            catalog.obsolete.clear()  # a text the code no longer says is gone
            write(lang, domain, catalog)
            compile_one(lang, domain)


def missing() -> list[str]:
    out = []
    for domain in DOMAIN_SOURCES:
        wanted = [m for m in template(domain) if m.id]
        for lang in TRANSLATED:
            catalog = read(lang, domain)
            for want in wanted:
                m = catalog.get(want.id, context=want.context)
                strings = m.string if m is not None else ""
                forms = strings if isinstance(strings, (list, tuple)) else (strings,)
                if m is None or m.fuzzy or not all(forms):
                    where = f"{want.context}: " if want.context else ""
                    out.append(f"{lang}/{domain}: {where}{want.id!r}")
    return out


def main(argv: list[str]) -> int:
    command = argv[0] if argv else ""
    if command == "sync":
        sync()
        return 0
    if command == "compile":
        for domain in DOMAIN_SOURCES:
            for lang in TRANSLATED:
                compile_one(lang, domain)
        return 0
    if command == "missing":
        gaps = missing()
        print("\n".join(gaps) or "every text has its words in every language")
        return 1 if gaps else 0
    print(__doc__.strip(), file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
