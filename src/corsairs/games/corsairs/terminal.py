"""Corsairs in the terminal: a Rich table drawn from one seat's observation, in the
language spoken (``corsairs.lang``; the words are the browser's and the rulebooks').
Moves are shown in that language too; they are typed in their notation, the same in
every language (``NOTATION``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Console, ConsoleOptions, Group, RenderableType, RenderResult
from rich.measure import Measurement
from rich.table import Table
from rich.text import Text

from corsairs import card_words
from corsairs.games.corsairs.actions import (
    DISCARD,
    DRAW,
    LAY,
    SAIL,
    SOURCES,
    Action,
    parse_action,
)
from corsairs.games.corsairs.cards import (
    CARD_TEXT,
    CODES,
    COLOUR_INDEX,
    COLOUR_MASK,
    COLOURS,
    TEXT_CARD,
    bits,
    codes_said,
    colour_name,
    mask_value,
    parse_mask,
)
from corsairs.games.corsairs.greedy import suggest
from corsairs.games.corsairs.heuristic import discard_order
from corsairs.games.corsairs.lay_down import lay_down_choices, situation
from corsairs.games.corsairs.partition import least_limit
from corsairs.lang import _, listed, n_, p_
from corsairs.protocol import CorsairsError, Game
from corsairs.termview import (
    Column,
    Facts,
    Frame,
    Framed,
    KeptLine,
    SeatTable,
    card_row,
    is_you,
    kept,
    kept_colon,
    seat_names,
    you,
)

STYLE = {
    "red": "bold white on red3",
    "orange": "bold black on dark_orange",
    "yellow": "bold black on yellow1",
    "green": "bold white on green4",
    "blue": "bold white on blue3",
    "violet": "bold white on purple4",
    "pink": "bold black on hot_pink",
    "brown": "bold white on orange4",
    "grey": "bold black on grey62",
    "black": "bold white on grey11",
}
CODE_COLOUR = dict(zip(CODES, COLOURS, strict=True))
NOTATION = (
    "draw stock, draw pile, draw pier, discard O9, sail O9",
    "crew O1 O2 (crew - for none), attach R3 crew O1 O2",
)
"""The moves as typed, in every language: the lines the in-game ``help`` shows."""
TELLS_EVERY_MOVE = True
"""A bot's move is told by ``events``, not echoed as chosen (the terminal said it twice)."""


def card_codes() -> str:
    """What the card codes mean, for the in-game ``help``: a newcomer read "N10" and "A3"
    in the hand with nowhere to learn that N is brown and A grey."""
    return (
        _("  cards        a colour code and a number, as O9 (the orange 9):")
        + "\n    "
        + codes_said()
    )


def title() -> str:
    """The game's name in the language spoken (the table's frame, the first line of play)."""
    return _("Corsairs")


def colour_word(colour: str | None) -> str:
    """A colour's name in the language spoken ("—" for none yet)."""
    return colour_name(colour) if colour else "—"


def _from(source: str) -> str:
    """Where a card was taken from, after the card: "from the pier"."""
    words = {
        "stock": _("from the stock"),
        "pile": _("from the pile"),
        "discard pile": _("from the discard pile"),
        "pier": _("from the pier"),
    }
    return words.get(source, source)


def _and(names: Sequence[str]) -> str:
    """Names in a sentence: "Anna", "Anna and Bruno", "Anna, Bruno, and Carla" (the
    language's list, :func:`corsairs.lang.listed`)."""
    return listed(names)


def spoken(action: Any, names: Sequence[str] | None = None) -> str:
    """A move in the language spoken ("draw stock" in English, its notation; "piocher dans
    le talon" in French): the choices, the echo of every move, Enter's move, the moves a
    hint names (in notation: read as such; text that is no move is kept as it is)."""
    if isinstance(action, str):
        text: str = action
        try:
            action = parse_action(text)
        except CorsairsError:
            return text
    if not isinstance(action, Action):
        return str(action)
    if action.kind == DRAW:
        source = SOURCES[action.arg]
        return {"stock": _("draw stock"), "pile": _("draw pile"), "pier": _("draw pier")}[source]
    # a card by its code, or in words on a page (card_words.in_words)
    if action.kind == DISCARD:
        return _("discard {card}").format(card=card_words.card(CARD_TEXT[action.arg]))
    if action.kind == SAIL:
        return _("sail {card}").format(card=card_words.card(CARD_TEXT[action.arg]))
    laid = [CARD_TEXT[i] for i in bits(action.arg)]
    crew = card_words.cards(laid) or card_words.CardWords("-")
    if action.attach:
        attached = card_words.cards([CARD_TEXT[i] for i in bits(action.attach)])
        return _("attach {attached} crew {crew}").format(attached=attached, crew=crew)
    return _("crew {crew}").format(crew=crew)


