// The Piratatak table: boats in progress, spares, gold, cannons; draw again or stop,
// buy a boat part with gold, and choose what to give back to a pirate.
import { h, mark, cardEl, backEl, rankedSeats, scrollAboveDock, scrollIntoReach, scrollMovesIntoView, scrollPage, stuckBar, offlineNote, awayNote, noteDock, keepingFocus, places, trapFocus, clearOfStuck, winnersLine, focusTurnLine } from "../ui.js";
import { andWord, cardLabel, cardLabels, cardName, cardNames, cardsInSentence, colon, dropsSubject, oneSubject, semicolon, tn, tOwn, unmarked } from "../i18n.js";
import { dialogHintButton } from "../hint.js";
import { sentence } from "../turn_words.js";

const ui = { table: null, give: [], over: false, closed: false, view: null, ctx: null, root: null, shownFor: null, movesFor: null, dockH: 0,
  buyTold: undefined };
const SPECIAL = { gold: "✦", pirate: "☠", cannon: "✹" };

/** A card: a special one (gold, pirate, cannon) is named on it (``face_``: French "or", where
 * its name "pièce d'or" wrapped in tiny letters), smaller when the name is long. */
export function pcard(text, opts, t) {
  if (SPECIAL[text]) {
    const label = t("face_" + text);
    const fit = label.length >= 7 ? " longer" : label.length >= 6 ? " long" : "";
    return h(opts.onClick ? "button" : "div", { class: `card special ${text}` + (opts.small ? " small" : "") + (opts.playable ? " playable" : "") + (opts.selected ? " selected" : ""),
      title: t("card_" + text), role: opts.onClick ? null : "img", onclick: opts.onClick, type: opts.onClick ? "button" : null },
      // its name is its tooltip: the face is not read again ("☠ pirate" on a button)
      h("span", { class: "num", "aria-hidden": "true" }, SPECIAL[text]), h("span", { class: "code" + fit, "aria-hidden": "true" }, label));
  }
  return cardEl(text, opts, t);
}

/** The gold coins a purchase from the viewer paid them, from their observation: its price
 * where the rules give it to the seller (``coins_to``); null where it goes onto the discard
 * pile, or the observation does not say (the page does not guess). */
export function paidToSeller(obs) {
  return obs && obs.coins_to === "seller" && Number.isInteger(obs.price) ? obs.price : null;
}

/** One engine event of a turn ("draw Y3", "buy B6 from 2", "give Y1 gold") in words; ``own``:
 * the viewer's own, in the second person after ``pt_you``'s subject ("Du hast…"); a purchase
 * from the viewer's seat ``me`` is said to them ("bought blue 2 from you"), with the ``paid``
 * coins they got for it (paidToSeller): their gold jumped for no reason they were told. The
 * viewer's own purchase says the ``price`` they paid ("bought blue 5 from Bea for 3 gold
 * coins"), as the seller's line does: their gold fell by it. */
export function eventText(e, names, t, own = false, me = null, paid = null, price = null) {
  const w = e.split(/\s+/);
  const said = (key, vars) => tOwn(key, own, vars);
  if (w[0] === "draw" && w.length > 2) return said("pt_draw", { card: cardsInSentence(w.slice(1)) });  // drawsTogether
  if (w[0] === "drew") return tn("pt_drew_cards", Number(w[1]));  // drawsTogether's ``most``, another's turn
  if (w[0] === "draw") return ["pirate", "cannon", "gold"].includes(w[1]) ? said("pt_draw_" + w[1]) : said("pt_draw", { card: cardName(w[1]) });
  if (w[0] === "start") return said("pt_start", { boat: t("boat_" + w[1]) });  // "barca rossa": the adjective agrees
  if (w[0] === "join") return said("pt_join", { cards: cardsInSentence(w.slice(1)) });  // spares_join_boat
  if (w[0] === "give") return w[1] === "-" ? said("pt_give_none") : said("pt_give", { cards: cardsInSentence(w.slice(1)) });
  if (e === "boat lost") return said("pt_boat_lost");
  if (w[0] === "drop") return said("pt_drop", { card: cardName(w[1]) });  // foreign_card="discard"
  if (w[0] === "discard") return said("pt_discard", { card: cardName(w[1]) });  // spares_discard
  if (w[0] === "buy" && me !== null && Number(w[3]) === me) {
    return paid === null ? t("pt_buy_from_you", { card: cardName(w[1]) }) : tn("pt_buy_from_you_paid", paid, { card: cardName(w[1]) });
  }
  if (w[0] === "buy" && own && Number.isInteger(price)) {
    return tn("pt_buy_own_paid", price, { card: cardName(w[1]), name: names[Number(w[3])] ?? "?" });
  }
  if (w[0] === "buy") return said("pt_buy", { card: cardName(w[1]), name: names[Number(w[3])] ?? "?" });
  if (["cannon", "stop", "pass", "reshuffle", "win"].includes(w[0])) return said("pt_" + w[0]);
  return e;
}

/** The viewer's own turn in a line, said to them: "You drew a gold coin, drew green 1 and stopped"
 * (Italian's verb carries the person: "Hai pescato…"), where another's is "Ann drew a gold coin,
 * …" (othersTurnLine). Commas, not "·": a screen reader read the dot out, or (with less
 * punctuation read) ran the clauses together. */
export function ownTurnLine(events, names, t, where = () => "", price = null) {
  // a reshuffle names nobody: a clause of its own, "you" said again after it (as another's
  // turn says it, sentences): "Du die abgelegten Karten werden zum neuen Abhebestapel, hast
  // einen Piraten gezogen" made it a clause of "you"
  const runs = [];
  events.forEach((e, i) => {
    if (e === "reshuffle") { runs.push(eventText(e, names, t)); return; }
    const said = eventText(e, names, t, true, null, null, price) + where(e, events[i + 1]);
    const last = runs[runs.length - 1];
    if (Array.isArray(last)) last.push(said);
    else runs.push([said]);
  });
  return runs.map((r, i) => {
    const line = Array.isArray(r) ? shortSentences(r, (c) => t("pt_you", { event: oneSubject(c, true) })) : r;
    return i ? uncapital(line) : capital(line);
  }).join(semicolon());
}

/** One player's clauses (``texts``) as the short sentences a native writes of a busy turn,
 * each said by ``said`` (its subject and oneSubject's clauses): a clause that holds a list of
 * its own ("drew blue 1, 2 gold coins and green 1") ends its sentence, so that a list runs
 * to a full stop and never into the next clause. One sentence held them all, and a list of
 * lists read as one: "Hai pescato l'1 blu, 2 monete d'oro e l'1 verde, iniziato una barca
 * verde e pescato…" is now "Hai pescato l'1 blu, 2 monete d'oro e l'1 verde. Hai iniziato
 * una barca verde e…". ``others``: the sentences after the first, whose subject is said
 * again, or left to the verb where the language does (Italian "Ha iniziato…"). */
function shortSentences(texts, said, others = said) {
  const and = andWord();
  const groups = [[]];
  for (const c of texts) {
    groups[groups.length - 1].push(c);
    if (c.includes(", ") || c.includes(and)) groups.push([]);  // a list ends its sentence
  }
  const full = groups.filter((g) => g.length);
  return full.map((g, i) => (i ? capital(others(g)) : said(g))).join(". ");
}

