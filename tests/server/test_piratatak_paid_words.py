"""A Piratatak seller was told "Bot 2 bought yellow 6 from you" and saw their gold jump with
no reason given: where the rules pay the price to the seller (the observation's ``coins_to``
and ``price``), the turn line, the screen reader's news and the log say what they got; where
it goes onto the discard pile, or the observation does not say, nothing is guessed."""

from __future__ import annotations

from typing import Any

import pytest
from web_i18n import in_node

from corsairs import load_game

SAID = """const p = await import("./games/piratatak.js");
const names = ["Player 1", "Bot 2"];
const hist = [{ n: 1, seat: 1, action: "buy Y6 from 0", events: [[1, "buy Y6 from 0"]] }];
const obs = (extra) => ({ over: false, current: 0, tables: [], ...extra });
const told = (o) => ({
  line: p.turnLine(1, ["buy Y6 from 0"], [1], () => names, m.t, 0, p.paidToSeller(o)),
  news: p.turnNews(hist, 0, o, () => names, m.t, 0)[0],
  log: p.narrate(hist[0], names, m.t, o, 0),
});
return {
  seller: told(obs({ price: 3, coins_to: "seller" })),
  one: told(obs({ price: 1, coins_to: "seller" })),
  discard: told(obs({ price: 3, coins_to: "discard" })),
  unsaid: told(obs({ price: 3 })),
};"""


@pytest.mark.parametrize(
    ("lang", "paid", "paid_one", "plain"),
    [
        ("en", "Bot 2 bought yellow 6 from you and paid you 3 gold coins",
         "paid you 1 gold coin", "Bot 2 bought yellow 6 from you"),
        ("fr", "Bot 2 vous a acheté le 6 jaune et vous a payé 3 pièces d'or",
         "vous a payé 1 pièce d'or", "Bot 2 vous a acheté le 6 jaune"),
        ("it", "Bot 2 ti ha comprato il 6 giallo e ti ha pagato 3 monete d'oro",
         "ti ha pagato 1 moneta d'oro", "Bot 2 ti ha comprato il 6 giallo"),
        ("de", "Bot 2 hat die gelbe 6 von dir gekauft und dir 3 Goldmünzen gezahlt",
         "dir 1 Goldmünze gezahlt", "Bot 2 hat die gelbe 6 von dir gekauft"),
    ],
    ids=["en", "fr", "it", "de"],
)  # fmt: skip
def test_the_seller_is_told_the_price_they_got(
    lang: str, paid: str, paid_one: str, plain: str
) -> None:
    said = in_node(SAID, lang, table=True)
    for where in ("line", "news", "log"):
        assert said["seller"][where].startswith(paid), (where, said["seller"])
        assert said["one"][where].endswith(paid_one) or paid_one + "." in said["one"][where]
        # the coins went onto the discard pile, or the observation does not say where
        assert said["discard"][where].rstrip(".") == plain, (where, said["discard"])
        assert said["unsaid"][where].rstrip(".") == plain, (where, said["unsaid"])


@pytest.mark.parametrize("coins_to", ["seller", "discard"])
def test_the_observation_says_where_the_price_goes(coins_to: str) -> None:
    state: Any = load_game("piratatak", players=2, coins_to=coins_to).new_state(3)
    assert state.observation(0)["coins_to"] == coins_to
    assert state.observation(None)["coins_to"] == coins_to  # a spectator reads the same


BOUGHT = """const p = await import("./games/piratatak.js");
const names = ["Player 1", "Bot 2"];
const hist = [{ n: 1, seat: 0, action: "buy Y6 from 1", events: [[0, "buy Y6 from 1"]] }];
const told = (price) => {
  const o = { over: false, current: 1, price, coins_to: "discard", tables: [] };
  return [p.turnLine(0, ["buy Y6 from 1"], [1], () => names, m.t, 0, p.paidToSeller(o), o.price),
    p.turnNews(hist, 0, o, () => names, m.t, 0)[0], p.narrate(hist[0], names, m.t, o, 0)];
};
return { three: told(3), one: told(1) };"""


@pytest.mark.parametrize(
    ("lang", "three", "one"),
    [
        ("en", "You bought yellow 6 from Bot 2 for 3 gold coins", "for 1 gold coin"),
        ("fr", "Vous avez acheté le 6 jaune à Bot 2 pour 3 pièces d'or", "pour 1 pièce d'or"),
        ("it", "Hai comprato il 6 giallo da Bot 2 per 3 monete d'oro", "per 1 moneta d'oro"),
        ("de", "Du hast die gelbe 6 für 3 Goldmünzen von Bot 2 gekauft", "für 1 Goldmünze"),
    ],
    ids=["en", "fr", "it", "de"],
)
def test_the_buyer_is_told_the_price_they_paid(lang: str, three: str, one: str) -> None:
    """The seller was told "Bot 2 bought yellow 6 from you and paid you 3 gold coins", the
    buyer only "You bought yellow 6 from Bot 2", their gold down by three for all they knew.
    Their own line says the price (the turn's line, the screen reader's news, the log),
    wherever the coins go."""
    said = in_node(BOUGHT, lang, table=True)
    for where, line in zip(("line", "news", "log"), said["three"], strict=True):
        assert line.rstrip(".") == three, (where, line)
    assert all(one in line for line in said["one"]), said["one"]
