// Small DOM helpers and the card drawing shared by the game modules.
import { BOT_MARK, LE_SIGN, andList, cardLabel, t, unmarked } from "./i18n.js";

/** An element: ``attrs`` (``on…`` listeners, ``class``, ``style``, ``html``) and children,
 * nodes or text (nested lists, null left out). The 🤖 before a bot's name is drawn but not
 * read out: a screen reader said "robot face" before every bot's name in the headings and
 * the log (the name says "bot"; a list's option cannot hide it, and keeps it); a name
 * given in words (``aria-label``) leaves it out. */
export function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k === "style") el.style.cssText = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else if (k === "html") el.innerHTML = v;
    else if (k === "aria-label") el.setAttribute(k, unmarked(String(v)));  // no "robot face"
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    if (c instanceof Node) el.append(c);
    else if (tag === "option" || !/\u{1F916}|≤/u.test(String(c))) el.append(document.createTextNode(String(c)));
    else {
      // the marks shown, hidden from screen readers; "≤" said in words beside it
      for (const part of String(c).split(/(\u{1F916}|≤)/u)) {
        if (part === BOT_MARK || part === LE_SIGN) el.append(h("span", { "aria-hidden": "true" }, document.createTextNode(part)));
        if (part === LE_SIGN) el.append(h("span", { class: "sr-only" }, document.createTextNode(t("le_said"))));
        else if (part && part !== BOT_MARK) el.append(document.createTextNode(part));
      }
    }
  }
  return el;
}

/** A mark shown beside words ("⚓", "★"), hidden from screen readers, which read it out as
 * a word ("anchor", "black star") before the words themselves; ``words``: what it means,
 * said to them instead where it matters (the seat that set sail, the winner). */
export function mark(symbol, words = null) {
  return [h("span", { "aria-hidden": "true" }, symbol), words ? h("span", { class: "sr-only" }, words) : null];
}

/** The " · " between two parts of a line, shown; a screen reader hears a comma: "·" is read
 * out, or (with less punctuation read) not at all, the two parts then run together. The
 * comma is the mark's alternative text in the style sheet (``.sep``): in a hidden span of
 * its own it was cut off from the words before it, heard "Your hand (12) , Penalty cards". */
export function dot() {
  return h("span", { class: "sep" });
}

// One symbol per band colour, so colour is never the only cue.
const SYMBOLS = {
  R: '<circle cx="10" cy="10" r="7"/>',
  O: '<path d="M10 2 L18 17 L2 17 Z"/>',
  Y: '<path d="M10 1.5 L12.4 7.4 L18.6 7.6 L13.8 11.5 L15.5 17.6 L10 14.1 L4.5 17.6 L6.2 11.5 L1.4 7.6 L7.6 7.4 Z"/>',
  G: '<path d="M7 2 H13 V7 H18 V13 H13 V18 H7 V13 H2 V7 H7 Z"/>',
  B: '<path d="M10 1.5 L18.5 10 L10 18.5 L1.5 10 Z"/>',
  V: '<path d="M13.5 2.5 A8 8 0 1 0 17.5 14 A6.3 6.3 0 1 1 13.5 2.5 Z"/>',
  P: '<path d="M10 17.5 L2.6 10 A4.3 4.3 0 0 1 10 4.6 A4.3 4.3 0 0 1 17.4 10 Z"/>',
  N: '<rect x="3" y="3" width="14" height="14"/>',
  A: '<path d="M6 2.5 H14 L18.5 10 L14 17.5 H6 L1.5 10 Z"/>',
  K: '<path d="M4 2 L10 8 L16 2 L18 4 L12 10 L18 16 L16 18 L10 12 L4 18 L2 16 L8 10 L2 4 Z"/>',
};
export const COLOUR_CODES = ["R", "O", "Y", "G", "B", "V", "P", "N", "A", "K"];
export const COLOUR_NAMES = ["red", "orange", "yellow", "green", "blue", "violet", "pink", "brown", "grey", "black"];