/** Another player's turn in a line, a sentence as the log's: "Ann drew a gold coin and stopped"
 * ("Bot 3: hat eine Goldmünze gezogen" read as a label, not German). A reshuffle names nobody, and
 * the player is named again after it; a purchase from ``me`` says "you" (and what it
 * ``paid`` them). */
export function othersTurnLine(seat, events, names, t, me = null, paid = null) {
  return sentences(events.map((ev) => [seat, ev]), names, t, me, paid).join(semicolon());
}

/** A player's events as sentences, one for each run of one seat's (oneSubject), a reshuffle
 * on its own: the player named at the head of each ("You" for ``me``'s own), the first
 * with a capital. */
function sentences(events, names, t, me, paid = null, price = null) {
  const runs = [];
  for (const [seat, ev] of events) {
    const last = runs[runs.length - 1];
    const own = me !== null && seat === me;
    if (ev === "reshuffle") runs.push({ seat: null, texts: [eventText(ev, names, t)] });
    else if (last && last.seat === seat) last.texts.push(eventText(ev, names, t, own, me, paid, price));
    else runs.push({ seat, own, texts: [eventText(ev, names, t, own, me, paid, price)] });
  }
  return runs.map((r, i) => {
    if (r.seat === null) return i ? r.texts[0] : capital(r.texts[0]);
    // the viewer's own: "Du hast…" ("You …"), in lower case after a reshuffle's semicolon
    // ("…; vous avez pioché"); a player's name is written as chosen
    const own = () => shortSentences(r.texts, (c) => t("pt_you", { event: oneSubject(c, true) }));
    const name = names[r.seat] ?? "?";
    return r.own ? (i ? uncapital(own()) : capital(own()))
      : shortSentences(r.texts, (c) => `${name} ${oneSubject(c)}`, (c) => (dropsSubject() ? oneSubject(c) : `${name} ${oneSubject(c)}`));
  });
}

/** What a screen reader is told of the game's events after the first ``from`` of them
 * (``hist``: the log's entries; ``namesAt(n)``: the seats' names at move ``n``): the
 * viewer's own events as they come ("You drew blue 3"), and each other player's turn in
 * one sentence once it is over ("Bo drew blue 3, green 4, 2 gold coins, stopped"). Told a line per
 * draw, a blind player heard a flood between their turns. Returns ``[text, told]``, the
 * events told so far; a turn still under way waits. ``from`` null (a page just opened):
 * nothing is told, and a turn under way is told whole when it ends. */
export function turnNews(hist, from, obs, namesAt, t, me = null) {
  const events = hist.filter((e) => Array.isArray(e.events))
    .flatMap((e) => e.events.map(([seat, ev]) => ({ seat, ev, n: e.n })));
  const start = from ?? 0;
  // runs of one player's events: a turn each, or its part before a bot took the seat
  // mid-turn (or its person took it back), each named for whoever made it
  const who = (e) => namesAt(e.n)[e.seat];
  const runs = [];
  for (let i = start; i < events.length; i++) {
    const run = runs[runs.length - 1];
    if (run && run.seat === events[i].seat && run.who === who(events[i])) run.end = i + 1;
    else runs.push({ seat: events[i].seat, who: who(events[i]), begin: i, end: i + 1 });
  }
  const lines = [];
  let told = start;
  for (const [i, run] of runs.entries()) {
    // the bot that had the viewer's seat is not "you": its moves are said as another's
    const own = me !== null && run.seat === me && run.who === namesAt(Infinity)[me];
    const going = i === runs.length - 1 && !obs.over && obs.current === run.seat;
    if (going && !own) break;  // another's turn is told once it is over
    told = run.end;
    if (from === null) continue;
    const evs = events.slice(run.begin, run.end);
    const names = namesAt(evs[evs.length - 1].n);
    lines.push(own ? ownTurnLine(evs.map((e) => e.ev), names, t, (ev, next) => wentTo(ev, next, obs, me, t), obs.price)
      : othersTurnLine(run.seat, drawsTogether(evs.map((e) => e.ev)), names, t, run.seat === me ? null : me, paidToSeller(obs)));
  }
  // sentences, as the log's lines are read out (app.js ends the last)
  return [lines.map((l, i) => (i < lines.length - 1 && !/[.!?…]$/.test(l) ? l + "." : l)).join(" "), told];
}

/** The move each of a turn's ``count`` events came from (its ``n``, null where the log
 * has none): a turn's events are the log's last ones, before the ``after`` events of the
 * turn under way when the turn asked for is the last one. */
export function turnMoves(hist, count, after = 0) {
  const ns = (hist || []).filter((e) => Array.isArray(e.events)).flatMap((e) => e.events.map(() => e.n));
  const end = ns.length - after;
  return Array.from({ length: count }, (_, i) => ns[end - count + i] ?? null);
}

/** A turn's line, each part named for whoever made it: "Bob drew a gold coin and blue 3; 🤖 Bob
 * (casual) stopped", where a bot took Bob's seat mid-turn (the whole turn was said to be
 * the bot's), draws in a row said together; the viewer's own part said to them ("You
 * drew…"). ``ns``: each event's move (turnMoves); ``namesAt(n)``: the seats' names at
 * move ``n``; ``me``: null in a replay, which names every player; ``paid``: what a purchase
 * from ``me`` paid them (paidToSeller). */
export function turnLine(seat, events, ns, namesAt, t, me = null, paid = null, price = null, most = Infinity) {
  const now = namesAt(Infinity);
  const parts = [];
  events.forEach((ev, i) => {
    const names = ns[i] === null || ns[i] === undefined ? now : namesAt(ns[i]);
    const last = parts[parts.length - 1];
    if (last && last.names[seat] === names[seat]) last.events.push(ev);
    else parts.push({ names, events: [ev] });
  });
  return parts.map(({ names, events: evs }) => (seat === me && names[seat] === now[seat]
    ? ownTurnLine(drawsTogether(evs), names, t, undefined, price)
    : othersTurnLine(seat, drawsTogether(evs, most), names, t, seat === me ? null : me, paid))).join(semicolon());
}

/** Draws in a row that another's turn in brief says one by one; more are counted ("drew 11
 * cards"). */
const BRIEF_DRAWS = 6;

/** The turns played since the viewer's own last one, each in a line as the status line says
 * a turn ("Bo drew a gold coin and stopped"), the turn under way left out (the pier says it): a
 * phone showed only the last turn, and a friend who looked away between their turns missed
 * the others' before it (a phone's log is a drawer). A bot that played the viewer's seat
 * meanwhile is another player here ("🤖 Ann (casual) drew…"). ``hist``: the log's entries;
 * ``namesAt(n)``: the seats' names at move ``n``; ``paid``: paidToSeller. Returns the last
 * ``most`` lines and how many turns are left out before them (the log has them). Empty for
 * a spectator (``me`` null); ``first``: the viewer has had no turn yet (a friend who came
 * late), the lines are the game's from its start. */
