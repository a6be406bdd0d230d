"""Piratatak in the terminal: a Rich table drawn from an observation.

Every card is public, so all seats see the same table; the view marks whose
turn it is, what was drawn this turn and what happened in the previous turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from corsairs.cli_words import counted as _n
from corsairs.games.piratatak.actions import (
    BUY,
    CANNON_FIRE,
    DISCARD,
    DRAW,
    GIVE,
    PASS,
    STOP,
    Action,
)
from corsairs.games.piratatak.cards import CODES, COLOURS, PARTS
from corsairs.games.piratatak.greedy import View, suggest
from corsairs.protocol import BadNotation
from corsairs.termview import card_row, seat_names

TELLS_EVERY_MOVE = True
"""Every move is told by :func:`events` ("Bruno draws a cannon", "Bruno gives back R4"):
play prints no "Bruno: draw" echo above a bot's move, which said each move twice."""

STYLE = {
    "R": "bold white on red3",
    "Y": "bold black on yellow1",
    "G": "bold white on green4",
    "B": "bold white on blue3",
    "gold": "bold black on gold1",
    "pirate": "bold white on grey11",
    "cannon": "bold black on grey62",
}
CODE_OF = dict(zip(COLOURS, CODES, strict=True))


def chip(text: str) -> Text:
    """A card as a coloured chip; the letter keeps colours apart for colour-blind players."""
    style = STYLE.get(text, STYLE.get(text[:1], ""))
    return Text(text, style=style)


def chips(texts: Sequence[str], empty: str = "—") -> Text:
    return card_row(texts, chip, empty)


def boat_progress(colour: str | None, parts: Sequence[str]) -> Text:
    """Six slots: the parts built in colour, the missing ones as dots."""
    if colour is None:
        return Text("no boat yet", style="dim")
    code = CODE_OF[colour]
    have = set(parts)
    out = Text()
    for n in range(1, PARTS + 1):
        if n > 1:
            out.append(" ")
        name = f"{code}{n}"
        out.append_text(chip(name) if name in have else Text(f"{n}·", style="dim"))
    out.append(f"  {len(parts)}/{PARTS}", style="bold")
    return out


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    names = seat_names(obs, names)
    seat = obs["seat"]
    current = obs["current_player"]
    head = Text()
    head.append(f"Turn {obs['turn']}", style="bold")
    if current is not None:
        head.append(f"   to play: {names[current]}")
    head.append(f"   a boat card costs {obs['price']} gold")
    sc = obs["stock_cards"]
    piles = Text()
    piles.append(f"stock: {_n(obs['stock'], 'card')}", style="bold")
    piles.append(f" ({_n(sc['pirate'], 'pirate')}, {_n(sc['cannon'], 'cannon')}, ")
    piles.append(f"{sc['gold']} gold, {_n(len(sc['boat']), 'boat card')})")
    # The discard pile on a line of its own: beside the stock it wrapped in 80 columns,
    # leaving "cards" alone on a line.
    discard = Text(f"discard pile: {_n(len(obs['discard']), 'card')}", style="bold")

    table = Table(box=None, padding=(0, 1), show_header=True, header_style="bold")
    for col in ("", "player", "boat", "spares", "gold", "cannons"):
        table.add_column(col, justify="right" if col in ("gold", "cannons") else "left")
    for s, t in enumerate(obs["tables"]):
        mark = "▶" if s == current else ""
        # the seat a replay is seen from (in play that seat is "You")
        name = names[s] + (" (this view)" if s == seat and names[s] != "You" else "")
        table.add_row(
            mark,
            Text(name),  # a name people chose is no markup
            boat_progress(t["colour"], t["boat"]),
            chips(t["spares"], empty=""),
            str(t["gold"]),
            str(t["cannons"]),
        )
    parts: list[RenderableType] = [head, piles, discard, table]
    last = obs["last_turn"]
    # "previous", not "last": in a game with a turn limit "last turn" reads as the final one.
    label = "final turn: " if obs["phase"] == "over" else "previous turn: "
    if obs["phase"] == "over" and obs["turn_events"]:
        # The turn that ended the game (``last_turn`` is the one before it).
        last = {"seat": obs["current"], "events": obs["turn_events"]}
    if last is not None:
        parts.append(Text.assemble((label, "dim"), turn_told(last["seat"], last["events"], names)))
    if obs["drawn"]:
        parts.append(Text.assemble("drawn this turn: ", chips(obs["drawn"])))
    if obs["phase"] == "give" and current is not None:
        parts.append(Text(pirate_line(obs, names[current]), style="bold red"))
    if obs["over"]:
        if obs["winners"]:
            win = " and ".join(names[w] for w in obs["winners"])
            wins = "win" if len(obs["winners"]) > 1 or win == "You" else "wins"
            said = (
                f"Game over — {win} completed a boat and {wins}"
                if obs["ended_by"] == "boat"
                else f"Game over at the turn limit — {win} {wins} with the most boat parts"
            )
            parts.append(Text(said, style="bold green"))
        else:
            parts.append(Text("Game over at the turn limit — nobody wins", style="bold yellow"))
    return Panel(Group(*parts), title="Piratatak", border_style="cyan")