export function symbol(code) {
  const s = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  s.setAttribute("viewBox", "0 0 20 20");
  s.setAttribute("class", "sym");
  s.setAttribute("aria-hidden", "true");
  s.innerHTML = SYMBOLS[code] || "";
  return s;
}

export function parseCard(text) {
  const m = /^([A-Z])(\d+)$/.exec(text);
  return m ? { code: m[1], number: Number(m[2]) } : { code: "?", number: 0 };
}

/** A card face; ``opts.onClick`` makes it a focusable button. Its name ("blue 5") is its
 * tooltip, which a screen reader reads as the name: beside an ``aria-label`` saying the same
 * it was read again as the description. */
export function cardEl(text, opts = {}, t = (k) => k) {
  const { code, number } = parseCard(text);
  const colourName = COLOUR_NAMES[COLOUR_CODES.indexOf(code)] || "";
  const cls = ["card", "c-" + code];
  if (opts.small) cls.push("small");
  if (opts.playable) cls.push("playable");
  if (opts.selected) cls.push("selected");
  if (opts.dim) cls.push("dim");
  if (opts.known) cls.push("known");
  if (opts.first) cls.push("first");
  const tag = opts.onClick ? "button" : "div";
  const el = h(tag, {
    class: cls.join(" "),
    "data-card": text,
    role: opts.onClick ? null : "img",
    title: colourName ? cardLabel(text) : `${t(colourName)} ${number}`,
    onclick: opts.onClick,
    type: opts.onClick ? "button" : null,
    "aria-pressed": opts.onClick ? String(Boolean(opts.selected)) : null,
  }, h("span", { class: "num", "aria-hidden": "true" }, number), symbol(code));
  return el;
}

export function backEl(small = false, label = "") {
  return h("div", { class: "card back" + (small ? " small" : ""), role: label ? "img" : null,
    "aria-label": label || null, "aria-hidden": label ? null : "true" });
}

/** Characters of a seat's name, as the server counts them (server/names.py, MAX_NAME). */
export const NAME_MAX = 40;

/** Cuts a name field's value to ``limit`` characters (code points, as the server counts
 * them, never half an emoji) and says whether it was longer. The field has no ``maxlength``:
 * the browser's cut a pasted 200-character name to 40 without a word, so the page cuts it
 * here and says so (``name_cut``) before the player creates or joins a table. */
export function cutName(input, limit = NAME_MAX) {
  const chars = Array.from(input.value);
  if (chars.length <= limit) return false;
  input.value = chars.slice(0, limit).join("");
  return true;
}

/** Repaint ``root`` with ``paint`` and give the focus back to the control that had it, drawn
 * anew: found by its id, or as the same card in the same place (the hand, a seat). A choice
 * made by keyboard (Enter on a card, a sort) redraws the table, and the focus fell to the
 * page's top: the next Tab started the page over. */
export function keepingFocus(root, paint) {
  const was = root && root.contains(document.activeElement) ? document.activeElement : null;
  const place = was && !was.id && was.dataset.card ? was.parentElement?.closest("[id], [data-seat]") : null;
  const scope = !place ? "" : place.id ? "#" + CSS.escape(place.id) + " "
    : `[data-seat="${CSS.escape(place.dataset.seat)}"] `;
  paint();
  if (!was || was.isConnected) return;
  // the repaint may have put the focus somewhere itself (a dialog it opened): leave it there
  if (document.activeElement && document.activeElement !== document.body) return;
  const again = drawnAgain(root, was, scope);
  // a heading made focusable to be gone to (M: one's own seat) is drawn anew as a plain
  // heading: it takes the focus only so again (a window resized past a phone's width
  // redrew the seats, and the focus fell to the page's body)
  if (again && was.getAttribute("tabindex") === "-1" && !again.hasAttribute("tabindex")) again.setAttribute("tabindex", "-1");
  again?.focus({ preventScroll: true });
}

/** Tab and Shift+Tab stay inside an open dialog (a keydown listener on its overlay): a
 * modal dialog's page is dimmed and out of play, so the focus has no business there. */