export function sinceOwnTurn(hist, obs, me, namesAt, t, paid = null, most = 4) {
  if (me === null || me === undefined) return { lines: [], briefs: [], earlier: 0 };
  const events = (hist || []).filter((e) => Array.isArray(e.events))
    .flatMap((e) => e.events.map(([seat, ev]) => ({ seat, ev, n: e.n })));
  const done = obs.over ? events.length : events.length - (obs.turn_events || []).length;
  const who = (e) => namesAt(e.n)[e.seat];
  const mine = namesAt(Infinity)[me];
  let from = done;
  while (from > 0 && !(events[from - 1].seat === me && who(events[from - 1]) === mine)) from--;
  // a turn is a run of one seat's events (as turnNews's): a turn's opening events (the
  // house rule spares_start_boat's boat) come with the move that ended the turn before
  const runs = [];
  for (const e of events.slice(from, done)) {
    const run = runs[runs.length - 1];
    if (run && run.seat === e.seat && run.who === who(e)) run.evs.push(e);
    else runs.push({ seat: e.seat, who: who(e), evs: [e] });
  }
  const said = (r, draws) => turnLine(r.seat, r.evs.map((e) => e.ev), r.evs.map((e) => e.n), namesAt, t, me, paid, null, draws);
  const lines = runs.slice(-most).map((r) => said(r, Infinity));
  // a long turn in brief, its draws in a row counted (BRIEF_DRAWS): a bot's turn of a dozen
  // draws filled a phone's screen with one line; the whole line is a tap away (sinceTurn)
  const briefs = runs.slice(-most).map((r) => said(r, BRIEF_DRAWS));
  return { lines, briefs, earlier: Math.max(0, runs.length - most), first: from === 0 };
}

/** Where the viewer's own boat card just drawn went, for the ear (" (to your spares)",
 * " (on your boat: 2/6)"): a sighted player sees it land; a blind one heard only "You drew
 * green 3". Nothing when the next event says it (a boat started, the card dropped). */
function wentTo(ev, next, obs, me, t) {
  const w = ev.split(/\s+/);
  const tb = obs.tables && obs.tables[me];
  if (!tb || w[0] !== "draw" || !/^[RYGB]\d$/.test(w[1] || "") || /^(start|drop) /.test(next || "")) return "";
  if (tb.boat.includes(w[1])) return ` (${t("pt_on_boat", { n: tb.boat.length })})`;
  return tb.spares.includes(w[1]) ? ` (${t("pt_to_spares")})` : "";
}

/** A turn's events for the ear: the draws in a row as one ("draw B3 G4 gold gold": "drew
 * blue 3, green 4, 2 gold coins"), the boat parts first as drawn, then the coins and
 * cannons counted, a pirate that ends them last; what came of it on its own. A long turn read "drew gold" a card. */
function drawsTogether(events, most = Infinity) {
  const out = [];
  let row = [];
  const flush = (next = "") => {
    // boat parts as drawn, the pirate that ended the draws last
    const kind = (c) => (c === "gold" ? 1 : c === "cannon" ? 2 : c === "pirate" ? 3 : 0);
    // the card a boat was started with (or dropped, or finished with) stays last, next to what
    // came of it: "drew 2 gold coins, yellow 4 and started a yellow boat", not "yellow 4, 2 gold
    // coins, started"; "drew blue 2, a gold coin and red 3 and completed the boat"
    const last = /^(start|drop) /.test(next) || next === "win" ? row.pop() : null;
    const said = [...row].sort((x, y) => kind(x) - kind(y)).concat(last ? [last] : []);
    // counted ("drew 11 cards"), the pirate that ended them still said: it made the turn
    const pirate = said.length > most && said[said.length - 1] === "pirate" ? said.pop() : null;
    if (said.length > most) out.push(`drew ${said.length}`);
    else if (said.length) out.push("draw " + said.join(" "));
    if (pirate) out.push("draw pirate");
    row = [];
  };
  for (const e of events) {
    const w = e.split(/\s+/);
    if (w[0] === "draw" && w[1] !== "pirate") { row.push(w[1]); continue; }
    // a pirate ends the draws' list, with what came of it after: "drew yellow 1, blue 3 and
    // a pirate, and fired the cannon" ("… and blue 3, and drew a pirate" said the verb twice)
    if (w[0] === "draw" && row.length) { row.push(w[1]); flush(); continue; }
    flush(e);
    out.push(e);
  }
  flush();
  return out;
}

/** One move of the game log: what it caused, each player's events in one sentence, named
 * once ("Ana drew a pirate and gave back …", not "Ana" before each). A reshuffle names
 * nobody: a line it opens starts with a capital all the same, and the player after it is
 * named again. */
export function narrate(e, names, t, obs, me = null) {
  const lines = sentences(e.events, names, t, me, paidToSeller(obs), obs ? obs.price : null);
  return lines.length ? lines.join(semicolon()) : describe(e.action, e.seat, names, t);
}

/** One move in words, from its notation and who made it (the replay bar); with the move
 * list's ``entry``, what it caused: every drawn card is shown to all ("drew a gold coin", not
 * "drew a card"). */
export function describe(action, actor, names, t, entry, me = null) {
  if (entry && entry.events && entry.events.length) return narrate(entry, names, t, null, me);
  const name = names[actor] ?? "?";
  const w = action.split(/\s+/);
  if (w[0] === "buy") return t("p_buy", { name, card: cardName(w[1]), seller: names[Number(w[3])] ?? "?" });
  if (w[0] === "give") return t("p_give", { name, cards: w[1] === "-" ? t("nothing") : cardsInSentence(w.slice(1)) });
  if (w[0] === "discard") return t("p_discard_spare", { name, card: cardName(w[1]) });
  return t("p_" + w[0], { name });
}

/** A reviewed decision in words (the review's "Played" column): a draw names the decision,
 * then what came of it ("Draw again (you drew a gold coin)"); ``phase``: the decision's
 * ("drawing" after a card, where the table's button says "Draw again"). Named by its card
 * alone, the draw read as if the card had been chosen ("Hai pescato una moneta d'oro —
 * errore"). Any other move as ``describe`` says it. */
export function decided(action, actor, names, t, entry, me = null, phase = null) {
  const said = describe(action, actor, names, t, entry, me);
  if (action.split(/\s+/)[0] !== "draw" || !(entry && entry.events && entry.events.length)) return said;
  const move = t(phase === "drawing" ? "draw_again" : "pt_draw_btn");
  return t("pt_decided", { move, what: said.charAt(0).toLowerCase() + said.slice(1) });
}

/** Whether ``seat``'s own move met a pirate, from what the seat saw it do (a review's
 * ``seen``): a sound draw said "best by far" beside "you drew a pirate and lost your boat",
 * and the review then says it was bad luck, not a mistake. */
export function unlucky(seen, seat) {
  return Boolean(seen && seen.events && seen.events.some(([s, e]) => s === seat && e === "draw pirate"));
}

/** What a pirate would cost ``seat`` now, said beside "Draw again" and "Stop": the
 * rulebook's pirate takes ``loss`` cards, all that remain when fewer are held, and only the
 * pirate and a cannon from a player who holds one (a child with a cannon was told "3 cards
 * unless you hold a cannon" and asked whether the cannon was theirs). */
