// The lobby, the live table connection and the replay viewer; each game draws itself
// through its module in games/ (render(root, view, ctx)).
import { t, tn, andList, currentLang, setLang, addressed, gameTitle, pageTitle, botLabel, seatName, seatNameAt, resultName, errorText, colon } from "./i18n.js";
import { withSeatChanges, seatLine, logViewer, lineViewer } from "./seat_log.js";
import { h, cutName, NAME_MAX, mark, withMotion, turnInBar, stuckBar, say, sayNow, hush, scrollIntoReachAgain, dealRevealed, trapFocus, focusTurnLine, docked } from "./ui.js";
import { createHints, hintChoice, hintOption } from "./hint.js";
import { createTalk } from "./talk.js";
import { againWords, friendsUrl, joinedWords, linksNote, replacedWords, startHint, startWaitWords, usedInviteWords } from "./invites.js";
import "./i18n_review.js";  // the Review button's words (the page is review.js)
import "./i18n_levels.js";  // the levels' names and descriptions
import { badNumber, houseRulesSection, showHouseRules, showRefusal } from "./house_rules.js";
import { ruleRefusal } from "./i18n_rules.js";
import { local, session, storageRefused, onStorageRefused, sweepWatched } from "./store.js";
import { announceTurn, sentences, waitingWords } from "./turn_words.js";

// The app's root: the page's <base> (the server writes it relative, so the app works
// under any path prefix a reverse proxy gives it), fixed now as an absolute address so
// that moving between pages (pushState) cannot move it.
const ROOT = new URL(document.baseURI);
document.querySelector("base")?.setAttribute("href", ROOT.href);
/** The page's path below the app's root, as "/table/<id>" whatever the prefix. */
function appPath() {
  const path = location.pathname;
  return path.startsWith(ROOT.pathname) ? "/" + path.slice(ROOT.pathname.length) : path;
}
/** An absolute address of the app's ``path`` (a link to send to a friend). */
function appUrl(path) { return new URL(path, ROOT).href; }
/** The address friends open, where the server listens for the network (app.py page_at). */
const FRIENDS_URL = document.querySelector('meta[name="corsairs-friends-url"]')?.content || null;

// Every address the page moves to (a table's #token=, a replay's step, the app's links
// followed in the page) keeps the language where the address holds it: a browser that
// refuses to store has nowhere else to keep the one chosen (i18n.js addressed).
for (const name of ["pushState", "replaceState"]) {
  const move = history[name].bind(history);
  history[name] = (state, unused, url) => move(state, unused, url == null ? url : addressed(url));
}

const app = document.getElementById("app");
const MODULES = {};
async function gameModule(name) {
  if (!MODULES[name]) MODULES[name] = await import(`./games/${name}.js`);
  return MODULES[name];
}

// -- remembered tables (this browser's seats) --------------------------------------
// (kept by this browser; one that refuses to store keeps them while the page is open: store.js)
function remembered() {
  const list = local.getJSON("corsairs.tables", []);
  return Array.isArray(list) ? list : [];
}
function remember(entry) {
  const same = (e) => e.table === entry.table && e.token === entry.token;
  const list = remembered();
  // what was kept of the seat stays (``game``; ``from``, the seat it came from by Play again)
  const kept = list.find(same);
  const now = [{ ...kept, ...entry }, ...list.filter((e) => !same(e))];
  local.setJSON("corsairs.tables", now.slice(0, 100));
  // a table past the hundredth goes with all this browser kept of it (over hundreds of
  // tables, a key or two each had been kept for good)
  const left = new Set(now.slice(0, 100).map((e) => e.table));
  for (const e of now.slice(100)) if (!left.has(e.table)) forgetKeys(e.table);
}
/** Every key this browser keeps for table ``tableId``, named ``corsairs.<kind>.<table>`` and
 * ``corsairs.<kind>.<table>.<seat>``: its invites, its creator's token, its notes, a game's own
 * (a Corsairs lay-down arranged, a round's summary still to read), the talk muted. */
function forgetKeys(tableId) {
  for (const k of local.keys("corsairs.")) if (k.split(".")[2] === tableId) local.remove(k);
}
/** The name this browser's player gave their own seat last, offered for the next table:
 * a newcomer typed it for their first game and was "Player 1" in the next. */
function myName() { return local.get("corsairs.my-name") || ""; }
function keepMyName(name) {
  const kept = (name || "").trim();
  if (kept) local.set("corsairs.my-name", kept); else local.remove("corsairs.my-name");
}

function invitesOf(tableId) { return local.getJSON("corsairs.invites." + tableId); }
/** What this browser keeps for one seat of a table until it is done with (``kind``: the
 * arrival note a claim left, ``joined``; the new game's note, ``again_of``): one map per
 * table, by seat token. Two seats of one table in one browser (two tabs, two friends on
 * one device) share its storage: kept per table, one seat's first turn or *Close* took
 * the note from the other, still unread. Kept by the browser, not the tab: the arrival
 * note was lost when the friend's phone opened the table in a new tab. */
function seatNotes(kind, tableId) {
  const all = local.getJSON(`corsairs.${kind}.${tableId}`);
  return all && typeof all === "object" && !Array.isArray(all) ? all : {};
}
function seatNote(kind, tableId, token) { return token ? seatNotes(kind, tableId)[token] ?? null : null; }
function setSeatNote(kind, tableId, token, value) {
  if (!token) return;
  const all = { ...seatNotes(kind, tableId) };
  if (value === null) delete all[token]; else all[token] = value;
  if (Object.keys(all).length) local.setJSON(`corsairs.${kind}.${tableId}`, all);
  else local.remove(`corsairs.${kind}.${tableId}`);
}
function creatorOf(tableId) { return local.get("corsairs.creator." + tableId); }

export function toast(message, kind = "error", ms = 4500) {
  const el = document.getElementById("toast");
  el.textContent = message;
  el.className = kind === "info" ? "info" : "";
  el.hidden = false;
  toast.seq = null;  // said for the page, not for one position of the table
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, ms);
}

/** The table's own word on a refused tap or key ("Draw first…"), said of position ``seq``:
 * once a move changes it (the player's own draw) the word goes, rather than stay over the
 * hand saying what is no longer so. */
function toastAt(seq) {
  return (message, kind, ms) => { toast(message, kind, ms); toast.seq = seq; };
}
function toastOutdated(seq) {
  if (toast.seq === null || toast.seq === undefined || toast.seq === seq) return;
  clearTimeout(toast.timer);
  document.getElementById("toast").hidden = true;
  toast.seq = null;
}

/** A short word on what a tap did not do: in the table's bar where it stays at the top of
 * the screen (a phone's, a tablet's), for three seconds; elsewhere in a toast. The bar
 * keeps its height, so nothing moves under the finger. */
function nudge(message) {
  const bar = document.getElementById("table-bar");
  const note = bar && bar.querySelector("#bar-note");
  if (!note || getComputedStyle(bar).position !== "sticky") { toast(message, "info", 3000); return; }
  note.textContent = message;
  note.hidden = false;
  clearTimeout(nudge.timer);
  nudge.timer = setTimeout(() => { note.hidden = true; note.textContent = ""; }, 3000);
}

/** The header names the table's game (Piratatak on a Piratatak table), else the project. */
let headerGame = null;
/** The game chosen in the lobby's form: a newcomer's next step is reading its rules. */
let chosenGame = null;
/** The rules page opens with this game's rules: no anchor needed for it. */
const RULES_FIRST = "corsairs";
function setHeader(game) {
  headerGame = game || null;
  chosenGame = null;
  const el = document.querySelector(".brand [data-t]");
  if (el) el.textContent = game ? gameTitle(game) : t("brand");
  rulesLink();
}

/** "Rules" opens at the game on the screen (a Piratatak table opened at Corsairs' rules),
 * or the one chosen in the lobby. */
function rulesLink() {
  // a table's own game always by its anchor; the lobby's first game needs none
  document.getElementById("rules-link").href = headerGame ? rulesAt(headerGame) : rulesHref(chosenGame);
}

/** The rules page in the page's language, at ``game``'s rules (the first: no anchor). */
function rulesHref(game) {
  return game && game !== RULES_FIRST ? rulesAt(game) : "rules/" + currentLang();
}
function rulesAt(game) {
  return "rules/" + currentLang() + "#" + game;
}

/** The lobby's choice of game points "Rules" at it. */
function chooseGame(game) {
  chosenGame = game;
  rulesLink();
}

function translateStatic() {
  document.documentElement.lang = currentLang();
  document.getElementById("lang").value = currentLang();
  document.getElementById("lang").setAttribute("aria-label", t("language"));  // named in the page's language
  rulesLink();
  for (const el of document.querySelectorAll("[data-t]")) el.textContent = t(el.dataset.t);
  document.title = t("brand");
}

document.getElementById("lang").addEventListener("change", (e) => {
  setLang(e.target.value);
  translateStatic();
  route();
});

// -- lobby ------------------------------------------------------------------------
async function lobby() {
  const games = await (await fetch("api/games")).json();
  const state = { game: games[0]?.name || "corsairs", players: 4, seats: [], rules: {}, redraw: () => draw() };
  const form = h("div", { class: "panel" });
  const mine = h("div", { class: "panel" }, h("h2", {}, t("my_tables")), h("p", { class: "muted" }, "…"));
  app.replaceChildren(form, mine);

  function seatDefaults(info) {
    const bots = seatBots(info);
    const best = [info.default_bot, DEFAULT_LEVEL].find((b) => bots.includes(b)) ?? bots[0];
    state.seats = Array.from({ length: state.players }, (_, i) =>
      state.seats[i] || (i === 0 ? { kind: "me", name: myName() } : { kind: "bot", bot: best }));
    state.seats.length = state.players;
    state.seats = state.seats.map((s) => s.kind === "bot" && !bots.includes(s.bot) ? { kind: "bot", bot: best } : s);
  }
  function draw() {
    const info = games.find((g) => g.name === state.game) || games[0];
    state.players = Math.min(Math.max(state.players, info.min_players), info.max_players);
    seatDefaults(info);
    chooseGame(info.name);
    const gameSel = h("select", { id: "game", onchange: (e) => { state.game = e.target.value; draw(); } },
      games.map((g) => h("option", { value: g.name, selected: g.name === state.game }, gameTitle(g.name))));
    const nSel = h("select", { id: "players", onchange: (e) => { state.players = Number(e.target.value); draw(); } },
      Array.from({ length: info.max_players - info.min_players + 1 }, (_, i) => info.min_players + i)
        .map((n) => h("option", { value: n, selected: n === state.players }, n)));
    const rows = state.seats.map((s, i) => {
      // a bot's level is described to a screen reader with the choice (the line beside it
      // was met only by reading on, past the next seat's label)
      const sel = h("select", { id: `seat-${i}`, "aria-label": `${t("seat")} ${i + 1}`,
        "aria-describedby": s.kind === "bot" ? `level-desc-${i}` : null, onchange: (e) => {
        const v = e.target.value;
        state.seats[i] = v === "me" || v === "human" || v === "here" ? { kind: v, name: s.name || (v === "me" ? myName() : "") } : { kind: "bot", bot: v.slice(4) };
        draw();
      } },
      h("option", { value: "me", selected: s.kind === "me" }, t("me")),
      // another person playing on this device: pass-and-play, a curtain between turns
      h("option", { value: "here", selected: s.kind === "here" }, t("here")),
      h("option", { value: "human", selected: s.kind === "human" }, t("human")),
      seatBots(info).map((b) => h("option", { value: "bot:" + b, selected: s.kind === "bot" && s.bot === b }, botLabel(b))));
      const about = levels(info).includes(s.bot) ? t("leveldesc_" + s.bot)
        : (info.added_bots || []).includes(s.bot) ? t("botdesc_added") : t("botdesc_plain");
      // a name over the limit, typed or pasted, is cut and said so below it (name_cut)
      const cut = s.kind === "bot" ? null : h("span", { class: "field-note", id: `name-cut-${i}`, role: "status" });
      const name = s.kind === "bot" ? h("span", { class: "muted level-desc", id: `level-desc-${i}` }, about)
        : h("input", { type: "text", id: `name-${i}`, placeholder: t("player_n", { n: i + 1 }),
        "aria-label": `${t("name")} (${t("seat")} ${i + 1})`, value: s.name || "", oninput: (e) => {
          if (cutName(e.target)) cut.textContent = t("name_cut", { n: NAME_MAX });
          s.name = e.target.value;
        } });
      return h("div", { class: "seat-row" }, h("label", { for: `seat-${i}` }, `${t("seat")} ${i + 1}`), sel, name, cut);
    });
    const focused = form.contains(document.activeElement) ? document.activeElement.id : null;
    form.replaceChildren(
      h("h2", {}, t("lobby")),
      h("div", { class: "row" }, h("label", { for: "game" }, t("game")), gameSel,
        h("label", { for: "players" }, t("players")), nSel),
      // a newcomer's first question: what is this game, and where are its rules
      h("p", { class: "muted", id: "game-about" }, t("about_" + info.name), " ",
        h("a", { id: "game-rules", href: rulesHref(info.name) }, t("read_rules", { game: gameTitle(info.name) }))),
      h("div", { class: "seat-config" }, rows),
      // what "Here, on this device" means, once chosen: turns passed from hand to hand
      ...(state.seats.some((s) => s.kind === "here") ? [h("p", { class: "muted", id: "here-about" }, t("here_about"))] : []),
      hintOption(state),
      houseRulesSection(info, state),
      h("div", { class: "actions" }, h("button", { class: "btn", id: "create", onclick: create }, t("create"))),
      h("p", {}, h("a", { href: "companion/", id: "companion-link" }, mark("⚓ "), t("companion_link"))),
    );
    // a choice redraws the form (seats follow the player count): the keyboard stays where it was
    if (focused) document.getElementById(focused)?.focus();
  }
  async function create() {
    const info = games.find((g) => g.name === state.game);
    const bad = (info ? badNumber(info, state) : null) ?? twoOfMe(state.seats) ?? hereUnnamed(state.seats);
    showRefusal(form, bad?.text);
    if (bad) { document.getElementById(bad.field)?.focus(); return; }  // the field to mend
    const seats = state.seats.map((s) => s.kind === "bot" ? { kind: "bot", bot: s.bot }
      : { kind: s.kind === "me" || s.kind === "here" ? "human" : "invited", name: (s.name || "").trim() || null });
    const meIndex = state.seats.findIndex((s) => s.kind === "me");
    // the seats played at this device: "Me" and every "Here"
    const localSeats = state.seats.map((s, i) => (s.kind === "me" || s.kind === "here" ? i : null)).filter((i) => i !== null);
    const r = await fetch("api/tables", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: state.game, players: state.players, seats, hints: hintChoice(state),
        rules: state.rules[state.game] || {} }) });
    const body = await r.json();
    // a house rule the server refuses: its reason stays next to the form, nothing is made
    // (in the page's words when the server names the case, else in the server's English)
    const why = !r.ok && body.code === "bad_options" ? ruleRefusal(state.game, body) ?? body.detail : null;
    showRefusal(form, why ? `${refusal(body)} ${why}` : null);
    if (!r.ok) { if (body.code !== "bad_options") toast(refusal(body)); return; }
    if (meIndex >= 0) keepMyName(state.seats[meIndex].name);
    openCreated(body, meIndex, localSeats);
  }
  draw();
  // My tables
  const entries = remembered();
  const { list, gone, unreachable } = await myTables(entries);
  // a table the server no longer has (deleted, expired) goes, with what this browser kept of
  // it, and is said to have gone; a server that did not answer drops none
  for (const id of gone) forget(id);
  const notes = [gone.length ? h("p", { class: "muted", id: "tables-gone", role: "status" }, tn("tables_gone", gone.length)) : null,
    unreachable ? h("p", { class: "muted", id: "tables-unreachable", role: "status" }, t("tables_unreachable")) : null];
  const tokenOf = Object.fromEntries(entries.map((e) => [e.table, e.token]));
  // the games that wait for this browser's player first, then the others in progress, then
  // the finished ones, each the newest first (a game just finished headed the list, and the
  // game to play was below it)
  // (a table several people play at this device: the turn of any of them is this device's)
  const here = (s) => (hereGroup(s.id, null) ? Object.keys(hereGroup(s.id, null)).map(Number) : [s.seat]);
  const rank = (s) => (s.over ? 2 : s.started !== false && s.seat !== null && here(s).includes(s.current_player) ? 0 : 1);
  list.sort((a, b) => rank(a) - rank(b));
  // a game in progress comes first: on a phone it was a long scroll below the new-table form
  if (list.some((s) => !s.over)) app.insertBefore(mine, form);
  mine.replaceChildren(...[h("h2", {}, t("my_tables")), ...notes, list.length ? h("ul", { class: "tables-list" }, list.map((s) => {
    const tok = tokenOf[s.id];
    const who = s.current_player === null || s.current_player === undefined ? null : seatName(s.seats[s.current_player], s.current_player);
    const awaited = (s.seats || []).map((x, i) => x.joined === false ? seatName(x, i) : null).filter(Boolean);
    const status = s.over ? t("over") : s.started === false ? t("waiting_friends", { names: andList(awaited) })
      : (s.current_player === s.seat && !hereGroup(s.id, null) ? t("your_turn")
        : who && here(s).includes(s.current_player) ? t("here_shown", { name: who }) : who ? t("waiting", { name: who }) : "");
    const when = s.created ? new Date(s.created * 1000).toLocaleString(currentLang(), { dateStyle: "short", timeStyle: "short" }) : null;
    return h("li", {}, h("strong", {}, gameTitle(s.game)), when ? h("span", { class: "muted" }, when) : null, h("span", { class: "muted" },
      s.seats.map((x, i) => seatName(x, i)).join(", ")), status ? h("span", { class: "badge" }, status) : null,
      h("a", { href: `table/${s.id}` + (tok ? `#token=${tok}` : "") }, t("open")),
      s.over ? h("a", { href: `replay/${s.id}` }, t("replay")) : null,
      s.over ? h("a", { href: `review/${s.id}?seat=${s.seat ?? 0}`, class: "review-link" }, t("rv_button")) : null,
      h("button", { class: "chip forget", "data-forget": s.id, "aria-label": `${t("forget")} (${gameTitle(s.game)})`,
        onclick: (e) => {
          // a game in progress asks first: its seat link lives only in this browser
          const btn = e.currentTarget;
          if (!s.over && !btn.dataset.armed) {
            btn.dataset.armed = "1";
            btn.textContent = t("forget_sure");
            setTimeout(() => { if (btn.isConnected) { delete btn.dataset.armed; btn.textContent = t("forget"); } }, 5000);
            return;
          }
          forget(s.id);
          btn.closest("li").remove();
        } }, t("forget")));
  })) : unreachable ? null : h("p", { class: "muted" }, t("none_yet"))].filter(Boolean));
}

