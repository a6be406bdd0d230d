"""The language the terminal speaks to a player: English, French, Italian or German.

Words a player reads in ``corsairs play``, ``resume``, ``replay`` and ``review`` are
marked with :func:`_` (:func:`n_` when they hold a count, :func:`p_` with a context)
and translated by the standard library's :mod:`gettext` from catalogues shipped in the package
(``corsairs/locale/<lang>/LC_MESSAGES/<domain>.mo``, compiled from the ``.po`` files
beside them by ``python tools/lang.py compile``). gettext, rather than a table of
our own, because its ``.po`` files are what translators and their tools know, its
plural rules are per language, and reading ``.mo`` files needs nothing outside the
standard library (the core has no runtime dependencies).

English is the source text: the code's own strings, with no catalogue. The
language is held in a context variable, so a server thread or a test that speaks
French leaves every other one in English.
"""

from __future__ import annotations

import errno
import gettext
import os
import re
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache, lru_cache
from pathlib import Path
from typing import Any

LANGUAGES = ("en", "fr", "it", "de")
"""The languages the terminal speaks, as the browser does; English first."""

DOMAIN_SOURCES: dict[str, tuple[str, ...]] = {
    "cli": (
        "cli.py",
        "cli_usage.py",
        "cli_help_words.py",
        "rule_list.py",
        "verify.py",
        "lang.py",
        "registry.py",
        "termview.py",
        "bot_words.py",
        "errors.py",
        "options.py",
        "agents/guard.py",
        "record.py",
        "savegames.py",
        "sim/command.py",
        "arena/command.py",
        "arena/core.py",
        "sim/checkpoint.py",
        "sim/rerender.py",
        "sim/beside.py",
        "sim/fairness.py",
        "sim/run.py",
        "sim/report.py",
        "sim/figures.py",
        "games/corsairs/report.py",
        "games/piratatak/report.py",
        "server/command.py",
        "server/store.py",
        "games/corsairs/cards.py",
        "games/corsairs/actions.py",
        "games/corsairs/partition.py",
        "games/corsairs/state.py",
        "games/corsairs/rules.py",
        "games/piratatak/rules.py",
        "games/piratatak/actions.py",
        "games/piratatak/cards.py",
        "games/piratatak/state.py",
        "agents/registry.py",
        "agents/option_words.py",
        "games/corsairs/game.py",
        "games/piratatak/game.py",
    ),
    "corsairs": ("games/corsairs/terminal.py",),
    "piratatak": ("games/piratatak/terminal.py",),
    "coach": (
        "coach/words.py",
        "coach/command.py",
        "coach/kept.py",
        "coach/html.py",
        "coach/review.py",
        "card_words.py",
    ),
    "server": ("server/refusals.py", "server/rule_options.py"),
}
"""The modules, under the package, whose marked texts each catalogue holds
(``python tools/lang.py sync`` reads them; a test checks that none is missing)."""

LOCALE_DIR = Path(__file__).parent / "locale"

_ENVIRONMENT = ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")
"""Where gettext looks for the user's language, in its order."""

_spoken: ContextVar[str] = ContextVar("corsairs_language", default="en")


def language_from_environment(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for (``it_IT.UTF-8`` → ``it``), in gettext's order
    of variables; English for ``C``, ``POSIX``, nothing, or a language we do not speak."""
    env = os.environ if environ is None else environ
    for name in _ENVIRONMENT:
        value = env.get(name, "")
        if not value:
            continue
        # LANGUAGE may list several, "fr:en"; the first we speak wins.
        for part in value.split(":"):
            code = part.split(".")[0].split("@")[0].split("_")[0].lower()
            if code in LANGUAGES:
                return code
        return "en"
    return "en"


def check_language(lang: str) -> str:
    """``lang`` if we speak it; otherwise a ValueError that lists the choices."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}: choose one of {', '.join(LANGUAGES)}")
    return lang


@cache
def _translations(lang: str) -> gettext.NullTranslations:
    """Every domain's catalogue for ``lang``, chained: the first that knows a text answers."""
    out: gettext.NullTranslations = gettext.NullTranslations()
    if lang == "en":
        return out
    for domain in DOMAIN_SOURCES:
        found = gettext.translation(domain, LOCALE_DIR, languages=[lang], fallback=True)
        if isinstance(found, gettext.GNUTranslations):
            if type(out) is gettext.NullTranslations:
                out = found
            else:
                out.add_fallback(found)
    return out