export function riskWords(obs, seat, loss, t) {
  const tb = obs.tables[seat];
  const stop = t("stop");
  if (tb.cannons > 0) return t("pt_risk_cannon", { stop });
  const held = tb.boat.length + tb.spares.length + tb.gold;
  if (held === 0) return t("pt_risk_none", { stop });
  return tn("pt_risk", Math.min(loss, held), { stop });
}

/** The rule option cannons_given, for a seat holding a cannon: a pirate may take it too. */
function mayGiveCannons(obs, seat) {
  return Boolean(obs.cannons_given) && obs.tables[seat].cannons > 0;
}

/** Pass-and-play (app.js): the seat shown changes, or none is: the give-back chosen for the
 * last one goes with its view. */
export function forgetSeat() {
  Object.assign(ui, { give: [], view: null });
}

export function render(root, view, ctx) {
  const key = (ctx.summary && ctx.summary.id) + (ctx.replay ? "r" : "");
  if (ui.table !== key) Object.assign(ui, { table: key, give: [], closed: false });
  if (ctx.group && ui.shown !== ctx.seat) forgetSeat();
  ui.shown = ctx.seat;
  ui.view = view; ui.ctx = ctx; ui.root = root;
  const { t } = ctx;
  const obs = view.observation;
  const names = ctx.names.length ? ctx.names : Array.from({ length: obs.players }, (_, i) => `#${i + 1}`);
  const me = ctx.seat;
  const legal = new Set(view.legal);
  const myTurn = me !== null && obs.current_player === me && view.legal.length > 0;
  // a choice made here (a card to give back, a coin) keeps the focus where it was
  const rerender = () => keepingFocus(ui.root, () => render(ui.root, ui.view, ui.ctx));

  /** A turn's events in one sentence, each part named for whoever made it (a bot may
   * take the seat mid-turn): ``after``, the events of the turn under way after it. */
  const namesAt = ctx.namesAt || (() => names);
  const lineOf = (seat, events, after = 0) => turnLine(seat, events, turnMoves(view.history, events.length, after),
    namesAt, t, ctx.replay ? null : me, paidToSeller(obs), obs.price);

  const turnText = obs.over ? t("over") : ctx.waiting ? ctx.waiting : myTurn ? t("your_turn")
    : t(ctx.replay ? "replay_to_play" : "waiting", { name: names[obs.current_player] })  // a replay waits for nobody
      + awayNote(view, ctx, obs.current_player, t);
  // Beside "Game over", the turn that ended it (the engine's last_turn is the one before).
  const shownTurn = obs.over && obs.turn_events.length ? { seat: obs.current, events: obs.turn_events } : obs.last_turn;
  /** On a phone (style.css), the turns since the player's own, in place of the last one:
   * under the piles, just above the player's own seat, as a Corsairs table's moves since
   * the player's own are. Atop the table (in the status) the turn's scroll to the player's
   * boat took it above the screen. */
  function sinceTurn() {
    if (ctx.replay || obs.over) return null;
    const since = sinceOwnTurn(view.history, obs, me, namesAt, t, paidToSeller(obs));
    if (!since.lines.length) return null;
    return h("div", { class: "muted", id: "since-turn" },
      h("p", { id: "since-turn-head" }, h("strong", {}, t(since.first ? "pt_since_start" : "pt_since_yours")),
        // the turns left out, said beside the heading (as an item they took a number)
        since.earlier ? [" ", h("span", { class: "earlier" }, `(${tn("pt_since_earlier", since.earlier)})`)] : null, colon()),
      // each turn a sentence, spaced from the next: read back as the page's text (a phone's
      // read-aloud, a copy), two turns ran together ("… and stopped🤖 Bo drew …")
      h("ul", { "aria-labelledby": "since-turn-head" }, since.lines.flatMap((l, i) =>
        [i ? " " : null, h("li", {}, briefly(sentence(since.briefs[i]), sentence(l)))])));
  }
  /** A turn's line in brief, its whole line a tap away (a disclosure: the brief, once
   * open, gives way to the whole); the line itself when the brief says it all. */
  function briefly(brief, whole) {
    if (!brief || brief === whole) return whole;
    return h("details", { class: "turn-brief" }, h("summary", {}, h("span", { class: "brief" }, brief), " ",
      h("span", { class: "whole" }, whole)));
  }
  const status = h("div", { class: "panel status" },
    h("span", { class: "turn" + (myTurn ? " mine" : ""), id: "turn" }, turnText),
    // a sentence, as the turn under way says it ("Bo drew a gold coin, stopped"): "Bo: drew a gold coin"
    // was read as a label, and ungrammatical where the verb needs its subject (German)
    shownTurn ? h("span", { class: "muted", id: "last-turn" },
      lineOf(shownTurn.seat, shownTurn.events, obs.over ? 0 : obs.turn_events.length)) : null,
    me === null && !ctx.replay && !ctx.group ? h("span", { class: "badge" }, t("spectating")) : null,
    h("span", { id: "conn-status", class: "muted" }));

  const giving = myTurn && obs.phase === "give";
  const myCode = me !== null && obs.tables[me].colour ? obs.tables[me].colour[0].toUpperCase() : null;
  /** Why a part of my boat among another seat's spares cannot be bought now (a tap on it
   * did nothing: a child did not learn that a part costs gold, or is bought instead of
   * drawing), or null. */
  function wantedPart(c, seller) {
    if (!myTurn || !ctx.toast || seller === me || !myCode || c[0] !== myCode) return null;
    if (obs.phase === "drawing") return t("pt_buy_drawn");
    if (obs.phase === "turn" && obs.tables[me].gold < obs.price) return t("pt_buy_gold", { price: obs.price, n: obs.tables[me].gold });
    return null;
  }
  // What a coin, a cannon and a spare card are for, said by their counters and label
  // ("Gold: 2" beside every boat told a newcomer nothing; the table said it only once a part
  // was on sale): the words as the tooltip, and a tap says them (a touch screen shows no
  // tooltip).
  const rules = (ctx.summary && ctx.summary.rules) || {};
  const goldWhy = t("pt_gold_why", { price: obs.price });
  const cannonWhy = t(rules.cannon_optional ? "pt_cannon_why_optional" : "pt_cannon_why");
  const sparesWhy = t("pt_spares_why", { price: obs.price });
  /** A counter or label that says what it is for: a button (Tab reaches it, Enter or Space
   * says the words through the toast, an alert; it was a badge only a tap or a mouse could
   * ask) named by its own ``said`` words; the tooltip, for a mouse, lies on what is shown,
   * hidden from screen readers (as the button's description it was read on every Tab). */
  const explained = (id, cls, text, said, ...shown) => ctx.explain && !ctx.replay
    // the button a finger taps (44 px high on a touch screen: style.css), the badge or the
    // label drawn inside it as it was (24 px: a child's tap missed it)
    ? h("button", { class: "explain", id, type: "button", "aria-label": said, onclick: () => ctx.explain(text),
      // a Tab stop at the player's own seat only (a spectator's: the first): every seat's
      // three cost twelve stops between the stock and the moves at a four-player table
      tabindex: id.endsWith(`-${me ?? 0}`) ? null : "-1" },
      h("span", { class: cls, "aria-hidden": "true", title: text }, ...shown))
    : h("span", { class: cls, id, title: text }, ...shown);
  const seats = obs.tables.map((tb, s) => {
    const active = obs.current_player === s && !obs.over && view.started !== false;
    const online = view.online && view.online.length ? view.online[s] : true;
    const boatCode = tb.colour ? tb.colour[0].toUpperCase() : null;
    const slots = boatCode ? Array.from({ length: 6 }, (_, i) => {
      const c = `${boatCode}${i + 1}`;
      const have = tb.boat.includes(c);
      // named by its tooltip alone (the tooltip "blue 3" was read again after the name)
      if (!have) return h("div", { class: `card slot c-${boatCode}`, title: `${cardLabel(c)} (${t("part_missing")})`, role: "img" }, h("span", { class: "num", "aria-hidden": "true" }, i + 1));
      const sel = ui.give.includes(c);
      return pcard(c, { small: false, selected: sel, playable: giving && s === me, onClick: giving && s === me ? () => toggle(c) : null }, t);
    }) : null;
    const spares = tb.spares.map((c) => {
      const buy = [...legal].find((a) => a === `buy ${c} from ${s}`);
      if (buy) return buyCard(c, s, () => ctx.send(buy));
      const mine = giving && s === me;
      const refused = !mine && wantedPart(c, s);
      const el = pcard(c, { small: true, selected: ui.give.includes(c), playable: mine,
        onClick: mine ? () => toggle(c) : refused ? () => ctx.toast(refused, "info") : null }, t);
      if (!mine) el.removeAttribute("aria-pressed");  // a press explains: no switch "not pressed"
      return el;
    });
    const goldSel = ui.give.filter((x) => x === "gold").length;
    // The rule option cannons_given: a pirate may take cannons too (chosen as coins are).
    const cannonSel = ui.give.filter((x) => x === "cannon").length;
    const cannonsGiven = giving && s === me && mayGiveCannons(obs, me);
    const goldWords = `${t("gold")}${colon()}${tb.gold}` + (giving && s === me && goldSel ? ` (−${goldSel})` : "");
    const cannonWords = `${t("cannons")}${colon()}${tb.cannons}` + (cannonsGiven && cannonSel ? ` (−${cannonSel})` : "");
    // a group named by its heading: Tab met "Spares, Gold: 0, Cannons: 0" at every seat alike,
    // a screen reader now says whose they are on entering a seat
    return h("div", { class: "seat pt-seat" + (active ? " active" : ""), "data-seat": s, role: "group", "aria-labelledby": `pt-seat-name-${s}` },
      h("h3", { id: `pt-seat-name-${s}`, "aria-keyshortcuts": s === me ? "m" : null }, h("span", { class: "dot" + (online ? " on" : ""), title: online ? t("online") : t("offline"), "aria-hidden": "true" }), names[s],
        offlineNote(online, t, view.joined ? view.joined[s] : true), s === me ? ` (${t("you")})` : "",
        // its key shown to a keyboard (a screen reader hears it with the first turn)
        s === me && !ctx.replay ? h("span", { "aria-hidden": "true" }, " ", h("span", { class: "kbd" }, "M")) : null,
        active ? h("span", { class: "badge" }, t("to_play")) : null,
        obs.winners.includes(s) ? ["\u00a0", mark("★", `(${t("mark_winner")})`)] : ""),
      // No boat yet: one line, said once (it read "Boat", then "no boat yet" below it).
      h("div", { class: "muted pt-boat-label" }, tb.colour ? `${capital(t("boat_" + tb.colour))} (${tb.boat.length}/6)` : capital(t("no_boat"))),
      // the game's goal, under one's own empty boat: a newcomer opened a table that said
      // only "Your turn" and learnt what wins at the end, from the result
      s === me && !tb.colour && !obs.over && !ctx.replay ? h("div", { class: "muted pt-goal", id: "pt-goal" }, t("pt_boat_wins")) : null,
      slots ? h("div", { class: "boat row" }, slots) : null,
      h("div", { style: "margin-top:.3rem" }, explained(`pt-spares-${s}`, "muted", sparesWhy, t("spares"), t("spares"))),
      h("div", { class: "row" }, spares.length ? spares : mark("—", t("nothing"))),  // read "dash"
      h("div", { class: "counters" },
        explained(`pt-gold-${s}`, "badge", goldWhy, goldWords, mark("✦ "), goldWords),
        giving && s === me ? countChips("gold", "✦", tb.gold, goldSel, t("card_gold")) : null,
        explained(`pt-cannons-${s}`, "badge", cannonWhy, cannonWords, mark("✹ "), cannonWords),
        cannonsGiven ? countChips("cannon", "✹", tb.cannons, cannonSel, t("card_cannon")) : null));
  });
  /** "Buy blue 3 from Bruno for 3 gold": the chip's words and the card on sale's name. */
  function buyLabel(c, seller) {
    return t("buy_for", { card: cardName(c), name: names[seller], price: obs.price });
  }
  /** A spare card on sale: a press buys it, and its name says so (it said "blue 3", a
   * toggle "not pressed", to a keyboard or screen reader player). */
  function buyCard(c, seller, buy) {
    const label = buyLabel(c, seller);
    const el = pcard(c, { playable: true, onClick: buy }, t);
    el.title = unmarked(label);  // its name (the bot's 🤖 not read out), said once
    el.removeAttribute("aria-pressed");
    return el;
  }
  /** "+" and "−" for the coins (or cannons) a give-back takes, as many as are held. */
  function countChips(word, sign, held, chosen, label) {
    // the chip pressed goes when every coin (or none) is chosen: the focus goes to the other
    // one (it fell to the page's top, and the next Tab started the page over)
    const then = (gone, other) => { if (!document.getElementById(gone)) document.getElementById(other)?.focus(); };
    const more = () => { ui.give.push(word); rerender(); then(`give-${word}`, `give-${word}-less`); };
    const less = () => { ui.give.splice(ui.give.indexOf(word), 1); rerender(); then(`give-${word}-less`, `give-${word}`); };
    return [
      held > chosen ? h("button", { class: "chip", id: `give-${word}`, "aria-label": label && `+ ${label}`, onclick: more }, `+ ${sign}`) : null,
      chosen ? h("button", { class: "chip", id: `give-${word}-less`, "aria-label": label && `− ${label}`, onclick: less }, `− ${sign}`) : null,
    ];
  }
  function toggle(c) {
    const i = ui.give.indexOf(c);
    if (i >= 0) ui.give.splice(i, 1); else ui.give.push(c);
    rerender();
  }

  const top = obs.discard.length ? obs.discard[obs.discard.length - 1] : null;
  const centre = h("div", { class: "panel centre" },
    h("button", { class: "pile" + (legal.has("draw") ? " legal" : ""), id: "pt-stock", disabled: !legal.has("draw"), "data-twin": "pt-draw",
      onclick: legal.has("draw") ? () => ctx.send("draw") : null, "aria-label": `${t("pt_draw_btn")}${colon()}${t("stock")} (${obs.stock})` },
      obs.stock ? backEl(false) : h("div", { class: "card slot" }), h("span", { class: "muted" }, `${t("stock")} (${obs.stock})`)),
    h("div", { class: "pile" }, top ? pcard(top, {}, t) : h("div", { class: "card slot" }), h("span", { class: "muted" }, `${t("pile")} (${obs.discard.length})`)),
    // the turn's line, once the turn has one: drawn empty before the first turn, a screen
    // reader's browse mode stopped on nothing; draws in a row said together ("pioché 2
    // pièces d'or", not "pioché une pièce d'or et pioché une pièce d'or"), as the log's screen reader hears them
    h("div", { class: "pier" }, obs.turn_events.length ? h("strong", { id: "turn-events" },
      lineOf(obs.current, obs.turn_events)) : null,
      h("div", { class: "pier-cards", id: "drawn" }, obs.drawn.map((c) => pcard(c, {}, t)))),
    sinceTurn());

  const actions = [];
  if (myTurn) {
    // the key shown, and its space before it, hidden: a name ended with the space ("Stop ")
    const key = (k) => h("span", { "aria-hidden": "true" }, " ", h("span", { class: "kbd" }, k));
    // described by what is at stake (below): Tab went on to Stop past it
    const stake = legal.has("stop") && legal.has("draw");
    if (legal.has("draw")) actions.push(h("button", { class: "btn", id: "pt-draw", "aria-keyshortcuts": "d",
      "aria-describedby": stake ? "pt-risk" : null, onclick: () => ctx.send("draw") }, t(keyWords("draw", obs)), key("D")));
    if (legal.has("stop")) actions.push(h("button", { class: "btn secondary", id: "pt-stop", "aria-keyshortcuts": "s", onclick: () => ctx.send("stop") }, t("stop"), key("S")));
    // what is at stake between the two: a newcomer was told neither
    if (stake) {
      const loss = ((ctx.summary && ctx.summary.rules) || {}).pirate_loss ?? 3;
      actions.push(h("span", { class: "muted", id: "pt-risk" }, riskWords(obs, me, loss, t)));
    }
    const cannon = () => h("button", { class: "btn danger", id: "pt-cannon", "aria-keyshortcuts": "c", onclick: () => ctx.send("cannon") }, t("cannon"), key("C"));
    if (legal.has("cannon") && !giving) actions.push(cannon());
    if (legal.has("pass")) actions.push(h("button", { class: "btn secondary", id: "pt-pass", "aria-keyshortcuts": "p", onclick: () => ctx.send("pass") }, t("pass"), key("P")));
    const buys = view.legal.filter((a) => a.startsWith("buy "));
    // A purchase is the turn's other way, not one more step of it: said beside its chips.
    if (buys.length) actions.push(h("span", { class: "muted", id: "pt-buy-how" }, t("buy_how")));
    for (const b of buys) {
      const [, card, , seller] = b.split(" ");
      actions.push(h("button", { class: "chip", "data-action": b, onclick: () => ctx.send(b) }, buyLabel(card, Number(seller))));
    }
    // The rule option spares_discard: one spare card thrown away instead of drawing, a row
    // of small chips under one label (a seat may hold a dozen spares; the phone's dock).
    const discards = view.legal.filter((a) => a.startsWith("discard "));
    if (discards.length) {
      actions.push(h("span", { class: "muted", id: "pt-discard-how" }, t("discard_spare")));
      actions.push(h("div", { class: "suggestions", id: "pt-discards", role: "group", "aria-label": t("discard_spare") },
        discards.map((d) => {
          const code = d.split(" ")[1];
          return h("button", { class: "chip", "data-action": d, "aria-label": t("discard_card", { card: cardName(code) }), onclick: () => ctx.send(d) }, capital(cardLabel(code)));
        })));
    }
    if (giving) {
      const words = (g) => g.split(/\s+/).slice(1).filter((w) => w !== "-");
      // The sets offered in one tap keep as much of the boat as they can: the engine lists
      // them in card order, which put "red 3, blue 1, blue 2" (blue boat parts) first.
      const boat = new Set(obs.tables[me].boat);
      const parts = (g) => words(g).filter((w) => boat.has(w)).length;
      const gives = view.legal.filter((a) => a.startsWith("give "))
        .map((g, i) => [parts(g), i, g]).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map((x) => x[2]);
      const need = gives.length ? words(gives[0]).length : 0;
      const chosen = "give " + (ui.give.length ? [...ui.give].sort(giveOrder).join(" ") : "-");
      const ready = legal.has(chosen);
      const withCannons = mayGiveCannons(obs, me);
      // The house rule cannon_optional: firing is the other way, said in the pirate's news
      // and offered after it (the button stood above a banner that said only "Give back").
      const fire = legal.has("cannon");
      const task = (fire ? "pirate_fire_or_give" : "pirate_give") + (withCannons ? "_cannons" : "");
      actions.push(h("span", { class: "banner info", id: "pt-give-task" }, tn(task, need)));
      if (fire) actions.push(cannon());
      // its "+ ✦" and "+ ✹" shown; said as the buttons they stand for are named ("+ gold"):
      // the marks were read out ("four pointed star")
      const said = { "✦": t("card_gold"), "✹": t("card_cannon") };
      if (need) actions.push(h("span", { class: "muted", id: "pt-give-how" }, t(withCannons ? "give_how_cannons" : "give_how")
        .split(/([✦✹])/u).map((part) => said[part] ? mark(part, said[part]) : part)));
      // Every part of one's own boat chosen: said before it is done (the boat was simply gone).
      const own = obs.tables[me];
      const rules = (ctx.summary && ctx.summary.rules) || {};
      const losesBoat = (cards) => own.boat.length > 0 && own.boat.every((c) => cards.includes(c)) && rules.lost_boat !== "colour_kept";
      if (losesBoat(ui.give)) {
        actions.push(h("span", { class: "banner", id: "pt-give-warn", role: "alert" }, t("give_loses_boat", { boat: t("boat_" + own.colour) })));
      }
      actions.push(h("button", { class: "btn", id: "pt-give", disabled: !ready, onclick: () => { ui.give = []; ctx.send(chosen); } },
        ready ? `${t("give_back")}${colon()}${cardLabels(words(chosen))}` : t("give_chosen", { k: ui.give.length, n: need })));
      // On a wide screen the Hint button heads the page, a screen above the give-back
      // scrolled into sight: one stands here too (a phone's stays in its sticky bar).
      actions.push(dialogHintButton());
      // Twelve sets in one tap, and the hint's advice when it is none of them (it was then
      // only words: its cards had to be picked one by one).
      const offered = gives.slice(0, 12);
      if (ctx.hinted && legal.has(ctx.hinted) && ctx.hinted.startsWith("give ") && !offered.includes(ctx.hinted)) offered.unshift(ctx.hinted);
      // each named as what a press does, as the button is once cards are chosen: a set's
      // cards alone did not say that one press gives them back
      actions.push(h("div", { class: "suggestions", id: "pt-give-sets" }, offered.map((g) =>
        h("button", { class: "chip", "data-action": g, onclick: () => { ui.give = []; ctx.send(g); },
          "aria-label": `${t("give_back")}${colon()}${cardLabels(words(g))}` + (losesBoat(words(g)) ? `, ${t("set_loses_boat")}` : "") },
        // a button's label begins with a capital ("le 2 vert, le 4 vert…" read as words cut
        // out of a sentence)
        capital(cardLabels(words(g))),
          losesBoat(words(g)) ? [" — ", mark("⚠ "), t("set_loses_boat")] : ""))));
    }
  }
  // On a wide screen the player's own seat goes under the others, full width, just above
  // the moves (style.css, .pt-own): at 1280×800 with four players it headed the grid, a
  // row of seats away from a pirate's give-back, and the two did not fit in one screen.
  // A phone, whose moves are docked, keeps it first, whatever the seat: under the piles and
  // the turns since the player's own, which the turn's scroll keeps in sight with it (a
  // third seat's boat lay two seats below them).
  const seated = me !== null && !ctx.replay;
  if (seated) seats[me].classList.add("pt-own");
  // ... and there in the page's order too, so that Tab and a screen reader meet it where it
  // is seen (WCAG 2.4.3): moved by the style sheet alone, it came first, before the others'
  const ownLast = seated && Boolean(globalThis.matchMedia?.(giving ? OWN_LAST_GIVING : OWN_LAST).matches);
  const others = seats.filter((_, s) => s !== me);
  const shownSeats = !seated ? seats : ownLast ? [...others, seats[me]] : [seats[me], ...others];
  // the seats' headings (h3) under a level two, as at a Corsairs table
  const parts = [status, centre, h("div", { class: "opponents" }, h("h2", { class: "sr-only" }, t("players")), shownSeats)];
  // On a phone the moves dock at the bottom of the screen, in reach of the thumb, as at a
  // Corsairs table: "Stop" and the give-back were a scroll below the player's own cards.
  // (A give-back is not docked on a short screen: style.css, .pt-giving.)
  if (actions.length) parts.push(h("div", { class: "hand-zone active actions dock" + (giving ? " pt-giving" : ""), id: "pt-actions" }, actions));
  root.replaceChildren(...parts);
  noteDock(root);
  // A pirate's give-back scrolls the player's own boat and spares above the phone's dock,
  // once per decision, so every card to choose from can be tapped; and again as the dock
  // grows (the warning that the whole boat goes): it covered the spares just chosen.
  const dockH = document.querySelector(".actions.dock")?.offsetHeight || 0;
  if (giving && (ui.shownFor !== view.seq || dockH > ui.dockH)) {
    requestAnimationFrame(() => scrollAboveDock(document.querySelector(`.pt-seat[data-seat="${me}"]`), true));
    if (ui.shownFor !== view.seq) giveTaskFocus();
    ui.shownFor = view.seq;
  }
  ui.dockH = dockH;
  // On a wide screen the moves are not docked: brought into sight once per decision. On a
  // short or narrow one (a phone held sideways, 200% zoom) the player's own boat and spares
  // come up above the docked moves, as a Corsairs hand does: the turn showed the stock alone.
  if (myTurn && ui.movesFor !== view.seq) {
    ui.movesFor = view.seq;
    requestAnimationFrame(() => {  // the seat as drawn then: a second draw may have replaced it
      const own = document.querySelector(`.pt-seat[data-seat="${me}"]`);
      scrollMovesIntoView(document.getElementById("pt-actions"), own);
      // the turns since the player's own stay in sight above it (on a screen short of
      // height, a phone held sideways, the boat alone fits: as before)
      if (!giving) scrollIntoReach(own, null, matchMedia("(max-height: 500px)").matches ? null : document.getElementById("since-turn"));
    });
  }

  let overlay = document.getElementById("overlay");
  if (obs.over && !ui.closed) {
    // a friend's seat a bot finished is the friend's (i18n.js resultName)
    const named = ctx.resultNames?.length ? ctx.resultNames : names;
    // the winner (and a safeguard's end), said as the dialog takes the focus
    const dialog = h("div", { class: "dialog", role: "dialog", "aria-modal": "true", "aria-label": t("result"), id: "result",
      "aria-describedby": "result-winners result-why" }, h("h2", {}, t("result")),
      h("p", { style: "font-size:1.3rem", id: "result-winners" }, obs.winners.length ? [mark("★ "), winnersLine(obs.winners, named, t, ctx.resultSeat ?? ctx.seat)] : t("no_winner")),
      // why it ended: a finished boat (a newcomer saw the game stop at another's turn), or the
      // safeguard's end, which is no boat race won, with who wins then (the table's rule)
      h("p", { id: "result-why" }, obs.ended_by === "turn_limit"
        ? t(obs.winners.length ? "pt_limit_most" : "pt_limit_nobody", { n: obs.turn }) : t("pt_boat_wins")),
      standings(obs, named, t, ctx.seat),
      // another player started the next game: who, and who is in already, above its button
      ctx.playAgain && ctx.againNews ? h("p", { id: "result-again-news" }, ctx.againNews) : null,
      h("div", { class: "actions" },
        h("button", { class: "btn", "data-autofocus": true, onclick: () => { ui.closed = true; rerender(); focusTurn(); } }, t("continue")),
        ctx.reviewUrl ? h("a", { class: "btn secondary", id: "result-review", href: ctx.reviewUrl }, t("rv_button")) : null,
        // pass-and-play: a review per person at the device
        (ctx.reviews || []).map((r) => h("a", { class: "btn secondary result-review-seat", href: r.url }, r.label)),
        ctx.playAgain ? h("button", { class: "btn secondary", id: "result-again", onclick: ctx.playAgain }, t(ctx.againMade ? "join_again" : "play_again")) : null));
    const el = h("div", { class: "overlay", id: "overlay", onkeydown: trapFocus }, dialog);
    if (overlay) overlay.replaceWith(el); else document.body.append(el);
    clearOfStuck(dialog);
    el.querySelector("[data-autofocus]").focus({ preventScroll: true });
  } else if (overlay) overlay.remove();
}

