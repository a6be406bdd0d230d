// The companion for a real Corsairs table: set up, enter each round hand by hand, let the
// page divide the cards and settle, keep the running totals until 35 and 45. Everything
// lives on the phone (localStorage) and works offline; the arithmetic is scoring.js.
import * as S from "./scoring.js";
import { LANGS, LANG_NAMES, cardWords, currentLang, andList, setLang, t } from "./i18n.js";
import { scoresText, sentUnder, whyOver } from "./result.js";
import { ARCHIVE_KEY, keep, playedOn, readList, without } from "./archive.js";

const GAME_KEY = "corsairs.companion.game";
const DRAFT_KEY = "corsairs.companion.draft";
const SETUP_KEY = "corsairs.companion.setup"; // names typed before the game starts
const app = document.getElementById("app");
const alertBox = document.getElementById("alert");

// One symbol per band colour, so colour is never the only cue (as in the browser game).
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

function h(tag, attrs = {}, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") el.className = v;
    else if (k.startsWith("on")) el.addEventListener(k.slice(2), v);
    else el.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat(Infinity)) {
    if (c === null || c === undefined || c === false) continue;
    el.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return el;
}

/** The " · " between two parts of a line, shown; a screen reader hears a comma (the mark
 * was read out as "middle dot", or skipped and the parts ran together): style.css's
 * alternative text, as the table's page does. ``to`` for the arrow before a new total. */
const sep = () => h("span", { class: "sep" });
const to = () => h("span", { class: "sep to" });

/** Replace the page's content; null entries (parts not shown) are left out. The control
 * that had the focus keeps it, drawn anew (a colour, a number); on a new step (Next's too)
 * the focus goes to its lead (stepLead), which a screen reader then reads: the focus fell
 * to the page's top, and Enter did nothing. */
function show(...nodes) {
  const was = app.contains(document.activeElement) ? document.activeElement : null;
  const step = stepLead()?.textContent;  // another lead's words: a new step
  app.replaceChildren(...nodes.flat().filter((n) => n !== null && n !== undefined && n !== false));
  if (!was) return;
  const lead = stepLead();
  const again = lead?.textContent === step ? sameControl(was) : null;
  if (again) { again.focus({ preventScroll: true }); return; }
  if (!lead) return;
  lead.tabIndex = -1;
  lead.focus();
}

/** What a step is about, said first: the game's status; a hand's heading, whose cards
 * they are (each opponent's step opens with the closer's crew, the same heading: from one
 * hand to the next the focus stayed on Next, the new hand unsaid); else the first heading;
 * else the step's line (the settlement has no heading: the focus fell to the page's body). */
function stepLead() {
  return document.getElementById("status") || document.getElementById("hand-h") || app.querySelector("h2")
    || app.querySelector(":scope > .status");
}

/** ``was`` (no longer in the page) as drawn anew: by its id, else the one control of its
 * tag, first class and data attributes (a colour's swatch, a number's button). */
function sameControl(was) {
  if (was.id) return document.getElementById(was.id);
  const data = Object.keys(was.dataset).map((k) => `[data-${k.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}="${CSS.escape(was.dataset[k])}"]`).join("");
  if (!data) return null;
  const cls = was.classList.length ? "." + CSS.escape(was.classList[0]) : "";
  const found = app.querySelectorAll(`${was.tagName}${cls}${data}`);
  return found.length === 1 ? found[0] : null;
}

/** A row of buttons that is one Tab stop (a toolbar), the arrow keys, Home and End moving
 * along it; Tab lands on ``current`` (else the first). Entering a hand by keyboard took up
 * to 30 Tab presses a card, past every colour and number (or round the whole page). */
function toolbar(row, current) {
  const items = [...row.querySelectorAll("button")];
  const at = current && items.includes(current) ? current : items[0];
  for (const b of items) b.tabIndex = b === at ? 0 : -1;
  row.addEventListener("keydown", (e) => {
    const i = items.indexOf(document.activeElement);
    const step = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: items.length - 1 }[e.key];
    if (i < 0 || step === undefined || e.altKey || e.ctrlKey || e.metaKey) return;
    e.preventDefault();
    const to = items[(step + items.length) % items.length];
    items[i].tabIndex = -1;
    to.tabIndex = 0;
    to.focus();
  });
  return row;
}

function symbol(code) {
  const s = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  s.setAttribute("viewBox", "0 0 20 20");
  s.setAttribute("class", "sym");
  s.setAttribute("aria-hidden", "true");
  s.innerHTML = SYMBOLS[code];
  return s;
}

const colourName = (c) => t(S.COLOURS[c]);
function cardLabel(text) {
  const { colour, number } = S.parseCard(text);
  return cardWords(S.COLOURS[colour], number, true);
}

/** A card as a sentence says it ("le 1 bleu est déjà…", "Remove blue 1"). */
function cardSaid(text) {
  const { colour, number } = S.parseCard(text);
  return cardWords(S.COLOURS[colour], number);
}

/** A card face; with ``onclick`` it is a button. */
function cardEl(text, opts = {}) {
  const { colour, number } = S.parseCard(text);
  const code = S.CODES[colour];
  const cls = ["card", "c-" + code, opts.selected ? "selected" : "", opts.small ? "small" : ""].join(" ");
  return h(opts.onclick ? "button" : "span", {
    class: cls, type: opts.onclick ? "button" : null, onclick: opts.onclick, "data-card": text,
    "aria-label": opts.label || cardLabel(text), title: opts.label || cardLabel(text),
    "aria-pressed": opts.onclick && opts.pressable ? String(Boolean(opts.selected)) : null,
  }, h("span", { class: "num" }, number), symbol(code));
}

// -- storage ----------------------------------------------------------------------
/** What this page last read or wrote under each key, as stored: another page of the phone
 * that stored since is told apart from this page's own changes (catchUp). */
const known = {};
function load(key) {
  try {
    const raw = localStorage.getItem(key);
    known[key] = raw;
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
function put(key, value) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
    known[key] = localStorage.getItem(key);
    return true;
  } catch {
    return false;
  }
}

/** Store ``value`` under ``key``. Storage refused (private mode, full: QuotaExceededError)
 * is said on every screen, with what to do (keep the page open, export): a table believed
 * "Saved on this phone" and could lose its evening. Once storing works again, the game and
 * the round being entered are stored anew, and that is said. */
function store(key, value) {
  const ok = put(key, value) && (!store.refused || (put(GAME_KEY, game) && put(DRAFT_KEY, draft)));
  if (ok === !store.refused) return;
  store.refused = !ok;
  store.again = ok;
  storageNews();
}
store.refused = false;

/** The banner under the page's top: storage refused, or (a while) storing again. */
function storageNews() {
  const box = document.getElementById("storage");
  clearTimeout(storageNews.timer);
  box.hidden = !store.refused && !store.again;
  box.className = "alert storage " + (store.refused ? "error" : "info");
  box.textContent = store.refused ? t("unsaved") : store.again ? t("saved_again") : "";
  if (store.again) storageNews.timer = setTimeout(() => { store.again = false; box.hidden = true; }, 6000);
}

let game = load(GAME_KEY);
let draft = load(DRAFT_KEY);
const saveGame = () => store(GAME_KEY, game);
const saveDraft = () => store(DRAFT_KEY, draft);

/** Say why something was refused (or what happened), where a screen reader hears it.
 * ``words`` makes the message in the page's language: it is made again when the language
 * is switched while it is on screen. */
function say(words, kind = "error") {
  say.words = words;
  alertBox.textContent = words();
  alertBox.className = "alert " + kind;
  alertBox.hidden = false;
  clearTimeout(say.timer);
  say.timer = setTimeout(() => { alertBox.hidden = true; }, 6000);
}
/** A player's name, at most NAME_MAX characters (code points: never half an emoji). The
 * fields have no ``maxlength``: the browser's cut a pasted long name without a word; the
 * page cuts it and says so. */
const NAME_MAX = 24;
function cutName(input) {
  const chars = Array.from(input.value);
  if (chars.length <= NAME_MAX) return;
  input.value = chars.slice(0, NAME_MAX).join("");
  say(() => t("name_cut", { n: NAME_MAX }), "info");
}
function quiet() {
  alertBox.hidden = true;
}

/** A round's sweep that wins the game, its winners named; two tied sweepers share it. */
function sweepWins(winners, g = game) {
  return t("sweep_wins", { names: andList(winners.map((x) => g.players[x])), n: winners.length });
}

function problemText(p) {
  const vars = { ...p };
  if (p.colour !== undefined) vars.colour = colourName(p.colour);
  if (p.colours) vars.colours = andList(p.colours.map(colourName));
  if (p.number !== undefined) vars.n = p.number;
  return t("err_" + p.reason, vars);
}

