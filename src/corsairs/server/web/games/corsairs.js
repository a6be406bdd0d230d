// The Corsairs table: hand by colour, pier with its colour, discard pile, stock, opponents,
// the sail dialog (best division pre-arranged, editable), round summaries and the result.
import { h, mark, dot, cardEl, backEl, parseCard, rankedSeats, scrollAboveDock, scrollIntoReach, scrollMovesIntoView, COLOUR_CODES, COLOUR_NAMES, offlineNote, awayNote, noteDock, keepingFocus, drawnAgain, places, trapFocus, clearOfStuck, winnersLine, namesList, scrollingTable, focusTurnLine, docked } from "../ui.js";
import { cardLabel, cardLabels, cardName, cardNames, colon, counted, currentLang, oneSubject, sailAsTwoMoves, semicolon, tn, tOwn } from "../i18n.js";
import { dialogHintButton } from "../hint.js";
import { local } from "../store.js";

const ui = { table: null, selected: null, sort: "colour", seen: null, over: false, arrangement: null,
  arrangedFor: null, view: null, ctx: null, dialog: null, root: null, closedAt: null, draws: new Map(), dockH: 0, layDownsOpen: false };
/** The table drawn again after a choice made here (a card, a sort), the focus kept. */
const rerender = () => keepingFocus(ui.root, () => render(ui.root, ui.view, ui.ctx));

const value = (c) => parseCard(c).number;
const colourOf = (c) => parseCard(c).code;
const sum = (cards) => cards.reduce((a, c) => a + value(c), 0);

function parseLay(text) {
  const words = text.split(/\s+/);
  const crewAt = words.indexOf("crew");
  const attach = words[0] === "attach" ? words.slice(1, crewAt) : [];
  const crew = words.slice(crewAt + 1).filter((w) => w !== "-");
  return { crew, attach };
}
function layText(crew, attach) {
  const c = crew.length ? crew.join(" ") : "-";
  return attach.length ? `attach ${attach.join(" ")} crew ${c}` : `crew ${c}`;
}
const order = (cards) => [...cards].sort((a, b) => COLOUR_CODES.indexOf(colourOf(a)) - COLOUR_CODES.indexOf(colourOf(b)) || value(a) - value(b));

/** One move in words, from its notation and who made it (the replay bar, the review); a
 * move of ``me`` is said to them ("You discarded…"), as the table's log says it. */
export function describe(action, actor, names, t, entry, me = null) {
  const own = me !== null && me !== undefined && actor === me;
  const say = (key, vars) => (own ? tOwn(key, true, vars) : t(key, vars));
  const name = names[actor] ?? "?";
  const w = action.split(/\s+/);
  // with the card drawn (the log's entry, or a review's ``seen``: the seat's own draw), named
  const card = entry && entry.card;
  if (w[0] === "draw" && card) return say(w[1] === "stock" ? "c_drew_stock" : "log_take_" + w[1], { name, card: cardName(card) });
  if (w[0] === "draw") return say("c_draw_" + w[1], { name });
  if (w[0] === "discard") return say("c_discard", { name, card: cardName(w[1]) });
  if (w[0] === "sail") return say("c_sail", { name, card: cardName(w[1]) });
  const { crew, attach } = parseLay(action);
  if (entry && entry.limit !== undefined && Array.isArray(entry.stowaways)) {  // a review's lay-down (the log counts its cards)
    const named = (cards) => (cards.length ? cardNames(cards) : t("c_none"));
    const args = { name, crew: named(crew), attach: named(attach), limit: entry.limit, stow: named(entry.stowaways) };
    // an empty crew is no crew: "laid down the crew none" ("die Mannschaft aus keine")
    return say((attach.length ? "c_attach_seen" : "c_lay_seen") + (crew.length ? "" : "_none"), args);
  }
  if (!crew.length && !attach.length) return say("c_lay_none", { name });  // not "a crew of 0 cards"
  // an attack with no crew laid down is "no crew", not "a crew of 0 cards"
  const attached = (attach.length === 1 ? "c_attach_one" : "c_attach") + (crew.length ? "" : "_none");
  return attach.length ? say(attached, { name, k: attach.length, n: crew.length }) : say(counted("c_lay", crew.length), { name, n: crew.length });
}

/** One public event of the game log (see PublicHistory on the server) in words; a move of
 * the viewer's seat ``me`` is said to them ("You drew…"). */
export function narrate(e, names, t, obs, me = null) {
  const name = names[e.seat] ?? "?";
  const said = (key, vars) => tOwn(key, me !== null && e.seat === me, { name, ...vars });
  if (e.act === "draw") {
    const own = e.from === "stock" && me !== null && e.seat === me && ui.draws.get(e.n);
    if (own) return said("c_drew_stock", { card: cardName(own) });
    if (e.from === "pile" && e.card) return said("log_take_pile", { card: cardName(e.card) });
    if (e.from === "pier" && e.card) return said("log_take_pier", { card: cardName(e.card) });
    return said("c_draw_" + e.from);
  }
  if (e.act === "discard") return said("c_discard", { card: cardName(e.card) });
  if (e.act === "sail") return said("c_sail", { card: cardName(e.card) });
  if (e.act === "lay") return said(counted("log_lay", e.stowaways), { limit: e.limit, k: e.stowaways });
  if (e.act === "round_end") {
    const r = obs.rounds.find((x) => x.round === e.round);
    return r ? roundLine(r, names, t, me, obs) : t("round_summary", { n: e.round });
  }
  return "";
}

/** What a screen reader is told of the log's entries after the first ``from`` (``hist``:
 * the log's entries; ``namesAt(n)``: the seats' names at move ``n``): each other player's
 * turn in one sentence once it is over ("Bo took red 8 from the pier; discarded yellow 8"),
 * the viewer's own moves at once, and a round's end in one sentence with every lay-down
 * of it (roundLine's ``laid``). Said a move at a time, a bot's discard came a moment after
 * its draw and cut it short; said a lay-down at a time, a round's end was a message per
 * player. Returns ``[text, told]``, the moves told so far; a turn still under way, and a
 * lay-down (but the closer's) before its round's end, wait. ``from`` null (a page just
 * opened): nothing is told. */
export function turnNews(hist, from, obs, namesAt, t, me = null) {
  // the moves alone: a seat change (the log's own line says it) may come in among them later
  const moves = hist.filter((e) => e.act !== "seat_change");
  const start = from ?? moves.length;
  const ended = new Set(moves.filter((e) => e.act === "round_end").map((e) => e.round));
  // a lay-down waits for its round's end, but the closer's, said with its sail: its limit
  // is the one the others lay down against
  let stop = moves.length;
  for (let i = start; i < moves.length && stop === moves.length; i++) {
    const e = moves[i], before = moves[i - 1];
    const closers = before && before.act === "sail" && before.seat === e.seat;
    if (e.act === "lay" && !ended.has(e.round) && !closers) stop = i;
  }
  const runs = [];  // one seat's moves in a row: a turn (a round's end stands alone)
  for (let i = start; i < stop; i++) {
    const e = moves[i];
    // a lay-down of a round that has ended is said by the round's end
    if (e.act === "lay" && ended.has(e.round)) continue;
    const run = runs[runs.length - 1];
    // a bot that took the seat mid-turn (or its person, back) makes a run of its own
    const who = namesAt(e.n)[e.seat];
    if (run && e.act !== "round_end" && run.seat === e.seat && !run.end && run.who === who) run.entries.push(e);
    else runs.push({ seat: e.seat, who, end: e.act === "round_end", entries: [e], at: i });
  }
  const lines = [];
  let told = stop;
  for (const [i, run] of runs.entries()) {
    // the bot that had the viewer's seat is not "you": its moves are said as another's
    const own = me !== null && run.seat === me && run.who === namesAt(Infinity)[me];
    const going = i === runs.length - 1 && !run.end && !obs.over && obs.current_player === run.seat;
    if (going && !own) { told = run.at; break; }  // another's turn is told once it is over
    const names = namesAt(run.entries[run.entries.length - 1].n);
    const mine = run.seat === me && !own ? null : me;  // a bot's moves at the viewer's seat are the bot's
    const said = run.end ? [roundNews(run.entries[0], names, t, obs, me, moves)] : run.entries.map((e) => narrate(e, names, t, obs, mine));
    // a pier draw's new colour after the turn's sentence ("…; new pier colour: green")
    const news = run.end ? "" : run.entries.map((e) => pierNews(e, moves, obs, t)).join("");
    lines.push((own ? said.join(". ") : oneTurn(said, run.entries, names[run.seat], t)) + news);
  }
  return [lines.map((l, i) => (i < lines.length - 1 && !/[.!?…]$/.test(l) ? l + "." : l)).join(" "), told];
}

/** A pier draw that changed the pier's colour (the prisoners'), for the ear: "; new pier
 * colour: green". A sighted player sees it change; a blind one heard only the card taken.
 * Said of the pier's latest draw while its round goes on (the observation holds the pier
 * as it is now). */
function pierNews(e, moves, obs, t) {
  if (e.act !== "draw" || e.from !== "pier" || !e.card || !obs.pier?.length || !obs.pier_colour) return "";
  const later = moves.slice(moves.indexOf(e) + 1);
  if (later.some((x) => x.act === "round_end" || (x.act === "draw" && x.from === "pier"))) return "";
  const taken = COLOUR_NAMES[COLOUR_CODES.indexOf(colourOf(e.card))];
  return taken === obs.pier_colour ? "" : semicolon() + t("c_pier_now", { colour: t(obs.pier_colour) });
}

/** Another player's moves in a row (``said``: each in the log's words, for ``entries``) as
 * one sentence, the player named once: "Bo took red 8 from the pier and discarded yellow
 * 8" ("Bo a pris … et défaussé …"; "…; a défaussé …" left a clause without its subject);
 * the closer's lay-down ends its sail's sentence ("… and set sail with a limit of 5 and 1
 * stowaway": after a semicolon, "…; laid down: limit 5", it had no subject). */
function oneTurn(said, entries, who, t) {
  const name = `${who ?? "?"} `;
  const strip = (l, k) => (k && l.startsWith(name) ? l.slice(name.length) : l);
  const lay = entries.findIndex((e) => e.act === "lay");
  const count = lay < 0 ? said.length : lay;
  let clauses = said.slice(0, count);
  const last = entries[count - 1];
  // a sail after a draw, two moves of the list where the language says them so (sailAsTwoMoves)
  if (count > 1 && last.act === "sail" && sailAsTwoMoves()) {
    const card = cardName(last.card);
    clauses = [...clauses.slice(0, -1), t("c_discard", { name: who ?? "?", card }), t("c_set_sail", { name: who ?? "?" })];
  }
  const moves = clauses.map((l) => (l.startsWith(name) ? l.slice(name.length) : null));
  const turn = moves.length > 1 && moves.every((m) => m !== null) ? name + oneSubject(moves)
    : said.slice(0, count).map(strip).join(semicolon());
  if (lay < 0) return turn;
  const laid = entries[lay];
  const after = said.slice(lay + 1);  // (none: the next seat lays down next)
  if (count && last.act === "sail") {
    return [t(counted("c_sailed_laid", laid.stowaways), { turn, limit: laid.limit, k: laid.stowaways }), ...after].join(semicolon());
  }
  // a lay-down told apart from its sail keeps its subject
  return [turn, said[lay], ...after].filter(Boolean).join(semicolon());
}

/** A round's end for the ear: its result with what each player laid down, and the next
 * round's pier colour (the prisoners'), which was only shown. */