/** A pirate's give-back takes the focus on its task ("A pirate! Give back 3 cards…"), so a
 * screen reader says what is asked and Tab goes on to the ways to do it: it heard "You drew
 * a pirate" and nothing more, the keys then refused ("choose one of the moves offered").
 * Not from a line being typed, a list being chosen from or a dialog. */
function giveTaskFocus() {
  const task = document.getElementById("pt-give-task");
  const at = document.activeElement;
  if (!task || document.getElementById("overlay") || (at && (["INPUT", "TEXTAREA", "SELECT"].includes(at.tagName) || at.closest("#log.open")))) return;
  task.tabIndex = -1;
  task.focus({ preventScroll: true });
  // the focus scrolls nothing (at 200% zoom the browser's own scroll took the seat chosen
  // from out of sight), but a task that lies out of sight comes into it, as little as it
  // must: with a phone's text at 200% the give-back lies in the page under a seat taller
  // than the screen, and the focus went below the screen's foot, where nobody saw it
  requestAnimationFrame(() => {
    const said = document.getElementById("pt-give-task");  // (drawn anew meanwhile)
    if (!said || document.activeElement !== said) return;
    const box = said.getBoundingClientRect();
    const top = box.top - stuckBar() - 8;
    const by = top < 0 ? top : Math.min(box.bottom - innerHeight + 8, top);
    if (by > 0 || top < 0) scrollPage(by);
  });
}

