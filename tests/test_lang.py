"""The terminal's languages: the choice of language and the catalogues' health.

Every text the code marks has words in French, Italian and German; a translation
keeps the fields the code fills and the Rich markup it styles with; the compiled
``.mo`` files say what the ``.po`` files say."""

from __future__ import annotations

import gettext
import importlib.util
import os
import re
import subprocess
import sys
import threading
from pathlib import Path
from types import ModuleType

import pytest

from corsairs import lang, load_game
from corsairs.lang import LANGUAGES, _, n_, speaking
from corsairs.registry import game_names

ROOT = Path(__file__).resolve().parents[1]


def _tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("corsairs_lang_tool", ROOT / "tools" / "lang.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


TOOL = _tool()
CATALOGUES = [(lg, d) for lg in TOOL.TRANSLATED for d in lang.DOMAIN_SOURCES]


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({"LANG": "it_IT.UTF-8"}, "it"),
        ({"LANG": "de_DE@euro"}, "de"),
        ({"LC_ALL": "fr_CA.UTF-8", "LANG": "de_DE.UTF-8"}, "fr"),
        ({"LC_MESSAGES": "fr_FR", "LANG": "it_IT"}, "fr"),
        ({"LANGUAGE": "es:de", "LANG": "fr_FR"}, "de"),
        ({"LANG": "C.UTF-8"}, "en"),
        ({"LANG": "POSIX"}, "en"),
        ({"LANG": "pt_BR.UTF-8"}, "en"),
        ({}, "en"),
    ],
)
def test_the_environment_names_the_language(environ: dict[str, str], expected: str) -> None:
    assert lang.language_from_environment(environ) == expected


def test_an_unknown_language_is_refused_with_the_choices() -> None:
    with pytest.raises(ValueError, match="unknown language 'es': choose one of en, fr, it, de"):
        lang.check_language("es")
    with pytest.raises(ValueError), speaking("xx"):
        pass
    assert lang.spoken() == "en"


def test_speaking_holds_inside_its_block_and_thread_only() -> None:
    seen: list[str] = []
    with speaking("fr"):
        assert _("Round {n}") == "Manche {n}"
        worker = threading.Thread(target=lambda: seen.append(_("Round {n}")))
        worker.start()
        worker.join()
    assert seen == ["Round {n}"]
    assert _("Round {n}") == "Round {n}"


def test_english_counts_and_unknown_texts_stay_as_written() -> None:
    assert n_("{n} card", "{n} cards", 1) == "{n} card"
    assert n_("{n} card", "{n} cards", 2) == "{n} cards"
    with speaking("de"):
        assert _("a text nobody translated") == "a text nobody translated"


def test_every_marked_text_has_words_in_every_language() -> None:
    assert TOOL.missing() == []


def _fields(text: str) -> list[str]:
    """The ``{…}`` fields a text asks ``.format`` to fill, and its Rich tags, sorted."""
    # a card's form ("{card:dat}", corsairs.card_words) is the field "card"
    found = re.findall(r"(?<!\{)\{([^{}]*)\}(?!\})", text)
    fields = [re.sub(r":(?:dat|bare|cap)$", "", f) for f in found]
    tags = re.findall(r"\[/?[a-z][^\]]*\]", text)
    return sorted(fields) + sorted(tags)


@pytest.mark.parametrize(("language", "domain"), CATALOGUES)
def test_translations_keep_the_fields_and_markup(language: str, domain: str) -> None:
    for message in TOOL.read(language, domain):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        # Plural forms may leave the count out ("une carte"), never add a field.
        allowed = set(_fields(ids[-1]))
        for s in strings:
            assert set(_fields(s)) <= allowed, (language, domain, message.id, s)
            if len(ids) == 1:
                assert _fields(s) == _fields(ids[0]), (language, domain, message.id, s)


