"""A player sent to an address the server does not have, or to a table that is gone,
is told so in the page's language and given the way to the lobby (a mistyped link
showed raw English JSON; a gone table's page had no way on but the title)."""

from __future__ import annotations

from typing import Any

import pytest
from e2e_helpers import Server, in_language
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