/** My tables' summaries from the server (``list``), the ids of the tables it no longer has
 * (``gone``: deleted, expired), and whether it did not answer (``unreachable``: none gone). */
async function myTables(entries) {
  if (!entries.length) return { list: [], gone: [], unreachable: false };
  try {
    const r = await fetch("api/my-tables", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ entries: entries.map((e) => ({ table: e.table, token: e.token || null })), gone: true }) });
    if (!r.ok) throw new Error(`HTTP ${r.status}`);
    const answer = await r.json();
    return { list: answer.filter((s) => !s.gone), gone: answer.filter((s) => s.gone).map((s) => s.id), unreachable: false };
  } catch {
    return { list: [], gone: [], unreachable: true };
  }
}

/** Why the seats cannot be sent, and the field to mend, or null: a second seat chosen as
 * "Me" got a seat token that no page kept (this device opens the table in one seat), and
 * the table waited for that seat until a bot took it: a family had chosen "Me" for a
 * mother and her daughter at one tablet. */
function twoOfMe(seats) {
  const second = seats.findIndex((s, i) => s.kind === "me" && seats.findIndex((o) => o.kind === "me") < i);
  if (second < 0) return null;
  return { text: t("err_two_me", { n: second + 1, me: t("me"), here: t("here"), human: t("human") }), field: `seat-${second}` };
}

/** A "Here" seat with no name, and its name field: the curtain between turns names who
 * takes the device next ("Pass the tablet to Bea"), which "Player 3" would not tell. */
function hereUnnamed(seats) {
  const i = seats.findIndex((s) => s.kind === "here" && !(s.name || "").trim());
  return i < 0 ? null : { text: t("err_here_name", { n: i + 1 }), field: `name-${i}` };
}

/** The seat tokens of a table played by several people at this device (pass-and-play), by
 * seat: kept together, one group per table, so that the page opened at any of them holds
 * them all (``corsairs.here.<table>``). Null where this device plays one seat or none. */
function hereGroup(tableId, token) {
  const group = local.getJSON("corsairs.here." + tableId);
  if (!group || typeof group !== "object" || Array.isArray(group)) return null;
  const tokens = Object.values(group);
  if (tokens.length < 2 || (token && !tokens.includes(token))) return null;
  return group;
}

/** A table just made by this browser: keep its invite codes and creator token here, then
 * go to it in the seat ``meIndex`` (or as a spectator); ``localSeats``, every seat played at
 * this device: two or more are kept as one group, and the page holds them all. */
function openCreated(body, meIndex, localSeats = []) {
  // invite codes are single-use claims: a friend's seat token is never known here
  const invites = {};
  body.invites.forEach((code, i) => { if (code) invites[i] = code; });
  local.setJSON("corsairs.invites." + body.id, invites);
  local.set("corsairs.creator." + body.id, body.creator_token);
  const group = Object.fromEntries(localSeats.map((i) => [i, body.tokens[i]]));
  if (localSeats.length > 1) local.setJSON("corsairs.here." + body.id, group);
  const myToken = meIndex >= 0 ? body.tokens[meIndex] : localSeats.length ? body.tokens[localSeats[0]] : null;
  remember({ table: body.id, token: myToken, game: body.game });
  navigate(`table/${body.id}` + (myToken ? `#token=${myToken}` : ""));
}

/** "Play again": the finished table again with the same players, made once on the server
 * for all of them (the first to ask creates it; each gets their own seat there). */
async function playAgain(tableId, token, again = null, game = null) {
  // this seat took its place at the new game already: straight there (by the seat it
  // came from: with two seats of the old table in one browser, the second's "Join the new
  // game" went to the first's seat, and its own stayed awaited)
  const mine = again && remembered().find((e) => e.table === again && e.token && e.from === token);
  if (mine) { navigate(`table/${again}#token=${mine.token}`); return; }
  // the new seat's (and creator's) tokens proposed here, kept before asking: an answer lost
  // on the way is asked again with them and answered the same (it said "you took your seat
  // already", the player locked out of the game they had just made). Kept per seat (by its
  // token): two tabs of one browser holding two seats propose two tokens, not one.
  const body = await againSeat(tableId, token, game);
  if (!body) return;
  remember({ table: body.id, token: body.token, from: token });
  // the new table says first that the seats are those of the game just played (drawRematch)
  setSeatNote("again_of", body.id, body.token, tableId);
  navigate(`table/${body.id}#token=${body.token}`);
}

/** One seat's request to play ``tableId`` again (``playAgain``): the answer (the new table's
 * ``id``, the seat's ``token``; the creator's kept here), or null, refused and said. */
async function againSeat(tableId, token, game) {
  const { ok, body } = await postProposing(`corsairs.again.${tableId}.${token}`,
    () => ({ new_token: newToken(), new_creator_token: newToken() }),
    `api/tables/${tableId}/again`, (proposed) => ({ token, ...proposed }));
  if (!ok) {  // a table's rules this server no longer plays with: which, in the page's words
    const why = body && body.code === "bad_options" ? ruleRefusal(game, body) : null;
    toast(why ? `${refusal(body)} ${why}` : refusal(body));
    return null;
  }
  if (body.creator_token) local.set("corsairs.creator." + body.id, body.creator_token);
  return body;
}

/** *Play again* at a pass-and-play device: each of its seats takes its place at the new game
 * (one request per seat token, as each friend's page makes its own), and the new seats are
 * kept as one group again; the page opens the new table at the seat ``token`` had. */
async function playAgainHere(tableId, token, group, again = null, game = null) {
  // the device's seats took their places at the new game already: straight there
  const mine = again && remembered().find((e) => e.table === again && e.token && e.from === token);
  if (mine) { navigate(`table/${again}#token=${mine.token}`); return; }
  const made = {};
  let id = null;
  for (const [seat, tok] of Object.entries(group)) {
    const body = await againSeat(tableId, tok, game);
    if (!body) return;
    made[seat] = body.token;
    id = body.id;
  }
  local.setJSON("corsairs.here." + id, made);
  const seat = Object.keys(group).find((s) => group[s] === token) ?? Object.keys(group)[0];
  remember({ table: id, token: made[seat], from: token });
  setSeatNote("again_of", id, made[seat], tableId);
  navigate(`table/${id}#token=${made[seat]}`);
}

/** Pass-and-play's curtain is up (app.js placeCurtain): nothing behind it answers. */
function curtainUp() { return Boolean(document.getElementById("curtain")); }

/** Everything but ``curtain`` and the live regions made inert (a dialog the table draws
 * behind it too, each time it draws one): a swiping screen reader or Tab stays on it. */
function shutBehind(curtain) {
  for (const el of document.body.children) {
    if (el === curtain || el.inert || el.matches("[aria-live], [role=status], [role=alert], script")) continue;
    el.inert = true;
    el.dataset.curtained = "1";
  }
}
/** The curtain gone: the page answers again. */
function liftCurtain() {
  document.getElementById("curtain")?.remove();
  for (const el of document.querySelectorAll("[data-curtained]")) { el.inert = false; delete el.dataset.curtained; }
}

/** The curtain's words for the device in hand: a touch screen is passed from hand to hand
 * ("the device": a phone, a tablet, a small tablet in split view alike, which no size
 * tells apart), any other screen is turned towards the next player (docs/server.md). */
function deviceWords() {
  return matchMedia("(pointer: coarse)").matches ? "pass_device" : "pass_screen";
}

/** Forget a table in this browser's list (the table itself stays on the server). */
function forget(tableId) {
  local.setJSON("corsairs.tables", remembered().filter((e) => e.table !== tableId));
  forgetKeys(tableId);
}

/** The bot levels offered to people, weakest first: the game's ladder from /api/games
 * (docs/bots.md, "Levels"). A newcomer's first game is against "casual": winnable, but
 * not a walkover (it beats "beginner" in the ladder's figures). */
const DEFAULT_LEVEL = "casual";
function levels(info) {
  return (info.levels || []).map((l) => l.name);
}
/** What a bot seat may be: the levels, then the bots the server's plugins add
 * (``added_bots``: ``corsairs --plugin mybots serve``, docs/bots.md); a game with no ladder
 * (a plugin's game without ``LEVELS``) its plain bots (``bots``: its own, and the generic
 * ones), which it offered no seat at all. */
function seatBots(info) {
  if (!levels(info).length) return info.bots || [];
  return [...levels(info), ...(info.added_bots || [])];
}

// -- live table -----------------------------------------------------------------------
let live = null;  // the open table connection

/** The view the open table holds, and the seat it is seen from (pass-and-play: none behind
 * the curtain); asked by the curtain's test, as the developer tools could. */
export function heldView() {
  return live ? { seat: live.seat, view: live.view } : null;
}

function tokenFromHash() {
  const m = /token=([A-Za-z0-9_-]+)/.exec(location.hash);
  return m ? m[1] : null;
}

/** A refused HTTP request in the viewer's language: by its code when the page knows the
 * case, else ``fallback`` (the server's own words only when there is nothing better). */
function refusal(body, fallback) {
  const detail = body && typeof body.detail === "string" ? body.detail : null;
  return errorText({ code: body && body.code, message: fallback || detail });
}

// An invite link (#invite=…) is claimed once for this browser's own seat token. Returns
// the refusal of a link that took no seat here (used by someone, replaced), which the page,
// watching, says above the table for as long as it is open.
async function claimInvite(tableId) {
  const m = /invite=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (!m) return null;
  const mine = Object.entries(invitesOf(tableId) || {}).find(([, code]) => code === m[1]);
  if (mine && !(await takeFriendsSeat(tableId, Number(mine[0])))) {
    // the creator opened a link made for a friend: back to the creator's own seat, if any
    const own = remembered().find((e) => e.table === tableId && e.token);
    history.replaceState(null, "", location.pathname + (own ? `#token=${own.token}` : ""));
    return null;
  }
  // Two tabs of this browser opening the link at once (a double click, a restored
  // session) claim one after the other: the second then finds the seat the first took
  // (it was told "someone has already used this link" and only watched). Web Locks exist
  // in secure contexts (https, localhost); elsewhere the second tab looks once more.
  const claim = () => claimOnce(tableId, m[1], mine);
  return (navigator.locks ? await navigator.locks.request(`corsairs.claim.${tableId}`, claim) : await claim()) ?? null;
}

async function claimOnce(tableId, code, mine, also = Boolean(mine)) {
  // The seat token is proposed here, kept before asking: if the answer is lost on the way
  // (the server took the seat, the phone never heard), asking again with it is the same
  // claim. Otherwise the friend was locked out of their own seat ("someone used it").
  // A seat this browser holds here already is said: it takes no second seat from a bot in
  // mid-game (a friend sent another friend's link by mistake: seat_held, back to their own).
  const heldHere = () => remembered().find((e) => e.table === tableId && e.token);
  const own = heldHere();
  const held = own && /^[A-Za-z0-9_-]{32,64}$/.test(own.token) ? { held: own.token } : {};
  const { ok, body } = await postProposing(`corsairs.claim.${tableId}.${code}`,
    () => ({ token: newToken() }), `api/tables/${tableId}/claim`,
    (proposed) => ({ invite: code, ...proposed, ...held, ...(also && held.held ? { also: true } : {}),
      // the name this browser's player gave last (the lobby keeps it), else the creator's
      ...(myName() ? { name: myName() } : {}) }));
  // a friend's link before the start, where this browser has a seat (sent to the wrong
  // friend, clicked by mistake): it took their seat and started the table; asked first
  if (!ok && body.code === "second_seat" && own && !also) {
    const params = body.params || {};
    const name = seatName({ kind: "human", name: params.name || null }, Number(params.seat ?? -1));
    if (await askSeat("second-seat", t("second_seat", { name }), t("second_seat_keep"), t("second_seat_take", { name }))) {
      return claimOnce(tableId, code, mine, true);
    } else {
      history.replaceState(null, "", `${location.pathname}#token=${own.token}`);
    }
    return;
  }
  if (!ok && body.code === "seat_held" && own) {
    toast(refusal(body), "info");
    history.replaceState(null, "", `${location.pathname}#token=${own.token}`);
    return;
  }
  // a used link opened where a seat is held: the link clicked again where it was claimed
  // (a second tab, the next evening: ``yours``, back to it, nothing said), or a friend's
  // used link they forwarded: said whose seat it took, back to the asker's own seat
  if (!ok && body.code === "invite_used" && held.held) {
    const said = usedInviteWords(body, true, t);
    if (said) toast(said, "info", 9000);
    history.replaceState(null, "", `${location.pathname}#token=${own.token}`);
    return;
  }
  // a link this browser's other tab has just claimed: this one holds the seat it took,
  // so back to it (not "someone used it", as a spectator)
  let mineHere = !ok && !mine && body.code === "invite_used" && heldHere();
  if (!ok && !mine && body.code === "invite_used" && !mineHere && !navigator.locks) {
    await new Promise((resolve) => setTimeout(resolve, 500));  // another tab's claim, being kept
    mineHere = heldHere();
  }
  if (mineHere) { history.replaceState(null, "", `${location.pathname}#token=${mineHere.token}`); return; }
  if (!ok) {
    // with no seat here: whose seat it is and what can be done (watch, ask the creator),
    // said above the table (a toast said it for 12 s, then the page watched a table that
    // waited for its own player, "Waiting for Bob", without a word why)
    history.replaceState(null, "", location.pathname);
    session.setJSON(`corsairs.refused.${tableId}`, body);
    return body;
  }
  remember({ table: tableId, token: body.token, game: body.game });
  // a friend just seated: the table says whose game this is and offers another name
  // (the creator taking a friend's seat here knows both)
  if (!mine) setSeatNote("joined", tableId, body.token, body.seat);
  history.replaceState(null, "", `${location.pathname}#token=${body.token}`);
}

