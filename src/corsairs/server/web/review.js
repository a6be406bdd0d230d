// The review page (/review/{id}?seat=N): asks the server for a review of a finished game,
// shows its place in the queue and its progress, then the seat's win chance over the game
// (an SVG graph), every decision graded with the move played and the better one in words, and
// why the better move is better (review_why.js).
import { t, tn, gameTitle, pageTitle, seatName, errorText, currentLang, botLabel, cardLabel, colon } from "./i18n.js";
import { h } from "./ui.js";
import { reviewCounts, averageLoss, averageLossText, bestKind, finalResult, firstByNoise } from "./i18n_review.js";
import { reasonText, moveBeside } from "./review_why.js";
import { showHouseRules } from "./house_rules.js";

const SVG = "http://www.w3.org/2000/svg";
const GRADES = ["inaccuracy", "mistake", "blunder"];
const ICONS = { inaccuracy: "?!", mistake: "?", blunder: "??", good: "✓" };
const POLL_MS = 1000;
/** No decision judged for this long: the page says the server is busy. */
const STALLED_MS = 30_000;
/** A busy reviewer ("too many reviews waiting", HTTP 429) is asked again this many times, each
 * after its Retry-After (within RETRY_MS), before the page gives up and says so. */
const RETRIES = 5;
const RETRY_MS = [300, 60_000];

/** An SVG element (h() makes HTML ones). */
function s(tag, attrs = {}, ...children) {
  const el = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== null && v !== undefined) el.setAttribute(k, String(v));
  for (const c of children.flat()) if (c !== null && c !== undefined) el.append(c);
  return el;
}

const pct = (x) => new Intl.NumberFormat(currentLang(), { style: "percent", maximumFractionDigits: 0 }).format(x);

/** The grade as an icon and a word, never colour alone. */
export function gradeBadge(grade) {
  const g = grade || "good";
  return h("span", { class: `rv-grade g-${g}` }, h("span", { "aria-hidden": "true" }, ICONS[g] + " "), t("rv_" + g));
}

