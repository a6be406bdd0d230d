"""A player sent to an address the server does not have, or to a table that is gone,
is told so in the page's language and given the way to the lobby (a mistyped link
showed raw English JSON; a gone table's page had no way on but the title)."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import Server, in_language, stored_table
from test_languages import check, english_only


@pytest.mark.parametrize(
    ("lang", "path", "key"),
    [
        ("de", "/nothing/here", "err_not_found"),
        ("it", "/table/nope", "err_bad_table"),
        ("fr", "/review/nope", "err_bad_table"),
    ],
)
def test_a_lost_player_is_told_in_their_language_and_led_to_the_lobby(
    phone: Any, server: Server, lang: str, path: str, key: str
) -> None:
    in_language(phone, lang)
    phone.goto(server.url + path)
    told = phone.locator("#lost")
    told.wait_for()
    said = phone.evaluate("async (k) => (await import('/static/i18n.js')).t(k)", key)
    assert said in told.inner_text()
    check(told.inner_text(), english_only(phone, lang))
    phone.locator("#lost a").click()
    phone.wait_for_selector("#create")  # the lobby
    assert phone.url == server.url + "/"


def test_a_link_whose_seat_is_not_at_the_table_says_so_and_offers_to_watch(
    phone: Any, server: Server
) -> None:
    """A friend whose link was cut short in a chat (its seat token missing its end) was
    told the table did not exist and led only to the lobby, though the table was there and
    anyone may watch it; and the broken link stayed under My tables."""
    in_language(phone, "it")
    table, tokens = stored_table(server.db, "corsairs", ["human", "human"], seed=3, moves=4)
    phone.goto(f"{server.url}/table/{table}#token={tokens[1][:-3]}")
    told = phone.locator("#lost")
    told.wait_for()
    said = phone.evaluate("async () => (await import('/static/i18n.js')).t('err_bad_seat')")
    assert said in told.inner_text()
    check(told.inner_text(), english_only(phone, "it"))
    stored = phone.evaluate("localStorage.getItem('corsairs.tables') || '[]'")
    assert table not in stored  # no seat of this link in My tables
    phone.locator("#watch-table").click()
    phone.wait_for_selector("#turn", timeout=10_000)  # the game, watched
    watching = phone.evaluate("async () => (await import('/static/i18n.js')).t('spectating')")
    assert watching in phone.locator("#table").inner_text()
    assert "#token=" not in phone.url