/** POST until an answer comes (a dropped network: said by a toast, asked again with the
 * same proposed tokens, so at most one seat is ever taken). Any HTTP answer is an answer:
 * one whose body is not the server's JSON (a proxy's HTML 502 or 413 page) is a refusal
 * (``ok`` false, code ``unreadable``), not a lost connection asked again forever. */
async function postAsking(url, request) {
  for (let attempt = 0; ; attempt++) {
    let r;
    try {
      r = await fetch(url, { method: "POST",
        headers: { "content-type": "application/json" }, body: JSON.stringify(request) });
    } catch {
      toast(t("reconnecting"));
      await new Promise((resolve) => setTimeout(resolve, Math.min(300 * 2 ** attempt, 5000)));
      continue;
    }
    const body = await r.json().catch(() => null);
    const read = body !== null && typeof body === "object";
    return { ok: r.ok && read, body: read ? body : { code: "unreadable", status: r.status } };
  }
}

/** ``postAsking`` with tokens this browser proposes (``propose()``), kept under ``keep``
 * before asking and until answered (taken, or refused for good): a page reloaded while its
 * answer was lost asks again with the same tokens, which the server answers the same. */
async function postProposing(keep, propose, url, request) {
  let proposed = local.getJSON(keep);
  if (!proposed || typeof proposed !== "object") proposed = propose();
  local.setJSON(keep, proposed);
  const answer = await postAsking(url, request(proposed));
  local.remove(keep);
  return answer;
}

/** A seat token nobody can guess: 32 random bytes, base64url (43 characters). */
function newToken() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** The creator opened the invite link made for a friend's seat (testing it, or by mistake):
 * claiming it would lock the friend out, so ask first. True to take the seat here. */
async function takeFriendsSeat(tableId, seat) {
  let name = t("player_n", { n: seat + 1 });
  let late = false;
  try {
    const summary = await (await fetch(`api/tables/${tableId}`)).json();
    const s = summary.seats && summary.seats[seat];
    if (s) name = seatName(s.late ? { kind: "human", name: s.friend } : s, seat);
    late = Boolean(s && s.late);
  } catch { /* the seat's number will do */ }
  // a bot plays it until the friend comes: a creator who has a seat here is not offered a
  // second one in the middle of the game (they would see two hands)
  const seated = late && remembered().some((e) => e.table === tableId && e.token);
  return askSeat("own-invite", t(seated ? "own_invite_late" : "own_invite", { name }),
    t("own_invite_keep"), seated ? null : t("own_invite_take", { name }));
}

/** A question before an invite link takes a seat: keep to one's own (the default, focused)
 * or take the link's seat (``take``, none when it may not be taken). Resolves to the choice. */
function askSeat(id, text, keepText, takeText) {
  return new Promise((resolve) => {
    const keep = h("button", { class: "btn", id: `${id}-keep`, onclick: () => resolve(false) }, keepText);
    const take = takeText === null ? null : h("button", { class: "btn secondary", id: `${id}-take`, onclick: () => resolve(true) },
      takeText);
    app.replaceChildren(h("div", { class: "panel", id, role: "alertdialog", "aria-labelledby": `${id}-text` },
      h("p", { id: `${id}-text` }, text), h("div", { class: "row" }, keep, take)));
    keep.focus();
  });
}

/** The refusal of the invite link this tab opened at ``tableId`` (claimOnce keeps it), so
 * that a reload or another language still says why the page watches. */
function refusedHere(tableId) {
  return session.getJSON(`corsairs.refused.${tableId}`);
}

