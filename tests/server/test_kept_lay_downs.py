"""A Corsairs lay-down arranged is kept by the browser over a reload (games/corsairs.js): one
key per table and seat, kept for good, grew with every table played. The kept ones stay few,
whatever the count of tables; run by node."""

from __future__ import annotations

from web_i18n import in_node

STORING = """const kept = new Map();
globalThis.localStorage = { getItem: (k) => kept.get(k) ?? null,
  setItem: (k, v) => kept.set(k, String(v)), removeItem: (k) => kept.delete(k),
  key: (i) => [...kept.keys()][i] ?? null, get length() { return kept.size; } };
const s = await import("./store.js");
"""
"""A browser's storage that keeps what it is given, its keys listed as localStorage lists them."""

DAY = 86_400_000


def test_the_kept_arrangements_stay_few_and_recent() -> None:
    kept = in_node(
        STORING
        + f"""const c = await import("./games/corsairs.js");
        const now = 1_000 * {DAY};
        const lays = () => s.local.keys("corsairs.lay.").sort();
        // arrangements of 0 to 4 days and of 31 to 35 days ago, one an earlier page kept
        // undated, and another kind of key beside them
        for (const d of [0, 1, 2, 3, 4, 31, 32, 33, 34, 35]) {{
          const kept = {{ round: 1, seq: 3, crew: [], attach: [], at: now - d * {DAY} }};
          s.local.setJSON(`corsairs.lay.D${{d}}.0`, kept);
        }}
        s.local.setJSON("corsairs.lay.OLD.1", {{ round: 1, seq: 3, crew: [], attach: [] }});
        s.local.set("corsairs.creator.D35", "tok");
        c.sweepLays(now);
        const recent = lays();
        // 300 tables' arrangements since, a millisecond apart: the newest few
        for (let i = 0; i < 300; i++)
          s.local.setJSON(`corsairs.lay.T${{i}}.0`, {{ at: now + 300 - i }});
        c.sweepLays(now);
        return [recent, lays(), c.LAYS_KEPT, s.local.get("corsairs.creator.D35"),
          s.local.keys("corsairs.cr")];""",
        table=True,
    )
    recent, capped, cap, creator, listed = kept
    assert recent == [f"corsairs.lay.D{d}.0" for d in range(5)], recent
    assert cap == 10 and capped == sorted(f"corsairs.lay.T{i}.0" for i in range(cap)), capped
    assert creator == "tok" and listed == ["corsairs.creator.D35"]  # other keys stay


def test_what_is_kept_of_tables_only_watched_stays_few_and_recent() -> None:
    """A table only watched kept its talk muted, its house rules folded and its summary to
    read for good (My tables' go with their entry): they stay for the last tables opened
    within the days a table is kept, whatever the count of tables watched."""
    kept = in_node(
        STORING
        + f"""const now = 1_000 * {DAY};
        const watched = (t) => [`corsairs.talk_muted.${{t}}.watch`,
          `corsairs.houseRulesFolded.${{t}}`, `corsairs.summary.${{t}}.watch`];
        const keep = (t) => watched(t).forEach((k) => s.local.set(k, "1"));
        // an older page's keys, and a table of My tables' (a seat, and its creator's token)
        ["OLD", "MINE"].forEach(keep);
        s.local.set("corsairs.creator.OLD", "tok");
        keep("A"); s.sweepWatched("A", ["MINE"], now);
        const first = s.local.keys("corsairs.").sort();
        // opened again 40 days later: A's go; then 30 tables, a second apart
        s.sweepWatched("B", ["MINE"], now + 40 * {DAY});
        const later = s.local.keys("corsairs.summary.");
        for (let i = 0; i < 30; i++) {{
          keep("T" + i); s.sweepWatched("T" + i, ["MINE"], now + i * 1000);
        }}
        return [first, later, s.local.keys("corsairs.summary.").sort(), s.OPENED_KEPT];""",
        table=True,
    )
    first, later, capped, cap = kept
    assert first == sorted(
        [
            "corsairs.creator.OLD",  # another kind of key stays
            "corsairs.houseRulesFolded.A",
            "corsairs.houseRulesFolded.MINE",
            "corsairs.opened",
            "corsairs.summary.A.watch",
            "corsairs.summary.MINE.watch",
            "corsairs.talk_muted.A.watch",
            "corsairs.talk_muted.MINE.watch",
        ]
    ), first
    assert later == ["corsairs.summary.MINE.watch"], later
    assert cap == 20
    assert capped == sorted(
        ["corsairs.summary.MINE.watch"] + [f"corsairs.summary.T{i}.watch" for i in range(10, 30)]
    ), capped
