"""Expected penalty cards, in the hint's sail-or-wait table and in the review's reasons, to
one fixed decimal ("1.0" beside "4.6"; "1" beside "1.2" and "4.6" read as figures of two
precisions), as the language writes decimals (the pages' own modules in Node)."""

from __future__ import annotations

import pytest
from web_i18n import in_node

SAID = """// just enough of elements for ui.js's h(): tags, text and children
globalThis.Node = class Node {
  constructor(tag, text = "") { this.tag = tag; this.text = text; this.kids = []; this.style = {}; }
  setAttribute() {}
  addEventListener() {}
  append(c) { this.kids.push(c); }
  get textContent() { return this.text + this.kids.map((k) => k.textContent).join(""); }
  all(tag) { return this.kids.flatMap((k) => [...(k.tag === tag ? [k] : []), ...k.all(tag)]); }
};
document.createElement = (tag) => new Node(tag);
document.createTextNode = (text) => new Node("#text", text);
const hint = await import("./hint.js");
const why = await import("./review_why.js");
const d = { kind: "discard", must_sail: false, sweep_matters: false, options: [
  { action: "discard R7", card: "R7", sail: false, limit: 20, added: { 0: 1, 1: 4.6 } }] };
const block = hint.discardBlock(d, 0, ["Ann", "Bea"], { observation: {} });
const cells = block[0].all("td").map((c) => c.textContent);
const sail = why.reasonText({ code: "sail_now", better: "sail R7", worse: "discard R7", limit: 9,
  under: [[1, 0.2]], sail_penalty: 1, sail_theirs: 4.64, wait_penalty: 2, wait_theirs: 3 },
  ["Ann", "Bea"], 2);
const bots = why.reasonText({ code: "sail_risk", better: "discard R7", worse: "sail R7", limit: 9,
  under: [[1, 0.06], [2, 0.4]], sail_penalty: 1, sail_theirs: 4.64, wait_penalty: 2,
  wait_theirs: 3 },
  ["Ann", "Greedy bot 2", "Card-counting bot 3"], 2);
return [cells, sail, bots];"""


@pytest.mark.parametrize(("lang", "one", "other"), [("en", "1.0", "4.6"), ("fr", "1,0", "4,6")])
def test_expected_penalty_cards_are_written_to_one_fixed_decimal(
    lang: str, one: str, other: str
) -> None:
    cells, sail, bots = in_node(SAID, lang, table=True)
    assert cells[2:4] == [one, other], cells
    assert one in sail and other in sail and one.replace("1", "2") in sail, sail
    # a chance after a bot's name ending in its seat's number: "Greedy bot 2 6%" read as 26%
    pct = "6%" if lang == "en" else "6\u00a0%"
    assert f"Greedy bot 2 ({pct}), Card-counting bot 3 (40" in bots, bots