/** The focus back on the table after the result closes (it fell to the page's top), as in
 * Corsairs: on "Game over", a span that takes the focus only so. */
function focusTurn() {
  const turn = document.getElementById("turn");
  if (turn) focusTurnLine(turn);
}

/** The places at the end: the winners first, then the most boat parts, then (the rulebook is
 * silent past the winner: docs/piratatak.md) the most gold coins, three of which buy a part;
 * still level, a shared place. ``byGold``: the seats whose boat is as long as another
 * non-winner's, whose gold the standings then show. A family asked who came second when two
 * boats of 3/6 were both "2." */
export function placings(obs) {
  const boats = obs.tables.map((tb) => tb.boat.length);
  const gold = obs.tables.map((tb) => tb.gold);
  const rest = boats.map((_, s) => s).filter((s) => !obs.winners.includes(s));
  return {
    order: rankedSeats(obs.winners, boats, false, gold),
    place: places(obs.winners, boats, false, gold),
    byGold: rest.filter((s) => rest.some((o) => o !== s && boats[o] === boats[s])),
  };
}

/** Every boat at the end, the winner's first: how close the others came; the viewer's own
 * line says "(you)", as in Corsairs' result. Boats of one size say their gold, which
 * decided between them, and a line under the list says so. */
function standings(obs, names, t, me) {
  const { order, place, byGold } = placings(obs);
  const list = h("ol", { class: "standings", id: "standings" }, order.map((s) => {
    const tb = obs.tables[s];
    return h("li", { "data-seat": s, value: place[s] }, h("strong", {}, names[s]), s === me ? ` (${t("you")})` : "", " — ",
      tb.colour ? `${t("boat_" + tb.colour)} ${tb.boat.length}/6` : t("no_boat"),
      byGold.includes(s) ? `, ${tn("pt_standing_gold", tb.gold)}` : "",
      // the star kept with the words before it (on a phone it wrapped alone onto a line)
      obs.winners.includes(s) ? ["\u00a0", mark("★", `(${t("mark_winner")})`)] : "");
  }));
  return byGold.length ? [list, h("p", { id: "standings-tie", class: "muted" }, t("pt_tie_gold"))] : list;
}

