"""Live tables: the authoritative state, its seats, connections and bots.

Everything here runs on the server's single event loop, so checking and
applying an action never interleaves with another one. Each connection gets
only ``observation(seat)`` for its own seat (spectators: ``observation(None)``).

Seats: ``human`` (the creator's own seats; their tokens go to the creator),
``invited`` (a friend's seat, claimed once with its invite code for a seat token
only the friend holds) and ``bot`` (with its own secret seed). A table with invited
friends waits until they have joined or the creator starts it; a bot then stands in for
each friend not come, whose link still takes the seat from it (``is_late_seat``).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import hmac
import logging
import math
import random
import re
import secrets
import time
from collections import OrderedDict, deque
from dataclasses import dataclass, field
from typing import Any

from corsairs.agents import Agent, default_bot, make_agent
from corsairs.agents.guard import raised_in
from corsairs.protocol import CorsairsError, Game, IllegalAction, Information, State
from corsairs.registry import load_game
from corsairs.server.absence import IDLE_WARNING, AbsenceRules
from corsairs.server.botpool import BotFailed, BotPool, check_level
from corsairs.server.fairness import bot_move_seed, fairness_fields, new_salt, new_seed
from corsairs.server.hints import hints_by_default
from corsairs.server.hints import prepare as prepare_hint
from corsairs.server.limits import RENAME_BURST, RENAME_WINDOW
from corsairs.server.messages import error
from corsairs.server.names import clean_name, unique_name
from corsairs.server.rule_options import check_rules, house_rules
from corsairs.server.seat_log import seat_changes
from corsairs.server.store import Store, StoredTable
from corsairs.server.talk import TALK_KEPT, TALK_SEAT_KEPT, Talk
from corsairs.server.wire import encode

log = logging.getLogger("corsairs.server")


class TableError(CorsairsError):
    """A request about a table that cannot be honoured (unknown table, bad seats...).

    ``code`` names the case for a client that words it in its player's language
    (docs/server.md, "Messages and limits"); None leaves the HTTP status's code.
    """

    def __init__(
        self, message: str, code: str | None = None, extra: dict[str, Any] | None = None
    ) -> None:
        super().__init__(message)
        self.code = code
        # facts a client words the refusal with (``params``, ``yours``), beside the code
        self.extra = extra or {}


class ClaimError(TableError):
    """An invite that cannot be claimed (already used, or the table started without it)."""


class NotCreator(TableError):
    """A token that is not the table creator's."""


class RenameTooFast(TableError):
    """A seat named anew faster than a person would (``limits.RENAME_BURST`` a window):
    ``retry_after`` whole seconds until the next name is taken."""

    def __init__(self, retry_after: int) -> None:
        super().__init__(
            f"at most {RENAME_BURST} new names a seat in {RENAME_WINDOW:g} seconds; "
            f"try again in {retry_after} s",
            "name_too_fast",
        )
        self.retry_after = retry_after


class SeatReplaced(TableError):
    """A seat token whose seat was given to a bot: its holder may watch, and take the seat
    back (``seat``)."""

    def __init__(self, message: str, code: str, seat: int) -> None:
        super().__init__(message, code)
        self.seat = seat


# Invite codes a seat keeps as replaced (so an old link says so): the newest ones.
REVOKED_KEPT = 20


# A table's row is touched at most this often while it is played, so expiry sees it.
TOUCH_EVERY = 3600.0

IDLE_FINISHED_ROOMS = 64
"""Finished tables without a connection kept in memory once looked at over HTTP (a
replay steps through one, request by request): the latest ones; the others are
reloaded from the store when asked again. Every one was kept, for good."""


BOT_FAULTS_LOGGED_EVERY = 50
"""A bot failing at every move (its code raises at each) wrote a log line at each: the
server's log says a seat's first fault of a kind whole (where in the bot's code), then
counts, said every this many faults, when the game ends and when the seat leaves its bot."""


@dataclass
class FaultTally:
    """How often one seat's bot failed one way at a table, for the server's log."""

    bot: str  # the bot as the log named it at its first fault (``Room.bot_said``)
    fault: str  # the kind (``BOT_FAULTS``): error, illegal, slow
    count: int = 1
    said: int = 1  # the count the log said last

    def again(self, table: str) -> None:
        """Log the count, if it grew since the log last said it."""
        if self.count > self.said:
            log.error(
                "table %s: %s failed again (%s, %d times in all); it played at random",
                table,
                self.bot,
                self.fault,
                self.count,
            )
            self.said = self.count


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_id() -> str:
    return secrets.token_urlsafe(9)


TABLE_ID = re.compile(r"[A-Za-z0-9_-]{1,32}")


def is_table_id(text: object) -> bool:
    """Whether ``text`` can name a table (``new_id``'s letters, at most 32): anything else
    is no table, asked of no database (PostgreSQL fails on a NUL in a compared text)."""
    return isinstance(text, str) and TABLE_ID.fullmatch(text) is not None


@dataclass(eq=False)
class Connection:
    """One WebSocket: the seat it shows (None = spectator, or a pass-and-play page behind
    its curtain) and an outbox of encoded JSON messages drained by a writer task (None
    closes it). ``creator``: opened with the creator's token, so the creator is at the
    table even with no seat of their own. ``held``: the seats whose tokens it presented
    (one seat's page: that seat; a pass-and-play page, ``group``: several, none shown until
    the page asks with ``look``): they are at the table, and ``look`` may show any of them."""

    seat: int | None
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    creator: bool = False
    former: int | None = None  # the replaced seat this page's token held (it watches)
    held: frozenset[int] = frozenset()
    group: bool = False  # opened with several seat tokens: one device, several players

    def __post_init__(self) -> None:
        if self.seat is not None:
            self.held = self.held | {self.seat}

    def welcome(self, table: dict[str, Any]) -> dict[str, Any]:
        """The message that tells the page which seat it shows and which it holds, with the
        table's summary: at the start, and when a seat taken back comes back to it."""
        return {"type": "welcome", "seat": self.seat, "held": sorted(self.held), "table": table}

    def send(self, message: dict[str, Any]) -> None:
        self.outbox.put_nowait(encode(message))


STAND_IN_WHY = ("not_joined", "away", "idle")
"""Why a bot took a friend's seat (``why``, kept for the game log): the friend had not
joined (*Start now*, or their seat given to a bot while awaited), was away, or did not
play their turn."""


def _stand_in(seat: dict[str, Any], level: str, since: int, why: str) -> dict[str, Any]:
    """A bot of ``level`` (with a secret seed of its own) in a friend's seat, named
    after the friend, who is remembered (``friend``) with the number of moves played
    before the bot took over (``since``) and why (``why``, one of ``STAND_IN_WHY``), so
    that the game's record and log stay truthful."""
    assert why in STAND_IN_WHY, why
    return {
        **seat,
        "kind": "bot",
        "bot": level,
        "seed": new_seed(),
        "name": f"{seat['name']} ({level})",
        "friend": seat["name"],
        "since": since,
        "why": why,
    }


def is_late_seat(seat: dict[str, Any]) -> bool:
    """A bot in a friend's seat nobody ever held (*Start now*, or given to a bot while
    awaited): the friend arriving late may take it with the seat's invite (``Room.claim``;
    at a *Play again* table, with their old seat's token). Tables stored before a stand-in
    remembered its ``friend`` know the seat by its invite."""
    friends = "friend" in seat or "invite" in seat
    return seat["kind"] == "bot" and friends and "former" not in seat


def friend_of(seat: dict[str, Any]) -> str:
    """The name of the friend a bot stands in for ("Cy" of "Cy (casual)" where a table
    stored before ``friend`` was kept has only the bot's name)."""
    return str(seat.get("friend") or seat["name"].removesuffix(f" ({seat['bot']})"))


BOT_FIELDS = frozenset({"bot", "seed", "friend", "since", "why", "former", "stood_in"})
"""What a stand-in adds to a friend's seat (``_stand_in``, ``former``, its intervals): gone
when a person sits there again (``_from_bot`` keeps the intervals from the seat)."""


