// Hints at the table: the lobby's option, the Hint button (key H) for the seat to play, and
// the panel that words the coach's advice (server/hints.py) in the viewer's language. Moves
// are said in words, never in engine notation; the recommended card or source is highlighted.
import "./i18n_hint.js";
import { t, tn, counted, countedDecimal, currentLang, cardLabel, cardName, cardNames, cardsInSentence, colon } from "./i18n.js";
import { local } from "./store.js";
import { closeCall, docked, h, keepingFocus, scrollPage, scrollingTable } from "./ui.js";

// -- the lobby's option ------------------------------------------------------------------

/** The default: hints allowed unless two or more people (me, invited friends) sit down. */
export function hintsByDefault(seats) {
  return seats.filter((s) => s.kind === "me" || s.kind === "here" || s.kind === "human").length < 2;
}

/** What the table will be created with: the player's choice, else the default rule. */
export function hintChoice(state) {
  return typeof state.hints === "boolean" ? state.hints : hintsByDefault(state.seats);
}

/** The switch in the creation form; it follows the default as seats change until touched. */
export function hintOption(state) {
  const input = h("input", { type: "checkbox", id: "hints-choice", role: "switch", checked: hintChoice(state),
    "aria-describedby": "hints-choice-help", onchange: (e) => { state.hints = e.target.checked; } });
  return h("div", { class: "row hint-option" }, input, h("label", { for: "hints-choice" }, t("hint_option")),
    h("span", { class: "muted", id: "hints-choice-help" }, t("hint_option_help")));
}

// -- numbers and moves in words ----------------------------------------------------------

const pct = (x) => new Intl.NumberFormat(currentLang(), { style: "percent", maximumFractionDigits: 0 }).format(x);
const num = (x, digits = 1) => new Intl.NumberFormat(currentLang(), { maximumFractionDigits: digits }).format(x);
/** Points to the tenth, a whole one too ("1.0 ± 0.5": "1 ± 0.5" read as two precisions). */
const TENTH = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
const tenth = (x) => new Intl.NumberFormat(currentLang(), TENTH).format(x);
const words = (action) => action.split(/\s+/).filter((w) => w && w !== "-");

/** A move of the seat to play, in words (the buttons' own wording where there is one). */
export function moveText(action, view, names) {
  const w = words(action);
  const obs = view.observation || {};
  switch (w[0]) {
    // after a card Piratatak's button says "Draw again": so does the advice
    case "draw": return w[1] ? t("draw_" + w[1]) : t(obs.drawn && obs.drawn.length ? "draw_again" : "pt_draw_btn");
    case "discard": return t("hint_mv_discard", { card: cardName(w[1]) });
    case "sail": return t("sail_with", { card: cardName(w[1]) });
    case "stop": case "cannon": case "pass": return t(w[0]);
    case "buy": return t("buy_for", { card: cardName(w[1]), name: names[Number(w[3])] ?? "?", price: obs.price ?? "" });
    // a verb and its cards, no colon: "About as good: Give back: … or give back: …" read as
    // three headings in one sentence; listed as the log lists them ("red 1, red 2, and red 4",
    // "die rote 1 und die rote 2"), here and in the review's better move
    case "give": return w.length > 1 ? t("hint_mv_give", { cards: cardsInSentence(w.slice(1)) }) : t("hint_mv_give_none");
    case "crew": case "attach": {
      const at = w.indexOf("crew");
      // an empty crew is no crew ("Die Mannschaft aus nichts auslegen" read as nonsense)
      const cards = w.slice(at + 1);
      const none = cards.length ? "" : "_none";
      const crew = cardNames(cards);
      return w[0] === "attach" ? t("hint_mv_attach" + none, { attached: cardNames(w.slice(1, at)), cards: crew }) : t("hint_mv_lay" + none, { cards: crew });
    }
    default: return "?";
  }
}

/** The element on the table that plays ``action``, to highlight it. */
function target(root, action) {
  const w = words(action);
  const sel = {
    draw: w[1] ? `#draw-${w[1]}` : "#pt-draw", discard: `#hand [data-card="${w[1]}"]`, sail: `#hand [data-card="${w[1]}"]`,
    stop: "#pt-stop", cannon: "#pt-cannon", pass: "#pt-pass",
  }[w[0]];
  // A Piratatak "discard" (rule option spares_discard) is a chip, not a card in a hand.
  const chip = `[data-action="${CSS.escape(action)}"]`;
  const el = (sel && root.querySelector(sel)) || root.querySelector(chip);
  // the pile's button docked at the screen's foot where the moves dock (a phone, 200 %
  // zoom): what the player taps there, in sight above nothing (ui.js ``docked``); the pile
  // itself was scrolled above the bottom sheet, the turn line off the screen's top
  return el ? docked(el) : el;
}

// -- the reasons, per kind of decision (see games/*/coach.py and coach/words.py) ----------

function drawLines(d, close = false) {
  const out = [t("hint_limit_now", { n: d.limit_now })];
  for (const s of d.sources) {
    if (s.source === "stock") out.push(t("hint_src_stock", { n: num(s.limit) }) + (s.last_card ? ` — ${t("warn_stock")}` : ""));
    // "with black 11 (then discard black 11)": a draw that changes nothing, said so
    else if (s.source === "pile" && s.card === s.discard) out.push(t("hint_src_pile_back", { n: s.limit, card: cardName(s.card) }));
    else if (s.source === "pile") out.push(t("hint_src_pile", { n: s.limit, card: cardName(s.card), discard: cardName(s.discard) }));
    else if (s.annuls) out.push(`${t("pier")}${colon()}${cardLabel(s.card)} — ${t("warn_pier")}`);
    else out.push(t(s.pier_colour_kept ? "hint_src_pier_kept" : "hint_src_pier", { n: s.limit, card: cardName(s.card), discard: cardName(s.discard), colour: t(s.pier_colour_after) }));
  }
  // every limit above argued for another source: say they are not the whole story; not where
  // sources are named about as good, whose line says it ("…, so any of them will do"): "which
  // judge otherwise" just above it told a learner the opposite
  if (d.against_limits && !close) out.push(t("hint_limits_differ"));
  return out;
}

