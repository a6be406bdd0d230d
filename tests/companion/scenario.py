"""A whole 3-player Corsairs game as a real table would enter it on the companion page.

Shared by the browser tests and ``tools/companion_screenshots.py``. Round 1 is annulled
(the last pier card was taken); in round 2 Anna sends the closer Carla under; in round 3
nobody sends the closer Anna under and the total passes 35 (one more round); in round 4,
the last, Anna and Carla send Bruno under, Carla sweeps and the total passes 45.
The expected figures come from the engine, never from the page.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from corsairs.games.corsairs import settle_round
from corsairs.games.corsairs.lay_down import LayDown, best_partition_for

PLAYERS = ["Anna", "Bruno", "Carla"]
COLOUR_OF_CODE = {
    "R": "red",
    "O": "orange",
    "Y": "yellow",
    "G": "green",
    "B": "blue",
    "V": "violet",
    "P": "pink",
    "N": "brown",
    "A": "grey",
    "K": "black",
}

PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "is_mobile": True,
    "has_touch": True,
}
"""The phone the companion is tested on: 390x844, touch."""


@dataclass(frozen=True)
class Round:
    pier: str
    closer: int
    hands: tuple[tuple[str, ...], ...]  # by seat


ROUNDS = [
    Round(
        "blue",
        2,
        (
            ("R1", "O1", "Y1", "G1", "V1", "P1", "R2", "O2", "Y2", "G2", "B2", "B3"),
            ("N5", "N6", "N7", "N8", "A5", "A6", "A7", "A8", "K5", "K6", "K7", "K8"),
            ("R9", "R10", "R11", "O9", "O10", "O11", "Y5", "Y6", "G4", "G5", "V7", "B1"),
        ),
    ),
    Round(
        "green",
        0,
        (
            ("R3", "R4", "R5", "R6", "R7", "R8", "Y9", "Y10", "Y11", "G3", "B4", "B5"),
            ("N9", "N10", "N11", "A9", "A10", "A11", "K9", "K10", "K11", "P9", "P10", "P11"),
            ("V8", "V9", "V10", "V11", "P4", "P5", "P6", "P7", "P8", "N3", "N4", "B6"),
        ),
    ),
    Round(
        "yellow",
        1,
        (
            ("N1", "N2", "A1", "A2", "K1", "K2", "V2", "V3", "V4", "V5", "V6", "P2"),
            ("G6", "G7", "G8", "G9", "G10", "G11", "O3", "O4", "O5", "O6", "O7", "O8"),
            ("R3", "R4", "R5", "R6", "R7", "R8", "R9", "R10", "R11", "B1", "B2", "Y3"),
        ),
    ),
]


def engine_round(r: Round, before: list[int]) -> tuple[dict[int, LayDown], Any]:
    """The engine's best division for every seat and the round's settlement."""
    n = len(r.hands)
    closer = best_partition_for(r.hands[r.closer], r.pier)
    crew = closer.to_dict()["crew"]
    lay = {r.closer: closer}
    for i in range(1, n):
        seat = (r.closer + i) % n
        lay[seat] = best_partition_for(r.hands[seat], r.pier, crew, closer.limit)
    stowaways = [lay[s].to_dict()["stowaways"] for s in range(n)]
    return lay, settle_round(r.closer, stowaways, before)


def enter_cards(page: Any, cards: tuple[str, ...] | list[str]) -> None:
    """Tap the cards on the picker: the colour, then the number."""
    colour = None
    for card in cards:
        if card[0] != colour:
            colour = card[0]
            page.click(f".swatches.compact [data-colour={COLOUR_OF_CODE[colour]}]")
        page.click(f".numbers [data-card={card}]")


def set_up(page: Any, players: list[str] = PLAYERS, first_dealer: int = 0) -> None:
    while page.locator(".name-row").count() < len(players):
        page.click("#add-player")
    for i, name in enumerate(players):
        page.fill(f"#name-{i}", name)
    page.select_option("#first-dealer", str(first_dealer))
    page.click("#start")


def start_round(page: Any, r: Round) -> None:
    page.click("#enter-round")
    page.click(f"[data-colour={r.pier}]")
    page.click(f".choices [data-seat='{r.closer}']")
    page.click("#next")


def enter_hands(page: Any, r: Round, shot: Any = None, onward: Any = None) -> None:
    """Every seat's cards in laying-down order; ``shot(seat)`` is called on each full hand,
    ``onward(seat)`` after its *Next*."""
    n = len(r.hands)
    for i in range(n):
        seat = (r.closer + i) % n
        enter_cards(page, r.hands[seat])
        if shot is not None:
            shot(seat)
        page.click("#next")
        if onward is not None:
            onward(seat)


def entered(
    page: Any,
    url: str,
    r: Round,
    lang: str = "en",
    seats: tuple[int, ...] | None = None,
    players: list[str] = PLAYERS,
) -> None:
    """A new phone whose stored game (Anna deals) has round 1 begun as ``r``, with the hands
    of ``seats`` (all by default) entered: the page shows the closer's hand. What tapping
    the cards in stores, without the taps (the whole-game test taps every hand in); the
    page makes its divisions itself, as each hand's step is shown."""
    page.goto(url + "/companion/")
    game = page.evaluate("(p) => import('./scoring.js').then((S) => S.newGame(p, 0))", players)
    seats = tuple(range(len(r.hands))) if seats is None else seats
    draft = {"step": 0, "closer": r.closer, "pier": r.pier, "divisions": {},
             "hands": {str(s): list(r.hands[s]) for s in seats}}  # fmt: skip
    page.evaluate(
        """([lang, game, draft]) => { localStorage.clear();
        localStorage.setItem('corsairs.lang', lang);
        localStorage.setItem('corsairs.companion.game', JSON.stringify(game));
        localStorage.setItem('corsairs.companion.draft', JSON.stringify(draft)); }""",
        [lang, game, draft],
    )
    page.reload()
    page.wait_for_selector("#next")


def to_settlement(page: Any, n: int = 3) -> None:
    """From the closer's hand to the settlement: each hand's step makes its division."""
    for _ in range(n):
        page.click("#next")
    page.wait_for_selector("#save-round")
