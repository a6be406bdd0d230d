"""Corsairs in the terminal: a Rich table drawn from one seat's observation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from corsairs.cli_words import counted as _n
from corsairs.games.corsairs.actions import DISCARD, DRAW, LAY, SAIL, SOURCES, Action
from corsairs.games.corsairs.cards import (
    CARD_TEXT,
    CODES,
    COLOUR_INDEX,
    COLOUR_MASK,
    COLOURS,
    mask_value,
    parse_mask,
)
from corsairs.games.corsairs.greedy import best_limit_after_discard, suggest
from corsairs.games.corsairs.lay_down import lay_down_choices, situation
from corsairs.games.corsairs.partition import least_limit
from corsairs.lang import _
from corsairs.protocol import Game
from corsairs.termview import card_row, seat_names

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


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    names = seat_names(obs, names)
    seat = obs["seat"]
    head = Text()
    head.append(_("Round {n}").format(n=obs["round"]), style="bold")
    head.append(f"   dealer: {names[obs['dealer']]}")
    total = obs["total_penalties"]
    th = obs["thresholds"]
    if obs["final_round"]:
        head.append("   LAST ROUND", style="bold red")

    colour = obs["pier_colour"]
    table = Table.grid(padding=(0, 2))
    table.add_column(style="bold", justify="right")
    table.add_column()
    pier_label = Text("pier")
    table.add_row(
        pier_label,
        Text.assemble(
            cards(obs["pier"]), "  colour: ", Text(colour or "—", style=STYLE.get(colour or "", ""))
        ),
    )
    pile = obs["pile"]
    table.add_row(
        "discard pile",
        Text.assemble(
            card(pile[-1]) if pile else Text("empty", style="dim"), f"  ({_n(len(pile), 'card')})"
        ),
    )
    table.add_row("stock", _n(obs["stock"], "card"))
    # In the grid, not the heading: there it wrapped in 80 columns.
    table.add_row(
        "penalty cards",
        f"{total} in all (last round at {th['last_round']}, end at {th['end']})",
    )

    players = Table(box=None, padding=(0, 1), show_header=True, header_style="bold")
    players.add_column("")
    players.add_column("player")
    players.add_column("cards", justify="right")
    players.add_column("penalty", justify="right")
    players.add_column("known in hand / laid down")
    laid_down = _laid_down(obs)
    for s in range(obs["players"]):
        mark = "▶" if s == obs["current_player"] else ""
        # the seat a replay is seen from (in play that seat is "You")
        name = names[s] + (" (this view)" if s == seat and names[s] != "You" else "")
        laid = laid_down[s]
        if laid is not None:
            info = Text.assemble(
                "crew ",
                cards(laid["crew"]),
                "  attached ",
                cards(laid["attached"]),
                "  stowaways ",
                cards(laid["stowaways"]),
                f"  limit {laid['limit']}",
            )
        else:
            info = cards(obs["known"][s], empty="")
        players.add_row(mark, Text(name), str(obs["hand_sizes"][s]), str(obs["penalties"][s]), info)

    parts: list[RenderableType] = [head, table, players]
    if seat is not None and obs.get("hand"):
        hand = obs["hand"]
        parts.append(
            Panel(
                hand_by_colour(hand),
                title="your hand",
                subtitle=limit_note(obs),
                expand=False,
                padding=(0, 1, 0, 0),  # each chip starts with a space of its own
            )
        )
    to_play = seat is not None and seat == obs["current_player"] and not obs["over"]
    drawn = obs.get("drawn")
    if drawn and to_play and drawn["card"]:
        parts.append(Text.assemble("drawn: ", card(drawn["card"]), f" from the {drawn['from']}"))
    if obs["must_sail"] and to_play:
        parts.append(
            Text("You drew the last card of the stock: you must set sail.", style="bold red")
        )
    if obs["over"]:
        win = ", ".join(names[w] for w in obs["winners"])
        who = "winners (tied)" if len(obs["winners"]) > 1 else "winner"
        parts.append(Text(f"Game over — {who}: {win}", style="bold green"))
        why = decided_line(obs, names)
        if why:
            parts.append(Text(why, style="green"))
    return Panel(Group(*parts), title="Corsairs", border_style="cyan")


def brief(obs: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType | None:
    """The decision's facts (the pier, the hand, its limit, the card drawn) in a few
    lines, repeated above a prompt whose choices pushed the table off the screen."""
    hand = obs.get("hand")
    if obs["over"] or not hand:
        return None
    colour = obs["pier_colour"]
    pile = obs["pile"]
    pier = Text.assemble(
        ("pier ", "bold"),
        cards(obs["pier"]),
        "  colour: ",
        Text(colour or "—", style=STYLE.get(colour or "", "")),
        ("   discard pile ", "bold"),
        card(pile[-1]) if pile else Text("empty", style="dim"),
    )
    lines = [pier, Text.assemble(("your hand ", "bold"), hand_by_colour(hand))]
    note = limit_note(obs)
    drawn = obs.get("drawn")
    after = Text(note or "")
    if drawn and drawn["card"] and obs["seat"] == obs["current_player"]:
        after.append_text(
            Text.assemble("   drawn: ", card(drawn["card"]), f" from the {drawn['from']}")
        )
    if after.plain.strip():
        lines.append(after)
    return Group(*lines)


def decided_line(obs: dict[str, Any], names: Sequence[str]) -> str | None:
    """What decided the finished game (the observation's ``decided``, games/corsairs/
    outcome.py) in one line, or None for a plain win on fewest penalty cards."""
    said = [_decided(d, names) for d in obs.get("decided") or []]
    return " ".join(f"{x}." for x in said) or None


def _decided(d: dict[str, Any], names: Sequence[str]) -> str:
    who = " and ".join(names[s] for s in d.get("seats", []))
    by = d["by"]
    if by == "sweep":
        return f"{who} laid down with no stowaways: a sweep wins the game at once"
    if by == "fewest_among_sweepers":
        return (
            f"{who} swept in the same round; by the rulebook the sweeper with the fewest "
            f"penalty cards ({d['cards']}) wins"
        )
    if by == "first_to_lay_down":
        return (
            f"{who} swept with {_n(d['cards'], 'penalty card')} each; by the house rules "
            "the first of them to lay down wins"
        )
    if by == "penalty_points":
        sums = ", ".join(f"{names[s]} ({p})" for s, p in zip(d["seats"], d["points"], strict=True))
        return (
            f"{who} tied on the fewest penalty cards ({d['cards']}); by the house rules the "
            f"lower sum of their numbers decides: {sums}"
        )
    if by == "penalty_points_equal":
        return (
            f"{who} tied on the fewest penalty cards ({d['cards']}); by the house rules the "
            f"lower sum of their numbers decides, and theirs are equal ({d['points'][0]}): "
            "they share the win"
        )
    if by == "game_ends_at":
        return (
            f"House rule: the game ends once the penalty cards reach {d['end']} in all "
            f"(the rulebook: {d['book']})"
        )
    if by == "last_round_at":
        return (
            f"House rule: one last round is played once the penalty cards reach {d['at']} "
            f"in all (the rulebook: {d['book']})"
        )
    if by == "max_rounds":
        return f"The game ended after {_n(d['rounds'], 'round')}, the variant's limit"
    if by == "annulled_last":
        return "The last round was annulled; by the house rules it still ended the game"
    return "Too few cards were left to deal another round"


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


def limit_note(obs: dict[str, Any]) -> str | None:
    """The hand panel's note: the best limit of the hand as it must be divided.

    Holding 13 cards after a draw, the seat divides 12 of them, so the note
    names the discard that leaves the least limit.
    """
    colour = obs["pier_colour"]
    if colour is None or not obs.get("hand") or obs["over"]:
        return None
    hand = parse_mask(obs["hand"])
    pier = COLOUR_INDEX[colour]
    if obs["phase"] == "discard" and obs["seat"] == obs["current_player"]:
        lim, c = best_limit_after_discard(hand, pier)
        return f"best limit after discarding {CARD_TEXT[c]}: {lim}"
    return f"best limit now: {least_limit(hand, pier)}"


def _attach_numbers(game: Game | None) -> str:
    return str(getattr(getattr(game, "rules", None), "attach_numbers", "as_laid_down"))


def default_action(
    obs: dict[str, Any], legal_actions: Sequence[Any], game: Game | None = None
) -> Any | None:
    """What Enter takes: the greedy bot's move (at sailing, the best division for the situation)."""
    if not legal_actions or not isinstance(legal_actions[0], Action):
        return None
    return suggest(obs, legal_actions, _attach_numbers(game))


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
        return "sweep: no stowaways"
    if closer is None or closer == obs["seat"] or laid[closer] is None:
        return f"limit {limit}, {_n(count, 'stowaway')}"
    target = laid[closer]["limit"]
    whom = "you" if names[closer] == "You" else names[closer]
    if limit <= target:
        return f"limit {limit}: sends {whom} under, passes {_n(count, 'card')}"
    return f"limit {limit} (above {target}): +{_n(count, 'penalty card')}"


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
    if action.kind == DRAW:
        return str(action) + _last_card(action, obs, game)
    if action.kind == LAY:
        return f"{action}   → {consequence(action, obs, names)}"
    if action.kind in (DISCARD, SAIL) and obs.get("pier_colour"):
        hand = parse_mask(obs["hand"]) & ~(1 << action.arg)
        limit = least_limit(hand, COLOUR_INDEX[obs["pier_colour"]])
        if action.kind == SAIL and limit == 0:
            return f"{action}   → set sail with a sweep: no stowaways"
        if action.kind == SAIL:
            return f"{action}   → set sail with limit {limit}"
        return f"{action}   → limit {limit}"
    return str(action)