def made_it(seat: dict[str, Any]) -> bool:
    """A bot standing in for whoever made the table (``Room.creator_seats``, a person's)."""
    ours = not is_friends_seat(seat) or bool(seat.get("creator"))
    return seat["kind"] == "bot" and "friend" in seat and ours


def person_of(seat: dict[str, Any]) -> dict[str, Any]:
    """A bot's seat as its friend's again, before the person's own fields are added: the
    bot's fields gone, named after the friend (``friend_of``)."""
    return {**{k: v for k, v in seat.items() if k not in BOT_FIELDS}, "name": friend_of(seat)}


def token_seat(seats: list[dict[str, Any]], token: str) -> tuple[int | None, int | None]:
    """The human seat ``token`` holds (else None), and the seat it held that has since
    gone to a bot (else None); compared in constant time. One lookup for the table and
    the lobby's My tables, so both know a replaced friend."""
    digest = hash_token(token)
    for seat, s in enumerate(seats):
        if s["kind"] == "human" and hmac.compare_digest(s["token"], digest):
            return seat, None
    for seat, s in enumerate(seats):
        if hmac.compare_digest(s.get("former", ""), digest):
            return None, seat
    return None, None


class Room:
    """One table in memory: replayed state, seats, bots and the people watching."""

    def __init__(self, hub: Hub, stored: StoredTable) -> None:
        self.hub = hub
        self.id = stored.id
        self.stored = stored
        self.game: Game = load_game(stored.game, players=stored.players, **stored.rules)
        self.state: State = replay(self.game, stored.seed, stored.actions)
        self.actions: list[str] = list(stored.actions)
        self.seats = stored.seats
        self.connections: set[Connection] = set()
        self.bots: dict[int, Agent] = {}
        self._make_bots()
        self.bot_task: asyncio.Task[None] | None = None
        self.bot_faults: set[tuple[int, str]] = set()
        """The faults told the players since the table was loaded, as (seat, fault): each
        kind of a seat's faults is told once (a broken bot may fail at every move)."""
        self.fault_tallies: dict[tuple[int, str], FaultTally] = {}
        """Each seat's bot faults by kind, counted for the server's log (``_log_bot_fault``)."""
        self.stuck_bots: dict[int, str] = {}
        """The seats whose bot ran out of time here, or ended its worker (``os._exit``), by
        that fault: a bot that hangs would make the table wait the pool's wall-clock guard
        (40 s) at each move, one that ends its worker a new worker's start, so its moves are
        played at random at once from then on (until the server loads the table again, or the
        seat leaves its bot: ``_forget_faults``)."""
        self.touched = time.monotonic()
        self.deleted = False
        # the clocks of absence.py: since when the turn waits, since when the creator is
        # away (None: at the table); a table loaded after a restart starts both afresh
        self.loaded = self.turn_since = self.touched
        self.creator_left: float | None = self.touched
        # seats without a connection: since when (the load, until a connection comes)
        self.seat_left: dict[int, float] = dict.fromkeys(range(len(self.seats)), self.loaded)
        # since when a friend seated waits for the start (None: nobody, or started)
        self.start_asked: float | None = None
        self._start_awaited()
        self.talk = Talk.of(hub.store.talk(self.id, TALK_KEPT, per_seat=TALK_SEAT_KEPT))
        # when each seat was last named anew (monotonic), the newest RENAME_BURST: its pace
        self.renamed_at: dict[int, deque[float]] = {}

    def _make_bots(self) -> None:
        for seat, s in enumerate(self.seats):
            if s["kind"] == "bot" and seat not in self.bots:
                self.bots[seat] = make_agent(s["bot"], self.game, seed=self.bot_seed(seat))

    def bot_seed(self, seat: int) -> int:
        """The bot's own secret seed; tables stored before bots had one derive it from the
        deal's seed as they always did, so that they resume as they were."""
        s = self.seats[seat]
        return int(s["seed"]) if "seed" in s else self.stored.seed % 2**32 + seat

    # -- seats and views ----------------------------------------------------------

    def seat_of(self, token: str) -> int:
        """The seat a token acts for; raises TableError for a wrong token."""
        seat, former = token_seat(self.seats, token)
        if seat is not None:
            return seat
        if former is not None:
            raise SeatReplaced(
                "your seat was given to a bot while you were away or not playing; "
                "you can watch the game, or take your seat back",
                "seat_replaced",
                former,
            )
        raise TableError("this link's seat token does not belong to this table", "token_foreign")

    @property
    def seq(self) -> int:
        return len(self.actions)

    def held(self) -> set[int]:
        """The seats some connection holds (shown or behind a pass-and-play curtain)."""
        return {seat for c in self.connections for seat in c.held}

    def online(self) -> list[bool]:
        seated = self.held()
        return [i in seated or self.seats[i]["kind"] == "bot" for i in range(len(self.seats))]

    def summary(self) -> dict[str, Any]:
        g = self.game
        creator = self.creator_seats()
        maker = creator | {i for i, s in enumerate(self.seats) if made_it(s)}
        return {
            "id": self.id,
            "game": g.name,
            "title": g.title,
            "players": g.players,
            "rules": g.rules_dict(),
            "house_rules": house_rules(g),
            "seats": [
                {
                    "kind": "bot" if s["kind"] == "bot" else "human",
                    "name": s["name"],
                    **({"bot": s["bot"]} if "bot" in s else {}),
                    "joined": s["kind"] != "invited",
                    "invited": is_friends_seat(s),
                    # who made the table: the friends waiting are told who may start it
                    **({"creator": True} if i in creator else {}),
                    # ... and whose seat it is, a bot standing in for them or not: a friend
                    # arriving once it had gone to a bot read "An invite to a game"
                    **({"maker": True} if i in maker else {}),
                    # a bot in a friend's seat: the friend's name for the moves made before
                    **({"friend": s["friend"], "since": s["since"]} if "since" in s else {}),
                    # a seat taken back: the bot's intervals (actions from+1 .. to)
                    **({"stood_in": s["stood_in"]} if "stood_in" in s else {}),
                    # a bot in a seat its friend never took: their invite link still may
                    **({"late": True} if is_late_seat(s) else {}),
                }
                for i, s in enumerate(self.seats)
            ],
            # the game log's lines on who plays a seat from when (seat_log.py)
            "seat_changes": seat_changes(self.seats),
            "started": self.started,
            "fairness": self.fairness(),
            "seq": self.seq,
            "current_player": self.state.current_player,
            "over": self.state.is_over(),
            "winners": self.state.winners(),
            "scores": self.state.scores(),
            # every seat's place once over (State.placings): the review says "2nd of 4"
            "places": self.state.placings(),
            "score_name": g.score_name,
            # a seat sees what the others do not (a hand): a pass-and-play page's curtain says
            # its cards stay hidden (Piratatak hides nothing but the stock's order)
            "private": g.information is Information.IMPERFECT,
            "created": self.stored.created,
            "hints": self.hints_allowed,
        }

    @property
    def hints_allowed(self) -> bool:
        """The table's hints option; an older table (None) follows the default rule on
        the people who sat down: a friend's seat a bot took since still counts as theirs."""
        chosen = self.stored.hints
        if chosen is not None:
            return chosen
        return hints_by_default(
            [{"kind": "invited"} if is_friends_seat(s) else s for s in self.seats]
        )

    @property
    def started(self) -> bool:
        return self.stored.started

    def joined(self) -> list[bool]:
        return [s["kind"] != "invited" for s in self.seats]

    def fairness(self) -> dict[str, Any]:
        st = self.stored
        return fairness_fields(st.salt, st.seed, st.seed_chosen, self.state.is_over())

    def view(self, seat: int | None, online: list[bool] | None = None) -> dict[str, Any]:
        """The message a seat gets after every change: its observation and, on its turn, moves.

        Before the table starts nobody has moves; ``joined`` says who is still awaited and
        ``fairness`` carries the deal's commitment (seed and salt once the game is over).
        """
        st = self.state
        mine = seat is not None and st.current_player == seat and self.started
        return {
            "type": "state",
            "seq": self.seq,
            # the seat it is seen from (None: the public view): a pass-and-play page that
            # asked for another (``look``) drops a view still on its way for the last one
            "seat": seat,
            "observation": st.observation(seat),
            "legal": [str(a) for a in st.legal_actions()] if mine else [],
            "online": self.online() if online is None else online,
            **seat_hints(self.game, st, seat),
            "history": self.public_history(),
            "started": self.started,
            "joined": self.joined(),
            "fairness": self.fairness(),
            "hints": self.hints_allowed,
            "again": self.stored.again,
            "bots": [s["kind"] == "bot" for s in self.seats],
            "names": [s["name"] for s in self.seats],
            "absence": self.absence_view(),
        }

    # -- absence: a creator away, a turn that waits (absence.py) ---------------------

    @property
    def rules_of_absence(self) -> AbsenceRules:
        return self.hub.absence

    def creator_seats(self) -> set[int]:
        """The seats the creator sits at: made for them (``human``), or the seat of the
        player who made a *Play again* table (``creator``)."""
        return {
            i
            for i, s in enumerate(self.seats)
            if s["kind"] == "human" and (not s.get("invited") or s.get("creator"))
        }

    def seen(self) -> None:
        """A connection came or went: the away clocks (the creator's, each seat's) start
        or stop. The creator is here at a seat of theirs, or on a page opened with the
        creator's token (a creator with no seat watches the table)."""
        now, seated = time.monotonic(), self.held()
        if self.creator_seats() & seated or any(c.creator for c in self.connections):
            self.creator_left = None
        elif self.creator_left is None:
            self.creator_left = now
        for seat in range(len(self.seats)):
            if seat in seated:
                self.seat_left.pop(seat, None)
            else:
                self.seat_left.setdefault(seat, now)

    def friends_invited(self) -> bool:
        """Whether a friend was invited to a seat here: without one the creator plays bots
        alone, and nobody else could give their seat to a bot (its turn waiting or not)."""
        return any(s.get("invited") and not s.get("creator") for s in self.seats)

    def seat_away(self, seat: int) -> float:
        """Seconds ``seat`` has had no connection (since the table was loaded, at most)."""
        if seat in self.held():
            return 0.0
        return time.monotonic() - self.seat_left.get(seat, self.loaded)

    def _start_awaited(self) -> None:
        """The start's clock: it runs from the first friend seated at a table not started
        (not the creator, at a *Play again* table the player who made it), afresh when the
        table is loaded after a restart, as the others."""
        if self.started:
            self.start_asked = None
        elif self.start_asked is None and any(
            s["kind"] == "human" and is_friends_seat(s) and i not in self.creator_seats()
            for i, s in enumerate(self.seats)
        ):
            self.start_asked = time.monotonic()

    def start_waited(self, now: float | None = None) -> float | None:
        """Seconds the friends seated have waited for the start (None: nobody waits)."""
        if self.start_asked is None:
            return None
        return (time.monotonic() if now is None else now) - self.start_asked

    def creator_away(self, now: float | None = None) -> float | None:
        """Seconds the creator has been away, None while they are at the table."""
        if self.creator_left is None:
            return None
        return (time.monotonic() if now is None else now) - self.creator_left

    def turn_waited(self, now: float | None = None) -> float | None:
        """Seconds the seat to play (a person's) has waited; None when no person is to play."""
        p = self.state.current_player
        if not self.started or self.state.is_over() or p is None or p in self.bots:
            return None
        return (time.monotonic() if now is None else now) - self.turn_since

    def is_idle(self, seat: int) -> bool:
        waited = self.turn_waited()
        return (
            seat == self.state.current_player
            and waited is not None
            and self.rules_of_absence.idle_after(waited)
        )

    def absence_view(self) -> dict[str, Any]:
        """The clocks as the pages show them (seconds at sending; a page counts on)."""
        rules, now = self.rules_of_absence, time.monotonic()
        away, waited = self.creator_away(now), self.turn_waited(now)
        start = self.start_waited(now)
        return {
            "creator_away": None if away is None else round(away, 1),
            "grace": rules.grace,
            "turn_waited": None if waited is None else round(waited, 1),
            # how long the friends seated have waited for the start: at the idle limit they
            # may start the table themselves, the creator at the table or not
            "start_waited": None if start is None else round(start, 1),
            # no idle limit to tell of where nobody else could give a waiting seat to a bot
            "idle": (rules.idle or None) if self.friends_invited() else None,
            "warning": IDLE_WARNING,
            # each seat's time without a connection (0 at the table): the others may give
            # it to a bot once this and the creator's reach the grace
            "seats_away": [round(self.seat_away(i), 1) for i in range(len(self.seats))],
        }

    @functools.cached_property
    def _history(self) -> PublicHistory:
        return PublicHistory(self.game, self.stored.seed)

    def public_history(self) -> list[dict[str, Any]]:
        """Every move so far as the table saw it (the game log); the same for every seat."""
        return self._history.events(self.actions)

    def broadcast(self) -> None:
        """Each distinct seat's view is built and encoded once, however many tabs show it."""
        online = self.online()
        texts: dict[int | None, str] = {}
        for conn in self.connections:
            text = texts.get(conn.seat)
            if text is None:
                text = texts[conn.seat] = encode(self.view(conn.seat, online))
            conn.outbox.put_nowait(text)

    # -- talking ------------------------------------------------------------------

    def speaker(self, conn: Connection) -> int | None:
        """The seat ``conn`` talks as: the seat it shows, or a friend's own seat a bot plays
        now (they watch from their link, and are still the person at the table); a
        pass-and-play page behind its curtain is nobody, a spectator nobody."""
        if conn.seat is not None or conn.group or conn.former is None:
            return conn.seat
        return conn.former if self.seats[conn.former]["kind"] == "bot" else None

    def say(self, seat: int | None, text: str) -> None:
        """Store the line ``seat`` says and send it to every page at the table; raises
        ``TalkRefused`` (nothing said) or the database's error (nothing said either)."""
        line = self.talk.line(seat, text)
        self.hub.store.say(self.id, line)
        self.talk.keep(line)
        for conn in self.connections:
            conn.send({"type": "said", "line": line})

    # -- acting -------------------------------------------------------------------

    def act(self, seat: int | None, seq: Any, text: Any) -> None:
        """Apply ``text`` for ``seat`` if it is that seat's turn, the sequence is fresh and
        the action is legal; otherwise raise and change nothing."""
        st = self.state
        if seat is None:
            raise SpectatorAction("spectators cannot play; open your seat's invite link to play")
        if st.is_over():
            raise IllegalAction("the game is over")
        if self.deleted:
            raise IllegalAction("the table was deleted by its creator")
        if not self.started:
            waiting = ", ".join(s["name"] for s in self.seats if s["kind"] == "invited")
            raise NotStarted(f"the game has not started: waiting for {waiting} to join")
        if not isinstance(seq, int) or isinstance(seq, bool) or seq != self.seq:
            raise StaleAction(
                f"stale action: the table is at move {self.seq}, your message was for move {seq}"
            )
        if st.current_player != seat:
            who = self.seats[st.current_player]["name"] if st.current_player is not None else "?"
            raise NotYourTurn(f"it is not your turn: {who} is to play")
        if not isinstance(text, str) or len(text) > 400:
            raise IllegalAction("an action is a short notation string")
        action = self.game.parse_action(text)
        if not st.is_legal(action):
            st.apply(action)  # raises IllegalAction with the game's own reason
            raise IllegalAction(f"illegal action {text!r}")  # pragma: no cover
        self._commit(action)

    def _commit(self, action: Any) -> None:
        before = self.state.clone()
        turn = self.state.turn_mark()
        self.state.apply(action)
        notation = str(action)
        now = time.monotonic()
        touch = now - self.touched > TOUCH_EVERY
        try:
            self.hub.store.append(self.id, self.seq, notation, self.state.is_over(), touch=touch)
        except Exception:
            self.state = before
            log.exception("table %s: could not store move %d", self.id, self.seq)
            raise
        if touch:
            self.touched = now
        if self.state.turn_mark() != turn:  # a turn is all of its actions (each game says)
            self.turn_since = now
        self.actions.append(notation)
        if self.state.is_over():
            won = " and ".join(self.seat_said(w) for w in self.state.winners()) or "nobody"
            log.info("table %s: the game is over after %d moves, won by %s", self.id, self.seq, won)
            self._log_fault_counts()
            if self.hub.pool is not None:
                self.hub.pool.cancel(self.id)
        self.broadcast()
        self.schedule_bot()
        prepare_hint(self)

    # -- joining ------------------------------------------------------------------------

    def claim(
        self,
        invite: str,
        name: str | None = None,
        token: str | None = None,
        held: str | None = None,
        also: bool = False,
    ) -> tuple[int, str]:
        """Trade an invite code for the seat's own token, once; the invite never plays.

        The new token is known only to whoever claimed, so the creator's copy of the
        invite link cannot act for the friend. The last claim starts the table.
        ``token``: the seat token the claimer proposes (a browser makes a random one and
        keeps it before asking); asked again with it, the claim is the same claim and
        succeeds again: a friend whose answer was lost on the way keeps the seat.
        ``held``: a seat token the claimer's browser holds here already; it takes no seat
        from a bot (``seat_held``): one person, one seat, in mid-game above all. Before
        the start it takes a friend's seat only with ``also`` (someone else plays it on
        the same device): a link clicked by mistake took a friend's seat and started the
        table (``second_seat``, nothing changes; the page asks).
        """
        digest = hash_token(invite)
        seat = next(
            (
                i
                for i, x in enumerate(self.seats)
                if hmac.compare_digest(x.get("invite", ""), digest)
            ),
            None,
        )
        if seat is None:
            if any(digest in x.get("revoked", ()) for x in self.seats):
                raise ClaimError(
                    "the table's creator replaced this invite link with a new link; ask them "
                    "for it",
                    "invite_revoked",
                )
            raise TableError("this invite link does not belong to this table", "invite_foreign")
        s = self.seats[seat]
        if token is not None and self.holds(seat, token):
            return seat, token  # the same claim again
        if is_late_seat(s):  # the friend arrives after a bot took the seat they never held
            if held is not None and token_seat(self.seats, held) != (None, None):
                raise ClaimError(
                    "you have a seat at this table already: this link is for the friend a "
                    "bot plays for; send it to them",
                    "seat_held",
                )
            return seat, self._late_friend(seat, name, token)
        if s["kind"] == "bot":  # held, then given to a bot: its holder's link takes it back
            raise ClaimError(
                "this invite link has already been used to take its seat; a bot plays it "
                "now, and the link that took it can take it back",
                "invite_used",
                self._used_by(seat, held),
            )
        if s["kind"] != "invited":
            raise ClaimError(
                "this invite link has already been used to take its seat",
                "invite_used",
                self._used_by(seat, held),
            )
        if not also and held is not None and token_seat(self.seats, held) != (None, None):
            raise ClaimError(
                "you have a seat at this table already: this link is for another seat; "
                "claim it with also=true only if someone else plays it on this device",
                "second_seat",
                {"params": {"name": s.get("name"), "seat": seat}},
            )
        return seat, self._seat_person(seat, name, token)

    def rename(self, token: str, name: str | None) -> int:
        """The player at the seat ``token`` holds names it anew (an invited friend seated
        under the name the creator gave, changing it just after joining): the same rules
        as a name given at creation or at a claim (``clean_name``, ``unique_name``; nothing
        visible changes nothing, as at a claim). Everyone's pages are told (``names`` in
        the state messages). Refused once the game is over (``game_over``): the record
        keeps the name the game ended under. Returns the seat."""
        seat, _former = token_seat(self.seats, token)
        if seat is None:
            raise NotCreator(
                "only a seat's own player can name it, from their link", "not_your_seat"
            )
        if self.state.is_over() or self.deleted:
            raise ClaimError("the game is over: its seats stay as they were", "game_over")
        person = dict(self.seats[seat])
        chosen = clean_name(name)
        if chosen is not None:
            person["name"] = unique_name(chosen, self.names_beside(seat))
        if person["name"] != self.seats[seat]["name"]:
            # only a change counts (every page redraws): the same name asked again is free
            now = time.monotonic()
            recent = self.renamed_at.setdefault(seat, deque(maxlen=RENAME_BURST))
            if len(recent) == RENAME_BURST and now - recent[0] < RENAME_WINDOW:
                raise RenameTooFast(math.ceil(RENAME_WINDOW - (now - recent[0])))
            recent.append(now)
            said = self.seat_said(seat)
            self._reseat(seat, person)
            log.info("table %s: %s is now named %s", self.id, said, person["name"])
            self.broadcast()
        return seat

    def _used_by(self, seat: int, held: str | None) -> dict[str, Any]:
        """Who took the used invite's seat (its player's name, as the table shows it) and
        whether ``held``, the asker's seat token here, is that seat's (``yours``: the link
        clicked again where it was claimed) or not (a friend forwarded their used link)."""
        s = self.seats[seat]
        name = friend_of(s) if s["kind"] == "bot" else s["name"]
        yours = held is not None and seat in token_seat(self.seats, held)
        return {"params": {"name": name, "seat": seat}, "yours": yours}

    def _seat_person(
        self, seat: int, name: str | None, token: str | None = None, creator: bool = False
    ) -> str:
        """An invited seat becomes its person's: a new token (only they know it: the
        one they proposed, else a new one); the last seat taken starts the table. A
        proposed token another seat holds (or held) is refused (``token_taken``)."""
        was_started = self.started
        token, person = self._person(seat, self.seats[seat], name, token, creator)
        self._reseat(seat, person)
        starts = (
            "; every seat is taken: the game starts" if self.started and not was_started else ""
        )
        log.info("table %s: %s joined%s", self.id, self.seat_said(seat), starts)
        self.broadcast()
        self.schedule_bot()
        return token

    def _person(
        self,
        seat: int,
        s: dict[str, Any],
        name: str | None,
        token: str | None,
        creator: bool = False,
    ) -> tuple[str, dict[str, Any]]:
        """The friend's seat ``s`` as theirs, with their new token (``_seat_person``);
        not stored yet."""
        if token is not None and token_seat(self.seats, token) != (None, None):
            raise ClaimError("this seat token is taken: propose another", "token_taken")
        token = token or secrets.token_urlsafe(24)
        person = {**s, "kind": "human", "token": hash_token(token), "invited": True}
        if creator:
            person["creator"] = True
        chosen = clean_name(name)
        if chosen is not None:
            person["name"] = unique_name(chosen, self.names_beside(seat))
        return token, person

    def names_beside(self, seat: int) -> list[str]:
        """The names ``seat``'s player may not take: every other seat's, and the friend's
        a bot plays for, who takes the seat back (or comes late) under it: a player
        renamed "Jonas" while a bot played Jonas's seat was a second Jonas once he came
        back, and the log gave Jonas's own moves to both."""
        names = []
        for i, x in enumerate(self.seats):
            if i != seat:
                names.append(x["name"])
                if x["kind"] == "bot" and "friend" in x:
                    names.append(friend_of(x))
        return names

    def _late_friend(
        self, seat: int, name: str | None, token: str | None, creator: bool = False
    ) -> str:
        """The friend who never came arrives while a bot plays their seat: the seat is
        theirs from the next action on, as a seat taken back is (``_from_bot``), with a new
        token. Refused once the game is over (``game_over``), the seat as it was."""
        if self.state.is_over() or self.deleted:
            raise ClaimError("the game is over: its seats stay as they were", "game_over")
        token, person = self._person(seat, person_of(self.seats[seat]), name, token, creator)
        self._from_bot(seat, person, late=True)
        log.info(
            "table %s: %s was taken from its bot by its friend, late", self.id, self.seat_said(seat)
        )
        return token

    def play_again(
        self, token: str, new_token: str | None = None, new_creator: str | None = None
    ) -> tuple[str, int, str, str | None]:
        """This finished table again, once for all its players: the same game, rules,
        bots and names with a fresh deal. The first player to ask makes the new table
        (stored with this one, so later askers find it, restarts included) and is its
        creator; each player (``token``, a seat token of this table) takes their own seat
        there. Returns the new table's id, the seat, its token and, to the player who
        made it, the creator token (else None). ``new_token`` and ``new_creator`` are the
        tokens the player's browser proposes for itself: asked again with them (the
        answer lost on the way), the request is the same and answered the same."""
        seat = self.seat_of(token)
        if not self.state.is_over():
            raise TableError("a game can be played again once it is over", "not_over")
        room: Room | None = None
        if self.stored.again is not None:
            with contextlib.suppress(TableError):  # expired or deleted since: make another
                room = self.hub.get(self.stored.again)
        if room is not None and new_token is not None and room.holds(seat, new_token):
            made = new_creator is not None and room.is_creator(new_creator)
            return room.id, seat, new_token, new_creator if made else None
        creator: str | None = None
        if room is None:
            seats = [
                {"kind": "bot", "bot": s["bot"]}
                if s["kind"] == "bot"
                else {"kind": "invited", "name": s["name"]}
                for s in self.seats
            ]
            room, secrets_ = self.hub.create(
                self.game.name,
                self.game.players,
                seats,
                rules=self.stored.rules,
                hints=self.hints_allowed,
                creator_token=new_creator,
            )
            creator = secrets_["creator_token"]
            self.hub.store.set_again(self.id, room.id)
            self.stored.again = room.id
            log.info(
                "table %s: %s plays it again at table %s", self.id, self.seat_said(seat), room.id
            )
        token = room.take_again_seat(seat, new_token, creator is not None)
        # every page of this table learns of the new one, and of each player who joins it
        # (they say who is in already: a friend did not know who was waiting for them)
        self.broadcast()
        return room.id, seat, token, creator

    def holds(self, seat: int, token: str) -> bool:
        """Whether ``token`` is the seat token of ``seat`` (a person's seat)."""
        s = self.seats[seat]
        return s["kind"] == "human" and hmac.compare_digest(s["token"], hash_token(token))

    def is_creator(self, creator_token: str) -> bool:
        creator = self.stored.creator
        return creator is not None and hmac.compare_digest(creator, hash_token(creator_token))

    def take_again_seat(self, seat: int, token: str | None = None, creator: bool = False) -> str:
        """The seat of a player of the table this one plays again: taken as an invite
        claim is, without the code (the server vouches for the player); ``creator``: the
        player who made the table, whose presence absence.py watches."""
        s = self.seats[seat]
        if is_late_seat(s):  # the new game started without them: they take it from the bot
            return self._late_friend(seat, None, token, creator)
        if s["kind"] != "invited":
            raise ClaimError(
                "you took your seat at the new game already: open it where you did", "again_joined"
            )
        return self._seat_person(seat, None, token, creator)

    def check_creator(self, creator_token: str) -> None:
        if not self.is_creator(creator_token):
            raise NotCreator("only the table's creator can do this", "not_creator")

    def seat_said(self, seat: int | None) -> str:
        """A seat as the server's log names it for the host: counted from 1, as the lobby's
        *Seat 2* and the default *Player 2* count, with its player's name ("seat 2 (Bob)";
        a bot's seat by the friend it plays for; None: "a spectator"). The API's addresses
        count from 0: the access lines say the seat beside them (``command.SeatNumbers``)."""
        if seat is None:
            return "a spectator"
        s = self.seats[seat]
        return f"seat {seat + 1} ({s.get('friend', s['name'])})"

    def bot_said(self, seat: int, spec: str) -> str:
        """A seat's bot as the server's log names it for the host, in one line of one
        bracket: "bot 'crasher' at seat 2 (crasher 2)", its spec quoted as the seat names
        it ("the bot at seat 2 (crasher 2) (crasher)" read as two asides)."""
        return f"bot {spec!r} at {self.seat_said(seat)}"

    def asker(self, token: str) -> int | None:
        """Who asks for a finishing power: None for the creator's token, else the seat a
        player's token holds (NotCreator for any other token, a replaced seat's too)."""
        if self.is_creator(token):
            return None
        seat, _ = token_seat(self.seats, token)
        if seat is None:
            raise NotCreator(
                "only the table's creator or a player at the table can do this", "not_creator"
            )
        return seat

    def check_creator_gone(self, starting: bool = False) -> None:
        """A player other than the creator acts for them: only once the creator is away,
        or, ``starting`` the table, once the friends seated have waited the idle limit for
        the start (a creator who keeps the tab open and walks away holds nobody hostage)."""
        away = self.creator_away()
        start = self.start_waited()
        if starting and start is not None and self.rules_of_absence.idle_after(start):
            return
        if not self.rules_of_absence.creator_gone(away):
            rules = self.rules_of_absence
            wait = rules.grace - (away or 0.0)
            start_at = rules.idle - start if starting and start is not None and rules.idle else None
            raise ClaimError(
                "the table's creator is at the table (or left less than "
                f"{rules.grace:g} s ago): they decide this"
                + (f"; ask again in {wait:.0f} s if they stay away" if away is not None else "")
                + (
                    f"; the players seated may start it in {start_at:.0f} s"
                    if start_at is not None
                    else ""
                ),
                "creator_here",
            )

    def start(self, token: str) -> None:
        """Start before every friend has joined: a bot of the game's usual level takes each
        seat still unclaimed (its invite then says so). Starting twice changes nothing.
        ``token``: the creator's, or a seated player's once the creator is away."""
        if self.asker(token) is not None and not self.started:
            self.check_creator_gone(starting=True)
        if self.started:
            return
        level = default_bot(self.game)  # the lobby's default level
        self._store_seats(
            [
                _stand_in(x, level, self.seq, "not_joined") if x["kind"] == "invited" else dict(x)
                for x in self.seats
            ]
        )  # no seat is awaited now: the table starts
        self._make_bots()
        log.info("table %s: started before every friend joined", self.id)
        self.broadcast()
        self.schedule_bot()

    # -- friends who do not come ----------------------------------------------------

    def friends_seat(self, creator_token: str, seat: int) -> dict[str, Any]:
        """The seat the creator asks about, if it is a friend's of a game not over yet."""
        self.check_creator(creator_token)
        s = self.seat_asked(seat)
        if not is_friends_seat(s):
            raise ClaimError("this seat is not an invited friend's", "seat_not_invited")
        return s

    def seat_asked(self, seat: int) -> dict[str, Any]:
        """A person's seat (or one awaited) of a game not over yet, to be changed."""
        if not 0 <= seat < len(self.seats):
            raise TableError(f"seats run from 0 to {len(self.seats) - 1}", "no_seat")
        if self.state.is_over():
            raise ClaimError("the game is over: its seats stay as they were", "game_over")
        s = self.seats[seat]
        if s["kind"] == "bot":
            raise ClaimError("a bot plays this seat already", "seat_not_invited")
        return s

    def check_invite(self, creator_token: str, seat: int, code: str) -> None:
        """That the creator asks, and ``code`` is the invite still open for ``seat`` (awaited,
        or a bot's until its friend comes): the invite's QR code shows only a link its asker
        holds and could send anyway, never another. Changes nothing."""
        self.check_creator(creator_token)
        if not 0 <= seat < len(self.seats):
            raise TableError(f"seats run from 0 to {len(self.seats) - 1}", "no_seat")
        s = self.seats[seat]
        if self.state.is_over():
            raise ClaimError("the game is over: its seats stay as they were", "game_over")
        digest = hash_token(code)
        if hmac.compare_digest(s.get("invite", ""), digest):
            if s["kind"] == "invited" or is_late_seat(s):
                return
            raise ClaimError("this friend has taken the seat already", "seat_joined")
        if digest in s.get("revoked", ()):
            raise ClaimError(
                "the table's creator replaced this invite link with a new link", "invite_revoked"
            )
        raise TableError("this invite link is another seat's", "invite_other_seat")

    def renew_invite(self, creator_token: str, seat: int) -> str:
        """A new invite code for a friend's seat still awaited (a lost link, or one sent
        to the wrong person), a bot playing it until they come or not; the old link is
        refused from now on, saying why."""
        if 0 <= seat < len(self.seats) and is_late_seat(self.seats[seat]):
            self.check_creator(creator_token)  # the link still takes the seat from its bot
            if self.state.is_over():
                raise ClaimError("the game is over: its seats stay as they were", "game_over")
            s = self.seats[seat]
        else:
            s = self.friends_seat(creator_token, seat)
        if s["kind"] == "human":
            raise ClaimError(
                f"{s['name']} has taken this seat already; a seat taken is never re-invited "
                "(give it to a bot if they stay away)",
                "seat_joined",
            )
        code = secrets.token_urlsafe(24)
        old = [s["invite"]] if "invite" in s else []  # a seat played again had no link
        revoked = [*s.get("revoked", []), *old][-REVOKED_KEPT:]
        self._reseat(seat, {**s, "invite": hash_token(code), "revoked": revoked})
        log.info(
            "table %s: %s has a new invite link (the old one is refused)",
            self.id,
            self.seat_said(seat),
        )
        return code

    def give_to_bot(self, token: str, seat: int) -> None:
        """A seat to a bot (the lobby's default level), asked by ``token``: the creator's,
        for a friend's seat whose player is not at the table (an awaited friend who never
        came, or one who took the seat and is away); a seated player's, for any other
        person's seat not at the table once the creator is away; and by either, for the
        seat whose turn has waited the idle limit, at the table or not (absence.py).
        Its link then only watches; the last awaited seat starts the table. Asked again
        for a friend's seat a bot took (two players pressed at once), it is done: nothing
        changes, nothing is refused (the second was told only an invited friend's seat
        could be changed)."""
        asker = self.asker(token)
        stand_in = 0 <= seat < len(self.seats) and "friend" in self.seats[seat]
        if stand_in and self.seats[seat]["kind"] == "bot" and not self.state.is_over():
            return
        s = self.seat_asked(seat)
        idle = self.is_idle(seat)
        if asker is None and not idle and not is_friends_seat(s):
            raise ClaimError("this seat is not an invited friend's", "seat_not_invited")
        if asker == seat:
            raise ClaimError("this is your own seat: play it, or leave it", "own_seat")
        if not idle and seat in self.held():
            raise ClaimError(
                f"{s['name']} is at the table now: their seat is not taken from them",
                "seat_online",
            )
        if asker is not None and not idle:
            self.check_creator_gone()
            if self.seat_away(seat) < self.rules_of_absence.grace:
                raise ClaimError(
                    f"{s['name']} left the table less than {self.rules_of_absence.grace:g} s "
                    "ago: their seat stays theirs a little longer",
                    "seat_just_left",
                )
        level = default_bot(self.game)  # the lobby's default level
        why = "idle" if idle else "not_joined" if s["kind"] == "invited" else "away"
        bot = _stand_in({k: v for k, v in s.items() if k != "token"}, level, self.seq, why)
        if "token" in s:
            bot["former"] = s["token"]
        self._reseat(seat, bot)
        log.info(
            "table %s: %s gave %s to a bot (%s%s)",
            self.id,
            "the creator" if asker is None else self.seat_said(asker),
            self.seat_said(seat),
            level,
            ", its turn idle" if idle else "",
        )
        for conn in self.connections:  # an idle player at the table watches from now on
            if seat in conn.held:  # (a pass-and-play page keeps its other seats)
                conn.held = conn.held - {seat}
                conn.former = seat
                if conn.seat == seat:
                    conn.seat = None
                said = (
                    "your seat was given to a bot: you did not play for "
                    f"{self.rules_of_absence.idle:g} s; you can watch the game, or "
                    "take your seat back"
                )
                conn.send({**error("seat_replaced", said, self.seq), "seat": seat})
        self.seen()  # the creator's own seat given away: the creator is no longer at it
        self._make_bots()
        self.broadcast()
        self.schedule_bot()

    def take_back(self, token: str, seat: int) -> None:
        """The person whose seat was given to a bot takes it back with their own seat token
        (only they hold it: the others, the creator and spectators are refused). The seat
        is theirs from the next action on: the bot stops, a move it was thinking of is
        dropped (``_bot_turn`` checks it still holds the seat), and on their turn the idle
        clock starts afresh. The bot's interval is kept for the record (``stood_in``)."""
        if not 0 <= seat < len(self.seats):
            raise TableError(f"seats run from 0 to {len(self.seats) - 1}", "no_seat")
        s = self.seats[seat]
        digest = hash_token(token)
        if s["kind"] != "bot":
            if s["kind"] == "human" and hmac.compare_digest(s["token"], digest):
                raise ClaimError("this seat is yours already: play it", "seat_not_replaced")
            raise ClaimError(
                "no bot plays this seat: there is nothing to take back", "seat_not_replaced"
            )
        if not hmac.compare_digest(s.get("former", ""), digest):
            raise NotCreator(
                "only the player whose seat went to a bot can take it back, from their own link",
                "not_your_seat",
            )
        if self.state.is_over():
            raise ClaimError("the game is over: its seats stay as they were", "game_over")
        if self.deleted:
            raise ClaimError("the table was deleted by its creator", "game_over")
        self._from_bot(seat, {**person_of(s), "kind": "human", "token": s["former"]})
        log.info(
            "table %s: %s was taken back from its bot by its player", self.id, self.seat_said(seat)
        )

    def _from_bot(self, seat: int, person: dict[str, Any], late: bool = False) -> None:
        """The seat a bot plays becomes ``person``'s from the next action on: the bot
        stops, a move it was thinking of is dropped (``_bot_turn`` checks it still holds
        the seat), on their turn the idle clock starts afresh (but for a turn the bot got
        for waiting: it keeps its clock), every page is told
        (``seat_back``; ``late``: a friend who never held it). The bot's interval is kept
        for the record and the log (``stood_in``, with why it came and, ``late``, that it
        ended with the friend's first arrival)."""
        s = self.seats[seat]
        since = int(s.get("since", 0))
        spans = list(s.get("stood_in", []))
        if self.seq > since:  # the bot played actions since+1 .. seq (from 1)
            span = {"bot": s["bot"], "from": since, "to": self.seq}
            if "why" in s:
                span["why"] = s["why"]
            if late:
                span["late"] = True
            spans.append(span)
        person = {k: v for k, v in person.items() if k != "stood_in"}
        # a table stored before names_beside may have given the friend's name away
        person["name"] = unique_name(person["name"], self.names_beside(seat))
        if spans:
            person["stood_in"] = spans
        self._reseat(seat, person)
        self.bots.pop(seat, None)
        self._forget_faults(seat)
        task = self.bot_task
        if task is not None and not task.done() and self.state.current_player == seat:
            # its move must not land: the seat is the person's (a worker's job is dropped)
            task.cancel()
            self.bot_task = None
        if self.state.current_player == seat and s.get("why") != "idle":
            # the person just came back: a fresh clock. Not for a turn that went to the
            # bot for waiting: it keeps its clock (a fresh one at each take-back let one
            # player hold the table for ever), and the others may give it away at once;
            # a turn begun since the bot came has its own clock already (_commit)
            self.turn_since = time.monotonic()
        summary = self.summary()
        told = {"type": "seat_back", "seat": seat, "name": person["name"], "seq": self.seq}
        if late:
            told["late"] = True
        for conn in self.connections:
            if conn.former == seat:  # the player's own pages sit again
                # (a pass-and-play page holds the seat again, behind its curtain as it was)
                conn.held, conn.former = conn.held | {seat}, None
                if not conn.group:
                    conn.seat = seat
                conn.send(conn.welcome(summary))
            conn.send(told)
        self.seen()
        self.broadcast()
        self.schedule_bot()

    def _reseat(self, seat: int, new: dict[str, Any]) -> None:
        """Store one seat changed."""
        seats = [dict(x) for x in self.seats]
        seats[seat] = new
        self._store_seats(seats)

    def _store_seats(self, seats: list[dict[str, Any]]) -> None:
        """Store the seats (first: nothing changes if the store fails); the table has
        started once no seat awaits its friend. An older table without a stored hints
        option stores the one its seats gave so far: the default rule counts people, and
        a seat given to a bot must not switch hints on (or off)."""
        started = self.started or all(x["kind"] != "invited" for x in seats)
        hints = self.hints_allowed if self.stored.hints is None else None
        self.hub.store.update_seats(self.id, seats, started, hints=hints)
        if started and not self.started:
            self.turn_since = time.monotonic()  # the first turn begins now
        self.seats = self.stored.seats = seats
        self.stored.started = started
        self._start_awaited()
        if hints is not None:
            self.stored.hints = hints

    # -- bots -----------------------------------------------------------------------

    def schedule_bot(self) -> None:
        p = self.state.current_player
        if p is None or p not in self.bots or not self.started or self.deleted:
            return
        if self.bot_task is not None and not self.bot_task.done():
            return
        self.bot_task = asyncio.get_running_loop().create_task(self._bot_turn(p, self.seq))

    async def _bot_turn(self, seat: int, seq: int) -> None:
        # The bot thinks during its pause: its move shows after the pause or its thinking,
        # whichever is longer, not after both (an expert would add its search to the pause).
        loop = asyncio.get_running_loop()
        delay = self.hub.bot_delay
        shown_at = loop.time() + (delay * random.uniform(0.6, 1.4) if delay > 0 else 0.0)
        if self.seq != seq or self.state.current_player != seat:
            return
        obs = self.state.observation(seat)
        legal = self.state.legal_actions()
        agent = self.bots[seat]
        move_seed = bot_move_seed(self.bot_seed(seat), seq)
        fault: str | None = None
        try:
            if seat in self.stuck_bots:  # (told, should no page have been open before)
                action, fault = legal[random.randrange(len(legal))], self.stuck_bots[seat]
            elif self.hub.pool is not None:
                payload = {
                    "game": self.game.name,
                    "players": self.game.players,
                    "rules": self.stored.rules,
                    "spec": self.seats[seat]["bot"],
                    "seed": move_seed,
                    "observation": obs,
                    "legal": [str(a) for a in legal],
                }
                action = self.game.parse_action(await self.hub.pool.choose(self.id, payload))
            else:
                agent.reset(move_seed)
                action = agent.choose(obs, legal)
        except Exception as exc:  # BotFailed, or a bug in the bot
            # the kind of error and where in the bot's code: its message may quote its hand
            why = (
                str(exc)
                if isinstance(exc, BotFailed)
                else f"the bot raised {type(exc).__name__} at {raised_in(exc)}"
            )
            fault = exc.fault if isinstance(exc, BotFailed) else "error"
            # out of time, or its worker ended under it: asking again costs the time or a
            # new worker at each of its moves, for the same failure
            if fault == "slow" or (isinstance(exc, BotFailed) and exc.died):
                self.stuck_bots[seat] = fault
            self._log_bot_fault(
                seat,
                fault,
                agent.spec,
                f"failed ({why}); it plays at random"
                + (", at once from now on" if seat in self.stuck_bots else ""),
            )
            action = legal[random.randrange(len(legal))]
        wait = shown_at - loop.time()
        if wait > 0:
            await asyncio.sleep(wait)
        if self.seq != seq or self.bots.get(seat) is not agent:  # moved on, or taken back
            return
        try:
            if not self.state.is_legal(action):
                said = f"chose illegal {action}; it plays at random"
                self._log_bot_fault(seat, "illegal", agent.spec, said)
                action = legal[random.randrange(len(legal))]
                fault = "illegal"
            self._commit(action)
        except Exception:
            log.exception(
                "table %s: the move %s of %s could not be stored",
                self.id,
                action,
                self.bot_said(seat, agent.spec),
            )
            return
        finally:
            self.bot_task = None
        if fault is not None:
            self._tell_bot_fault(seat, fault)
        self.schedule_bot()

    def _log_bot_fault(self, seat: int, fault: str, spec: str, what: str) -> None:
        """The server's log says a seat's bot failed: its first fault of each kind whole
        (``what``: how, where in its code), then only how often, every
        ``BOT_FAULTS_LOGGED_EVERY`` faults (a broken bot fails at every move), the last
        count at the game's end or when the seat leaves its bot (``_log_fault_counts``)."""
        tally = self.fault_tallies.get((seat, fault))
        if tally is None:
            bot = self.bot_said(seat, spec)
            self.fault_tallies[seat, fault] = FaultTally(bot, fault)
            log.error("table %s: %s %s", self.id, bot, what)
            return
        tally.count += 1
        if tally.count % BOT_FAULTS_LOGGED_EVERY == 0:
            tally.again(self.id)

    def _log_fault_counts(self, seat: int | None = None) -> None:
        """Log each fault count (of ``seat``'s bot; None: every seat's) the log has not
        said yet."""
        for (at, _fault), tally in self.fault_tallies.items():
            if seat is None or at == seat:
                tally.again(self.id)

    def _forget_faults(self, seat: int) -> None:
        """The seat left its bot (taken back, or by its friend, late): the faults it met
        were that bot's, so a bot given the seat later is asked, and its faults told and
        counted, afresh (it would otherwise play at random for the rest of the game)."""
        self._log_fault_counts(seat)
        self.stuck_bots.pop(seat, None)
        self.bot_faults = {(s, f) for s, f in self.bot_faults if s != seat}
        self.fault_tallies = {k: v for k, v in self.fault_tallies.items() if k[0] != seat}

    def _tell_bot_fault(self, seat: int, fault: str) -> None:
        """Tell the players that a seat's bot failed and how (``BOT_FAULTS``), once for each
        kind: the table plays a random legal move for it each time (out of time: at once
        from then on), which they would otherwise take for the bot's own play (only the
        server's log said so). A fault met while no page is open (a bot's first move, as
        the table is made) is told at the next one."""
        if (seat, fault) in self.bot_faults or not self.connections:
            return
        self.bot_faults.add((seat, fault))
        for conn in self.connections:
            conn.send({"type": "bot_fault", "seat": seat, "fault": fault, "seq": self.seq})