async function tablePage(tableId) {
  const refused = (await claimInvite(tableId)) ?? refusedHere(tableId);
  const token = tokenFromHash();
  if (token) remember({ table: tableId, token });
  // what this browser keeps of tables only watched stays for the last few opened
  sweepWatched(tableId, remembered().map((e) => e.table));
  // several people play at this device (pass-and-play): the page holds every one of their
  // seats' tokens, shows one seat at a time, on its turn, and none between (its curtain)
  const group = hereGroup(tableId, token);
  storageNews();  // a claimed invite: the address holds the seat now
  const root = h("div", { class: "table", id: "table" }, h("p", { class: "muted" }, t("connecting")));
  const extras = h("div", { id: "extras" });
  // while the table waits for friends, what the creator does next, above the table: the
  // invite links to send and *Start now* (on a phone they were two screens below the hand)
  const first = h("div", { id: "extras-first" });
  const { log, view: logView, toggle, openLog } = logPanel();
  // The table's live regions are the page's own (index.html), emptied as a page is left
  // (route): made with the table, they were filled before a screen reader knew them, and
  // a table opened from another (Play again) was not read out at all.
  const announce = document.getElementById("announce");
  // what the banners above the table say (tellNews), beside the turn's words, not among them
  const news = document.getElementById("table-news");
  const logState = { count: null, openLog };
  const conn = { tableId, token, ws: null, view: null, summary: null, seat: null, closed: false, retry: 0,
    sentFor: null, pending: null, fresh: false, former: null, refused,
    cutAt: null,  // cutAt: when the connection went down (pageNow)
    group, held: [], wanted: null };  // pass-and-play: the seats held, the one asked to be shown
  /** "Take my seat back": this link's seat went to a bot; the server gives it back (the
   * welcome that follows seats this page again) or says why not. */
  conn.takeBack = async () => {
    if (conn.former === null) return;
    // (a lost connection is asked again, as a claim is: the button stays pressed meanwhile)
    const r = await postAsking(`api/tables/${tableId}/seats/${conn.former}/back`, { token: conn.group?.[conn.former] ?? token });
    if (r.ok) return;
    toast(refusal(r.body));
    const button = document.getElementById("take-back");
    if (button) button.disabled = false;  // refused: it may be asked again
  };
  // "Play again" from the result, the end panel or the news of a new game: this seat's request
  // (the page is left for the new game: its news is not told to the one who asked for it,
  // "A player started a new game" of their own press)
  const askAgain = async () => {
    conn.againPressed = true;
    try {
      if (conn.group) await playAgainHere(tableId, token, conn.group, conn.view && conn.view.again, conn.summary?.game);
      else await playAgain(tableId, token, conn.view && conn.view.again, conn.summary?.game);
    }
    finally { conn.againPressed = false; }
  };
  const banner = h("div", { class: "conn-banner", id: "conn-banner", role: "status", hidden: true }, t("reconnecting"));
  const sendMessage = (m) => conn.ws && conn.ws.readyState === 1 ? (conn.ws.send(JSON.stringify(m)), true) : false;
  const hints = createHints(sendMessage, () => draw());
  // the log is in sight beside the table, or as an open drawer on a phone
  const talk = createTalk({ send: sendMessage, announce, toast,
    logShown: () => getComputedStyle(log).position !== "fixed" || log.classList.contains("open"),
    unread: (on) => toggle.classList.toggle("unread", on) });
  toggle.append(h("span", { class: "unread-mark" }, h("span", { "aria-hidden": "true" }, " •"),
    h("span", { class: "sr-only" }, ` (${t("talk_unread")})`)));
  log.append(talk.box);
  // the Hint and Log buttons share a bar of their own: on a phone it stays at the top of the
  // screen, solid, the table scrolling under it (floating, they covered what the player reads)
  // (and "Your turn" between them while the status line saying it is scrolled under the bar;
  // screen readers have the line itself)
  // (pass-and-play: whose seat the screen shows, named, since "Your turn" speaks to whoever holds it)
  const shownName = h("strong", { class: "badge here-shown", id: "here-shown", hidden: true });
  const tableBar = h("div", { class: "table-bar", id: "table-bar" }, shownName, hints.dock,
    h("span", { class: "turn mine", id: "bar-turn", "aria-hidden": "true", hidden: true }),
    h("span", { id: "bar-note", role: "status", hidden: true }), toggle);
  // A card tapped while another seat plays did nothing, and nothing said why (the keys did):
  // a short word in the table's bar, which covers no card, or a toast where there is no bar.
  // (on pointerup: a disabled button, the stock or the pile out of turn, gets no click)
  root.addEventListener("pointerup", (e) => {
    const view = conn.view;
    if (!view || conn.seat === null || e.button > 0 || !e.target.closest(".card, .pile") || e.target.closest(".overlay")) return;
    const current = view.observation.current_player;
    if (view.observation.over || view.started === false || current === null || current === undefined || current === conn.seat) return;
    nudge(t("tap_not_turn", { name: seatName(conn.summary.seats[current], current) }));
  });
  // "Connection lost" under the bar, in the page's flow: at the page's top it pushes the
  // status panel down (lying over the page, it covered the panel's first line, a desktop's
  // header and language), scrolled it stays in sight below the bar (style.css)
  app.replaceChildren(tableBar, banner, first, h("div", { class: "play" }, root, log), extras, hints.panel, hints.live);
  conn.jump = (k) => {
    const drawer = getComputedStyle(log).position === "fixed";
    if (k === "l" && !log.contains(document.activeElement)) {
      if (drawer) openLog(true);
      document.getElementById("log-body")?.focus({ preventScroll: drawer });
      return;
    }
    if (k === "l") {  // from the log, back to the play
      if (drawer) openLog(false);
      focusPlay(root);
      return;
    }
    const place = conn.seat !== null && conn.view && conn.summary ? MODULES[conn.summary.game]?.ownPlace?.(root, conn.seat) : null;
    if (!place) { toast(t("key_no_seat"), "info"); return; }
    if (drawer && log.classList.contains("open")) openLog(false);
    if (!place.matches("button, a[href], input, select, [tabindex]")) place.setAttribute("tabindex", "-1");
    place.focus({ preventScroll: true });
    place.scrollIntoView({ block: "center" });
  };
  new ResizeObserver(fitLog).observe(root);  // the table grows or narrows (the hint's panel): the log follows
  live = conn;

  /** Before the table starts: who has not joined yet, and that the creator may start now. */
  function waitingText() {
    const joined = conn.view.joined || [];
    const awaited = conn.summary.seats.map((s, i) => joined[i] === false ? seatName(s, i) : null).filter(Boolean);
    // once the creator is away, or the start has waited the limit, a seated friend may
    // start too (drawAway's button)
    const maker = Boolean(creatorOf(tableId));
    const mayStart = maker || ((creatorGone() || startWaitOver()) && conn.seat !== null && token);
    // named: at a Play again table the creator is whoever pressed first
    const hint = startHint(conn.summary, conn.seat, mayStart, t);
    // ... and when the friends seated may start without the creator
    const when = maker || (!mayStart && conn.seat !== null && token)
      ? startWaitWords(startWaited(), conn.view.absence?.idle, maker, t) : null;
    return [t("waiting_friends", { names: andList(awaited) }), hint, when].filter(Boolean).join(" ");
  }
  /** Seconds the first friend seated has waited for the start, counted on from the last
   * state (null: the table started, or nobody seated waits). */
  function startWaited() {
    const a = conn.view && conn.view.absence;
    if (!a || a.start_waited === null || a.start_waited === undefined) return null;
    return a.start_waited + (pageNow() - (conn.viewAt || pageNow())) / 1000;
  }
  /** Whether the start has waited the limit: the seated players may start the table. */
  function startWaitOver() {
    const waited = startWaited(), limit = conn.view.absence.idle;
    return waited !== null && limit > 0 && waited >= limit;
  }
  /** Who started the new game and who is in already, from its summary, fetched again with
   * each state of this table (each player who joins it makes one: tables.py play_again). */
  function againNews() {
    const again = conn.view.again;
    if (conn.againOf !== again || conn.againAsked !== conn.viewAt) {
      if (conn.againOf !== again) conn.againMadeSummary = null;
      conn.againOf = again;
      conn.againAsked = conn.viewAt;
      const answered = (made) => {
        if (conn.againOf !== again || conn.closed) return;
        conn.againKnown = again;  // said now, with the names or (none came) without
        conn.againMadeSummary = made || conn.againMadeSummary;
        draw();  // the result dialog too
      };
      fetch(`api/tables/${again}`).then((r) => (r.ok ? r.json() : null)).then(answered, () => answered(null));
    }
    return againWords(conn.againMadeSummary, conn.seat, Boolean(conn.notice), t);
  }
  /** Seconds since the creator left, counted on from the last state (null: at the table). */
  function creatorAwayFor() {
    const a = conn.view && conn.view.absence;
    if (!a || a.creator_away === null) return null;
    return a.creator_away + (pageNow() - (conn.viewAt || pageNow())) / 1000;
  }
  /** The absence clocks' now: stopped while the connection is down (``conn.cutAt``), when
   * nobody can be told of a move or give a seat away; the server's next state sets them
   * right. Counted on, "your turn waits 60 s" came up on a page that could send nothing. */
  function pageNow() {
    return conn.cutAt ?? Date.now();
  }
  function creatorGone() {
    const away = creatorAwayFor();
    const grace = conn.view.absence.grace;  // 0: never (as the idle limit's 0)
    return away !== null && grace > 0 && away >= grace;
  }
  /** Pass-and-play: a review per seat of the device (*Review of Bea*), as links. */
  function reviewsHere() {
    return Object.keys(conn.group).map((i) => ({ seat: i, url: `review/${tableId}?seat=${i}`,
      label: t("rv_button_of", { name: seatName(conn.summary.seats[i], Number(i)) }) }));
  }
  function ctx() {
    return {
      seat: conn.seat, summary: conn.summary, t, toast: toastAt(conn.view ? conn.view.seq : null),
      // a word on what something on the table means, asked for by a tap: it stays while the
      // others play on (the toast of a refused tap goes with the position it was said of)
      explain: (message) => toast(message, "info", 8000),
      // the finished game's review of this seat (a spectator's: the first seat's), for the result
      // dialog; pass-and-play: one per seat of this device, under the table (drawExtras)
      reviewUrl: conn.group ? null : `review/${tableId}?seat=${conn.seat ?? 0}`,
      reviews: conn.group ? reviewsHere() : null,
      // a seated player may start the same table again (the result dialog's "Play again"), and
      // so may the people at a pass-and-play device, all together
      playAgain: (conn.seat !== null || conn.group) && token ? askAgain : null,
      // pass-and-play: the seat shown changes; the game's drawing keeps nothing of the last
      group: Boolean(conn.group),
      // another player already started the new game: "Play again" joins it
      againMade: Boolean(conn.view && conn.view.again),
      // ... said in the result too: who started it, who is in already (the button alone
      // said "Join the new game")
      againNews: conn.view && conn.view.again && conn.view.observation.over ? againNews() : null,
      // shown instead of the turn line until the table starts (nobody has a turn yet)
      waiting: conn.view && conn.view.started === false && conn.summary ? waitingText() : null,
      names: conn.summary ? conn.summary.seats.map(seatName) : [],
      // the finished game's result: a friend's seat a bot finished is still the friend's
      // ... and the viewer's "you", a replaced player's who watches too (as the log's)
      resultNames: conn.summary ? conn.summary.seats.map((s, i) => resultName(s, i, conn.seat ?? conn.former)) : [],
      resultSeat: conn.seat ?? conn.former,
      // the seats' names at move ``n``: a friend's own moves before a bot took the seat
      namesAt: (n) => (conn.summary ? conn.summary.seats.map((s, i) => seatNameAt(s, i, n)) : []),
      // the hint's advice for the position drawn, if asked: a table may offer it as a move
      hinted: hints.recommended(conn.view),
      send(action) {
        // One move per position: a second click or tap before the new state arrives is dropped.
        if (conn.sentFor === conn.view.seq) return;
        conn.sentFor = conn.view.seq;
        conn.pending = { type: "act", seq: conn.view.seq, action };
        // with no connection (the server restarting) the move waits for the next one, which
        // sends it if the table is where it was (it was dropped, a friend's draw lost to the
        // host's restart)
        const open = conn.ws && conn.ws.readyState === 1;
        if (open) conn.ws.send(JSON.stringify(conn.pending));
        // tapped while the browser knows its network is gone, or with no connection: the
        // move waits, said where the loss is (the tap seemed ignored, and was tapped again)
        if (!banner.hidden || !open) connected(false);
      },
    };
  }
  async function draw() {
    if (!conn.view || !conn.summary || conn.closed) return;  // a table page left behind
    const mod = await gameModule(conn.summary.game);
    const mine = conn.seat !== null && conn.view.observation.current_player === conn.seat
      && (conn.view.legal || []).length > 0 && conn.view.started !== false;
    // a friend waiting in another tab sees their turn come in the tab's title
    document.title = pageTitle(mine ? `● ${t("your_turn")}` : null, gameTitle(conn.summary.game));
    setHeader(conn.summary.game);
    const back = focusKey(root);
    showHouseRules(root.parentNode, conn.summary);  // everyone is told the rules the table changed
    showNotice(root.parentNode, replacedWords(conn.notice, conn.view.observation.over, t), takeBackOf(conn));
    // an invite link that took no seat here: why this page watches (in the page's language)
    const refusedWhy = conn.refused && conn.seat === null
      ? usedInviteWords(conn.refused, false, t) || refusal(conn.refused, t("claim_failed")) : null;
    placeBanner("link-note", refusedWhy ? [h("p", {}, refusedWhy)] : []);
    placeBanner("joined-note", joinedCard(mine));
    toastOutdated(conn.view.seq);
    withMotion(root, () => mod.render(root, conn.view, ctx()));
    turnInBar();
    replayBarRoom();
    root.dataset.seq = String(conn.view.seq);
    refocus(root, back);
    hints.update(conn.view, conn.summary, conn.seat, ctx().names, root);
    logState.me = conn.seat;
    logState.viewer = logViewer(conn.summary.seats, conn.seat, conn.former);  // the log's "you"
    logState.turn = mine;  // the drawer's "Your turn" (announceTurn keeps its own ``mine``)
    logState.changes = conn.summary.seat_changes;
    // a friend whose seat a bot plays talks as themselves still (the server's Room.speaker)
    talk.update(conn.summary, talkSeat());
    const [said, held] = drawLog(logView, conn.view, mod, (n) => conn.summary.seats.map((s, i) => seatNameAt(s, i, n)), logState);
    // the game's words are asked only as the turn opens (comes round, or the page opens on
    // it): a game may say something once (Piratatak: how to buy)
    // (a round's result opens the next round's turns: the player whose lay-down ended the
    // round and who begins the next was told the result and not that it was their turn)
    const opens = mine && (logState.mine !== true || held);
    const turn = announceTurn(logState, said, mine, opens ? mod.turnWords?.(conn.view, ctx().names, t) : null,
      () => mod.turnTask?.(conn.view, conn.seat, t) ?? null, held);
    let message = turn || said;
    const note = mine && said ? mod.moveNote?.(conn.view, conn.seat, t) : null;  // e.g. a sail due
    if (note) message = sentences([said, note]);
    // the jump keys (M, L), which no button shows, said once in the page, with the first turn
    // said that no dialog holds (the lay-down's: M and L do nothing there)
    if (turn && !jumpsTold && !document.getElementById("overlay") && mod.jumpWords) {
      jumpsTold = true;
      message = sentences([message, mod.jumpWords(t)]);
    }
    // a line the table shows while the others play (Corsairs: what comes after the closer's
    // lay-down), said once, after the moves that brought it
    const [aside, asideTold] = mod.layNews?.(conn.view, conn.seat, t, conn.summary.rules, logState.aside) ?? [null, null];
    logState.aside = asideTold;
    if (aside) message = sentences([said, aside]);
    // whose turn it is now, after the moves that passed it to a friend
    const current = conn.view.observation.current_player;
    const person = current !== null && current !== undefined && conn.summary.seats[current]?.kind !== "bot"
      && !(conn.view.bots || [])[current];
    const waits = waitingWords(logState, conn.view.observation.over || conn.view.started === false ? null : current,
      mine || current === conn.seat, person, person ? seatName(conn.summary.seats[current], current) : null);
    if (waits && said) message = sentences([message, waits]);
    // one message a state: a round's result is held while it is read (ui.js say)
    say(announce, message, held);
    drawExtras();
    drawAway();
    drawRematch(mine);
    const shown = conn.group && conn.seat !== null ? t("here_shown", { name: seatName(conn.summary.seats[conn.seat], conn.seat) }) : "";
    shownName.textContent = shown;
    shownName.hidden = !shown;
    placeCurtain();
    if (!conn.placed) {
      // as the table opens (nothing had the focus yet), and after a press whose button the
      // redraw takes away (a seat given to a bot, or taken back)
      conn.placed = true;
      const opening = !conn.opened;
      conn.opened = true;
      if (document.activeElement === document.body && !document.getElementById("overlay") && !curtainUp()) focusFirst(opening);
    }
  }
  /** Pass-and-play's curtain: the turn passes to a seat of this device not shown (or the
   * page opens on it): the page shows the public table (``cover`` dropped the last seat's
   * view before), covered by a dialog naming who takes the device next; only their press
   * asks for their seat's view (``look``). Esc does nothing: the curtain is lifted by the
   * press alone. Gone when the turn leaves this device's seats. */
  function placeCurtain() {
    const v = conn.view;
    const p = v ? v.observation.current_player : null;
    const due = Boolean(conn.group) && v !== null && conn.wanted === null && v.started !== false
      && !v.observation.over && p !== null && p !== undefined && conn.held.includes(p);
    const up = document.getElementById("curtain");
    if (!due) { if (up) liftCurtain(); return; }
    if (up && up.dataset.seat === String(p)) {
      shutBehind(up);  // (a dialog the table drew meanwhile too)
      if (!up.contains(document.activeElement)) up.querySelector("button").focus();
      return;
    }
    up?.remove();
    const name = seatName(conn.summary.seats[p], p);
    const open = h("button", { class: "btn", id: "curtain-open", type: "button", onclick: () => {
      liftCurtain();
      conn.wanted = p;
      conn.placed = false;  // the keyboard then goes where play is, as a table opening
      sendMessage({ type: "look", seat: p });
    } }, t("curtain_me", { name }));
    const el = h("div", { class: "curtain", id: "curtain", "data-seat": p, role: "dialog", "aria-modal": "true",
      "aria-labelledby": "curtain-title", "aria-describedby": "curtain-hint curtain-idle",
      onkeydown: (e) => { if (e.key === "Escape") { e.preventDefault(); e.stopPropagation(); } else trapFocus(e); } },
    h("div", { class: "curtain-box" }, h("h2", { id: "curtain-title" }, t(deviceWords(), { name })),
      // a game whose seats see the same table (Piratatak) hides nothing: only who is next
      h("p", { id: "curtain-hint" }, t(conn.summary.private === false ? "curtain_ready" : "curtain_hint", { name })), open));
    document.body.append(el);
    curtainIdle(false);
    shutBehind(el);
    open.focus({ preventScroll: true });
  }
  /** The page's seat shown no more: the next view asked is the public one (``look``), and
   * until it comes the page keeps nothing of the last seat's (its view, the table drawn
   * from it, the game's own memory of its hand, the words said of it): a curtain lifted by
   * other means than its button shows nothing private. */
  function cover(ask = true) {
    conn.wanted = null;
    conn.seat = null;
    conn.view = null;
    conn.sentFor = null;
    conn.pending = null;
    if (conn.summary) MODULES[conn.summary.game]?.forgetSeat?.();
    document.getElementById("overlay")?.remove();
    root.replaceChildren();
    logView.replaceChildren();
    hush(announce);
    hints.reset();
    if (ask) sendMessage({ type: "look", seat: null });
  }
  conn.cover = cover;
  /** Is a state message one the page shows? Pass-and-play: a view of the seat asked for
   * (one still on its way for the seat shown before is dropped unread); the shown seat's
   * turn over, the page covers it (``cover``) and waits for the public view. */
  function shownState(msg) {
    if (!conn.group) return true;
    if ((msg.seat ?? null) !== conn.wanted) return false;
    const obs = msg.observation;
    if (conn.wanted !== null && (obs.current_player !== conn.wanted || obs.over || msg.started === false)) {
      cover();
      return false;
    }
    return true;
  }
  /** Where the keyboard starts as the table opens: what is done next above the table,
   * where there is such a thing (it started on the turn line, below it): while the table
   * waits for friends, the invite links its creator sends; as the table ``opening``, an
   * invited friend's arrival note, its first line (whose game they joined), the name field
   * next (the focus in the field would open a phone's keyboard over the note unread); a
   * seat given to a bot, *Take my seat back*. Else where play is. */
  function focusFirst(opening = false) {
    const above = (conn.view.started === false ? first.querySelector("#invites h2") : null)
      || (opening ? document.querySelector("#joined-note > p") : null) || document.getElementById("take-back");
    if (!above) { focusPlay(root); return; }
    if (!above.matches("button")) above.setAttribute("tabindex", "-1");
    above.focus({ preventScroll: true });
  }
  /** A table made by *Play again*: the same players in the same seats, with a new deal and
   * who starts drawn again (a friend saw another player to move first and thought the seats
   * had moved). Said above the table until the player's first turn is over, or closed. */
  function drawRematch(mine) {
    const of = seatNote("again_of", tableId, token);
    if (!of || conn.view.observation.over || conn.seat === null) { placeBanner("rematch-note", []); return; }
    if (!untilTurnPlayed("again_of", mine)) { placeBanner("rematch-note", []); return; }
    // closed, the turn's scroll (ui.js scrollIntoReach) that kept it in sight brings the
    // hand up, and the focus, on the removed button, goes where play is
    const close = h("button", { class: "btn secondary", id: "rematch-close", type: "button", onclick: () => {
      sayNoMore("again_of");
      placeBanner("rematch-note", []);
      focusPlay(root);
      scrollIntoReachAgain();
    } }, t("close"));
    placeBanner("rematch-note", [h("p", {}, t("again_same_seats"), " ", close)]);
  }
  /** A seat's note (``kind``: seatNotes) stands until the player's first turn is over: the
   * turn seen in this tab (``mine``), the note goes as it passes (said enough; unanswered,
   * a late friend's arrival note stayed above the table all game). False once it went. */
  function untilTurnPlayed(kind, mine) {
    const turn = `corsairs.${kind}_turn.${tableId}.${token}`;  // this tab saw the seat's turn
    if (mine) session.set(turn, "1");
    else if (session.get(turn)) { sayNoMore(kind); return false; }
    return true;
  }
  /** The seat's note ``kind`` is done with: answered, closed or its first turn played. */
  function sayNoMore(kind) {
    setSeatNote(kind, tableId, token, null);
    session.remove(`corsairs.${kind}_turn.${tableId}.${token}`);
  }
  /** Nobody holds the table hostage (docs/server.md, "Friends who do not come"): above the
   * play area, the player to move is warned before their turn counts as idle; the others
   * are offered a bot for an idle seat, and, once the creator is away, *Start now* and a
   * bot for a seat whose player is away. The server keeps the clocks and decides; the page
   * counts on from the last state and redraws when a limit passes. */
  function drawAway() {
    clearTimeout(conn.awayTimer);
    const view = conn.view;
    const a = view && view.absence;
    if (!a || view.observation.over || conn.closed) {
      for (const id of ["away", "idle-note", "idle-offer"]) placeBanner(id, []);
      turnInBar();
      return;
    }
    const since = (pageNow() - (conn.viewAt || pageNow())) / 1000;
    const waited = a.turn_waited === null ? 0 : a.turn_waited + since;  // 0: no person to play
    const away = creatorAwayFor();
    const asking = creatorOf(tableId) || (conn.seat !== null ? token : null);
    const current = view.observation.current_player;
    const names = conn.summary.seats.map(seatName);
    const lines = [], mine = [], offer = [];
    let next = Infinity;  // seconds until something here changes
    conn.curtainIdle = "";
    // the creator waits for a friend who left on their turn: the way on, the invite panel's
    // *Give the seat to a bot*, lay below the table, and the turn line said only "Waiting
    // for Jonas (offline)" until the idle limit's offer, minutes later; offered once the
    // grace has passed (a reload or a phone's new network is back within it), in the idle
    // offer's place, whose words say less
    const friend = current === null || current === undefined ? null : conn.summary.seats[current];
    let leftOnTurn = false;
    if (creatorOf(tableId) && conn.cutAt === null && view.started !== false && a.grace > 0
        && friend && friend.invited && friend.joined && current !== conn.seat && !conn.held.includes(current)
        && !view.bots[current] && !view.online[current]) {
      const left = (a.seats_away?.[current] ?? 0) + since;
      if (left < a.grace) next = Math.min(next, a.grace - left);
      else {
        leftOnTurn = true;
        offer.push(h("p", { "data-left": current }, t("left_on_turn", { name: names[current], limit: duration(a.grace) }), " ",
          armedButton("seat-bot", current, t("to_bot"), t("to_bot_sure", { name: names[current] }), () => giveToBot(current))));
      }
    }
    // cut off, no warning nor offer: nobody can act on it until the server is heard again
    if (a.idle && a.turn_waited !== null && conn.cutAt === null) {
      const warnAt = Math.max(0, a.idle - a.warning);
      if (waited < warnAt) next = Math.min(next, warnAt - waited);
      else if (waited < a.idle) next = Math.min(next, a.idle - waited);
      if (current === conn.seat && waited >= warnAt) {
        mine.push(h("p", { id: "idle-warning" }, t(waited >= a.idle ? "idle_now" : "idle_warn", { limit: duration(a.idle) })));
      } else if (conn.group && conn.seat === null && conn.held.includes(current)) {
        // pass-and-play, the curtain up for a seat of this device: the warning is the
        // curtain's (above the table it was hidden behind it), and the device is not
        // offered its own seat for a bot
        if (waited >= warnAt) {
          conn.curtainIdle = t(waited >= a.idle ? "curtain_idle_now" : "curtain_idle_warn",
            { name: names[current], limit: duration(a.idle) });
        }
      } else if (current !== conn.seat && waited >= a.idle && asking && !leftOnTurn) {
        offer.push(h("p", { "data-idle": current }, t("idle_seat", { name: names[current], limit: duration(a.idle) }), " ",
          armedButton("seat-bot", current, t("to_bot"), t("to_bot_sure", { name: names[current] }), () => giveToBot(current))));
      }
    }
    if (away !== null && a.grace > 0 && away < a.grace) next = Math.min(next, a.grace - away);
    const startWait = startWaited();
    if (view.started === false && startWait !== null && a.idle > 0 && startWait < a.idle) {
      next = Math.min(next, a.idle - startWait);  // the turn line's words change then
    }
    if (view.started === false && startWaitOver() && !creatorGone() && !creatorOf(tableId)
        && conn.seat !== null && token && conn.cutAt === null) {
      // the creator is here (a tab left open) but has not started: the friends seated may
      lines.push(h("p", { id: "start-wait-over" }, t("start_wait_over", { limit: duration(a.idle) })));
      lines.push(h("p", {}, h("button", { class: "btn", id: "start-now-away", onclick: startNow }, t("start_now"))));
    }
    if (creatorGone() && !creatorOf(tableId) && conn.seat !== null && token && conn.cutAt === null) {
      // a seat whose player left a moment ago (a reload, a phone's network) is not offered yet
      const left = (i) => (a.seats_away?.[i] ?? 0) + since;
      for (const [i, s] of conn.summary.seats.entries()) {
        if (!view.online[i] && s.joined && !view.bots[i] && left(i) < a.grace) next = Math.min(next, a.grace - left(i));
      }
      const seats = conn.summary.seats.map((s, i) => i !== conn.seat && i !== (waited >= (a.idle || Infinity) ? current : -1)
        && s.joined && !view.bots[i] && !view.online[i] && left(i) >= a.grace ? i : null).filter((i) => i !== null);
      // said while there is something to do: start the table, or give an away seat
      if (view.started === false || seats.length) {
        lines.push(h("p", { id: "creator-gone" }, t(view.started === false ? "creator_gone" : "creator_gone_started")));
      }
      if (view.started === false) lines.push(h("p", {}, h("button", { class: "btn", id: "start-now-away", onclick: startNow }, t("start_now"))));
      for (const i of seats) {
        lines.push(h("p", { "data-away": i }, h("strong", {}, names[i] + colon()), h("span", { class: "badge" }, t("joined_away")), " ",
          armedButton("seat-bot", i, t("to_bot"), t("to_bot_sure", { name: names[i] }), () => giveToBot(i))));
      }
    }
    // a limit passing changes the turn line too ("you can also start now"): the whole table
    if (Number.isFinite(next)) conn.awayTimer = setTimeout(draw, next * 1000 + 50);
    placeBanner("away", lines);
    // the player's own warning stays in sight wherever the page is scrolled (on a phone,
    // at the hand): under the table's bar, which a phone keeps at the top
    // and so does the others' offer for a seat whose turn waits: on a phone at the hand, the
    // bar said only "Waiting for Bruno (offline)", what could be done lay at the page's top
    // (how far down: style.css, from the bar's height, so a phone turned keeps it right)
    placeBanner("idle-note", mine);
    placeBanner("idle-offer", offer);
    curtainIdle(true);
    turnInBar();  // the warning may now cover the turn line, or no longer
  }
  /** The idle warning on pass-and-play's curtain (drawAway's ``conn.curtainIdle``; none:
   * none shown), before its button; ``tell``: a change read out by the table's news region
   * (a new curtain's is read as the dialog's description). */
  function curtainIdle(tell) {
    const up = document.getElementById("curtain");
    if (!up) return;
    const words = conn.curtainIdle || "";
    let line = up.querySelector("#curtain-idle");
    if (!words) { line?.remove(); return; }
    if (line?.textContent === words) return;
    if (!line) {
      line = h("p", { id: "curtain-idle", class: "curtain-idle" });
      up.querySelector("#curtain-open").before(line);
    }
    line.textContent = words;
    if (tell) tellNews(words);
  }
  /** A banner above the play area holding ``lines`` (none: no banner): a redraw with the
   * same words leaves it alone. Its words are read out by the table's news region (each
   * time they change): as a status region of its own, inserted with its words already in
   * it, some screen readers said nothing, others said its buttons' names with it. */
  function placeBanner(id, lines) {
    const play = root.parentNode;
    let el = document.getElementById(id);
    if (!lines.length || !play || !play.parentNode) { el?.remove(); return null; }
    const said = lines.map((l) => l.textContent).join(" ");
    if (!el) {
      el = h("div", { class: `panel banner ${id}`, id });
      play.parentNode.insertBefore(el, play);
    }
    if (el.dataset.said !== said) {
      el.dataset.said = said;
      el.replaceChildren(...lines);
    }
    const words = wordsOf(lines);
    if (el.dataset.told !== words) { el.dataset.told = words; tellNews(words); }
    return el;
  }
  /** The invited friend's arrival, above the table until answered or their first turn is
   * played: whose game of what, with how many bots, and the name they play under, which
   * they may change (they were seated at once: not answering loses nothing). */
  function joinedCard(mine) {
    const seat = conn.seat;
    if (seat === null || seatNote("joined", tableId, token) !== seat) return [];
    if (conn.view.observation.over) { sayNoMore("joined"); return []; }
    if (!untilTurnPlayed("joined", mine)) return [];
    const words = joinedWords(conn.summary, seat, t);
    const s = conn.summary.seats[seat];
    const why = h("p", { class: "error", id: "join-refused", role: "alert", hidden: true });
    const tell = (words) => { why.textContent = words; why.hidden = false; };
    const input = h("input", { type: "text", id: "join-name", autocomplete: "nickname",
      value: s && s.name !== `Player ${seat + 1}` ? s.name : "", placeholder: t("player_n", { n: seat + 1 }),
      // a pasted name over the limit is cut and said so before it is sent
      oninput: () => { if (cutName(input)) tell(t("name_cut", { n: NAME_MAX })); } });
    // answered, the note goes, and the focus on its button with it: it goes where play is
    // (it dropped to the page's body, a keyboard's or a screen reader's place lost)
    const done = () => { sayNoMore("joined"); draw(); focusPlay(root); };
    const form = h("form", { class: "row", onsubmit: async (e) => {
      e.preventDefault();
      const name = input.value.trim();
      // spaces alone (or nothing) are no name: said, the note stays (it closed, the old
      // name kept without a word)
      if (!name) { tell(t("join_blank")); input.focus(); return; }
      if (name === s.name) { done(); return; }
      // (asked again if the connection drops: naming a seat twice is naming it once)
      const r = await postAsking(`api/tables/${tableId}/name?lang=${currentLang()}`, { token, name });
      // (a name over 40 characters, the field's limit passed by: ``bad_name``, said as the
      // lobby would; named anew too often: ``name_too_fast``)
      if (!r.ok) { tell(refusal(r.body)); input.focus(); return; }
      conn.summary = r.body;
      keepMyName(name);
      toast(t("join_named", { name: seatName(r.body.seats[seat], seat) }), "info");
      done();
    } }, h("label", { for: "join-name", class: "sr-only" }, t("join_name")), input,
    h("button", { class: "btn", type: "submit", id: "join-change" }, t("join_change")),
    h("button", { class: "btn secondary", type: "button", id: "join-keep", onclick: done }, t("join_keep")));
    return [h("p", {}, h("span", { id: "join-invited" }, words.invited), " ", h("span", { id: "join-as" }, words.as),
      words.late ? [" ", h("span", { id: "join-late" }, words.late)] : null),
      form, why];
  }
  function copyButton(text) {
    return h("button", { class: "btn secondary copy", type: "button", onclick: async () => {
      try { await navigator.clipboard.writeText(text); toast(t("copied"), "info"); } catch { toast(text, "info"); }
    } }, t("copy"));
  }
  /** The phone's or tablet's own way to send a friend's link (its share sheet: messages,
   * mail), where the browser has one: the family at one table copied the link on the tablet,
   * then looked for where to paste it to reach the phone beside it. */
  function shareButton(link, seat) {
    if (typeof navigator.share !== "function") return null;
    return [" ", h("button", { class: "btn secondary share", type: "button", "data-share": seat, onclick: () => {
      navigator.share({ text: t("share_text", { game: gameTitle(conn.summary.game) }), url: link })
        .catch(() => { /* closed without sending: nothing to say */ });
    } }, t("share"))];
  }
  /** A friend's link as a QR code, large enough for the phone beside the tablet to scan: no
   * typing, nothing sent. The creator's alone: the server draws it for their token and the
   * link this panel shows (both in the request's body, never in an address), and for no
   * other link (server/invite_qr.py). */
  function qrButton(link, seat, name) {
    if (!creatorOf(tableId)) return null;
    return [" ", h("button", { class: "btn secondary qr", type: "button", "data-qr": seat,
      onclick: (e) => showQr(link, seat, name, e.currentTarget) }, t("qr_button"))];
  }
  async function showQr(link, seat, name, opener) {
    const r = await fetch(`api/tables/${tableId}/seats/${seat}/qr`, { method: "POST",
      headers: { "content-type": "application/json" }, body: JSON.stringify({ token: creatorOf(tableId), link }) });
    if (!r.ok) { toast(refusal(await r.json().catch(() => null))); return; }
    // a data: address, which the page's security policy lets an image have (not blob:)
    const url = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(await r.text());
    const close = () => {
      el.remove();
      (opener.isConnected ? opener : document.querySelector(`[data-qr="${seat}"]`))?.focus();
    };
    const dialog = h("div", { class: "dialog qr-dialog", role: "dialog", "aria-modal": "true", "aria-labelledby": "qr-title",
      "aria-describedby": "qr-hint", id: "qr-dialog" },
      h("h2", { id: "qr-title" }, t("qr_title", { name })),
      h("img", { id: "qr-code", src: url, alt: t("qr_alt", { name }) }),
      h("p", { id: "qr-hint" }, t("qr_hint", { name })),
      h("div", { class: "actions" }, h("button", { class: "btn", type: "button", onclick: close }, t("close"))));
    const el = h("div", { class: "overlay", id: "qr-overlay", "data-seat": seat,
      onkeydown: (e) => { if (e.key === "Escape") { e.preventDefault(); close(); } else trapFocus(e); },
      onclick: (e) => { if (e.target === el) close(); } }, dialog);
    document.getElementById("qr-overlay")?.remove();
    document.body.append(el);
    dialog.querySelector(".actions button").focus();
  }
  /** The creator's token, else (the creator away) this seat's: the server decides. */
  function askingToken() { return creatorOf(tableId) || token; }
  async function startNow() {
    const r = await fetch(`api/tables/${tableId}/start`, { method: "POST",
      headers: { "content-type": "application/json" }, body: JSON.stringify({ token: askingToken() }) });
    if (!r.ok) toast(refusal(await r.json().catch(() => null)));
  }
  /** A button that changes something for good: the first press asks (its words say what
   * will happen), a second within 5 s does it. */
  function armedButton(id, seat, label, sure, act) {
    // armed is kept with the connection: a state message redraws the panel meanwhile
    const key = `${id}-${seat}`;
    const armed = () => conn.armed && conn.armed.key === key && Date.now() < conn.armed.until;
    return h("button", { class: "btn secondary", type: "button", id: key, "data-armed": armed() ? "1" : null, onclick: (e) => {
      const btn = e.currentTarget;
      if (!armed()) {
        conn.armed = { key, until: Date.now() + 5000 };
        btn.dataset.armed = "1";
        btn.textContent = sure;
        setTimeout(() => { if (btn.isConnected && !armed()) { delete btn.dataset.armed; btn.textContent = label; } }, 5050);
        return;
      }
      conn.armed = null;
      btn.disabled = true;
      act();
    } }, armed() ? sure : label);
  }
  /** The creator deletes the unfinished table: every page at it is told it is gone, and
   * this one goes back to the lobby, the table forgotten in this browser. */
  async function endTable() {
    const r = await fetch(`api/tables/${tableId}`, { method: "DELETE",
      headers: { "content-type": "application/json" }, body: JSON.stringify({ token: creatorOf(tableId) }) });
    if (!r.ok) { toast(refusal(await r.json().catch(() => null))); drawExtras(); return; }
    forget(tableId);
    navigate("./");
    toast(t("end_table_done"), "info");
  }
  /** A new invite link for a friend's seat still awaited: the old one stops working. */
  async function renewInvite(seat, name) {
    const r = await fetch(`api/tables/${tableId}/seats/${seat}/invite`, { method: "POST",
      headers: { "content-type": "application/json" }, body: JSON.stringify({ token: creatorOf(tableId) }) });
    const body = await r.json().catch(() => null);
    if (!r.ok) { toast(refusal(body)); drawExtras(); return; }
    local.setJSON("corsairs.invites." + tableId, { ...(invitesOf(tableId) || {}), [seat]: body.invite });
    conn.summary = { ...conn.summary, seats: body.seats };
    toast(t("new_link_done", { name }), "info");
    drawExtras();
  }
  /** An absent (or idle) player's seat to a bot; the state message that follows redraws the table. */
  async function giveToBot(seat) {
    const r = await fetch(`api/tables/${tableId}/seats/${seat}/bot`, { method: "POST",
      headers: { "content-type": "application/json" }, body: JSON.stringify({ token: askingToken() }) });
    if (!r.ok) { toast(refusal(await r.json().catch(() => null))); drawExtras(); drawAway(); return; }
    conn.summary = await r.json();
    conn.placed = false;  // the pressed button goes: the keyboard to where play is, not the body
    draw();
  }
  function fairnessPanel(f, over) {
    if (!f) return null;
    const lines = [];
    if (f.legacy) lines.push(h("p", { class: "muted" }, t("no_commitment")));
    else {
      lines.push(h("p", { class: "muted" }, t("deal_committed") + " ", h("code", { id: "commitment" }, f.commitment)));
      lines.push(h("p", { class: "muted", id: "deal-why" }, t("deal_why")));
    }
    if (f.seed_chosen_by_creator) lines.push(h("p", { class: "banner info", id: "practice" }, t("practice_seed")));
    if (over && f.seed !== null) lines.push(h("p", { class: "muted", id: "revealed" }, dealRevealed(f)));
    return h("div", { class: "panel", id: "fairness" }, lines);
  }
  function drawExtras() {
    const items = [];
    const invites = invitesOf(tableId);
    // (the links are sent to friends: at the address their browsers open)
    const base = friendsUrl("table/" + tableId, ROOT, FRIENDS_URL);
    const joined = conn.view.joined || [];
    // the turn line says who is awaited; the creator's panel adds the way not to wait
    if (conn.view.started === false && creatorOf(tableId)) {
      items.push(h("div", { class: "panel", id: "waiting" },
        h("button", { class: "btn", id: "start-now", onclick: startNow }, t("start_now"))));
    }
    // the creator sees every friend's seat but their own (a "Play again" table has no
    // links yet, and its creator's seat was one of them); a browser holding only links
    // sees those
    const creator = creatorOf(tableId);
    const friends = creator
      ? conn.summary.seats.map((s, i) => s.invited && i !== conn.seat ? String(i) : null).filter((i) => i !== null)
      : Object.keys(invites || {});
    // the address bar holds this page's seat token: copied and sent to a friend, it gives
    // the seat away (both pages then play it); said where the links to send instead are
    // (where the spectator link is the only one below, it says to send that one to watch: "the
    // links below" sent an invited friend looking for invite links that were not there)
    const inBar = conn.seat !== null && token && location.hash.includes("token=");
    const seatInBar = (only) => inBar
      ? h("p", { class: "muted", id: "address-warning" }, t(only ? "address_is_seat_watch" : "address_is_seat")) : null;
    if (friends.length && !conn.view.observation.over) {
      const hereOnly = linksNote(base, t);  // links friends' devices cannot open: said so
      items.push(h("div", { class: "panel", id: "invites" }, h("h2", {}, t("invite")), seatInBar(false),
        hereOnly ? h("p", { class: "banner info", id: "links-here-only" }, hereOnly) : null,
        friends.map((seat) => {
          const code = invites && invites[seat];
          const awaited = joined[seat] === false;
          const bot = (conn.view.bots || [])[seat];
          // a bot plays the seat of a friend who never came: their link still takes it from the bot
          const late = Boolean(conn.summary.seats[seat]?.late);
          const link = code && (awaited || late) ? `${base}#invite=${code}` : null;
          const name = seatName(conn.summary.seats[seat], Number(seat));
          return h("p", { "data-seat": seat },
            h("strong", {}, `${name}${colon()}`),
            // a joined friend who is away is why "Give the seat to a bot" is offered: say so
            h("span", { class: "badge", "data-joined": seat },
              t(late ? "bot_until" : bot ? "bot_plays" : awaited ? "not_joined" : conn.view.online[seat] ? "joined" : "joined_away")), " ",
            link ? [h("span", { class: "invite", "data-invite": seat }, link), " ", copyButton(link), shareButton(link, seat), qrButton(link, seat, name)] : null,
            creator && (awaited || late) ? [" ", armedButton("new-link", seat, t("new_link"), t("new_link_sure"), () => renewInvite(seat, name))] : null,
            creator && !bot && !conn.view.online[seat]
              ? [" ", armedButton("to-bot", seat, t("to_bot"), t("to_bot_sure", { name }), () => giveToBot(seat))] : null);
        }),
        h("p", {}, h("strong", {}, t("spectator_link") + colon()), h("span", { class: "invite" }, base), " ", copyButton(base)),
        // the creator's way out of a table gone wrong (a troublemaker seated, a table made by
        // mistake): it was the API's alone, with the token from the browser's storage
        creator ? h("p", {}, armedButton("end", "table", t("end_table"), t("end_table_sure"), endTable)) : null));
    } else if (inBar && !conn.view.observation.over) {
      items.push(h("div", { class: "panel", id: "share" }, seatInBar(true),
        h("p", {}, h("strong", {}, t("spectator_link") + colon()), h("span", { class: "invite" }, base), " ", copyButton(base))));
    }
    items.push(fairnessPanel(conn.view.fairness, conn.view.observation.over));
    if (conn.view.observation.over) {
      items.push(h("div", { class: "panel row" },
        h("a", { class: "btn", href: `api/tables/${tableId}/record`, download: "" }, t("download")),
        h("a", { class: "btn secondary", href: `replay/${tableId}` }, t("replay")),
        // pass-and-play: a review for each person at this device (a finished game hides nothing:
        // its replay shows every hand)
        conn.group ? reviewsHere().map((r) => h("a", { class: "btn secondary review-seat", "data-seat": r.seat, href: r.url }, r.label))
          : h("a", { class: "btn secondary", id: "review-link", href: `review/${tableId}?seat=${conn.seat ?? 0}` }, t("rv_button")),
        (conn.seat !== null || conn.group) && token ? h("button", { class: "btn", id: "play-again", onclick: askAgain },
          t(conn.view.again ? "join_again" : "play_again")) : null));
      if (conn.view.again) {
        // a friend whose seat a bot took is not among "the same players": a bot has it there too
        // told once the new table's names came (it said "A player started…", then the same
        // again with the name), and not to the player whose own press made it
        const said = againNews();
        if (conn.againKnown === conn.view.again && conn.againTold !== said && !conn.againPressed) {
          conn.againTold = said;
          tellNews(said);
        }
        items.unshift(h("div", { class: "panel banner news", id: "again-news" },
          said, " ",
          (conn.seat !== null || conn.group) && token ? h("button", { class: "btn", onclick: askAgain }, t("join_again"))
            : h("a", { class: "btn", href: `table/${conn.view.again}` }, t("watch_again"))));
      }
    }
    const focused = extras.contains(document.activeElement) || first.contains(document.activeElement)
      ? document.activeElement.id : null;
    // (once the table has started they go under it: the game is what is looked at then)
    const ahead = conn.view.started === false ? items.filter((el) => el && (el.id === "waiting" || el.id === "invites")) : [];
    first.replaceChildren(...ahead);
    extras.replaceChildren(...items.filter((el) => el && !ahead.includes(el)));
    if (focused) document.getElementById(focused)?.focus();
    // the friend scanned the code and took the seat (or the table started): its code goes
    const qr = document.getElementById("qr-overlay");
    if (qr && !document.querySelector(`[data-qr="${qr.dataset.seat}"]`)) qr.remove();
  }
  /** A claimed invite or "Start now" changes the seats (a bot's name, who has joined): the
   * table's summary, taken once on connecting, is fetched again and the table redrawn. */
  async function refreshSummary() {
    const ticket = conn.summaryTicket = (conn.summaryTicket || 0) + 1;
    try {
      const r = await fetch(`api/tables/${tableId}`);
      if (!r.ok || ticket !== conn.summaryTicket || conn.closed) return;
      conn.summary = await r.json();
      draw();
    } catch { /* the next change, or the reconnection's welcome, brings it */ }
  }
  function connect() {
    if (conn.closed) return;
    // wss behind https (a reverse proxy's TLS), under the app's root (its path prefix)
    const url = new URL("ws/" + tableId, ROOT);
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    // The seat token goes as a subprotocol, never in the URL (server logs keep URLs); the
    // creator's token too, so that a creator with no seat who watches counts as here.
    const protocols = ["corsairs"];
    // (pass-and-play: every seat of this device's, on one connection)
    for (const tok of conn.group ? new Set(Object.values(conn.group)) : token ? [token] : []) protocols.push(`corsairs.token.${tok}`);
    if (creatorOf(tableId)) protocols.push(`corsairs.creator.${creatorOf(tableId)}`);
    const ws = new WebSocket(url.href, protocols);
    conn.ws = ws;
    ws.onopen = () => { conn.retry = 0; conn.heard = Date.now(); connected(true); };
    ws.onmessage = (ev) => {
      if (conn.ws !== ws) return;  // an abandoned connection's late words
      conn.heard = Date.now();
      if (!banner.hidden && navigator.onLine) connected(true);  // heard again after "offline"
      const msg = JSON.parse(ev.data);
      // A move sent on a connection that died may never have arrived: whatever the server
      // says first on a new one (welcome, then the state) lets the player move again.
      if (msg.type === "welcome") {
        conn.summary = msg.table; conn.seat = msg.seat; conn.sentFor = null; conn.fresh = true;
        // pass-and-play: a new connection shows no seat (the curtain comes back if one is to
        // play); a seat taken back is welcomed again on this one, the seat shown unchanged
        const back = conn.group && conn.former !== null && (msg.held || []).includes(conn.former);
        if (conn.group) {
          if (msg.seat === null && conn.view && conn.view.seat !== null) cover(false);
          conn.held = msg.held || [];
          conn.wanted = msg.seat;
        }
        if (msg.seat !== null || back) {  // seated (again)
          // taken back: the keyboard goes where play is, as when the table opened (it was
          // lost with the pressed button, on the page's body)
          if (conn.former !== null) conn.placed = false;
          conn.notice = null; conn.former = null;
        }
        hints.reset();  // a hint asked on the old connection will not be answered on this one
        // the seat the talk speaks as, and so whom it mutes, before its lines are drawn: the
        // welcome's lines were drawn unmuted until the state's draw (a reload showed a muted
        // friend's lines for a moment, and a test caught it once)
        talk.update(conn.summary, talkSeat());
        talk.welcome(msg.talk);
      }
      else if (msg.type === "state") {
        if (!shownState(msg)) return;
        const before = conn.view;
        conn.view = msg;
        if (conn.group) conn.seat = msg.seat ?? null;
        conn.viewAt = Date.now();  // the absence clocks count on from here
        if (!before || before.seq !== msg.seq) conn.sentFor = null;
        if (conn.pending && conn.pending.seq !== msg.seq) conn.pending = null;  // it was played
        const again = conn.fresh && conn.pending && msg.legal.includes(conn.pending.action);
        conn.fresh = false;
        draw();
        if (again) resend();  // the move went down with the old connection: the table is where it was
        if (before && seatingChanged(before, msg)) refreshSummary();
      }
      else if (msg.type === "pong") {
        // The server answers in order: a pong for the same position as a move sent before it
        // means that move never arrived; a pong for another position, a state that never did.
        if (conn.view && msg.seq !== conn.view.seq) reconnect();
        else if (conn.pending && conn.pending.seq === msg.seq && conn.sentFor === msg.seq) resend();
      }
      else if (msg.type === "hint") hints.answer(msg);
      else if (msg.type === "seat_back") {
        // a player took their seat back from its bot: everyone is told, screen readers too
        // (``late``: a friend who had never come takes the seat from the bot)
        // to the player themselves "You took your seat back" (seated again, or about to be)
        const mine = msg.seat === conn.seat || msg.seat === conn.former;
        const key = (msg.late ? "seat_late" : "seat_back") + (mine ? "_you" : "");
        const text = t(key, { name: seatName({ kind: "human", name: msg.name }, msg.seat) });
        say(announce, text);
        toast(text, "info");
        refreshSummary();  // the log's line for it comes with the table's summary (seat_changes)
      }
      else if (msg.type === "bot_fault") {
        // a bot seat's first fault (its code failed, it chose no legal move, it took too
        // long): the table plays a random legal move for it, which was otherwise taken for
        // the bot's own play; everyone is told, screen readers too
        const text = t("bot_fault_" + msg.fault, { name: seatName(conn.summary?.seats?.[msg.seat], msg.seat) });
        say(announce, text);
        toast(text, "info", 9000);
      }
      else if (msg.type === "said") talk.said(msg.line);
      else if (msg.type === "error" && !hints.error(msg) && !talk.error(msg)) serverError(conn, root, msg);
    };
    ws.onclose = () => {
      if (conn.closed || live !== conn || conn.ws !== ws) return;
      connected(false);
      conn.retry = Math.min(conn.retry + 1, RETRY_STEPS);
      clearTimeout(conn.retryTimer);
      conn.retryTimer = setTimeout(connect, 300 * 2 ** conn.retry);
    };
  }
  /** The seat the talk speaks as: the seat shown, or a friend's own seat a bot plays now
   * (they are still the person at the table: the server's Room.speaker). */
  function talkSeat() {
    return conn.seat ?? (conn.group ? null : conn.former);
  }
  /** Send the move in hand once more (it is for the same position: the server plays it at
   * most once, and refuses it as stale if the table has moved on). */
  function resend() {
    if (!conn.pending || !conn.ws || conn.ws.readyState !== 1) return;
    conn.sentFor = conn.pending.seq;
    conn.ws.send(JSON.stringify(conn.pending));
  }
  /** Drop the current connection (silent or dead) and open a new one now. */
  function reconnect() {
    if (conn.closed || live !== conn) return;
    const old = conn.ws;
    conn.ws = null;
    if (old) { old.onclose = null; try { old.close(); } catch { /* already gone */ } }
    connected(false);
    clearTimeout(conn.retryTimer);
    connect();
  }
  /** While the connection is down a banner says so where it is always seen (the status
   * line may be scrolled away on a phone). */
  function connected(on) {
    const bar = document.getElementById("conn-status");
    // a move tapped meanwhile is sent again on the new connection: said, so it is not tapped again
    const words = t(conn.pending ? "reconnecting_move" : "reconnecting");
    if (bar) bar.textContent = on ? "" : words;
    banner.textContent = words;
    banner.hidden = on;
    replayBarRoom();  // its foot, for a dialog open below it
    fitLog();  // and the log beside the table stuck below it
    // cut off, the page cannot know who is online: no seat's dot says "online" meanwhile
    root.classList.toggle("cut-off", !on);
    // the absence clocks stop while cut off (pageNow), and their warnings go
    const cutAt = on ? null : (conn.cutAt ?? Date.now());
    if (cutAt !== conn.cutAt) { conn.cutAt = cutAt; if (conn.view) drawAway(); }
  }
  // A connection can die without closing (a phone changing network, a router dropping
  // it): the page asks the server now and then, and one that stays silent is replaced.
  conn.watch = setInterval(() => {
    if (conn.closed || live !== conn) { clearInterval(conn.watch); return; }
    const ws = conn.ws;
    if (!ws || ws.readyState !== 1) return;
    const quiet = Date.now() - (conn.heard || 0);
    if (quiet > SILENT_MS) reconnect();
    else if (quiet > PING_MS || conn.sentFor !== null) ws.send(JSON.stringify({ type: "ping" }));
  }, PING_MS);
  const wake = () => {
    if (conn.closed || live !== conn) return;
    // back from "offline": the connection was made on the network that went away (a phone
    // changing network): a new one now, not once 15 s of silence prove it dead
    if (conn.wentOffline || !conn.ws || conn.ws.readyState > 1) { conn.wentOffline = false; reconnect(); }
    else if (conn.ws.readyState === 1) conn.ws.send(JSON.stringify({ type: "ping" }));
  };
  window.addEventListener("online", wake);
  // The browser knows its network is gone (a phone in a tunnel): say so now, not once the
  // keep-alive gives up on the silence (up to 20 s of taps seemingly ignored).
  window.addEventListener("offline", () => {
    if (!conn.closed && live === conn) { conn.wentOffline = true; connected(false); }
  });
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "visible") wake(); });
  connect();
  return conn;
}