def card(text: str) -> Text:
    """A card as a coloured chip; the letter keeps colours apart for colour-blind players."""
    colour = CODE_COLOUR[text[0]]
    return Text(f" {text:<3}", style=STYLE[colour])


def cards(texts: Sequence[str], empty: str = "—") -> Text:
    return card_row(texts, card, empty)


def hand_by_colour(texts: Sequence[str]) -> Text:
    """The hand with colours set apart; 13 cards in 10 colours fit 80 columns."""
    out = Text()
    last = None
    for t in texts:  # already sorted by colour, then number
        if last is not None:
            out.append("  " if t[0] != last else " ")
        out.append_text(card(t))
        last = t[0]
    return out


def _colour_chip(colour: str | None) -> Text:
    return Text(colour_word(colour), style=STYLE.get(colour or "", ""))


def _drawn(card_text: str, source: str) -> Text:
    """The card just drawn and where from: "drawn:  V11 from the pile"."""
    return Text.assemble(_("drawn:") + " ", card(card_text), " " + _from(source))


class HandPanel:
    """The hand in its frame, its best limit written in the frame's foot; at least as wide
    as that note, or, where the terminal is narrower still, with the note inside under the
    cards. At 40 columns the frame took the cards' width and cut the note to it: French
    read "meilleure limite maintenant : 1" for a limit of 18."""

    def __init__(self, hand: Text, note: str | None) -> None:
        self.hand, self.note = hand, note

    def __rich_console__(self, console: Console, options: ConsoleOptions) -> RenderResult:
        panel = Frame(
            self.hand,
            title=_("your hand"),
            subtitle=self.note,
            expand=False,
            padding=(0, 1, 0, 0),  # each chip starts with a space of its own
        )
        if not self.note:
            yield panel
            return
        framed = Text(self.note).cell_len + 6  # the corners, a rule and a space either side
        if framed <= options.max_width:
            panel.width = max(Measurement.get(console, options, panel).maximum, framed)
        else:
            panel.subtitle = None
            panel.renderable = Group(self.hand, KeptLine(kept_colon(self.note)))
        yield panel