/** Sailing now against waiting, one row per move: limit, each opponent's chance to reach it
 * or less (sailing only), and the penalty cards expected this round. */
export function discardBlock(d, seat, names, view) {
  const out = d.must_sail ? [h("p", {}, t("must_sail"))] : [];
  const rows = d.options.slice(0, 5).map((o) => {
    const added = o.added || {};
    const others = Object.keys(added).filter((k) => Number(k) !== seat);
    // to one fixed decimal, as the review's reasons: "1" above "1.2" and beside "4.6" read as
    // figures of two precisions (an expected count is no whole number)
    const mine = tenth(added[seat] ?? added[String(seat)] ?? 0);
    const theirs = tenth(others.reduce((a, k) => a + added[k], 0) / Math.max(1, others.length));
    const chances = o.sail ? Object.entries(o.under_chance || {}).map(([k, p]) => `${names[Number(k)] ?? "?"}${colon()}${pct(p)}`).join(", ") : "—";
    return h("tr", {}, h("th", { scope: "row" }, o.sail ? moveText(o.action, view, names) : t("hint_opt_wait", { card: cardName(o.card) })),
      h("td", {}, o.limit), h("td", {}, chances), h("td", {}, mine), h("td", {}, theirs),
      d.sweep_matters ? h("td", {}, pct(o.sweep || 0)) : null);
  });
  // The sweep column only when some candidate's chance of winning outright by a sweep matters.
  const heads = [t("hint_col_move"), t("limit"), t("hint_col_reach"), t("hint_col_you"), t("hint_col_others")];
  if (d.sweep_matters) heads.push(t("hint_col_sweep"));
  out.push(scrollingTable(t("hint_button"), h("table", { class: "hint-table", id: "hint-options" },
    h("thead", {}, h("tr", {}, heads.map((x) => h("th", { scope: "col" }, x)))), h("tbody", {}, rows))));
  // Short headings, so the five columns fit a phone and the side panel; the symbol explained.
  out.push(h("p", { class: "muted hint-note" }, noteText(d)));
  const crew = crewLine(d);
  if (crew) out.push(h("p", { id: "hint-crew" }, crew));
  const differ = penaltiesWhy(d);
  if (differ) out.push(h("p", { id: "hint-penalties-differ" }, differ));
  return out;
}

/** Under the sail-or-wait table, when a row not advised gives you clearly fewer penalty cards
 * (the game's ``against_penalties``): that they are not the whole story, or the advice read as
 * contradicting its own table (a sail at 8.3 beside a wait at 2.9); else "". */
export function penaltiesWhy(d) {
  return d.against_penalties ? t("hint_penalties_differ") : "";
}

/** The crew of the first sail judged, naming its discard; "" when no sail is judged. "Crew if
 * you set sail: blue 9, …" under "Discard blue 9 and set sail" read as a crew holding the card
 * discarded (it was the first sail's, red 6). */
export function crewLine(d) {
  const crew = (d.options || []).find((o) => o.sail && o.crew);
  return crew ? t("hint_crew_after", { card: cardName(crew.card), cards: cardNames(crew.crew.crew) }) : "";
}

/** The notes under the sail-or-wait table: the ☠ column's, and the sweep column's when it is
 * shown, each a sentence of its own (they ran together: "… in dieser Runde Match: …"). */
export function noteText(d) {
  const notes = [t("hint_col_note"), ...(d.sweep_matters ? [t("hint_sweep_note")] : [])];
  return notes.map((n) => (/[.!?]$/.test(n) ? n : n + ".")).join(" ");
}

/** Why the best division; the division itself too unless the headline `named` it. */
function layLines(d, named) {
  const b = d.best;
  const c = d.closer_limit;
  const outcome = {
    closer: () => t("hint_out_closer", { n: b.limit }),
    sweep: () => t("lay_sweep"),
    sends_under: () => t(counted("hint_out_under", b.passes), { n: b.limit, c, k: b.passes }),
    keeps: () => t(counted("hint_out_keeps", b.penalty), { n: b.limit, c, k: b.penalty }),
  }[b.outcome];
  if (named) {
    const why = outcome ? outcome() : "";
    return why ? [why.charAt(0).toUpperCase() + why.slice(1)] : [];
  }
  const parts = [b.crew.length ? t("hint_best", { crew: cardNames(b.crew) }) : t("hint_best_none")];
  if (b.attached.length) parts.push(t("hint_best_attach", { cards: cardNames(b.attached) }));
  return [parts.join(", ") + (outcome ? ` — ${outcome()}` : "")];
}

