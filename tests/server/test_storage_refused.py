"""A browser that refuses to store (site data blocked, storage full, some private modes):
its localStorage throws on every call. The table's pages still change language and keep
what they were given for as long as they are open (web/store.js); run by node."""

from __future__ import annotations

from web_i18n import in_node

REFUSING = """
const refuse = () => { throw new DOMException("The operation is insecure.", "SecurityError"); };
// site data blocked: even reaching localStorage throws (Chromium); a full one throws on setItem
Object.defineProperty(globalThis, "localStorage", { get: refuse, configurable: true });
Object.defineProperty(globalThis, "sessionStorage", { get: refuse, configurable: true });
"""


def test_a_browser_that_refuses_to_store_still_changes_language() -> None:
    said = in_node(
        REFUSING + 'm.setLang("fr"); const first = [m.currentLang(), m.t("lobby")];'
        ' m.setLang("de"); return [...first, m.currentLang()];',
        "en",
    )
    french = in_node('return m.t("lobby");', "fr")
    assert said == ["fr", french, "de"]


def test_what_storage_refuses_is_kept_by_the_page_and_said() -> None:
    said = in_node(
        REFUSING
        + """const s = await import("./store.js");
        s.local.set("corsairs.creator.T1", "tok");
        s.local.setJSON("corsairs.tables", [{ table: "T1" }]);
        s.session.set("k", "v");
        const kept = [s.local.get("corsairs.creator.T1"), s.local.getJSON("corsairs.tables"),
          s.session.get("k")];
        s.local.remove("corsairs.creator.T1");
        return [...kept, s.local.get("corsairs.creator.T1"), s.local.getJSON("nothing", []),
          s.storageRefused()];"""
    )
    assert said == ["tok", [{"table": "T1"}], "v", None, [], True]


def test_what_storage_refuses_is_listed_with_its_keys() -> None:
    """A table's keys are found by their prefix (a Corsairs lay-down arranged, every key of
    a table forgotten), those the page keeps in its memory too."""
    said = in_node(
        REFUSING
        + """const s = await import("./store.js");
        s.local.set("corsairs.lay.T1.0", "{}");
        s.local.set("corsairs.lang", "fr");
        return [s.local.keys("corsairs.lay."), s.storageRefused()];"""
    )
    assert said == [["corsairs.lay.T1.0"], True]


def test_a_browser_that_stores_is_not_told_otherwise() -> None:
    said = in_node(
        """const kept = new Map();
        globalThis.localStorage = { getItem: (k) => kept.get(k) ?? null,
          setItem: (k, v) => kept.set(k, v), removeItem: (k) => kept.delete(k) };
        const s = await import("./store.js");
        s.local.set("a", "1");
        return [kept.get("a"), s.local.get("a"), s.storageRefused()];"""
    )
    assert said == ["1", "1", False]


def _at(address: str) -> str:
    """A page at ``address`` whose history moves it (``replaceState``), as a browser's does."""
    return f"""globalThis.location = new URL({address!r});
globalThis.history = {{ state: null, replaceState(state, unused, url) {{
  globalThis.location = new URL(url, location.href); }} }};
"""


def test_a_browser_that_refuses_to_store_keeps_the_language_in_the_address() -> None:
    """Such a browser lost the chosen language at every reload and at every page of the app
    opened anew (the way back from the rules, a bookmark): the page was the browser's own
    language again, English here, the seat's address bringing back the seat alone."""
    table = "http://127.0.0.1:8000/table/T1#token=tok"
    chosen = in_node(
        REFUSING
        + _at(table)
        + 'm.setLang("de"); return [location.href, m.addressed("/replay/T1")];'
    )
    assert chosen == [
        "http://127.0.0.1:8000/table/T1?lang=de#token=tok",
        "http://127.0.0.1:8000/replay/T1?lang=de",
    ]
    # reloaded: nothing stored, the address says it
    german = in_node('return m.t("lobby");', "de")
    again = in_node(REFUSING + _at(chosen[0]) + 'return [m.currentLang(), m.t("lobby")];')
    assert again == ["de", german]
    # changed again there: the address follows
    said = in_node(REFUSING + _at(chosen[0]) + 'm.setLang("it"); return location.href;')
    assert said == "http://127.0.0.1:8000/table/T1?lang=it#token=tok"


def test_a_browser_that_stores_keeps_the_language_out_of_the_address() -> None:
    """Stored, the language needs no place in the address (nor in a link copied from it);
    a choice stored wins over an address naming another language (the rules' link home)."""
    said = in_node(
        _at("http://127.0.0.1:8000/table/T1#token=tok")
        + """const kept = new Map();
        globalThis.localStorage = { getItem: (k) => kept.get(k) ?? null,
          setItem: (k, v) => kept.set(k, v), removeItem: (k) => kept.delete(k) };
        m.setLang("fr");
        const first = [location.href, m.addressed("/replay/T1")];
        location = new URL("http://127.0.0.1:8000/?lang=de");
        return [...first, m.currentLang()];"""
    )
    assert said == ["http://127.0.0.1:8000/table/T1#token=tok", "/replay/T1", "fr"]
