// The lobby, the live table connection and the replay viewer; each game draws itself
// through its module in games/ (render(root, view, ctx)).
import { t, currentLang, setLang, gameTitle, botLabel } from "/static/i18n.js";
import { h } from "/static/ui.js";

const app = document.getElementById("app");
const MODULES = {};
async function gameModule(name) {
  if (!MODULES[name]) MODULES[name] = await import(`/static/games/${name}.js`);
  return MODULES[name];
}

// -- remembered tables (this browser's seats) --------------------------------------
function remembered() {
  try { return JSON.parse(localStorage.getItem("corsairs.tables") || "[]"); } catch { return []; }
}
function remember(entry) {
  const list = remembered().filter((e) => !(e.table === entry.table && e.token === entry.token));
  list.unshift(entry);
  localStorage.setItem("corsairs.tables", JSON.stringify(list.slice(0, 100)));
}
function invitesOf(tableId) {
  try { return JSON.parse(localStorage.getItem("corsairs.invites." + tableId) || "null"); } catch { return null; }
}
function creatorOf(tableId) { return localStorage.getItem("corsairs.creator." + tableId); }

export function toast(message, kind = "error") {
  const el = document.getElementById("toast");
  el.textContent = message;
  el.className = kind === "info" ? "info" : "";
  el.hidden = false;
  clearTimeout(toast.timer);
  toast.timer = setTimeout(() => { el.hidden = true; }, 4500);
}

