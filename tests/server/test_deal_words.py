"""The deal's commitment under a table is named with the verb its explanation uses: French
read "Donne engagée" and Italian "Distribuzione impegnata" (a pledge, not a fixed shuffle)
above "Le serveur a fixé le mélange…", "Il server ha fissato il mescolamento…"."""

from __future__ import annotations

import pytest
from web_i18n import in_node


@pytest.mark.parametrize(
    ("lang", "label", "verb"),
    [("fr", "Donne fixée :", "a fixé"), ("it", "Distribuzione fissata:", "ha fissato")],
)
def test_the_commitment_is_named_as_its_explanation_says(lang: str, label: str, verb: str) -> None:
    said = in_node('return [m.t("deal_committed"), m.t("deal_why")]', lang)
    assert said[0] == label, said
    assert verb in said[1], said