/** A few seconds or minutes, as the absence lines say them. */
function duration(seconds) {
  return seconds < 120 ? `${Math.round(seconds)} s` : `${Math.round(seconds / 60)} min`;
}

/** The live table's keep-alive: a ping after this long without a word from the server (or
 * while a move awaits its answer), and a new connection after SILENT_MS of silence. */
const PING_MS = 5000;
const SILENT_MS = 15000;
/** Reconnection waits 0.6, 1.2, 2.4, 4.8 s, then every 4.8 s. */
const RETRY_STEPS = 4;

/** Has the seating changed between two states (the table started, someone joined)? */
function seatingChanged(a, b) {
  return a.started !== b.started || JSON.stringify(a.joined || []) !== JSON.stringify(b.joined || [])
    || JSON.stringify(a.bots || []) !== JSON.stringify(b.bots || [])
    || JSON.stringify(a.names || []) !== JSON.stringify(b.names || []);  // a seat named anew
}

/** What had the focus in ``root`` (by id, card or action), to find it again after a repaint. */
function focusKey(root) {
  const el = document.activeElement;
  if (!el || el === document.body || !root.contains(el)) return null;
  if (el.id) return "#" + CSS.escape(el.id);
  if (el.dataset.action) return `[data-action="${CSS.escape(el.dataset.action)}"]`;
  if (el.dataset.card) return `[data-card="${CSS.escape(el.dataset.card)}"]`;
  return "";
}