function roundNews(e, names, t, obs, me, moves) {
  const r = obs.rounds.find((x) => x.round === e.round);
  const said = r ? roundLine(r, names, t, me, obs, true) : t("round_summary", { n: e.round });
  const after = moves.slice(moves.indexOf(e) + 1);
  if (obs.over || !obs.pier_colour || after.some((x) => x.act === "round_end")) return said;
  // the round's first pier card: taken since (its colour), or still there
  const draw = after.find((x) => x.act === "draw" && x.from === "pier" && x.card);
  const colour = draw ? COLOUR_NAMES[COLOUR_CODES.indexOf(colourOf(draw.card))] : obs.pier_colour;
  return `${said}${/[.!?…]$/.test(said) ? " " : ". "}${t("c_round_pier", { n: e.round + 1, colour: t(colour) })}`;
}

/** The card seat ``me`` just drew from the stock, kept by its move number for the log: the
 * public history cannot name it, and "You drew from the stock" left a screen reader's user
 * to find the new card among thirteen. Only the page that saw the draw knows it. */
export function rememberDraw(view, me) {
  const d = view.observation.drawn;
  const last = (view.history || []).at(-1);
  if (me === null || me === undefined || !d || !d.card || d.from !== "stock" || d.seat !== me) return;
  if (last && last.act === "draw" && last.seat === me) ui.draws.set(last.n, d.card);
}

/** A round's outcome in sentences, said to the viewer's seat ``me`` where it is theirs
 * ("You set sail", "Bea sent you under"), as the log says their moves; the log and the
 * round's summary both use it. */
export function roundWords(r, names, t, me = null) {
  const c = r.closer;
  const mine = (s) => me !== null && s === me;
  const under = r.sent_under_by.map((s) => {
    const vars = { who: names[s], closer: names[c], a: r.limits[s], b: r.limits[c] };
    return mine(c) ? t("sent_you_under", vars) : tOwn("sent_under", mine(s), vars);
  });
  return {
    // a sail the last stock card forced is no choice: "Bo decided to set sail" (Italian)
    // with limit 32 read as a bot's blunder
    closer: tOwn(r.forced ? "closer_forced" : "closer", mine(c), { name: names[c] }),
    under,
    nobody: under.length ? null : tOwn("not_under", mine(c), { closer: names[c], b: r.limits[c] }),
    sweeps: (r.sweepers || []).map((s) => tOwn("sweep", mine(s), { name: names[s] })),
    who: (s) => (mine(s) ? t("you") : names[s]),
  };
}

/** Where each player's penalty cards of round ``r`` came from, a sentence each, the
 * viewer's seat ``me`` told as "you": the closer sent under keeps their stowaways and takes
 * those passed on, else their stowaways go back to the deck; an opponent above the
 * closer's limit keeps theirs. The summary showed "+11" beside 6 stowaways, and on a phone
 * no cards at all. Those who sent the closer under add nothing: the lines above say so. */
export function penaltyWhy(r, names, t, me = null) {
  if (r.annulled) return [];
  const c = r.closer;
  const own = (s) => me !== null && s === me;
  const lines = [];
  const mine = r.stowaways[c].length;
  if (r.sent_under_by.length) {
    lines.push(tOwn("rs_takes", own(c), { name: names[c], own: mine, passed: r.added[c] - mine, n: r.added[c] }));
  } else if (mine) {
    lines.push(tOwn("rs_back", own(c), { name: names[c], k: mine }));
  }
  for (let k = 1; k < r.limits.length; k++) {  // in the order they laid down: from the closer's left
    const s = (c + k) % r.limits.length;
    if (r.added[s]) lines.push(tOwn("rs_keeps", own(s), { name: names[s], n: r.added[s], a: r.limits[s], b: r.limits[c] }));
  }
  return lines;
}

/** What round ``r`` calls for, in a sentence ("" when the game simply goes on): its penalty
 * cards took the total to the last-round mark (the next round is the last), or to the end,
 * or it was the last round. The table says "Last round!" only once the next round has begun;
 * the round that decides it says so in its summary and log line. A sweep says its own. */
export function roundNext(r, obs, t) {
  const th = obs.thresholds;
  const lastPlayed = obs.over && r.round === Math.max(...obs.rounds.map((x) => x.round));
  if (!th || (r.sweepers || []).length) return "";
  if (r.final_round) return lastPlayed ? t("rs_last_played") : "";
  if (r.annulled) return lastPlayed ? t("rs_over") : "";
  const total = r.penalties.reduce((a, b) => a + b, 0);
  const before = total - r.added.reduce((a, b) => a + b, 0);
  if (total >= th.end) return t("rs_end", { end: th.end });
  if (total >= th.last_round && before < th.last_round) return t("rs_next_last", { at: th.last_round });
  return lastPlayed ? t("rs_over") : "";  // a house rule's count of rounds
}

/** A round's result in one line, for the log; ``laid``: with each other player's lay-down
 * (its limit and stowaways), which the log has said a line each. */
function roundLine(r, names, t, me = null, obs = null, laid = false) {
  const next = obs ? roundNext(r, obs, t) : "";
  if (r.annulled) return t("annulled", { n: r.round, why: t("why_" + r.reason) }) + (next ? ` ${next}` : "");
  const w = roundWords(r, names, t, me);
  // mid-line ("…; nobody sent Ann under", "…; you sent Ann under", "…; du hast…"), where
  // the summary gives each a paragraph of its own
  const goesOn = (text) => text.charAt(0).toLowerCase() + text.slice(1);
  // after the heading's colon too ("Esito della manche 1: hai deciso di salpare"), but
  // German, whose sentence after a colon starts with a capital, and whose nouns keep theirs
  const afterColon = (text) => (currentLang() === "de" ? text : goesOn(text));
  const under = w.under.map((text, i) => (r.sent_under_by[i] === me ? goesOn(text) : text));
  const closer = r.closer === me ? afterColon(w.closer) : w.closer;
  const parts = [closer + ` (${t("limit_n", { n: r.limits[r.closer] })})`];
  if (laid) {
    const n = r.limits.length;  // in the order they laid down: from the closer's left
    for (let k = 1; k < n; k++) {
      const s = (r.closer + k) % n;
      const said = tOwn(counted("log_lay", r.stowaways[s].length), me !== null && s === me,
        { name: names[s], limit: r.limits[s], k: r.stowaways[s].length });
      parts.push(s === me ? goesOn(said) : said);
    }
  }
  parts.push(...under);
  if (w.nobody) parts.push(goesOn(w.nobody));
  const pen = r.added.map((n, s) => n ? `${w.who(s)} ${t("gets", { n })}` : null).filter(Boolean);
  return `${t("round_result", { n: r.round })}${colon()}${parts.join(semicolon())}` + (pen.length ? `${semicolon()}${afterColon(t("penalties"))}${colon()}${pen.join(", ")}` : "")  // in words: "☠" read "skull and crossbones"; "—" as "·" (read out, or skipped)
    + (next ? `. ${next}` : "") + w.sweeps.map((line) => `. ${line}`).join("");  // "…wins!": the game's end
}

/** The seat's lay-down as the table shows it; once the game is over the engine has
 * cleared the last round's stowaways and limits, so they come from the round's record. */
function shownLaid(obs, s) {
  const r = obs.rounds.length ? obs.rounds[obs.rounds.length - 1] : null;
  if (obs.over && r && !r.annulled) {
    return { prisoners: r.prisoners[s] || [], crew: r.crews[s] || [], attached: r.attached[s] || [],
      stowaways: r.stowaways[s] || [], limit: r.limits[s] };
  }
  return obs.laid && obs.laid[s];
}

/** The lay-down the player arranged (``layDialog``), kept by this browser per table and
 * seat, for the position it was arranged in (round and move number): a reload mid lay-down
 * set one's own card moves back to the best division the page proposes. Only the seat's own
 * page keeps it, never a pass-and-play device's (the next person holds it), and only cards
 * of the seat's own hand, which this browser was shown anyway. */
function layKey(ctx) {
  return ctx.replay || ctx.group || ctx.seat === null || ctx.seat === undefined || !ctx.summary ? null
    : `${LAY_PREFIX}${ctx.summary.id}.${ctx.seat}`;
}
const LAY_PREFIX = "corsairs.lay.";
/** Arrangements kept at most, the newest: a player leaves a lay-down half made at a table or
 * two, not at hundreds (one was kept per table for good: hundreds of tables, hundreds kept). */
export const LAYS_KEPT = 10;
/** Days an arrangement is kept: the server deletes a table idle that long (``serve
 * --expire-days``' default), and a round left for that long is over or gone. */
export const LAY_DAYS = 30;
function keepLay(ctx, obs, seq, arr) {
  const key = layKey(ctx);
  if (!key) return;
  local.setJSON(key, { round: obs.round, seq, crew: arr.crew, attach: arr.attach, at: Date.now() });
  sweepLays();
}
/** The seat's arrangement forgotten once its lay-down is past (made, its round over, the
 * game over): it was kept in the browser for good. */
function forgetLay(ctx) {
  const key = layKey(ctx);
  if (key && local.get(key) !== null) local.remove(key);
}
/** The kept arrangements made few (``now``, in ms): none older than LAY_DAYS (its table likely
 * gone), and the LAYS_KEPT newest of the others. One kept by an earlier page, which did not
 * date them, is the oldest. */
export function sweepLays(now = Date.now()) {
  const dated = local.keys(LAY_PREFIX).map((k) => {
    const at = local.getJSON(k)?.at;
    return [k, Number.isFinite(at) ? at : 0];
  }).sort((a, b) => b[1] - a[1]);
  dated.forEach(([k, at], i) => { if (i >= LAYS_KEPT || now - at > LAY_DAYS * 86_400_000) local.remove(k); });
}
/** The arrangement kept for this position, else null (another round or move, or a card
 * no longer in the hand). */
function keptLay(ctx, obs, seq) {
  const key = layKey(ctx);
  const kept = key ? local.getJSON(key) : null;
  if (!kept || kept.round !== obs.round || kept.seq !== seq || !Array.isArray(kept.crew) || !Array.isArray(kept.attach)) return null;
  const hand = new Set(obs.hand);
  const cards = [...kept.crew, ...kept.attach];
  if (!cards.every((c) => hand.has(c)) || new Set(cards).size !== cards.length) return null;
  return { crew: [...kept.crew], attach: obs.phase === "lay" ? [...kept.attach] : [] };
}

/** The summary of the round that just ended, shown and not closed yet: kept in the
 * browser, so that a page reloaded meanwhile (a phone's tab brought back, a reload) or the
 * table opened again in a new tab (the tab closed at the summary) shows it again while no
 * later round has ended; it was lost, the round's result left to the log (kept in the tab's
 * session, a friend who closed the tab lost it). Kept per seat: two friends playing in two
 * tabs of one browser share its storage, and the first to close the summary took it from
 * the other's next reload. ``round``: keep (a number), forget (null) or read (undefined). */
function pendingSummary(table, seat, round = undefined) {
  const key = `corsairs.summary.${table}.${seat ?? "watch"}`;
  if (round === undefined) return Number(local.get(key)) || null;
  if (round === null) local.remove(key);
  else local.set(key, String(round));  // (storage refused: kept while the page is open)
  return null;
}

/** Pass-and-play (app.js): the seat shown changes, or none is: what this drawing kept of
 * the last one's hand goes (the card chosen, the lay-down arranged, the cards it drew, its
 * view, a dialog of its turn), so that nothing of it stays behind the curtain. */