# Texts whose words the language writes as English does (a word both share, a name, a code
# word): any other translation identical to its English is a copy, which "missing" counts
# as translated (tests/server/test_catalogue_languages.py checks the browser's likewise).
SAME_AS_ENGLISH: dict[tuple[str, str], set[str]] = {
    ("fr", "cli"): {"Options", "Arguments", "null", "base", "{value} point", "position {n}"}
    | {"orange", "violet", "Piratatak"},
    ("fr", "corsairs"): {"total"},
    ("fr", "piratatak"): {"pirate", "{n} pirate"},
    ("it", "cli"): {"null", "base", "A: {report}", "B: {report}", "Piratatak"},
    ("de", "cli"): {"null", "A: {report}", "B: {report}", "orange", "Piratatak"},
    ("de", "coach"): {"R{n}"},  # Runde
}


@pytest.mark.parametrize(("language", "domain"), CATALOGUES)
def test_no_translation_is_an_english_copy(language: str, domain: str) -> None:
    allowed = SAME_AS_ENGLISH.get((language, domain), set())
    copies, alike = [], set()
    for message in TOOL.read(language, domain):
        ids = message.id if isinstance(message.id, (list, tuple)) else (message.id,)
        strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        if not ids[0] or not any(s and s in ids for s in strings):
            continue
        alike.add(ids[0])
        # placeholders, figures and signs only ("{name}: {event}", "; "): nothing to translate
        if ids[0] not in allowed and re.search(r"[^\W\d_]", re.sub(r"\{[^}]*\}", "", ids[0])):
            copies.append(ids[0])
    assert not copies, copies
    assert allowed <= alike, allowed - alike  # a text translated since leaves the list


@pytest.mark.parametrize(("language", "domain"), CATALOGUES)
def test_the_compiled_catalogue_says_what_the_po_says(language: str, domain: str) -> None:
    po = TOOL.read(language, domain)
    with TOOL.po_path(language, domain).with_suffix(".mo").open("rb") as f:
        mo = gettext.GNUTranslations(f)
    for message in po:
        if not message.id:
            continue
        if isinstance(message.id, (list, tuple)):
            for n in (0, 1, 2, 5, 1_000_000):
                want = message.string[mo.plural(n)]  # type: ignore[attr-defined]
                assert mo.ngettext(message.id[0], message.id[1], n) == want, (message.id, n)
        elif message.context:
            said = mo.pgettext(message.context, message.id)
            assert said == (message.string or message.id), message.id
        else:
            assert mo.gettext(message.id) == (message.string or message.id), message.id


def test_the_languages_match_the_browser() -> None:
    assert LANGUAGES == ("en", "fr", "it", "de")


@pytest.mark.parametrize("name", game_names())
@pytest.mark.parametrize("language", ["fr", "it", "de"])
def test_each_games_score_name_is_said_in_the_language(name: str, language: str) -> None:
    """The final scores' line prints ``_(game.score_name)``: a text no catalogue held
    stayed English ("Endergebnis, boat parts: Du 2")."""
    g = load_game(name)
    with speaking(language):
        assert _(g.score_name) != g.score_name, (name, g.score_name)


@pytest.mark.parametrize("language", ["fr", "it", "de"])
def test_a_text_in_two_catalogues_has_the_same_words_in_both(language: str) -> None:
    """The catalogues are chained and the first that knows a text answers: a text two
    parts of the program mark with different translations would be said with the other
    part's words. Such a text needs a context of its own (or the same words)."""
    seen: dict[object, tuple[str, object]] = {}
    clashes = []
    for domain in lang.DOMAIN_SOURCES:
        for message in TOOL.read(language, domain):
            if not message.id:
                continue
            key = (message.context, str(message.id))
            if key in seen and seen[key][1] != message.string:
                clashes.append((key, seen[key], (domain, message.string)))
            seen.setdefault(key, (domain, message.string))
    assert clashes == []