def _last_card(action: Action, obs: dict[str, Any], game: Game | None) -> str:
    """A draw's warning, as the rule options have it: the only word at the prompt, where
    a number or Enter acts at once (the hint said it; the list did not)."""
    rules = getattr(game, "rules", None)
    source = SOURCES[action.arg]
    annuls = getattr(rules, "last_pier_card_annuls", True)
    if source == "pier" and len(obs["pier"]) == 1 and annuls:
        return "   → the last pier card: the round is annulled, no penalties"
    forced = getattr(rules, "last_stock_card_forces_sail", True)
    if source == "stock" and obs["stock"] == 1 and forced:
        return "   → the last stock card: you must set sail"
    return ""


def events(
    before: dict[str, Any], after: dict[str, Any], names: Sequence[str] | None = None
) -> list[RenderableType]:
    """A card taken face up between two observations, named ("Bruno takes K5 from the
    pier": "draw pier" alone left the player to find which card had gone), and the
    summaries of the rounds that ended."""
    names = seat_names(after, names)
    out: list[RenderableType] = []
    taken = _taken(before, after)
    if taken is not None and names[taken[0]] != "You":  # the player's own: "drawn: …" says it
        seat, card_text, source = taken
        out.append(Text.assemble(f"  {names[seat]} takes ", card(card_text), f" from the {source}"))
    for r in after["rounds"][len(before["rounds"]) :]:
        out.append(round_summary(r, names))
    return out


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


