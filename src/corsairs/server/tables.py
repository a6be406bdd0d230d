"""Live tables: the authoritative state, its seats, connections and bots.

Everything here runs on the server's single event loop, so checking and
applying an action never interleaves with another one. Each connection gets
only ``observation(seat)`` for its own seat (spectators: ``observation(None)``).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import hashlib
import hmac
import logging
import random
import secrets
from dataclasses import dataclass, field
from typing import Any

from corsairs.agents import Agent, agent_names, make_agent
from corsairs.protocol import CorsairsError, Game, IllegalAction, State
from corsairs.registry import load_game
from corsairs.server.store import Store, StoredTable
from corsairs.server.wire import encode

log = logging.getLogger("corsairs.server")


class TableError(CorsairsError):
    """A request about a table that cannot be honoured (unknown table, bad seats...)."""


def hash_token(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def new_id() -> str:
    return secrets.token_urlsafe(9)


@dataclass(eq=False)
class Connection:
    """One WebSocket: its seat (None = spectator) and an outbox of encoded JSON messages
    drained by a writer task (None closes it)."""

    seat: int | None
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)

    def send(self, message: dict[str, Any]) -> None:
        self.outbox.put_nowait(encode(message))


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
        for seat, s in enumerate(self.seats):
            if s["kind"] == "bot":
                self.bots[seat] = make_agent(s["bot"], self.game, seed=stored.seed % 2**32 + seat)
        self.bot_task: asyncio.Task[None] | None = None

    # -- seats and views ----------------------------------------------------------

    def seat_of(self, token: str) -> int | None:
        """The seat a token acts for; raises TableError for a wrong token."""
        digest = hash_token(token)
        for seat, s in enumerate(self.seats):
            if s["kind"] == "human" and hmac.compare_digest(s["token"], digest):
                return seat
        raise TableError("this link's seat token does not belong to this table")

    @property
    def seq(self) -> int:
        return len(self.actions)

    def online(self) -> list[bool]:
        seated = {c.seat for c in self.connections}
        return [i in seated or self.seats[i]["kind"] == "bot" for i in range(len(self.seats))]

    def summary(self) -> dict[str, Any]:
        g = self.game
        return {
            "id": self.id,
            "game": g.name,
            "title": g.title,
            "players": g.players,
            "rules": g.rules_dict(),
            "seats": [
                {"kind": s["kind"], "name": s["name"], **({"bot": s["bot"]} if "bot" in s else {})}
                for s in self.seats
            ],
            "seq": self.seq,
            "current_player": self.state.current_player,
            "over": self.state.is_over(),
            "winners": self.state.winners(),
            "scores": self.state.scores(),
            "score_name": g.score_name,
            "created": self.stored.created,
        }

    def view(self, seat: int | None, online: list[bool] | None = None) -> dict[str, Any]:
        """The message a seat gets after every change: its observation and, on its turn, moves."""
        st = self.state
        mine = seat is not None and st.current_player == seat
        return {
            "type": "state",
            "seq": self.seq,
            "observation": st.observation(seat),
            "legal": [str(a) for a in st.legal_actions()] if mine else [],
            "online": self.online() if online is None else online,
            **seat_hints(self.game, st, seat),
            "history": self.public_history(),
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

    # -- acting -------------------------------------------------------------------

    def act(self, seat: int | None, seq: Any, text: Any) -> None:
        """Apply ``text`` for ``seat`` if it is that seat's turn, the sequence is fresh and
        the action is legal; otherwise raise and change nothing."""
        st = self.state
        if seat is None:
            raise SpectatorAction("spectators cannot play; open your seat's invite link to play")
        if st.is_over():
            raise IllegalAction("the game is over")
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
        self.state.apply(action)
        notation = str(action)
        try:
            self.hub.store.append(self.id, self.seq, notation, self.state.is_over())
        except Exception:
            self.state = before
            log.exception("could not store move %d of table %s", self.seq, self.id)
            raise
        self.actions.append(notation)
        self.broadcast()
        self.schedule_bot()

    # -- bots -----------------------------------------------------------------------

    def schedule_bot(self) -> None:
        p = self.state.current_player
        if p is None or p not in self.bots:
            return
        if self.bot_task is not None and not self.bot_task.done():
            return
        self.bot_task = asyncio.get_running_loop().create_task(self._bot_turn(p, self.seq))

    async def _bot_turn(self, seat: int, seq: int) -> None:
        delay = self.hub.bot_delay
        if delay > 0:
            await asyncio.sleep(delay * random.uniform(0.6, 1.4))
        if self.seq != seq or self.state.current_player != seat:
            return
        obs = self.state.observation(seat)
        legal = self.state.legal_actions()
        agent = self.bots[seat]
        try:
            if self.hub.bots_in_thread:
                action = await asyncio.to_thread(agent.choose, obs, legal)
            else:
                action = agent.choose(obs, legal)
        except Exception:
            log.exception("bot %s failed at table %s; it plays at random", agent.spec, self.id)
            action = legal[random.randrange(len(legal))]
        if self.seq != seq:
            return
        try:
            if not self.state.is_legal(action):
                log.error("bot %s chose illegal %s at table %s", agent.spec, action, self.id)
                action = legal[random.randrange(len(legal))]
            self._commit(action)
        except Exception:
            log.exception("bot move %s could not be stored at table %s", action, self.id)
            return
        finally:
            self.bot_task = None
        self.schedule_bot()


def seat_hints(game: Game, state: State, seat: int | None) -> dict[str, Any]:
    """What only the seat to play is told to help it: at a Corsairs lay-down, the
    strategically distinct divisions, best first (``lay_down_choices``), each with its
    legal action. Built from that seat's own observation, so it reveals nothing new."""
    if game.name != "corsairs" or seat is None or state.current_player != seat:
        return {}
    obs = state.observation(seat)
    if obs["phase"] == "discard":
        return sail_preview(obs)
    if obs["phase"] not in ("crew", "lay"):
        return {}
    from corsairs.games.corsairs.actions import LAY, Action
    from corsairs.games.corsairs.lay_down import lay_down_choices, situation

    rules = game.rules_dict()
    choices = lay_down_choices(**situation(obs, rules.get("attach_numbers", "as_laid_down")))
    out = []
    for d in choices:
        action = Action(LAY, d.crew, d.attached)
        if state.is_legal(action):
            out.append({**d.to_dict(), "action": str(action)})
    return {"lay_downs": out}