@pytest.mark.parametrize(
    ("language", "decimal", "signed", "whole", "share"),
    [
        ("en", "29.2", "+0.12", "12,345", "55.4%"),
        ("fr", "29,2", "+0,12", "12\u202f345", "55,4\u00a0%"),
        ("it", "29,2", "+0,12", "12.345", "55,4%"),
        ("de", "29,2", "+0,12", "12.345", "55,4\u00a0%"),
    ],
)
def test_numbers_are_written_the_languages_way(
    language: str, decimal: str, signed: str, whole: str, share: str
) -> None:
    """As the browser's ``Intl.NumberFormat`` writes them (both read the CLDR)."""
    with speaking(language):
        assert lang.number(29.24) == decimal
        assert lang.number(0.1234, 2, sign=True) == signed
        assert lang.number(12345, 0) == whole
        assert lang.percent(0.5536, 1) == share
        assert lang.number(-0.5, 2, sign=True)[0] == "-"


def test_numbers_kept_for_the_plots_axes_stay_apart_by_language_and_sign() -> None:
    """Babel's answers are kept (a report's axes ask for the same ticks thousands of
    times): one language's never answers another's, nor 0.0's -0.0's, as Babel says them."""
    from babel.numbers import format_decimal

    for language in ("en", "fr", "en", "de"):
        with speaking(language):
            assert lang.number(0.5, 1) == format_decimal(0.5, locale=language)
            assert lang.percent(0.5, 1) == ("50.0%" if language == "en" else "50,0\u00a0%")
    with speaking("en"):
        assert [lang.number(0.0), lang.number(-0.0), lang.percent(-0.0)] == ["0", "-0", "-0%"]