def _senders(seats: Sequence[int], names: Sequence[str]) -> str:
    """Who sent the closer under, in a sentence that reads right when "You" is among them
    ("You had ... and passed their stowaways" left the player asking whose)."""
    who = [names[s] for s in seats]
    joined = who[0] if len(who) == 1 else ", ".join(who[:-1]) + " and " + who[-1]
    limits = "a limit" if len(who) == 1 else "limits"
    whose = "your" if "You" in who else "their"
    return f"{joined} had {limits} at or below it and passed {whose} stowaways"


def round_summary(r: dict[str, Any], names: Sequence[str]) -> RenderableType:
    if r["annulled"]:
        why = "the last pier card was drawn" if r["reason"] == "pier" else "the turn limit was hit"
        return Panel(
            Text(f"Round {r['round']} annulled: {why}. No penalties; the deal passes on."),
            border_style="yellow",
        )
    closer = r["closer"]
    t = Table(box=None, padding=(0, 1), header_style="bold")
    for col in ("player", "crew", "attached", "stowaways", "limit", "+penalty", "total"):
        t.add_column(col)
    for s, name in enumerate(names):
        role = " (closer)" if s == closer else ""
        t.add_row(
            Text(name + role),  # a name people chose is no markup
            cards(r["crews"][s]),
            cards(r["attached"][s]),
            cards(r["stowaways"][s]),
            str(r["limits"][s]),
            str(r["added"][s]),
            str(r["penalties"][s]),
        )
    lines: list[RenderableType] = [t]
    forced = " (forced: last stock card)" if r["forced"] else ""
    sailed = f"{names[closer]} set sail with limit {r['limits'][closer]}{forced}"
    if r["sent_under_by"]:
        lines.append(Text(f"{sailed} and went under: {_senders(r['sent_under_by'], names)}."))
    else:
        lines.append(
            Text(
                f"{sailed}, lowest of all: "
                "no penalty, own stowaways back to the deck; everyone else keeps theirs."
            )
        )
    if r["sweepers"]:
        lines.append(
            Text("Sweep by " + ", ".join(names[s] for s in r["sweepers"]), style="bold green")
        )
    return Panel(Group(*lines), title=f"Round {r['round']} — pier colour {r['pier_colour']}")