def seat_hints(game: Game, state: State, seat: int | None) -> dict[str, Any]:
    """What only the seat to play is told to help it (the game's ``table_view().seat_hints``,
    from that seat's own observation, so it reveals nothing new); nothing for others."""
    if seat is None or state.current_player != seat:
        return {}
    hints: dict[str, Any] = game.table_view().seat_hints(game, state, seat)
    return hints


class PublicHistory:
    """The game log: each move as everyone saw it, built from the notation log and
    spectator observations only, so a card drawn from the stock is never named.

    It keeps its own state and advances it over moves not seen yet, so each move is
    replayed once however often the log is sent.
    """

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
        self.view = game.table_view()
        self.state = game.new_state(seed=seed)
        self.log: list[dict[str, Any]] = []
        self.done = 0

    def events(self, actions: list[str]) -> list[dict[str, Any]]:
        for text in actions[self.done :]:
            self.done += 1
            before = self.state.observation(None)
            seat = self.state.current_player
            self.state.apply(self.game.parse_action(text))
            after = self.state.observation(None)
            self.log.extend(self.view.public_events(self.done, seat, text, before, after))
        return self.log


class StaleAction(IllegalAction):
    """An action sent for an earlier position (the sequence number moved on)."""


class NotYourTurn(IllegalAction):
    """A seat acting while another seat is to play."""