function translateStatic() {
  document.documentElement.lang = currentLang();
  document.getElementById("lang").value = currentLang();
  document.getElementById("rules-link").href = "/rules/" + currentLang();
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
  const games = await (await fetch("/api/games")).json();
  const state = { game: games[0]?.name || "corsairs", players: 4, seats: [] };
  const form = h("div", { class: "panel" });
  const mine = h("div", { class: "panel" }, h("h2", {}, t("my_tables")), h("p", { class: "muted" }, "…"));
  app.replaceChildren(form, mine);

  function seatDefaults(info) {
    const bots = info.bots;
    const best = ["heuristic", "greedy", "random"].find((b) => bots.includes(b)) || bots[0];
    state.seats = Array.from({ length: state.players }, (_, i) =>
      state.seats[i] || (i === 0 ? { kind: "me" } : { kind: "bot", bot: best }));
    state.seats.length = state.players;
    state.seats = state.seats.map((s) => s.kind === "bot" && !bots.includes(s.bot) ? { kind: "bot", bot: best } : s);
  }
  function draw() {
    const info = games.find((g) => g.name === state.game) || games[0];
    state.players = Math.min(Math.max(state.players, info.min_players), info.max_players);
    seatDefaults(info);
    const gameSel = h("select", { id: "game", onchange: (e) => { state.game = e.target.value; draw(); } },
      games.map((g) => h("option", { value: g.name, selected: g.name === state.game }, gameTitle(g.name))));
    const nSel = h("select", { id: "players", onchange: (e) => { state.players = Number(e.target.value); draw(); } },
      Array.from({ length: info.max_players - info.min_players + 1 }, (_, i) => info.min_players + i)
        .map((n) => h("option", { value: n, selected: n === state.players }, n)));
    const rows = state.seats.map((s, i) => {
      const sel = h("select", { id: `seat-${i}`, "aria-label": `${t("seat")} ${i + 1}`, onchange: (e) => {
        const v = e.target.value;
        state.seats[i] = v === "me" || v === "human" ? { kind: v, name: s.name } : { kind: "bot", bot: v.slice(4) };
        draw();
      } },
      h("option", { value: "me", selected: s.kind === "me" }, t("me")),
      h("option", { value: "human", selected: s.kind === "human" }, t("human")),
      info.bots.map((b) => h("option", { value: "bot:" + b, selected: s.kind === "bot" && s.bot === b }, botLabel(b))));
      const name = s.kind === "bot" ? h("span") : h("input", { type: "text", id: `name-${i}`, placeholder: t("name"),
        value: s.name || "", maxlength: 40, oninput: (e) => { s.name = e.target.value; } });
      return [h("label", { for: `seat-${i}` }, `${t("seat")} ${i + 1}`), sel, name];
    });
    form.replaceChildren(
      h("h2", {}, t("lobby")),
      h("div", { class: "row" }, h("label", { for: "game" }, t("game")), gameSel,
        h("label", { for: "players" }, t("players")), nSel),
      h("div", { class: "seat-config", style: "margin-top:.8rem" }, rows),
      h("div", { class: "actions" }, h("button", { class: "btn", id: "create", onclick: create }, t("create"))),
      h("p", {}, h("a", { href: "/companion/", id: "companion-link" }, "⚓ " + t("companion_link"))),
    );
  }
  async function create() {
    const seats = state.seats.map((s) => s.kind === "bot" ? { kind: "bot", bot: s.bot }
      : { kind: s.kind === "me" ? "human" : "invited", name: (s.name || "").trim() || null });
    const meIndex = state.seats.findIndex((s) => s.kind === "me");
    const r = await fetch("/api/tables", { method: "POST", headers: { "content-type": "application/json" },
      body: JSON.stringify({ game: state.game, players: state.players, seats }) });
    const body = await r.json();
    if (!r.ok) { toast(typeof body.detail === "string" ? body.detail : JSON.stringify(body.detail)); return; }
    // invite codes are single-use claims: a friend's seat token is never known here
    const invites = {};
    body.invites.forEach((code, i) => { if (code) invites[i] = code; });
    localStorage.setItem("corsairs.invites." + body.id, JSON.stringify(invites));
    localStorage.setItem("corsairs.creator." + body.id, body.creator_token);
    const myToken = meIndex >= 0 ? body.tokens[meIndex] : null;
    remember({ table: body.id, token: myToken, game: body.game });
    navigate(`/table/${body.id}` + (myToken ? `#token=${myToken}` : ""));
  }
  draw();
  // My tables
  const entries = remembered();
  const list = entries.length ? await (await fetch("/api/my-tables", { method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ entries: entries.map((e) => ({ table: e.table, token: e.token || null })) }) })).json() : [];
  const tokenOf = Object.fromEntries(entries.map((e) => [e.table, e.token]));
  mine.replaceChildren(h("h2", {}, t("my_tables")), list.length ? h("ul", { class: "tables-list" }, list.map((s) => {
    const tok = tokenOf[s.id];
    const status = s.over ? t("over") : (s.current_player === s.seat ? t("your_turn") : "…");
    return h("li", {}, h("strong", {}, gameTitle(s.game)), h("span", { class: "muted" },
      s.seats.map((x) => x.name).join(", ")), h("span", { class: "badge" }, status),
      h("a", { href: `/table/${s.id}` + (tok ? `#token=${tok}` : "") }, t("open")),
      s.over ? h("a", { href: `/replay/${s.id}` }, t("replay")) : null);
  })) : h("p", { class: "muted" }, t("none_yet")));
}

// -- live table -----------------------------------------------------------------------
let live = null;  // the open table connection

function tokenFromHash() {
  const m = /token=([A-Za-z0-9_-]+)/.exec(location.hash);
  return m ? m[1] : null;
}

// An invite link (#invite=…) is claimed once for this browser's own seat token.
async function claimInvite(tableId) {
  const m = /invite=([A-Za-z0-9_-]+)/.exec(location.hash);
  if (!m) return;
  const r = await fetch(`/api/tables/${tableId}/claim`, { method: "POST",
    headers: { "content-type": "application/json" }, body: JSON.stringify({ invite: m[1] }) });
  const body = await r.json();
  if (!r.ok) { toast(`${t("claim_failed")} (${body.detail})`); history.replaceState(null, "", location.pathname); return; }
  remember({ table: tableId, token: body.token, game: body.game });
  history.replaceState(null, "", `${location.pathname}#token=${body.token}`);
}