def render(
    obs: dict[str, Any], names: Sequence[str] | None = None, game: Game | None = None
) -> RenderableType:
    """The table as ``obs``'s seat sees it; ``game``: the table's rules, which the hand's
    note reasons with (a house rule may keep the card just drawn in hand)."""
    names = seat_names(obs, names)
    seat = obs["seat"]
    head = Text()
    head.append(_("Round {n}").format(n=obs["round"]), style="bold")
    head.append("   ")
    head.append_text(kept_colon(_("dealer: {name}").format(name=names[obs["dealer"]])))
    total = obs["total_penalties"]
    th = obs["thresholds"]
    if obs["final_round"]:
        head.append("   " + _("LAST ROUND"), style="bold red")

    colour = obs["pier_colour"]
    pile = obs["pile"]
    table = Facts(
        [
            (
                _("pier"),
                KeptLine(cards(obs["pier"]), "  ", kept(_("colour:") + " ", _colour_chip(colour))),
            ),
            (
                _("discard pile"),
                Text.assemble(
                    card(pile[-1]) if pile else Text(_("empty"), style="dim"),
                    "  (" + n_("{n} card", "{n} cards", len(pile)).format(n=len(pile)) + ")",
                ),
            ),
            (_("stock"), Text(n_("{n} card", "{n} cards", obs["stock"]).format(n=obs["stock"]))),
            # In the grid, not the heading: there it wrapped in 80 columns.
            (
                _("penalty cards"),
                Text(
                    _("{total} in all (last round at {last}, end at {end})").format(
                        total=total, last=th["last_round"], end=th["end"]
                    )
                ),
            ),
        ]
    )

    columns = (
        Column(_("player")),
        Column(_("cards"), number=True),
        Column(_("penalty"), number=True),
        Column(_("known in hand / laid down"), wraps=True),
    )
    rows = []
    laid_down = _laid_down(obs)
    for s in range(obs["players"]):
        # the seat a replay is seen from (in play that seat is "You")
        name = names[s]
        if s == seat and names[s] != you():
            name = _("{name} (this view)").format(name=names[s])
        laid = laid_down[s]
        if laid is not None:
            info: Text | KeptLine = KeptLine(
                _laid_part(_("crew"), laid["crew"]),
                "  ",
                _laid_part(_("attached"), laid["attached"]),
                "  ",
                _laid_part(_("stowaways"), laid["stowaways"]),
                "  ",
                kept(_("limit {n}").format(n=laid["limit"])),
            )
        else:
            info = cards(obs["known"][s], empty="")
        cells = (Text(name), str(obs["hand_sizes"][s]), str(obs["penalties"][s]), info)
        rows.append(("▶" if s == obs["current_player"] else "", cells))
    players = SeatTable(columns, rows)
    parts: list[RenderableType] = [KeptLine(head), table, players]
    if seat is not None and obs.get("hand"):
        hand = obs["hand"]
        parts.append(HandPanel(hand_by_colour(hand), limit_note(obs, game)))
    to_play = seat is not None and seat == obs["current_player"] and not obs["over"]
    drawn = obs.get("drawn")
    if drawn and to_play and drawn["card"]:
        parts.append(_drawn(drawn["card"], drawn["from"]))
    if obs["must_sail"] and to_play:
        parts.append(
            Text(_("You drew the last card of the stock: you must set sail."), style="bold red")
        )
    if obs["over"]:
        win = ", ".join(names[w] for w in obs["winners"])
        over = n_(
            "Game over — winner: {names}",
            "Game over — winners (tied): {names}",
            len(obs["winners"]),
        )
        if len(obs["winners"]) == 1 and is_you(names[obs["winners"][0]]):
            over = _("Game over — you win")  # Italian "vince: Tu" took "You" for a name
        parts.append(Text(over.format(names=win), style="bold green"))
        why = decided_line(obs, names)
        if why:
            parts.append(Text(why, style="green"))
    return Frame(Group(*parts), title=title(), border_style="cyan")


def _laid_part(label: str, shown: Sequence[str]) -> Text:
    """A part of a laid-down hand, its label kept whole with its first card (or its "—"):
    at 80 columns German "blinde Passagiere" and "angegriffene Karten" broke between their
    words, and a label ended a line with its cards on the next."""
    first = kept(label + " ", cards(shown[:1]))
    return first + (Text(" ") + cards(shown[1:]) if len(shown) > 1 else Text())


def brief(
    obs: dict[str, Any], names: Sequence[str] | None = None, game: Game | None = None
) -> RenderableType | None:
    """The decision's facts (the pier, the hand, its limit, the card drawn) in a few
    lines, repeated above a prompt whose choices pushed the table off the screen."""
    hand = obs.get("hand")
    if obs["over"] or not hand:
        return None
    colour = obs["pier_colour"]
    pile = obs["pile"]
    pier = KeptLine(
        Text(_("pier") + " ", "bold"),
        cards(obs["pier"]),
        "  ",
        kept(_("colour:") + " ", _colour_chip(colour)),
        "   ",
        kept(
            Text(_("discard pile") + " ", "bold"),
            card(pile[-1]) if pile else Text(_("empty"), style="dim"),
        ),
    )
    lines: list[RenderableType] = [
        pier,
        Text.assemble((_("your hand") + " ", "bold"), hand_by_colour(hand)),
    ]
    note = limit_note(obs, game)
    drawn = obs.get("drawn")
    after = kept_colon(note or "")
    if drawn and drawn["card"] and obs["seat"] == obs["current_player"]:
        after.append_text(Text("   ") + kept_colon(_drawn(drawn["card"], drawn["from"])))
    if after.plain.strip():
        lines.append(KeptLine(after))
    return Group(*lines)


def decided_line(obs: dict[str, Any], names: Sequence[str]) -> str | None:
    """What decided the finished game (the observation's ``decided``, games/corsairs/
    outcome.py) in one line, or None for a plain win on fewest penalty cards."""
    said = [_decided(d, names) for d in obs.get("decided") or []]
    return " ".join(f"{x}." for x in said) or None


