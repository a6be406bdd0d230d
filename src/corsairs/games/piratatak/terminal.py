"""Piratatak in the terminal: a Rich table drawn from an observation.

Every card is public, so all seats see the same table; the view marks whose
turn it is, what was drawn this turn and what happened in the previous turn.
Its words are in the player's language (:mod:`corsairs.lang`); what a player types
(``draw``, ``buy R3 from Bruno``, ``give R1 gold``) is the same in every language.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.text import Text

from corsairs import card_words
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
from corsairs.games.piratatak.cards import CODES, COLOURS, PARTS, codes_said
from corsairs.games.piratatak.greedy import View, suggest
from corsairs.lang import _, capitalised, listed, n_, p_
from corsairs.protocol import BadNotation
from corsairs.termview import (
    Column,
    Frame,
    KeptLine,
    SeatTable,
    card_row,
    is_you,
    kept,
    seat_names,
    shown,
)

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

NOTATION = (
    "draw, stop, cannon, pass, buy R3 from Bruno",
    "give R1 R3 gold (give - for nothing), discard R3 (house rule spares_discard)",
)
"""The moves as typed, in every language: the lines the in-game ``help`` shows (its
heading announced notation and showed none)."""


def card_codes() -> str:
    """What the card codes mean, for the in-game ``help`` (the notation's boat cards are
    English initials: R3, B6)."""
    said = _(
        "  cards        gold, pirate, cannon; a boat card a colour code and a part 1-6, as R3:"
    )
    return said + "\n    " + codes_said()


def card_word(text: str) -> str:
    """A card's text in the player's language: boat cards keep their code ("R3")."""
    if text == "gold":
        return _("gold")
    if text == "pirate":
        return _("pirate")
    if text == "cannon":
        return _("cannon")
    return text


def cards_words(texts: str, sentence: bool = False, last: str | None = None) -> str:
    """Cards in the notation ("R1 gold gold") in the player's words, coins and cannons
    counted ("R1, 2 gold"), as the browser names them: French "or" alone is the
    conjunction, "rend or or" no sentence. ``sentence``: in a sentence of the game's news,
    with one "and" before the last ("rend R4, Y1 et une pièce d'or"); a choice keeps the
    commas it can be typed back with. ``last``: a card said after them all (a run of
    draws: the pirate that ended it, the card a boat was started with)."""
    cards = texts.split()
    if card_words.in_words_now():  # a page's words: "le 1 rouge et une pièce d'or"
        return str(card_words.cards(cards + ([last] if last else []), sentence))
    said = [t for t in cards if t not in ("gold", "cannon")]
    gold, cannons = cards.count("gold"), cards.count("cannon")
    # one coin or cannon in a sentence is named as the other lines name it ("draws a gold
    # coin"; "gives back R1 and gold" read otherwise); a choice keeps what is typed back
    if gold == 1:
        said.append(p_("card named", "a gold coin") if sentence else p_("one card", "gold"))
    elif gold:
        said.append(n_("{n} gold", "{n} gold", gold).format(n=gold))
    if cannons == 1:
        said.append(p_("card named", "a cannon") if sentence else p_("one card", "cannon"))
    elif cannons:
        said.append(n_("{n} cannon", "{n} cannons", cannons).format(n=cannons))
    if last == "pirate":
        said.append(p_("card named", "a PIRATE"))
    elif last is not None:
        said.append(card_words.card(last))
    return listed(said) if sentence else ", ".join(said)


def chip(text: str) -> Text:
    """A card as a coloured chip; the letter keeps colours apart for colour-blind players."""
    style = STYLE.get(text, STYLE.get(text[:1], ""))
    return Text(card_word(text), style=style)


def chips(texts: Sequence[str], empty: str = "—") -> Text:
    return card_row(texts, chip, empty)


def boat_progress(colour: str | None, parts: Sequence[str]) -> Text:
    """Six slots: the parts built in colour, the missing ones as dots."""
    if colour is None:
        return Text(_("no boat yet"), style="dim")
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
    head.append(_("Turn {n}").format(n=obs["turn"]), style="bold")
    if current is not None:
        head.append("   " + _("to play: {name}").format(name=shown(names[current])))
    price = obs["price"]
    head.append(
        "   "
        + n_("a boat card costs {n} gold", "a boat card costs {n} gold", price).format(n=price)
    )
    sc = obs["stock_cards"]
    piles = Text()
    stock = obs["stock"]
    piles.append(n_("stock: {n} card", "stock: {n} cards", stock).format(n=stock), style="bold")
    boats = len(sc["boat"])
    piles.append(
        " ("
        + ", ".join(
            (
                n_("{n} pirate", "{n} pirates", sc["pirate"]).format(n=sc["pirate"]),
                n_("{n} cannon", "{n} cannons", sc["cannon"]).format(n=sc["cannon"]),
                n_("{n} gold", "{n} gold", sc["gold"]).format(n=sc["gold"]),
                n_("{n} boat card", "{n} boat cards", boats).format(n=boats),
            )
        )
        + ")"
    )
    # The discard pile on a line of its own: beside the stock it wrapped in 80 columns,
    # leaving "cards" alone on a line.
    thrown = len(obs["discard"])
    discard = Text(
        n_("discard pile: {n} card", "discard pile: {n} cards", thrown).format(n=thrown),
        style="bold",
    )

    columns = (
        Column(_("player")),
        Column(_("boat")),
        Column(_("spares"), wraps=True),
        Column(p_("column", "gold"), number=True),
        Column(_("cannons"), number=True),
    )
    rows = []
    for s, t in enumerate(obs["tables"]):
        # the seat a replay is seen from (in play that seat is "You")
        name = shown(names[s]) + (
            " " + _("(this view)") if s == seat and not is_you(names[s]) else ""
        )
        cells = (
            Text(name),  # a name people chose is no markup
            boat_progress(t["colour"], t["boat"]),
            chips(t["spares"], empty=""),
            str(t["gold"]),
            str(t["cannons"]),
        )
        rows.append(("▶" if s == current else "", cells))
    table = SeatTable(columns, rows)
    parts: list[RenderableType] = [head, piles, discard, table]
    last = obs["last_turn"]
    # "previous", not "last": in a game with a turn limit "last turn" reads as the final one.
    label = _("final turn: ") if obs["phase"] == "over" else _("previous turn: ")
    if obs["phase"] == "over" and obs["turn_events"]:
        # The turn that ended the game (``last_turn`` is the one before it).
        last = {"seat": obs["current"], "events": obs["turn_events"]}
    if last is not None:
        said = turn_told(last["seat"], last["events"], names, paid_to_seller(obs), obs.get("price"))
        parts.append(Text.assemble((label, "dim"), said))
    if obs["drawn"]:
        parts.append(Text.assemble(_("drawn this turn: "), chips(obs["drawn"])))
    if obs["phase"] == "give" and current is not None:
        parts.append(Text(pirate_line(obs, names[current]), style="bold red"))
    if obs["over"]:
        if obs["winners"]:
            said = result_line([names[w] for w in obs["winners"]], obs["ended_by"] == "boat")
            parts.append(Text(said, style="bold green"))
        else:
            parts.append(Text(_("Game over at the turn limit — nobody wins"), style="bold yellow"))
    return Frame(Group(*parts), title="Piratatak", border_style="cyan")


def result_line(winners: Sequence[str], by_boat: bool) -> str:
    """The game's end in a sentence: who completed a boat, or who had most parts at the limit."""
    if len(winners) == 1 and is_you(winners[0]):
        if by_boat:
            return _("Game over — You completed a boat and win")
        return _("Game over at the turn limit — You win with the most boat parts")
    if not by_boat and len(winners) > 1 and any(is_you(w) for w in winners):
        # a tie the player shares: "you and Bruno win" with the verb that agrees ("vous et
        # Bruno gagnez"); "Vous et Bruno gagnent" was said to them
        others = [w for w in winners if not is_you(w)]
        if len(others) > 1:  # "vous, Bruno et Carla": "vous et Bruno et Carla" read heavily
            return p_(
                "you among them",
                "Game over at the turn limit — {names} win with the most boat parts",
            ).format(names=listed([p_("you among them", "you"), *others]))
        return _(
            "Game over at the turn limit — you and {names} win with the most boat parts"
        ).format(names=others[0])
    win = listed([shown(w) for w in winners])
    if len(winners) == 1:
        if by_boat:
            return _("Game over — {name} completed a boat and wins").format(name=win)
        return _("Game over at the turn limit — {name} wins with the most boat parts").format(
            name=win
        )
    if by_boat:
        return _("Game over — {names} completed a boat and win").format(names=win)
    return _("Game over at the turn limit — {names} win with the most boat parts").format(names=win)