export function trapFocus(e) {
  if (e.key !== "Tab") return;
  const items = [...e.currentTarget.querySelectorAll("button:not([disabled]), a[href], select, input")];
  if (!items.length) return;
  const first = items[0], last = items[items.length - 1];
  if (e.shiftKey && document.activeElement === first) { last.focus(); e.preventDefault(); }
  else if (!e.shiftKey && document.activeElement === last) { first.focus(); e.preventDefault(); }
}

/** An open dialog's stuck parts (its title at the top, its buttons at the foot) cover what
 * scrolls under them: Tab brought the lay-down's suggestions under its buttons (at 640×400,
 * a laptop at 200%). The dialog's scroll padding keeps a focused control clear of them, as
 * their sizes change (the window, a wrapped banner). */
export function clearOfStuck(dialog) {
  const pad = () => {
    const box = dialog.getBoundingClientRect();
    const stuck = (sel) => {
      const el = dialog.querySelector(sel);
      return el && getComputedStyle(el).position === "sticky" ? el.getBoundingClientRect() : null;
    };
    const foot = stuck(":scope > .actions:last-child"), head = stuck(":scope > h2.sticky");
    const bottom = foot ? Math.max(0, box.bottom - dialog.clientTop - foot.top) : 0;
    const top = head ? Math.max(0, head.bottom - box.top - dialog.clientTop) : 0;
    dialog.style.scrollPaddingBottom = `${Math.ceil(bottom) + 8}px`;
    dialog.style.scrollPaddingTop = `${Math.ceil(top) + 8}px`;
  };
  pad();
  if (globalThis.ResizeObserver) new ResizeObserver(pad).observe(dialog);
}

/** The control ``was`` (no longer in the page) as drawn anew inside ``root``: by its id,
 * else as the same card (inside ``scope``, a CSS prefix naming its place); null if none. */
export function drawnAgain(root, was, scope = "") {
  if (was.id) return root.querySelector("#" + CSS.escape(was.id));
  if (was.dataset.card) return root.querySelector(`${scope}[data-card="${CSS.escape(was.dataset.card)}"]`);
  return null;
}

/** Repaint ``root`` with ``paint`` and let each card glide (about 250 ms) from where it was
 * to where it is now: stock, pile, pier, hands and lay-downs; new cards fade in. Nothing
 * moves for people who ask for reduced motion. */
export function withMotion(root, paint) {
  if (!root || !root.animate || matchMedia("(prefers-reduced-motion: reduce)").matches) { paint(); return; }
  const before = new Map();
  for (const el of root.querySelectorAll("[data-card]")) {
    before.set(el.dataset.card, { at: el.getBoundingClientRect(), ...seatOf(el) });
  }
  paint();
  if (!before.size) return;
  for (const el of root.querySelectorAll("[data-card]")) {
    const was = before.get(el.dataset.card);
    const b = el.getBoundingClientRect();
    if (!was) {
      el.animate([{ opacity: 0, transform: "scale(.85)" }, { opacity: 1, transform: "none" }], { duration: 250, easing: "ease-out" });
      continue;
    }
    // a card that stays in its seat's panel moves with the panel: when the panel itself
    // shifts (a longer line above it), the card does not fly across its labels
    const now = seatOf(el);
    const same = was.seat !== null && was.seat === now.seat;
    const a = was.at;
    const dx = a.left - b.left - (same ? was.panel.left - now.panel.left : 0);
    const dy = a.top - b.top - (same ? was.panel.top - now.panel.top : 0);
    if (Math.abs(dx) + Math.abs(dy) > 2) {
      el.animate([{ transform: `translate(${dx}px, ${dy}px)` }, { transform: "none" }], { duration: 250, easing: "ease-out" });
    }
  }
}

/** The seat panel a card lies in (``[data-seat]``) and where that panel is, or none. */
function seatOf(el) {
  const panel = el.closest(".seat[data-seat]");
  return panel ? { seat: panel.dataset.seat, panel: panel.getBoundingClientRect() } : { seat: null, panel: null };
}