def _decided(d: dict[str, Any], names: Sequence[str]) -> str:
    seats = d.get("seats", [])
    # the player among several named: "You and Bruno …", with "you"/"your" where the
    # words name them ("they share the win" was said to the player who shared it)
    with_you = len(seats) > 1 and any(is_you(names[s]) for s in seats)
    who = _and(sorted((names[s] for s in seats), key=lambda n: not is_you(n)))
    by = d["by"]
    if with_you and by in ("first_to_lay_down", "penalty_points", "penalty_points_equal"):
        return _decided_with_you(d, names, who)
    if by == "sweep":
        return _("{names} laid down with no stowaways: a sweep wins the game at once").format(
            names=who
        )
    if by == "fewest_among_sweepers":
        return _(
            "{names} swept in the same round; by the rulebook the sweeper with the fewest "
            "penalty cards ({n}) wins"
        ).format(names=who, n=d["cards"])
    if by == "first_to_lay_down":
        return n_(
            "{names} swept with {n} penalty card each; by the house rules "
            "the first of them to lay down wins",
            "{names} swept with {n} penalty cards each; by the house rules "
            "the first of them to lay down wins",
            d["cards"],
        ).format(names=who, n=d["cards"])
    if by == "penalty_points":
        sums = ", ".join(f"{names[s]} ({p})" for s, p in zip(d["seats"], d["points"], strict=True))
        return _(
            "{names} tied on the fewest penalty cards ({n}); by the house rules the "
            "lower sum of their numbers decides: {points}"
        ).format(names=who, n=d["cards"], points=sums)
    if by == "penalty_points_equal":
        return _(
            "{names} tied on the fewest penalty cards ({n}); by the house rules the "
            "lower sum of their numbers decides, and theirs are equal ({sum}): "
            "they share the win"
        ).format(names=who, n=d["cards"], sum=d["points"][0])
    if by == "game_ends_at":
        return _(
            "House rule: the game ends once the penalty cards reach {end} in all "
            "(the rulebook: {book})"
        ).format(end=d["end"], book=d["book"])
    if by == "last_round_at":
        return _(
            "House rule: one last round is played once the penalty cards reach {at} "
            "in all (the rulebook: {book})"
        ).format(at=d["at"], book=d["book"])
    if by == "max_rounds":
        return n_(
            "The game ended after {n} round, the variant's limit",
            "The game ended after {n} rounds, the variant's limit",
            d["rounds"],
        ).format(n=d["rounds"])
    if by == "annulled_last":
        return _("The last round was annulled; by the house rules it still ended the game")
    return _("Too few cards were left to deal another round")


def _decided_with_you(d: dict[str, Any], names: Sequence[str], who: str) -> str:
    """The reasons whose words name the tied players as "them" (``_decided``), said to
    one of them: "the first of you", "your numbers", "you share the win"."""
    by = d["by"]
    if by == "first_to_lay_down":
        return n_(
            "{names} swept with {n} penalty card each; by the house rules "
            "the first of you to lay down wins",
            "{names} swept with {n} penalty cards each; by the house rules "
            "the first of you to lay down wins",
            d["cards"],
        ).format(names=who, n=d["cards"])
    if by == "penalty_points":
        sums = ", ".join(f"{names[s]} ({p})" for s, p in zip(d["seats"], d["points"], strict=True))
        return _(
            "{names} tied on the fewest penalty cards ({n}); by the house rules the "
            "lower sum of your numbers decides: {points}"
        ).format(names=who, n=d["cards"], points=sums)
    return _(
        "{names} tied on the fewest penalty cards ({n}); by the house rules the "
        "lower sum of your numbers decides, and yours are equal ({sum}): "
        "you share the win"
    ).format(names=who, n=d["cards"], sum=d["points"][0])


def _laid_down(obs: dict[str, Any]) -> list[dict[str, Any] | None]:
    """What each seat laid down, as the table shows it.

    Once the game is over the engine has settled the last round (stowaways
    passed, returned or kept as penalty cards), so its lay-downs are read from
    that round's summary, which matches the summary printed above the table.
    """
    if not obs["over"]:
        return list(obs["laid"])
    rounds = obs["rounds"]
    if not rounds or rounds[-1]["annulled"]:
        return [None] * obs["players"]
    r = rounds[-1]
    return [
        {
            "crew": r["crews"][s],
            "attached": r["attached"][s],
            "stowaways": r["stowaways"][s],
            "limit": r["limits"][s],
        }
        for s in range(obs["players"])
    ]


