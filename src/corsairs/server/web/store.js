// This browser's storage for the table's pages, guarded. A browser that refuses to store
// (site data blocked, storage full, some private modes) throws on localStorage's and
// sessionStorage's calls (SecurityError, QuotaExceededError): unguarded, changing language
// threw, and a creator's page stopped just after the server had made the table. Here
// nothing throws: what storage refuses is kept in this page's memory for as long as it is
// open (moving between the app's pages keeps it), and ``storageRefused()`` says so, for
// the page to tell the player what this browser will not keep (app.js storageNews).

const memory = { local: new Map(), session: new Map() };
const listeners = [];
let refused = null;  // not known until asked (storageRefused) or refused

function refuse() {
  if (refused) return;
  refused = true;
  for (const f of listeners) f();
}

function area(which) {
  return which === "session" ? globalThis.sessionStorage : globalThis.localStorage;
}

function guarded(which) {
  const kept = memory[which];
  return {
    /** The value under ``key`` (a string), else null. */
    get(key) {
      if (kept.has(key)) return kept.get(key);
      try { return area(which).getItem(key); } catch { refuse(); return null; }
    },
    /** Keep ``value`` (a string) under ``key``: stored, else in this page's memory. */
    set(key, value) {
      value = String(value);
      try { area(which).setItem(key, value); kept.delete(key); } catch { kept.set(key, value); refuse(); }
    },
    remove(key) {
      kept.delete(key);
      try { area(which).removeItem(key); } catch { refuse(); }
    },
    /** The JSON value under ``key``, else ``fallback`` (nothing there, or not JSON). */
    getJSON(key, fallback = null) {
      try { return JSON.parse(this.get(key) ?? "null") ?? fallback; } catch { return fallback; }
    },
    setJSON(key, value) { this.set(key, JSON.stringify(value)); },
    /** The keys kept (stored, or in this page's memory) that begin with ``prefix``. */
    keys(prefix = "") {
      const found = new Set([...kept.keys()].filter((k) => k.startsWith(prefix)));
      try {
        const stored = area(which);
        for (let i = 0; i < stored.length; i++) {
          const k = stored.key(i);
          if (k !== null && k.startsWith(prefix)) found.add(k);
        }
      } catch { refuse(); }
      return [...found];
    },
  };
}

/** localStorage's way: kept by this browser (the language, My tables, a creator's token). */
export const local = guarded("local");
/** sessionStorage's way: kept by this tab. */
export const session = guarded("session");

/** True when this browser refuses to store (asked once, by storing a probe, so that a page
 * that can store nothing says so before the player makes a table whose creator's token it
 * would keep only in memory), or has refused something since (a phone's storage full). */
export function storageRefused() {
  if (refused === null) {
    try {
      const probe = "corsairs.storage-probe";
      area("local").setItem(probe, "1");
      area("local").removeItem(probe);
      refused = false;
    } catch {
      refused = true;
    }
  }
  return refused;
}

/** ``f`` is called when storage is first refused after the page was told it works (a
 * phone's storage that fills up during a game): the page says so then. */
export function onStorageRefused(f) {
  listeners.push(f);
}

/** The kinds of per-table keys (``corsairs.<kind>.<table>`` and ``….<seat>``) a page keeps of a
 * table it only watches, too: the talk muted (talk.js), the house rules folded away
 * (house_rules.js), a round's summary still to read (games/corsairs.js). A table of My tables
 * has its keys forgotten with its entry (app.js, forgetKeys); a table watched had them kept
 * for good, a few more with every table opened. */
export const WATCHED_KINDS = ["talk_muted", "houseRulesFolded", "summary"];
/** The tables opened last, newest first (``[{table, at}]``): their watched keys stay. */
const OPENED = "corsairs.opened";
/** Tables opened whose watched keys are kept at most, the newest (as games/corsairs.js keeps
 * LAYS_KEPT lay-downs), and the days they are kept (the server deletes a table idle that
 * long, ``serve --expire-days``' default). */
export const OPENED_KEPT = 20;
export const OPENED_DAYS = 30;

/** Table ``tableId`` is opened (``now``, in ms): the watched keys of the OPENED_KEPT tables
 * opened last within OPENED_DAYS stay, and those of ``mine`` (My tables' ids); the others'
 * go. */
export function sweepWatched(tableId, mine, now = Date.now()) {
  const opened = local.getJSON(OPENED, []);
  const recent = (Array.isArray(opened) ? opened : [])
    .filter((e) => e && e.table !== tableId && now - e.at <= OPENED_DAYS * 86_400_000)
    .slice(0, OPENED_KEPT - 1);
  const kept = [{ table: tableId, at: now }, ...recent];
  local.setJSON(OPENED, kept);
  const keep = new Set([...kept.map((e) => e.table), ...mine]);
  for (const k of local.keys("corsairs.")) {
    const [, kind, table] = k.split(".");
    if (WATCHED_KINDS.includes(kind) && !keep.has(table)) local.remove(k);
  }
}