/** Where the keyboard goes when what it was on is gone, in this order: a pile to draw
 * from, a card to play, a move button, else the turn line. */
const NEXT_FOCUS = [".pile.legal", "#hand .card.playable", "#pt-give-task", "#pt-actions button:not([disabled])", "#turn"];

/** The first of NEXT_FOCUS in ``root`` that is shown: a phone hides the give-back's own
 * Hint (its bar has one), and the focus given to it was lost. */
function nextFocus(root) {
  for (const sel of NEXT_FOCUS) {
    const el = [...root.querySelectorAll(sel)].find((e) => e.getClientRects().length > 0);
    if (el) return docked(el);
  }
  return null;
}

/** Was the last thing the player did a key (not a click or tap)? Only then does a repaint
 * move the focus when nothing had it (a shortcut typed with the page itself focused). */
let byKeyboard = false;
document.addEventListener("keydown", () => { byKeyboard = true; sayNow(); }, true);
document.addEventListener("pointerdown", () => { byKeyboard = false; sayNow(); }, true);

/** M and L, at a table: to the player's own hand or seat (the game's ``ownPlace``) and to
 * the log, and from the log back to the play. A screen reader user went there by Tab, a
 * stop at a time past every seat; each is a landmark or heading away only in browse mode. */
const JUMP_KEYS = ["m", "l"];
/** Have M and L been said at a table in this page (the first turn's words say them)? */
let jumpsTold = false;
document.addEventListener("keydown", (e) => {
  const conn = live;
  const k = e.key.toLowerCase();
  if (!JUMP_KEYS.includes(k) || !conn || conn.closed || !conn.jump || e.ctrlKey || e.metaKey || e.altKey) return;
  if (["INPUT", "SELECT", "TEXTAREA"].includes(e.target.tagName) || e.target.isContentEditable) return;
  if (document.getElementById("overlay") || document.querySelector(".dialog[aria-modal='true']") || curtainUp()) return;
  e.preventDefault();
  conn.jump(k);
});

/** The focus on where play is, as a table opens (or reloads): the first Tab went to the
 * page's top links, a screen away from it. The next thing to do, else the turn line. */
function focusPlay(root) {
  const next = nextFocus(root);
  if (next) focusOn(next);
}