// -- the page frame -----------------------------------------------------------------
function render() {
  document.documentElement.lang = currentLang();
  document.title = t("title");
  document.getElementById("heading").textContent = t("title");
  const sel = document.getElementById("lang");
  sel.setAttribute("aria-label", t("language"));
  sel.value = currentLang();
  document.getElementById("lobby-link").textContent = t("lobby");
  if (store.refused || store.again) storageNews();
  if (rulesView.open) rulesView();
  else if (pastView.open) pastView();
  else if (!game) setupView();
  else if (draft) roundView();
  else if (namesView.open) namesView();
  else if (leaveView.open) leaveView();
  else gameView();
}

/**
 * A screen the phone's Back returns from (the rules, the past games): a history entry of
 * its own, so that Back (the button, the phone's gesture) comes back to the game rather
 * than closing the installed app; a reload opens the same screen.
 */
function go(state) {
  window.history.pushState(state, "");  // (history, alone, is the rounds' list below)
  route(state);
}
function route(state) {
  rulesView.open = state?.view === "rules";
  // rules that could not be had are asked for again (the connection may be back)
  for (const lang of Object.keys(rulesView.got)) if (rulesView.got[lang] === false) delete rulesView.got[lang];
  pastView.open = state?.view === "past";
  pastView.kept = (pastView.open && state.kept) || null;
  quiet();
  render();
  window.scrollTo(0, 0);
  if (route.then) say(route.then, "info");  // what the screen left did (a past game deleted)
  route.then = null;
}
const back = () => h("button", { type: "button", class: "btn ghost", id: "back", onclick: () => window.history.back() }, t("back"));

/** The lobby needs the site (it lists the tables to play there): offline, tapping it said
 * nothing but the browser's error page, which left the game behind. Said here instead. */
function lobbyNeedsNetwork(e) {
  if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  const to = e.currentTarget.href;
  const away = () => say(() => t("lobby_offline"));
  if (navigator.onLine === false) return away();
  const stop = new AbortController();
  const timer = setTimeout(() => stop.abort(), 4000);
  fetch(to, { method: "HEAD", cache: "no-store", signal: stop.signal })
    .then((res) => { if (res.ok) location.assign(to); else away(); }, away)
    .finally(() => clearTimeout(timer));
}

function initFrame() {
  document.getElementById("lobby-link").addEventListener("click", lobbyNeedsNetwork);
  const sel = document.getElementById("lang");
  sel.replaceChildren(...LANGS.map((l) => h("option", { value: l }, LANG_NAMES[l])));
  sel.addEventListener("change", () => {
    setLang(sel.value);
    render();
    if (!alertBox.hidden && say.words) alertBox.textContent = say.words();
  });
}

// -- set up -------------------------------------------------------------------------
function setupView() {
  // What was typed survives a reload (a phone puts the tab to sleep while names are typed).
  const kept = load(SETUP_KEY);
  const keptNames = kept && Array.isArray(kept.names) && kept.names.length >= 2 && kept.names.length <= 4
    ? kept.names.map((n) => Array.from(String(n)).slice(0, NAME_MAX).join("")) : null;
  const names = setupView.names || keptNames || ["", "", ""];
  setupView.names = names;
  if (setupView.dealer === undefined && kept && Number.isInteger(kept.dealer)) setupView.dealer = kept.dealer;
  const marks = setupView.marks || (kept && kept.marks) || { last: String(S.LAST_ROUND_AT), end: String(S.GAME_ENDS_AT), sweep: true };
  setupView.marks = marks;
  const keep = () => store(SETUP_KEY, { names, dealer: setupView.dealer || 0, marks });
  let dealer = Math.min(setupView.dealer || 0, names.length - 1);
  const inputs = names.map((n, i) => h("div", { class: "name-row" },
    h("label", { for: `name-${i}` }, t("player", { n: i + 1 })),
    h("input", { id: `name-${i}`, type: "text", value: n, autocomplete: "off",
      oninput: (e) => {
        cutName(e.target);
        names[i] = e.target.value;
        keep();
        document.querySelector(`#first-dealer option[value="${i}"]`).textContent = e.target.value.trim() || t("player", { n: i + 1 });
      } }),
    names.length > 2 ? h("button", { type: "button", class: "btn small ghost", "aria-label": t("remove_player", { n: i + 1 }),
      onclick: () => { names.splice(i, 1); keep(); render(); } }, "✕") : null));
  const dealerSel = h("select", { id: "first-dealer", onchange: (e) => { setupView.dealer = Number(e.target.value); keep(); } },
    names.map((n, i) => h("option", { value: i, selected: i === dealer }, n.trim() || t("player", { n: i + 1 }))));
  show(h("section", { class: "panel" },
    h("p", { class: "lead" }, t("lead")),
    h("p", { class: "muted small", id: "lead-not" }, t("lead_not")),
    h("p", { class: "small" }, rulesLink("thumb")),
    // the family game's tables open this page too: their game has nothing to count
    h("p", { class: "muted", id: "piratatak-lead" }, t("lead_piratatak")),
    h("h2", {}, t("players")),
    inputs,
    names.length < 4 ? h("button", { type: "button", class: "btn ghost", id: "add-player",
      onclick: () => { names.push(""); keep(); render(); } }, "+ " + t("add_player")) : null,
    h("div", { class: "field" }, h("label", { for: "first-dealer" }, t("first_dealer")), dealerSel),
    houseRules(marks, keep),
    h("div", { class: "actions" },
      h("button", { type: "button", class: "btn", id: "start", onclick: start }, t("start")),
      importButton(), pastButton()),
  ));
  function start() {
    const clean = names.map((n) => n.trim());
    if (namesRefused(clean, clean.length > 2)) return;
    const rules = marksRead(marks);
    if (rules === undefined) return;
    dealer = Number(dealerSel.value);
    game = S.newGame(clean, dealer, rules, new Date().toISOString());
    saveGame();
    store(SETUP_KEY, null);
    quiet();
    render();
  }
}

/**
 * The house rules' marks (one more round at, the end at), as typed in ``marks`` ({last,
 * end}, strings), folded unless they differ from the rulebook's 35 and 45.
 */
function houseRules(marks, keep = () => {}) {
  const field = (key, id, label) => h("div", { class: "field" }, h("label", { for: id }, label),
    h("input", { id, type: "number", inputmode: "numeric", min: 1, max: 110, step: 1, value: marks[key],
      oninput: (e) => { marks[key] = e.target.value; keep(); } }));
  const changed = Number(marks.last) !== S.LAST_ROUND_AT || Number(marks.end) !== S.GAME_ENDS_AT || marks.sweep === false;
  return h("details", { class: "house", id: "house-rules", open: changed },
    h("summary", {}, t("house_rules")),
    h("p", { class: "muted small" }, t("house_lead")),
    field("last", "house-last", t("house_last")),
    field("end", "house-end", t("house_end")),
    h("div", { class: "field check" },
      h("input", { id: "house-sweep", type: "checkbox", checked: marks.sweep !== false,
        onchange: (e) => { marks.sweep = e.target.checked; keep(); } }),
      h("label", { for: "house-sweep" }, t("house_sweep"))));
}

/** The game's ``rules`` from the marks typed: null for the rulebook's, undefined (and the
 * reason said, the cursor put in the field) for marks that cannot be. */
function marksRead(marks) {
  const rules = { lastRoundAt: Number(marks.last), endsAt: Number(marks.end) };
  if (marks.sweep === false) rules.sweepWins = false;
  if (S.rulesProblem(rules)) {
    say(() => t("err_marks", { max: 110 }));
    document.getElementById("house-rules").open = true;
    document.getElementById(S.rulesProblem({ ...rules, endsAt: 110 }) ? "house-last" : "house-end").focus();
    return undefined;
  }
  return rules.lastRoundAt === S.LAST_ROUND_AT && rules.endsAt === S.GAME_ENDS_AT && !("sweepWins" in rules) ? null : rules;
}

/** Refuse names that cannot be told apart, or true: the refusal names the row at fault
 * and puts the cursor in it (``removable``: its row has a ✕ to say so). */
function namesRefused(clean, removable) {
  const blank = clean.findIndex((n) => !n);
  const twice = clean.findIndex((n, i) => n && clean.slice(0, i).some((m) => m.toLowerCase() === n.toLowerCase()));
  if (clean.length >= 2 && blank < 0 && twice < 0) return false;
  const at = blank >= 0 ? blank : twice;
  if (at < 0) say(() => t("err_names"));
  else if (blank >= 0) say(() => t("err_name_blank", { n: blank + 1 }) + (removable ? " " + t("err_remove_row") : ""));
  else say(() => t("err_name_twice", { name: clean.find((m) => m.toLowerCase() === clean[twice].toLowerCase()) }));
  if (at >= 0) document.getElementById(`name-${at}`).focus();
  return true;
}

/**
 * Correct the names and the first dealer of a game under way (a name mistyped, the deal
 * begun elsewhere): the rounds stay as they are, by seat; the seating order cannot change.
 */