export function forgetSeat() {
  Object.assign(ui, { selected: null, arrangement: null, arrangedFor: null, draws: new Map(), view: null, myTurn: false });
  if (ui.dialog && !["summary", "result", "sheet", "closed"].includes(ui.dialog.kind)) ui.dialog = null;
}

/** Every card of a hand this drawing holds in its memory (the view's hand, the card chosen,
 * the lay-down arranged, the cards drawn): behind pass-and-play's curtain, none (the test
 * of the curtain asks, as the developer tools could). */
export function heldCards() {
  const a = ui.arrangement;
  return [...(ui.view?.observation?.hand || []), ui.selected, ...(a ? [...a.crew, ...a.attach.flat(2)] : []),
    ...ui.draws.values()].filter((c) => typeof c === "string");
}

export function render(root, view, ctx) {
  if (ui.table !== (ctx.summary && ctx.summary.id) + (ctx.replay ? "r" : "")) {
    Object.assign(ui, { table: (ctx.summary && ctx.summary.id) + (ctx.replay ? "r" : ""), selected: null,
      seen: view.observation.rounds.length, over: false, arrangement: null, arrangedFor: null, dialog: null,
      myTurn: false, draws: new Map() });
    const rounds = view.observation.rounds;
    const last = rounds.length ? rounds[rounds.length - 1] : null;
    if (!ctx.replay && !view.observation.over && last && pendingSummary(ctx.summary?.id, ctx.seat) === last.round) {
      ui.dialog = { kind: "summary", round: last, pending: true };
    }
  }
  if (ctx.group && ui.shown !== ctx.seat) forgetSeat();
  ui.shown = ctx.seat;
  ui.view = view; ui.ctx = ctx; ui.root = root;
  if (!ctx.replay) rememberDraw(view, ctx.seat);
  const { t } = ctx;
  const obs = view.observation;
  const names = ctx.names.length ? ctx.names : Array.from({ length: obs.players }, (_, i) => `#${i + 1}`);
  const me = ctx.seat;
  const legal = new Set(view.legal);
  const myTurn = me !== null && obs.current_player === me && view.legal.length > 0;
  if (obs.hand && ui.selected && !obs.hand.includes(ui.selected)) ui.selected = null;

  // Status: round, whose turn, the penalty meter with its 35/45 marks.
  const th = obs.thresholds;
  const pct = (n) => `${Math.min(100, (100 * n) / th.end)}%`;
  const turnText = obs.over ? t("over") : ctx.waiting ? ctx.waiting : myTurn ? t("your_turn")
    : t(ctx.replay ? "replay_to_play" : "waiting", { name: names[obs.current_player] })  // a replay waits for nobody
      + awayNote(view, ctx, obs.current_player, t);
  const status = h("div", { class: "panel status" },
    h("span", { class: "turn" + (myTurn ? " mine" : ""), id: "turn" }, turnText),
    h("span", {}, t("round", { n: obs.round })),
    obs.final_round && !obs.over ? h("span", { class: "banner info" }, t("final_round")) : null,
    // shown beside the meter; screen readers hear it once, in the meter's words with its marks
    h("span", { class: "muted", id: "total-pen", "aria-hidden": "true" }, t("total_pen", { n: obs.total_penalties })),
    h("div", { class: "meter", role: "img", "aria-label": penaltyTotal(obs.total_penalties, th, t) },
      h("div", { class: "fill", style: `width:${pct(obs.total_penalties)}` }),
      // a house rule may end the game before the last round's mark: that mark is never reached
      th.last_round < th.end ? h("div", { class: "mark", style: `left:${pct(th.last_round)}` }, markLabel(th.last_round, "last_round_at", th, t)) : null,
      h("div", { class: "mark", style: `left:calc(${pct(th.end)} - 2px)` }, markLabel(th.end, "ends_at", th, t))),
    me === null && !ctx.replay && !ctx.group ? h("span", { class: "badge" }, t("spectating")) : null,
    obs.rounds.length ? h("button", { class: "chip", id: "open-sheet", onclick: openScoreSheet }, t("score_sheet")) : null,
    h("span", { id: "conn-status", class: "muted" }));

  // Seats: everyone but me (spectators see all seats).
  const seats = [];
  for (let s = 0; s < obs.players; s++) {
    if (s === me) continue;
    seats.push(seatPanel(s, obs, names, view, t));
  }

  // The centre: stock, discard pile, pier.
  const drawBtn = (src, label, content, key, said = label) => {
    const ok = legal.has("draw " + src);
    // its twin docked at the screen's foot (handZone's drawTwins) has the focus where the
    // moves dock: app.js ``docked``
    return h("button", { class: "pile" + (ok ? " legal" : ""), id: "draw-" + src, disabled: !ok, "data-twin": "twin-" + src,
      // the key told as a shortcut (a screen reader says it as one), not in the name; the
      // tooltip (read as the description) says what it does, not the name again: none when
      // it cannot be drawn from (it was the name)
      "aria-label": said, title: ok ? `${t("draw_" + src)} (${key})` : null, "aria-keyshortcuts": key,
      onclick: ok ? () => draw(src) : null }, content, h("span", { class: "muted" }, label));
  };
  const top = obs.pile.length ? obs.pile[obs.pile.length - 1] : null;
  const pierCode = obs.pier.length ? colourOf(obs.pier[0]) : null;
  const centre = h("div", { class: "panel centre" },
    drawBtn("stock", `${t("stock")} (${obs.stock})`, obs.stock ? backEl(false) : h("div", { class: "card slot" }), "1"),
    // its name says the card on top, which a draw takes (as the pier's first card is named)
    drawBtn("pile", `${t("pile")} (${obs.pile.length})`, top ? cardEl(top, {}, t) : h("div", { class: "card slot" }), "2",
      top ? `${t("pile")} (${obs.pile.length})${colon()}${cardLabel(top)}` : undefined),
    h("div", { class: "pier" },
      h("div", { class: "row" }, h("strong", {}, t("pier")),
        pierCode ? h("span", { class: "pier-colour", id: "pier-colour" }, `${t("pier_row_colour")}${colon()}`,
          h("span", { class: "swatch", style: `background:var(--${pierCode})` }),
          t(COLOUR_NAMES[COLOUR_CODES.indexOf(pierCode)])) : null),
      // a card past the first tapped at the draw did nothing, and nothing said why
      h("div", { class: "pier-cards", onclick: myTurn && obs.phase === "draw" && ctx.toast
        ? (e) => { if (!e.target.closest("#draw-pier")) ctx.toast(t("pier_first_only"), "info"); } : null },
      obs.pier.map((c, i) => i === 0
        ? h("button", { class: "pile" + (legal.has("draw pier") ? " legal" : ""), id: "draw-pier", "data-twin": "twin-pier",
          disabled: !legal.has("draw pier"), title: `${t("draw_pier")} (3)`, "aria-keyshortcuts": "3",
          onclick: legal.has("draw pier") ? () => draw("pier") : null },
          // the frame of the card one may draw: gone once the game is over, no draw left
          cardEl(c, { first: !obs.over }, t))
        : cardEl(c, { small: false }, t))),
      // what the pier's colour means, in a game's first round: a newcomer met the word
      // "prisoners" only in the lay-down dialog, and the colour beside the pier said nothing
      // (under the cards, so that the first card stays where a hint brings it into sight)
      pierCode && obs.round === 1 && !obs.over && me !== null
        ? h("p", { class: "muted pier-why", id: "pier-why" }, t("pier_why")) : null),
    // under the pier, above the hand: in sight when the turn comes back and the hand is
    // scrolled up (above the piles it pushed them down, under a hint's sheet)
    lastMoves(view, me, names, t, ctx));

  // the seats' names are headings under "Players" (said to screen readers only): level
  // three under no level two broke the page's outline
  const parts = [status, h("div", { class: "opponents" }, h("h2", { class: "sr-only" }, t("players")), seats), centre];
  if (me !== null && obs.hand && (obs.hand.length || !shownLaid(obs, me))) {
    parts.push(handZone(obs, view, legal, myTurn, t, ctx, names));
  }
  if (me !== null && shownLaid(obs, me)) {
    const next = ctx.replay ? null : layNext(obs, me, t, (ctx.summary && ctx.summary.rules) || {});
    parts.push(h("div", { class: "panel" }, seatPanel(me, obs, names, view, t, me),
      next ? h("p", { class: "muted", id: "lay-next" }, next) : null));
  }
  // what had the focus before the repaint: a dialog opened now gives it back on closing
  ui.focusBefore = root.contains(document.activeElement) ? document.activeElement : null;
  root.replaceChildren(...parts);
  // On a phone the hand is below the piles: when the turn comes round (or the page opens on
  // it, or a new round begins with it, right after the player's lay-down), the hand is
  // brought into sight so the draw is chosen knowing it, and the piles with it.
  const begins = myTurn && (!ui.myTurn || (obs.phase === "draw" && ui.phase !== "draw"));
  if (begins && !ctx.replay) {
    requestAnimationFrame(() => scrollIntoReach(document.getElementById("hand"), obs.phase === "draw" ? root.querySelector(".centre") : null));
  }
  ui.myTurn = myTurn;
  ui.phase = myTurn ? obs.phase : null;

  // Dialogs: dividing the hand, the round summary, the result.
  dialogs(obs, view, legal, myTurn, t, ctx, names);
  noteDock(root);
  watchMarks(root);
  // the docked moves grew during the turn (the draw's two lines of advice after it): the
  // hand, scrolled to just above the shorter dock, comes up above it again
  const dockH = root.querySelector(".actions.dock")?.offsetHeight || 0;
  if (myTurn && !begins && !ctx.replay && dockH > ui.dockH) {
    requestAnimationFrame(() => scrollAboveDock(document.getElementById("hand"), true));
  }
  ui.dockH = dockH;
}

/** A meter mark's label stands left of its line; one that would stick out past the bar's
 * left end (a house rule's last round at 1: "letzte Runde 1" cut to "de 1" at a phone's
 * edge) stands right of it, or, crowding the next label there, says its number alone, as
 * one crowding the next does. */
function fitMarks(root) {
  const meter = root?.querySelector(".meter");
  if (!meter) return;
  const bar = meter.getBoundingClientRect();
  const labels = [...meter.querySelectorAll(".mark-label")];
  for (const [i, label] of labels.entries()) {
    label.classList.remove("after");
    label.style.transform = "";
    label.textContent = label.dataset.words;
    if (label.getBoundingClientRect().left >= bar.left) continue;
    label.classList.add("after");
    const next = labels[i + 1]?.getBoundingClientRect();
    if (next && label.getBoundingClientRect().right + 4 > next.left) {
      label.classList.remove("after");
      label.textContent = label.dataset.number;
      if (label.getBoundingClientRect().left < bar.left) label.classList.add("after");
    }
  }
  // a label crowding the next (the reader's text at 200%: "last round 35end 45", one over
  // the other) says its number alone, and the next too if that is not room enough
  // and the two numbers still crowding (marks close together on a narrow bar), the next
  // stands right of its line, away from this one; unless that takes it past the bar's
  // right end (the end's mark stands there: a house rule's last round at 43 put "45" 25 px
  // beyond the bar at 200%), where this one steps left instead, as far as it must
  for (const [i, label] of labels.entries()) {
    const next = labels[i + 1];
    const crowds = () => next && label.getBoundingClientRect().right + 4 > next.getBoundingClientRect().left;
    if (!crowds()) continue;
    label.textContent = label.dataset.number;
    if (crowds()) next.textContent = next.dataset.number;
    if (!crowds()) continue;
    next.classList.add("after");
    if (next.getBoundingClientRect().right <= bar.right) continue;
    next.classList.remove("after");
    const over = label.getBoundingClientRect().right + 4 - next.getBoundingClientRect().left;
    const room = label.getBoundingClientRect().left - bar.left;
    label.style.transform = `translateX(${-Math.min(over, Math.max(room, 0))}px)`;
  }
}
// (globalThis: the module is also loaded by Node in tests, which has no window)
globalThis.addEventListener?.("resize", () => fitMarks(ui.root));
// the labels are fitted again when their letters change size with no resize of the window
// (a phone's text set larger while the table is open: "ultima manche 35" then stood over
// "fine 45"); after the frame, so that the fitting is not itself seen within the
// observer's round
const marksSeen = globalThis.ResizeObserver
  ? new ResizeObserver(() => requestAnimationFrame(() => fitMarks(ui.root))) : null;