/** Points to the tenth the grade was given on, a whole one too ("5.0 ± 1.4", not "5 ± 1.4"). */
const points = (x) => new Intl.NumberFormat(currentLang(), { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  .format(Math.max(0, x) * 100);

/** The better move's cell, ``better(d)`` its words. A draw not graded (the discard after it
 * is) names none: a better move beside "not graded" read like a grade. A move judged no
 * better than the one played is not named as better (the coach's first of equal moves read
 * as advice beside "0 ± 0"); one within the noise is "also good". */
export function bestCell(d, better) {
  if (d.ungraded) return "–";
  const kind = bestKind(d);
  if (kind === "same") return t("rv_same");
  const named = `${better(d)} (${pct(d.best_win)})`;
  if (kind === "call") return t("rv_close_call", { move: named });
  return kind === "also" ? t("rv_also_good", { move: named }) : named;
}

/** The graded decisions that gave away the most win chance, most first (at most ``n``): the
 * summary names them, where the game was lost and what was better, as the terminal's summary
 * does (the page had its counts and an average, the moves themselves left to be found in a
 * table of every decision). */
export function costliest(ds, n = 3) {
  return ds.filter((d) => d.grade && !d.ungraded).sort((a, b) => b.drop - a.drop || a.move - b.move).slice(0, n);
}

/** Where a lost game was lost when no graded decision was worse than good: not one move, the
 * cards and the other players' (a learner read "Final result: lost" and nothing more as a
 * review that had not said why); ``null`` where the costliest moves say it, or the game was won. */
export function noCostText(ds, won) {
  return won || costliest(ds).length ? null : t("rv_no_cost_lost");
}

/** One of them in words: "Move 29: You stopped; “Draw” was better (16.4 points of win chance
 * given away)"; ``said`` and ``better`` word the move played and the better one as the table
 * does. The better move is quoted, as its button reads, inside the sentence: "better: Take from
 * the pier: 5 black" had two colons in a row and a capital in mid-sentence. */
export function costText(d, said, better) {
  return t("rv_cost", { n: d.move, move: said(d), better: t("rv_q", { m: better(d) }), points: points(d.drop) });
}

/** The Why cell of decision ``d``: its reason (``reason(why)``), after, for a move graded
 * good that met bad luck as the seat saw it (the game module's ``unlucky``: a Piratatak draw
 * that met a pirate), that it was bad luck, not a mistake: "Best by far" stood beside "You
 * drew a pirate… and lost your boat". */
export function whyText(d, mod, seat, reason) {
  const why = d.why && !d.ungraded ? reason(d.why) : "";
  const luck = !d.grade && !d.ungraded && mod && mod.unlucky && mod.unlucky(d.seen, seat) ? t("rv_unlucky") : "";
  return [luck, why].filter(Boolean).join(" ");
}

/** A cell a draw not graded leaves empty: a dash to the eye, words to a screen reader (it
 * read "dash", or nothing). */
function notGraded() {
  return h("span", { class: "rv-none" }, h("span", { "aria-hidden": "true" }, "–"), h("span", { class: "sr-only" }, t("rv_not_graded")));
}

/** The win chance given away, in points with its error; none for a draw not graded. The best
 * move played, or a move judged as good (no better move, or nothing given away as shown),
 * says so in words: "0.0 ± 0.0" on every good row read as noise to a learner. */
export function givenCell(d) {
  if (d.ungraded) return "–";
  // the best found, but the next move judged too close to call: not "the best move"
  if (firstByNoise(d)) return t("rv_given_call");
  if (d.best === d.played) return t("rv_given_best");
  if (gaveNothing(d)) return t("rv_given_as_good");
  return `${points(d.drop)} ± ${points(d.drop_se)}`;
}

/** The move played gave nothing away: the best, or judged as good (its cell is words, which
 * wrap, where figures keep to one line). */
const gaveNothing = (d) => d.best === d.played || bestKind(d) === "same" || points(d.drop) === points(0);

/** How long the review still takes at the pace seen: ``judged`` decisions in ``ranMs``, ``left``
 * decisions still to judge; "" until that pace means something (two decisions, five
 * seconds). On a busy machine the niced worker's pace is what the player will get, and a bar
 * alone, creeping, said nothing of minutes or hours. */
export function remainingText(judged, left, ranMs) {
  const secs = secondsLeft(judged, left, ranMs);
  return secs === null ? "" : leftWords(secs, "rv_left_soon", "rv_left");
}

/** The seconds ``left`` decisions take at ``judged`` in ``ranMs``; null until that pace means
 * something (two decisions, five seconds). */
function secondsLeft(judged, left, ranMs) {
  if (!(judged >= 2) || !(left > 0) || !(ranMs >= 5000)) return null;
  return (ranMs / judged) * left / 1000;
}

/** Decisions judged since the first one a page saw judged before it says a time left. */
const PACE_FROM = 3;
/** Decisions a running review must have judged before the pace the server gives for it
 * (``ahead.seconds``, counted from its start) is trusted: they include the worker's start. */
const AHEAD_FROM = 10;

/** The pace a page has seen, from ``points``: ``{done, at}`` (ms) each time the count of
 * decisions judged moved (never the page's first look, which lands anywhere within a
 * decision, nor the review's start, which includes the worker's). Over the later half of
 * them, so that the first decisions, which cost more (the worker warms up: 2.5 s each where
 * the later ones took 1 s, and the page said minutes for what ended in seconds), drop out as
 * more are seen; over all of them when that half is too short to mean anything. ``{judged,
 * ms}``, or null until three decisions have been judged since the first seen. */
export function paceSeen(points) {
  if (points.length < 2) return null;
  const first = points[0], last = points[points.length - 1];
  if (last.done - first.done < PACE_FROM) return null;
  const from = points[Math.floor((points.length - 1) / 2)];
  const use = last.done - from.done >= 2 && last.at - from.at >= 5000 ? from : first;
  return { judged: last.done - use.done, ms: last.at - use.at };
}

/** The time left for ``left`` decisions at the pace seen in ``points`` (``paceSeen``); "" until
 * it is known. With ``kept`` (an object the page keeps, ``kept.end`` the end said last), held
 * steady at ``now`` (ms) by ``steadyEnd``. */
export function leftText(points, left, kept = null, now = Date.now()) {
  const pace = paceSeen(points);
  if (!pace) return "";
  const secs = steadySeconds(kept, now, secondsLeft(pace.judged, left, pace.ms), pace.judged);
  return secs === null ? "" : leftWords(secs, "rv_left_soon", "rv_left");
}

/** Share of the time left by which a new estimate's end must at least leave the end said
 * before the figure moves (``STEADY_BAND`` in coach/command.py). */
const STEADY_BAND = 0.2;

/** When the review is said to end (ms), from the end ``shown`` so far and a new estimate of
 * ``secs`` left at ``now`` from a pace of ``judged`` decisions: the shown end kept while the
 * new one lies within the pace's own spread of it (1/sqrt(judged) of itself, at least
 * ``STEADY_BAND``), so the figure counts down with the clock instead of swinging with each
 * decision's cost ("about 11 minutes", 5, 9 over the first ten); an end already past is never
 * kept. As ``steady_end`` in coach/command.py. */
export function steadyEnd(shown, now, secs, judged) {
  if (secs === null) return null;
  const end = now + secs * 1000;
  if (shown === null || shown === undefined || shown <= now) return end;
  const band = Math.max(STEADY_BAND, 1 / Math.sqrt(judged)) * secs * 1000;
  return Math.abs(end - shown) <= band ? shown : end;
}

/** ``secs`` as ``kept`` holds them steady (``steadyEnd``; ``kept.end`` updated), or as they
 * are without it. */
function steadySeconds(kept, now, secs, judged) {
  if (!kept) return secs;
  kept.end = steadyEnd(kept.end, now, secs, judged);
  return kept.end === null ? null : (kept.end - now) / 1000;
}

/** ``secs`` said by the key ``soon`` under a minute, else in whole minutes by ``minutes`` up
 * to ten, then in fives ("about 13 minutes" claimed a precision no pace of a few decisions
 * has); as ``left_words`` in coach/command.py. */
function leftWords(secs, soon, minutes) {
  if (secs < 60) return t(soon);
  return tn(minutes, secs < 570 ? Math.max(1, Math.round(secs / 60)) : 5 * Math.round(secs / 300));
}

/** The waiting panel's lines: what the review waits for or how far it is, then the time left
 * when the page can know it. A review just begun says it starts ("decision 0 of 45" counted
 * nothing done); one queued says what it waits for (another review: the one running, whose
 * pace the server gives as ``ahead``, and how long it has left) and that it starts by itself
 * ("starts next" over an endless bar said neither); one next while none runs (``starting``)
 * says it starts. */
export function waitLines(st, aheadPoints = [], aheadKept = null, now = Date.now()) {
  if (st.status === "running") {
    if (!st.total) return [t("rv_starting")];
    return [st.done ? t("rv_running", { done: st.done, total: st.total }) : tn("rv_starting_n", st.total)];
  }
  // next, and no other review runs: the worker is taking it, not waiting for another
  if (st.starting) return [t("rv_starting")];
  const lines = [st.position > 1 ? tn("rv_queued", st.position - 1) : t("rv_queued_next")];
  const a = st.ahead;
  if (a && a.total > 0) {
    // its pace as this page has seen it; else the server's, from the review's start, once
    // its decisions outweigh the worker's start (at 2 decisions it said minutes for seconds)
    const seen = paceSeen(aheadPoints);
    const judged = seen ? seen.judged : a.done;
    const secs = steadySeconds(aheadKept, now, seen ? secondsLeft(seen.judged, a.total - a.done, seen.ms)
      : a.done >= AHEAD_FROM ? secondsLeft(a.done, a.total - a.done, (a.seconds || 0) * 1000) : null, judged);
    lines.push(secs === null ? t("rv_ahead_at", { done: a.done, total: a.total })
      : t("rv_ahead_left", { left: leftWords(secs, "rv_ahead_soon", "rv_ahead_min") }));
  }
  return lines;
}

/** What the page says when no decision has been judged for ``quietMs`` (30 s or more): the
 * server is busy, the review goes on. */
export function stalledText(quietMs) {
  return quietMs >= STALLED_MS ? t("rv_stalled", { s: Math.floor(quietMs / 1000) }) : "";
}

/** The graph's round marks, one form for all: each round's name ("Round 3") where every
 * name fits its room (pixels to the next mark), else the short mark ("R3") for all ("Runde
 * 3" beside a bare "5" read as two kinds of mark); none where even that does not fit. */
export function roundLabels(starts) {
  const marked = starts.filter((r) => r.room > 24);
  const long = marked.every((r) => r.room > 70);
  return starts.map((r) => (r.room > 24 ? t(long ? "round" : "rv_round_mark", { n: r.round }) : null));
}

/** The summary's line for a bot that played the seat from move ``from_action``; to
 * ``to_action`` when its player took the seat back (not to the end). */
export function standInText(s) {
  const bot = botLabel(s.bot);
  return s.to_action ? t("rv_stand_in_span", { n: s.from_action, m: s.to_action, bot }) : t("rv_stand_in", { n: s.from_action, bot });
}

/** Draw the whole page into ``app``; ``setHeader`` names the game in the top bar,
 * ``lostPage`` says a table is not there (the app's own page for it). */
export async function reviewPage(app, tableId, setHeader, lostPage) {
  const params = new URLSearchParams(location.search);
  const r = await fetch(`api/tables/${tableId}`);
  const summary = await r.json();
  if (!r.ok || !summary.id) { lostPage(t("err_bad_table")); return; }
  const mod = await import(`./games/${summary.game}.js`);
  const names = summary.seats.map(seatName);
  let seat = Math.min(Math.max(Number(params.get("seat")) || 0, 0), names.length - 1);
  document.title = pageTitle(t("rv_button"), gameTitle(summary.game));
  setHeader(summary.game);
  const head = h("div", { class: "panel row", id: "review-head" });
  const body = h("div", { id: "review-body" });
  // what a screen reader is told as the review waits and when it is ready: the page changed
  // under it silently (the waiting line's status region was drawn anew at every poll)
  const live = h("div", { class: "sr-only", id: "review-live", "aria-live": "polite" });
  let told = null;  // the wait last told: queued at a place, or running
  app.replaceChildren(head, body, live);
  showHouseRules(body, summary);  // the game is reviewed by its table's rules: the reader is told them
  const here = location.pathname;
  let ticket = 0;

  // drawn once: a seat chosen renames the title and leaves the list as it is, with the focus on
  // it (drawn anew, it dropped the focus to the page's body: a keyboard or a screen reader
  // lost its place at every choice)
  const title = h("h2", { id: "review-title", tabindex: "-1" });
  head.replaceChildren(title,
    h("label", { for: "review-seat" }, t("rv_seat")),
    h("select", { id: "review-seat", onchange: (e) => {
      seat = Number(e.target.value);
      history.replaceState(null, "", `${here}?seat=${seat}`);
      start();
    } }, names.map((n, i) => h("option", { value: String(i), selected: i === seat }, n))),
    h("a", { class: "btn secondary", href: `replay/${tableId}` }, t("replay")));
  function drawHead() { title.textContent = t("rv_title", { name: names[seat] }); }

  function banner(text) { body.replaceChildren(h("p", { class: "banner", id: "review-error", role: "alert" }, text)); }

  // the running review's pace: each moment its count of decisions judged was seen to move
  // (``paceSeen``), and when it last moved; the same of the review running ahead of a queued one
  let pace = null;
  let ahead = null;
  const moved = (seen, done, now) => {
    if (!seen) return { done, at: now, points: [] };
    if (done !== seen.done) Object.assign(seen, { done, at: now }).points.push({ done, at: now });
    return seen;
  };
  function progress(st) {
    const running = st.status === "running";
    const now = Date.now();
    const a = !running && st.ahead && st.ahead.total ? st.ahead : null;
    // another review running ahead (another total, or fewer judged): its pace seen anew
    ahead = a ? moved(ahead && ahead.total === a.total && (a.done || 0) >= ahead.done ? ahead : null, a.done || 0, now) : null;
    if (ahead) ahead.total = a.total;
    const [line, aheadLine] = waitLines(st, ahead ? ahead.points : [], ahead, now);
    const bar = h("progress", { id: "review-progress", max: String(st.total || 1), value: running ? String(st.done || 0) : null,
      "aria-label": line });
    pace = running && st.total ? moved(pace, st.done || 0, now) : null;
    // the time left at the pace seen on this page, and a word when the busy server judges
    // nothing for a while: a bar alone crept without end
    const left = pace ? leftText(pace.points, st.total - pace.done, pace, now) : "";
    const quiet = pace ? stalledText(now - pace.at) : "";
    body.replaceChildren(h("div", { class: "panel", id: "review-wait", "data-status": st.status, "aria-busy": "true" },
      h("p", {}, line), bar,
      aheadLine ? h("p", { class: "muted", id: "review-ahead" }, aheadLine) : null,
      left ? h("p", { class: "muted", id: "review-left" }, left) : null,
      quiet ? h("p", { class: "banner info", id: "review-stalled" }, quiet) : null));
    // told once as it starts running, and as its place in the queue changes: not every decision
    const stage = running ? "running" : st.starting ? "starting" : `queued ${st.position}`;
    // "The review is starting…" is said once, starting and then running before its total is known
    if (stage !== told) { told = stage; if (live.textContent !== line) live.textContent = line; }
  }

  /** The server asked to wait ``ms``: a note counting down until the next try. False if the
   * page moved on meanwhile (another seat, another page). */
  async function waitToRetry(ms, k, mine) {
    const note = h("p", { class: "banner info", id: "review-retry", role: "status" });
    body.replaceChildren(note);
    for (let left = ms; left > 0; left -= 1000) {
      note.textContent = t("rv_busy_retry", { s: Math.ceil(left / 1000), k, n: RETRIES });
      await new Promise((ok) => setTimeout(ok, Math.min(left, 1000)));
      if (mine !== ticket || location.pathname !== here) return false;
    }
    return true;
  }

  async function start() {
    const mine = ++ticket;
    drawHead();
    body.replaceChildren(h("p", { class: "muted" }, "…"));
    for (let tried = 0; ; tried++) {
      const ask = await fetch(`api/tables/${tableId}/reviews`, { method: "POST",
        headers: { "content-type": "application/json" }, body: JSON.stringify({ seat }) });
      const st = await ask.json();
      if (mine !== ticket) return;
      if (ask.ok) { follow(st, mine); return; }
      if (st.code !== "review_busy") { banner(errorText({ code: st.code, message: typeof st.detail === "string" ? st.detail : "" })); return; }
      if (tried === RETRIES) { gaveUp(); return; }
      const raw = ask.headers.get("Retry-After");  // missing (a proxy): not 0, the default
      const after = raw === null || raw.trim() === "" ? NaN : Number(raw);
      const ms = Math.min(Math.max((Number.isFinite(after) ? after : 60) * 1000, RETRY_MS[0]), RETRY_MS[1]);
      if (!(await waitToRetry(ms, tried + 1, mine))) return;
    }
  }

  /** Busy on every try: said, with a button to ask again (never asked again unbidden). */
  function gaveUp() {
    banner(t("rv_busy_gave_up", { n: RETRIES + 1 }));
    // the button goes with the press: the focus to the title, where the page starts reading
    // (it fell to the page's body, a keyboard's place lost)
    body.append(h("button", { class: "btn", id: "review-again", type: "button",
      onclick: () => { title.focus({ preventScroll: true }); start(); } }, t("rv_ask_again")));
  }

  async function follow(st, mine) {
    while (mine === ticket && location.pathname === here) {
      if (st.status === "done") { show(st.review); return; }
      if (st.status === "failed") { banner(t("rv_failed", { why: st.reason })); return; }
      progress(st);
      await new Promise((ok) => setTimeout(ok, POLL_MS));
      if (mine !== ticket || location.pathname !== here) return;
      const r = await fetch(`api/tables/${tableId}/reviews/${seat}`);
      const next = await r.json();
      if (!r.ok) { banner(errorText({ code: next.code, message: "" })); return; }
      st = next;
    }
  }

  /** The move in the game log's words: the seat's name, what was done and what the seat saw
   * it do (``seen``: the card it drew, never one hidden from it). */
  // "You drew…", as the table; the decision named first where the game says it (``decided``)
  const said = (d) => (mod.decided || mod.describe)(d.played, seat, names, t, d.seen || undefined, seat, d.phase);
  /** A better move as advice ("Buy green 5 from Bea for 3 gold"): the price is the table's rule. */
  const priced = { observation: { price: summary.rules ? summary.rules.purchase_price : undefined } };

  /** The better move as advice, with the card it takes that the seat saw (``best_takes``:
   * the discard pile's top card), never a hidden one. */
  const better = (d) => moveBeside(d.best, d.played, priced, names) + (d.best_takes && d.best_takes.card ? `${colon()}${cardLabel(d.best_takes.card)}` : "");

  function show(rv) {
    const ds = rv.decisions;
    const loss = averageLoss(ds);
    const rounds = ds.some((d) => d.round !== null);  // Piratatak has none: no Round column
    // the point picked, in words under the graph (the graph's own value says it to a screen reader)
    const caption = h("p", { class: "muted", id: "review-point" }, "\u00a0");
    const rows = ds.map((d) => h("tr", { id: `rv-d-${d.index}`, class: d.grade ? `g-${d.grade}` : null, "data-grade": d.ungraded ? "ungraded" : d.grade || "good" },
      h("td", { "data-label": t("rv_col_move") }, String(d.move)),
      rounds ? h("td", { class: "rv-round-cell", "data-label": t("rv_col_round") }, d.round === null ? "–" : String(d.round)) : null,
      h("td", { "data-label": t("rv_col_played") }, said(d)),
      h("td", { "data-label": t("rv_col_grade") }, d.ungraded ? h("span", { class: "rv-grade g-ungraded" }, t("rv_ungraded_draw")) : gradeBadge(d.grade)),
      h("td", { class: "num", "data-label": t("rv_col_win") }, pct(d.win)),
      h("td", { "data-label": t("rv_col_better") }, d.ungraded ? notGraded() : bestCell(d, better)),
      h("td", { class: !d.ungraded && gaveNothing(d) ? "num rv-words" : "num", "data-label": t("rv_col_given") }, d.ungraded ? notGraded() : givenCell(d)),
      h("td", { class: "rv-why", "data-label": t("rv_col_why") }, whyText(d, mod, seat, (w) => reasonText(w, names, priced.observation.price))),
      h("td", { "data-label": t("rv_col_replay") }, h("a", { href: `replay/${tableId}?step=${d.move - 1}&seat=${rv.seat}`, "aria-label": t("rv_see_label", { n: d.move }) }, t("rv_see")))));
    /** Point ``i`` picked (a click, or the graph's arrow keys): said under the graph, its
     * row marked and scrolled into the table's sight; the page itself stays on the graph. */
    function pick(i) {
      const d = ds[i];
      caption.textContent = pointText(d);
      for (const tr of rows) tr.classList.remove("picked");
      rows[i].classList.add("picked");
      const box = rows[i].closest(".rv-scroll");
      if (box) {
        const row = rows[i].getBoundingClientRect(), view = box.getBoundingClientRect();
        const head = box.querySelector("thead")?.getBoundingClientRect().height || 0;  // sticky
        if (row.top < view.top + head) box.scrollTop -= view.top + head - row.top;
        else if (row.bottom > view.bottom) box.scrollTop += row.bottom - view.bottom;
      }
    }
    const won = rv.winners.includes(rv.seat);  // a shared win too: nothing was lost
    body.replaceChildren(
      h("section", { class: "panel", id: "review-summary" },
        h("h2", {}, t("rv_summary")),
        h("p", { id: "review-counts" }, reviewCounts(ds)),
        // a bot took the seat over mid-game: its moves are not the player's, nor reviewed
        ...(rv.stand_ins || (rv.stand_in ? [rv.stand_in] : [])).map((s, i) => h("p", { id: i ? null : "review-stand-in", class: "review-stand-in" }, standInText(s))),
        h("p", { id: "review-loss" }, averageLossText(loss)),
        h("p", { id: "review-final" }, t("rv_final", { result: finalResult(summary.places, rv.winners, rv.seat) })),
        // where the game was lost: the costliest moves, each a link to its row
        ...costLines(ds, rows, won),
        h("p", { class: "muted" }, t("rv_budget", { n: rv.samples })),
        h("p", { class: "muted", id: "review-explain" }, `${t("rv_explain")} ${t("rv_explain_call")}`)),
      h("section", { class: "panel", id: "review-graph-panel" },
        h("h2", { id: "review-graph-title" }, t("rv_graph")), graph(ds, pick), caption),
      h("section", { class: "panel", id: "review-list" },
        h("h2", {}, t("rv_decisions")),
        h("div", { class: "rv-scroll", tabindex: "0", role: "region", "aria-label": t("rv_decisions") },
          h("table", { class: "rv-table" },
            h("thead", {}, h("tr", {}, ["rv_col_move", rounds ? "rv_col_round" : null, "rv_col_played", "rv_col_grade", "rv_col_win", "rv_col_better", "rv_col_given", "rv_col_why", "rv_col_replay"]
              .filter(Boolean).map((k) => h("th", { scope: "col" }, t(k))))),
            h("tbody", {}, rows)))));
    told = null;
    live.textContent = reviewCounts(ds);  // ready: said with its counts
  }

  /** The summary's costliest moves, each a link that marks its row and brings it into view. */
  function costLines(ds, rows, won) {
    const worst = costliest(ds);
    const none = noCostText(ds, won);
    if (none) return [h("p", { id: "review-no-cost" }, none)];
    if (!worst.length) return [];
    const go = (d) => (e) => {
      e.preventDefault();
      const row = rows[ds.indexOf(d)];
      for (const tr of rows) tr.classList.toggle("picked", tr === row);
      row.scrollIntoView({ block: "center" });
    };
    return [h("h3", {}, t("rv_costliest")), h("ul", { id: "review-costliest" }, worst.map((d) =>
      h("li", {}, h("a", { href: `#rv-d-${d.index}`, onclick: go(d) }, costText(d, said, better)))))];
  }

  /** A point of the graph in words: "Move 12: You discarded… (21% win chance)". */
  const pointText = (d) => t("rv_point", { n: d.move, move: said(d), win: pct(d.win) });

  /** The win chance after each decision; dashed lines where a round begins. A point is
   * picked by a click or a tap, or by the arrow keys once the graph has the focus: it is one
   * Tab stop, a slider over the decisions whose value is the point in words (the pattern of
   * an accessible chart's keyboard mode: the arrow keys step from point to point, a screen
   * reader says each, and the table below, which it names, holds every figure); its move is
   * shown under the graph and marked in the table. Its dots alone were reached by no key. */
  function graph(ds, pick) {
    // drawn at the panel's own width, so that its words keep their size on a phone
    // L: room for the widest axis label, "100 %" as French and German write it
    const W = Math.round(Math.min(Math.max(app.clientWidth - 48, 300), 1000)), H = 220, L = 48, R = 12, T = 22, B = 14;
    const x = (i) => L + (ds.length > 1 ? (i * (W - L - R)) / (ds.length - 1) : (W - L - R) / 2);
    const y = (v) => T + (1 - v) * (H - T - B);
    const parts = [];
    for (const v of [0, 0.5, 1]) {
      parts.push(s("line", { x1: L, x2: W - R, y1: y(v), y2: y(v), class: "rv-grid" }));
      parts.push(s("text", { x: L - 6, y: y(v) + 4, "text-anchor": "end", class: "rv-axis" }, pct(v)));
    }
    const starts = [];
    ds.forEach((d, i) => {
      if (d.round !== null && d.round !== (starts.length ? starts[starts.length - 1].round : null)) {
        starts.push({ round: d.round, at: i ? (x(i - 1) + x(i)) / 2 : x(i) });
      }
    });
    starts.forEach((r, k) => { r.room = (k + 1 < starts.length ? starts[k + 1].at : W - R) - r.at; });
    const labels = roundLabels(starts);
    starts.forEach((r, k) => {
      parts.push(s("line", { x1: r.at, x2: r.at, y1: T - 4, y2: H - B, class: "rv-round" }));
      if (labels[k]) {
        parts.push(s("text", { x: r.at + 3, y: T - 8, class: "rv-axis" }, labels[k], s("title", {}, t("round", { n: r.round }))));
      }
    });
    parts.push(s("polyline", { class: "rv-line", points: ds.map((d, i) => `${x(i)},${y(d.win)}`).join(" ") }));
    const dots = ds.map((d, i) => {
      const dot = s("circle", { cx: x(i), cy: y(d.win), r: d.grade ? 6 : 4, class: `rv-dot g-${d.grade || "good"}`, "data-i": i },
        s("title", {}, pointText(d)));
      dot.addEventListener("click", () => choose(i));
      return dot;
    });
    parts.push(...dots);
    const svg = s("svg", { id: "review-graph", viewBox: `0 0 ${W} ${H}`, tabindex: "0", role: "slider",
      "aria-labelledby": "review-graph-title", "aria-describedby": "review-graph-alt", "aria-orientation": "horizontal",
      "aria-valuemin": 1, "aria-valuemax": ds.length, "aria-valuenow": 1, "aria-valuetext": ds.length ? pointText(ds[0]) : "" },
      parts, s("desc", { id: "review-graph-alt" }, t("rv_graph_alt", { name: names[seat] })));
    let at = null;  // the point picked
    function choose(i) {
      at = Math.min(Math.max(i, 0), ds.length - 1);
      dots.forEach((dot, k) => dot.classList.toggle("picked", k === at));
      svg.setAttribute("aria-valuenow", String(at + 1));
      svg.setAttribute("aria-valuetext", pointText(ds[at]));
      pick(at);
    }
    const STEPS = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    svg.addEventListener("keydown", (e) => {
      if (!ds.length || e.altKey || e.ctrlKey || e.metaKey) return;
      const from = at ?? -1;
      if (e.key in STEPS) choose(at === null ? 0 : from + STEPS[e.key]);
      else if (e.key === "Home") choose(0);
      else if (e.key === "End") choose(ds.length - 1);
      else return;
      e.preventDefault();
    });
    return svg;
  }

  start();  // an unfinished game: the server's refusal, in the viewer's language
  // the focus where a keyboard or a screen reader starts reading, as the table page puts it
  // where play is: it stayed on the page's body, the first Tab on the site's links
  document.getElementById("review-title").focus({ preventScroll: true });
}