def sail_preview(obs: dict[str, Any]) -> dict[str, Any]:
    """For each card the seat may discard: the least limit and stowaway count it would
    lay down if it set sail after discarding it (``best_lay_down`` for the closer)."""
    from corsairs.games.corsairs.cards import COLOUR_INDEX, parse_mask
    from corsairs.games.corsairs.lay_down import best_lay_down

    if not obs.get("pier_colour") or not obs.get("hand"):
        return {}
    hand = parse_mask(obs["hand"])
    colour = COLOUR_INDEX[obs["pier_colour"]]
    preview = {}
    for card in obs["hand"]:
        d = best_lay_down(hand & ~parse_mask([card]), colour)
        preview[card] = {"limit": d.limit, "count": d.count}
    return {"sail_preview": preview}


class PublicHistory:
    """The game log: each move as everyone saw it, built from the notation log and
    spectator observations only, so a card drawn from the stock is never named.

    It keeps its own state and advances it over moves not seen yet, so each move is
    replayed once however often the log is sent.
    """

    def __init__(self, game: Game, seed: int) -> None:
        self.game = game
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
            if self.game.name == "corsairs":
                self.log.extend(_corsairs_events(self.done, seat, text, before, after))
            else:
                self.log.append(_piratatak_event(self.done, seat, text, before, after))
        return self.log


def _corsairs_events(
    n: int, seat: int | None, text: str, before: dict[str, Any], after: dict[str, Any]
) -> list[dict[str, Any]]:
    words = text.split()
    event: dict[str, Any] = {"n": n, "seat": seat, "round": before["round"], "act": words[0]}
    if words[0] == "draw":
        event["from"] = words[1]
        if words[1] == "pile":
            event["card"] = before["pile"][-1]
        elif words[1] == "pier":
            event["card"] = before["pier"][0]
    elif words[0] in ("discard", "sail"):
        event["card"] = words[1]
    else:
        event["act"] = "lay"
        ended = len(after["rounds"]) > len(before["rounds"])
        laid = after["laid"][seat] if seat is not None and not ended else None
        if laid is None and ended and seat is not None:
            r = after["rounds"][-1]
            laid = {
                "crew": r["crews"][seat],
                "attached": r["attached"][seat],
                "stowaways": r["stowaways"][seat],
                "limit": r["limits"][seat],
            }
        if laid is not None:
            event.update(
                crew=len(laid["crew"]),
                attached=len(laid["attached"]),
                stowaways=len(laid["stowaways"]),
                limit=laid["limit"],
            )
    out = [event]
    if len(after["rounds"]) > len(before["rounds"]):
        out.append({"n": n, "seat": None, "round": before["round"], "act": "round_end"})
    return out


