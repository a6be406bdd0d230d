// Seat changes in the game log: "From here 🤖 Casual bot plays for Anna (away)", "Anna
// takes the seat back from the bot". The server says them (the summary's
// `seat_changes`, from the stored seats), so a page loaded later tells what the pages
// that saw them happen were told; here they are placed among the moves and worded.
import { t, botKind, seatName } from "./i18n.js";

/** The log's events with the seat changes among them: a change after ``n`` actions comes
 * after the events of action ``n`` (a round's summary too), in the round that follows. */
export function withSeatChanges(hist, changes) {
  if (!Array.isArray(changes) || !changes.length) return hist;
  const out = [];
  let next = 0;
  const place = (upTo) => {
    for (; next < changes.length && changes[next].n <= upTo; next++) out.push(changes[next]);
  };
  for (const e of hist) {
    place(e.n - 1);
    out.push(e);
  }
  place(Infinity);
  // a change takes the round of the move after it (else of the one before): the log's
  // sections are rounds, and a change between two rounds opens the next one
  return out.map((e, i) => {
    if (!("to" in e) || e.act !== undefined) return e;
    const after = out.slice(i + 1).find((x) => x.act !== undefined);
    const before = out.slice(0, i).reverse().find((x) => x.act !== undefined);
    const round = (after || before || {}).round;
    return { ...e, act: "seat_change", ...(round !== undefined ? { round } : {}) };
  });
}

/** A seat change in the viewer's language; the viewer's own seat (``me``) is "you", as the
 * log says their moves. */
export function seatLine(e, me) {
  const you = me !== undefined && me !== null && e.seat === me ? "_you" : "";
  const name = seatName({ kind: "human", name: e.name }, e.seat);
  if (e.to === "person") return t((e.late ? "log_late" : "log_back") + you, { name });
  const line = t("log_bot_in" + you, { bot: botKind(e.bot || ""), name });
  return e.why ? `${line} (${t("log_why_" + e.why)})` : line;
}