class SpectatorAction(IllegalAction):
    """A spectator connection trying to play."""


class NotStarted(IllegalAction):
    """A move at a table still waiting for invited friends."""


def is_friends_seat(seat: dict[str, Any]) -> bool:
    """A seat made for an invited friend (awaited, taken, or given to a bot since)."""
    return seat["kind"] == "invited" or "invite" in seat or bool(seat.get("invited"))


def replay(game: Game, seed: int, actions: list[str]) -> State:
    """Rebuild a state from its seed and notation log; a bad log raises TableError."""
    state = game.new_state(seed=seed)
    for i, text in enumerate(actions):
        try:
            state.apply(game.parse_action(text))
        except CorsairsError as exc:
            raise TableError(f"stored move {i + 1} ({text!r}) is illegal: {exc}") from exc
    return state


class Hub:
    """All tables of one server. A table is loaded from the store when first touched, so
    a server with many stored tables accepts connections at once after a restart."""

    def __init__(
        self,
        store: Store,
        bot_delay: float = 0.8,
        bots_in_workers: bool = True,
        bot_workers: int = 2,
        bot_cpu_cap: float = 10.0,
        hint_samples: int | None = None,
        absence: AbsenceRules | None = None,
    ) -> None:
        self.store = store
        self.absence = absence or AbsenceRules()
        self.bot_delay = bot_delay
        self.pool: BotPool | None = BotPool(bot_workers, bot_cpu_cap) if bots_in_workers else None
        self.rooms: dict[str, Room] = {}
        self._idle_finished: OrderedDict[str, None] = OrderedDict()  # see looked_at
        # sampled deals per judged move of a hint (None: the game's own default budget)
        self.hint_samples: int | None = hint_samples

    def get(self, table_id: str) -> Room:
        room = self.rooms.get(table_id)
        if room is not None:
            return room
        if not is_table_id(table_id):
            raise TableError("no such table")
        stored = self.store.load(table_id)
        if stored is None:
            raise TableError(f"no table {table_id!r} on this server")
        try:
            room = Room(self, stored)
        except CorsairsError as exc:  # e.g. a bot or rule option this version lacks
            raise TableError(f"table {table_id!r} cannot be loaded: {exc}") from exc
        self.rooms[table_id] = room
        return room

    def looked_at(self, room: Room) -> None:
        """A table was just asked for: a finished one joins the latest looked at, and the
        oldest beyond ``IDLE_FINISHED_ROOMS`` leave memory unless someone is connected."""
        if not room.state.is_over():
            return
        idle = self._idle_finished
        idle[room.id] = None
        idle.move_to_end(room.id)
        while len(idle) > IDLE_FINISHED_ROOMS:
            old, _ = idle.popitem(last=False)
            kept = self.rooms.get(old)
            if kept is not None and not kept.connections:
                del self.rooms[old]

    def release(self, room: Room) -> None:
        """Forget a finished table nobody watches; it reloads from the store when asked."""
        if room.state.is_over() and not room.connections and self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    async def expire(self, idle_days: float) -> int:
        """Delete unfinished tables nobody played for ``idle_days``; returns how many.

        Finished tables stay (their records and replays). A table with a connection is
        never deleted under its players, whatever its stored age. The deletion runs in a
        thread: a first sweep of many abandoned tables must not hold up the event loop.
        """
        cutoff = time.time() - idle_days * 86400
        live = frozenset(r.id for r in self.rooms.values() if r.connections)
        gone = await asyncio.to_thread(self.store.expire, cutoff, live)
        for table_id in gone:
            room = self.rooms.pop(table_id, None)
            if room is not None:
                self._stop_bots(room)
                for conn in room.connections:
                    conn.outbox.put_nowait(None)
        if gone:
            log.info("expired %d tables idle for %g days", len(gone), idle_days)
        return len(gone)

    def delete(self, room: Room, creator_token: str) -> None:
        """The creator deletes an unfinished table: its bots stop at once (a running bot
        move is killed), its connections are told and closed. Finished tables stay, as
        the players' record."""
        room.check_creator(creator_token)
        if room.state.is_over():
            raise TableError("a finished table stays: it is every player's record")
        self.store.delete(room.id)
        log.info("table %s: deleted by its creator", room.id)
        room.deleted = True
        self.rooms.pop(room.id, None)
        self._stop_bots(room)
        for conn in room.connections:
            conn.send(error("bad_table", "the table was deleted"))
            conn.outbox.put_nowait(None)

    def _stop_bots(self, room: Room) -> None:
        if room.bot_task is not None:
            room.bot_task.cancel()
        if self.pool is not None:
            self.pool.cancel(room.id)

    def create(
        self,
        game_name: str,
        players: int,
        seats: list[dict[str, Any]],
        rules: dict[str, Any] | None = None,
        seed: int | None = None,
        client: str | None = None,
        hints: bool | None = None,
        creator_token: str | None = None,
    ) -> tuple[Room, dict[str, Any]]:
        """A new table, and what only its creator gets, shown once: ``tokens`` (the
        creator's own seats, None elsewhere), ``invites`` (a claim code per invited seat)
        and ``creator_token`` (to start the table before every friend has joined).

        A chosen ``seed`` makes a practice table (no invited friend), marked as such to
        everyone; otherwise the server draws the seed and commits to it. ``hints`` None
        takes the default rule (see ``hints_by_default``), stored as decided.
        """
        game = load_game(game_name, players=players, **(rules or {}))
        check_rules(game)
        game.table_view()  # a plugin's game may have none: refused before a table exists
        if len(seats) != players:
            raise TableError(f"{players} players need {players} seats, not {len(seats)}")
        stored_seats: list[dict[str, Any]] = []
        tokens: list[str | None] = []
        invites: list[str | None] = []
        for i, s in enumerate(seats):
            kind = s.get("kind")
            tokens.append(None)
            invites.append(None)
            rest: dict[str, Any]
            if kind == "bot":
                spec = str(s.get("bot") or "")
                check_level(spec, game)  # BadOption for an unknown bot or unbounded options
                default, rest = f"{spec} {i + 1}", {"bot": spec, "seed": new_seed()}
            elif kind == "human":
                token = tokens[i] = secrets.token_urlsafe(24)
                default, rest = f"Player {i + 1}", {"token": hash_token(token)}
            elif kind == "invited":
                code = invites[i] = secrets.token_urlsafe(24)
                default, rest = f"Player {i + 1}", {"invite": hash_token(code)}
            else:
                raise TableError(f"seat {i + 1}: kind must be 'human', 'invited' or 'bot'")
            name = unique_name(
                clean_name(s.get("name")) or default, [x["name"] for x in stored_seats]
            )
            stored_seats.append({"kind": kind, "name": name, **rest})
        if not any(s["kind"] != "bot" for s in stored_seats):
            raise TableError("a table needs at least one human seat")
        invited = any(s["kind"] == "invited" for s in stored_seats)
        if seed is not None and invited:
            raise TableError(
                "a chosen seed is only for practice tables (without invited friends): "
                "with friends the server draws the deal and commits to it"
            )
        seed_chosen = seed is not None
        if seed is None:
            seed = new_seed()
        game.new_state(seed=seed)  # rejects a bad seed before anything is stored
        creator_token = creator_token or secrets.token_urlsafe(24)  # proposed: Room.play_again
        stored = StoredTable(
            id=new_id(),
            game=game.name,
            players=players,
            rules=game.rules_dict(),
            seed=seed,
            seats=stored_seats,
            salt=new_salt(),
            seed_chosen=seed_chosen,
            started=not invited,
            creator=hash_token(creator_token),
            client=client,
            hints=hints_by_default(stored_seats) if hints is None else hints,
        )
        self.store.create(stored)
        room = Room(self, stored)
        self.rooms[stored.id] = room
        kinds = {"invited": " invited", "bot": " a bot"}
        said = (room.seat_said(i) + kinds.get(s["kind"], "") for i, s in enumerate(stored_seats))
        log.info(
            "table %s: new %s table for %d: %s", stored.id, game.title, players, ", ".join(said)
        )
        return room, {"tokens": tokens, "invites": invites, "creator_token": creator_token}

    async def shutdown(self) -> None:
        for room in self.rooms.values():
            if room.bot_task is not None:
                room.bot_task.cancel()
                with contextlib.suppress(BaseException):
                    await room.bot_task
            for conn in room.connections:
                conn.outbox.put_nowait(None)
        if self.pool is not None:
            await self.pool.close()