/** Seat ``a`` against seat ``b`` in the standings: below zero when ``a`` stands ahead (a
 * winner before the rest, then the better score; ``lowFirst``: the fewest; then, among the
 * others when a game breaks ties, the more of ``then``), 0 when level. */
function standing(winners, scores, lowFirst, then = null) {
  return (a, b) => Number(winners.includes(b)) - Number(winners.includes(a))
    || (lowFirst ? scores[a] - scores[b] : scores[b] - scores[a])
    || (then && !winners.includes(a) ? then[b] - then[a] : 0);  // winners share the win
}

/** The result's headline: "You win!" to a sole winner, "Winners: you, Bea" to one of
 * several (the standings below call them "(you)"), else the winners' names. */
export function winnersLine(winners, names, t, me) {
  if (winners.length === 1 && winners[0] === me) return t("winner_you");
  // a shared win the viewer is part of: "You and Bruno win!" (was "Winners: you, Bruno")
  if (winners.includes(me)) return t("winners_you", { names: namesList(winners, names, t, me) });
  return t(winners.length > 1 ? "winners" : "winner", { names: namesList(winners, names, t, me) });
}

/** Seats' names as one list in the page's language ("Anna, Bruno and Clara"); the viewer
 * ``me`` among them comes first, as "You", the sentence's subject ("You and Bruno …"). */
export function namesList(seats, names, t, me = null) {
  const own = seats.includes(me) ? [t("you_first")] : [];
  const others = seats.filter((s) => s !== me).map((s) => names[s]);
  return andList([...own, ...others]);
}

/** A move's drop from the best within twice its error whose interval still reaches an
 * inaccuracy's 5 points: the deals judged cannot tell the two moves apart, nor say they are
 * about as good: "too close to call" (as ``corsairs.coach.grading.close_call``; ``drop`` and
 * ``drop_se`` as the review shows them, to the tenth of a point). The hint and the review ask it. */
export const closeCall = (m) => m.drop <= 2 * (m.drop_se || 0) + 1e-12 && m.drop + 2 * (m.drop_se || 0) >= 0.05 - 1e-9;

/** Seats best first: the winners, then by score (``lowFirst``: fewest first), then by the
 * game's tie-break ``then`` (the more first), then seat. */
export function rankedSeats(winners, scores, lowFirst, then = null) {
  const ahead = standing(winners, scores, lowFirst, then);
  return scores.map((_, s) => s).sort((a, b) => ahead(a, b) || a - b);
}

/** Each seat's place in the standings ``rankedSeats`` orders: players level (both winners, or
 * at the same score) share a place and the next is skipped (1, 1, 3): two winners at 11
 * penalty cards each were listed 1st and 2nd, as if one had lost. */
export function places(winners, scores, lowFirst, then = null) {
  const ahead = standing(winners, scores, lowFirst, then);
  return scores.map((_, s) => 1 + scores.filter((_, o) => ahead(o, s) < 0).length);
}

