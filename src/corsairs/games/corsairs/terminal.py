"""Corsairs in the terminal: a Rich table drawn from one seat's observation."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from corsairs.games.corsairs.actions import LAY, Action
from corsairs.games.corsairs.cards import CODES, COLOUR_INDEX, COLOURS, mask_value, parse_mask
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
    out = Text()
    last = None
    for t in texts:  # already sorted by colour, then number
        if last is not None:
            out.append("   " if t[0] != last else " ")
        out.append_text(card(t))
        last = t[0]
    return out


def render(obs: dict[str, Any], names: Sequence[str] | None = None) -> RenderableType:
    names = seat_names(obs, names)
    seat = obs["seat"]
    head = Text()
    head.append(f"Round {obs['round']}", style="bold")
    head.append(f"   dealer: {names[obs['dealer']]}")
    total = obs["total_penalties"]
    th = obs["thresholds"]
    head.append(f"   penalty cards in play: {total} (last round at {th['last_round']}, ")
    head.append(f"end at {th['end']})")
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
            card(pile[-1]) if pile else Text("empty", style="dim"), f"  ({len(pile)} cards)"
        ),
    )
    table.add_row("stock", f"{obs['stock']} cards")

    players = Table(box=None, padding=(0, 1), show_header=True, header_style="bold")
    players.add_column("")
    players.add_column("player")
    players.add_column("cards", justify="right")
    players.add_column("penalty", justify="right")
    players.add_column("known in hand / laid down")
    for s in range(obs["players"]):
        mark = "▶" if s == obs["current_player"] else ""
        name = names[s] + (" (you)" if s == seat and names[s] != "You" else "")
        laid = obs["laid"][s]
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
        players.add_row(mark, name, str(obs["hand_sizes"][s]), str(obs["penalties"][s]), info)

    parts: list[RenderableType] = [head, table, players]
    if seat is not None and obs.get("hand"):
        hand = obs["hand"]
        lim = _best_limit(hand, colour)
        parts.append(
            Panel(
                hand_by_colour(hand),
                title="your hand",
                subtitle=f"best limit now: {lim}" if lim is not None else None,
                expand=False,
            )
        )
    drawn = obs.get("drawn")
    if drawn and seat == obs["current_player"] and drawn["card"]:
        parts.append(Text.assemble("drawn: ", card(drawn["card"]), f" from the {drawn['from']}"))
    if obs["must_sail"] and seat == obs["current_player"]:
        parts.append(
            Text("You drew the last card of the stock: you must set sail.", style="bold red")
        )
    if obs["over"]:
        win = ", ".join(names[w] for w in obs["winners"])
        parts.append(Text(f"Game over — winner: {win}", style="bold green"))
    return Panel(Group(*parts), title="Corsairs", border_style="cyan")


def _best_limit(hand: Sequence[str], colour: str | None) -> int | None:
    if colour is None:
        return None
    from corsairs.games.corsairs.partition import best_division

    return best_division(parse_mask(hand), COLOUR_INDEX[colour]).limit


def default_action(obs: dict[str, Any], legal_actions: Sequence[Any]) -> Any | None:
    """At sailing, the division with the best outcome; elsewhere no suggestion."""
    if not legal_actions or not isinstance(legal_actions[0], Action):
        return None
    if legal_actions[0].kind != LAY:
        return None
    hand = parse_mask(obs["hand"])
    pier = ~(0x7FF << (11 * COLOUR_INDEX[obs["pier_colour"]]))

    def rest(a: Action) -> int:
        return hand & pier & ~a.arg & ~a.attach

    closer = obs["closer"]
    laid = obs["laid"]
    if closer is None or closer == obs["seat"] or laid[closer] is None:
        return min(legal_actions, key=lambda a: (mask_value(rest(a)), rest(a).bit_count()))
    target = laid[closer]["limit"]
    under = [a for a in legal_actions if mask_value(rest(a)) <= target]
    if under:
        return min(under, key=lambda a: (mask_value(rest(a)), rest(a).bit_count()))
    return min(legal_actions, key=lambda a: (rest(a).bit_count(), mask_value(rest(a))))


def describe(action: Any, obs: dict[str, Any]) -> str:
    """One line for a legal choice: what a division leaves as stowaways."""
    if isinstance(action, Action) and action.kind == LAY:
        hand = parse_mask(obs["hand"])
        pier = ~(0x7FF << (11 * COLOUR_INDEX[obs["pier_colour"]]))
        rest = hand & pier & ~action.arg & ~action.attach
        return f"{action}   → limit {mask_value(rest)}, {rest.bit_count()} stowaways"
    return str(action)


def events(
    before: dict[str, Any], after: dict[str, Any], names: Sequence[str] | None = None
) -> list[RenderableType]:
    """Round summaries for the rounds that ended between two observations."""
    names = seat_names(after, names)
    out: list[RenderableType] = []
    for r in after["rounds"][len(before["rounds"]) :]:
        out.append(round_summary(r, names))
    return out


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
            name + role,
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
        who = ", ".join(names[s] for s in r["sent_under_by"])
        lines.append(
            Text(
                f"{sailed} and went under: "
                f"{who} had a limit at or below it and passed their stowaways."
            )
        )
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