async function tablePage(tableId) {
  await claimInvite(tableId);
  const token = tokenFromHash();
  if (token) remember({ table: tableId, token });
  const root = h("div", { class: "table", id: "table" }, h("p", { class: "muted" }, t("connecting")));
  const extras = h("div", { id: "extras" });
  app.replaceChildren(root, extras);
  const conn = { tableId, token, ws: null, view: null, summary: null, seat: null, closed: false, retry: 0 };
  live = conn;

  function ctx() {
    return {
      seat: conn.seat, summary: conn.summary, t, toast,
      names: conn.summary ? conn.summary.seats.map((s) => s.name) : [],
      send(action) {
        if (!conn.ws || conn.ws.readyState !== 1) { toast(t("reconnecting")); return; }
        conn.ws.send(JSON.stringify({ type: "act", seq: conn.view.seq, action }));
      },
    };
  }
  async function draw() {
    if (!conn.view || !conn.summary) return;
    const mod = await gameModule(conn.summary.game);
    document.title = `${gameTitle(conn.summary.game)} · ${t("brand")}`;
    mod.render(root, conn.view, ctx());
    root.dataset.seq = String(conn.view.seq);
    drawExtras();
  }
  function copyButton(text) {
    return h("button", { class: "btn secondary copy", type: "button", onclick: async () => {
      try { await navigator.clipboard.writeText(text); toast(t("copied"), "info"); } catch { toast(text, "info"); }
    } }, t("copy"));
  }
  async function startNow() {
    const r = await fetch(`/api/tables/${tableId}/start`, { method: "POST",
      headers: { "content-type": "application/json" }, body: JSON.stringify({ token: creatorOf(tableId) }) });
    if (!r.ok) toast((await r.json()).detail);
  }
  function fairnessPanel(f, over) {
    if (!f) return null;
    const lines = [];
    if (f.legacy) lines.push(h("p", { class: "muted" }, t("no_commitment")));
    else lines.push(h("p", { class: "muted" }, t("deal_committed") + " ", h("code", { id: "commitment" }, f.commitment)));
    if (f.seed_chosen_by_creator) lines.push(h("p", { class: "banner", id: "practice" }, t("practice_seed")));
    if (over && f.seed !== null) lines.push(h("p", { class: "muted", id: "revealed" }, t("deal_revealed", { seed: f.seed, salt: f.salt || "—" })));
    return h("div", { class: "panel", id: "fairness" }, lines);
  }
  function drawExtras() {
    const items = [];
    const invites = invitesOf(tableId);
    const base = location.origin + "/table/" + tableId;
    const joined = conn.view.joined || [];
    if (conn.view.started === false) {
      const awaited = conn.summary.seats.filter((_, i) => joined[i] === false).map((s) => s.name);
      items.push(h("div", { class: "panel", id: "waiting" }, h("p", {}, t("waiting_friends", { names: awaited.join(", ") })),
        creatorOf(tableId) ? h("button", { class: "btn", id: "start-now", onclick: startNow }, t("start_now")) : null));
    }
    if (invites && Object.keys(invites).length && !conn.view.observation.over) {
      items.push(h("div", { class: "panel" }, h("h2", {}, t("invite")),
        Object.entries(invites).map(([seat, code]) => {
          const link = `${base}#invite=${code}`;
          return h("p", {},
            h("strong", {}, `${conn.summary.seats[seat].name}: `),
            h("span", { class: "badge", "data-joined": seat }, joined[seat] === false ? t("not_joined") : t("joined")), " ",
            h("span", { class: "invite", "data-invite": seat }, link), " ", copyButton(link));
        }),
        h("p", {}, h("strong", {}, t("spectator_link") + ": "), h("span", { class: "invite" }, base), " ", copyButton(base))));
    }
    items.push(fairnessPanel(conn.view.fairness, conn.view.observation.over));
    if (conn.view.observation.over) {
      items.push(h("div", { class: "panel row" },
        h("a", { class: "btn", href: `/api/tables/${tableId}/record`, download: "" }, t("download")),
        h("a", { class: "btn secondary", href: `/replay/${tableId}` }, t("replay"))));
    }
    extras.replaceChildren(...items.filter(Boolean));
  }
  function connect() {
    if (conn.closed) return;
    const proto = location.protocol === "https:" ? "wss" : "ws";
    // The seat token goes as a subprotocol, never in the URL (server logs keep URLs).
    const ws = new WebSocket(`${proto}://${location.host}/ws/${tableId}`,
      token ? ["corsairs", `corsairs.token.${token}`] : ["corsairs"]);
    conn.ws = ws;
    ws.onopen = () => { conn.retry = 0; };
    ws.onmessage = (ev) => {
      const msg = JSON.parse(ev.data);
      if (msg.type === "welcome") { conn.summary = msg.table; conn.seat = msg.seat; }
      else if (msg.type === "state") { conn.view = msg; draw(); }
      else if (msg.type === "error") {
        const text = msg.code === "bad_table" ? `${t("err_bad_table")} (${msg.message})` : msg.message;
        toast(text);
        if (msg.code === "bad_table") { conn.closed = true; root.replaceChildren(h("p", { class: "banner" }, text)); }
      }
    };
    ws.onclose = () => {
      if (conn.closed || live !== conn) return;
      const bar = document.getElementById("conn-status");
      if (bar) bar.textContent = t("reconnecting");
      conn.retry = Math.min(conn.retry + 1, 6);
      setTimeout(connect, 300 * 2 ** conn.retry);
    };
  }
  connect();
  return conn;
}