def brief(obs: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType | None:
    """The decision's facts (your boat, spares, gold and cannons, the price, a pirate's
    demand) in a line or two, repeated above a prompt whose choices pushed the table
    off the screen."""
    seat = obs["current_player"]
    if obs["over"] or seat is None or seat != obs["seat"]:
        return None
    own = obs["tables"][seat]
    # each fact whole on its line: at 60 columns German "Gold" ended one and its "12" began
    # the next (Corsairs' reminder keeps its labels alike)
    line = KeptLine(
        kept(Text(_("your boat") + " ", "bold"), boat_progress(own["colour"], own["boat"])),
        "   ",
        kept(Text(_("spares") + " ", "bold"), chips(own["spares"])),
        "   ",
        kept(_("gold {gold} (a card costs {price})").format(gold=own["gold"], price=obs["price"])),
        "   ",
        kept(_("cannons {n}").format(n=own["cannons"])),
    )
    if obs["phase"] == "give":
        names = seat_names(obs, names)
        return Group(line, Text(pirate_line(obs, names[seat]), style="bold red"))
    return line


def pirate_line(obs: dict[str, Any], name: str) -> str:
    """What a pirate asks of the player to move: the cards it takes, or the cannon's choice."""
    own = obs["tables"][obs["current"]]
    you = is_you(name)
    if obs["pirate_loss"] == 0:
        if not own["cannons"]:
            return _("A pirate! It takes no cards (pirate_loss=0).")
        # cannon_optional: firing is still a choice, though the pirate takes nothing
        if you:
            return _(
                "A pirate! It takes no cards (pirate_loss=0): fire a cannon or give back nothing."
            )
        return _(
            "A pirate! It takes no cards (pirate_loss=0): "
            "{name} fires a cannon or gives back nothing."
        ).format(name=name)
    n = min(obs["pirate_loss"], _giveable(own, bool(obs.get("cannons_given"))))
    if own["cannons"]:  # cannon_optional: firing it is the other choice
        if you:
            said = (
                n_(
                    "A pirate! You fire a cannon or give back {n} card.",
                    "A pirate! You fire a cannon or give back {n} cards.",
                    n,
                )
                if n
                else _("A pirate! You fire a cannon or give back nothing.")
            )
        else:
            said = (
                n_(
                    "A pirate! {name} fires a cannon or gives back {n} card.",
                    "A pirate! {name} fires a cannon or gives back {n} cards.",
                    n,
                )
                if n
                else _("A pirate! {name} fires a cannon or gives back nothing.")
            )
    elif you:
        said = (
            n_("A pirate! You give back {n} card.", "A pirate! You give back {n} cards.", n)
            if n
            else _("A pirate! You give back nothing.")
        )
    else:
        said = (
            n_("A pirate! {name} gives back {n} card.", "A pirate! {name} gives back {n} cards.", n)
            if n
            else _("A pirate! {name} gives back nothing.")
        )
    return said.format(n=n, name=name)


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
    others = [name.split(" (")[0] for name in names or [] if not is_you(name)]
    if words and words[0].lower() not in HEADS and others:
        # the engine's examples count seats ("buy R3 from 2"): the table shows names
        raise BadNotation(
            _(
                "cannot read {line}: actions are 'draw', 'stop', 'buy R3 from {name}', "
                "'give R3 gold gold', 'cannon' or 'pass'"
            ).format(line=repr(line), name=others[0])
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
        sellers = listed([p for p, n in zip(plain, names, strict=True) if not is_you(n)], "or")
        raise BadNotation(
            _("no player {name} at this table: buy from {sellers}, or a seat number").format(
                name=repr(said), sellers=sellers
            )
        )
    if len(seats) > 1:
        both = listed([plain[s] for s in seats], "or")
        raise BadNotation(
            _("{name} could be {names}: type more of the name").format(name=repr(said), names=both)
        )
    if is_you(names[seats[0]]):
        raise BadNotation(_("a card is bought from another player, not from your own boat"))
    return " ".join([*words[:3], str(seats[0])])


def spoken(action: Any, names: Sequence[str] | None = None) -> str:
    """A move in the player's language, as the choices list it and its line echoes it
    ("draw" in English, its notation; "ziehen" in German), a buy naming its seller as
    the table shows them ("buy R3 from Bruno", which may be typed too) rather than the
    seat number the notation counts. Text that is no move is kept as it is."""
    words = str(action).split()
    if not words:
        return str(action)
    kind, rest = words[0], words[1:]
    if kind in ("draw", "stop", "pass", "cannon") and not rest:
        return {
            "draw": p_("move", "draw"),
            "stop": p_("move", "stop"),
            "pass": p_("move", "pass"),
            "cannon": p_("move", "cannon"),
        }[kind]
    if kind == "buy" and len(rest) == 3 and rest[1] == "from":
        seller = rest[2]
        if names and seller.isdigit() and 0 <= int(seller) < len(names):
            seller = names[int(seller)].split(" (")[0]
        return p_("move", "buy {card} from {name}").format(
            card=card_words.card(rest[0]), name=seller
        )
    if kind == "discard" and len(rest) == 1:
        return p_("move", "discard {card}").format(card=card_words.card(rest[0]))
    if kind == "give" and rest == ["-"]:
        return p_("move", "give -")
    if kind == "give" and rest:
        return p_("move", "give {cards}").format(cards=cards_words(" ".join(rest)))
    return str(action)


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
            return _said(action, _("pirate chance {k}/{n}").format(k=sc["pirate"], n=size))
        return _said(action, _("the discard pile is shuffled into a new stock"))
    if action.kind == STOP:
        return _said(action, _("keep what you drew"))
    if action.kind == CANNON_FIRE:
        return _said(action, _("fire it: you keep your cards, the cannon is spent"))
    if action.kind == PASS:
        return _said(action, _("no card left to draw: stock and discard pile are empty"))
    if action.kind == DISCARD:
        return _said(action, _("the spare card goes to the discard pile; your turn ends"))
    if action.kind == BUY:
        # named as the echo says it, and as it may be typed: "buy R3 from Bruno"
        price = obs["price"]
        return _said(
            spoken(action, seat_names(obs, names)),
            n_("for {n} gold", "for {n} gold", price).format(n=price),
        )
    if action.kind == GIVE and not action.a and not action.b:
        # in brackets: "give back nothing" alone is the person's event ("You give back
        # nothing"), which some languages say otherwise than a choice
        nothing = _("(give back nothing)")
        return f"{spoken(action)}   {nothing}"
    if action.kind == GIVE and seat is not None:
        view = View(obs, seat)
        own = sum(1 for c in _bits(action.a) if c in view.boat)
        c = action.c
        if own and c:
            note = (
                n_("loses {n} of your boat parts", "loses {n} of your boat parts", own).format(
                    n=own
                )
                + " "
                + n_("and {n} cannon", "and {n} cannons", c).format(n=c)
            )
        elif own:
            note = n_("loses {n} of your boat parts", "loses {n} of your boat parts", own).format(
                n=own
            )
        elif c:
            note = n_("loses {n} cannon", "loses {n} cannons", c).format(n=c)
        else:
            return spoken(action)
        return _said(action, note)
    return spoken(action)


def _said(action: Any, note: str) -> str:
    """A choice in the player's words (``spoken``), then what it does."""
    return f"{spoken(action)}   ({note})"


def _bits(mask: int) -> list[int]:
    return [i for i in range(mask.bit_length()) if mask >> i & 1]


def event_text(
    event: str,
    names: Sequence[str] | None = None,
    you: bool = False,
    paid: int | None = None,
    price: int | None = None,
) -> str:
    """An engine event ("draw R3") as its line tells it, without the subject: "draws R3",
    or with ``you`` the person's own form, "draw R3" (the verb's person differs in every
    language, so each text has both forms). ``paid``: the coins a purchase from the person
    paid them (``paid_to_seller``), said with it: their gold jumped for no reason told;
    ``price``: what the person's own purchase cost them (the observation's ``price``), said
    with it as the seller's line says what they got."""
    said = _event_words(event, names, you, paid, price)
    return event if said is None else said


def paid_to_seller(obs: dict[str, Any]) -> int | None:
    """The coins a purchase pays its seller, from an observation: its price where the rules
    give it to the seller (``coins_to``), None where it goes to the discard pile or the
    observation does not say (never guessed), as the browser's table says it."""
    price = obs.get("price")
    return price if obs.get("coins_to") == "seller" and isinstance(price, int) else None


def _event_words(
    event: str,
    names: Sequence[str] | None,
    you: bool,
    paid: int | None = None,
    price: int | None = None,
) -> str | None:
    if event == "stop":
        return _("stop") if you else _("stops")
    if event == "pass":
        return _("pass") if you else _("passes")
    if event == "cannon":
        if you:
            return _("fire a cannon: pirate and cannon go to the discard pile")
        return _("fires a cannon: pirate and cannon go to the discard pile")
    if event == "reshuffle":
        return _("the discard pile is shuffled into a new stock")
    if event == "boat lost":
        return (
            _("have lost the last part of the boat")
            if you
            else _("has lost the last part of the boat")
        )
    if event == "win":
        return _("complete the boat and win!") if you else _("completes the boat and wins!")
    if event == "draw pirate":
        return _("draw a PIRATE") if you else _("draws a PIRATE")
    if event == "draw gold":
        return _("draw a gold coin") if you else _("draws a gold coin")
    if event == "draw cannon":
        return _("draw a cannon") if you else _("draws a cannon")
    if event.startswith("draw ") and " " in event[5:]:  # a run of draws (_draws_together)
        drawn = event[5:].split()
        # _draws_together put the parts first, coins and cannons after them, and last a
        # pirate or the part a boat was started with: a part that ends the run is said last
        # (cards_words counts coins and cannons after the other parts)
        last = drawn.pop() if drawn[-1] == "pirate" or drawn[-1][:1].isupper() else None
        card = cards_words(" ".join(drawn), sentence=True, last=last)
        return (_("draw {card}") if you else _("draws {card}")).format(card=card)
    if event.startswith("draw "):
        return (_("draw {card}") if you else _("draws {card}")).format(
            card=card_words.card(event[5:])
        )
    if event.startswith("discard "):  # spares_discard
        said = p_("you", "discard {card}") if you else _("discards {card}")
        return said.format(card=card_words.card(event[8:]))
    if event.startswith("drop "):  # foreign_card="discard"
        said = (
            _("put {card} on the discard pile (another player builds that boat)")
            if you
            else _("puts {card} on the discard pile (another player builds that boat)")
        )
        return said.format(card=card_words.card(event[5:]))
    if event.startswith("start "):
        boat = _boat_named(event[6:])
        return (_("start {boat}") if you else _("starts {boat}")).format(boat=boat)
    if event.startswith("join "):  # spares_join_boat: the new boat showed three cards, not one
        said = (
            _("add {cards} from your spares to it")
            if you
            else _("adds {cards} from the spares to it")
        )
        return said.format(cards=cards_words(event[5:], sentence=True))
    if event == "give -":
        return _("give back nothing") if you else _("gives back nothing")
    if event.startswith("give "):
        said = _("give back {cards}") if you else _("gives back {cards}")
        return said.format(cards=cards_words(event[5:], sentence=True))
    if event.startswith("buy "):
        code, _from, seller = event[4:].partition(" from ")
        card = card_words.card(code)
        if names is not None and seller.isdigit() and int(seller) < len(names):
            who = names[int(seller)]
            if is_you(who) and not you:  # French "vous achète R5", not "achète R5 à vous"
                if paid is not None:
                    return n_(
                        "buys {card} from you and pays you {n} gold",
                        "buys {card} from you and pays you {n} gold",
                        paid,
                    ).format(card=card, n=paid)
                return _("buys {card} from you").format(card=card)
            name = _("you") if is_you(who) else who
        else:
            name = _("seat {n}").format(n=seller)
        if you and price is not None:
            return n_(
                "buy {card} from {name} for {n} gold", "buy {card} from {name} for {n} gold", price
            ).format(card=card, name=name, n=price)
        return (_("buy {card} from {name}") if you else _("buys {card} from {name}")).format(
            card=card, name=name
        )
    return None


def _boat_named(boat: str) -> str:
    """ "red boat" (an event's words) with its article, in the player's language."""
    named = {
        "red boat": _("the red boat"),
        "yellow boat": _("the yellow boat"),
        "green boat": _("the green boat"),
        "blue boat": _("the blue boat"),
    }
    return named.get(boat, boat)


def said_by(
    name: str,
    event: str,
    names: Sequence[str] | None = None,
    paid: int | None = None,
    price: int | None = None,
    inside: bool = False,
) -> str:
    """An engine event with its subject: "Ann draws R3", or "You draw R3" (Italian leaves
    the player's own subject to the verb, "peschi R3", as the browser's "Hai pescato");
    ``paid`` and ``price``: as ``event_text``'s; ``inside``: said inside a sentence ("then:
    you draw R3", a review's), where "You" had a capital mid-sentence."""
    said = event_text(event, names, you=is_you(name), paid=paid, price=price)
    if is_you(name) and inside:
        return p_("own event, inside a sentence", "you {event}").format(event=said)
    if is_you(name):
        return p_("own event", "You {event}").format(event=said)
    return f"{shown(name)} {said}"


def turn_told(
    seat: int,
    turn_events: Sequence[str],
    names: Sequence[str],
    paid: int | None = None,
    price: int | None = None,
    inside: bool = False,
) -> str:
    """A whole turn in words, as the event lines told it: "Ann draws a gold coin; draws a PIRATE";
    ``paid``, ``price`` and ``inside``: as ``said_by``'s."""
    name = names[seat]
    told: list[str] = []
    named = False
    for e in _draws_together(turn_events):
        # the reshuffle has no subject; the first other event names it
        if e != "reshuffle" and not named:
            told.append(said_by(name, e, names, paid, price, inside))
            named = True
        else:
            told.append(event_text(e, names, you=is_you(name), paid=paid, price=price))
    return told_apart(told) or shown(name)


_DRAWN_ORDER = {"gold": 1, "cannon": 2, "pirate": 3}
"""Where a run of draws says each kind of card; a boat part (absent) first."""


def _draws_together(turn_events: Sequence[str]) -> list[str]:
    """A turn's events with each run of draws as one ("draw Y6 R3 cannon"), said with one
    verb ("draws Y6, R3 and a cannon"): "pioche Y6 ; pioche R3 ; pioche un canon" said it
    for each card. The boat parts come first as drawn, then the coins and cannons, a pirate
    ending its run ("draws Y1 and a PIRATE; fires a cannon"); the card a boat was started
    with (or dropped, or finished with), the run's last drawn, is said last, next to what came
    of it ("draws B2, a gold coin, and R3; completes the boat and wins!"), as the
    browser's turn lines say them (``drawsTogether`` in ``web/games/piratatak.js``)."""
    out: list[str] = []
    run: list[str] = []

    def flush(next_event: str = "") -> None:
        # the card a boat was started with, dropped, or finished with: said next to that
        ended = next_event.startswith(("start ", "drop ")) or next_event == "win"
        started = run.pop() if run and ended else None
        run.sort(key=lambda c: _DRAWN_ORDER.get(c, 0))  # stable: the parts as drawn
        if started is not None:
            run.append(started)
        if run:
            out.append("draw " + " ".join(run))
        run.clear()

    for e in turn_events:
        if e.startswith("draw ") and e != "draw pirate":
            run.append(e[5:])
            continue
        if e == "draw pirate" and run:
            run.append("pirate")
            flush()
            continue
        flush(e)
        out.append(e)
    flush()
    return out


def told_apart(told: Iterable[str]) -> str:
    """Events, or turns, one after the other: "; " (French sets its own space before it)."""
    return _("; ").join(told)


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
    # each a line of its own, begun with a capital ("La pile des écarts est mélangée…",
    # "Peschi R3"), where the same words go on in lower case inside a line
    for seat, e in lines:
        style = "bold red" if "pirate" in e or e.startswith("give") or e == "boat lost" else ""
        if e == "win":
            style = "bold green"
        if e == "reshuffle":
            out.append(Text(f"  {capitalised(event_text(e, names))}", style=style))
            continue
        said = said_by(names[seat], e, names, paid_to_seller(after), after.get("price"))
        out.append(Text(f"  {capitalised(said)}", style=style))
    return out
