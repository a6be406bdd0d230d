// Table talk (the server's talk.py): the friends at a table say a line to each other, at
// the foot of the game log. Shown where someone else can read it (two seats or more for
// people); a spectator reads it and cannot write. Lines are text, never markup.
import { t, errorText, seatName, colon } from "./i18n.js";
import { h, say } from "./ui.js";
import "./i18n_talk.js";

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
  const box = h("section", { class: "talk", id: "talk", "aria-labelledby": "talk-title", hidden: true },
    h("h3", { id: "talk-title" }, t("talk_title")), list, form);

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
    list.replaceChildren(...(lines.length ? lines.map((l) => h("li", { class: l.seat === me ? "mine" : null, "data-n": l.n },
      h("strong", {}, nameOf(l.seat)), colon(), l.text))
      : [h("li", { class: "muted" }, t("talk_none"))]));
    if (atEnd || !lines.length) list.scrollTop = list.scrollHeight;
  }
  return {
    box,
    /** The table's seats and this page's seat, from its summary and welcome. */
    update(summary, seat) {
      if (summary.seats === names && seat === me) return;  // drawn at every move: the same seats
      names = summary.seats;
      me = seat;
      const people = summary.seats.filter((s) => s.kind === "human" || s.invited).length;
      box.hidden = people < 2;
      form.hidden = seat === null;
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