/** fitMarks, and the fitting again whenever the new labels change size. */
function watchMarks(root) {
  fitMarks(root);
  marksSeen?.disconnect();
  for (const label of root.querySelectorAll(".meter .mark-label")) marksSeen?.observe(label);
}

/** The others' moves since the player's own last one this round, in the log's words: a
 * phone's log is a drawer, and its screen said nothing of them (style.css shows it there,
 * under the pier). */
function lastMoves(view, me, names, t, ctx) {
  if (me === null || ctx.replay || view.observation.over) return null;
  const said = movesSince(view.history, view.observation, me, ctx.namesAt || (() => names), t);
  return said ? h("p", { class: "muted", id: "last-moves" }, said) : null;
}

/** The moves since seat ``me``'s own last one this round (the last eight), each player's turn
 * one sentence, or "" (none); ``namesAt(n)``: the seats' names at move ``n``. A bot that
 * played the viewer's seat meanwhile is another player here ("🤖 Ann (casual) discarded…"),
 * as on a Piratatak table: a friend back from the bot saw only the moves after the bot's
 * last, and never what it had done with their hand. */
export function movesSince(hist, obs, me, namesAt, t) {
  hist = hist || [];
  const mine = namesAt(Infinity)[me];
  const moves = [];
  for (let i = hist.length - 1; i >= 0 && moves.length < 8; i--) {
    if ((hist[i].seat === me && namesAt(hist[i].n)[me] === mine) || hist[i].act === "round_end") break;
    moves.unshift(hist[i]);
  }
  // each player's turn one sentence ("Bo a pioché dans le talon et défaussé rose 8"), the
  // turns parted by semicolons, as the log's lines are read out ("·" was read, or not at all)
  // by the names at each move, as the log says them: a friend's own moves, not the bot's
  // that took the seat since (mid-turn too: the friend's draw, then the bot's discard)
  const at = (e) => namesAt(e.n);
  const turns = [];
  for (const e of moves) {
    const last = turns[turns.length - 1];
    if (last && last.seat === e.seat && at(last.entries[0])[e.seat] === at(e)[e.seat]) last.entries.push(e);
    else turns.push({ seat: e.seat, entries: [e] });
  }
  return turns.map((r) =>
    oneTurn(r.entries.map((e) => narrate(e, at(e), t, obs)), r.entries, at(r.entries[0])[r.seat], t)).join(semicolon());
}

/** "Setting sail after discarding orange 9: limit 12, 3 stowaways (grey 3, blue 4 and red
 * 5)": the stowaways named, which go back to the deck, or are the player's penalty cards if
 * someone sends them under (a newcomer was told "3 stowaways", not which): the sentence,
 * and the list in brackets apart (a screen too short for it leaves it out: style.css), or
 * null (none, or an older server's preview, which has only the count). */
export function sailPreviewText(sel, preview, t) {
  const said = tn("sail_preview", preview.count, { card: cardName(sel), limit: preview.limit });
  const stow = preview.stowaways || [];
  return [said, stow.length ? ` (${cardLabels(stow)})` : null];
}

/** A meter mark's label: its number and what it is ("last round 35", "end 45"; two bare
 * numbers told a newcomer nothing), the number alone where the marks stand too close. */
function markLabel(n, key, th, t) {
  const room = (th.end - th.last_round) / th.end >= 0.2;
  const words = room ? `${t(key)} ${n}` : String(n);
  // (fitMarks may shorten it to its number, where it would not fit beside its line)
  return h("span", { class: "mark-label", "aria-hidden": "true", "data-words": words, "data-number": String(n) }, words);
}

/** "All penalty cards: 12 (last round 35, end 45)": the total and what its marks mean. */
function penaltyTotal(n, th, t) {
  return `${t("total_pen", { n })} (${t("last_round_at")} ${th.last_round}, ${t("ends_at")} ${th.end})`;
}

/** A draw, asking first when it is the last card of the pier (the round is annulled) or
 * of the stock (a sail is forced), unless a house rule lifts that rule. */
function draw(src) {
  const obs = ui.view.observation;
  const rules = (ui.ctx.summary && ui.ctx.summary.rules) || {};
  const risky = (src === "pier" && obs.pier.length === 1 && rules.last_pier_card_annuls !== false)
    || (src === "stock" && obs.stock === 1 && rules.last_stock_card_forces_sail !== false);
  if (!risky) { ui.ctx.send("draw " + src); return; }
  ui.dialog = { kind: "confirm", text: ui.ctx.t(src === "pier" ? "warn_pier" : "warn_stock"), action: "draw " + src };
  rerender();
}

function confirmDialog(d, t, ctx) {
  const close = () => { ui.dialog = null; rerender(); };
  return h("div", { class: "dialog narrow", role: "alertdialog", "aria-modal": "true", "aria-labelledby": "confirm-title",
    "aria-describedby": "confirm-text", id: "confirm" },
    h("h2", { id: "confirm-title" }, t("careful")), h("p", { id: "confirm-text" }, d.text),
    h("div", { class: "actions" },
      h("button", { class: "btn danger", id: "confirm-yes", onclick: () => { ui.dialog = null; ctx.send(d.action); } }, t("take_it")),
      h("button", { class: "btn secondary", id: "confirm-no", "data-autofocus": true, onclick: close }, t("cancel"))));
}

/** The penalty cards' mark "☠", said in words to screen readers ("skull and crossbones 4"
 * told a listener nothing). */
function skull(t) {
  return [h("span", { "aria-hidden": "true" }, "☠"), h("span", { class: "sr-only" }, `${t("penalties")}${colon()}`)];
}

/** A seat's panel: another player's, or one's own once laid down (``me``, the viewer's seat,
 * headed "Ann (you)" as Piratatak's own seat is: the bare name read like someone else's). */
export function seatPanel(s, obs, names, view, t, me = null) {
  const active = obs.current_player === s && !obs.over && view.started !== false;
  const laid = shownLaid(obs, s);
  const online = view.online && view.online.length ? view.online[s] : true;
  const known = (obs.known && obs.known[s]) || [];
  const hist = view.history || [];
  const lastMove = hist.length ? hist[hist.length - 1] : null;
  const lastHere = lastMove && lastMove.seat === s && !view.replay;
  return h("div", { class: "seat" + (active ? " active" : "") + (lastHere ? " last-move" : ""), "data-seat": s },
    h("h3", {}, h("span", { class: "dot" + (online ? " on" : ""), title: online ? t("online") : t("offline"), "aria-hidden": "true" }),
      names[s], offlineNote(online, t, view.joined ? view.joined[s] : true), s === me ? ` (${t("you")})` : "", s === obs.closer ? [" ", mark("⚓", `(${t("mark_sailed")})`)] : "", active ? h("span", { class: "badge" }, t("to_play")) : null),
    h("div", { class: "row" },
      h("div", { class: "fan", "aria-hidden": "true" },
        Array.from({ length: Math.min(obs.hand_sizes[s], 13) }, () => backEl(true))),
      h("span", { class: "badge" }, tn("cards", obs.hand_sizes[s])),
      // the tooltip explains the shown mark to a mouse, hidden with it: the words are said
      // beside it (the tooltip on the badge was read after them, "Penalty cards" again)
      h("span", { class: "badge pen" }, h("span", { "aria-hidden": "true", title: t("penalties") }, `☠ ${obs.penalties[s]}`),
        h("span", { class: "sr-only" }, `${t("penalties")}${colon()}${obs.penalties[s]}`))),
    known.length ? h("div", { class: "laid" }, h("div", { class: "part" }, h("span", { class: "muted" }, t("taken_face_up")),
      h("div", { class: "cards" }, known.map((c) => cardEl(c, { small: true }, t))))) : null,
    laid ? h("div", { class: "laid" },
      laidPart(t("prisoners"), laid.prisoners, t), laidPart(t("crew"), laid.crew, t),
      laid.attached.length ? laidPart(t("attached"), laid.attached, t) : null,
      laidPart(stowawaysHeading(laid.limit, t), laid.stowaways, t)) : null);
}

/** The stowaways' heading with their limit, for a laid-down seat and the lay-down dialog
 * alike: "Stowaways — limit 19", the limit in lower case where the heading goes on. */
export function stowawaysHeading(limit, t) {
  return `${t("stowaways")} — ${t("limit_n", { n: limit })}`;
}

function laidPart(label, cards, t) {
  return h("div", { class: "part" }, h("span", { class: "muted" }, label),
    // none: said in words ("Prisoners — Crew" was read, the dash skipped or said as a sign)
    h("div", { class: "cards" }, cards.length ? cards.map((c) => cardEl(c, { small: true }, t)) : noCards(t)));
}