def spoken() -> str:
    """The language in use here ("en" unless :func:`use` or :func:`speaking` said otherwise)."""
    return _spoken.get()


def use(lang: str) -> None:
    """Speak ``lang`` from now on in this context (a command's whole run)."""
    _spoken.set(check_language(lang))


@contextmanager
def speaking(lang: str) -> Iterator[None]:
    """Speak ``lang`` inside the block only (tests, a server's review in a guest's language)."""
    token = _spoken.set(check_language(lang))
    try:
        yield
    finally:
        _spoken.reset(token)


NO_BREAK = "\u00a0"
"""The no-break space French sets before ``: ; ! ?`` and inside « »: the plain one, not the
narrow U+202F, which every font has and which the browser's words already held."""

FRENCH_SPACE = r"[ ](?=[:;!?»])|(?<=«)[ ]"
"""Where French sets a no-break space: a space before ``: ; ! ?`` and », or after « (a
pattern: :func:`french_spaces` replaces it, ``termview.WORD`` keeps its two words together)."""

_FRENCH_SPACE = re.compile(FRENCH_SPACE)


def french_spaces(text: str) -> str:
    """``text`` with the space French sets before ``: ; ! ?`` and » and after « made a
    no-break space, where a browser would break a line ("gagnez !" left its "!" alone at the
    start of the next): for a French page this package writes (the review page), as the
    browser's ``t()`` does by ``elision.js``'s ``frenchSpaces``. The catalogues keep plain
    spaces (a translator sees and types those); the terminal breaks its lines by
    ``termview.WORD``, which keeps those words together without it."""
    return _FRENCH_SPACE.sub(NO_BREAK, text)


def capitalised(text: str) -> str:
    """``text`` with its first letter upper-case, as a sentence or a label begins."""
    return text[:1].upper() + text[1:]


def _(text: str) -> str:
    """``text`` in the language in use; English as written when there is no translation."""
    return _translations(_spoken.get()).gettext(text)


def N_(text: str) -> str:
    """``text`` unchanged, marked for the catalogues: a name defined in English where it
    is defined (a game's ``title``, ``score_name``) and said with ``_()`` where shown."""
    return text


def p_(context: str, text: str) -> str:
    """``text`` as said in ``context``: for one English text that two places say with
    different words ("discard {card}": Corsairs' choice, Piratatak's "you discard")."""
    return _translations(_spoken.get()).pgettext(context, text)


def number(x: float, digits: int = 1, sign: bool = False, fixed: bool = False) -> str:
    """``x`` written as the language writes numbers, at most ``digits`` decimals ("29.2",
    French and Italian "29,2"; "12,345", French "12 345"), as the browser's
    ``Intl.NumberFormat`` does: both read the Unicode CLDR's rules (through Babel, in the
    ``cli`` extra with the terminal; without it, English's). ``sign``: "+0.12".
    ``fixed``: exactly ``digits`` decimals ("1.0"), for figures read side by side ("1.0 ±
    0.5": "1 ± 0.5" read as two precisions)."""
    pattern = "#,##0" + ("." + ("0" if fixed else "#") * digits if digits else "")
    try:
        from babel.numbers import format_decimal
    except ImportError:  # the core alone, which speaks only English
        said = f"{x:{'+' if sign else ''},.{digits}f}"
        if fixed or not digits:
            return said
        return said.rstrip("0").rstrip(".")  # "#" digits: "29", not "29.0"
    said = _cldr(format_decimal, repr(x), x, pattern, _spoken.get())
    return "+" + said if sign and not said.startswith("-") else said


def listed(items: Sequence[str], style: str = "and") -> str:
    """``items`` as the language lists them: commas, then one "and" ("R4, Y1 et une pièce
    d'or"; English "A, B, and C"), or one "or" with ``style="or"``: the browser's
    ``Intl.ListFormat``, both from the Unicode CLDR (through Babel, in the ``cli`` extra).
    "Bruno et Carla et Dario" read heavily, and "R4, Y1, une pièce d'or" as unfinished."""
    try:
        from babel.lists import format_list
    except ImportError:  # the core alone, which speaks only English
        word = "or" if style == "or" else "and"
        if len(items) < 3:
            return f" {word} ".join(items)
        return ", ".join(items[:-1]) + f", {word} " + items[-1]
    return str(
        format_list(list(items), style="or" if style == "or" else "standard", locale=_spoken.get())
    )