/** Where the style sheet shows the player's own seat last (style.css, .pt-own): a wide
 * screen, and a short one's give-back. */
const OWN_LAST = "(min-width: 641px)";
const OWN_LAST_GIVING = "(min-width: 641px), (max-height: 500px), (max-height: 40em)";
// a screen turned (or a window resized) across those bounds: the seats in their new order
for (const q of [OWN_LAST, OWN_LAST_GIVING]) {
  globalThis.matchMedia?.(q).addEventListener?.("change", () => {
    if (ui.root && ui.view && ui.ctx && document.body.contains(ui.root)) keepingFocus(ui.root, () => render(ui.root, ui.view, ui.ctx));
  });
}

// Keyboard, as at a Corsairs table: D draws (again), S stops, C fires the cannon, P passes.
const KEYS = { d: "draw", s: "stop", c: "cannon", p: "pass" };
/** Each key's move in words, as its button says it. */
const KEY_WORDS = { draw: "pt_draw_btn", stop: "stop", cannon: "cannon", pass: "pass" };
/** The catalogue key of ``action``'s button words in ``obs``: a draw once the turn has drawn
 * is "Draw again" (a page opened mid-turn said "D Draw" beside a button that read "Draw
 * again"). */
function keyWords(action, obs) {
  return action === "draw" && obs && obs.drawn && obs.drawn.length ? "draw_again" : KEY_WORDS[action];
}
/** "D Draw again, S Stop": the keys that act in ``view``, each with its button's words. */
function keysNow(view, t) {
  const legal = view.legal || [];
  return Object.entries(KEYS).filter(([, a]) => legal.includes(a)).map(([key, a]) => `${key.toUpperCase()} ${t(keyWords(a, view.observation))}`);
}