def test_without_babel_numbers_are_written_as_babel_writes_english(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The core alone (no ``cli`` extra, so no Babel) wrote "29.0" where Babel writes "29"."""
    with speaking("en"):
        said = [lang.number(29.0), lang.number(29.24), lang.number(0.1, 2, sign=True)]
        said += [lang.number(12345, 0), lang.number(-0.5, 2, sign=True)]
    monkeypatch.setitem(sys.modules, "babel.numbers", None)
    with speaking("en"):
        alone = [lang.number(29.0), lang.number(29.24), lang.number(0.1, 2, sign=True)]
        alone += [lang.number(12345, 0), lang.number(-0.5, 2, sign=True)]
    assert said == ["29", "29.2", "+0.1", "12,345", "-0.5"]
    assert alone == said


def test_the_coach_writes_its_decimals_the_languages_way() -> None:
    """A hint said "circa 29.2 in media" and "0.4 carte" in Italian."""
    from corsairs.coach import words

    with speaking("it"):
        assert words._cards(0.4) == "0,4 carte"
        assert words._source("stock", None, 29.2) == "circa 29,2 in media con il tallone"
    with speaking("fr"):
        assert words._chance(0.001) == "<1\u00a0%"


def test_italian_and_french_say_a_players_moves_without_a_gender() -> None:
    """The terminal said "Sei salpato", "Clara è salpato", "Clara (salpato)", "— mandato
    sotto" and French "— coulé": a past participle agrees with the player, whom the game
    does not know (the browser says "ha deciso di salpare",
    tests/server/test_friends_gender_words.py)."""
    agreeing = re.compile(r"\b(è|sei) [a-z]+at[oa]\b|\bmandat[oa] sotto|\(salpat[oa]\)")
    said = [
        m.string
        for domain in ("corsairs", "piratatak", "cli")
        for m in _tool().read("it", domain)
        if isinstance(m.string, str) and re.search(r"\{(name|sailed)\}|^Sei ", m.string)
    ]
    assert said and [s for s in said if agreeing.search(s)] == []
    # French "— coulé" agreed too; each language says the player's own "you" form
    went = {
        lg: {
            m.context: m.string
            for m in _tool().read(lg, "corsairs")
            if m.id == "{sailed} and went under: {why}."
        }
        for lg in ("fr", "it")
    }
    assert "coulé" not in went["fr"][None] and "vous coulez" in went["fr"]["you"]
    assert "e va sotto" in went["it"][None] and "e vai sotto" in went["it"]["you"]


def test_a_systems_reason_is_said_in_the_language() -> None:
    """The C library's words ("No such file or directory") were English in French."""
    import errno

    with speaking("fr"):
        assert lang.os_reason(OSError(errno.ENOENT, "No such file or directory")) == (
            "fichier ou dossier introuvable"
        )
        assert lang.os_reason(OSError(errno.EACCES, "Permission denied")) == "accès refusé"
        assert lang.os_reason(OSError(999, "Odd thing")) == "Odd thing"  # unknown: as said


FRENCH_MARKS = re.compile(r"(?<=[^\s\u00a0\u202f])[:;!?]")
"""A colon, semicolon, exclamation or question mark with no space before it."""
NOT_PROSE = re.compile(
    r"\{[^{}]*\}"  # a field, filled in by the program
    r"|\[/?[a-z][^\]]*\]|\[/\]"  # Rich markup
    r"|(?<!\w)'[^']*'(?!\w)"  # notation or a key quoted as typed ('give 2 gold')
    r"|[a-z]+://\S+|\w+:\w+@|--[a-z-]+"  # an address (its user:password@), an option
    r"|^[?!]{2}(?= )"  # a grade's mark, as chess writes it ("?! imprécisions")
)


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_a_translation_names_the_game_as_its_language_does(language: str) -> None:
    """German ``corsairs --help`` offered "Corsairs und Piratatak" where the table, the
    rules page and every other German text say Korsaren: the English title left over."""
    with speaking(language):
        title = _("Corsairs")
    assert title != "Corsairs"
    kept = []
    for domain in sorted(lang.DOMAIN_SOURCES):
        for message in TOOL.read(language, domain):
            strings = (
                message.string if isinstance(message.string, (list, tuple)) else (message.string,)
            )
            kept += [s for s in strings if message.id and s and "Corsairs" in s]
    assert kept == []


@pytest.mark.parametrize("domain", sorted(lang.DOMAIN_SOURCES))
def test_french_sets_a_space_before_its_double_punctuation(domain: str) -> None:
    """French writes "Fichier :", "piochez ; ou", "un pirate !", "Continuer ?": every
    French text puts a space (plain or non-breaking) before : ; ! ? in its own words."""
    glued = []
    for message in TOOL.read("fr", domain):
        if not message.id:
            continue
        strings = message.string if isinstance(message.string, (list, tuple)) else (message.string,)
        for s in strings:
            if FRENCH_MARKS.search(NOT_PROSE.sub("X", s)):
                glued.append(s)
    assert glued == []


def test_the_reviews_lines_put_frances_space_before_a_colon_and_semicolon() -> None:
    """A review's "then:" line joined the seats' events as "Anna: ...; Bruno: ..." in
    French, and its reasons with "; ": the program's own glue, not the catalogue's."""
    from corsairs.coach.words import seen_told

    seen = {"seen": {"events": [[1, "pioche"], [2, "s'arrête"]]}}
    with speaking("fr"):
        said = seen_told(seen, ["Vous", "Anna", "Bruno"])
    assert said == "Anna : pioche ; Bruno : s'arrête"


def test_the_catalogue_tool_edits_the_checkout_it_lives_in(tmp_path: Path) -> None:
    """``tools/lang.py`` found the catalogues through whichever ``corsairs`` Python imported
    first: run from a second checkout (a git worktree) it rewrote the installed one's."""
    other = tmp_path / "corsairs"
    other.mkdir()
    (other / "__init__.py").write_text("")
    (other / "lang.py").write_text(
        "from pathlib import Path\n"
        "DOMAIN_SOURCES = {}\nLANGUAGES = ('en',)\n"
        "LOCALE_DIR = Path(__file__).parent / 'locale'\n"
    )
    code = (
        "import importlib.util, sys\n"
        f"spec = importlib.util.spec_from_file_location('t', {str(ROOT / 'tools' / 'lang.py')!r})\n"
        "m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)\n"
        "print(m.PACKAGE)\n"
    )
    env = {**os.environ, "PYTHONPATH": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    assert Path(out.stdout.strip()) == ROOT / "src" / "corsairs"


def test_a_sync_after_compile_changes_no_catalogue(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``tools/lang.py sync`` re-wrapped the coach catalogues' long entries each time: a
    translator fills an entry on one line and compiles, and the next sync, anyone's, wrapped
    it (a diff of words nobody changed). ``compile`` writes each catalogue as ``sync`` does,
    so a sync after it, and a second sync, change nothing. On a copy of one catalogue."""
    real = TOOL.po_path("fr", "coach")
    monkeypatch.setattr(TOOL, "LOCALE_DIR", tmp_path)
    po = TOOL.po_path("fr", "coach")
    po.parent.mkdir(parents=True)
    text = real.read_text(encoding="utf-8")
    # a long entry filled by hand, its words on one line
    start = text.index('msgstr ""\n"Chances de gagner')
    end = text.index("\n\n", start)
    lines = text[start:end].split("\n")[1:]
    one_line = 'msgstr "' + "".join(line[1:-1] for line in lines) + '"'
    po.write_text(text[:start] + one_line + text[end:], encoding="utf-8")
    TOOL.compile_one("fr", "coach")
    compiled = po.read_text(encoding="utf-8")
    assert compiled == text, "compile left the entry as typed"
    TOOL.sync(domains=["coach"], langs=["fr"])
    assert po.read_text(encoding="utf-8") == compiled
    TOOL.sync(domains=["coach"], langs=["fr"])
    assert po.read_text(encoding="utf-8") == compiled


@pytest.mark.parametrize(
    ("text", "said"),
    [
        ("You drew the last card of the stock: you must set sail.", ": Du musst die Anker"),
        ("hint cancelled: your move, as before", "Tipp abgebrochen: Du bist am Zug"),
        ("{colour} is the pier's colour: those cards are prisoners", ": Diese Karten sind"),
        ("fire it: you keep your cards, the cannon is spent", "abfeuern: Du behältst"),
        ("not graded: the discard after it is judged by itself", ": Die folgende Ablage"),
        ("no player {name} at this table: buy from {sellers}, or a seat number", ": Kaufe von"),
        ("{name} could be {names}: type more of the name", ": Tippe mehr"),
    ],
)
def test_german_begins_a_whole_sentence_after_a_colon_with_a_capital(text: str, said: str) -> None:
    # "…: du musst die Anker lichten"; a piece of a sentence stays in lower case
    # ("Match: keine blinden Passagiere"), as the browser's German does
    with speaking("de"):
        assert said in _(text)


ERROR_SOURCES = (
    "options.py", "registry.py", "errors.py", "record.py", "savegames.py", "verify.py",
    "agents/registry.py", "agents/option_words.py", "agents/guard.py", "arena/core.py",
    "sim/command.py", "sim/checkpoint.py", "sim/beside.py", "sim/rerender.py", "sim/run.py",
    "server/command.py", "server/store.py", "server/refusals.py", "coach/command.py",
    "games/corsairs/rules.py", "games/corsairs/state.py", "games/corsairs/actions.py",
    "games/corsairs/cards.py", "games/corsairs/partition.py", "games/piratatak/rules.py",
    "games/piratatak/state.py", "games/piratatak/actions.py", "games/piratatak/cards.py",
)  # fmt: skip
"""The modules whose texts are errors, each said after "Fehler:" (or "{path}:")."""

GERMAN_ERROR_PIECES = {
    # each begins a piece of a sentence, not a whole one, after "Fehler:" or a colon
    "abgeschnitten", "auch nicht", "beim Aktionslimit", "das Feld", "der Export", "ein Komma",
    "ein Objekt", "ein Ordner", "ein Text", "ein Wert", "ein fehlerhafter", "eine Liste",
    "eine Zahl", "eine ganze", "eine gespeicherte", "einer der", "existiert und",
    "falsche Optionen", "höchstens {n}", "im Rauschen", "ist leer", "kann dort", "kein Bericht",
    "kein Modul", "kein Piratatak-Zug", "kein gültiger", "kein gültiges", "keine Datenbank-URL",
    "keine Menge", "keine Textdatei", "keine corsairs-Aufzeichnung", "keine solche",
    "leerer Bot-Name", "leerer Zug", "mehr als", "mindestens {n}", "nicht auf",
    "nicht bewertet", "nicht gelesen", "nicht in", "nicht lesbar", "nichts", "nichts gespeichert",
    "offene Zeichenkette", "ohne Gewinner", "true oder", "unbekannte Farbe",
    "unbekannte Regeloption", "unbekannte Stufe", "unbekannter Bot", "unbekanntes Spiel",
    "unerlaubter Zug", "unerwartet", "unerwartetes Argument", "ungültiges Steuerzeichen",
    "unter den", "weniger als", "z", "zu tief", "zwei Zahlen", "überzählige Daten", "null",
    # no error: labels and colours (the server's status lines after "corsairs:" begin with
    # a capital, as a line after a program's name does: "corsairs: Öffne …")
    "bewertete Entscheidungen", "dann", "fertig", "gespielt {move}",
    "noch {time}", "noch etwa", "noch weniger", "pro Partie", "warum", "zeigt deinen", "zeigt den",
    "rot", "orange", "gelb", "grün", "blau", "violett", "rosa", "braun", "grau", "schwarz",
    # code: an option's or a function's name, a command, a file
    "cannons_given", "choose", "colours muss", "corsairs", "last_round_at und", "lay_down",
    "pip install", "summary",
}  # fmt: skip


def test_german_errors_begin_a_whole_sentence_with_a_capital() -> None:
    """An error is said after "Fehler:", and German writes a whole sentence after a colon
    with a capital: "Fehler: die Regeloption 'pier_size' muss …" is now "Fehler: Die
    Regeloption …". Every word in lower case that begins an error, or follows a colon in
    one, begins a piece of a sentence ("Fehler: unbekannte Regeloption 'foo'",
    "{field}: höchstens 40 Zeichen"), judged one by one; a new error is judged here too."""
    lower = re.compile(r"(?:^|:\s+)([a-zäöüß][\w'-]*(?: [\w'.{}-]+)?)")
    found: dict[str, list[str]] = {}
    for domain in lang.DOMAIN_SOURCES:
        for message in TOOL.read("de", domain):
            where = {path for path, _line in message.locations}
            if not message.id or not where & set(ERROR_SOURCES):
                continue
            forms = message.string if isinstance(message.string, tuple) else (message.string,)
            for said in forms:
                for word in lower.findall(said):
                    found.setdefault(word, []).append(said)
    unjudged = {w: s for w, s in found.items() if w not in GERMAN_ERROR_PIECES}
    assert not unjudged, unjudged
    with speaking("de"):
        said = _("rule option {key} must be {expected}, not {value}")
    assert said.startswith("Die Regeloption {key} muss"), said


def test_a_line_after_the_programs_name_begins_with_a_capital_in_german() -> None:
    """ "corsairs: öffne http://…" read as a sentence begun in lower case: the line after
    the program's name is a sentence of its own ("corsairs: Öffne …", "corsairs: Beendet;
    …"); French and Italian write on in lower case, as their own tools do."""
    lines = [
        message.string
        for domain in lang.DOMAIN_SOURCES
        for message in TOOL.read("de", domain)
        if isinstance(message.id, str) and message.id.startswith("corsairs: ")
    ]
    assert len(lines) >= 4, lines  # the server's start, its friends' address, its stop
    lower = [said for said in lines if not said.removeprefix("corsairs: ")[:1].isupper()]
    assert not lower, lower


def test_german_says_who_was_sent_under_without_a_gender() -> None:
    """ "Bea hat die Anker … gelichtet — untergetaucht: Cid … hat ihm die eigenen blinden
    Passagiere gegeben": "ihm" made Bea a man; the table knows no player's gender, so the
    stowaways are "abgegeben", to the closer the line has named already."""
    texts = (
        "{names} had a limit at or below it and passed their stowaways",
        "{names} had limits at or below it and passed your stowaways",
        "{names} had limits at or below it and passed their stowaways",
    )
    with speaking("de"):
        said = [_(text) for text in texts]
    assert all(" ihm " not in s and " ihr " not in s and s.endswith("abgegeben") for s in said)


def test_german_begins_the_reshuffles_sentence_after_its_colon_with_a_capital() -> None:
    """The pirate odds said "(der Abhebestapel ist leer: die 4 Karten des Ablagestapels
    werden … gemischt …)", a whole sentence after a colon in lower case."""
    one = (
        "Next card a pirate: {k} of {n} card = {p} (the stock is empty: the discard pile's "
        "only card is shuffled into a new stock before you draw; it was seen, so this is exact)"
    )
    many = (
        "Next card a pirate: {k} of {n} cards = {p} (the stock is empty: the discard pile's "
        "{n} cards are shuffled into a new stock before you draw; every one was seen, so this "
        "is exact)"
    )
    with speaking("de"):
        said = n_(one, many, 4).format(k=1, n=4, p="25 %")
    assert "(der Abhebestapel ist leer: Die 4 abgelegten Karten werden" in said, said
    assert "Ablagestapel" not in said  # the table's and the rulebook's "abgelegte Karten"


@pytest.mark.parametrize(
    ("lg", "english", "word", "foreign", "least"),
    [
        ("it", "seed", "valore di partenza", r"\bsem[ei]\b", 10),
        ("de", "seed", "Startwert", r"\bSeeds?\b", 10),
        ("de", "salt", "Salz", r"\bSalt\b", 4),
    ],
)
def test_the_seed_has_one_word_a_reader_understands(
    lg: str, english: str, word: str, foreign: str, least: int
) -> None:
    """German said "Seed" (English) in most lines and "Startwert" in a few; Italian said
    "seme", a card's suit to an Italian player. One word each, as the browser says it
    (tests/server/test_deal_words.py); ``seed`` written as code (``--seed``) stays. German
    also said "Salt" (English) beside "Startwert", where French says "sel", Italian "sale"."""
    said = [
        text
        for domain in lang.DOMAIN_SOURCES
        for message in TOOL.read(lg, domain)
        if message.id and re.search(rf"\b{english}\b", str(message.id), re.I)
        for text in (message.string if isinstance(message.string, tuple) else (message.string,))
    ]
    assert len(said) >= least, said
    assert not [text for text in said if re.search(foreign, text)], said
    assert sum(word.lower() in text.lower() for text in said) >= least, said


def test_german_says_a_missing_file_as_the_system_reason_does() -> None:
    """``corsairs replay`` said "keine solche Datei" (English "no such file" word for
    word) where a missing folder's reason says "Datei oder Ordner nicht gefunden"."""
    with speaking("de"):
        said = _("{path}: no such file").format(path="x.json")
        reason = _("no such file or folder")
    assert said == "x.json: Datei nicht gefunden" and "nicht gefunden" in reason


@pytest.mark.parametrize(("name", "said"), [("Anna", "d'Anna"), ("Élodie", "d'Élodie"),
                                            ("Hugo", "d'Hugo"), ("Bruno", "de Bruno"),
                                            ("Yann", "de Yann")])  # fmt: skip
def test_french_elides_de_before_a_name_as_the_browser_does(name: str, said: str) -> None:
    """``corsairs review`` headed its French page "Analyse de la partie de Anna", and the
    reasons said "les chances de gagner de Anna", where the browser writes "d'Anna"
    (web/companion/elision.js): French drops the "e" of "de" before a vowel sound."""
    from corsairs.coach.words import reason_text

    why = {"code": "rival", "seat": 1, "better": "draw", "worse": "stop",
           "worse_chance": 0.4, "better_chance": 0.2}  # fmt: skip
    with speaking("fr"):
        reason = reason_text(why, ["Vous", name])
        template = _("Review of {name} — {game}, {n} players")
        heading = lang.fill(template, name=name, game="Corsaires", n=3)
    assert f"les chances de gagner {said} à" in reason, reason
    assert heading.startswith(f"Analyse de la partie {said} —"), heading
    with speaking("it"):  # Italian writes "di Anna", never elided
        assert lang.fill("la partita di {name}", name="Anna") == "la partita di Anna"
