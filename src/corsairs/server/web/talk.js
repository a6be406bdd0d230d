// Table talk (the server's talk.py): the friends at a table say a line to each other, at
// the foot of the game log. Shown where someone else can read it (two seats or more for
// people); a spectator reads it and cannot write. Lines are text, never markup.
import { t, errorText, seatName, colon, andList } from "./i18n.js";
import { h, say } from "./ui.js";
import { local } from "./store.js";
import "./i18n_talk.js";

/** Where this browser keeps whom a page mutes at a table: per table and per seat it shows
 * (``watch`` for a spectator's page), so a reload keeps it and another seat's page, a
 * friend's on the same device, keeps its own. */
export function muteKey(table, seat) {
  return `corsairs.talk_muted.${table}.${seat ?? "watch"}`;
}

/** The lines a page shows: none of a muted seat's (``muted``: a Set of seats). */
export function shownLines(lines, muted) {
  return lines.filter((l) => !muted.has(l.seat));
}

/** Characters of one line (the server's TALK_LINE). */
const LINE = 200;

/** The talk's box and its handlers. ``send(message)`` returns false while the table's
 * connection is down; ``announce`` is the page's polite live region; ``toast`` shows a
 * line where the log is out of sight (a phone's closed drawer); ``logShown()`` says
 * whether the log (and so the talk) is in sight; ``unread(true)`` marks the button that
 * opens it while a line waits there unseen. */
export function createTalk({ send, announce, toast, logShown, unread }) {
  let lines = [];
  let names = [];
  let me = null;
  let table = null;
  // the seats whose lines this page hides (kept by this browser: muteKey)
  let muted = new Set();
  // the lines sent and not answered yet, oldest first: the server answers a seat's lines
  // in order, each said to all or refused to it alone
  let pending = [];
  // the lines refused, given back to the input together (of several refused as too fast,
  // only the last came back: the others were lost)
  let refused = [];
  const list = h("ol", { class: "talk-lines", id: "talk-lines" });
  const input = h("input", {
    id: "talk-input", type: "text", maxlength: String(LINE), autocomplete: "off", enterkeyhint: "send",
    "aria-label": t("talk_say"), placeholder: t("talk_hint"),  // the full words cut off in a narrow log
  });
  const form = h("form", { class: "talk-form row", id: "talk-form", onsubmit: (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    // lines given back together may be longer than one line (the server would cut it)
    if (text.length > LINE) { toast(t("talk_too_long", { n: LINE })); return; }
    if (!send({ type: "say", text })) { toast(t("reconnecting")); return; }
    pending.push(text);
    refused = [];
    input.value = "";
  } }, input, h("button", { class: "btn", type: "submit", id: "talk-send" }, t("talk_send")));
  // a player mutes another's talk on their own page only (Lichess's, BGA's way): a friend
  // who floods the table or says what one would rather not read
  const muteList = h("div", { class: "talk-mute-list" });
  const mute = h("details", { class: "talk-mute", id: "talk-mute" }, h("summary", {}, t("talk_mute")), muteList);
  const box = h("section", { class: "talk", id: "talk", "aria-labelledby": "talk-title", hidden: true },
    h("div", { class: "talk-head" }, h("h3", { id: "talk-title" }, t("talk_title")), mute), list, form);

  // its height, for the hint's panel to stop above it on a wide screen (style.css)
  if (globalThis.ResizeObserver) {
    new ResizeObserver(() => document.documentElement.style.setProperty("--talk-h", `${box.offsetHeight}px`)).observe(box);
  }
  const nameOf = (seat) => {
    const s = names[seat];
    if (!s) return String(seat + 1);
    const name = seatName(s.friend ? { kind: "human", name: s.friend } : s, seat);
    return seat === me ? `${name} (${t("you")})` : name;  // as the score sheet says it
  };
  function redraw() {
    const atEnd = list.scrollTop + list.clientHeight >= list.scrollHeight - 2;
    const shown = shownLines(lines, muted);
    const items = shown.map((l) => h("li", { class: l.seat === me ? "mine" : null, "data-n": l.n },
      h("strong", {}, nameOf(l.seat)), colon(), l.text));
    if (!lines.length) items.push(h("li", { class: "muted" }, t("talk_none")));
    if (muted.size) {  // said, so that a friend's silence is not taken for theirs
      items.push(h("li", { class: "muted talk-muted", id: "talk-muted" },
        t("talk_muted", { names: andList([...muted].sort().map(nameOf)) })));
    }
    list.replaceChildren(...items);
    if (atEnd || !shown.length) list.scrollTop = list.scrollHeight;
  }
  /** The people this page may mute (every person's seat but its own, a friend's seat a bot
   * plays included: its friend still talks), each a box to tick. */
  function drawMutes() {
    const people = names.map((s, i) => (i !== me && (s.kind === "human" || s.invited) ? i : null)).filter((i) => i !== null);
    mute.hidden = !people.length;
    muteList.replaceChildren(...people.map((i) => h("label", { class: "talk-mute-seat" },
      h("input", { type: "checkbox", "data-seat": String(i), checked: muted.has(i), onchange: (e) => {
        if (e.currentTarget.checked) muted.add(i); else muted.delete(i);
        local.setJSON(muteKey(table, me), [...muted]);
        redraw();
      } }), " ", t("talk_mute_who", { name: nameOf(i) }))));
  }
  return {
    box,
    /** The table's seats and the seat this page talks as (the seat it shows, or a friend's
     * own seat a bot plays now: they are still the person at the table), from its summary
     * and welcome. */
    update(summary, seat) {
      if (summary.seats === names && seat === me) return;  // drawn at every move: the same seats
      names = summary.seats;
      if (seat !== me || summary.id !== table) {
        me = seat;
        table = summary.id;
        muted = new Set(local.getJSON(muteKey(table, me), []).filter(Number.isInteger));
      }
      const people = summary.seats.filter((s) => s.kind === "human" || s.invited).length;
      box.hidden = people < 2;
      form.hidden = seat === null;
      drawMutes();
      redraw();
    },
    /** The lines kept with the table, sent with each welcome (a reconnection's too). */
    welcome(talk) {
      lines = [...(talk || [])];
      pending = [];  // a new connection: what the old one sent was answered there, or lost with it
      redraw();
    },
    /** A line said at the table, this page's own included (the server's copy is the one shown). */
    said(line) {
      if (lines.some((l) => l.n === line.n)) return;
      lines.push(line);
      redraw();
      if (line.seat === me) { pending.shift(); return; }
      if (muted.has(line.seat)) return;  // neither read out nor shown: muted
      const text = t("talk_line", { name: nameOf(line.seat), text: line.text });
      say(announce, text);  // after a round's result still being read (ui.js)
      if (!logShown() && !box.hidden) { toast(text, "info"); unread(true); }
    },
    /** A refused line: said, and given back to the input to send again. */
    error(msg) {
      if (!String(msg.code).startsWith("talk_")) return false;
      toast(errorText(msg));
      const text = pending.shift();
      if (text === undefined || msg.code === "talk_empty") return true;
      // what was typed since stays after the refused lines, in the order they were written
      const typed = input.value.startsWith(refused.join(" ")) ? input.value.slice(refused.join(" ").length).trim() : input.value.trim();
      refused.push(text);
      input.value = [...refused, typed].filter(Boolean).join(" ");
      return true;
    },
  };
}
