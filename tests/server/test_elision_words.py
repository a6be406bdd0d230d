"""French elides "de"/"que" before a name that begins with a vowel sound ("Équipage
d'Anna"). The rule is one module (web/companion/elision.js) that the table and the
companion both import, and a bot's 🤖 mark, silent, does not stop it."""

from __future__ import annotations

from pathlib import Path

from web_i18n import WEB, in_node

NAMES = ["Anna", "Élodie", "Hugo", "Yves", "Yann", "Bruno"]


def test_a_bots_mark_does_not_stop_the_elision() -> None:
    """A friend's seat a bot took over read "Équipage de 🤖 Anna", and a screen reader,
    given the line without the mark, said "de Anna": the mark is silent, the name decides."""
    said = in_node(
        """const bot = m.seatName({kind: "bot", bot: "casual", name: "Anna (casual)"}, 1);
        const line = m.t("closer_crew", {name: bot});
        return [line, m.unmarked(line), m.t("closer_crew", {name: "🤖 Bruno"})];""",
        "fr",
    )
    assert said == [
        "Équipage d'🤖 Anna (Robot intermédiaire)",
        "Équipage d'Anna (Robot intermédiaire)",
        "Équipage de 🤖 Bruno",
    ]


def test_the_table_and_the_companion_elide_alike(tmp_path: Path) -> None:
    """The rule was written twice, once in each page's i18n.js; now both import it."""
    table = in_node(f"return {NAMES!r}.map((n) => m.t('closer_crew', {{name: n}}));", "fr")
    assert table == [
        "Équipage d'Anna", "Équipage d'Élodie", "Équipage d'Hugo", "Équipage d'Yves",
        "Équipage de Yann", "Équipage de Bruno",
    ]  # fmt: skip
    companion = (WEB / "companion" / "i18n.js").read_text()
    assert 'from "./elision.js"' in companion and "VOWEL_SOUND =" not in companion
    assert "VOWEL_SOUND =" not in (WEB / "i18n.js").read_text()


def test_every_list_of_both_pages_is_made_by_one_rule() -> None:
    """ "A, B and C" was made by an Intl.ListFormat of its own in eight places of the two
    pages; each now asks its page's ``andList`` (elision.js's ``listedIn``)."""
    own = [
        str(path.relative_to(WEB))
        for path in WEB.rglob("*.js")
        if "Intl.ListFormat" in path.read_text(encoding="utf-8")
        and path != WEB / "companion" / "elision.js"
    ]
    assert not own, own