function handZone(obs, view, legal, myTurn, t, ctx, names) {
  const hand = obs.hand;
  const known = new Set((obs.known && obs.known[ctx.seat]) || []);
  const canPlay = (c) => legal.has("discard " + c) || legal.has("sail " + c);
  const discardPhase = myTurn && obs.phase === "discard";
  // The hand is one stop of the Tab order, the chosen card (else the first): the arrows move
  // along it, and the next Tab reaches Discard (it was a Tab per card, thirteen of them).
  const stop = ui.selected && canPlay(ui.selected) ? ui.selected : shownOrder(hand).find(canPlay);
  const fresh = discardPhase ? drawnCard(obs, ctx.seat) : null;
  const cardBtn = (c) => {
    const el = cardEl(c, {
      playable: discardPhase && canPlay(c), selected: ui.selected === c, dim: discardPhase && !canPlay(c),
      known: known.has(c),
      onClick: discardPhase && canPlay(c) ? () => { ui.selected = ui.selected === c ? null : c; rerender(); showMoves(); } : null,
    }, t);
    // the card just drawn, marked: from the stock it landed, sorted, among twelve others
    if (c === fresh) { el.classList.add("drawn"); el.append(h("span", { class: "new-tag", "aria-hidden": "true" }, t("new_card"))); }
    if (discardPhase && c !== stop) el.setAttribute("tabindex", "-1");
    else if (discardPhase) el.setAttribute("aria-describedby", "hand-keys");  // how to move on
    return el;
  };
  let groups;
  if (ui.sort === "colour") {
    const by = {};
    for (const c of shownOrder(hand)) (by[colourOf(c)] ||= []).push(c);
    groups = Object.values(by).map((cs) => h("div", { class: "group" }, cs.map(cardBtn)));
  } else {
    groups = [h("div", { class: "group", style: "flex-wrap:wrap" }, shownOrder(hand).map(cardBtn))];
  }
  const actions = [];
  if (discardPhase) {
    const sel = ui.selected;
    if (obs.must_sail) actions.push(h("span", { class: "banner info" }, t("must_sail")));
    else if (!sel) actions.push(h("span", { class: "muted", id: "pick-discard" }, discardPrompt(obs, ctx.seat, t)));
    // the key letter shown, and told as a shortcut: in the name it was read as its last word
    // with its space before it: the name ended with the space ("Scarta: rosso 5 ")
    const key = (k) => h("span", { "aria-hidden": "true" }, " ", h("span", { class: "kbd" }, k));
    if (sel && legal.has("discard " + sel)) actions.push(h("button", { class: "btn", id: "discard", "aria-keyshortcuts": "d",
      onclick: () => { ui.selected = null; ctx.send("discard " + sel); } }, `${t("discard")}${colon()}${cardLabel(sel)}`, key("D")));
    const preview = sel && view.sail_preview && view.sail_preview[sel];
    const [said, stowaways] = preview ? sailPreviewText(sel, preview, t) : [null, null];
    if (preview && legal.has("sail " + sel)) actions.push(h("span", { class: "muted", id: "sail-preview" }, said,
      stowaways ? h("span", { id: "sail-stowaways" }, stowaways) : null,
      // what that limit risks: a newcomer saw "limit 42" beside the red button and no more
      // (left out, as the stowaways, on a screen too short for more lines above the buttons: style.css)
      h("span", { id: "sail-stakes" }, ". ", t("sail_stakes", { limit: preview.limit }))));
    // described by that preview: Tab from Discard to it passed over the limit and the stowaways
    if (sel && legal.has("sail " + sel)) actions.push(h("button", { class: "btn danger", id: "sail", "aria-keyshortcuts": "s",
      "aria-describedby": preview ? "sail-preview" : null,
      onclick: () => { ui.selected = null; ctx.send("sail " + sel); } }, mark("⚓ "), `${t("sail_with", { card: cardName(sel) })}`, key("S")));
  }
  if (myTurn && obs.phase === "draw") {
    actions.push(h("span", { class: "muted draw-keys" }, `${t("draw")}${colon()}`, h("span", { class: "kbd" }, "1"), ` ${t("stock")}`, dot(),
      h("span", { class: "kbd" }, "2"), ` ${t("pile")}`, dot(), h("span", { class: "kbd" }, "3"), ` ${t("pier")}`));
    actions.push(drawTwins(obs, legal, t));
  }
  return h("div", { class: "hand-zone" + (myTurn ? " active" : ""), id: "hand-zone" },
    h("div", { class: "row", style: "justify-content:space-between" },
      // a heading, which a screen reader's heading keys reach (it was bold text)
      // its key shown to a keyboard (a screen reader hears it with the first turn)
      h("h2", { class: "hand-title", "aria-keyshortcuts": "m" }, `${t("hand")} (${hand.length})`, dot(), skull(t), ` ${obs.penalties[ctx.seat]}`,
        h("span", { "aria-hidden": "true" }, " ", h("span", { class: "kbd" }, "M"))),
      // the hand is one Tab stop: a keyboard is shown how to move along it (touch screens hide it)
      discardPhase ? h("span", { class: "muted hand-keys", id: "hand-keys" }, t("hand_keys")) : null,
      h("div", { class: "row" },
        // which order is chosen, said as it is shown (by its colour alone, a screen reader
        // heard two alike buttons)
        h("button", { class: "chip" + (ui.sort === "colour" ? " on" : ""), id: "sort-colour", "aria-pressed": String(ui.sort === "colour"), onclick: () => { ui.sort = "colour"; rerender(); } }, t("sort_colour")),
        h("button", { class: "chip" + (ui.sort === "number" ? " on" : ""), id: "sort-number", "aria-pressed": String(ui.sort === "number"), onclick: () => { ui.sort = "number"; rerender(); } }, t("sort_number")))),
    // a card tapped before the draw did nothing, and nothing said why: a turn starts with a draw
    h("div", { class: "hand", id: "hand", onclick: myTurn && obs.phase === "draw" && ctx.toast ? () => ctx.toast(t("draw_first"), "info") : null }, groups),
    known.size ? h("p", { class: "muted", id: "known-hint" }, h("span", { class: "known-dot", "aria-hidden": "true" }), " ", t("known_hint")) : null,
    h("div", { class: "actions" + (actions.length ? " dock" : "") }, actions));
}

/** The draw's three piles again as buttons docked at the screen's foot, where the moves
 * dock (a phone, 200% zoom: style.css shows them there only, the keys' line elsewhere), each
 * named as its pile is. The turn's scroll brings the hand into sight, and at 640×400 it took
 * the piles under the table's bar, the focus on the stock with them, at every draw (as
 * Piratatak's docked Draw, which its stock hands the focus to: app.js ``docked``). The card
 * a draw would take is shown on the discard pile's and the pier's. */
function drawTwins(obs, legal, t) {
  const top = obs.pile.length ? obs.pile[obs.pile.length - 1] : null;
  const twin = (src, key, word, said, card) => legal.has("draw " + src)
    ? h("button", { class: "btn secondary", id: "twin-" + src, "aria-keyshortcuts": key,
      "aria-label": card ? `${said}${colon()}${cardLabel(card)}` : said, onclick: () => draw(src) },
      h("span", { class: "kbd", "aria-hidden": "true" }, key), ` ${word}`, card ? cardEl(card, { small: true }, t) : null)
    : null;
  return h("span", { class: "draw-twins", role: "group", "aria-label": t("draw") },
    twin("stock", "1", t("stock"), `${t("stock")} (${obs.stock})`, null),
    twin("pile", "2", t("pile"), `${t("pile")} (${obs.pile.length})`, top),
    twin("pier", "3", t("pier"), t("pier"), obs.pier[0] || null));
}

/** The card seat ``me`` has just drawn (this turn, before the discard), else null. */
export function drawnCard(obs, me) {
  const d = obs.drawn;
  return obs.phase === "discard" && d && d.card && d.seat === me && obs.current_player === me ? d.card : null;
}

/** What the discard asks, naming the card just drawn: a newcomer drew from the stock and
 * could not tell which of thirteen cards was new. */
export function discardPrompt(obs, me, t) {
  const card = drawnCard(obs, me);
  return card ? t("pick_discard_drawn", { card: cardName(card) }) : t("pick_discard");
}

/** After a card is chosen, its Discard and Set sail in sight: above the dock on a phone,
 * else scrolled up from below the screen's foot, the hand kept in sight (a phone held
 * sideways showed the hand and nothing under it). */
function showMoves() {
  const hand = document.getElementById("hand");
  scrollAboveDock(hand);
  scrollMovesIntoView(document.querySelector("#hand-zone > .actions"), hand);
}

// -- the division dialog ------------------------------------------------------------

function division(hand, pierCode, crew, attach) {
  const prisoners = hand.filter((c) => colourOf(c) === pierCode);
  const used = new Set([...prisoners, ...crew, ...attach]);
  const stow = hand.filter((c) => !used.has(c));
  return { prisoners, crew, attach, stow, limit: sum(stow) };
}

function crewProblem(crew) {
  const cols = new Set(crew.map(colourOf));
  if (cols.size > 2) return "err_colours";
  const nums = crew.map(value);
  if (new Set(nums).size !== nums.length) return "err_numbers";
  return null;
}

/** Why these cards cannot be attached to ``target`` (the closer's crew, with the earlier
 * attachments under attach_numbers "growing"), or null. ``colours`` is the table's
 * attach_colours: "crew" (the crew's colours only) or "up_to_two" (with the crew, a valid
 * crew: two colours at most), which the dialog refused as if it were "crew". */
export function attachProblem(attach, target, colours = "crew") {
  if (!attach.length) return null;
  const cols = new Set(target.map(colourOf));
  const nums = new Set(target.map(value));
  const mine = attach.map(value);
  if (new Set(mine).size !== mine.length) return "err_attach";
  if (attach.some((c) => nums.has(value(c)))) return "err_attach";
  const fits = colours === "up_to_two" ? new Set([...cols, ...attach.map(colourOf)]).size <= 2
    : attach.every((c) => cols.has(colourOf(c)));
  return fits ? null : "err_attach";
}

/** Why the attached cards break the rule, naming the card (``attachProblem`` found one):
 * a player who knows the printed game read only "Attached cards need a colour of that crew,
 * a number it lacks, and different numbers" beside the yellow 3 he moved, the closer's crew
 * holding pink 3. Null where they keep it. */
export function attachWhy(attach, target, colours, name, t) {
  const nums = new Set(target.map(value));
  const seen = new Set();
  for (const c of attach) {
    if (seen.has(value(c))) return t("attach_why_twice", { n: value(c) });
    seen.add(value(c));
  }
  const taken = attach.find((c) => nums.has(value(c)));
  if (taken) return t("attach_why_number", { card: cardName(taken), n: value(taken), name });
  const cols = new Set(target.map(colourOf));
  if (colours === "up_to_two") {
    const over = attach.find((c) => cols.add(colourOf(c)).size > 2);
    return over ? t("attach_why_colours", { card: cardName(over), name }) : null;
  }
  const off = attach.find((c) => !cols.has(colourOf(c)));
  return off ? t("attach_why_colour", { card: cardName(off), name }) : null;
}

/** What "your turn" means when it is not a draw: after another player set sail the turn
 * is a lay-down the rules force (no draw, no discard), and a screen reader heard only
 * "Your turn" while a dialog opened. Null: the plain words. */
export function turnWords(view, names, t) {
  const obs = view.observation;
  if (obs.phase !== "lay" || obs.closer === null || obs.closer === undefined) return null;
  return t(obs.must_sail ? "your_turn_lay_forced" : "your_turn_lay", { name: names[obs.closer] });
}

/** The heading of another player's lay-down: who set sail, and whether the last stock card
 * made them (the observation's ``must_sail`` lasts until the next deal). */
export function attachTitle(obs, names, t) {
  return t(obs.must_sail ? "attach_title_forced" : "attach_title", { name: names[obs.closer] });
}

/** How the lay-down dialog's cards move, for its owner: an opponent's between crew,
 * attached cards and stowaways, with what attaching is; the closer's between crew and
 * stowaways only (a newcomer who set sail read of "attached cards" she had none of). */
export function layHelp(obs, names, t) {
  return obs.phase === "lay" ? t("attach_help", { name: names[obs.closer] }) : t("lay_help");
}

/** What to do at this point of the turn, said once to a player who opens (or reloads) the
 * table on it: the keys of the draw, or of the discard once drawn. Null where a dialog
 * opens and says it (the lay-downs). */
export function turnTask(view, me, t) {
  const obs = view.observation;
  const legal = new Set(view.legal);
  if (obs.phase === "draw") {
    const keys = Object.entries(DRAW_KEYS).filter(([, src]) => legal.has("draw " + src))
      .map(([k, src]) => `${k} ${t(src)}`);
    return t("turn_draw_keys", { keys: keys.join(", ") });
  }
  if (obs.phase === "discard") return t(obs.must_sail ? "key_must_sail" : "key_drawn");
  return null;
}

/** What the viewer's own move leaves them bound to, said after it: the stock's last card
 * drawn forces a sail, which only a banner showed. Null: nothing. */
export function moveNote(view, me, t) {
  const obs = view.observation;
  return obs.must_sail && obs.current_player === me && obs.phase === "discard" ? t("must_sail") : null;
}