def brief(obs: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType | None:
    """The decision's facts (your boat, spares, gold and cannons, the price, a pirate's
    demand) in a line or two, repeated above a prompt whose choices pushed the table
    off the screen."""
    seat = obs["current_player"]
    if obs["over"] or seat is None or seat != obs["seat"]:
        return None
    own = obs["tables"][seat]
    line = Text.assemble(
        ("your boat ", "bold"),
        boat_progress(own["colour"], own["boat"]),
        ("   spares ", "bold"),
        chips(own["spares"]),
        f"   gold {own['gold']} (a card costs {obs['price']})   cannons {own['cannons']}",
    )
    if obs["phase"] == "give":
        names = seat_names(obs, names)
        return Group(line, Text(pirate_line(obs, names[seat]), style="bold red"))
    return line


def pirate_line(obs: dict[str, Any], name: str) -> str:
    """What a pirate asks of the player to move: the cards it takes, or the cannon's choice."""
    own = obs["tables"][obs["current"]]
    you = name == "You"
    if obs["pirate_loss"] == 0:
        if not own["cannons"]:
            return "A pirate! It takes no cards (pirate_loss=0)."
        # cannon_optional: firing is still a choice, though the pirate takes nothing
        fire = (
            "fire a cannon or give back nothing"
            if you
            else f"{name} fires a cannon or gives back nothing"
        )
        return f"A pirate! It takes no cards (pirate_loss=0): {fire}."
    n = min(obs["pirate_loss"], _giveable(own, bool(obs.get("cannons_given"))))
    give = f"give back {_n(n, 'card')}" if n else "give back nothing"
    if own["cannons"]:  # cannon_optional: firing it is the other choice
        fire = "fire" if you else "fires"
        return f"A pirate! {name} {fire} a cannon or {give}."
    return f"A pirate! {name} {give if you else 'gives' + give[4:]}."


def _giveable(table: dict[str, Any], cannons: bool = False) -> int:
    """The cards a pirate may take: boat cards and coins (and cannons, ``cannons_given``)."""
    held = len(table["boat"]) + len(table["spares"]) + int(table["gold"])
    return held + int(table["cannons"]) if cannons else held


def default_action(obs: dict[str, Any], legal_actions: Sequence[Any]) -> Any | None:
    """The greedy bot's choice: buy a part when possible, draw while it pays, give the least."""
    if not legal_actions or not isinstance(legal_actions[0], Action):
        return None
    return suggest(obs, legal_actions)


GIVES_LISTED = 12
"""Give-backs listed at a pirate: a full table has hundreds of sets of three cards."""


def choices(obs: dict[str, Any], legal_actions: Sequence[Any]) -> list[Any]:
    """The choices listed at a prompt: at a give-back, the cheapest few (by the greedy bot's
    cost: spares before gold before boat parts); any other can still be typed."""
    gives = [a for a in legal_actions if isinstance(a, Action) and a.kind == GIVE]
    seat = obs.get("current_player")
    if len(gives) <= GIVES_LISTED or seat is None:
        return list(legal_actions)
    view = View(obs, seat)
    cheapest = sorted(gives, key=lambda a: (view.give_cost(a), a.b, a.a))[:GIVES_LISTED]
    return [a for a in legal_actions if a.kind != GIVE] + cheapest


HEADS = frozenset({"draw", "stop", "buy", "give", "cannon", "pass", "discard"})
"""The words a move starts with."""


def notation(line: str, names: Sequence[str] | None = None) -> str:
    """A typed move in the game's notation: a buy's seller may be named as the table
    shows them ("buy R3 from Bruno", any case, or the start of the name if only one name
    starts so) instead of by seat number, which the table does not show."""
    words = line.replace(",", " ").split()
    if [w.lower() for w in words] in (["give", "nothing"], ["give", "back", "nothing"]):
        return "give -"  # as the choice says it: "give -   (give back nothing)"
    others = [name.split(" (")[0] for name in names or [] if name != "You"]
    if words and words[0].lower() not in HEADS and others:
        # the engine's examples count seats ("buy R3 from 2"): the table shows names
        raise BadNotation(
            f"cannot read {line!r}: actions are 'draw', 'stop', 'buy R3 from {others[0]}', "
            "'give R3 gold gold', 'cannon' or 'pass'"
        )
    if len(words) < 4 or words[0].lower() != "buy" or words[2].lower() != "from" or not names:
        return line
    said = " ".join(words[3:])
    if said.isascii() and said.isdigit():
        return line
    wanted = said.casefold()
    plain = [name.split(" (")[0] for name in names]  # "Bruno (greedy)": "Bruno"
    seats = [s for s, name in enumerate(names) if name.casefold().startswith(wanted)]
    exact = [s for s in seats if plain[s].casefold() == wanted]
    seats = exact or seats
    if not seats:
        sellers = " or ".join(p for p, n in zip(plain, names, strict=True) if n != "You")
        raise BadNotation(f"no player {said!r} at this table: buy from {sellers}, or a seat number")
    if len(seats) > 1:
        both = " or ".join(plain[s] for s in seats)
        raise BadNotation(f"{said!r} could be {both}: type more of the name")
    if names[seats[0]] == "You":
        raise BadNotation("a card is bought from another player, not from your own boat")
    return " ".join([*words[:3], str(seats[0])])


def spoken(action: Any, names: Sequence[str] | None = None) -> str:
    """A move as its line echoes it: a buy names its seller as the table shows them
    ("buy R3 from Bruno", which may be typed too), not by the seat number the notation
    counts and the table never shows."""
    words = str(action).split()
    if len(words) != 4 or words[0] != "buy" or not names or not words[3].isdigit():
        return str(action)
    seat = int(words[3])
    if not 0 <= seat < len(names):
        return str(action)
    return " ".join([*words[:3], names[seat].split(" (")[0]])


def describe(action: Any, obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """One line per choice, with the odds that matter for it (and a buy's seller by name:
    the notation counts seats, which the table does not show)."""
    if not isinstance(action, Action):
        return str(action)
    seat = obs.get("current_player")
    if action.kind == DRAW and seat is not None:
        sc = obs["stock_cards"]
        size = obs["stock"]
        if size:
            return f"draw   (pirate chance {sc['pirate']}/{size})"
        return "draw   (the discard pile is shuffled into a new stock)"
    if action.kind == STOP:
        return "stop   (keep what you drew)"
    if action.kind == CANNON_FIRE:
        return "cannon   (fire it: you keep your cards, the cannon is spent)"
    if action.kind == PASS:
        return "pass   (no card left to draw: stock and discard pile are empty)"
    if action.kind == DISCARD:
        return f"{action}   (the spare card goes to the discard pile; your turn ends)"
    if action.kind == BUY:
        # named as the echo says it, and as it may be typed: "buy R3 from Bruno"
        return f"{spoken(action, seat_names(obs, names))}   (for {obs['price']} gold)"
    if action.kind == GIVE and not action.a and not action.b:
        return f"{action}   (give back nothing)"
    if action.kind == GIVE and seat is not None:
        view = View(obs, seat)
        own = sum(1 for c in _bits(action.a) if c in view.boat)
        notes = [f"loses {own} of your boat parts"] if own else []
        if action.c:
            notes.append(
                "and " + _n(action.c, "cannon") if own else "loses " + _n(action.c, "cannon")
            )
        return f"{action}" + (f"   ({' '.join(notes)})" if notes else "")
    return str(action)


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


EVENT_TEXT = {
    "stop": "stops",
    "pass": "passes",
    "cannon": "fires a cannon: pirate and cannon go to the discard pile",
    "reshuffle": "the discard pile is shuffled into a new stock",
    "boat lost": "has lost the last part of the boat",
    "win": "completes the boat and wins!",
}


SECOND_PERSON = {
    "draws": "draw",
    "stops": "stop",
    "passes": "pass",
    "fires": "fire",
    "gives": "give",
    "buys": "buy",
    "starts": "start",
    "has": "have",
    "completes": "complete",
    "puts": "put",
    "discards": "discard",
}


def event_text(event: str, names: Sequence[str] | None = None) -> str:
    if event in EVENT_TEXT:
        return EVENT_TEXT[event]
    if event == "draw pirate":
        return "draws a PIRATE"
    if event.startswith("draw "):
        return "draws " + event[5:]
    if event.startswith("discard "):  # spares_discard
        return "discards " + event[8:]
    if event.startswith("drop "):  # foreign_card="discard"
        return f"puts {event[5:]} on the discard pile (another player builds that boat)"
    if event.startswith("start "):
        return "starts the " + event[6:]
    if event.startswith("give "):
        return "gives back " + (event[5:] if event != "give -" else "nothing")
    if event.startswith("buy "):
        card, _, seller = event[4:].partition(" from ")
        if names is not None and seller.isdigit() and int(seller) < len(names):
            return f"buys {card} from {names[int(seller)]}"
        return f"buys {card} from seat {seller}"
    return event


def said_by(name: str, text: str) -> str:
    """``text`` ("draws R3") with its subject: "Ann draws R3", or "You draw R3"."""
    if name == "You":
        verb, _, rest = text.partition(" ")
        text = SECOND_PERSON.get(verb, verb) + (" " + rest if rest else "")
        text = text.replace(" and wins!", " and win!")
    return f"{name} {text}"


def turn_told(seat: int, turn_events: Sequence[str], names: Sequence[str]) -> str:
    """A whole turn in words, as the event lines told it: "Ann draws gold; draws a PIRATE"."""
    name = names[seat]
    told: list[str] = []
    named = False
    for e in turn_events:
        text = event_text(e, names)
        if e != "reshuffle":  # the reshuffle has no subject; the first other event names it
            text = said_by(name, text)
            if named:
                text = text[len(name) + 1 :]
            named = True
        told.append(text)
    return "; ".join(told) or name


def events(
    before: dict[str, Any], after: dict[str, Any], names: Sequence[str] | None = None
) -> list[RenderableType]:
    """What happened between two observations: drawn cards, pirates, purchases, the win."""
    names = seat_names(after, names)
    if after["turn"] != before["turn"] and after["last_turn"] is not None:
        seat = after["last_turn"]["seat"]
        new = after["last_turn"]["events"][len(before["turn_events"]) :]
        lines = [(seat, e) for e in new]
        lines += [(after["current"], e) for e in after["turn_events"]]
    else:
        lines = [(after["current"], e) for e in after["turn_events"][len(before["turn_events"]) :]]
    out: list[RenderableType] = []
    for seat, e in lines:
        style = "bold red" if "pirate" in e or e.startswith("give") or e == "boat lost" else ""
        if e == "win":
            style = "bold green"
        text = event_text(e, names)
        if e == "reshuffle":
            out.append(Text(f"  {text}", style=style))
            continue
        out.append(Text(f"  {said_by(names[seat], text)}", style=style))
    return out
