"""Piratatak's rule options for the rulebook's silences, at the browser table: what the
engine did is said in every language (docs/piratatak.md)."""

from __future__ import annotations

from typing import Any

from e2e_helpers import Server
from test_accessibility import assert_accessible


def _table_with_rules(
    server: Server, rules: dict[str, Any], stop: Any
) -> tuple[str, str, Any, int]:
    """A two-seat table (seat 0 a person, seat 1 greedy) at ``rules``, stored after random
    moves up to seat 0's first decision where ``stop(state)`` holds: its id, seat 0's
    token, the state and the number of moves made."""
    import random
    import secrets

    from corsairs.registry import load_game
    from corsairs.server.store import Store, StoredTable
    from corsairs.server.tables import hash_token

    game = load_game("piratatak", players=2, **rules)
    for seed in range(200):
        state = game.new_state(seed=seed)
        rng = random.Random(seed)
        actions: list[str] = []
        while not state.is_over() and not (state.current_player == 0 and stop(state)):
            legal = state.legal_actions()
            action = legal[rng.randrange(len(legal))]
            state.apply(action)
            actions.append(str(action))
        if state.is_over():
            continue
        token = secrets.token_urlsafe(24)
        seats = [
            {"kind": "human", "name": "Ann", "token": hash_token(token)},
            {"kind": "bot", "bot": "greedy", "name": "Bo"},
        ]
        table_id = secrets.token_urlsafe(9)
        store = Store(server.db)
        try:
            store.create(
                StoredTable(
                    id=table_id,
                    game="piratatak",
                    players=2,
                    rules=game.rules_dict(),
                    seed=seed,
                    seats=seats,
                )
            )
            for i, a in enumerate(actions):
                store.append(table_id, i, a, False)
        finally:
            store.close()
        return table_id, token, state, len(actions)
    raise AssertionError("no seed reaches that decision")


def test_cannons_are_given_back_by_tapping_them(page: Any, server: Server) -> None:
    """With ``cannons_given`` the give-back offers "+ ✹" beside "+ ✦", and the set made of
    them is sent as the engine writes it (cannons after the coins)."""
    from e2e_helpers import load_stored

    def cannon_only(s: Any) -> bool:
        return any(a.c and not a.a for a in s.legal_actions() if a.kind == 3)

    rules = {"cannon_optional": True, "cannons_given": True}
    table, token, state, made = _table_with_rules(server, rules, cannon_only)
    give = next(a for a in state.legal_actions() if a.kind == 3 and a.c and not a.a)
    page.goto(f"{server.url}/table/{table}#token={token}")
    page.wait_for_selector("#pt-give-task", timeout=20_000)
    assert "cannons" in page.inner_text("#pt-give-task")
    for _ in range(give.b):
        page.click("#give-gold")
    for _ in range(give.c):
        page.click("#give-cannon")
    button = page.locator("#pt-give")
    assert button.is_enabled(), button.inner_text()
    button.click()
    page.wait_for_function("() => !document.getElementById('pt-give-task')", timeout=20_000)
    assert load_stored(server.db, table)[0].actions[made] == str(give)


def test_a_spare_is_discarded_with_one_tap(phone: Any, server: Server) -> None:
    """With ``spares_discard`` each spare card has its "Discard" chip in the phone's dock,
    in the player's language, and the tap plays it."""
    from e2e_helpers import load_stored

    def may_discard(s: Any) -> bool:
        return any(str(a).startswith("discard ") for a in s.legal_actions())

    phone.add_init_script("localStorage.setItem('corsairs.lang', 'de')")
    table, token, state, made = _table_with_rules(server, {"spares_discard": True}, may_discard)
    discard = next(str(a) for a in state.legal_actions() if str(a).startswith("discard "))
    phone.goto(f"{server.url}/table/{table}#token={token}")
    chip = phone.locator(f'#pt-actions [data-action="{discard}"]')
    chip.wait_for(timeout=20_000)
    assert "beendet deinen Zug" in phone.inner_text("#pt-discard-how")
    assert "ablegen" in (chip.get_attribute("aria-label") or "")
    assert_accessible(phone, "a spare card's discard on a phone")
    box = chip.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844
    chip.tap()
    phone.wait_for_function(
        f"() => !document.querySelector('[data-action=\"{discard}\"]')", timeout=20_000
    )
    assert load_stored(server.db, table)[0].actions[made] == discard