function piratatakLines(d, view, names, named) {
  const out = [];
  if ("pirate_chance" in d) {
    // at an empty stock the draw shuffles the discard pile into a new stock: said, or its
    // "8 of 24 cards" stood beside a stock of 0 with no word of where they came from
    const odds = { k: d.pirates_left, p: pct(d.pirate_chance) };
    out.push(d.reshuffle ? tn("hint_pirate_new", d.cards_left, odds) : tn("hint_pirate", d.cards_left, odds));
  }
  // The heuristic's value of the next card, only where drawing on is a legal move, in the
  // game's words (``draw_value``: "slightly in favour of drawing"), never guessed from the
  // figure (the terminal's coach/words.py says it by the same rule); the pirate's cost to one
  // fixed decimal: "+0,1" beside "-0,11" and "2,05" meant nothing to a player
  const value = d.draw_value;
  if (value && d.pirates_left === 0) {
    // no pirate can come: drawing again costs nothing (a pirate's cost beside "0 of 3 cards =
    // 0%" was a figure of a card that cannot be drawn), as coach/words.py says it
    out.push(t("hint_gain_safe", { g: t("hint_gain_" + value), w: d.win_value ?? 20 }), t("hint_no_pirate"));
    if (words(named[0] || "")[0] === "stop") out.push(t("hint_gain_differs"));
  } else if (value) {
    out.push(t("hint_gain", { g: t("hint_gain_" + value), c: tenth(d.pirate_cost), w: d.win_value ?? 20 }));
    // a value favouring stopping beside "Draw", or drawing beside "Stop", said nothing of which
    // to believe (unless the move it favours is named about as good: then nothing contradicts it)
    const moves = new Set(named.map((m) => words(m || "")[0]));
    const favoured = value === "even" ? null : value.split("_")[0];
    // "about even" beside one clear recommendation disagrees too (the review then called the
    // draw "by far the best move": the whole games judge it, not the next card)
    const evenAlone = value === "even" && named.filter(Boolean).length === 1;
    if ((evenAlone || (favoured && !moves.has(favoured))) && ["draw", "stop"].includes(words(named[0] || "")[0])) out.push(t("hint_gain_differs"));
  }
  // What the recommended give-back leaves of the boat (the rule of thumb's "cheapest" set
  // is in the data, but beside the search's choice it read as a second, other advice).
  if (d.give && d.give.boat_of) {
    const n = d.give.boat_of;
    // the sets named (the recommended one, those about as good): one line when they take as
    // much of the boat, else one each ("Your boat: 3/6 → …" was the first set's alone)
    const each = d.gives || {};
    const sets = named.filter((m) => m && m in each);
    const parts = (sets.length ? sets : [named[0]]).map((m) => [m, (each[m] || d.give).boat_parts]);
    if (new Set(parts.map(([, k]) => k)).size === 1) {
      const k = parts[0][1];
      out.push(k ? t("hint_give_boat", { n, m: n - k }) : t("hint_give_whole", { n }));
    } else {
      for (const [m, k] of parts) {
        const move = moveText(m, view, names);
        out.push(k ? t("hint_give_boat_each", { move, n, m: n - k }) : t("hint_give_whole_each", { move, n }));
      }
    }
  }
  // a purchase named about as good in the headline is not "not now" (it read as the
  // advice's contradiction: "About as good: Draw or Buy yellow 3 … Buy: not now")
  if (d.buys && d.buys.length && (d.buy || !named.some((m) => words(m || "")[0] === "buy"))) {
    out.push(d.buy ? t("hint_buy_yes", { name: names[d.buy.seller] ?? "?" }) : t("hint_buy_no"));
  }
  return out;
}

/** Why, in the viewer's language: a list of figures, or the table of sailing against waiting. */
function reasons(hint, view, names) {
  const d = hint.details || {};
  if (d.kind === "discard") {
    const why = hint.decided ? "" : closeWhy(hint);
    return [why ? h("p", { id: "hint-close-why" }, why) : null, ...discardBlock(d, hint.seat, names, view)].filter(Boolean);
  }
  return [h("ul", { class: "hint-why" }, reasonLines(hint, view, names).map((line) => h("li", {}, line)))];
}

/** Why, in the viewer's language: one line per figure. */
export function reasonLines(hint, view, names) {
  const d = hint.details || {};
  if (d.kind === "draw") {
    // the sources named about as good: why any will do (after the limits it speaks of)
    const why = hint.decided ? "" : closeWhy(hint);
    return why ? [...drawLines(d, true), why] : drawLines(d);
  }
  // the division named above (the headline, or a decided game's line of what still counts)
  if (d.kind === "lay_down") return layLines(d, Boolean(hint.decided) || !(hint.close || []).length);
  if (d.kind === "turn" || d.kind === "pirate") return piratatakLines(d, view, names, [hint.recommended, ...(hint.close || [])]);
  return [];
}

/** The nouns a move's words may begin with, per language: they keep their capital inside a
 * sentence (German's "Kanone abfeuern"; every other first word there is a verb, an adjective,
 * an article or a preposition). */
const NOUNS_FIRST = { de: new Set(["Kanone"]) };

/** A move's words inside a sentence: its first letter in lower case, but for a noun. German
 * had kept every capital ("oder Von der Mole nehmen oder Abgelegte Karte nehmen"). */