/** What comes after the viewer's own lay-down once they set sail, while the others lay
 * down: who may still attach to their crew and send them under, what that costs, and when
 * the round ends. A newcomer saw "Waiting for Luc" beside their laid cards and nothing
 * more. No stowaways: a sweep, which wins once the others have laid down (``rules``: the
 * table's, whose sweeps a house rule may switch off, or part by who laid down first).
 * With two players "the others" is one player: said so (``_two``).
 * Null: nothing to say (not the closer, not laid down yet, the round over). */
export function layNext(obs, me, t, rules = {}) {
  if (me === null || me === undefined || obs.over || obs.phase !== "lay" || obs.closer !== me) return null;
  const mine = obs.laid && obs.laid[me];
  if (!mine) return null;
  const two = (obs.players ?? obs.laid.length) === 2 ? "_two" : "";
  if (mine.stowaways.length || rules.sweep_wins === false) return t("lay_next_closer" + two, { n: mine.limit });
  const ties = rules.tied_sweepers === "first_to_lay_down" ? "" : ` ${t("lay_next_sweep_tie" + two)}`;
  return t("lay_next_sweep" + two) + ties;
}

/** The closer's "what next" line (layNext) for a screen reader, once, as it appears under
 * their lay-down: it was shown only (moveNote is asked on the player's own turn, and the
 * line comes while the others play). ``told``: the line last returned. Returns ``[text,
 * told]``, text null when there is nothing new to say. */
export function layNews(view, me, t, rules, told = null) {
  const line = layNext(view.observation, me, t, rules || {});
  return [line && line !== told ? line : null, line];
}

/** Is this position the first after a round's end (its summary is due)? */
function roundJustEnded(obs) {
  const r = obs.rounds.length ? obs.rounds[obs.rounds.length - 1] : null;
  return Boolean(r) && (obs.over || (obs.round_turns === 0 && r.round === obs.round - 1));
}

function dialogs(obs, view, legal, myTurn, t, ctx, names) {
  const layPhase = myTurn && (obs.phase === "crew" || obs.phase === "lay");
  if (!layPhase) forgetLay(ctx);
  if (ctx.replay) {
    // In a replay the dialogs follow the position, whichever way one steps: a round's
    // summary at the move that ended it (then the result at the last move), nothing elsewhere.
    const key = `${view.seq}/${ctx.seat}`;
    if (ui.replayKey !== key) {
      ui.replayKey = key;
      ui.dialog = roundJustEnded(obs) ? { kind: "summary", round: obs.rounds[obs.rounds.length - 1] } : null;
    }
  } else {
    const newRound = obs.rounds.length > ui.seen;
    const justOver = obs.over && !ui.over;
    if (newRound) {
      ui.dialog = { kind: "summary", round: obs.rounds[obs.rounds.length - 1], pending: true };
      pendingSummary(ctx.summary?.id, ctx.seat, ui.dialog.round.round);
      ui.seen = obs.rounds.length;
    } else if (justOver && !ui.dialog) {
      ui.dialog = { kind: "result" };
    }
    if (justOver) ui.over = true;
  }
  const close = (next) => () => { ui.dialog = next; rerender(); };
  if (ui.dialog && ui.dialog.kind === "summary") {
    const back = ui.dialog.back;
    const after = close(back || (obs.over ? { kind: "result" } : null));
    const next = ui.dialog.pending ? () => { pendingSummary(ctx.summary?.id, ctx.seat, null); after(); } : after;
    return showOverlay(summaryDialog(ui.dialog.round, obs, t, names, next), next);
  }
  if (ui.dialog && ui.dialog.kind === "result") {
    const next = close({ kind: "closed" });
    return showOverlay(resultDialog(obs, t, ctx.resultNames?.length ? ctx.resultNames : names, next), next);
  }
  if (ui.dialog && ui.dialog.kind === "confirm") {
    if (myTurn && obs.phase === "draw") return showOverlay(confirmDialog(ui.dialog, t, ctx), close(null));
    ui.dialog = null;
  }
  if (ui.dialog && ui.dialog.kind === "sheet") {
    const next = close(ui.dialog.back || null);
    return showOverlay(scoreSheet(obs, t, names, next), next);
  }
  if (layPhase && !ctx.replay) return showOverlay(layDialog(obs, view, t, ctx, names));
  hideOverlay();
}

/** The score sheet: every round's result, from the status bar at any time and at the end. */
export function openScoreSheet() {
  ui.dialog = { kind: "sheet", back: ui.dialog && ui.dialog.kind === "result" ? ui.dialog : null };
  rerender();
}

function scoreSheet(obs, t, names, onClose) {
  const head = h("tr", {}, h("th", { scope: "col" }, t("round_col")),
    names.map((n, s) => h("th", { scope: "col" }, n, s === obs.seat ? ` (${t("you")})` : "")));
  const rows = obs.rounds.map((r) => h("tr", {},
    h("th", { scope: "row" }, h("button", { class: "chip", "data-round": r.round, "aria-label": t("show_round", { n: r.round }),
      onclick: () => { ui.dialog = { kind: "summary", round: r, back: { kind: "sheet", back: ui.dialog && ui.dialog.back } }; rerender(); } }, r.round)),
    names.map((_, s) => h("td", {}, r.annulled ? t("not_played")
      : [s === r.closer ? [mark("⚓", `${t("mark_sailed")}${colon()}`), " "] : "", h("strong", {}, r.limits[s]),  // "limit" is said once, below
        // "sent X under" as a mark the legend explains (the words made four columns too wide
        // for a phone), and in words for screen readers.
        r.sent_under_by.includes(s) ? [" ", h("span", { "aria-hidden": "true", title: t("sheet_under", { name: names[r.closer] }) }, "↓"),
          h("span", { class: "sr-only" }, t("sheet_under", { name: names[r.closer] }))] : null,
        h("br"), h("span", { class: "pen" }, mark("☠", `${t("pen_added")}${colon()}`), ` +${r.added[s]} = ${r.penalties[s]}`)]))));
  return h("div", { class: "dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "sheet-title", id: "score-sheet" },
    h("h2", { id: "sheet-title" }, t("score_sheet")),
    scrollingTable(t("score_sheet"), h("table", { class: names.length > 3 ? "summary four" : "summary", id: "sheet-table" }, h("thead", {}, head), h("tbody", {}, rows))),
    h("p", { class: "muted", id: "sheet-legend" }, t("sheet_legend")),
    h("p", { class: "muted" }, penaltyTotal(obs.total_penalties, obs.thresholds, t)),
    h("button", { class: "btn", id: "sheet-close", "data-autofocus": true, onclick: onClose }, t("continue")));
}

let lastFocus = null;
/** ``onEscape``: what Escape does (a dialog that asks nothing closes, the draw's warning is
 * cancelled); the lay-down, a move the rules require, has none. */
function showOverlay(dialog, onEscape = null) {
  const open = document.getElementById("overlay");
  const overlay = h("div", { class: "overlay", id: "overlay" }, dialog);
  if (!open) lastFocus = ui.focusBefore || document.activeElement;
  const same = open && open.firstChild && open.firstChild.id === dialog.id;
  const keep = same ? open.firstChild.scrollTop : 0;
  const was = same && open.contains(document.activeElement) ? document.activeElement : null;
  if (open) open.replaceWith(overlay); else document.body.append(overlay);
  dialog.scrollTop = keep;
  clearOfStuck(dialog);
  // Focus stays on the same control across a re-render, else goes to the dialog's main button.
  const focus = (was && drawnAgain(overlay, was)) || overlay.querySelector("[data-autofocus]");
  if (focus) focus.focus({ preventScroll: true });
  overlay.addEventListener("keydown", trapFocus);
  if (onEscape) overlay.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    e.preventDefault();
    e.stopPropagation();
    onEscape();
  });
}

/** The first pile a draw may take, or its button docked at the screen's foot where the
 * moves dock (ui.js ``docked``): the stock under the table's bar had the focus, unseen. */
function pileToDraw() {
  const pile = document.querySelector(".pile.legal");
  return pile ? docked(pile) : null;
}

function hideOverlay() {
  const open = document.getElementById("overlay");
  if (!open) return;
  open.remove();
  // the control that opened the dialog, drawn anew meanwhile (the table repaints to open it)
  const opener = lastFocus && lastFocus !== document.body
    ? (document.body.contains(lastFocus) ? lastFocus : ui.root && drawnAgain(ui.root, lastFocus)) : null;
  // (a control still in play; not the line "Waiting for…", where the focus waits for a
  // bot: the turn has come round meanwhile, and a pile is a Tab away from it)
  const back = opener && opener.matches("button:not([disabled]), a[href]") ? opener
    : document.querySelector("#hand .card.playable:not([tabindex='-1'])") || pileToDraw() || document.querySelector("#turn");
  if (back && back.id === "turn") focusTurnLine(back);
  else if (back && back.focus) {
    back.focus({ preventScroll: true });
    // the turn's scroll to the hand ran under the dialog (a round's summary), the focus in
    // it: again now that a pile has it, which comes whole out from under the table's bar
    // (a phone held sideways: the stock, focused, lay half under the bar)
    const piles = back.closest(".centre");
    if (piles) scrollIntoReach(document.getElementById("hand"), piles);
  }
  lastFocus = null;
}

/** What a division leads to for its owner, in words: the closer's limit decides; no
 * stowaways is a sweep, the closer's too (it wins at once: "0 stowaways" did not say so). */
export function consequence(d, closerLimit, closerName, t) {
  if (d.count === 0) return t("lay_sweep");
  if (closerLimit === null) return t(counted("lay_closer", d.count), { n: d.count });
  if (d.limit <= closerLimit) return t(counted("lay_under", d.count), { name: closerName, n: d.count });
  return t(counted("lay_keeps", d.count), { n: d.count });
}

/** A lay-down choice's name for a screen reader, a sentence ("Limit 22, you take 5 penalty
 * cards"): the shown "Limit 22 · +5 penalty cards" was read "Limit 22 , plus 5…".
 * ``button``: the Lay down button's ("Lay down with limit 22, …"). */
export function layChoiceName(d, closerLimit, closerName, t, button = false) {
  const keeps = d.count > 0 && closerLimit !== null && d.limit > closerLimit;
  const what = keeps ? t(counted("lay_keeps_said", d.count), { n: d.count }) : consequence(d, closerLimit, closerName, t);
  return t(button ? "lay_confirm_said" : "lay_choice_said", { n: d.limit, what });
}

/** The Lay down button's words, either side of its dot: "Lay down (limit 22", "you take 5
 * penalty cards)"; the limit mid-sentence in lower case, not the column's "Limit" heading. */
export function layConfirmWords(d, closerLimit, closerName, t) {
  return [`${t("confirm")} (${t("limit_n", { n: d.limit })}`, `${consequence(d, closerLimit, closerName, t)})`];
}