/** The focus on ``el``, where play is: the turn line in sight (focusTurnLine), anything else
 * made focusable first (a task's paragraph) and focused where it lies. */
function focusOn(el) {
  if (el.id === "turn") { focusTurnLine(el); return; }
  if (!el.matches("button, a[href], input, select, [tabindex]")) el.setAttribute("tabindex", "-1");
  el.focus({ preventScroll: true });
}

/** After a move the focus returns to the same control, or else to the next thing to do. */
function refocus(root, key) {
  if (document.getElementById("overlay")) return;
  // the game's drawing put it somewhere on purpose (a pirate's give-back, its task): kept
  // (moved on to the first move, the task went unsaid when the stock had had the focus)
  if (document.activeElement !== root && root.contains(document.activeElement)) return;
  if (key === null && !(byKeyboard && document.activeElement === document.body)) return;
  const again = key ? root.querySelector(key) : null;
  // a heading the player went to (M: their own seat) stays theirs as the table moves on:
  // drawn anew by a move, a plain heading again, the focus went on to the stock
  if (again && again.matches("h2, h3") && !again.hasAttribute("tabindex")) again.setAttribute("tabindex", "-1");
  // the same card may now lie on the pile, as a picture: only a control is focused again
  const control = again && !again.disabled && again.matches("button, a[href], input, select, [tabindex]");
  const next = control ? docked(again) : nextFocus(root);
  if (next) focusOn(next);
}

/** The log's panel (beside the table, or a drawer on phones) and the button opening it. */
function logPanel() {
  // the moves' part, drawn anew at every move; the table's talk (talk.js) stays below it
  const view = h("div", { class: "log-view" });
  const log = h("aside", { class: "panel log", id: "log", "aria-labelledby": "log-title" }, view);
  const toggle = h("button", { class: "btn secondary", id: "log-toggle", "aria-controls": "log", "aria-expanded": "false", "aria-keyshortcuts": "l",
    onclick: () => openLog(!log.classList.contains("open")) }, mark("☰ "), t("log_open"));  // the mark not read out
  let back = null;  // where the focus was as the drawer opened
  /** ``refocus``: closed, the focus goes back where it was (not when a dialog took it). */
  function openLog(on, refocus = true) {
    if (on && !log.classList.contains("open")) back = document.activeElement;
    log.classList.toggle("open", on);
    if (on) toggle.classList.remove("unread");  // the talk's lines are in sight now
    toggle.setAttribute("aria-expanded", String(on));
    modal(on && getComputedStyle(log).position === "fixed");
    if (on) { log.querySelector("button")?.focus(); return; }
    if (!refocus) { back = null; return; }
    // back where it was (the same control, drawn anew by a move meanwhile), else on Log
    const again = back && !back.isConnected && back.id ? document.getElementById(back.id) : back;
    back = null;
    (again && again.isConnected && again !== document.body && !again.closest("[inert]") ? again : toggle).focus();
  }
  // An open drawer (a phone's) is modal: the page behind it inert, so that a swiping screen
  // reader and Tab stay in it (they went on into the table it covers). What is added behind
  // it meanwhile (a banner) is made inert too; the live regions keep speaking. A dialog the
  // table opens meanwhile (a round's summary, a lay-down, the result), modal too, asks now:
  // the drawer makes way, the focus left in the dialog (made inert under the drawer, its
  // focus fell to the page's body). A dialog the drawer was opened over stays under it, as
  // it is drawn anew with each move.
  let shut = [];
  let watch = null;
  function modal(on) {
    for (const el of shut) el.inert = false;
    shut = [];
    watch?.disconnect();
    watch = null;
    if (!on) return;
    const close = (el) => {
      if (!watch || el.nodeType !== 1 || el.inert || el.contains(log) || el.matches("[aria-live], [role=status], [role=alert], #toast, script")) return;
      // (a dialog under the drawer, drawn anew by a move, took the focus out of it as it
      // was drawn: it goes back where it was in the drawer, not to the page's body)
      const took = el.contains(document.activeElement);
      el.inert = true;
      shut.push(el);
      if (took) backInDrawer();
    };
    const dialogOf = (el) => (el.nodeType === 1 && el.matches(".overlay") ? el.querySelector("[role=dialog]")?.id ?? "" : null);
    watch = new MutationObserver((changes) => changes.forEach((c) => {
      const redrawn = new Set([...c.removedNodes].map(dialogOf));
      for (const el of c.addedNodes) {
        const dialog = dialogOf(el);
        if (watch && dialog !== null && !redrawn.has(dialog)) openLog(false, false);
        else close(el);
      }
    }));
    for (let el = log; el.parentElement && el !== document.body; el = el.parentElement) {
      [...el.parentElement.children].forEach(close);
      watch.observe(el.parentElement, { childList: true });
    }
  }
  // a tap on the inert page beside the drawer closes it (as a dialog's backdrop does): the
  // table there no longer answers it
  document.addEventListener("click", (e) => {
    if (watch && log.isConnected && !log.contains(e.target) && !toggle.contains(e.target)) openLog(false);
  });
  // a phone turned sideways past the drawer's width: the log lies beside the table again
  addEventListener("resize", () => {
    if (log.isConnected && log.classList.contains("open")) modal(getComputedStyle(log).position === "fixed");
  });
  log.addEventListener("keydown", (e) => { if (e.key === "Escape" && log.classList.contains("open")) openLog(false); });
  let inLog = null;  // the drawer's part that last had the focus
  log.addEventListener("focusin", (e) => { inLog = e.target; });
  /** The focus back on ``inLog``, or on its like drawn anew by a move (the log's lines, its
   * Close), else on the lines. */
  function backInDrawer() {
    const like = !inLog ? null : inLog.isConnected ? inLog : inLog.id ? document.getElementById(inLog.id)
      : inLog.matches(".log-close") ? log.querySelector(".log-close") : null;
    (like && log.contains(like) ? like : log.querySelector("#log-body, button"))?.focus({ preventScroll: true });
  }
  return { log, view, toggle, openLog };
}

/** Public events grouped by round (Corsairs) or in one list (Piratatak); ``item`` draws one. */
function logGroups(hist, item) {
  const groups = [];
  for (const e of hist) {
    const key = e.round !== undefined ? e.round : null;
    let g = groups[groups.length - 1];
    if (!g || g.key !== key) groups.push(g = { key, items: [] });
    g.items.push(item(e));
  }
  return groups.map((g) => h("section", {}, g.key !== null ? h("h3", {}, t("round", { n: g.key })) : null, h("ol", {}, g.items)));
}

/** The game log: every public move narrated in the viewer's language, grouped by round with
 * the round results in it; the newest line highlighted. Returns what a screen reader is told
 * of the new lines (alone read out), and whether a round's result is among them.
 * ``namesAt(n)``: the seats' names at move ``n`` (a friend's, before a bot took the seat). */
function drawLog(el, view, mod, namesAt, state) {
  // who plays a seat from when (a bot, its person back) among the moves (seat_log.js)
  const hist = withSeatChanges(view.history || [], state.changes);
  const obs = view.observation;
  const all = [];
  const sections = logGroups(hist, (e) => {
    if (e.act === "seat_change") {
      const li = h("li", { class: "seat-change", "data-n": e.n }, seatLine(e, state.viewer.me));
      all.push(li);
      return li;
    }
    // the player's own moves are said to them ("You drew…"), a replaced player's who watches
    // too; a spectator's log names everyone, and a bot that played the player's seat for a
    // while is named for its moves
    const names = namesAt(e.n);
    const me = lineViewer(e, names, state.viewer);
    const li = h("li", { class: e.act === "round_end" ? "round-end" : null, "data-n": e.n }, mod.narrate(e, names, t, obs, me));
    all.push(li);
    return li;
  });
  if (all.length) all[all.length - 1].classList.add("last");
  // a group, not a second landmark: named as its panel, it put "Game log" twice in a
  // screen reader's list of landmarks; focusable, so that a keyboard scrolls it
  const body = h("div", { class: "log-body", id: "log-body", tabindex: "0", role: "group", "aria-label": t("log_moves"),
    "aria-keyshortcuts": "l" }, sections);  // its key said as it takes the focus (L jumps here)
  // the focus inside the log (its Close, its lines) stays there as a move redraws it
  const focused = el.contains(document.activeElement) ? (document.activeElement.matches(".log-close") ? ".log-close" : "#log-body") : null;
  // a phone's open drawer hides the table: a friend writing in the talk as their turn came
  // was not told; the drawer's head says it, and closes on a tap (the log beside a wide
  // table hides nothing, and shows no such button)
  const turn = state.turn ? h("button", { class: "chip log-turn", id: "log-turn", onclick: () => state.openLog(false) },
    "● ", t("your_turn")) : null;
  el.replaceChildren(h("div", { class: "row log-head" }, h("h2", { id: "log-title" }, t("log"),
    h("span", { "aria-hidden": "true" }, " ", h("span", { class: "kbd" }, "L"))), turn,  // its key, shown to a keyboard
    h("button", { class: "chip log-close", onclick: () => state.openLog(false) }, t("close"))), body);
  if (focused) el.querySelector(focused)?.focus({ preventScroll: true });
  body.scrollTop = body.scrollHeight;
  fitLog();
  const fresh = state.count !== null && all.length > state.count ? all.slice(state.count) : [];
  let told = fresh.map((li) => li.textContent);
  if (mod.turnNews) {
    // a game that tells a turn at once (Piratatak: not a line per draw), and the log's seat changes
    const [news, upTo] = mod.turnNews(hist, state.count === null ? null : state.told, obs, namesAt, t, state.me);
    state.told = upTo;
    told = [...fresh.filter((li) => li.classList.contains("seat-change")).map((li) => li.textContent), news];
  }
  const said = sentences(told);
  state.count = all.length;
  // a round's result among them: held in the live region while it is read
  return [said, fresh.some((li) => li.classList.contains("round-end"))];
}

/** Words a banner above the table says, read out in the table's news region (``#table-news``,
 * in the page since the table opened, beside the turn's): a status region inserted with its
 * words already in it was not read by some screen readers. Several at once (a redraw's
 * banners) are said together, after the redraw. */
function tellNews(text) {
  if (!text) return;
  if (!tellNews.waiting.length) {
    queueMicrotask(() => {
      const region = document.getElementById("table-news");
      const said = sentences(tellNews.waiting.splice(0));
      if (region && said) region.textContent = said;
    });
  }
  tellNews.waiting.push(text);
}
tellNews.waiting = [];

/** The words of ``lines`` a screen reader is told: not their buttons', links' and fields'
 * names (they are met on reaching them: a field's label run into the sentences read "…You
 * play as Bruno. Your name at this table"), nor their hidden marks. */
function wordsOf(lines) {
  return lines.map((line) => {
    const copy = line.cloneNode(true);
    copy.querySelectorAll("button, a, label, input, select, textarea, [aria-hidden=true]").forEach((el) => el.remove());
    return copy.textContent.replace(/\s+/g, " ").trim();
  }).filter(Boolean).join(" ");
}

/** Beside the table (a wide screen) the log spans the part of the table's column in sight:
 * from the table's top, or the window's once scrolled past it (below a bar stuck there), to
 * the table's foot or the window's. Measured on every scroll, resize and repaint: measured
 * once for the unscrolled page it stopped short of the window's foot as the page scrolled,
 * and a log taller than the table lengthened the page, which then scrolled only for it. */
function fitLog() {
  const log = document.getElementById("log");
  if (!log || getComputedStyle(log).position !== "sticky" || !log.previousElementSibling) return;
  const body = log.querySelector(".log-body");
  const atEnd = !!body && body.scrollTop + body.clientHeight >= body.scrollHeight - 2;
  const box = log.previousElementSibling.getBoundingClientRect();  // the table beside it
  const stuck = stuckBar() + 8;
  const room = Math.min(box.bottom, innerHeight - 8) - Math.max(box.top, stuck);
  log.style.setProperty("--log-stuck", `${Math.round(stuck)}px`);
  log.style.setProperty("--log-h", `${Math.max(0, Math.floor(room))}px`);
  // the hint's panel lies in the log's place, from its top (style.css): over the Hint button
  // and 50 px left of the column it had covered the button and left a sliver of the log
  document.documentElement.style.setProperty("--side-top", `${Math.round(Math.max(box.top, stuck))}px`);
  // and down to the table's foot, as the log: fixed to the window's foot, the panel and the
  // talk under it lay over the invite links below the table once the page was scrolled
  document.documentElement.style.setProperty("--side-foot", `${Math.max(0, Math.round(innerHeight - box.bottom))}px`);
  if (atEnd) body.scrollTop = body.scrollHeight;  // the newest line stays in sight
}
addEventListener("scroll", fitLog, { passive: true });
addEventListener("resize", fitLog);

/** The page's "Take my seat back", while its link's seat is a bot's and the game goes on;
 * else null. At a pass-and-play device, named: *Take Bea's seat back*. */
function takeBackOf(conn) {
  if (conn.former === null || conn.summary?.over) return null;
  const take = () => conn.takeBack();
  take.label = conn.group ? t("take_back_of", { name: personAt(conn.summary, conn.former) }) : t("take_back");
  return take;
}

/** The person of seat ``seat`` (a friend's name where a bot now plays it). */
function personAt(summary, seat) {
  const s = summary?.seats?.[seat];
  return seatName(s ? { kind: "human", name: s.friend ?? s.name } : null, seat);
}

/** The table's lasting notice (why this seat link only watches) above the play area, or
 * none; ``takeBack``: the seat's own link may take it back from its bot (a button). */
function showNotice(play, text, takeBack = null) {
  let el = document.getElementById("seat-replaced");
  if (!text || !play || !play.parentNode) { el?.remove(); return; }
  if (!el) {
    el = h("div", { class: "panel banner info", id: "seat-replaced" });
    play.parentNode.insertBefore(el, play);
  }
  const button = el.querySelector("#take-back");
  if (el.firstChild?.textContent === text && (button?.textContent ?? null) === (takeBack?.label ?? null)) return;
  if (el.firstChild?.textContent !== text) tellNews(text);  // read out (placeBanner's reason)
  el.replaceChildren(h("span", {}, text));
  if (takeBack) {
    el.append(" ", h("button", { class: "btn", type: "button", id: "take-back", onclick: (e) => {
      e.currentTarget.disabled = true;
      takeBack();
    } }, takeBack.label ?? t("take_back")));
  }
}

/** A server error, in the viewer's language by its code. A stale move is not news to the
 * player (the table moved on, e.g. after a double click): the fresh state follows. */
function serverError(conn, root, msg) {
  conn.pending = null;  // answered: refused moves are not sent again
  if (msg.code === "stale") { conn.sentFor = null; return; }
  conn.sentFor = null;
  const text = errorText(msg);
  // the creator gave this seat to a bot: the page watches, and says why for as long, once,
  // above the table (a toast and a banner under the table said it twice, out of a phone's sight)
  if (msg.code === "seat_replaced") {
    // pass-and-play: that seat is no longer this device's; shown, the page covers it
    if (conn.group && typeof msg.seat === "number") {
      conn.held = conn.held.filter((s) => s !== msg.seat);
      if (conn.wanted === msg.seat) conn.cover();
    } else conn.seat = null;  // a seat taken while this page was at it: it watches from now on
    // (pass-and-play: whose seat, by name: "your seat" spoke to whoever held the tablet)
    conn.notice = conn.group && typeof msg.seat === "number" ? t("here_replaced", { name: personAt(conn.summary, msg.seat) }) : text;
    conn.former = typeof msg.seat === "number" ? msg.seat : conn.former;  // it may take it back
    showNotice(root.parentNode, conn.notice, takeBackOf(conn));
    return;
  }
  if (msg.code === "bad_table") {
    // the whole page says it once: no table, so no log, hints or toast either
    conn.closed = true;
    clearInterval(conn.watch);
    if (conn.token) { badSeat(conn.tableId, conn.token, text); return; }
    lostPage(text, "no-table");
    return;
  }
  toast(text);
}