def limit_note(obs: dict[str, Any], game: Game | None = None) -> str | None:
    """The hand panel's note: the best limit of the hand as it must be divided.

    Holding 13 cards after a draw, the seat divides 12 of them, so the note
    names the discard that leaves the least limit among those ``game``'s rules allow
    (without it, the rulebook's: any card).
    """
    colour = obs["pier_colour"]
    if colour is None or not obs.get("hand") or obs["over"]:
        return None
    hand = parse_mask(obs["hand"])
    pier = COLOUR_INDEX[colour]
    if obs["phase"] == "discard" and obs["seat"] == obs["current_player"]:
        lim, c = best_discard(obs, game=game)
        return _("best limit after discarding {card}: {limit}").format(card=CARD_TEXT[c], limit=lim)
    return _("best limit now: {limit}").format(limit=least_limit(hand, pier))


def best_discard(
    obs: dict[str, Any], legal_actions: Sequence[Any] = (), game: Game | None = None
) -> tuple[int, int]:
    """(least limit kept, the card) at the seat's discard: the first of
    ``heuristic.discard_order``, the discard a draw's hint names and judges the draw with, so
    that the hand's note, Enter's move and the hint (terminal and browser alike) name one
    card among equal discards (the first card of the least limit named the card just taken
    from the pile, undoing the draw the hint had advised). With ``legal_actions``, only a
    card they discard (a house rule may keep the drawn card in hand); with ``game``, only a
    card its rules let go (the same house rules, where no legal actions are at hand)."""
    hand = parse_mask(obs["hand"])
    drawn = obs.get("drawn") or {}
    card = TEXT_CARD[drawn["card"]] if drawn.get("card") else -1
    order = discard_order(hand, COLOUR_INDEX[obs["pier_colour"]], drawn=card)
    allowed = {a.arg for a in legal_actions if isinstance(a, Action) and a.kind in (DISCARD, SAIL)}
    rules = getattr(game, "rules", None)
    kept = card >= 0 and (
        not getattr(rules, "discard_drawn_card", True)
        or (drawn.get("from") == "pile" and not getattr(rules, "rediscard_from_pile", True))
    )
    return next(
        (
            (lim, c)
            for lim, c in order
            if (not allowed or c in allowed) and not (kept and c == card)
        ),
        order[0],
    )


def _attach_numbers(game: Game | None) -> str:
    return str(getattr(getattr(game, "rules", None), "attach_numbers", "as_laid_down"))


def default_action(
    obs: dict[str, Any], legal_actions: Sequence[Any], game: Game | None = None
) -> Any | None:
    """What Enter takes: the greedy bot's move (at sailing, the best division for the situation)."""
    if not legal_actions or not isinstance(legal_actions[0], Action):
        return None
    move = suggest(obs, legal_actions, _attach_numbers(game))
    if isinstance(move, Action) and move.kind in (DISCARD, SAIL):
        # the greedy bot's own tie-break among equal discards is the first card: the hand's
        # note and the hint name ``best_discard``'s, and so does Enter
        card = best_discard(obs, legal_actions)[1]
        same = [a for a in legal_actions if a.kind == move.kind and a.arg == card]
        return same[0] if same else move
    return move


def choices(
    obs: dict[str, Any], legal_actions: Sequence[Any], game: Game | None = None
) -> list[Any]:
    """The choices listed at a prompt, best first at sailing.

    ``legal_actions`` lists a compact set of divisions; the strategically
    distinct ones (``lay_down_choices``, which includes those passing more
    cards to the closer) are what a player needs to see. Any other valid
    division can still be typed.
    """
    if not legal_actions or not isinstance(legal_actions[0], Action):
        return list(legal_actions)
    if legal_actions[0].kind != LAY:
        return list(legal_actions)
    found = lay_down_choices(**situation(obs, _attach_numbers(game)))
    return [Action(LAY, d.crew, d.attached) for d in found]


def more_moves(obs: dict[str, Any], legal_actions: Sequence[Any], shown: Sequence[Any]) -> bool:
    """Whether a lay-down takes divisions the list leaves out: one with n cards not of
    the pier's colour has at least n + 1 (none, or a crew of any one of them), so a
    shorter list leaves some out; a hand all prisoners has one division only."""
    if not legal_actions or not isinstance(legal_actions[0], Action):
        return False
    if legal_actions[0].kind != LAY:
        return False
    hand = parse_mask(obs["hand"])
    pier = COLOUR_MASK[COLOUR_INDEX[obs["pier_colour"]]]
    return len(shown) < 1 + (hand & ~pier).bit_count()


