"""After their own lay-down, a player who set sail saw "Waiting for Luc" beside their laid
cards, and nothing said what the others may still do to them (attach cards to their crew,
send them under) nor when the round ends: the table says it, in the rulebook's terms."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """const c = await import("./games/corsairs.js");
const laid = (limit, stowaways) => ({ prisoners: [], crew: ["R1", "R2"], attached: [],
  stowaways, limit });
const obs = (closer, mine, extra = {}) => ({ over: false, phase: "lay", closer,
  laid: [mine, null, null], ...extra });
return {
  closer: c.layNext(obs(0, laid(5, ["Y2", "B3"])), 0, m.t),
  sweep: c.layNext(obs(0, laid(0, [])), 0, m.t),
  sweep_first: c.layNext(obs(0, laid(0, [])), 0, m.t, { tied_sweepers: "first_to_lay_down" }),
  sweep_off: c.layNext(obs(0, laid(0, [])), 0, m.t, { sweep_wins: false }),
  // not yet laid down, laid down after another's sail, the round over, a spectator
  crew: c.layNext(obs(0, null, { phase: "crew" }), 0, m.t),
  other: c.layNext(obs(2, laid(7, ["Y7"])), 0, m.t),
  ended: c.layNext(obs(0, laid(5, ["Y2", "B3"]), { phase: "draw", closer: null }), 0, m.t),
  spectator: c.layNext(obs(0, laid(5, ["Y2", "B3"])), null, m.t),
};"""


@pytest.mark.parametrize(
    ("lang", "attach", "under", "ends", "sweep", "ties"),
    [
        ("en", "each may first attach cards to your crew",
         "Anyone with a limit of 5 or less sends you under: you keep your stowaways and take "
         "theirs, as penalty cards; if nobody does, you take none.",
         "The round ends after the last lay-down.",
         "No stowaways: a sweep!", "fewer penalty cards wins"),
        ("fr", "chacun peut d'abord attacher des cartes à votre équipage",
         "Qui a une limite de 5 ou moins vous coule\u00a0: vous gardez vos clandestins et "
         "prenez les siens, comme cartes de pénalité\u00a0; si personne ne vous coule, vous "
         "n'en prenez aucune.",
         "La manche se termine quand tous ont abattu.",
         "vous mettez les autres capot", "le moins de cartes de pénalité l'emporte"),
        ("it", "ognuno può prima attaccare carte alla tua ciurma",
         "Chi ha un limite di 5 o meno ti manda sotto: tieni i tuoi clandestini e prendi i "
         "suoi, come carte penalità; se nessuno ti manda sotto, non ne prendi nessuna.",
         "La manche finisce quando tutti hanno calato le carte.",
         "fai cappotto", "vince chi ha meno carte penalità"),
        ("de", "jeder darf vorher Karten an deine Mannschaft angreifen",
         "Wer eine Grenze von höchstens 5 hat, taucht dich unter: Dann behältst du deine "
         "blinden Passagiere und bekommst seine dazu, als Strafpunkte; taucht dich niemand "
         "unter, bekommst du keine.",
         "Die Runde endet, wenn alle ausgelegt haben.",
         "Du machst alle Gegner match", "gewinnt, wer weniger Strafpunkte hat"),
    ],
    ids=["en", "fr", "it", "de"],
)  # fmt: skip
def test_the_closer_is_told_what_comes_after_their_lay_down(
    lang: str, attach: str, under: str, ends: str, sweep: str, ties: str
) -> None:
    said = in_node(SAID, lang, table=True)
    assert attach in said["closer"] and under in said["closer"], said["closer"]
    assert said["closer"].endswith(ends), said["closer"]
    # no stowaways: a sweep, which wins once the others have laid down
    assert sweep in said["sweep"] and ties in said["sweep"], said["sweep"]
    assert sweep in said["sweep_first"] and ties not in said["sweep_first"]  # the closer is first
    assert said["sweep_off"] == said["closer"].replace("5", "0")  # a house rule: no sweeps
    assert said["crew"] is None and said["other"] is None
    assert said["ended"] is None and said["spectator"] is None


TWO = """const c = await import("./games/corsairs.js");
const laid = (limit, stowaways) => ({ prisoners: [], crew: ["R1"], attached: [],
  stowaways, limit });
const obs = (mine, players) => ({ over: false, phase: "lay", closer: 0, players,
  laid: [mine, null, null, null].slice(0, players) });
return [2, 3].map((n) => [c.layNext(obs(laid(5, ["Y2"]), n), 0, m.t),
  c.layNext(obs(laid(0, []), n), 0, m.t)].join(" "));"""


@pytest.mark.parametrize(
    ("lang", "one_other", "others"),
    [
        ("en", "the other player lays down", "the others"),
        ("fr", "Votre adversaire abat maintenant", "Les autres"),
        ("it", "l'altro giocatore cala le carte", "gli altri"),
        ("de", "legt dein Gegner aus", "die anderen"),
    ],
    ids=["en", "fr", "it", "de"],
)  # fmt: skip
def test_with_two_players_the_closer_hears_of_one_other(
    lang: str, one_other: str, others: str
) -> None:
    """The line said "Now the others lay down in turn" with one other player at the table."""
    two, three = in_node(TWO, lang, table=True)
    assert one_other in two and others.lower() not in two.lower(), two
    assert "{" not in two and "5" in two, two
    assert others in three and one_other not in three, three


NEWS = """const c = await import("./games/corsairs.js");
const laid = { prisoners: [], crew: ["R1"], attached: [], stowaways: ["Y2"], limit: 5 };
const view = (mine, phase = "lay") => ({ observation: { over: false, phase, closer: 0, players: 3,
  laid: [mine, null, null] } });
const [sail, t1] = c.layNews(view(null), 0, m.t, {}, null);
const [first, t2] = c.layNews(view(laid), 0, m.t, {}, t1);
const [again, t3] = c.layNews(view(laid), 0, m.t, {}, t2);
const [ended, t4] = c.layNews(view(laid, "draw"), 0, m.t, {}, t3);
return { sail, first, again, ended, next: c.layNews(view(laid), 0, m.t, {}, t4)[0],
  line: c.layNext(view(laid).observation, 0, m.t) };"""


def test_a_screen_reader_is_told_the_closers_line_once_as_it_appears() -> None:
    """The line was shown, never said: moveNote is asked only on the player's own turn."""
    said = in_node(NEWS, "en", table=True)
    assert said["sail"] is None  # not laid down yet: nothing
    assert said["first"] == said["line"] and "the others lay down" in said["first"]
    assert said["again"] is None  # the next move by another: not said again
    assert said["ended"] is None
    assert said["next"] == said["line"]  # a later round's lay-down: said again
