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