def consequence(action: Action, obs: dict[str, Any], names: Sequence[str] | None = None) -> str:
    """What a division leads to: the closer's limit, a sweep, sending the closer under
    (and how many cards pass to him), or the penalty cards kept."""
    names = seat_names(obs, names)
    hand = parse_mask(obs["hand"])
    pier = COLOUR_MASK[COLOUR_INDEX[obs["pier_colour"]]]
    rest = hand & ~pier & ~action.arg & ~action.attach
    limit, count = mask_value(rest), rest.bit_count()
    closer = obs["closer"]
    laid = obs["laid"]
    if count == 0:  # the closer's too: "limit 0, 0 stowaways" hid that it wins the game
        return _("sweep: no stowaways")
    if closer is None or closer == obs["seat"] or laid[closer] is None:
        return n_("limit {limit}, {n} stowaway", "limit {limit}, {n} stowaways", count).format(
            limit=limit, n=count
        )
    target = laid[closer]["limit"]
    if limit <= target:
        if names[closer] == you():
            under = n_(
                "limit {limit}: sends you under, passes {n} card",
                "limit {limit}: sends you under, passes {n} cards",
                count,
            )
        else:
            under = n_(
                "limit {limit}: sends {name} under, passes {n} card",
                "limit {limit}: sends {name} under, passes {n} cards",
                count,
            )
        return under.format(limit=limit, name=names[closer], n=count)
    return n_(
        "limit {limit} (above {target}): +{n} penalty card",
        "limit {limit} (above {target}): +{n} penalty cards",
        count,
    ).format(limit=limit, target=target, n=count)


def describe(
    action: Any,
    obs: dict[str, Any],
    names: Sequence[str] | None = None,
    game: Game | None = None,
) -> str:
    """One line for a choice: a division's consequence, a discard's resulting limit, a
    draw that takes the last pier card (the round is annulled) or the last stock card."""
    if not isinstance(action, Action):
        return str(action)
    said = spoken(action, names)
    if action.kind == DRAW:
        return said + _last_card(action, obs, game)
    if action.kind == LAY:
        return f"{said}   → {consequence(action, obs, names)}"
    if action.kind in (DISCARD, SAIL) and obs.get("pier_colour"):
        hand = parse_mask(obs["hand"]) & ~(1 << action.arg)
        limit = least_limit(hand, COLOUR_INDEX[obs["pier_colour"]])
        if action.kind == SAIL and limit == 0:
            return f"{said}   → " + _("set sail with a sweep: no stowaways")
        if action.kind == SAIL:
            return f"{said}   → " + _("set sail with limit {limit}").format(limit=limit)
        return f"{said}   → " + _("limit {n}").format(n=limit)
    return said


def _last_card(action: Action, obs: dict[str, Any], game: Game | None) -> str:
    """A draw's warning, as the rule options have it: the only word at the prompt, where
    a number or Enter acts at once (the hint said it; the list did not)."""
    rules = getattr(game, "rules", None)
    source = SOURCES[action.arg]
    annuls = getattr(rules, "last_pier_card_annuls", True)
    if source == "pier" and len(obs["pier"]) == 1 and annuls:
        return "   → " + _("the last pier card: the round is annulled, no penalties")
    forced = getattr(rules, "last_stock_card_forces_sail", True)
    if source == "stock" and obs["stock"] == 1 and forced:
        return "   → " + _("the last stock card: you must set sail")
    return ""


def events(
    before: dict[str, Any], after: dict[str, Any], names: Sequence[str] | None = None
) -> list[RenderableType]:
    """Every other player's move between two observations in one line, in the third
    person in every language ("Bruno takes  K5  from the pier", "Bruno discards  N9 "; the
    player's own is echoed as chosen, and a card drawn is the panel's "drawn: …"), and the
    summaries of the rounds that ended. The terminal printed a bot's move as its choice
    ("Bruno: draw pier", an infinitive in French and German) and then told it again."""
    names = seat_names(after, names)
    out: list[RenderableType] = []
    told = _move_told(before, after, names)
    if told is not None:
        out.append(told)
    for r in after["rounds"][len(before["rounds"]) :]:
        out.append(round_summary(r, names))
    if after["final_round"] and not before["final_round"] and after["current_player"] is not None:
        out.append(Text(_last_round_ahead(after), style="bold red"))
    return out