function namesView() {
  const names = game.players.slice();
  const rows = names.map((n, i) => h("div", { class: "name-row" },
    h("label", { for: `name-${i}` }, t("player", { n: i + 1 })),
    h("input", { id: `name-${i}`, type: "text", value: n, autocomplete: "off",
      oninput: (e) => { cutName(e.target); names[i] = e.target.value; } })));
  const dealerSel = h("select", { id: "first-dealer" },
    game.players.map((n, i) => h("option", { value: i, selected: i === game.firstDealer }, n)));
  const now = S.marks(game);
  const marks = namesView.marks || (namesView.marks = { last: String(now.lastRoundAt), end: String(now.endsAt), sweep: now.sweepWins });
  const done = () => { namesView.open = false; namesView.marks = null; render(); };
  show(h("section", { class: "panel" },
    h("h2", {}, t("names_title")),
    h("p", { class: "muted small" }, t("names_lead")),
    rows,
    h("div", { class: "field" }, h("label", { for: "first-dealer" }, t("first_dealer_round1")), dealerSel),
    houseRules(marks)),
  h("div", { class: "actions sticky" },
    h("button", { type: "button", class: "btn ghost", id: "back", onclick: () => { quiet(); done(); } }, t("back")),
    h("button", { type: "button", class: "btn", id: "save-names", onclick: () => {
      const clean = names.map((n) => n.trim());
      if (namesRefused(clean, false)) return;
      const rules = marksRead(marks);
      if (rules === undefined) return;
      const changed = { ...game, players: clean, firstDealer: Number(dealerSel.value) };
      delete changed.rules;
      if (rules) changed.rules = rules;
      const before = S.marks(game);
      const moved = ["lastRoundAt", "endsAt", "sweepWins"].some((k) => S.marks(changed)[k] !== before[k]);
      const ended = moved && S.standing(changed);  // other marks may end the game before rounds that were played
      if (ended && ended.over && ended.endRound < game.rounds.length) return say(() => t("err_marks_end", { n: ended.endRound }));
      game = changed;
      saveGame();
      quiet();
      done();
    } }, t("save_names"))));
}

/**
 * A player leaves the table: the others play on from the next round. His penalty cards
 * stay out of the deck and count in the total (35, 45); the deal passes him by; he can no
 * longer win (the rulebook is silent: the page's choice, said on this screen).
 */
function leaveView() {
  const n = game.rounds.length + 1;
  const done = () => { leaveView.open = false; render(); };
  const here = S.seated(game, game.rounds.length);
  show(h("section", { class: "panel" },
    h("h2", { id: "leave-h" }, t("leave_title", { n })),
    h("p", { class: "muted small" }, t("leave_lead", { last: S.marks(game).lastRoundAt, end: S.marks(game).endsAt })),
    h("div", { class: "choices", role: "group", "aria-labelledby": "leave-h" },
      here.map((s) => h("button", { type: "button", class: "btn choice", "data-seat": s, onclick: () => {
        const name = game.players[s];
        if (!confirm(t("confirm_leave", { name, n }))) return;
        game.left = { ...(game.left || {}), [s]: game.rounds.length };
        saveGame();
        say(() => t("left_saved", { name, n }), "info");
        done();
      } }, game.players[s])))),
  h("div", { class: "actions" },
    h("button", { type: "button", class: "btn ghost", id: "back", onclick: () => { quiet(); done(); } }, t("back"))));
}

/** Round ``index + 1`` is taken out: who left after it left a round earlier. */
function shiftLeft(index) {
  for (const seat of Object.keys(game.left || {})) if (game.left[seat] > index) game.left[seat] -= 1;
}

function importButton() {
  const input = h("input", { type: "file", accept: "application/json,.json", id: "import-file", class: "visually-hidden",
    onchange: async (e) => {
      const file = e.target.files[0];
      if (!file) return;
      try {
        const data = S.checkGame(JSON.parse(await file.text()));
        S.standing(data);
        game = data;
        draft = null;
        saveGame();
        saveDraft();
        render();
      } catch (e) {
        // a round that cannot have been played is named (checkGame: its hands, its cards)
        say(() => (e && e.round ? t("err_import_round", { n: e.round }) : t("err_import")));
      }
    } });
  return h("label", { class: "btn ghost", for: "import-file" }, t("import"), input);
}

// -- the game -----------------------------------------------------------------------
/** The penalty meter's full width: 50 for the rulebook's 35 and 45, past the end's mark. */
const meterScale = (st) => Math.max(50, Math.ceil(st.endsAt * 1.1));

function scoreboard(st, g = game) {
  const mk = { last: st.lastRoundAt, end: st.endsAt };
  const gone = (s) => Boolean(g.left) && String(s) in g.left;
  const at = (x) => `${Math.max(4, Math.min(96, (x / meterScale(st)) * 100))}%`;  // its labels on the bar
  // said once, by the meter, with what its marks mean; the line under it is for the eye
  const meter = h("div", { class: "meter", role: "img", "aria-label": `${t("total", { n: st.total })} (${t("last_round_at", mk)}, ${t("ends_at", mk)})` },
    h("div", { class: "fill" }),
    h("span", { class: "mark m35", title: t("last_round_at", mk) }, String(mk.last)),
    h("span", { class: "mark m45", title: t("ends_at", mk) }, String(mk.end)));
  // set through the element's style, which the page's Content-Security-Policy allows: a
  // style attribute is refused (style-src 'self'), and a table's own marks stood at 35 and 45
  meter.querySelector(".fill").style.width = `${Math.min(100, (st.total / meterScale(st)) * 100)}%`;
  meter.querySelector(".m35").style.left = at(mk.last);
  meter.querySelector(".m45").style.left = at(mk.end);
  return h("section", { class: "panel", "aria-labelledby": "score-h" },
    h("h2", { id: "score-h" }, t("penalties")),
    h("table", { class: "score" }, h("tbody", {}, g.players.map((name, s) => h("tr", {
      class: st.over && st.winners.includes(s) ? "won" : "" },
    h("th", { scope: "row" }, name, !st.over && s === st.dealer ? [" ", h("span", { class: "badge" }, t("dealer"))] : null,
      st.over && st.winners.includes(s) ? [" ", h("span", { class: "badge win" }, h("span", { "aria-hidden": "true" }, "★ "), t("over_winner"))] : null,
      gone(s) ? [" ", h("span", { class: "badge gone" }, t("left_badge"))] : null,
      // leaving tapped by mistake: undone while no round was recorded since
      g === game && gone(s) && game.left[s] === game.rounds.length && !st.over ? [" ", h("button", { type: "button", class: "btn small ghost",
        id: `stays-${s}`, "aria-label": t("stays_label", { name }), onclick: () => {
          delete game.left[s];
          if (!Object.keys(game.left).length) delete game.left;
          saveGame();
          render();
        } }, t("stays"))] : null),
    h("td", { class: "pen", "data-seat": s }, st.penalties[s]))))),
    meter,
    h("p", { class: "total", id: "total", "aria-hidden": "true" }, t("total", { n: st.total })),
  );
}

function gameView() {
  const st = S.standing(game);
  const n = game.rounds.length + 1;
  const board = scoreboard(st);
  let status;
  if (st.over) {
    status = overStatus(st, game);
  } else {
    status = h("div", { class: "status", id: "status" },
      h("strong", {}, t("round", { n })), " — ", t("deals", { name: game.players[st.dealer] }),
      st.finalRound ? h("p", { class: "final" }, t("final_round")) : null,
      h("p", { class: "guide" }, t("plays_first", { name: game.players[S.nextSeat(st.dealer, S.seated(game, game.rounds.length), game.players.length)] }), " ",
        t("when_sail", { n })));
  }
  const newGameButton = h("button", { type: "button", class: st.over ? "btn wide" : "btn ghost", id: "new-game", onclick: () => {
    if (!confirm(t(st.over ? "confirm_new_kept" : "confirm_new"))) return;
    if (st.over && !putAway(game)) return;
    setupView.names = game.players.slice();
    store(SETUP_KEY, { names: setupView.names, dealer: setupView.dealer || 0 });
    game = null;
    draft = null;
    saveGame();
    saveDraft();
    render();
    if (st.over) say(() => t("past_kept"), "info");
  } }, t("new_game"));
  show(
    status,
    // a game over: the next one is the table's next step, first under the result (it was the
    // last of the buttons under the rounds' list, below a phone's screen)
    st.over ? newGameButton : null,
    !st.over ? h("button", { type: "button", class: "btn wide", id: "enter-round", onclick: () => {
      draft = { step: "start", closer: null, pier: null, hands: {}, divisions: {} };
      saveDraft();
      quiet();
      render();
    } }, t("enter_round", { n })) : null,
    board,
    history(st),
    h("div", { class: "actions" },
      game.rounds.length ? h("button", { type: "button", class: "btn ghost", id: "undo", onclick: undoRound }, t("undo")) : null,
      !st.over && S.seated(game, game.rounds.length).length > 2 ? h("button", { type: "button", class: "btn ghost", id: "leave",
        onclick: () => { leaveView.open = true; quiet(); render(); } }, t("leave")) : null,
      h("button", { type: "button", class: "btn ghost", id: "edit-names", onclick: () => {
        namesView.open = true;
        quiet();
        render();
      } }, t("edit_names")),
      h("button", { type: "button", class: "btn ghost", id: "share", onclick: () => shareScores(st) }, t("share")),
      h("button", { type: "button", class: "btn ghost", id: "export", onclick: () => exportGame() }, t("export")),
      st.over ? null : newGameButton,
      pastButton(),
    ),
    footnote(),
  );
}

