"""Names in the table's French: "Équipage d'Anna", "Limite d'Hugo", "la place d'Élodie", but
"de Bruno" and "de Yann"; Italian keeps "di Anna" (a Node test: the page's own modules)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """return ["Anna", "Hugo", "Élodie", "Bruno", "Yann"].map((name) => [
  m.t("closer_crew", { name }), m.t("closer_limit", { name, n: 7 }),
  m.t("own_invite_take", { name }), m.t("rs_back", { name, k: 2 }),
]);"""


@pytest.mark.parametrize(
    ("lang", "want"),
    [
        (
            "fr",
            [
                "Équipage d'Anna",
                "Limite d'Hugo\u00a0: 7",
                "Jouer la place d'Élodie ici",
                "Les clandestins de Bruno (2) retournent dans le paquet\u00a0: "
                "aucune carte de pénalité.",
                "Équipage de Yann",
            ],
        ),
        ("it", ["Ciurma di Anna", "Limite di Hugo: 7", "Gioca qui il posto di Élodie"]),
    ],
)
def test_names_after_de(lang: str, want: list[str]) -> None:
    rows = in_node(SAID, lang)
    got = [rows[0][0], rows[1][1], rows[2][2]]
    if lang == "fr":
        got += [rows[3][3], rows[4][0]]
    assert got == want