def _with_card(said: str, card_text: str) -> Text:
    """A sentence with its ``{card}`` as a coloured chip, wherever the language puts it."""
    head, _sep, tail = said.partition("{card}")
    return Text.assemble("  " + head, card(card_text), tail)


def _move_told(
    before: dict[str, Any], after: dict[str, Any], names: Sequence[str]
) -> RenderableType | None:
    """The move between two observations, told in the third person; None for the
    player's own and for a move no observation shows."""
    seat = before["current_player"]
    if seat is None or is_you(names[seat]):
        return None
    name = names[seat]
    phase = before["phase"]
    if phase == "draw":
        taken = _taken(before, after)
        if taken is not None:
            takes = "  " + _("{name} takes").format(name=name) + " "
            return Text.assemble(takes, card(taken[1]), " " + _from(taken[2]))
        if before["round"] != after["round"]:  # the last pier card: the summary says so
            return None
        return Text("  " + _("{name} draws from the stock").format(name=name))
    if phase == "discard":
        if not after["pile"]:
            return None
        sailed = after["closer"] == seat and before["closer"] is None
        said = _("{name} discards {card} and sets sail") if sailed else _("{name} discards {card}")
        return _with_card(said.replace("{name}", name), after["pile"][-1])
    ended = after["rounds"][len(before["rounds"]) :]
    laid = after["laid"][seat]
    if ended:  # the last lay-down ended the round: its summary holds it
        limit, k = ended[0]["limits"][seat], len(ended[0]["stowaways"][seat])
    elif laid is not None:
        limit, k = laid["limit"], len(laid["stowaways"])
    else:
        return None
    said = n_(
        "{name} lays down: limit {limit}, {k} stowaway",
        "{name} lays down: limit {limit}, {k} stowaways",
        k,
    )
    return Text("  " + said.format(name=name, limit=limit, k=k))


def _last_round_ahead(obs: dict[str, Any]) -> str:
    """Why the round about to start is the last: said once, when a round's end made it
    so (the board's "LAST ROUND" came only after, with no reason)."""
    th = obs["thresholds"]
    if obs["total_penalties"] >= th["last_round"]:
        said = _(
            "The penalty cards reached {n} in all (last round at {at}): this round is the "
            "last, and whoever has the fewest penalty cards then wins."
        )
        return said.format(n=obs["total_penalties"], at=th["last_round"])
    return _("By the house rules' number of rounds, this round is the last.")


def _taken(before: dict[str, Any], after: dict[str, Any]) -> tuple[int, str, str] | None:
    """(seat, card, "pier" or "discard pile") when the move between the two observations
    took a face-up card within one round; None otherwise (a draw from the stock is not
    shown, and the last pier card annuls the round: its summary says so)."""
    seat = before["current_player"]
    if seat is None or before["round"] != after["round"] or before["phase"] != "draw":
        return None
    pier, pile = before["pier"], before["pile"]
    if len(after["pier"]) == len(pier) - 1:  # a pier draw takes its first card
        return seat, pier[0], "pier"
    if pile and len(after["pile"]) == len(pile) - 1:
        return seat, pile[-1], "discard pile"
    return None


def _senders(seats: Sequence[int], names: Sequence[str], closer: str) -> str:
    """Who sent the closer under, in a sentence that reads right when "You" is among them
    ("You had ... and passed their stowaways" left the player asking whose), or when
    they sent the player under (the languages that say "to him" need "to you")."""
    who = [names[s] for s in seats]
    if who == [you()]:
        return _("You had a limit at or below it and passed your stowaways")
    if closer == you():
        if len(who) == 1:
            said = _("{names} had a limit at or below yours and passed you their stowaways")
        else:
            said = _("{names} had limits at or below yours and passed you their stowaways")
    elif len(who) == 1:
        said = _("{names} had a limit at or below it and passed their stowaways")
    elif you() in who:
        said = _("{names} had limits at or below it and passed your stowaways")
    else:
        said = _("{names} had limits at or below it and passed their stowaways")
    return said.format(names=_and(who))


def _sailed(name: str, limit: int, forced: bool) -> str:
    """Who set sail, and with what limit: the player's own in the second person (the
    languages that conjugate need it)."""
    if name == you():
        if forced:
            said = _("You set sail with limit {limit} (forced: last stock card)")
        else:
            said = _("You set sail with limit {limit}")
    elif forced:
        said = _("{name} set sail with limit {limit} (forced: last stock card)")
    else:
        said = _("{name} set sail with limit {limit}")
    return said.format(name=name, limit=limit)