function layDialog(obs, view, t, ctx, names) {
  const hand = obs.hand;
  const pierCode = obs.pier_colour ? COLOUR_CODES[COLOUR_NAMES.indexOf(obs.pier_colour)] : null;
  const attaching = obs.phase === "lay";
  // The server's choices (lay_down.py), best first; the best is the default arrangement.
  const options = (view.lay_downs || []).map((o) => ({ ...o, text: o.action }));
  const key = `${view.seq}`;
  if (ui.arrangedFor !== key && options.length) {
    ui.arrangedFor = key;
    ui.arrangement = keptLay(ctx, obs, view.seq) || { crew: [...options[0].crew], attach: [...options[0].attached] };
  }
  const arr = ui.arrangement || { crew: [], attach: [] };
  const d = division(hand, pierCode, arr.crew, arr.attach);
  const closer = obs.closer;
  const closerLaid = closer !== null && obs.laid[closer];
  const closerLimit = attaching && closerLaid ? closerLaid.limit : null;
  let target = closerLaid ? [...closerLaid.crew] : [];
  if (closerLaid && ctx.summary && ctx.summary.rules && ctx.summary.rules.attach_numbers === "growing") {
    for (const l of obs.laid) if (l) target.push(...l.attached);
  }
  const colours = ctx.summary && ctx.summary.rules ? ctx.summary.rules.attach_colours : undefined;
  const problem = crewProblem(d.crew) || (attaching ? attachProblem(d.attach, target, colours) : null);
  const cycle = (c) => {
    const inCrew = arr.crew.includes(c), inAtt = arr.attach.includes(c);
    arr.crew = arr.crew.filter((x) => x !== c); arr.attach = arr.attach.filter((x) => x !== c);
    if (!inCrew && !inAtt) arr.crew.push(c);
    else if (inCrew && attaching) arr.attach.push(c);
    keepLay(ctx, obs, view.seq, arr);
    rerender();
  };
  // A card to move says which group it lies in (its zone's heading), and is no switch: a
  // screen reader heard "black 1, not pressed" in whichever group, before and after a move.
  const zoneCard = (id, c, clickable) => {
    const el = cardEl(c, { onClick: clickable ? () => cycle(c) : null, playable: clickable }, t);
    if (clickable) { el.removeAttribute("aria-pressed"); el.setAttribute("aria-describedby", `${id}-title`); }
    return el;
  };
  const zone = (id, label, cards, clickable) => h("div", { class: "zone", id },
    h("h3", { id: `${id}-title` }, label), h("div", { class: "cards" }, order(cards).map((c) => zoneCard(id, c, clickable))));
  const text = layText(order(d.crew), order(d.attach));
  const mine = { limit: d.limit, count: d.stow.length };
  // described by what to do and the limit to beat: read on entering the dialog, before the
  // button that takes the focus (a screen reader heard the title, then the button only)
  const described = attaching && closerLaid ? "lay-help closer-limit closer-stakes" : "lay-help";
  return h("div", { class: "dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "lay-title",
    "aria-describedby": described, id: "lay-dialog" },
    h("h2", { id: "lay-title", class: "sticky" }, attaching ? attachTitle(obs, names, t) : t("lay_title")),
    h("p", { class: "muted", id: "lay-help" }, layHelp(obs, names, t)),
    attaching && closerLaid ? h("div", { class: "zone" },
      h("h3", {}, t("closer_crew", { name: names[closer] })),
      h("div", { class: "cards" }, order(target).map((c) => cardEl(c, { small: true }, t))),
      h("p", { id: "closer-limit", class: "strong" }, t("closer_limit", { name: names[closer], n: closerLimit })),
      // what that limit decides: a newcomer saw "+2 penalty cards" beside it and no reason
      h("p", { id: "closer-stakes", class: "muted" }, t("closer_stakes", { name: names[closer], n: closerLimit }))) : null,
    h("div", { class: "zones" },
      zone("zone-prisoners", `${t("prisoners")} (${obs.pier_colour ? t(obs.pier_colour) : "—"})`, d.prisoners, false),
      zone("zone-crew", t("crew"), d.crew, true),
      attaching ? zone("zone-attached", t("attached"), d.attach, true) : null,
      zone("zone-stowaways", stowawaysHeading(d.limit, t), d.stow, true)),
    h("h3", {}, t("suggestions")),
    h("div", { class: "suggestions" }, layChoices(options, ctx.hinted, hand, pierCode).map((o) => h("button", {
      // the hint's division outlined, as its card or source is on the table: the hint said
      // "lay down the crew …" and the dialog showed nothing marked
      class: "chip" + (o.text === text ? " on" : "") + (o.hinted ? " hinted" : ""), "aria-pressed": String(o.text === text),
      "data-action": o.text,
      "aria-label": layChoiceName(o, closerLimit, names[closer], t),
      onclick: () => { ui.arrangement = { crew: [...o.crew], attach: [...o.attached] }; keepLay(ctx, obs, view.seq, ui.arrangement); rerender(); },
    }, `${t("limit")} ${o.limit}`, dot(), consequence(o, closerLimit, names[closer], t)))),
    // On a short screen (a phone's text at 200%) the docked button says "Lay down" only, what
    // it leads to on a line just above the dock, as the chosen suggestion says it: the whole
    // sentence on the button was four lines, the docked buttons a third of the screen.
    // (The button's name says it all; the line is not said twice.)
    problem ? null : h("p", { class: "lay-mine", id: "lay-mine", "aria-hidden": "true" },
      `${t("limit")} ${mine.limit}`, dot(), consequence(mine, closerLimit, names[closer], t)),
    h("div", { class: "actions" },
      h("button", { class: "btn", id: "confirm-lay", "data-autofocus": true, disabled: Boolean(problem),
        "aria-label": problem ? null : layChoiceName(mine, closerLimit, names[closer], t, true),
        // a crew the rules refuse has no limit to promise: the banner beside says why
        onclick: () => ctx.send(text) }, problem ? t("confirm")
        : [h("span", { class: "lay-long" }, layConfirmWords(mine, closerLimit, names[closer], t).map((w, i) => i ? [dot(), w] : w)),
          h("span", { class: "lay-short" }, t("confirm"))]),
      view.replay ? null : dialogHintButton(),
      problem ? h("span", { class: "banner", id: "lay-problem" }, (problem === "err_attach"
        && attachWhy(d.attach, target, colours, names[closer], t)) || t(problem)) : null));
}

/** The lay-down dialog's choices: the server's first eight, and the division the hint
 * advised (``hinted``, a lay-down in notation, or null), marked ``hinted``; added first when
 * it is none of them (any valid division may be laid down, and the hint judges some the
 * list leaves out), with its limit and stowaways worked out from ``hand``. */
export function layChoices(options, hinted, hand, pierCode) {
  const shown = options.slice(0, 8);
  const w = (hinted || "").split(/\s+/);
  if (w[0] !== "crew" && w[0] !== "attach") return shown;
  const lay = parseLay(hinted);
  const key = layText(order(lay.crew), order(lay.attach));
  const at = shown.findIndex((o) => o.text === key);
  if (at >= 0) return shown.map((o, i) => (i === at ? { ...o, hinted: true } : o));
  const listed = options.find((o) => o.text === key);
  const d = division(hand, pierCode, lay.crew, lay.attach);
  const own = listed || { crew: lay.crew, attached: lay.attach, limit: d.limit, count: d.stow.length, action: key, text: key };
  return [{ ...own, hinted: true }, ...shown];
}

/** The summary's Continue, and beside it, after the game's last round, Review: the summary
 * came before the result (whose own Review it is), over the finished table's Review link, and
 * a learner who wanted the review had first to find what closes it. */
function summaryActions(r, obs, t, onClose) {
  const go = h("button", { class: "btn", id: "summary-continue", "data-autofocus": true, onclick: onClose }, t("continue"));
  const last = obs.over && obs.rounds.length && r.round === obs.rounds[obs.rounds.length - 1].round;
  const url = last && ui.ctx && !ui.ctx.replay ? ui.ctx.reviewUrl : null;
  // in the dialog's foot that stays in sight (style.css): at 200% zoom a bare Continue, with
  // the focus, lay below the summary's table, out of sight
  return h("div", { class: "actions" }, go, url ? h("a", { class: "btn secondary", id: "summary-review", href: url }, t("rv_button")) : null);
}

/** A cell of the round's summary with ``cards``; none: a dash, said "no cards" (an empty
 * cell was read "blank", as if the page had failed to show something). */
function cardsCell(cards, t) {
  return h("td", { class: "cards-col" }, cards && cards.length
    ? h("div", { class: "cards row" }, cards.map((x) => cardEl(x, { small: true }, t))) : noCards(t));
}

/** No cards: shown as a dash, said in words (a dash told a listener nothing, or was skipped). */
function noCards(t) {
  return [h("span", { class: "muted", "aria-hidden": "true" }, "—"), h("span", { class: "sr-only" }, t("no_cards"))];
}

/** Each seat's cards at the round's end, a disclosure under the summary's table, for a phone
 * (style.css), whose table leaves out its four card columns: a newcomer saw the limits and
 * penalties only, not the crew that sank her. Kept open as the summary is drawn anew. */
function layDowns(r, names, t, me) {
  const groups = ["prisoners", "crews", "attached", "stowaways"];
  const words = { prisoners: "prisoners", crews: "crew", attached: "attached", stowaways: "stowaways" };
  return h("details", { class: "lay-downs", open: ui.layDownsOpen || null,
    ontoggle: (e) => { ui.layDownsOpen = e.target.open; } },
  h("summary", {}, t("show_cards")),
  h("ul", {}, r.limits.map((_, s) => {
    const shown = groups.filter((g) => r[g][s] && r[g][s].length);
    return h("li", { class: "lay-down", "data-seat": s }, h("strong", {}, names[s], s === me ? ` (${t("you")})` : ""),
      shown.length ? shown.map((g) => h("div", { class: "lay-group" }, h("span", {}, `${t(words[g])}${colon()}`),
        h("div", { class: "cards row" }, r[g][s].map((x) => cardEl(x, { small: true }, t))))) : [" ", noCards(t)]);
  })));
}

function summaryDialog(r, obs, t, names, onClose) {
  const title = t("round_summary", { n: r.round });
  const next = roundNext(r, obs, t);
  if (r.annulled) {
    return h("div", { class: "dialog", role: "dialog", "aria-modal": "true", "aria-label": title, id: "round-summary" }, h("h2", {}, title),
      h("p", {}, t("annulled", { n: r.round, why: t("why_" + r.reason) })),
      // An annulled last round (rule option annulled_round_counts_as_last) ends the game.
      obs.over && r.round === obs.rounds.length ? null : h("p", { class: "muted" }, t("annulled_then")),
      next ? h("p", { class: "banner info", id: "round-next" }, next) : null,
      summaryActions(r, obs, t, onClose));
  }
  const c = r.closer;
  const w = roundWords(r, names, t, obs.seat ?? null);
  const lines = [h("p", {}, h("strong", {}, w.closer), dot(), `${t("pier_colour")}${colon()}${t(r.pier_colour)}`)];
  for (const line of w.under) lines.push(h("p", { class: "under" }, line));
  if (w.nobody) lines.push(h("p", {}, w.nobody));
  // where each one's penalty cards came from ("+11" beside 6 stowaways said nothing of it)
  const why = penaltyWhy(r, names, t, obs.seat ?? null);
  if (why.length) lines.push(h("ul", { class: "muted", id: "round-why" }, why.map((line) => h("li", {}, line))));
  for (const line of w.sweeps) lines.push(h("p", { class: "banner info" }, line));
  const rows = r.limits.map((lim, s) => h("tr", {},
    h("td", {}, names[s], s === obs.seat ? ` (${t("you")})` : "", s === c ? [" ", mark("⚓", `(${t("mark_sailed")})`)] : ""),  // as the sheet and the result say
    // the prisoners too, the rulebooks' first part: without them a hand was shown short, and
    // a newcomer looked for the pier's colour
    cardsCell(r.prisoners[s], t), cardsCell(r.crews[s], t), cardsCell(r.attached[s], t), cardsCell(r.stowaways[s], t),
    h("td", {}, lim),
    h("td", {}, r.added[s] ? t("gets", { n: r.added[s] }) : "0"),
    h("td", {}, r.penalties[s])));
  return h("div", { class: "dialog", role: "dialog", "aria-modal": "true", "aria-label": title, id: "round-summary" }, h("h2", {}, title), lines,
    scrollingTable(title, h("table", { class: "summary round" },
      h("thead", {}, h("tr", {}, h("th", { scope: "col" }, h("span", { class: "sr-only" }, t("players"))),
        h("th", { class: "cards-col", scope: "col" }, t("prisoners")),
        h("th", { class: "cards-col", scope: "col" }, t("crew")), h("th", { class: "cards-col", scope: "col" }, t("attached")),
        h("th", { class: "cards-col", scope: "col" }, t("stowaways")),
        h("th", { scope: "col" }, t("limit")), h("th", { scope: "col", class: "pen-added" },  // said in words, the mark shown
          // the tooltip on the mark it explains: on the column it was read again after its name
          h("span", { "aria-hidden": "true", title: t("pen_added") }, "☠ +"), h("span", { class: "sr-only" }, t("pen_added"))), h("th", { scope: "col" }, t("penalties")))),
      h("tbody", {}, rows))),
    layDowns(r, names, t, obs.seat ?? null),
    h("p", { class: "muted" }, penaltyTotal(r.penalties.reduce((a, b) => a + b, 0), obs.thresholds, t)),
    next ? h("p", { class: "banner info", id: "round-next" }, next) : null,
    summaryActions(r, obs, t, onClose));
}

