"""The review's tally in the page's language with each count's own number: "1 inaccuracies,
1 grobe Fehler" was said for one of each, in all four languages. The counts add up to the
decisions listed: "107 decisions: 0 inaccuracies, 0 mistakes, 4 blunders" counted the draws
the list says are not graded, and left the good moves out."""

from __future__ import annotations

import pytest
from web_i18n import in_node

# decisions as the review lists them: a grade, or none (good), or a draw not graded
TALLIES = """const r = await import("./i18n_review.js");
const d = (grade, drop, ungraded = null) => ({ grade, drop, ungraded });
const one = [d(null, 0.01), d(null, 0.3, "draw"), d("inaccuracy", 0.06), d("blunder", 0.25)];
const more = [d("inaccuracy", 0.05), d("inaccuracy", 0.07), d("mistake", 0.1),
              d("blunder", 0.2), d("blunder", 0.3), d(null, 0.4, "draw"), d(null, 0.1, "draw")];
return [r.reviewCounts(one), r.reviewCounts(more), r.reviewCounts(more.slice(0, 1)),
        r.averageLoss(one), r.averageLoss(more)];"""


@pytest.mark.parametrize(
    ("lang", "one_each", "more", "alone"),
    [
        (
            "en",
            "3 decisions graded: 1 good, 1 inaccuracy, 0 mistakes, 1 blunder."
            " 1 draw not graded: the discard after it is judged.",
            "5 decisions graded: 0 good, 2 inaccuracies, 1 mistake, 2 blunders."
            " 2 draws not graded: the discard after each is judged.",
            "1 decision graded: 0 good, 1 inaccuracy, 0 mistakes, 0 blunders.",
        ),
        (
            "fr",
            "3 décisions notées\u00a0: 1 bon coup, 1 imprécision, 0 erreur, 1 gaffe."
            " 1 pioche non notée\u00a0: l'écart qui la suit est jugé.",
            "5 décisions notées\u00a0: 0 bon coup, 2 imprécisions, 1 erreur, 2 gaffes."
            " 2 pioches non notées\u00a0: l'écart qui suit chacune est jugé.",
            "1 décision notée\u00a0: 0 bon coup, 1 imprécision, 0 erreur, 0 gaffe.",
        ),
        (
            "it",
            "3 decisioni giudicate: 1 buona, 1 imprecisione, 0 errori, 1 svista grave."
            " 1 pescata non giudicata: si giudica lo scarto che segue.",
            "5 decisioni giudicate: 0 buone, 2 imprecisioni, 1 errore, 2 sviste gravi."
            " 2 pescate non giudicate: si giudica lo scarto che segue ciascuna.",
            "1 decisione giudicata: 0 buone, 1 imprecisione, 0 errori, 0 sviste gravi.",
        ),
        (
            "de",
            "3 Entscheidungen bewertet: 1 gut, 1 Ungenauigkeit, 0 Fehler, 1 grober Fehler."
            " 1 Mal Abheben nicht bewertet: Die folgende Ablage wird bewertet.",
            "5 Entscheidungen bewertet: 0 gut, 2 Ungenauigkeiten, 1 Fehler, 2 grobe Fehler."
            " 2 Mal Abheben nicht bewertet: Jeweils die folgende Ablage wird bewertet.",
            "1 Entscheidung bewertet: 0 gut, 1 Ungenauigkeit, 0 Fehler, 0 grobe Fehler.",
        ),
    ],
)
def test_the_review_tally_adds_up_and_says_one_of_a_kind_in_the_singular(
    lang: str, one_each: str, more: str, alone: str
) -> None:
    said = in_node(TALLIES, lang)
    assert said[:3] == [one_each, more, alone]
    # the average given away is over the graded decisions only, never the draws not graded
    assert said[3] == pytest.approx((0.01 + 0.06 + 0.25) / 3 * 100)
    assert said[4] == pytest.approx((0.05 + 0.07 + 0.1 + 0.2 + 0.3) / 5 * 100)


@pytest.mark.parametrize("lang", ["en", "fr", "it", "de"])
def test_the_reviews_replay_column_says_what_the_replay_button_says(lang: str) -> None:
    """In German the column read "Wiederholung" under a head whose button says
    "Nachspielen": two words for one page."""
    both = in_node(
        'await import("./i18n_review.js"); return [m.t("rv_col_replay"), m.t("replay")];', lang
    )
    assert both[0] == both[1]


@pytest.mark.parametrize(
    ("lang", "also"),
    [
        ("en", "also good: sail R9"),
        ("fr", "aussi bon\u00a0: sail R9"),
        ("it", "altrettanto buona: sail R9"),
        ("de", "ebenso gut: sail R9"),
    ],
)
def test_a_best_move_within_the_noise_is_also_good_not_better(lang: str, also: str) -> None:
    """The review's "Better move" column named the coach's best beside a move it could
    not tell from it (no grade): "also good" in each language where the gap is surely under 5
    points (1.0 ± 0.8), "too close to call" where its error reaches past them (5.5 ± 4.0:
    "also good" had been said of a move 5.5 points better by the figures)."""
    said = in_node(
        """const r = await import("./i18n_review.js");
const d = { played: "discard R9", best: "sail R9", win: 0.875, best_win: 0.93, drop: 0.055 };
return [r.bestKind({ ...d, drop_se: 0.04 }), r.bestKind({ ...d, drop_se: 0.005 }),
        r.bestKind({ ...d, best_win: 0.875, drop: 0, drop_se: 0 }),
        r.bestKind({ ...d, best_win: 0.885, drop: 0.01, drop_se: 0.008 }),
        m.t("rv_also_good", { move: "sail R9" })];""",
        lang,
    )
    assert said == ["call", "better", "same", "also", also]


@pytest.mark.parametrize(
    ("lang", "said"),
    [
        ("en", ["0.1 points", "1 point", "2.2 points"]),
        ("fr", ["0,1 point", "1 point", "2,2 points"]),
        ("it", ["0,1 punti", "1 punto", "2,2 punti"]),
        ("de", ["0,1 Punkte", "1 Punkt", "2,2 Punkte"]),
    ],
)
def test_the_average_given_away_says_its_points_with_their_number(
    lang: str, said: list[str]
) -> None:
    """ "0,1 points" in French (the language says one point, up to two), "1 Punkte" in
    German; the number shown decides (1.04 is shown "1"), not the number computed."""
    lines = in_node(
        """const r = await import("./i18n_review.js");
        return [0.1, 1.04, 2.2].map((x) => r.averageLossText(x));""",
        lang,
    )
    assert [line.rsplit(": ", 1)[-1].lstrip("\u00a0: ") for line in lines] == said, lines