// -- replay -----------------------------------------------------------------------
/** A replay's dialogs open below its bar, which stays above them (stepping moves them
 * along): on a phone the bar wraps to a third of the screen and hid a dialog's top. */
let headerAwayFor = null;  // the id of the dialog replayBarRoom last scrolled the site's header away for

function replayBarRoom() {
  const bar = document.getElementById("replay-bar");
  if (bar) document.body.style.setProperty("--replay-bar", `${Math.max(0, Math.round(bar.getBoundingClientRect().bottom))}px`);
  // a live table's bar (a phone's, a tablet's) stays above its dialogs too: the round's
  // summary hid the Log button, and with it what the round's moves were
  const own = document.getElementById("table-bar");
  // A dialog open where that bar sticks at the screen's top takes the room of the site's
  // header above it, dimmed and out of reach behind the dialog: the page is scrolled until
  // the bar is at the screen's top, with the Log, the one thing above a dialog to use. At
  // 200% zoom (640×400) the header and the bar took 115 px above a round's summary or the
  // result, their lists cut to two lines, the header's dimmed band over a bright one.
  // Once for each dialog shown, never from a scroll: the reader may scroll the header back
  // (a phone's finger, a screen reader's reading) and the page would take it away again.
  // (a dialog drawn anew, as a friend's move repaints the round's summary, is the same one)
  const dialog = document.querySelector("#overlay > .dialog")?.id || null;
  if (own && dialog && dialog !== headerAwayFor && getComputedStyle(own).position === "sticky") {
    const above = own.getBoundingClientRect().top;
    if (above > 0) window.scrollBy({ top: above, behavior: "instant" });
  }
  headerAwayFor = dialog;
  if (own) document.body.style.setProperty("--table-bar", `${Math.max(0, Math.round(own.getBoundingClientRect().bottom))}px`);
  if (own) document.body.style.setProperty("--table-bar-h", `${Math.round(own.getBoundingClientRect().height)}px`);
  // "Connection lost" stays above an open dialog's top (it lay over the lay-down's title
  // and the round summary's first lines while offline): its foot, for style.css's overlay
  const cut = document.getElementById("conn-banner");
  if (cut && !cut.hidden) document.body.style.setProperty("--conn-banner", `${Math.max(0, Math.round(cut.getBoundingClientRect().bottom))}px`);
  // the control Tab reaches scrolls clear of a bar stuck at the screen's top (and, by
  // style.css, of the docked moves at its foot): at 640×400 the pier and the boat's cards
  // were focused under them
  const stuck = [bar, own].find((b) => b && getComputedStyle(b).position === "sticky");
  document.documentElement.style.scrollPaddingTop = stuck ? `${Math.round(stuck.offsetHeight) + 8}px` : "";
}
addEventListener("scroll", replayBarRoom, { passive: true });
addEventListener("scroll", turnInBar, { passive: true });
addEventListener("resize", replayBarRoom);

async function replayPage(tableId) {
  const summary = await (await fetch(`api/tables/${tableId}`)).json();
  if (!summary.id) { lostPage(t("err_bad_table")); return; }
  const mod = await gameModule(summary.game);
  document.title = pageTitle(gameTitle(summary.game));
  setHeader(summary.game);
  const names = summary.seats.map(seatName);
  const params = new URLSearchParams(location.search);
  const asked = params.get("seat");  // a review's "see" link
  // Opened at a position (a review's link to a decision, or a shared one), the move list
  // stops at it: a learner reads the moment, not the moves after it, until asked for them.
  // ``target``: the step last asked for, which Next and Previous count from: pressed twice
  // before the first step's answer came, Previous went back one step, not two
  const st = { step: 0, target: 0, seat: /^\d+$/.test(asked || "") && Number(asked) < names.length ? Number(asked) : null, busy: 0,
    whole: !params.has("step") || params.get("moves") === "all" };
  /** The position in the address (step, seat, whole list): a reload or a shared link opens it. */
  function remember() {
    const q = new URLSearchParams({ step: String(st.step) });
    if (st.seat !== null) q.set("seat", String(st.seat));
    if (st.whole) q.set("moves", "all");  // a reload of the whole list keeps it whole
    history.replaceState(history.state, "", `${location.pathname}?${q}`);
  }
  const root = h("div", { class: "table", id: "replay-table" });
  const bar = h("div", { class: "panel row", id: "replay-bar" });
  const { log, toggle, openLog } = logPanel();
  // each step's move and count, read out: a screen reader heard nothing as the game moved on
  const live = h("div", { class: "sr-only", id: "replay-live", "aria-live": "polite" });
  app.replaceChildren(bar, h("div", { class: "play" }, root, log), live);
  new ResizeObserver(fitLog).observe(root);
  showHouseRules(root.parentNode, summary);
  let moves = null;  // the public history of the whole game: the move list
  async function go(step) {
    const want = Math.max(0, Math.min(step, summary.seq));
    st.target = want;
    const ticket = ++st.busy;
    const q = `step=${want}` + (st.seat === null ? "" : `&seat=${st.seat}`) + (moves ? "" : "&history=1");
    const r = await fetch(`api/tables/${tableId}/replay?${q}`);
    const data = await r.json();
    if (ticket !== st.busy) return;  // a later step was asked for meanwhile
    if (!r.ok) { st.target = st.step; toast(typeof data.detail === "string" ? data.detail : t("error")); return; }
    st.step = want;
    remember();
    if (!moves) moves = data.history || [];
    const was = document.activeElement;  // Next, or a move in the list: drawn anew below
    drawMoves(want);
    // the move list's entry too: a game whose moves show their cards says them (Piratatak)
    const entry = moves.find((e) => e.n === want && e.act !== "round_end");
    // each move named for whoever made it: a friend's own, before a bot took the seat
    const namesAt = (n) => summary.seats.map((s, i) => seatNameAt(s, i, n));
    const said = data.action && mod.describe ? mod.describe(data.action, data.actor, namesAt(want), t, entry) : null;
    bar.replaceChildren(...[  // replaceChildren would write a null as the text "null"
      h("button", { class: "btn secondary", id: "replay-first", onclick: () => go(0), "aria-label": t("start") }, t("first")),
      h("button", { class: "btn secondary", id: "replay-prev", onclick: () => go(st.target - 1) }, mark("◀ "), t("prev")),
      h("button", { class: "btn", id: "replay-next", onclick: () => go(st.target + 1) }, t("next"), mark(" ▶")),
      h("button", { class: "btn secondary", id: "replay-last", onclick: () => go(summary.seq), "aria-label": t("end") }, t("last")),
      h("span", { id: "replay-step", "data-step": String(st.step) }, t("step", { n: st.step, total: summary.seq })),
      said ? h("span", { class: "badge", id: "replay-said" }, said) : null,
      h("label", { for: "view-as" }, t("view_as")),
      h("select", { id: "view-as", onchange: (e) => { st.seat = e.target.value === "" ? null : Number(e.target.value); go(st.step); } },
        h("option", { value: "", selected: st.seat === null }, t("everyone")),
        names.map((n, i) => h("option", { value: String(i), selected: st.seat === i }, n))),
      h("a", { class: "btn secondary", href: `api/tables/${tableId}/record`, download: "" }, t("download")),
      h("a", { class: "btn secondary", id: "review-link", href: `review/${tableId}?seat=${st.seat ?? 0}` }, t("rv_button")),
      toggle,  // the move list's button (phones), in the bar that stays at the top
    ].filter(Boolean));
    replayBarRoom();
    const history = moves.filter((e) => e.n <= want);  // the turn line's moves (Piratatak)
    withMotion(root, () => mod.render(root, { seq: st.step, observation: data.observation, legal: [], online: [], replay: true, history },
      { seat: st.seat, summary, t, toast, names, namesAt, send() {}, replay: true }));
    stepFocus(was);
    live.textContent = sentences([said || "", t("step", { n: st.step, total: summary.seq })]);
  }
  /** The control a step was asked from, drawn anew, gets the focus back: it fell to the
   * page's top, and the next Enter on Next did nothing. Left alone when the step put the
   * focus somewhere itself (a phone's move list closing on its button). */
  function stepFocus(was) {
    if (!was || was.isConnected || (document.activeElement && document.activeElement !== document.body)) return;
    const again = was.id ? bar.querySelector("#" + CSS.escape(was.id))
      : was.dataset.step ? log.querySelector(`li${was.closest(".round-end") ? ".round-end" : ":not(.round-end)"} button[data-step="${CSS.escape(was.dataset.step)}"]`)
      : null;
    again?.focus({ preventScroll: true });
  }
  /** The move list: every move narrated, the current one marked; a tap or Enter jumps there. */
  function drawMoves(step) {
    const obs = null;
    let current = null;
    const told = withSeatChanges(moves, summary.seat_changes);
    const shown = st.whole ? told : told.filter((e) => !(e.n > step));
    const sections = logGroups(shown, (e) => {
      if (e.act === "seat_change") return h("li", { class: "seat-change" }, seatLine(e));
      const here = e.n === step && e.act !== "round_end";
      const b = h("button", { class: "move", "data-step": e.n, "aria-current": here ? "step" : null,
        onclick: () => { go(e.n); if (log.classList.contains("open")) openLog(false); } },
        e.act === "round_end" ? t("round_summary", { n: e.round }) : mod.narrate(e, summary.seats.map((s, i) => seatNameAt(s, i, e.n)), t, obs || { rounds: [] }));
      if (here) current = b;
      return h("li", { class: e.act === "round_end" ? "round-end" : null }, b);
    });
    const later = shown.length < told.length ? summary.seq - step : 0;  // the moves after it
    const more = later ? h("button", { class: "chip", id: "log-later", onclick: () => {
      st.whole = true; remember(); drawMoves(st.step); log.querySelector("#log-body button.move[aria-current]")?.focus();
    } }, t("later_moves", { n: later })) : null;
    const body = h("div", { class: "log-body", id: "log-body" }, sections, more);
    log.replaceChildren(h("div", { class: "row log-head" }, h("h2", { id: "log-title" }, t("log")),
      h("button", { class: "chip log-close", onclick: () => openLog(false) }, t("close"))), body);
    if (current) body.scrollTop = current.offsetTop - body.clientHeight / 2;
  }
  document.onkeydown = (e) => {
    if (!appPath().startsWith("/replay/")) return;
    if (e.target.tagName === "SELECT" || e.target.tagName === "INPUT") return;
    if (e.key === "ArrowRight") go(st.target + 1);
    if (e.key === "ArrowLeft") go(st.target - 1);
    if (e.key === "Home") go(0);
    if (e.key === "End") go(summary.seq);
  };
  go(Number(new URLSearchParams(location.search).get("step")) || 0);  // a review's "see" link
}

// -- routing ----------------------------------------------------------------------
export function navigate(path) {
  history.pushState(null, "", path);
  route();
}

function route() {
  translateStatic();
  setHeader(null);
  storageNews();
  if (live) {
    live.closed = true; clearInterval(live.watch); clearTimeout(live.retryTimer); clearTimeout(live.awayTimer);
    live.ws?.close(); live = null;
  }
  liftCurtain();  // (pass-and-play's, over a table left)
  // the table's words are not the next page's (a held round result, news of the new game)
  for (const id of ["announce", "table-news"]) hush(document.getElementById(id));
  tellNews.waiting = [];
  const path = appPath();
  let m;
  if ((m = /^\/table\/([A-Za-z0-9_-]+)$/.exec(path))) tablePage(m[1]);
  else if ((m = /^\/replay\/([A-Za-z0-9_-]+)$/.exec(path))) replayPage(m[1]);
  else if ((m = /^\/review\/([A-Za-z0-9_-]+)$/.exec(path))) import("./review.js").then((r) => r.reviewPage(app, m[1], setHeader, lostPage));
  else if (path === "/" || path === "") lobby();
  else lostPage(t("err_not_found"));  // the server sends the page for an address it does not have
}

/** Nothing at this address (a mistyped link, a table gone): why, in the page's language,
 * and the way to the lobby. */
function lostPage(text, id = null, watch = null) {
  app.replaceChildren(h("div", { class: "lost", id: "lost" },
    h("p", { class: "banner", id }, text),
    h("p", {}, watch, h("a", { class: "btn", href: ROOT.href }, t("lobby")))));
}

/** A link whose seat token is not one of the table's (cut short in a chat, say): the
 * server refuses it as it refuses an unknown table, but a table that is there is not
 * "gone". The player is told so, may watch it, and My tables drops the broken entry. */
async function badSeat(tableId, token, text) {
  let there = false;
  try { there = (await fetch(`api/tables/${tableId}`)).ok; } catch { /* as if gone */ }
  if (!there) { lostPage(text, "no-table"); return; }
  local.setJSON("corsairs.tables", remembered().filter((e) => !(e.table === tableId && e.token === token)));
  const watch = h("a", { class: "btn", id: "watch-table", href: new URL(`table/${tableId}`, ROOT).href }, t("watch_table"));
  lostPage(t("err_bad_seat"), "bad-seat", watch);
}

/** A browser that refuses to store (private browsing, site data blocked, storage full):
 * what it will not keep, said calmly above the lobby and a table (store.js keeps it while
 * the page is open). My tables, a seat's token and a creator's token would otherwise be
 * lost, unannounced, with the page: the seat comes back by the page's address, bookmarked;
 * the creator's buttons (Start now, the invite links) only while the page stays open. */
function storageNews() {
  const box = document.getElementById("storage");
  const m = /^\/table\/([A-Za-z0-9_-]+)$/.exec(appPath());
  const lines = !storageRefused() ? [] : m
    ? [tokenFromHash() ? "storage_off_seat" : null, creatorOf(m[1]) ? "storage_off_creator" : null].filter(Boolean)
    : appPath() === "/" || appPath() === "" ? ["storage_off_lobby"] : [];
  const said = lines.length ? [t("storage_off"), ...lines.map((k) => t(k))].join(" ") : "";
  // closed, it stays so on this page until it has something else to say (a phone's screen is short)
  box.hidden = !said || storageNews.closed === said;
  if (box.dataset.said === said) return;  // a screen reader is told once
  box.dataset.said = said;
  box.replaceChildren(h("span", {}, said), " ", h("button", { class: "btn secondary", id: "storage-close", type: "button",
    onclick: () => { storageNews.closed = said; box.hidden = true; } }, t("close")));
}
onStorageRefused(storageNews);

/** In a browser that refuses to store, a link to another of the app's pages (the header's
 * home link, *Open* in My tables, *Replay*) is followed in this page, as *Create* is: a new
 * page load would lose what only this page keeps (the creator's token, My tables). A new
 * tab, a download, the rules and the companion are left to the browser. */
document.addEventListener("click", (e) => {
  const a = e.target.closest && e.target.closest("a[href]");
  if (!a || !storageRefused() || e.defaultPrevented || e.button || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey
    || a.target || a.hasAttribute("download")) return;
  const url = new URL(a.href);
  if (url.origin !== location.origin || !url.pathname.startsWith(ROOT.pathname)) return;
  const path = "/" + url.pathname.slice(ROOT.pathname.length);
  if (!/^\/((table|replay|review)\/[A-Za-z0-9_-]+)?$/.test(path)) return;
  e.preventDefault();
  navigate(url.pathname + url.search + url.hash);
});

window.addEventListener("popstate", route);
// The bot mark's font (style.css) is fetched only once a 🤖 is drawn: a seat's heading
// drawn before it came kept an empty box all game (Chromium did not shape the same text
// again when it came). So it comes first, waited for at most a second.
const botMark = document.fonts ? document.fonts.load('1em "Corsairs bot mark"', "\u{1F916}").catch(() => null) : null;
Promise.race([botMark, new Promise((resolve) => setTimeout(resolve, 1000))]).then(route);