/** "Game over — Winner: Carla", and why (result.js): the game screen's and a past game's. */
function overStatus(st, g, id = "status") {
  const names = andList(st.winners.map((s) => g.players[s]));
  return h("div", { class: "status over", id }, h("strong", {}, t("over")), " — ",
    t(st.winners.length > 1 ? "winners" : "winner", { names }),
    h("p", { class: "why", id: "why" }, whyOver(st, t),
      g.left ? [" ", t("win_left", { names: andList(Object.keys(g.left).map((x) => g.players[x])), n: Object.keys(g.left).length })] : null));
}

/**
 * The game screen's last line: saved or not, works offline (once the service worker keeps
 * the page: the line asked to add the page to the home screen "to use it without a
 * network" when it already did, and asked the installed app too), and the rules.
 */
function footnote() {
  const offline = Boolean(navigator.serviceWorker && navigator.serviceWorker.controller);
  const installed = matchMedia("(display-mode: standalone)").matches || navigator.standalone === true;
  const parts = [store.refused ? t("not_saved") : t("saved"), offline ? t("offline_ready") : null,
    installed ? null : t(offline ? "install_app" : "install")].filter(Boolean);
  return h("p", { class: "muted small", id: "footnote" }, parts.flatMap((x) => [x, sep()]), rulesLink());
}

/** The rules in the page's language (the lobby's rules page), for a table that disagrees
 * about one, or a newcomer to the printed game: the page named no rules anywhere. */
const rulesLink = (cls = null) => h("a", { id: "rules-link", class: cls, href: `../rules/${currentLang()}#corsairs`, onclick: (e) => {
  if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;  // a new tab: the site's page
  e.preventDefault();
  go({ view: "rules" });
} }, t("rules_link"));

/**
 * The rules of Corsairs in the page's language, on a screen of the page: the site's rules
 * page (its Corsairs part, without what is about playing on the site), which the service
 * worker keeps in every language. The link left the page for the site's own page, which an
 * installed app opens outside its window and a phone without a network could not open.
 */
function rulesView() {
  const lang = currentLang();
  if (!(lang in rulesView.got)) {
    rulesView.got[lang] = null;  // asked for
    // revalidated (the server's page says no freshness): else the browser's cache answered
    // for the service worker, with what it had, however old
    fetch(`../rules/${lang}`, { cache: "no-cache" })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(String(res.status)))))
      .then((html) => rulesOf(html))
      .then((rules) => { rulesView.got[lang] = rules; }, () => { rulesView.got[lang] = false; })
      .then(() => { if (rulesView.open && currentLang() === lang) render(); });
  }
  const got = rulesView.got[lang];
  show(
    h("section", { class: "panel rules", "aria-labelledby": "rules-h", "aria-busy": got === null ? "true" : null },
      h("h2", { id: "rules-h" }, t("rules_link")),
      got ? got.map((n) => (n.tagName === "H2" ? h("h3", {}, n.textContent) : document.importNode(n, true)))
        : h("p", { class: "muted", id: "rules-missing" }, t(got === false ? "rules_missing" : "rules_loading"))),
    h("div", { class: "actions sticky" }, back()));
}
rulesView.got = {};  // by language: the rules' elements, null while asked for, false if they could not be had

/** The Corsairs part of the rules page ``html``: its elements up to the next game's title,
 * less those about playing on the site (``.here``, and the part a ``h2.here`` heads). */
function rulesOf(html) {
  const doc = new DOMParser().parseFromString(html, "text/html");
  const out = [];
  let site = false;
  for (let n = doc.getElementById("corsairs")?.nextElementSibling; n && n.tagName !== "H1"; n = n.nextElementSibling) {
    if (n.tagName === "H2") site = n.classList.contains("here");
    if (site) continue;
    for (const x of n.querySelectorAll(".here, script")) x.remove();
    out.push(n);
  }
  if (!out.length) throw new Error("no rules of Corsairs");
  return out;
}

// -- past games ---------------------------------------------------------------------
/** The past games stored on this phone, readable ones only (archive.js's readList). */
const pastList = () => readList(load(ARCHIVE_KEY));

/** "Past games (3)", where there are any. */
function pastButton() {
  const stored = load(ARCHIVE_KEY);
  const n = Array.isArray(stored) ? stored.length : 0;
  return n ? h("button", { type: "button", class: "btn ghost", id: "past-games", onclick: () => go({ view: "past" }) },
    t("past_games_n", { n })) : null;
}

/**
 * Keep the finished game ``g`` among the past games, or ask, when it cannot be kept (no
 * room, storage refused), whether to go on without it: true to go on. Nothing is dropped
 * to make room, and a game is never lost without the table saying so.
 */
function putAway(g) {
  const stored = load(ARCHIVE_KEY);
  const kept = keep(Array.isArray(stored) ? stored : [], g);
  if (!kept.full && put(ARCHIVE_KEY, kept.list)) return true;
  return confirm(t("confirm_new_unkept"));
}

/** Who won a past game, as its line in the list says it. */
function wonBy(e) {
  return t(e.st.winners.length > 1 ? "winners" : "winner", { names: andList(e.st.winners.map((s) => e.game.players[s])) });
}

/** The past games, newest first: a line each with the date, the players and the winner;
 * one opened shows it as it ended. */
function pastView() {
  const list = pastList();
  const entry = pastView.kept && list.find((e) => e.kept === pastView.kept);
  if (entry) return pastGame(entry);
  const lang = currentLang();
  show(
    h("section", { class: "panel", "aria-labelledby": "past-h" },
      h("h2", { id: "past-h" }, t("past_games")),
      h("p", { class: "muted small", id: "past-lead" }, t(list.length ? "past_lead" : "past_none")),
      h("ul", { class: "past" }, list.map((e) => h("li", {}, h("button", {
        type: "button", class: "past-game", "data-kept": e.kept, onclick: () => go({ view: "past", kept: e.kept }) },
      h("strong", {}, playedOn(e, lang)), h("span", {}, andList(e.game.players)), h("span", { class: "who-won" }, wonBy(e))))))),
    h("div", { class: "actions sticky" }, back()));
}

/** A past game, read-only: its result, the penalty cards, its rounds; shared, exported or
 * deleted from the phone. */
function pastGame(e) {
  const date = playedOn(e, currentLang());
  show(
    h("h2", { id: "past-game-h", class: "past-title" }, t("past_title", { date })),
    overStatus(e.st, e.game, "past-status"),
    scoreboard(e.st, e.game),
    history(e.st, e.game),
    h("p", { class: "muted small" }, t("past_read_only")),
    h("div", { class: "actions" },
      h("button", { type: "button", class: "btn ghost", id: "share", onclick: () => shareScores(e.st, e.game) }, t("share")),
      h("button", { type: "button", class: "btn ghost", id: "export", onclick: () => exportGame(e.game, new Date(e.game.started || e.kept)) }, t("export")),
      h("button", { type: "button", class: "btn ghost danger", id: "past-delete", onclick: () => {
        if (!confirm(t("confirm_past_delete", { date, names: andList(e.game.players) }))) return;
        const stored = load(ARCHIVE_KEY);
        if (!put(ARCHIVE_KEY, without(Array.isArray(stored) ? stored : [], e.kept))) return say(() => t("not_saved"));
        route.then = () => t("past_deleted", { date });
        window.history.back();
      } }, t("past_delete"))),
    h("div", { class: "actions sticky" }, back()));
}

/**
 * Take the last round back: an annulled one is removed; a recorded one becomes the round
 * being entered again, with its pier, closer, hands and divisions, so that one wrong card
 * can be corrected without entering everything again.
 */
function undoRound() {
  reopen(game.rounds.length - 1);
}

/**
 * Reopen round ``index + 1`` for correction. The rounds after it wait in the draft
 * (``after``) and are put back behind it when it is recorded again (or left as it was),
 * counted anew: a wrong card noticed a round or two later need not end the game's record.
 */