function midSentence(text) {
  const noun = NOUNS_FIRST[currentLang()]?.has(text.split(" ")[0]);
  return noun ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

/** A game decided (``hint.decided``: every move's chance 0%, or 100%; or nearly, every one
 * within 5 points of it, ``nearly``): the headline that says
 * so once, then why and what still counts (Corsairs: the penalty cards, fewest with the
 * recommended move), as ``corsairs.coach.words.decided_lines``; "about as good" beside each
 * move said nothing a player could use. */
export function decidedLines(hint, view, names) {
  const d = hint.decided || {};
  const won = d.outcome === "won";
  const p = pct(((hint.moves || [])[0] || {}).win || 0);
  // nearly decided (every move within 5 points of 0% or 100%): the band the moves lie in
  const [low, high] = [pct(d.low || 0), pct(d.high || 0)];
  const band = low === high ? low : t("hint_band", { low, high });
  const out = [d.nearly ? t(won ? "hint_nearly_won" : "hint_nearly_lost", { p: band }) : t(won ? "hint_decided_won" : "hint_decided_lost", { p })];
  const name = names[d.leader] ?? "?";
  if ("gap" in d && d.last_round) out.push(tn(won ? "hint_decided_last_won" : "hint_decided_last_lost", d.gap, { name }));
  else if (!("gap" in d) && "leader" in d && !d.nearly) out.push(won || d.leader === hint.seat ? t("hint_decided_all_won") : t("hint_decided_all_lost", { name }));
  if ("penalty" in d) {
    const most = d.penalty_most ?? d.penalty;
    const least = d.penalty_least ?? d.penalty;
    const w = words(hint.recommended);
    const move = w[0] === "discard" ? t("hint_opt_wait", { card: cardName(w[1]) }) : moveText(hint.recommended, view, names);
    // nearly decided, the move recommended by its win chance need not have the fewest
    if (Math.round(10 * d.penalty) > Math.round(10 * least)) out.push(t("hint_nearly_still", { move, k: tenth(d.penalty), least: tenth(least), m: tenth(most) }));
    else out.push(Math.round(10 * most) > Math.round(10 * d.penalty)
      ? t("hint_decided_still", { move, k: tenth(d.penalty), m: tenth(most) }) : t("hint_decided_still_same", { k: tenth(d.penalty) }));
  }
  return out;
}

/** Does the hint judge a sail among its moves? Then a discard is named "… and wait", as the
 * sail-or-wait table names it: "Discard blue 10 — 63%" listed under "Discard blue 10 and set
 * sail — 83%" read to a learner as the same card's move. */
function judgesSail(hint) {
  return [hint.recommended, ...(hint.close || []), ...(hint.moves || []).map((m) => m.action)]
    .some((a) => words(a || "")[0] === "sail");
}

/** A move of the hint in words, a discard beside a sail saying it waits. */
function hintMoveText(action, sailing, view, names) {
  const w = words(action);
  return sailing && w[0] === "discard" ? t("hint_opt_wait", { card: cardName(w[1]) }) : moveText(action, view, names);
}

/** The panel's other moves (up to three, each with its chance), named as the headline and the
 * table name them; a move the headline names as about as good is not listed again. */
export function otherMoves(hint, view, names) {
  const sailing = judgesSail(hint);
  const named = new Set(hint.close || []);
  return (hint.moves || []).slice(1).filter((m) => !named.has(m.action)).slice(0, 3)
    .map((m) => `${hintMoveText(m.action, sailing, view, names)} — ${pct(m.win)}`);
}

/** The languages whose words after a colon go on in lower case where no sentence begins
 * ("Seul coup possible : piocher"); English heads its move as a label ("Only move: Draw"). */
const LOWER_AFTER_COLON = new Set(["fr", "it", "de"]);

/** The panel's first line: the recommended move; or, when others are within the sampling
 * noise of it (``hint.close``), all of them as about as good; at a lay-down, the best division. */
export function headline(hint, view, names) {
  // the pier's last card annuls the round: the headline says so, not only the reasons below
  const annuls = ((hint.details || {}).sources || []).some((s) => s.source === "pier" && s.annuls);
  const sailing = judgesSail(hint);
  const said = (a) => (annuls && a === "draw pier" ? t("hint_mv_pier_last") : hintMoveText(a, sailing, view, names));
  // after the headline's colon (Italian read "equivalenti: Scarta l'11 rosso o scarta il 10")
  const say = (a) => (LOWER_AFTER_COLON.has(currentLang()) ? midSentence(said(a)) : said(a));
  const move = say(hint.recommended);
  if (hint.decided) return decidedLines(hint, view, names)[0];
  const close = hint.close || [];
  if (close.length) {
    // "discard red 7" beside "discard red 7 and set sail" says "and wait", as the table does
    const said = [hint.recommended, ...close].map((a, i) => (i ? midSentence(say(a)) : say(a)));
    // a gap whose interval reaches an inaccuracy's 5 points is no "about as good" (``close_call``,
    // or the figures of the moves named, as the gap beside it reads them)
    const call = hint.close_call || (hint.moves || []).some((m) => close.includes(m.action) && closeCall(m));
    return t(call ? "hint_close_call" : "hint_close", { moves: said.join(` ${t("hint_or")} `) });
  }
  if (hint.only) return t("hint_only", { move });
  if ((hint.details || {}).kind === "lay_down") return t("hint_lay_best", { move });
  return t("hint_recommended", { move });
}

/** Why moves are named beside the recommended one: within the sampling noise (about as good);
 * or, too close to call, the widest such gap and its error as the review shows them ("8.7 ±
 * 4.7 points apart"): two chances 9 points apart called "about as good" puzzled a learner (as
 * ``corsairs.coach.words.widest_gap``). */
export function closeGap(close) {
  const calls = close.filter(closeCall);
  if (!calls.length) return t("hint_as_good");
  const far = calls.reduce((a, m) => (m.drop > a.drop ? m : a), calls[0]);
  const gap = 100 * far.drop, se = 100 * (far.drop_se || 0);
  // the noun after both figures takes the larger's form: French "1,5 ± 1,8 point d'écart"
  return t(countedDecimal("hint_call_gap", Math.max(gap, se), TENTH), { gap: tenth(gap), se: tenth(se) });
}

/** Why discards named about as good are, and what their figures cannot tell (as
 * ``corsairs.coach.words``' ``_discard_close_line``): the table below differs row by row (a
 * lower limit on another row than the outlined card's), yet whole rounds played out judge
 * them alike, so any of them will do. "" when the headline names one move. */
export function closeWhy(hint) {
  const d = hint.details || {};
  // beside a close call "so any of them will do" said what its headline denies
  if (!["discard", "draw"].includes(d.kind) || !(hint.close || []).length || hint.close_call) return "";
  const lower = d.lower_limit;
  if (d.kind === "draw") {
    // a source: "Drawing from the stock gives the lowest limit (about 54.2 on average, against 60)"
    if (!lower) return t("hint_close_any_source");
    const src = words(lower.action)[1];
    // the stock recommended: its limit is an average, said as one ("against about 31.1 on average")
    const key = "hint_close_low_" + src + (lower.against_average ? "_avg" : "");
    return `${t(key, { n: num(lower.limit), m: num(lower.against) })}, ${t("hint_close_tail")}`;
  }
  if (!lower) return t("hint_close_any");
  // the card, not the move: the limit kept is the same whether one waits or sets sail
  // every card keeping that limit (``also``): a tie told as a lone best misled
  const cards = [words(lower.action)[1], ...(lower.also || [])].map(cardName);
  return t("hint_close_lower", { card: cards.join(` ${t("hint_or")} `), n: lower.limit, m: lower.against });
}

/** What the panel says while hints are paused for ``seconds`` (the server works out at most
 * ``perMinute`` a minute for a seat). */
export function pausedText(seconds, perMinute) {
  const why = Number.isFinite(perMinute) && perMinute > 0 ? t("hint_paused_max", { max: perMinute }) + " " : "";
  return why + tn("hint_paused", seconds);
}

// -- the button and the panel --------------------------------------------------------------

/** Remembered in this browser once its player asks for a hint: later tables have the seat's
 * hints worked out ahead from the first decision (``{type: "hint", ahead: true}``). */
const USED_KEY = "corsairs.hints.used";
function usesHints() {
  return local.get(USED_KEY) === "1";
}

let current = null;  // the open table's hints, for the H key

/** How long a hint is waited for with the button disabled: the server's patience (a busy
 * server's hint answers with what its search has found 10 s after the ask, ``HINT_PATIENCE``)
 * and a margin. An answer lost with a dropped connection would otherwise
 * leave "Thinking…" (and the button disabled) until the next move. The panel then says the
 * hint is slow, still being worked out (a busy server's queue): a late answer is still
 * shown; it had said "No answer from the server", as if there were none. */
export const HINT_WAIT_MS = 15_000;

/** What the panel says of a hint not come: ``"slow"``, past ``HINT_WAIT_MS`` (still being
 * worked out, shown when ready; the player may play on or ask again), or ``"lost"``, asked
 * on a connection that has since been replaced (it will not come: ask again). */
export function waitText(why) {
  return t(why === "slow" ? "hint_slow" : "hint_lost");
}

document.addEventListener("keydown", (e) => {
  if (!current || !document.body.contains(current.dock) || e.ctrlKey || e.metaKey || e.altKey) return;
  if (["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName)) return;
  if (e.key === "Escape" && current.isOpen()) { current.close(true); return; }
  if ((e.key === "h" || e.key === "H") && current.canAsk()) { e.preventDefault(); current.ask(); }
});

/** A Hint button for a dialog that covers the table and its Hint button (the lay-down):
 * it asks the open table's hints, and follows their state (shown when a hint may be asked,
 * "Thinking…" while it is worked out). */
export function dialogHintButton() {
  const b = h("button", { class: "btn secondary", id: "dialog-hint", type: "button", hidden: true,
    "aria-controls": "hint-panel", onclick: () => { if (current && document.body.contains(current.dock)) current.ask(); } });
  if (current && document.body.contains(current.dock)) current.follow(b);
  return b;
}

/** The Hint button's label, "Hint" or "Thinking…", over the other one kept invisible: the
 * button keeps the wider label's width, where it grew and moved the table's bar during its
 * first second (the invisible label is hidden from screen readers too). */
function label(thinking) {
  const [shown, other] = thinking ? ["hint_thinking", "hint_button"] : ["hint_button", "hint_thinking"];
  return h("span", { class: thinking ? "hint-label thinking" : "hint-label" }, h("span", {}, t(shown)),
    h("span", { class: "hint-label-alt", "aria-hidden": "true" }, t(other)));
}

/** The hint's last line: the deals it was judged over, or, for a hint a busy server worked
 * out on fewer deals than its budget (``asked``: the search answered with what it had found
 * rather than fail), that it is less sure than usual (``hurried``). */
export function overText(hint) {
  const hurried = Number.isFinite(hint.asked) && hint.samples < hint.asked;
  return { hurried, text: hurried ? t("hint_hurried", { n: hint.samples, asked: hint.asked }) : t("hint_over", { n: hint.samples }) };
}

/** Whether the hint's moves were judged over deals: a seat's one legal move is told at once,
 * without a search (the server's ``forced``: no win chance, no deals to speak of). */
export function searched(hint) {
  return !(hint.only && !hint.samples);
}

/** After the headline: the win chance of the move named (each one's, in the headline's order,
 * for moves about as good, and why none is preferred); "" for a move told without a search
 * ("The only move: Draw", said at once). */
export function winTail(hint) {
  if (!searched(hint)) return "";
  // a move the headline names as about as good is not listed again with its figures
  const named = new Set(hint.close || []);
  const close = hint.moves.filter((m) => named.has(m.action));
  return ` — ${t("hint_win", { p: [hint.moves[0], ...close].map((m) => pct(m.win)).join(", ") })}`
    + (close.length ? ` (${closeGap(close)})` : "");
}

function over(hint) {
  const { hurried, text } = overText(hint);
  return hurried ? h("p", { class: "banner info", id: "hint-hurried" }, text) : h("p", { class: "muted" }, text);
}

/** The table's hints: ``dock`` (the option's badge and the Hint button) and ``panel``;
 * ``update`` after every repaint, ``answer`` and ``error`` for the server's messages.
 * ``redraw`` repaints the table (a promise), for advice the table does not show yet:
 * the table reads it from ``recommended(view)``. */
export function createHints(send, redraw = null) {
  const st = { view: null, summary: null, seat: null, names: [], root: null, pending: null, result: null, open: false, byKey: false,
    timer: null, lost: false, lostWhy: "slow", ahead: false, paused: null };
  // hidden until the first position is heard (``paint``): shown before it, a tap as the
  // page opened asked nothing and said nothing
  const button = h("button", { class: "btn secondary", id: "hint-btn", type: "button", "aria-keyshortcuts": "h",
    "aria-controls": "hint-panel", hidden: true, onclick: () => api.ask() });
  const badge = h("span", { class: "badge", id: "hints-status" });
  const dock = h("div", { class: "hint-dock", id: "hint-dock" }, badge, button);
  const live = h("div", { class: "sr-only", id: "hint-live", "aria-live": "polite" });
  const panel = h("section", { class: "panel hint-panel", id: "hint-panel", "aria-labelledby": "hint-title", hidden: true,
    onkeydown: tabOnward });

  function mine() {
    const v = st.view;
    return Boolean(v && st.summary && st.summary.hints && st.seat !== null && v.started !== false
      && !v.observation.over && v.legal.length > 0);
  }
  function highlight() {
    if (!st.root) return;
    for (const el of st.root.querySelectorAll(".hinted")) el.classList.remove("hinted");
    if (st.open && st.result && st.result.seq === st.view.seq) target(st.root, st.result.hint.recommended)?.classList.add("hinted");
  }
  function paint() {
    const allowed = Boolean(st.summary && st.summary.hints);
    badge.textContent = allowed ? t("hints_allowed") : t("hints_off");
    badge.hidden = Boolean(st.view && st.view.observation.over);  // no hint to ask once it is over
    button.hidden = !mine();
    button.disabled = st.pending !== null;
    // the key and its space hidden together: the name ended with the space ("Hint ")
    button.replaceChildren(label(st.pending !== null), h("span", { "aria-hidden": "true" }, " ", h("kbd", { class: "kbd" }, "H")));
    button.setAttribute("aria-expanded", String(st.open));
    panel.hidden = !st.open;
    // drawn anew ("Thinking…" turned into the advice, or into "slow"): the focus stays on
    // what had it there (it fell to the page's body, the next Tab at the page's top)
    if (st.open) keepingFocus(panel, () => panel.replaceChildren(...body()));
    follow(document.getElementById("dialog-hint"));
    highlight();
  }
  /** On a phone the sheet covers the screen's lower part: the recommended card, source or
   * chip is brought above it (and into view in a row that scrolls sideways). */
  function reveal(el) {
    if (!el || panel.hidden || !matchMedia("(max-width: 640px)").matches) return;
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      if (p.scrollWidth <= p.clientWidth + 1 || !/auto|scroll/.test(getComputedStyle(p).overflowX)) continue;
      const pr = p.getBoundingClientRect(), r = el.getBoundingClientRect();
      if (r.left < pr.left || r.right > pr.right) p.scrollLeft += r.left - pr.left - (pr.width - r.width) / 2;
    }
    const sheet = panel.getBoundingClientRect();
    // the bar holding the Hint button stays at the top of a phone's screen: nothing under it shows
    const bar = dock.closest(".table-bar") || dock;
    const barBox = bar.getBoundingClientRect();
    const ceiling = getComputedStyle(bar).position === "sticky" && barBox.top >= 0 ? barBox.bottom : 0;
    const r = el.getBoundingClientRect();
    // A move button in the fixed dock below the sheet is not covered: it stays put. Anything
    // else reaching below the sheet's top is, under the sheet, the dock or the screen's foot
    // (a card still below the fold, a hint asked as the page opened, was left there).
    const moves = el.closest(".actions.dock");
    const docked = !!moves && getComputedStyle(moves).position === "fixed";
    const covered = !docked && r.bottom > sheet.top - 8;
    const by = covered ? r.bottom - sheet.top + 8 : r.top < ceiling ? r.top - ceiling - 8 : 0;
    if (by) scrollPage(by);
  }
  /** The Hint button in play: the one beside the decision (an open dialog's, whose table
   * lies under it, or a give-back's) where it shows, else the table's; null when hidden. */
  function opener() {
    const shown = (b) => b && b.isConnected && !b.hidden && b.getClientRects().length > 0;
    const near = document.getElementById("dialog-hint");
    return shown(near) ? near : shown(button) ? button : null;
  }
  /** Tab and Shift+Tab at the panel's ends go on from the Hint button that opened it, as
   * if the panel lay right after it: Tab from Close went past the page's end (the panel is
   * the page's last part) to the browser's own bar. With a dialog open, the focus goes back
   * into the dialog, never to the dimmed table under it. */
  function tabOnward(e) {
    if (e.key !== "Tab") return;
    const asker = opener();
    const items = [...panel.querySelectorAll("button:not([disabled]), a[href]")];
    if (!asker || !items.length) return;
    const first = items[0], last = items[items.length - 1];
    const at = document.activeElement;
    let to = null;
    if (e.shiftKey && (at === first || !items.includes(at))) to = asker;
    else if (!e.shiftKey && at === last) to = after(asker);
    if (!to) return;
    e.preventDefault();
    to.focus();
  }
  /** What Tab reaches after ``el``: the next control in the page's order outside the
   * panel, inside the open dialog if there is one (round to its first at its end). */
  function after(el) {
    const scope = document.getElementById("overlay") || document.body;
    const all = [...scope.querySelectorAll("button, a[href], select, input, [tabindex]")].filter((x) =>
      !panel.contains(x) && !x.disabled && x.tabIndex >= 0 && x.getClientRects().length > 0
      && getComputedStyle(x).visibility !== "hidden");
    const next = all.find((x) => el.compareDocumentPosition(x) & Node.DOCUMENT_POSITION_FOLLOWING);
    return next || (scope === document.body ? null : all[0]) || null;
  }
  /** A dialog's Hint button (``dialogHintButton``) in the state of the dock's. */
  function follow(b) {
    if (!b) return;
    b.hidden = !mine();
    b.disabled = st.pending !== null;
    b.replaceChildren(label(st.pending !== null));
    b.setAttribute("aria-expanded", String(st.open));
  }
  /** The panel's words, shown. What a screen reader hears of them ("Thinking…", no answer, a
   * pause) is said once by ``live``: the panel's lines were live regions too, heard twice
   * (and a pause's countdown each second). */
  function body() {
    const head = h("div", { class: "row log-head" }, h("h2", { id: "hint-title", tabindex: "-1" }, t("hint_button")),
      h("button", { class: "chip", id: "hint-close", type: "button", onclick: () => api.close(true) }, t("close")));
    if (!st.result && st.paused) {
      const left = pausedLeft();
      return [head, h("p", { class: "banner info", id: "hint-paused" },
        left > 0 ? pausedText(left, st.paused.perMinute) : t("hint_resumed")),
      h("button", { class: "btn", id: "hint-again", type: "button", disabled: left > 0, onclick: () => api.ask() }, t("hint_again"))];
    }
    const again = () => h("button", { class: "btn", id: "hint-again", type: "button", onclick: () => api.ask() }, t("hint_again"));
    // slow: still being worked out, said beside the spinner; lost with the connection: ask again
    if (!st.result && st.lost !== false && st.lostWhy === "slow") return [head, h("p", { class: "hint-thinking", id: "hint-slow" },
      h("span", { class: "spinner", "aria-hidden": "true" }), waitText("slow")), again()];
    if (!st.result && st.lost !== false) return [head, h("p", { class: "banner", id: "hint-lost" }, waitText("lost")), again()];
    if (!st.result) return [head, h("p", { class: "hint-thinking" }, h("span", { class: "spinner", "aria-hidden": "true" }), t("hint_thinking"))];
    const hint = st.result.hint;
    if (hint.decided) {
      // decided: said once, why and what still counts, then the figures (no "about as good")
      const [said, ...why] = decidedLines(hint, st.view, st.names);
      return [head, h("p", { class: "hint-best", id: "hint-best" }, h("strong", {}, said)),
        why.length ? h("ul", { class: "hint-why", id: "hint-decided" }, why.map((line) => h("li", {}, line))) : null,
        h("div", { id: "hint-why" }, reasons(hint, st.view, st.names)),
        over(hint)].filter(Boolean);
    }
    const others = otherMoves(hint, st.view, st.names);
    return [head,
      h("p", { class: "hint-best", id: "hint-best" }, h("strong", {}, headline(hint, st.view, st.names)), winTail(hint)),
      h("div", { id: "hint-why" }, reasons(hint, st.view, st.names)),
      others.length ? h("div", { class: "hint-others" }, h("h3", {}, t("hint_others")),
        h("ul", {}, others.map((line) => h("li", {}, line)))) : null,
      searched(hint) ? over(hint) : null,
    ].filter(Boolean);
  }
  /** Whole seconds left of a pause (``hint_rate_limited``), 0 when it is over or none. */
  function pausedLeft() {
    return st.paused ? Math.max(0, Math.ceil((st.paused.until - Date.now()) / 1000)) : 0;
  }
  /** While the panel shows a pause, its seconds count down (the live region said it once). */
  function tick() {
    clearTimeout(st.paused?.tick);
    if (!st.paused) return;
    st.paused.tick = setTimeout(() => {
      if (!st.paused) return;
      if (st.open && !st.result) {
        const left = pausedLeft();
        const banner = panel.querySelector("#hint-paused");
        if (banner) banner.textContent = left > 0 ? pausedText(left, st.paused.perMinute) : t("hint_resumed");
        const again = panel.querySelector("#hint-again");
        if (again) again.disabled = left > 0;
        if (!left) { live.textContent = t("hint_resumed"); return; }
      }
      tick();
    }, 1000);
  }
  /** The wait is over (answered, refused, moved on, given up or reset). */
  function settle() {
    clearTimeout(st.timer);
    st.timer = null;
    st.pending = null;
  }
  /** The wait for ``seq`` ends unanswered, ``why`` (see ``waitText``). */
  function giveUp(seq, why) {
    if (st.pending !== seq) return;
    settle();
    st.lost = seq;  // the position given up on: its panel says so until the table moves
    st.lostWhy = why;
    paint();
    live.textContent = waitText(why);
  }
  const api = {
    dock, panel, live, follow,
    canAsk: () => mine() && st.pending === null,
    isOpen: () => st.open,
    ask() {
      if (!mine() || st.pending !== null) return;
      st.open = true;
      st.byKey = true;
      if (st.result && st.result.seq === st.view.seq) { paint(); panel.querySelector("#hint-title")?.focus(); return; }
      if (pausedLeft() > 0) {
        st.paused.seq = st.view.seq;
        paint();
        tick();
        live.textContent = pausedText(pausedLeft(), st.paused.perMinute);
        panel.querySelector("#hint-title")?.focus();
        return;
      }
      clearTimeout(st.paused?.tick);
      st.paused = null;
      st.pending = st.view.seq;
      st.lost = false;
      local.set(USED_KEY, "1");  // (storage refused: remembered while the page is open)
      live.textContent = t("hint_thinking");
      // not sent (the connection is being replaced): said, with Ask again, as a hint lost
      // with it is (the panel shut without a word: the button seemed to do nothing)
      const seq = st.pending;
      if (!send({ type: "hint", seq })) { giveUp(seq, "lost"); return; }
      st.timer = setTimeout(() => giveUp(seq, "slow"), HINT_WAIT_MS);
      const from = document.activeElement;
      paint();
      // the Hint button pressed (Enter, Space) is disabled while the hint is worked out: the
      // focus goes to the panel's title, where the advice comes (it fell to the page's body)
      if (from && from.disabled) panel.querySelector("#hint-title")?.focus({ preventScroll: true });
    },
    close(returnFocus) {
      st.open = false;
      st.lost = false;
      paint();
      if (!returnFocus) return;
      // the Hint button beside the decision (a dialog's or a give-back's own where it shows)
      const asker = opener();
      if (asker) asker.focus();
    },
    /** After every repaint of the table: a new position closes the panel. */
    update(view, summary, seat, names, root) {
      Object.assign(st, { view, summary, seat, names, root });
      if (st.result && st.result.seq !== view.seq) st.result = null;
      if (st.pending !== null && st.pending !== view.seq) settle();
      if (st.lost !== false && st.lost !== view.seq) st.lost = false;
      // a pause over, at another position: forgotten (at its own, its panel offers to ask again)
      if (st.paused && !pausedLeft() && st.paused.seq !== view.seq) { clearTimeout(st.paused.tick); st.paused = null; }
      if (st.open && !st.result && st.pending === null && st.lost === false && !(st.paused && st.paused.seq === view.seq)) st.open = false;
      // a player who asked for hints before (any table): this seat's decisions are worked out
      // from the first, so the first hint of a game is ready when asked, as the later ones are
      if (!st.ahead && summary && summary.hints && seat !== null && !view.observation.over && usesHints()) {
        st.ahead = send({ type: "hint", seq: view.seq, ahead: true });
      }
      current = api;
      paint();
    },
    answer(msg) {
      if (!st.view || msg.seq !== st.view.seq) return;
      settle();
      st.lost = false;
      st.result = { seq: msg.seq, hint: msg.hint };
      st.open = true;
      const byKey = st.byKey;
      st.byKey = false;
      const shown = () => {
        paint();
        live.textContent = panel.querySelector("#hint-best")?.textContent || "";
        if (st.root) reveal(target(st.root, msg.hint.recommended));
        // the lay-down dialog's advised division, scrolled into the dialog's view (above the
        // sheet on a phone, the dialog showed its crew zones and not the outlined choice)
        document.querySelector("#lay-dialog .chip.hinted")?.scrollIntoView({ block: "nearest", inline: "nearest" });
        if (byKey) panel.querySelector("#hint-title")?.focus({ preventScroll: true });
      };
      // A give-back beyond the table's one-tap sets: the table offers it once it knows it;
      // an open lay-down dialog outlines the advised division (its chips are drawn from the
      // advice: the dialog keeps its arrangement, scroll and focus as it is drawn again).
      const rec = msg.hint.recommended;
      const give = words(rec)[0] === "give" && st.root && !target(st.root, rec);
      const lay = ["crew", "attach"].includes(words(rec)[0]) && document.getElementById("lay-dialog");
      if (redraw && (give || lay)) Promise.resolve(redraw()).then(shown);
      else shown();
    },
    /** The advised move for ``view``, the position the table is drawing, or null: the table
     * may offer it. Asked before ``update`` hears of that position, so it is compared with
     * the view being drawn, not the last one seen (the previous advice was offered again). */
    recommended(view) {
      return st.result && view && st.result.seq === view.seq ? st.result.hint.recommended : null;
    },
    /** A hint refusal ends the wait; a stale one is not news (the table moved on). True if handled. */
    error(msg) {
      const ours = String(msg.code).startsWith("hint");
      if (!ours && st.pending === null) return false;
      settle();
      if (msg.code === "hint_rate_limited") {
        // the panel stays and says for how long hints are paused (a toast closing it left a
        // learner who asked fast without the panel or a time to ask again)
        clearTimeout(st.paused?.tick);
        const wait = Number.isFinite(msg.retry_after) && msg.retry_after > 0 ? msg.retry_after : 60;
        st.paused = { until: Date.now() + wait * 1000, perMinute: msg.per_minute, seq: st.view?.seq };
        st.open = true;
        paint();
        live.textContent = pausedText(wait, msg.per_minute);
        tick();
        return true;
      }
      if (msg.code === "hint_busy" && st.view && !st.result) {
        // asked again while it is still being worked out: the panel says so again, open (a
        // toast closing it had said the same, the panel gone)
        st.lost = st.view.seq;
        st.lostWhy = "slow";
        st.open = true;
        paint();
        live.textContent = waitText("slow");
        return true;
      }
      if (!st.result) st.open = false;
      paint();
      return msg.code === "hint_stale";
    },
    /** A new connection (its ``welcome``): a request sent on the old one will not be
     * answered, so it is given up at once, as after the wait (the panel says so). */
    reset() {
      st.ahead = false;  // a restarted server forgot it
      if (st.pending !== null) giveUp(st.pending, "lost");
      else if (st.lost !== false && st.lostWhy === "slow") {  // the slow hint was the old connection's
        st.lostWhy = "lost";
        paint();
        live.textContent = waitText("lost");
      }
    },
  };
  return api;
}
