"""A Corsairs player's own seat, shown once they have laid down, is headed "Player 1
(you)" as Piratatak's own seat is: it said the bare name, like another player's seat; its
parts without cards say so to a screen reader (``said``: what aria-hidden leaves).
Rendered in Node by the table's own module on a few lines of stand-in document."""

from __future__ import annotations

import pytest
from web_i18n import in_node

HEADINGS = """class Node {
  constructor(tag) { this.tag = tag; this.kids = []; this.style = {}; this.attrs = {}; }
  append(...kids) { this.kids.push(...kids); }
  setAttribute(k, v) { this.attrs[k] = v; }
  get said() { return this.attrs["aria-hidden"] ? "" : this.kids.map((k) => k.said).join(""); }
  addEventListener() {}
  get text() { return this.kids.map((k) => k.text).join(""); }
  find(tag) {
    if (this.tag === tag) return this;
    for (const k of this.kids) { const f = k.find && k.find(tag); if (f) return f; }
    return null;
  }
}
class Text extends Node {
  constructor(s) { super("#text"); this.s = s; }
  get text() { return this.s; }
  get said() { return this.s; }
}
globalThis.Node = Node;
document.createElement = (tag) => new Node(tag);
document.createElementNS = (ns, tag) => new Node(tag);
document.createTextNode = (s) => new Text(s);
const c = await import("./games/corsairs.js");
const laid = { prisoners: [], crew: ["R3", "R4"], attached: [], stowaways: [], limit: 22 };
const obs = { seat: 0, current_player: 1, over: false, closer: 1, hand_sizes: [0, 5],
  penalties: [0, 2], known: [[], []], laid: [laid, null], rounds: [] };
const view = { online: [true, true], history: [] };
const names = ["Ann", "Bo"];
const heading = (s) => c.seatPanel(s, obs, names, view, m.t, 0).find("h3").text.trim();
return [heading(0), heading(1), c.seatPanel(0, obs, names, view, m.t, 0).said];"""


@pytest.mark.parametrize(
    ("lang", "you"), [("en", "you"), ("fr", "vous"), ("it", "tu"), ("de", "du")]
)
def test_ones_own_laid_down_seat_says_it_is_you(lang: str, you: str) -> None:
    own, other, said = in_node(HEADINGS, lang, table=True)
    assert own.startswith(f"Ann ({you})"), own
    assert "(" not in other.split("⚓")[0], other  # another's seat: the bare name
    # its parts without cards (no prisoners, no stowaways) say so in words: a bare dash was
    # read "Prisoners — Crew", skipped or said as a sign
    assert said.count(NO_CARDS[lang]) == 2, said


NO_CARDS = {"en": "no cards", "fr": "aucune carte", "it": "nessuna carta", "de": "keine Karten"}