def percent(x: float, digits: int = 0) -> str:
    """The fraction ``x`` as a percentage the language's way, with ``digits`` decimals
    ("55.0%", French "55,0 %")."""
    try:
        from babel.numbers import format_percent
    except ImportError:
        return f"{100 * x:.{digits}f}%"
    language = _spoken.get()
    return _cldr(format_percent, repr(x), x, _percent_pattern(language, digits), language)


@lru_cache(maxsize=64)
def _percent_pattern(language: str, digits: int) -> str:
    """The language's percent pattern with ``digits`` decimals ("#,##0.0 %" in French)."""
    from babel.core import Locale

    pattern = str(Locale.parse(language).percent_formats[None].pattern)
    if digits:
        last = pattern.rindex("0")
        pattern = pattern[: last + 1] + "." + "0" * digits + pattern[last + 1 :]
    return pattern


@lru_cache(maxsize=4096)
def _cldr(format: Any, shown: str, x: float, pattern: str, language: str) -> str:
    """Babel's ``format(x, pattern)`` in ``language``, kept: a report's plot axes ask for the
    same few tick labels thousands of times (each plot's layout measures them again), and
    Babel parsed the locale and the pattern anew each time, a tenth of a report's drawing.
    ``shown`` (``repr(x)``) keeps -0.0 apart from 0.0 and 1 from 1.0, equal as keys."""
    return str(format(x, format=pattern, locale=language))


def n_(singular: str, plural: str, n: int) -> str:
    """The form of a counted text that ``n`` takes in the language in use; the caller
    fills ``{n}`` (and any other field) with ``.format``."""
    return _translations(_spoken.get()).ngettext(singular, plural, n)


def decimal_count(x: float, digits: int) -> int:
    """The count that picks :func:`n_`'s form for ``x`` written with ``digits`` decimals,
    by the language's rule for a decimal (CLDR, as the browser's ``Intl.PluralRules``):
    French takes the singular below 2 ("-1,8 point", "0,5 point"); English, Italian and
    German only for a whole 1 ("1.0 points", "1,8 Punkte")."""
    shown = abs(round(x, digits))
    if _spoken.get() == "fr":
        return int(shown)
    return int(shown) if digits == 0 else 2


_VOWEL_SOUND = re.compile(r"(?:[aeiouàâäéèêëîïôöùûüæœ]|h|y(?![aeiouy]))", re.I)
"""A word that begins with a vowel sound: a vowel, an h (mute in French first names), a y
before a consonant ("Yves", not "Yann"); as the browser's ``web/companion/elision.js``."""


def fill(template: str, **fields: object) -> str:
    """``template.format(**fields)``, with French's "de" or "que" before a name that begins
    with a vowel sound elided, as the browser writes it (``web/companion/elision.js``):
    "la partie d'Anna", "d'Hugo", but "de Bruno", "de Yann". Italian's "di Anna" stays."""
    if _spoken.get() == "fr":
        for key, value in fields.items():
            if isinstance(value, str) and _VOWEL_SOUND.match(value):
                template = re.sub(
                    rf"(^|[^\w'])([dD]|[qQ]u)e \{{{key}\}}", rf"\1\2'{{{key}}}", template
                )
    return template.format(**fields)


def os_reason(exc: BaseException) -> str:
    """Why the system refused a file, in the language in use: the C library's own words
    (``strerror``) are English whatever the player speaks; the common reasons are said
    here, any other as the system says it (and every one in English, in the system's
    own words, which a search finds). Any other error (a damaged file's ``ValueError``)
    is said as it says itself, so that one ``except`` serves a file read and parsed."""
    if not isinstance(exc, OSError):
        return str(exc)
    if _spoken.get() == "en":
        return exc.strerror or str(exc)
    words = {
        errno.ENOENT: _("no such file or folder"),
        errno.EACCES: _("permission denied"),
        errno.EPERM: _("permission denied"),
        errno.EROFS: _("the disk is read-only"),
        errno.ENOSPC: _("no space left on the disk"),
        errno.EISDIR: _("it is a folder"),
        errno.ENOTDIR: _("a part of the path is not a folder"),
        errno.ENAMETOOLONG: _("the name is too long"),
        errno.EADDRINUSE: _("the address is already in use"),
        errno.EADDRNOTAVAIL: _("the address is not one of this machine"),
    }
    return words.get(exc.errno or 0) or exc.strerror or str(exc)