function reopen(index) {
  const after = game.rounds.splice(index + 1);
  const r = game.rounds.pop();
  saveGame();
  const n = game.rounds.length + 1;
  // the last round annulled is taken back; one with rounds after it is entered again (found
  // played after all: taking it out would change who dealt them), "Back" keeps it annulled
  if (r.annulled && !after.length) {
    shiftLeft(index);
    saveGame();
    say(() => t("undo_done", { n }), "info");
    render();
    return;
  }
  // ``reopened``: the round as recorded, put back if the correction is left (nothing lost)
  draft = { step: "start", closer: r.closer ?? null, pier: r.pier ?? null, hands: {}, divisions: {}, reopened: r };
  if (r.quick) Object.assign(draft, { step: "figures", mode: "figures", figures: { limits: r.limits.slice(), counts: r.counts.slice() } });
  if (after.length) draft.after = after;
  if (Array.isArray(r.hands) && r.hands.length === game.players.length) {
    r.hands.forEach((d, seat) => {
      const parts = { crew: d.crew || [], attached: d.attached || [], prisoners: d.prisoners || [], stowaways: d.stowaways || [] };
      draft.hands[seat] = [...parts.prisoners, ...parts.crew, ...parts.attached, ...parts.stowaways];
      draft.divisions[seat] = parts;
    });
    // Each division is kept as recorded (adjustments included) for the situation it was made in.
    for (const seat of Object.keys(draft.divisions)) draft.divisions[seat].against = againstKey(Number(seat));
  }
  saveDraft();
  say(() => t(after.length ? "undo_reopened_after" : "undo_reopened", { n }), "info");
  render();
  window.scrollTo(0, 0);
}

function history(st, g = game) {
  if (!g.rounds.length) return null;
  const items = g.rounds.map((r, i) => {
    const n = i + 1;
    // first, to float at the line's right (a past game is kept as it ended: no corrections)
    const correct = g === game && i < game.rounds.length - 1 ? h("button", { type: "button", class: "btn small ghost", "data-correct": n,
      "aria-label": t("correct_round", { n }), onclick: () => reopen(i) }, t("correct")) : null;
    // an annulled round too: recorded so by mistake, it was played after all
    if (r.annulled) return h("li", { class: "muted" }, correct, t("annulled_line", { n }));
    const s = st.results[i];
    if (!s) return null;
    const closer = g.players[r.closer];
    const parts = [h("strong", {}, t("round", { n })), " ", r.pier ? h("span", { class: `chip c-${S.CODES[S.COLOURS.indexOf(r.pier)]}`, title: t(r.pier) }, symbol(S.CODES[S.COLOURS.indexOf(r.pier)])) : null, " "];
    if (s.winners.length) parts.push(sweepWins(s.winners, g), " ");
    if (s.sweepers.includes(r.closer)) parts.push(s.winners.includes(r.closer) ? "" : t("closer_swept", { closer }));
    else parts.push(s.sentUnderBy.length
      ? sentUnder(s.sentUnderBy.map((x) => g.players[x]), closer, t)
      : t("nobody_under", { closer }) + ".");
    const here = S.seated(g, i);
    parts.push(" ", s.added.map((a, x) => `${g.players[x]} ${t("plus", { n: a })}`).filter((_, x) => here.includes(x))
      .flatMap((said, k) => (k ? [sep(), said] : [said])));
    return h("li", {}, correct, parts);
  });
  return h("section", { class: "panel" }, h("h2", {}, t("history")), h("ul", { class: "history" }, items.reverse()));
}

/**
 * The scores as a text (result.js's scoresText) through the phone's own sharing (a message,
 * a note), else copied; where neither is allowed the text is shown, selected, to copy by
 * hand. The export's JSON file is for this page to import, not for people to read.
 */