// -- replay -----------------------------------------------------------------------
async function replayPage(tableId) {
  const summary = await (await fetch(`/api/tables/${tableId}`)).json();
  if (!summary.id) { app.replaceChildren(h("p", { class: "banner" }, t("err_bad_table"))); return; }
  const mod = await gameModule(summary.game);
  document.title = `${gameTitle(summary.game)} · ${t("brand")}`;
  const st = { step: 0, seat: null };
  const root = h("div", { class: "table" });
  const bar = h("div", { class: "panel row" });
  app.replaceChildren(bar, root);
  async function go(step) {
    st.step = Math.max(0, Math.min(step, summary.seq));
    const q = `step=${st.step}` + (st.seat === null ? "" : `&seat=${st.seat}`);
    const r = await fetch(`/api/tables/${tableId}/replay?${q}`);
    const data = await r.json();
    if (!r.ok) { toast(data.detail); return; }
    const names = summary.seats.map((s) => s.name);
    bar.replaceChildren(
      h("button", { class: "btn secondary", onclick: () => go(0), "aria-label": t("start") }, t("first")),
      h("button", { class: "btn secondary", id: "replay-prev", onclick: () => go(st.step - 1) }, t("prev")),
      h("button", { class: "btn", id: "replay-next", onclick: () => go(st.step + 1) }, t("next")),
      h("button", { class: "btn secondary", onclick: () => go(summary.seq) }, t("last")),
      h("span", { id: "replay-step" }, t("step", { n: st.step, total: summary.seq })),
      data.action ? h("span", { class: "badge" }, `${names[data.actor] ?? "?"}: ${data.action}`) : null,
      h("label", { for: "view-as" }, t("view_as")),
      h("select", { id: "view-as", onchange: (e) => { st.seat = e.target.value === "" ? null : Number(e.target.value); go(st.step); } },
        h("option", { value: "", selected: st.seat === null }, t("everyone")),
        names.map((n, i) => h("option", { value: i, selected: st.seat === i }, n))),
      h("a", { class: "btn secondary", href: `/api/tables/${tableId}/record`, download: "" }, t("download")),
    );
    mod.render(root, { seq: st.step, observation: data.observation, legal: [], online: [], replay: true },
      { seat: st.seat, summary, t, toast, names, send() {}, replay: true });
  }
  document.onkeydown = (e) => {
    if (!location.pathname.startsWith("/replay/")) return;
    if (e.key === "ArrowRight") go(st.step + 1);
    if (e.key === "ArrowLeft") go(st.step - 1);
  };
  go(0);
}

// -- routing ----------------------------------------------------------------------
export function navigate(path) {
  history.pushState(null, "", path);
  route();
}

function route() {
  translateStatic();
  if (live) { live.closed = true; live.ws?.close(); live = null; }
  const path = location.pathname;
  let m;
  if ((m = /^\/table\/([A-Za-z0-9_-]+)$/.exec(path))) tablePage(m[1]);
  else if ((m = /^\/replay\/([A-Za-z0-9_-]+)$/.exec(path))) replayPage(m[1]);
  else lobby();
}

window.addEventListener("popstate", route);
route();
