// Seat changes in the game log: "From here 🤖 Casual bot plays for Anna (away)", "Anna
// takes the seat back from the bot". The server says them (the summary's
// `seat_changes`, from the stored seats), so a page loaded later tells what the pages
// that saw them happen were told; here they are placed among the moves and worded.
import { t, botKind, seatName, seatNameAt } from "./i18n.js";

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

/** Whom the game log says "you" to: the seated player, or the player whose seat went to a
 * bot and who watches (``former``), whose own earlier moves stay theirs ("You drew…"; they
 * read "Anna drew…" until the seat was taken back). Returns the seat and the person's name
 * at it (``{ me: null }``: a spectator). ``seats``: the table summary's. */
export function logViewer(seats, seat, former = null) {
  const at = seat ?? former;
  if (at === null || at === undefined || !seats[at]) return { me: null, name: null };
  // the person's name is the seat's before its bot came (seatNameAt: at the move ``since``)
  const since = seat === null || seat === undefined ? seats[at].since : undefined;
  return { me: at, name: seatNameAt(seats[at], at, typeof since === "number" ? since : Infinity) };
}

/** The log's ``me`` for one move, whose seats' names were ``names``: none for a move a bot
 * made at the viewer's seat (it is named, not "you"). */
export function lineViewer(e, names, viewer) {
  return viewer.me !== null && e.seat === viewer.me && names[e.seat] !== viewer.name ? null : viewer.me;
}
