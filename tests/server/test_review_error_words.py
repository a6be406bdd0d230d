"""The review's note on a move "too close to call" names the measurement error each time it
speaks of an error: French, Italian and German call the grade of 10 points an error
("erreur", "errore", "Fehler"), and "an error so wide" read there as "so big a mistake" (a
German newcomer read "bei einem so großen Fehler" beside "10 ein Fehler"). The browser's
review and the review page the terminal writes alike."""

from __future__ import annotations

import re

import pytest
from web_i18n import in_node

from corsairs.lang import _, speaking

MEASURED = {"fr": r"erreurs? de mesure", "it": r"error[ei] di misura", "de": r"messfehler\w*"}

CALL = (
    '"Too close to call": within twice the measurement error, but an error so wide that '
    "the difference could reach 5 points: the deals judged cannot tell which move is "
    "better."
)


def _speaks_of_a_mistake(text: str, mistake: str, lang: str) -> bool:
    """The grade's word left once every measurement error is taken out."""
    rest = re.sub(MEASURED[lang], "", text.lower())
    return re.search(rf"\b{re.escape(mistake.lower())}\b", rest) is not None


@pytest.mark.parametrize("lang", ["fr", "it", "de"])
def test_too_close_to_call_names_the_measurement_error(lang: str) -> None:
    said = in_node("return { call: m.t('rv_explain_call'), mistake: m.t('rv_mistake') };", lang)
    assert not _speaks_of_a_mistake(said["call"], said["mistake"], lang), said["call"]
    with speaking(lang):
        page = _(CALL)
    assert page != CALL
    assert not _speaks_of_a_mistake(page, said["mistake"], lang), page