/** The ``decided`` entries whose words name a count beside its noun (``_one``/``_other``). */
const COUNTED = new Set(["first_to_lay_down"]);

/** What decided the game where fewest penalty cards do not say it, in one line: the
 * engine's facts (the observation's ``decided``, games/corsairs/outcome.py) in words. */
export function decidedText(obs, t, names, me = null) {
  return (obs.decided || []).map((d) => {
    const n = d.cards ?? d.rounds;
    const seats = d.seats || [];
    // the viewer among several players named: "You and Bruno tied…", with its own words
    // (the verb and "your numbers" agree), not "Anna and Bruno…" on Anna's own page
    const withYou = me !== null && seats.length > 1 && seats.includes(me);
    const vars = {
      names: namesList(seats, names, t, me), n, end: d.end, at: d.at, book: d.book, sum: (d.points || [])[0],
      // "Ann (46), Cid (33)": a name may end in a number ("Casual bot 2")
      points: (d.points || []).map((p, i) => `${seats[i] === me ? t("you") : names[seats[i]]} (${p})`).join(", "),
    };
    // the sweeper told "You laid down with no stowaways", as the round's summary says
    if (d.by === "sweep" && me !== null && seats.length === 1 && seats[0] === me) return t("dc_sweep_you");
    const key = "dc_" + d.by + (withYou ? "_with_you" : "");
    // "1 penalty card each": the count agrees with its noun
    return COUNTED.has(d.by) ? tn(key, n, vars) : t(key, vars);
  }).join(" ");
}

/** Why a game the plain rule ended stopped there, and what wins: the last round called at
 * the last-round mark is over (whatever total it brought: "reached 61 (the game ends at
 * 45)" read as if the 45 mark had ended it), or the total reached the end before a last
 * round was called (``decided`` words the rest). */
export function plainEnd(obs, t) {
  const th = obs.thresholds;
  const last = (obs.rounds || []).at(-1);
  if (last && !last.annulled && last.final_round) return t("end_last_round", { at: th.last_round });
  if (obs.total_penalties >= th.end) return t("end_reached", { n: obs.total_penalties, end: th.end });
  if (obs.total_penalties >= th.last_round) return t("end_last_round", { at: th.last_round });
  return "";
}

/** The places at the end: the winners, then the fewest penalty cards, then, under the house
 * rule ``tie_break: "penalty_points"`` (``rules``, the table's), the lower sum of their numbers
 * (the penalty cards are public); level, a shared place (as the engine's ``State.placings``,
 * which the review page and the terminal say). */
export function placings(obs, rules = {}) {
  const then = rules.tie_break === "penalty_points"
    ? (obs.penalty_cards || []).map((cards) => -cards.reduce((sum, c) => sum + value(c), 0))
    : null;
  return {
    order: rankedSeats(obs.winners, obs.penalties, true, then),
    place: places(obs.winners, obs.penalties, true, then),
  };
}

function resultDialog(obs, t, names, onClose) {
  const { order, place } = placings(obs, (ui.ctx?.summary && ui.ctx.summary.rules) || {});
  const me = ui.ctx?.resultSeat ?? ui.ctx?.seat ?? null;  // a replaced player watching is "you" too
  const why = decidedText(obs, t, names, me) || plainEnd(obs, t);
  // the winner and why, said as the dialog takes the focus (a screen reader heard its
  // title and "Continue", the winner left to be found)
  return h("div", { class: "dialog", role: "dialog", "aria-modal": "true", "aria-label": t("result"), id: "result",
    "aria-describedby": why ? "result-winners result-why" : "result-winners" }, h("h2", {}, t("result")),
    h("p", { style: "font-size:1.3rem", id: "result-winners" }, mark("★ "), winnersLine(obs.winners, names, t, me)),
    why ? h("p", { id: "result-why" }, why) : null,
    h("table", { class: "summary", id: "standings" }, h("tbody", {}, order.map((s) =>  // best first, not in seat order
      h("tr", { "data-seat": s, class: obs.winners.includes(s) ? "winner" : "" },
      h("td", {}, `${place[s]}.`), h("td", {}, names[s], s === ui.ctx?.seat ? ` (${t("you")})` : "", obs.winners.includes(s) ? ["\u00a0", mark("★", `(${t("mark_winner")})`)] : ""), h("td", {}, skull(t), ` ${obs.penalties[s]}`))))),
    // another player started the next game: who, and who is in already, above its button
    ui.ctx && ui.ctx.playAgain && ui.ctx.againNews ? h("p", { id: "result-again-news" }, ui.ctx.againNews) : null,
    h("div", { class: "actions" }, h("button", { class: "btn", "data-autofocus": true, onclick: onClose }, t("continue")),
      h("button", { class: "btn secondary", id: "result-sheet", onclick: openScoreSheet }, t("score_sheet")),
      ui.ctx && ui.ctx.reviewUrl ? h("a", { class: "btn secondary", id: "result-review", href: ui.ctx.reviewUrl }, t("rv_button")) : null,
      // pass-and-play: a review per person at the device
      (ui.ctx?.reviews || []).map((r) => h("a", { class: "btn secondary result-review-seat", href: r.url }, r.label)),
      ui.ctx && ui.ctx.playAgain ? h("button", { class: "btn secondary", id: "result-again", onclick: ui.ctx.playAgain }, t(ui.ctx.againMade ? "join_again" : "play_again")) : null));
}

const DRAW_KEYS = { 1: "stock", 2: "pile", 3: "pier" };

/** Why a table key (1/2/3, D, S) cannot act in ``view`` for seat ``me`` with the card
 * ``selected``: an i18n key, or null when it acts or is not the table's (a spectator's
 * keys say nothing). A key that did nothing and said nothing left the player guessing. */
export function keyRefusal(k, view, me, selected) {
  const obs = view.observation;
  const src = DRAW_KEYS[k];
  if (me === null || me === undefined || obs.over || (!src && k !== "d" && k !== "s")) return null;
  const legal = new Set(view.legal);
  if (obs.current_player !== me || !legal.size) return "key_not_turn";
  if (src) {
    if (legal.has("draw " + src)) return null;
    if (obs.phase !== "draw") return obs.phase === "discard" ? "key_drawn" : "key_not_now";
    return "key_empty_" + src;
  }
  if (obs.phase === "draw") return "draw_first";
  if (obs.phase !== "discard") return "key_not_now";
  // every card refuses D: "not with this card, choose another" sent the player looking
  if (k === "d" && obs.must_sail) return "key_must_sail";
  if (!selected) return "key_pick";
  return legal.has((k === "d" ? "discard " : "sail ") + selected) ? null : "key_not_card";
}

// Keyboard: 1/2/3 draw, arrows (Home, End) pick a card, D discards it, S sets sail with it, Esc clears.
document.addEventListener("keydown", (e) => {
  if (!ui.view || !ui.ctx || ui.ctx.replay || e.target.tagName === "INPUT" || e.target.tagName === "SELECT") return;
  if (document.getElementById("overlay")) return;
  const legal = new Set(ui.view.legal);
  const obs = ui.view.observation;
  const send = (a) => { if (legal.has(a)) { ui.selected = null; ui.ctx.send(a); e.preventDefault(); } };
  const k = e.key.toLowerCase();
  if (e.ctrlKey || e.metaKey || e.altKey) return;  // the browser's shortcuts, not the table's
  const refused = keyRefusal(k, ui.view, ui.ctx.seat, ui.selected);
  if (refused) { ui.ctx.toast?.(ui.ctx.t(refused), "info"); e.preventDefault(); return; }
  if (k === "1" && legal.has("draw stock")) { draw("stock"); e.preventDefault(); }
  else if (k === "2") send("draw pile");
  else if (k === "3" && legal.has("draw pier")) { draw("pier"); e.preventDefault(); }
  else if (k === "d" && ui.selected) send("discard " + ui.selected);
  else if (k === "s" && ui.selected) send("sail " + ui.selected);
  else if (k === "escape") { ui.selected = null; rerender(); }
  else if (["arrowright", "arrowleft", "home", "end"].includes(k) && obs.hand && obs.phase === "discard") {
    // Home and End: the first and the last card, as in any list (thirteen arrow presses
    // took a screen reader user to the far end of the hand)
    if ((k === "home" || k === "end") && e.target.closest?.("#log, .dialog")) return;  // the log scrolls
    const playable = shownOrder(obs.hand).filter((c) => legal.has("discard " + c) || legal.has("sail " + c));
    if (!playable.length) return;
    const i = playable.indexOf(ui.selected);
    const next = k === "home" ? 0 : k === "end" ? playable.length - 1
      : k === "arrowright" ? (i + 1) % playable.length : (i - 1 + playable.length) % playable.length;
    ui.selected = playable[i < 0 && k.startsWith("arrow") ? 0 : next];
    rerender();
    // the chosen card takes the focus, so Tab goes on from it to Discard and Set sail
    ui.root?.querySelector(`#hand [data-card="${CSS.escape(ui.selected)}"]`)?.focus({ preventScroll: true });
    showMoves();  // as a click does: the hand above the moves docked under it (a phone, a zoom)
    e.preventDefault();
  }
});

/** What M and L do, said once with the player's first turn at a table (app.js). */
export function jumpWords(t) {
  return t("jump_keys_hand");
}

/** Where M takes the keyboard (app.js): the player's hand, at the card the arrows move from
 * when one can be chosen, else its heading; once laid down, the player's laid cards. */
export function ownPlace(root, me) {
  return root.querySelector("#hand .card.playable:not([tabindex='-1'])") || root.querySelector("#hand-zone h2")
    || root.querySelector(`.seat[data-seat="${me}"] h3`);
}

/** The hand in the order it is shown (by colour, or by number), which the arrow keys follow. */
function shownOrder(hand) {
  if (ui.sort === "colour") return order(hand);
  return [...hand].sort((a, b) => value(a) - value(b) || COLOUR_CODES.indexOf(colourOf(a)) - COLOUR_CODES.indexOf(colourOf(b)));
}