def _parted(name: str) -> str:
    """A seat's name with what is said of it in brackets on a line of its own ("Anna
    (Casual bot)"), as the round's table shows it."""
    who, bracket, rest = name.rpartition(" (")
    return f"{who}\n({rest}" if bracket and who and rest.endswith(")") else name


def round_summary(r: dict[str, Any], names: Sequence[str]) -> RenderableType:
    if r["annulled"]:
        if r["reason"] == "pier":
            why = _("the last pier card was drawn")
        else:
            why = _("the turn limit was hit")
        said = _("Round {n} annulled: {why}. No penalties; the deal passes on.")
        return Frame(Text(said.format(n=r["round"], why=why)), border_style="yellow")
    closer = r["closer"]
    # a name and its state are never broken ("Vous (ancre" / "levée)") nor cut: the state
    # has a line of its own under the name, the cards wrap, the numbers keep their line
    said = _("{name} (closer)")
    state = said.format(name="").strip()
    # a bot's kind under its name ("Anna" / "(Robot intermédiaire)"): on one line it took
    # the width of the numbers, and 80 columns cut the total off ("+Strafe ge")
    parted = [_parted(n) for n in names]
    shown = [
        (f"{n}\n{state}" if said.startswith("{name}") else said.format(name=n))
        if s == closer
        else n
        for s, n in enumerate(parted)
    ]
    t = Table(box=None, padding=(0, 1, 0, 0), pad_edge=False, header_style="bold")
    widest = max(len(line) for n in shown for line in n.splitlines())
    t.add_column(_("player"), no_wrap=True, min_width=widest)
    for col in (_("crew"), _("attached"), _("stowaways")):
        # a header uncut; two short cards a line at most ("G8   G10"), so that the numbers after
        # them keep their width at 80 columns (German's "gesamt" was cut to "gesam")
        uncut = max(len(w) for w in col.split())
        t.add_column(col, min_width=uncut, max_width=max(uncut, 8))
    for col in (_("limit"), _("+penalty"), _("total")):
        t.add_column(col, no_wrap=True, min_width=len(col))
    rows = []
    for s, who in enumerate(shown):
        cells = (
            Text(who),  # a name people chose is no markup
            cards(r["crews"][s]),
            cards(r["attached"][s]),
            cards(r["stowaways"][s]),
            str(r["limits"][s]),
            str(r["added"][s]),
            str(r["penalties"][s]),
        )
        t.add_row(*cells)
        rows.append(("", cells))
    # where even that table does not fit (40 columns), each seat on lines of its own
    columns = [Column(_("player"))]
    columns += [Column(c, wraps=True) for c in (_("crew"), _("attached"), _("stowaways"))]
    columns += [Column(c, number=True) for c in (_("limit"), _("+penalty"), _("total"))]
    lines: list[RenderableType] = [SeatTable(columns, rows, wide=t)]
    sailed = _sailed(names[closer], r["limits"][closer], r["forced"])
    if r["sent_under_by"]:
        # (the player's own: Italian "e vai sotto", not "e va sotto")
        mine = names[closer] == you()
        went = (
            p_("you", "{sailed} and went under: {why}.")
            if mine
            else _("{sailed} and went under: {why}.")
        )
        why = _senders(r["sent_under_by"], names, names[closer])
        lines.append(KeptLine(kept_colon(went.format(sailed=sailed, why=why))))
    elif names[closer] == you():
        lowest = _(
            "{sailed}, lowest of all: no penalty, your stowaways back to the deck; "
            "everyone else keeps theirs."
        )
    else:
        lowest = _(
            "{sailed}, lowest of all: no penalty, own stowaways back to the deck; "
            "everyone else keeps theirs."
        )
    if not r["sent_under_by"]:
        # French "la plus basse de toutes" ended a line and ": pas de pénalité" began the next
        lines.append(KeptLine(kept_colon(lowest.format(sailed=sailed))))
    if r["sweepers"]:
        by = _("Sweep by {names}").format(names=listed([names[s] for s in r["sweepers"]]))
        lines.append(Text(by, style="bold green"))
    heading = _("Round {n} — pier colour {colour}").format(
        n=r["round"], colour=colour_word(r["pier_colour"])
    )
    return Framed(Group(*lines), heading)