async function shareScores(st, g = game) {
  const text = scoresText(g, st, t);
  document.getElementById("shared")?.remove();
  if (navigator.share) {
    try {
      await navigator.share({ title: t("title"), text });
      return;
    } catch (e) {
      if (e && e.name === "AbortError") return;  // closed by the player: nothing to say
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    say(() => t("share_copied"), "info");
  } catch {
    const box = h("textarea", { id: "shared", class: "shared", readonly: true, rows: Math.min(16, text.split("\n").length + 1),
      "aria-label": t("share") }, text);
    document.getElementById("share").closest(".actions").after(box);
    box.focus();
    box.select();
    say(() => t("share_by_hand"), "info");
  }
}

/** The game as a JSON file for this page to import; ``when`` names it (a past game by the day
 * it was played, not the day it is exported). */
function exportGame(g = game, when = new Date()) {
  const blob = new Blob([JSON.stringify({ format: "corsairs-companion", ...g }, null, 1)], { type: "application/json" });
  const a = h("a", { href: URL.createObjectURL(blob), download: `corsairs-${when.toISOString().slice(0, 10)}.json` });
  document.body.append(a);
  a.click();
  a.remove();
}

// -- a round --------------------------------------------------------------------------
/** Seats in the order they lay down: the closer, then clockwise from his left. */
const order = () => {
  const n = game.players.length;
  const here = S.seated(game, game.rounds.length);
  return Array.from({ length: n }, (_, i) => (draft.closer + i) % n).filter((s) => here.includes(s));
};

function roundView() {
  const st = S.standing(game);
  if (draft.step === "start") startStep(st);
  else if (draft.step === "settle") settleStep(st);
  else if (draft.step === "figures") figuresStep(st);
  else handStep(st, draft.step);
  if (typeof draft.step !== "number") handStep.at = null;
}

function startStep(st) {
  const n = game.rounds.length + 1;
  const pierButtons = S.COLOURS.map((name, c) => h("button", {
    type: "button", class: `swatch c-${S.CODES[c]}`, "aria-pressed": String(draft.pier === name), "data-colour": name,
    onclick: () => {
      // Another pier colour makes other prisoners: every division is made again.
      if (draft.pier !== name) draft.divisions = {};
      draft.pier = name;
      saveDraft();
      render();
    } }, symbol(S.CODES[c]), h("span", {}, t(name))));
  const here = S.seated(game, game.rounds.length);
  const closerButtons = game.players.map((name, s) => here.includes(s) && h("button", {
    type: "button", class: "btn choice", "aria-pressed": String(draft.closer === s), "data-seat": s,
    onclick: () => {
      if (draft.closer !== s) draft.divisions = {};
      draft.closer = s;
      saveDraft();
      render();
    } }, name));
  show(
    h("div", { class: "status" }, h("strong", {}, t("round", { n })), " — ", t("deals", { name: game.players[st.dealer] }),
      st.finalRound ? h("p", { class: "final" }, t("final_round")) : null),
    h("section", { class: "panel" }, h("h2", { id: "pier-h" }, t("pier_colour")),
      h("p", { class: "muted small", id: "pier-hint" }, t("pier_hint")),
      h("div", { class: "swatches", role: "group", "aria-labelledby": "pier-h", "aria-describedby": "pier-hint" }, pierButtons)),
    h("section", { class: "panel" }, h("h2", { id: "closer-h" }, t("who_sailed")),
      h("div", { class: "choices", role: "group", "aria-labelledby": "closer-h" }, closerButtons)),
    h("div", { class: "actions sticky" },
      h("button", { type: "button", class: "btn ghost", id: "cancel", onclick: cancelRound }, t("back")),
      h("button", { type: "button", class: "btn", id: "next", onclick: () => {
        if (!draft.pier) return say(() => t("err_pick_pier"));
        if (draft.closer === null) return say(() => t("err_pick_closer"));
        const tooMany = pierCountProblem(st);
        if (tooMany) return say(tooMany);
        draft.step = 0;
        delete draft.mode;
        saveDraft();
        quiet();
        render();
      } }, t("by_cards"))),
    h("button", { type: "button", class: "btn ghost wide", id: "figures", onclick: () => {
      // a table that lays down and adds up by itself: each limit and number of stowaways
      if (draft.closer === null) return say(() => t("err_pick_closer"));
      draft.figures = draft.figures || { limits: {}, counts: {} };
      draft.mode = "figures";
      draft.step = "figures";
      saveDraft();
      quiet();
      render();
    } }, t("figures_only")),
    h("button", { type: "button", class: "btn ghost wide", id: "annul", onclick: () => {
      if (!confirm(t("confirm_annul", { n }))) return;
      // a reopened round found annulled: the rounds played after it stay behind it
      const later = draft.after || [];
      const why = laterProblem({ annulled: true }, later);
      if (why) return say(why);
      game.rounds.push({ annulled: true }, ...later);
      saveGame();
      draft = null;
      saveDraft();
      say(() => t("annulled_saved", { n }), "info");
      render();
    } }, t("annul")),
    deleteButton(),
  );
}

/** On a reopened round: take it out of the game (a round recorded twice, or one that was
 * never played), the rounds after it kept and counted again. Null on a new round, which
 * "Back" throws away. */
function deleteButton() {
  if (!draft.reopened) return null;
  const n = game.rounds.length + 1;
  return h("button", { type: "button", class: "btn ghost wide danger", id: "delete-round", onclick: () => {
    const later = draft.after || [];
    if (!confirm(t(later.length ? "confirm_delete_after" : "confirm_delete", { n }))) return;
    const left = game.left ? { ...game.left } : null;
    shiftLeft(n - 1);
    try {
      S.checkGame({ ...game, rounds: [...game.rounds, ...later] });
    } catch (e) {
      if (left) game.left = left;
      return say(() => t("err_after_round", { n: e && e.round ? e.round : n, cancel: t("cancel") }));
    }
    game.rounds.push(...later);
    saveGame();
    draft = null;
    saveDraft();
    say(() => t("deleted", { n }), "info");
    render();
  } }, t("delete_round", { n }));
}

/**
 * Why a corrected round cannot be recorded before the rounds that were played after it
 * (its words, for ``say``), or null: with it the game would have ended before them, or a card stowed in one of them
 * would already be someone's penalty card (out of the deck). Nothing is changed then.
 */
function laterProblem(recorded, later) {
  if (!later.length) return null;
  const before = game.rounds.length + 1;
  const ended = S.standing({ ...game, rounds: [...game.rounds, recorded] });
  if (ended.over) return () => t("err_after_end", { n: before, cancel: t("cancel") });
  try {
    S.checkGame({ ...game, rounds: [...game.rounds, recorded, ...later] });
  } catch (e) {
    const n = e && e.round ? e.round : S.standing({ ...game, rounds: [...game.rounds, recorded, ...later] }).endRound;
    return () => t(e && e.round ? "err_after_round" : "err_after_end", { n, cancel: t("cancel") });
  }
  return null;
}

/** Leave the round being entered: a new one is thrown away (asked first once cards are
 * entered); a reopened one ("Correct the last round") goes back as it was recorded. */
function cancelRound() {
  const n = game.rounds.length + 1;
  const entered = Object.values(draft.hands).some((cards) => cards.length)
    || (draft.figures && [...Object.values(draft.figures.limits), ...Object.values(draft.figures.counts)].some((v) => v !== "" && v !== null));
  const kept = draft.reopened;
  if (entered && !confirm(t(kept ? "confirm_keep" : "confirm_cancel", { n }))) return;
  if (kept) {
    game.rounds.push(kept, ...(draft.after || []));
    saveGame();
  }
  draft = null;
  saveDraft();
  if (kept) say(() => t("kept_recorded", { n }), "info");
  else quiet();
  render();
}

/** Which seat's hand, or which penalty pile, holds a card already. */
function whereIs(text, seat, st) {
  const { colour, number } = S.parseCard(text);
  for (const [other, cards] of Object.entries(draft.hands)) {
    if (Number(other) !== seat && cards.includes(text)) return { reason: "elsewhere", seat: Number(other) };
  }
  if (S.has(st.outOfDeck, colour, number)) {
    const r = st.results.findIndex((s) => s && s.keeps.some((k) => S.has(k, colour, number)));
    const holder = st.results[r].keeps.findIndex((k) => S.has(k, colour, number));
    return { reason: "penalty", seat: holder };
  }
  return null;
}

/**
 * The pier's colour has 11 cards: its first card stays on the pier (taking the last one
 * annuls the round) and penalty cards are out of the deck, so the hands hold at most the
 * rest. The refusal (its words, for ``say``), or null. ``extra`` is a card about to be added.
 */
function pierCountProblem(st, extra = null) {
  const pier = S.COLOURS.indexOf(draft.pier);
  const penalty = S.count(st.outOfDeck[pier]);
  const max = S.NUMBERS - 1 - penalty;
  let inHands = 0;
  for (const cards of Object.values(draft.hands)) inHands += cards.filter((c) => S.parseCard(c).colour === pier).length;
  if (extra !== null && S.parseCard(extra).colour === pier) inHands += 1;
  if (inHands <= max) return null;
  const colour = draft.pier;
  return () => t(penalty ? "err_pier_count_pen" : "err_pier_count", { max, colour: t(colour), k: penalty });
}

/** The situation a seat's division is made for: the pier, the closer, his crew and limit. */
function againstKey(seat) {
  const base = `${draft.pier}|${draft.closer}`;
  if (seat === draft.closer) return base;
  const sit = closerSituation();
  return `${base}|${S.cardsOf(sit.crew).join(" ")}|${sit.limit}`;
}

function closerSituation() {
  const closer = draft.closer;
  const div = draft.divisions[closer];
  return { crew: S.maskOf(div.crew), limit: S.maskValue(S.maskOf(div.stowaways)) };
}

/** The best division for the situation, stored as card lists. */
function bestFor(seat) {
  const hand = S.maskOf(draft.hands[seat]);
  const pier = S.COLOURS.indexOf(draft.pier);
  const sit = seat === draft.closer ? null : closerSituation();
  const d = S.bestLayDown(hand, pier, sit ? sit.crew : null, sit ? sit.limit : null);
  return asDivision(d, sit);
}
function asDivision(d, sit) {
  const against = `${draft.pier}|${draft.closer}` + (sit ? `|${S.cardsOf(sit.crew).join(" ")}|${sit.limit}` : "");
  return { crew: S.cardsOf(d.crew), attached: S.cardsOf(d.attached), prisoners: S.cardsOf(d.prisoners),
    stowaways: S.cardsOf(d.stowaways), against };
}

function handStep(st, index) {
  const seats = order();
  const seat = seats[index];
  const isCloser = index === 0;
  const name = game.players[seat];
  const hand = draft.hands[seat] || (draft.hands[seat] = []);
  const pier = S.COLOURS.indexOf(draft.pier);
  const sit = isCloser ? null : closerSituation();
  const against = againstKey(seat);
  // A division made for another pier colour, closer, closer's crew or limit (after going
  // back) is made again.
  if (hand.length === S.HAND_SIZE && (!draft.divisions[seat] || draft.divisions[seat].against !== against)) {
    draft.divisions[seat] = bestFor(seat);
    saveDraft();
  }
  // Each hand opens on the first colour, however it is reached (Next, Back, a swap): the
  // colour tapped last belonged to another hand's cards.
  if (handStep.at !== seat) {
    handStep.at = seat;
    handStep.colour = 0;
    handStep.selected = null;
  }
  const colour = handStep.colour;

  function add(text) {
    if (hand.includes(text)) return say(() => t("err_twice", { card: cardSaid(text) }));
    const where = whereIs(text, seat, st);
    // A card typed into a hand still to come (hands swapped, the closer corrected) comes
    // here: that hand is entered after this one and asks again for its twelfth card.
    // A hand already passed keeps its cards: going back to it is the way to change them.
    const later = where && where.reason === "elsewhere" && seats.indexOf(where.seat) > index;
    if (where && !later) return say(() => t("err_" + where.reason, { card: cardSaid(text), name: game.players[where.seat] }));
    if (hand.length >= S.HAND_SIZE) return say(() => t("err_thirteen"));
    const tooMany = later ? null : pierCountProblem(st, text);
    if (tooMany) return say(tooMany);
    if (later) {
      const other = draft.hands[where.seat];
      other.splice(other.indexOf(text), 1);
      delete draft.divisions[where.seat];
    }
    hand.push(text);
    handStep.number = text;  // Tab comes back to it in the numbers' row
    delete draft.divisions[seat];
    saveDraft();
    quiet();
    render();
    if (later) say(() => t("moved_from", { card: cardSaid(text), name: game.players[where.seat], n: draft.hands[where.seat].length }), "info");
    // The twelfth card: show the division the page made of them.
    if (hand.length === S.HAND_SIZE) document.querySelector(".division")?.scrollIntoView({ block: "start" });
  }
  function remove(text) {
    hand.splice(hand.indexOf(text), 1);
    delete draft.divisions[seat];
    saveDraft();
    render();
  }
  const colours = h("div", { class: "swatches compact", role: "toolbar", "aria-label": t("colour") },
    S.COLOURS.map((cname, c) => h("button", { type: "button", class: `swatch c-${S.CODES[c]}`, "data-colour": cname,
      "aria-pressed": String(c === colour),
      onclick: () => { handStep.colour = c; render(); } }, symbol(S.CODES[c]), h("span", {}, t(cname)))));
  let movable = false;
  const numbers = h("div", { class: "numbers", role: "toolbar", "aria-label": `${t("number")} (${t(S.COLOURS[colour])})` },
    Array.from({ length: S.NUMBERS }, (_, i) => {
      const text = S.cardText(colour, i + 1);
      const inHand = hand.includes(text);
      const where = inHand ? null : whereIs(text, seat, st);
      // a card of a hand still to come is this hand's for a tap (add moves it): it looks
      // available, marked ⇄; the cards a tap refuses are greyed
      const later = Boolean(where) && where.reason === "elsewhere" && seats.indexOf(where.seat) > index;
      if (later) movable = true;
      const state = inHand ? " in" : later ? " later" : where ? " taken" : "";
      const label = later ? t("move_here", { card: cardSaid(text), name: game.players[where.seat] }) : cardLabel(text);
      return h("button", { type: "button", class: `num-btn c-${S.CODES[colour]}${state}`,
        "data-card": text, "aria-label": label, title: later ? label : null, "aria-pressed": String(inHand), onclick: () => add(text) },
      String(i + 1), later ? h("span", { class: "from", "aria-hidden": "true" }, "⇄") : null);
    }));
  toolbar(colours, colours.querySelector("[aria-pressed=true]"));
  toolbar(numbers, numbers.querySelector(`[data-card="${handStep.number}"]`) || numbers.querySelector(".num-btn:not(.in):not(.taken)"));
  const sorted = S.cardsOf(S.maskOf(hand));
  const handRow = h("div", { class: "hand", "aria-label": t("hand_of", { name }) },
    sorted.map((c) => cardEl(c, { small: true, onclick: () => remove(c), label: t("remove_card", { card: cardSaid(c) }) })));
  const full = hand.length === S.HAND_SIZE;
  const closerName = game.players[draft.closer];
  show(
    h("div", { class: "status" }, h("strong", {}, t("round", { n: game.rounds.length + 1 })), sep(),
      h("span", { class: `chip c-${S.CODES[pier]}` }, symbol(S.CODES[pier]), " ", t(draft.pier))),
    sit ? h("section", { class: "panel closer" },
      h("h2", {}, t("closer_crew", { name: closerName }), sep(), t("limit_of", { n: sit.limit })),
      h("div", { class: "cards" }, S.cardsOf(sit.crew).map((c) => cardEl(c, { small: true })))) : null,
    h("section", { class: "panel picker" },
      h("h2", { id: "hand-h" }, t(isCloser ? "closer_hand" : "opp_hand", { name })),
      h("p", { class: "muted small picker-keys", id: "picker-keys" }, t("picker_keys")),
      colours, numbers,
      movable ? h("p", { class: "muted small legend" }, t("later_legend")) : null,
      h("p", { class: "count", id: "count" }, t("cards_n", { n: hand.length })),
      handRow,
      hand.length ? swapRow(seats, index) : null),
    full ? divisionPanel(seat, isCloser, sit) : null,
    h("div", { class: "actions sticky" },
      h("button", { type: "button", class: "btn ghost", id: "back", onclick: () => {
        draft.step = index === 0 ? "start" : index - 1;
        saveDraft();
        quiet();
        render();
      } }, t("back")),
      h("button", { type: "button", class: "btn", id: "next", onclick: () => {
        if (!full) return say(() => t("err_need12", { n: hand.length }));
        draft.step = index + 1 < seats.length ? index + 1 : "settle";
        saveDraft();
        quiet();
        render();
        window.scrollTo(0, 0);
      } }, index + 1 < seats.length ? t("next") : t("settle"))),
  );
}

/**
 * "Not the cards of Anna? Swap them with the hand of: Bruno, Carla": the phone passed to the
 * wrong player, two whole hands typed under each other's names are swapped in one tap (it
 * took 12 taps out and 12 in, each way). The page goes to the earlier of the two hands, whose
 * division (and, for the closer's, every one after it) is made again.
 */
function swapRow(seats, index) {
  const seat = seats[index];
  return h("div", { class: "swap", id: "swap", role: "group", "aria-labelledby": "swap-h" },
    h("p", { class: "muted small", id: "swap-h" }, t("swap_lead", { name: game.players[seat] })),
    seats.filter((x) => x !== seat).map((other) => h("button", { type: "button", class: "btn small ghost", "data-seat": other,
      onclick: () => {
        [draft.hands[seat], draft.hands[other]] = [draft.hands[other] || [], draft.hands[seat]];
        delete draft.divisions[seat];
        delete draft.divisions[other];
        draft.step = Math.min(index, seats.indexOf(other));
        handStep.selected = null;
        saveDraft();
        render();
        say(() => t("swapped", { a: game.players[seat], b: game.players[other] }), "info");
        window.scrollTo(0, 0);
      } }, game.players[other])));
}

function divisionPanel(seat, isCloser, sit) {
  const div = draft.divisions[seat];
  const pier = S.COLOURS.indexOf(draft.pier);
  const hand = S.maskOf(draft.hands[seat]);
  const crew = S.maskOf(div.crew);
  const attached = S.maskOf(div.attached);
  const d = S.makeLayDown(hand, pier, S.union(crew, attached), crew, sit ? sit.limit : null);
  const selected = handStep.selected;
  const name = game.players[seat];
  const closerName = game.players[draft.closer];

  function move(text, to) {
    const { colour, number } = S.parseCard(text);
    const bit = 1 << (number - 1);
    const newCrew = S.minus(crew, S.empty());
    const newAtt = S.minus(attached, S.empty());
    newCrew[colour] &= ~bit;
    newAtt[colour] &= ~bit;
    if (to === "crew") {
      newCrew[colour] |= bit;
      const p = S.crewProblem(newCrew, pier);
      if (p) return say(() => problemText(p));
    } else if (to === "attach") {
      if (isCloser) return say(() => t("err_attach_closer"));
      newAtt[colour] |= bit;
      const p = S.attachProblem(newAtt, sit.crew);
      if (p) return say(() => problemText(p));
    }
    draft.divisions[seat] = { ...div, crew: S.cardsOf(newCrew), attached: S.cardsOf(newAtt),
      stowaways: S.cardsOf(S.minus(S.minus(S.minus(hand, d.prisoners), newCrew), newAtt)) };
    handStep.selected = null;
    saveDraft();
    quiet();
    render();
  }
  const pick = (text) => () => {
    handStep.selected = selected === text ? null : text;
    render();
  };
  const group = (key, cards, movable) => h("div", { class: "group", "data-group": key },
    h("h3", {}, t(key), key === "stowaways" ? h("span", { class: "limit" }, sep(), `${t("limit_after")} `, h("strong", { id: `limit-${seat}` }, d.limit)) : null),
    h("div", { class: "cards" }, cards.length ? cards.map((c) => cardEl(c, {
      onclick: movable ? pick(c) : () => say(() => t("prisoner_fixed"), "info"), selected: c === selected, pressable: movable })) : h("span", { class: "muted" }, "—")));
  let outcome;
  if (d.outcome === "closer") outcome = t("out_closer", { limit: d.limit });
  else if (d.outcome === "sweep") outcome = t(S.marks(game).sweepWins ? "out_sweep" : "out_sweep_plays_on", { name });
  else if (d.outcome === "sends_under") outcome = t("out_under", { limit: d.limit, closer_limit: sit.limit, closer: closerName, n: d.passes });
  else outcome = t("out_keeps", { limit: d.limit, closer_limit: sit.limit, n: d.penalty });
  const choices = S.layDownChoices(hand, pier, sit ? sit.crew : null, sit ? sit.limit : null);
  const choiceLabel = (c) => {
    if (c.outcome === "sweep") return t("choice_sweep");
    if (c.outcome === "sends_under") return `${t("choice_under", { n: c.passes })} (${c.limit})`;
    if (c.outcome === "keeps") return `${t("choice_keeps", { n: c.penalty })} (${c.limit})`;
    if (c.count === 0) return t("choice_sweep");
    return t("choice_closer", { limit: c.limit, n: c.count });
  };
  const current = `${S.cardsOf(d.crew)}|${S.cardsOf(d.attached)}`;
  const mover = selected && !d.prisoners[S.parseCard(selected).colour] ? h("div", { class: "mover", role: "group", "aria-label": cardLabel(selected) },
    h("span", {}, cardLabel(selected), ":"),
    h("button", { type: "button", class: "btn small", id: "to-crew", onclick: () => move(selected, "crew") }, t("move_crew")),
    !isCloser ? h("button", { type: "button", class: "btn small", id: "to-attach", onclick: () => move(selected, "attach") }, t("move_attach")) : null,
    h("button", { type: "button", class: "btn small", id: "to-stow", onclick: () => move(selected, "stow") }, t("move_stow"))) : null;
  // "Best division" only while it is: a card moved by hand makes it the division entered
  const best = bestFor(seat);
  const isBest = current === `${best.crew}|${best.attached}`;
  return h("section", { class: "panel division", "aria-labelledby": "div-title" },
    h("h2", { id: "div-h" }, h("span", { id: "div-title" }, t(isBest ? "best" : "division")),
      h("button", { type: "button", class: "btn small ghost", id: "best", "aria-label": t("best_again"), title: t("best_again"),
        onclick: () => { draft.divisions[seat] = best; handStep.selected = null; saveDraft(); render(); } }, "↺")),
    h("p", { class: `outcome ${d.outcome}`, id: "outcome" }, outcome),
    group("prisoners", S.cardsOf(d.prisoners), false),
    group("crew", S.cardsOf(d.crew), true),
    isCloser ? null : group("attached", S.cardsOf(d.attached), true),
    group("stowaways", S.cardsOf(d.stowaways), true),
    mover || h("p", { class: "muted small" }, t("adjust")),
    choices.length > 1 ? h("details", { class: "suggest" }, h("summary", {}, `${t("choices")} (${choices.length - 1})`), choices.map((c) => h("button", {
      type: "button", class: "btn small ghost", "aria-pressed": String(`${S.cardsOf(c.crew)}|${S.cardsOf(c.attached)}` === current),
      onclick: () => { draft.divisions[seat] = asDivision(c, sit); handStep.selected = null; saveDraft(); render(); } },
    choiceLabel(c)))) : null,
  );
}

/** The figures of a round entered without its cards, as numbers, by seat. */
function figuresOf(key) {
  const here = S.seated(game, game.rounds.length);
  return game.players.map((_, x) => (here.includes(x) ? Number(draft.figures[key][x]) : null));
}

/** A seat's division this round; one who has left holds no cards. */
const divisionOf = (x) => draft.divisions[x] || { prisoners: [], crew: [], attached: [], stowaways: [] };

/**
 * A round entered by its figures only: each player's limit and number of stowaways, in
 * laying-down order, checked (figuresProblem) before the settlement.
 */
function figuresStep(st) {
  const seats = order();
  const f = draft.figures;
  const n = game.rounds.length + 1;
  const field = (seat, key, label) => h("label", { class: "fig" }, label,
    h("input", { id: `${key}-${seat}`, type: "number", inputmode: "numeric", min: 0, step: 1,
      value: f[key][seat] ?? "", oninput: (e) => { f[key][seat] = e.target.value; saveDraft(); } }));
  const rows = seats.map((seat) => h("li", { class: "fig-row", "data-seat": seat },
    h("span", { class: "who" }, h("strong", {}, game.players[seat]),
      seat === draft.closer ? h("span", { class: "badge" }, t("closer_role")) : null),
    field(seat, "limits", t("limit")), field(seat, "counts", t("stowaways"))));
  show(
    h("div", { class: "status" }, h("strong", {}, t("round", { n })), " — ", t("deals", { name: game.players[st.dealer] }),
      st.finalRound ? h("p", { class: "final" }, t("final_round")) : null),
    h("section", { class: "panel" }, h("h2", {}, t("figures_title")), h("p", { class: "muted small" }, t("figures_lead")),
      h("ul", { class: "figures" }, rows)),
    h("div", { class: "actions sticky" },
      h("button", { type: "button", class: "btn ghost", id: "back", onclick: () => {
        draft.step = "start"; saveDraft(); quiet(); render();
      } }, t("back")),
      h("button", { type: "button", class: "btn", id: "next", onclick: () => {
        for (const seat of seats) {
          const name = game.players[seat];
          const [limit, count] = ["limits", "counts"].map((k) => (f[k][seat] === "" || f[k][seat] == null ? null : Number(f[k][seat])));
          const at = limit === null ? "limits" : "counts";
          const p = limit === null || count === null ? { reason: "blank" } : S.figuresProblem(limit, count);
          if (p) {
            say(() => t("err_fig_" + p.reason, { name, limit, n: count, min: p.min, max: p.max }));
            document.getElementById(`${p.reason === "blank" ? at : "limits"}-${seat}`).focus();
            return;
          }
        }
        draft.step = "settle";
        saveDraft();
        quiet();
        render();
        window.scrollTo(0, 0);
      } }, t("settle"))),
    deleteButton(),
  );
}

function settleStep(st) {
  const seats = order();
  const byFigures = draft.mode === "figures";
  const here = S.seated(game, game.rounds.length);
  const settled = byFigures ? S.settleFigures(draft.closer, figuresOf("limits"), figuresOf("counts"), st.penalties, here)
    : S.settle(draft.closer, game.players.map((_, x) => S.maskOf(divisionOf(x).stowaways)), st.penalties, here);
  const s = st.sweepWins ? settled : { ...settled, winners: [] };  // a house rule: sweeps play on
  const closer = game.players[draft.closer];
  const total = s.penalties.reduce((a, b) => a + b, 0);
  let after = null;
  if (s.winners.length) after = sweepWins(s.winners);
  else if (st.finalRound) after = t("end_last_round", { r: game.rounds.length + 1, last: st.lastRoundAt });
  else if (total >= st.endsAt) after = t("end_ends_at", { r: game.rounds.length + 1, total, end: st.endsAt });
  else if (total >= st.lastRoundAt) after = t("now_final", { last: st.lastRoundAt });
  const rows = seats.map((seat) => {
    const kept = S.cardsOf(s.keeps[seat]);
    const role = s.sweepers.includes(seat) ? t("choice_sweep") : seat === draft.closer ? t("closer_role")
      : s.sentUnderBy.includes(seat) ? t("under_role", { closer: game.players[draft.closer] }) : "";  // who went under, named
    return h("li", { class: "seat-result", "data-seat": seat },
      h("div", { class: "line" },
        h("strong", {}, game.players[seat]), role ? [" ", h("span", { class: "badge" }, role)] : null,
        h("span", { class: "lim" }, `${t("limit")} ${s.limits[seat]}`),
        h("span", { class: "delta" }, t("plus", { n: s.added[seat] }), to(), h("strong", {}, s.penalties[seat]))),
      byFigures ? h("div", { class: "muted" }, s.added[seat] ? t("keeps_n", { n: s.added[seat] }) : t("keeps_none"))
        : h("div", { class: "cards" }, kept.length ? [h("span", { class: "muted" }, t("keeps_cards", { cards: "" })),
          kept.map((c) => cardEl(c, { small: true }))] : h("span", { class: "muted" }, t("keeps_none"))));
  });
  show(
    h("div", { class: "status" }, h("strong", {}, t("settle")), sep(), t("round", { n: game.rounds.length + 1 })),
    h("section", { class: "panel" },
      h("p", { id: "verdict", class: "verdict" }, s.sweepers.includes(draft.closer) ? t("closer_swept", { closer })
        : s.sentUnderBy.length ? sentUnder(s.sentUnderBy.map((x) => game.players[x]), closer, t)
        : t("not_under", { closer })),
      h("ul", { class: "settle" }, rows),
      after ? h("p", { class: "after", id: "after" }, after) : null),
    h("div", { class: "actions sticky" },
      h("button", { type: "button", class: "btn ghost", id: "back", onclick: () => { draft.step = byFigures ? "figures" : seats.length - 1; saveDraft(); render(); } }, t("back")),
      h("button", { type: "button", class: "btn", id: "save-round", onclick: () => {
        const recorded = byFigures ? { quick: true, closer: draft.closer, limits: figuresOf("limits"), counts: figuresOf("counts") }
          : { closer: draft.closer, pier: draft.pier, hands: game.players.map((_, x) => divisionOf(x)).map((d) => ({
            prisoners: d.prisoners, crew: d.crew, attached: d.attached, stowaways: d.stowaways })),
          stowaways: game.players.map((_, x) => divisionOf(x).stowaways) };
        const later = draft.after || [];
        const why = laterProblem(recorded, later);
        if (why) return say(why);
        game.rounds.push(recorded, ...later);
        saveGame();
        draft = null;
        saveDraft();
        render();
        window.scrollTo(0, 0);
      } }, t("save_round"))),
    h("button", { type: "button", class: "btn ghost wide", id: "cancel", onclick: cancelRound }, t("cancel")),
  );
}

/**
 * The game and the round being entered as another page of this phone stored them (a tab
 * left under the installed app's window, the lobby's link tapped again): the page left
 * behind, woken, showed the game as it had been, and a round recorded there overwrote the
 * rounds the other page had saved. Said, since the screen changes by itself. Not while
 * storing is refused: this page's game is then the only copy.
 */
function catchUp() {
  if (store.refused) return;
  let raw;
  try {
    raw = [GAME_KEY, DRAFT_KEY].map((k) => localStorage.getItem(k));
  } catch {
    return;
  }
  if (raw[0] === known[GAME_KEY] && raw[1] === known[DRAFT_KEY]) return;
  game = load(GAME_KEY);
  draft = load(DRAFT_KEY);
  namesView.open = namesView.open && Boolean(game);
  leaveView.open = leaveView.open && Boolean(game);
  render();
  say(() => t("caught_up"), "info");
}

// -- start ----------------------------------------------------------------------------
initFrame();
route(window.history.state);  // a reload opens the screen it showed (the rules, a past game)
addEventListener("popstate", (e) => route(e.state));
// another page's changes: heard at once, or (a page the browser kept asleep hears no
// storage event) when the page is shown again
addEventListener("storage", (e) => { if (e.key === null || e.key === GAME_KEY || e.key === DRAFT_KEY) catchUp(); });
document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") catchUp(); });
addEventListener("pageshow", (e) => { if (e.persisted) catchUp(); });
if ("serviceWorker" in navigator) {
  navigator.serviceWorker.register("./sw.js").catch(() => { /* the page works without it, online */ });
  // the first visit: the worker keeps the page a moment after it is drawn
  navigator.serviceWorker.addEventListener("controllerchange", () => document.getElementById("footnote")?.replaceWith(footnote()));
}