/** Why table key ``k`` cannot act in ``view`` for seat ``me``: its words, or null when it
 * acts or is not the table's (a spectator's keys say nothing). A key that did nothing and
 * said nothing left the player guessing; the words name the keys that do act now. */
export function keyRefusal(k, view, me, t) {
  const action = KEYS[k];
  if (!action || me === null || me === undefined || view.observation.over) return null;
  const legal = view.legal || [];
  if (view.observation.current_player !== me || !legal.length) return t("key_not_turn");
  if (legal.includes(action)) return null;
  const keys = keysNow(view, t);
  return keys.length ? t("pt_key_keys", { keys: keys.join(", ") }) : t("pt_key_buttons");
}

/** The words a turn opens with ("Your turn"), and the first time at this table that a part
 * can be bought, how: a purchase has no key (D, S, C, P do not buy), and a screen reader
 * heard only "Your turn. You can: D Draw". Said once: the page asks only as a turn opens. */
export function turnWords(view, names, t) {
  if (!(view.legal || []).some((a) => a.startsWith("buy ")) || ui.buyTold === ui.table) return null;
  ui.buyTold = ui.table;
  return `${t("your_turn")}. ${t("pt_buy_tab")}`;
}

/** What to do now, said once to a player who opens (or reloads) the table on their turn:
 * the keys that act ("You can: D Draw, S Stop"). Null at a pirate's give-back, whose task
 * takes the focus and is read then. */
export function turnTask(view, me, t) {
  if (view.observation.phase === "give") return null;
  const keys = keysNow(view, t);
  return keys.length ? t("turn_keys", { keys: keys.join(", ") }) : null;
}

document.addEventListener("keydown", (e) => {
  if (!ui.view || !ui.ctx || ui.ctx.replay || !ui.root || !document.body.contains(ui.root)) return;
  if (e.ctrlKey || e.metaKey || e.altKey || ["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName)) return;
  if (document.getElementById("overlay")) return;
  const k = e.key.toLowerCase();
  const refused = keyRefusal(k, ui.view, ui.ctx.seat, ui.ctx.t);
  if (refused) { ui.ctx.toast?.(refused, "info"); e.preventDefault(); return; }
  if (KEYS[k] && ui.ctx.seat !== null && ui.ctx.seat !== undefined) {
    e.preventDefault();
    ui.ctx.send(KEYS[k]);
  }
});

const ORDER = ["R", "Y", "G", "B"];
/** The engine's order of a give-back's words: boat cards by colour and part, then the
 * coins, then the cannons. */
const giveKey = (w) => w === "gold" ? 99 : w === "cannon" ? 100 : ORDER.indexOf(w[0]) * 10 + Number(w.slice(1));
function giveOrder(a, b) {
  return giveKey(a) - giveKey(b);
}

/** What M and L do, said once with the player's first turn at a table (app.js). */
export function jumpWords(t) {
  return t("jump_keys_seat");
}

/** Where M takes the keyboard (app.js): the heading of the player's own seat (their boat,
 * spares, gold and cannons follow it). */
export function ownPlace(root, me) {
  return root.querySelector(`#pt-seat-name-${me}`);
}

/** "red boat" → "Red boat": a phrase that starts a line. */
function capital(s) {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

/** The viewer's own words going on mid-sentence: "you drew", "du hast", "vous avez". */
function uncapital(s) {
  return s ? s[0].toLowerCase() + s.slice(1) : s;
}