/** How the page scrolls: smoothly unless the player asked for reduced motion. */
const scrolling = () => (matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

/** Scroll the page by ``by`` pixels, smoothly unless the player asked for reduced motion. */
export function scrollPage(by) {
  window.scrollBy({ top: by, behavior: scrolling() });
}

/** The height of the bar that stays at the top of the screen as the page scrolls (the
 * table's Hint and Log on a phone, a replay's bar), or 0: a scroll that brings something
 * "to the top" must stop below it, or the bar covers its first line. */
export function stuckBar() {
  const bar = document.querySelector("#table-bar, #replay-bar");
  const stuck = bar && getComputedStyle(bar).position === "sticky" ? bar.getBoundingClientRect().height : 0;
  // "Connection lost" lies below it (or at the window's top) while the connection is down:
  // the log beside the table stuck under it, its heading and first lines hidden
  const cut = document.getElementById("conn-banner");
  return stuck + (cut && !cut.hidden ? cut.getBoundingClientRect().height : 0);
}

/** On a phone the move buttons dock at the bottom of the screen: scroll ``el`` up above
 * them when it reaches under the dock (``keepTop``: never past its own top). */
export function scrollAboveDock(el, keepTop = false) {
  const dock = document.querySelector(".actions.dock");
  if (!dock || !el || getComputedStyle(dock).position !== "fixed") return;
  const box = el.getBoundingClientRect();
  const over = box.bottom - dock.getBoundingClientRect().top;
  if (over <= 0) return;
  const by = keepTop ? Math.min(over + 8, box.top - stuckBar() - 8) : over + 8;
  if (by > 0) scrollPage(by);
}

/** Where the moves are not docked (a wide screen), scroll them up into sight when they lie
 * below the fold, never past ``keep``'s top: a four-player Piratatak table at 1280×800
 * put a pirate's give-back, and even Draw and Stop, out of sight. */
export function scrollMovesIntoView(moves, keep) {
  if (!moves || getComputedStyle(moves).position === "fixed") return;
  const over = moves.getBoundingClientRect().bottom - innerHeight + 8;
  const room = keep ? keep.getBoundingClientRect().top - stuckBar() - 8 : over;
  const by = Math.min(over, room);
  if (by > 0) scrollPage(by);
}

/** On a narrow or a short screen, scroll ``el`` up until its foot is in sight (above the
 * dock, if one is there), never past its top (below the bar at the top of the screen).
 * Other screens show the whole table already; a phone held sideways (390 px high) showed
 * the opponents alone. ``from`` (the piles, at a draw), scrolled away above, comes down
 * into sight as far as ``el``'s foot stays in it: a round begun with the player's draw
 * left the piles under the bar, where the last round's lay-down had scrolled them. ``keep``
 * (above ``el``, shown): never scrolled past its top either (Piratatak's turns since the
 * player's own, which the scroll to the boat took above the screen). */
export function scrollIntoReach(el, from = null, keep = null) {
  if (!el || !matchMedia("(max-width: 640px), (max-height: 500px)").matches) return;
  reach = { el, from, keep };
  const dock = document.querySelector(".actions.dock");
  const floor = dock && getComputedStyle(dock).position === "fixed" ? dock.getBoundingClientRect().top : innerHeight;
  const box = el.getBoundingClientRect();
  // a keyboard's focus (the stock, at a draw) stays whole in sight, under the table's bar, and
  // comes down into it whatever of ``el``'s foot that takes (WCAG 2.4.11): a phone held
  // sideways (844×390) left the focused stock half under the bar at every draw
  const focused = document.activeElement;
  const seen = focused && focused !== document.body && !focused.closest(".actions.dock")
    && focused.matches(":focus-visible") ? focused.getBoundingClientRect() : null;
  // a new game's note (app.js drawRematch) stays in sight too, until it is closed: a new
  // game opened on the player's turn scrolled it away, unread, to the hand
  const kept = [keep, document.getElementById("rematch-note")].filter((k) => k && k.getClientRects().length);
  const top = Math.min(box.top, ...kept.map((k) => k.getBoundingClientRect().top), seen ? seen.top : Infinity);
  const by = Math.min(box.bottom - floor + 8, top - stuckBar() - 8);
  if (by > 0) { scrollPage(by); return; }
  const above = from ? from.getBoundingClientRect().top - stuckBar() - 8 : 0;  // < 0: out of sight
  const room = floor - 8 - box.bottom;  // below el's foot
  const down = Math.max(above < 0 && room > 0 ? Math.min(-above, room) : 0, seen ? stuckBar() + 8 - seen.top : 0);
  if (down > 0) scrollPage(-down);
}

let reach = null;  // the last scrollIntoReach's arguments

/** ``el``, or the button among the moves that makes the same move (its ``data-twin``:
 * Piratatak's stock and Draw, Corsairs' piles and their docked buttons) where that shows: the
 * moves are docked at the screen's foot or brought into sight as the turn comes. At 200% zoom,
 * or a phone held sideways, the turn's scroll up to the player's own seat (the hand) took the
 * stock under the table's bar, the focus on it unseen after every draw; on a laptop, a
 * Piratatak turn after a give-back left the stock above the screen, the moves in sight. */
export function docked(el) {
  const twin = el.dataset.twin ? document.getElementById(el.dataset.twin) : null;
  return twin && !twin.disabled && twin.getClientRects().length ? twin : el;
}

/** The turn's scroll again, once what it kept in sight is gone (a new game's note closed):
 * the hand or the boat comes up as it would have. */
export function scrollIntoReachAgain() {
  if (reach && reach.el.isConnected) scrollIntoReach(reach.el, reach.from, reach.keep);
}

/** The focus to the turn line (``turn``), where it waits when nothing is to be done (a bot's
 * turn, the game over), in sight when it shows (a keyboard's focus): a page scrolled down, as
 * the last lay-down left it, comes up to it (the focus stayed above the screen, unseen after
 * the result was closed). Not where the table's bar is stuck at the screen's top (a phone,
 * 200% zoom): the bar says the line lying under it (turnInBar), and shows the focus. */
export function focusTurnLine(turn) {
  turn.setAttribute("tabindex", "-1");  // a span takes the focus only so
  turn.focus({ preventScroll: true });
  const bar = document.getElementById("table-bar");
  if (!turn.matches(":focus-visible") || (bar && getComputedStyle(bar).position === "sticky")) return;
  const box = turn.getBoundingClientRect();
  if (box.top < 0 || box.bottom > innerHeight) {
    turn.scrollIntoView({ block: "nearest", behavior: scrolling() });
  }
}

/** While the status line ("Your turn", "Waiting for Clara") lies under the table's bar (a
 * phone's table scrolled to the hand: it cannot show both the status line and a hand of
 * twelve), the bar says it: the turn's scroll left it half under the bar, or far above it
 * with four players; a friend waiting at their hand saw nothing of whom they waited for. */
export function turnInBar() {
  const bar = document.getElementById("table-bar");
  const said = bar && bar.querySelector("#bar-turn");
  if (!said) return;
  const turn = document.getElementById("turn");
  // the player's idle warning sticks under the bar: a turn line under it is as hidden (it
  // covered "À vous de jouer", and the bar said nothing, the line not yet under the bar)
  const note = document.getElementById("idle-note");
  const stuck = note && getComputedStyle(note).position === "sticky" ? note.getBoundingClientRect().bottom : 0;
  const show = !!turn && getComputedStyle(bar).position === "sticky"
    && turn.getBoundingClientRect().top < Math.max(bar.getBoundingClientRect().bottom, stuck);
  said.hidden = !show;
  said.classList.toggle("mine", show && turn.classList.contains("mine"));
  said.textContent = show ? turn.textContent : "";
}

/** A seat whose player has no connection says so in words, not only by its grey dot
 * (a phone shows no tooltip); a friend who has not taken the seat yet, that instead. */
export function offlineNote(online, t, joined = true) {
  if (joined === false) return h("span", { class: "muted offline-note" }, ` (${t("not_joined")})`);
  return online ? null : h("span", { class: "muted offline-note" }, ` (${t("offline")})`);
}

/** Note the docked move buttons' height (``--dock-h``), so that the hint's bottom sheet on a
 * phone sits above them; called after every repaint of a table. */
export function noteDock(root) {
  const dock = root.querySelector(".actions.dock");
  const fixed = dock && getComputedStyle(dock).position === "fixed";
  document.documentElement.style.setProperty("--dock-h", fixed ? `${dock.offsetHeight}px` : "0px");
}

/** ``table`` in a box that scrolls sideways when it is wider than the screen (a phone's text
 * at 150%: a round's summary, the score sheet); while it scrolls the box is a Tab stop,
 * named ``label``, so that a keyboard reaches it and its arrows scroll it (it could not be
 * scrolled without a pointer: axe's scrollable-region-focusable). */
export function scrollingTable(label, table) {
  const box = h("div", { class: "scroll-x", role: "group", "aria-label": label }, table);
  const fit = () => {
    if (box.scrollWidth > box.clientWidth + 1) box.tabIndex = 0;
    else box.removeAttribute("tabindex");
  };
  if (globalThis.ResizeObserver) {  // (not in node, which runs the hint's words for tests)
    const seen = new ResizeObserver(fit);
    seen.observe(box);
    seen.observe(table);
  }
  return box;
}

/** " (offline)" after the name of the seat a started live table waits for, when its
 * player has no connection ("" otherwise, and in replays). */
export function awayNote(view, ctx, seat, t) {
  const away = !ctx.replay && view.started !== false && view.online && view.online[seat] === false;
  return away ? ` (${t("offline")})` : "";
}

/** The live region's words: ``text`` is said at once when the region is free, else it
 * waits until what the region says has been read, and is said then, with whatever else came
 * meanwhile, in one go. Replaced at once, the next move cut the one before short: three
 * bots' moves a tenth of a second apart (the bots' pause at 0) were heard as the last one
 * alone, and at the usual 0.8 s pause each was cut by the next. A text is read in about
 * 45 ms a character (a practised listener's pace), a ``held`` one (a round's result, read
 * for many seconds) 60 ms, as a screen reader reads at its usual rate, at least 3 s. Either
 * ends at the player's next key or tap: they have moved on, and what waits is said then. */
export function say(region, text, held = false) {
  if (!region || !text) return;
  const q = SAYING.get(region) || { until: 0, waiting: [], held: false, timer: null };
  SAYING.set(region, q);
  if (Date.now() < q.until || q.waiting.length) {
    q.waiting.push(text);
    q.held ||= held;
    // the reading time is over and the timer not yet run (a busy machine's timers run
    // late): what waits is said now, this after it; said at once, it came before them
    if (Date.now() >= q.until) saidOut(region);
    return;
  }
  speak(region, q, text, held);
}
const SAYING = new WeakMap();
const SPEAK_MS_PER_CHAR = 45;
const SPEAK_MAX_MS = 10000;
const HOLD_MS_PER_CHAR = 60;
const HOLD_MIN_MS = 3000;
const HOLD_MAX_MS = 25000;

/** ``text`` in ``region`` now, which says nothing else for as long as it takes to read. */
function speak(region, q, text, held) {
  region.textContent = text;
  const ms = held ? Math.min(HOLD_MAX_MS, Math.max(HOLD_MIN_MS, text.length * HOLD_MS_PER_CHAR))
    : Math.min(SPEAK_MAX_MS, text.length * SPEAK_MS_PER_CHAR);
  q.until = Date.now() + ms;
  clearTimeout(q.timer);
  q.timer = setTimeout(() => saidOut(region), ms);
}

/** What ``region`` said is read (or ``now``: the player moved on): what waited is said, in
 * one go (sentences run on), and read in its turn unless the player acts again. */
function saidOut(region, now = false) {
  const q = SAYING.get(region);
  if (!q) return;
  clearTimeout(q.timer);
  q.until = 0;
  const waiting = q.waiting.map((s) => s.trim()).filter(Boolean);
  const held = q.held;
  q.waiting = [];
  q.held = false;
  if (!waiting.length) return;
  const text = waiting.map((s) => (/[.!?…]$/.test(s) ? s : s + ".")).join(" ");
  if (now) region.textContent = text;
  else speak(region, q, text, held);
}

/** ``region`` emptied, with what waited to be said there: the page it spoke for is left. */
export function hush(region) {
  if (!region) return;
  const q = SAYING.get(region);
  if (q) { clearTimeout(q.timer); SAYING.delete(region); }
  region.textContent = "";
}

/** The player pressed a key or tapped: what waits is said, and what comes next at once. */
export function sayNow() {
  for (const el of document.querySelectorAll("[aria-live]")) if (SAYING.get(el)?.until) saidOut(el, true);
}

/** A finished table's deal as the fairness panel says it: the seed and salt, to be checked
 * with ``corsairs verify``; an older table's seed alone, as it has no commitment to check
 * (it said "salt —, check with corsairs verify" just after "its deal cannot be checked"). */
export function dealRevealed(f) {
  const seed = f.seed_text ?? f.seed;
  return f.legacy ? t("deal_seed", { seed }) : t("deal_revealed", { seed, salt: f.salt || "—" });
}
