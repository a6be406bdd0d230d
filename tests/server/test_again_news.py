"""Who started the new game and who is in already: a finished table's pages said only
"Join the new game" (the result's button), and a friend did not know who waited for them."""

from __future__ import annotations

from typing import Any

from fastapi.testclient import TestClient
from server_helpers import new_table, play_moves, receive_until, seat_protocols
from web_i18n import in_node


def test_each_player_joining_the_new_game_is_told_to_the_old_tables_pages(
    client: TestClient,
) -> None:
    """The old table's pages heard of the new game once, when it was made: the next
    player to join it changed nothing there, so their page could not say who was in."""
    seats = [{"kind": "human", "name": n} for n in ("Ann", "Bo", "Cy")]
    t = new_table(client, "piratatak", seats=seats, players=3, seed=3)
    play_moves(client, t["id"], 10_000)
    again = f"/api/tables/{t['id']}/again"
    with client.websocket_connect(
        f"/ws/{t['id']}", subprotocols=seat_protocols(t["tokens"][2])
    ) as cy:
        receive_until(cy, lambda m: m["type"] == "state")

        def next_message() -> dict[str, Any]:
            """The state the server sent, else the pong that answers a ping after it."""
            cy.send_json({"type": "ping"})
            return receive_until(cy, lambda m: m["type"] in ("state", "pong"))

        assert client.post(again, json={"token": t["tokens"][0]}).status_code == 201
        made = next_message()
        assert made["type"] == "state" and made["again"], made
        receive_until(cy, lambda m: m["type"] == "pong")
        assert client.post(again, json={"token": t["tokens"][1]}).status_code == 201
        assert next_message()["type"] == "state"  # Bo is in: the pages may say so


SAID = """const w = await import("./invites.js");
const seat = (name, joined, extra = {}) => ({ kind: "human", name, joined, ...extra });
const made = { seats: [seat("Ann", true, { creator: true }), seat("Bo", true), seat("Cy", false),
  { kind: "bot", name: "casual", bot: "greedy", joined: true }] };
return [w.againWords(made, 2, false, m.t), w.againWords(made, 1, false, m.t),
  w.againWords(made, 0, false, m.t), w.againWords(null, 2, false, m.t)];"""


def test_the_old_tables_page_says_who_started_the_new_game_and_who_is_in() -> None:
    cy, bo, ann, unknown = in_node(SAID, "en", table=True)
    assert cy == "Ann started a new game with the same players. Already in: Ann and Bo."
    assert bo == "Ann started a new game with the same players. Already in: You and Ann."
    assert ann.startswith("You started a new game") and ann.endswith("You and Bo.")
    assert unknown == "A player started a new game with the same players."  # not yet fetched
    de = in_node(SAID, "de", table=True)[0]
    assert (
        de == "Ann hat ein neues Spiel mit denselben Leuten begonnen. Schon am Tisch: Ann und Bo."
    )


def test_the_new_games_maker_stays_named_once_a_bot_plays_their_seat() -> None:
    """A *Play again* table whose maker's seat went to a bot read "A player started a new
    game", and its friends waiting "The table's creator can also start now": the seat's
    own name says who (``maker``), not the bot's."""
    said = in_node(
        """const w = await import("./invites.js");
        const ann = { kind: "bot", name: "Ann (casual)", bot: "casual", friend: "Ann", since: 0,
          maker: true, joined: true };
        const seats = [ann, { kind: "human", name: "Bo", joined: true }];
        return [w.againWords({ seats }, 1, false, m.t), w.startHint({ seats }, 1, false, m.t)];""",
        "fr",
        table=True,
    )
    assert said == [
        "Ann a lancé une nouvelle partie avec la même tablée. Déjà à la table\xa0: Vous.",
        "Ann peut aussi commencer maintenant.",
    ]