def _piratatak_event(
    n: int, seat: int | None, text: str, before: dict[str, Any], after: dict[str, Any]
) -> dict[str, Any]:
    """A move with the engine events it caused, each with the seat it happened to."""
    if after["turn"] != before["turn"] and after["last_turn"] is not None:
        last = after["last_turn"]
        lines = [[last["seat"], e] for e in last["events"][len(before["turn_events"]) :]]
        lines += [[after["current"], e] for e in after["turn_events"]]
    else:
        lines = [[after["current"], e] for e in after["turn_events"][len(before["turn_events"]) :]]
    return {
        "n": n,
        "seat": seat,
        "turn": before["turn"],
        "act": text.split()[0],
        "action": text,
        "events": lines,
    }


class StaleAction(IllegalAction):
    """An action sent for an earlier position (the sequence number moved on)."""


class NotYourTurn(IllegalAction):
    """A seat acting while another seat is to play."""


class SpectatorAction(IllegalAction):
    """A spectator connection trying to play."""


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
    """All tables of one server: created, loaded from the store, and resumed at start."""

    def __init__(self, store: Store, bot_delay: float = 0.8, bots_in_thread: bool = True) -> None:
        self.store = store
        self.bot_delay = bot_delay
        self.bots_in_thread = bots_in_thread
        self.rooms: dict[str, Room] = {}

    def resume_all(self) -> int:
        """Load every unfinished table and let its bots carry on; returns how many."""
        n = 0
        for table_id in self.store.unfinished_ids():
            try:
                room = self.get(table_id)
            except (TableError, CorsairsError) as exc:
                log.error("table %s cannot be resumed: %s", table_id, exc)
                continue
            room.schedule_bot()
            n += 1
        return n

    def get(self, table_id: str) -> Room:
        room = self.rooms.get(table_id)
        if room is not None:
            return room
        if not isinstance(table_id, str) or not 0 < len(table_id) <= 32:
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

    def release(self, room: Room) -> None:
        """Forget a finished table nobody watches; it reloads from the store when asked."""
        if room.state.is_over() and not room.connections and self.rooms.get(room.id) is room:
            del self.rooms[room.id]

    def create(
        self,
        game_name: str,
        players: int,
        seats: list[dict[str, Any]],
        rules: dict[str, Any] | None = None,
        seed: int | None = None,
    ) -> tuple[Room, list[str | None]]:
        """A new table; returns it and the seat tokens (None for bots), shown only once."""
        game = load_game(game_name, players=players, **(rules or {}))
        if len(seats) != players:
            raise TableError(f"{players} players need {players} seats, not {len(seats)}")
        bots = set(agent_names(game))
        stored_seats: list[dict[str, Any]] = []
        tokens: list[str | None] = []
        for i, s in enumerate(seats):
            name = str(s.get("name") or "").strip()[:40]
            if s.get("kind") == "bot":
                spec = str(s.get("bot") or "")
                make_agent(spec, game, seed=0)  # raises BadOption for an unknown bot
                if spec.partition(":")[0] not in bots:
                    raise TableError(f"unknown bot {spec!r}")
                stored_seats.append({"kind": "bot", "bot": spec, "name": name or f"{spec} {i + 1}"})
                tokens.append(None)
            elif s.get("kind") == "human":
                token = secrets.token_urlsafe(24)
                stored_seats.append(
                    {"kind": "human", "name": name or f"Player {i + 1}", "token": hash_token(token)}
                )
                tokens.append(token)
            else:
                raise TableError(f"seat {i + 1}: kind must be 'human' or 'bot'")
        if not any(s["kind"] == "human" for s in stored_seats):
            raise TableError("a table needs at least one human seat")
        if seed is None:
            seed = secrets.randbits(53)
        game.new_state(seed=seed)  # rejects a bad seed before anything is stored
        stored = StoredTable(
            id=new_id(),
            game=game.name,
            players=players,
            rules=game.rules_dict(),
            seed=seed,
            seats=stored_seats,
        )
        self.store.create(stored)
        room = Room(self, stored)
        self.rooms[stored.id] = room
        return room, tokens

    async def shutdown(self) -> None:
        for room in self.rooms.values():
            if room.bot_task is not None:
                room.bot_task.cancel()
                with contextlib.suppress(BaseException):
                    await room.bot_task
            for conn in room.connections:
                conn.outbox.put_nowait(None)
