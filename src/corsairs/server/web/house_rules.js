// House rules: the lobby's section choosing a game's rule options, and the line telling
// everyone at a table (seats, spectators, the replay) which options differ from the
// rulebook. The options (kind, choices, bounds, default) come from /api/games; their
// words from i18n_rules.js.
import { t, tn, colon, seatName } from "./i18n.js";
import { local } from "./store.js";
import { LOBBY_OPTIONS, NEEDS, READINGS, ruleLabel, ruleHelp, ruleValue, houseRuleLines } from "./i18n_rules.js";
import { h } from "./ui.js";

/** The table's house rules above its play area, or nothing at the rulebook's rules. Kept
 * as it is while they do not change, so a player who folded it away is not undone. */
export function showHouseRules(play, summary) {
  if (!play || !play.parentNode || !summary) return;
  const names = (summary.seats || []).map(seatName);
  const lines = houseRuleLines(summary.game, summary.house_rules, names);
  const key = JSON.stringify(lines);
  let el = document.getElementById("house-rules");
  if (el && el.dataset.key === key) return;
  if (!lines.length) { el?.remove(); return; }
  // open on a first look; folded away by a player (a phone's screen is short), it stays so at this table
  const folded = "corsairs.houseRulesFolded." + summary.id;
  // named by its summary, as the lobby's: open, an unnamed group said nothing of what it held
  const fresh = h("details", { class: "panel house-rules", id: "house-rules", "data-key": key,
    "aria-labelledby": "house-rules-title", open: el ? el.open : local.get(folded) !== "1",
    ontoggle: (e) => { if (e.currentTarget.open) local.remove(folded); else local.set(folded, "1"); } },
    h("summary", { id: "house-rules-title" }, h("strong", {}, t("ro_house_rules")), ` (${lines.length})`),
    h("ul", {}, lines.map((line) => h("li", {}, line))));
  if (el) el.replaceWith(fresh); else play.parentNode.insertBefore(fresh, play);
}

/** The lobby's folded "House rules" section for the chosen game: a control per option the
 * lobby offers, by its kind, each with its one-line explanation and the rulebook's value
 * marked. Choices go to ``state.rules[game]`` (only those that differ from the default). */
export function houseRulesSection(info, state) {
  const game = info.name;
  const chosen = (state.rules ||= {})[game] ||= {};
  const byName = Object.fromEntries((info.options || []).map((o) => [o.name, o]));
  const offered = (LOBBY_OPTIONS[game] || []).map((n) => byName[n]).filter(Boolean);
  if (!offered.length) return null;
  const count = h("span", { class: "muted", id: "house-rules-count" });
  const recount = () => {
    const n = Object.keys(chosen).length;
    count.textContent = n ? ` (${tn("ro_chosen", n)})` : "";
  };
  const needs = NEEDS[game] || {};
  const yes = (name) => (name in chosen ? chosen[name] : byName[name]?.default) === true;
  for (const [name, need] of Object.entries(needs)) if (!yes(need)) delete chosen[name];
  const choose = (o, value) => {
    if (value === o.default) delete chosen[o.name]; else chosen[o.name] = value;
    recount();
    // another option waits on this one: held back or offered again
    if (Object.values(needs).includes(o.name)) state.redraw?.();
  };
  const rows = offered.map((o) =>
    optionRow(game, o, chosen, choose, state.players, o.name in needs && !yes(needs[o.name])));
  recount();
  const reset = h("button", { class: "btn secondary", type: "button", id: "house-rules-reset", onclick: () => {
    for (const k of Object.keys(chosen)) delete chosen[k];
    state.redraw?.();
  } }, t("ro_reset"));
  // a group named by its summary ("House rules (2 chosen)"): open, it was an unnamed group
  const section = h("details", { class: "house-rules-choice", id: "house-rules-choice", open: Boolean(state.rulesOpen),
    "aria-labelledby": "house-rules-choice-title", ontoggle: (e) => { state.rulesOpen = e.currentTarget.open; } },
    h("summary", { id: "house-rules-choice-title" }, t("ro_house_rules"), count),
    h("p", { class: "muted" }, t("ro_lobby_help")),
    h("div", { class: "rule-options" }, rows),
    h("div", { class: "actions" }, reset));
  return section;
}

/** The rulebook's value in words, marked as the rulebook's or as the usual reading. */
function mark(game, o, names) {
  const which = (READINGS[game] || []).includes(o.name) ? "ro_mark_reading" : "ro_mark_rulebook";
  return `${t(which)}${colon()}${ruleValue(game, o.name, o.default, names)}`;
}

function optionRow(game, o, chosen, choose, players, held) {
  const id = `rule-${o.name}`;
  const value = o.name in chosen ? chosen[o.name] : o.default;
  const seats = Array.from({ length: players || 0 }, (_, i) => seatName(null, i));
  const help = [ruleHelp(game, o.name), `(${mark(game, o, seats)})`].filter(Boolean).join(" ");
  const helpEl = h("span", { class: "muted rule-help", id: `${id}-help` }, help);
  let label = h("label", { for: id }, ruleLabel(game, o.name));
  let control;
  if (o.kind === "bool") {
    control = h("input", { type: "checkbox", id, checked: value && !held, disabled: Boolean(held),
      "aria-describedby": helpEl.id, onchange: (e) => choose(o, e.target.checked) });
    return h("div", { class: "rule-row rule-bool", "data-option": o.name }, control, label, helpEl);
  }
  if (o.kind === "choice") {
    // each reading a radio button whose words wrap, all in sight: in a list a phone cut the
    // chosen one short ("la barca è persa, il colore libero per tut")
    label = h("span", { class: "rule-label", id: `${id}-label` }, ruleLabel(game, o.name));
    control = h("div", { class: "rule-choices", id, role: "radiogroup", "aria-labelledby": label.id, "aria-describedby": helpEl.id },
      o.choices.map((v, i) => h("label", { class: "rule-choice" },
        h("input", { type: "radio", name: id, id: `${id}-${i}`, value: String(i), checked: v === value, onchange: () => choose(o, v) }),
        h("span", {}, ruleValue(game, o.name, v, seats)))));
  } else if (o.kind === "seat") {
    const values = [...(o.none ? [null] : []), ...seats.map((_, i) => i)];
    if (value !== null && value >= seats.length) choose(o, o.default);  // fewer players now
    const current = o.name in chosen ? chosen[o.name] : o.default;
    control = h("select", { id, "aria-describedby": helpEl.id,
      onchange: (e) => choose(o, values[Number(e.target.value)]) },
    // the rulebook's choice is named in the line below: in the list it would cut the words short on a phone
    values.map((v, i) => h("option", { value: String(i), selected: v === current }, ruleValue(game, o.name, v, seats))));
  } else {
    // a whole number within the engine's bounds; emptied, the option is the rulebook's again
    control = h("input", { type: "number", id, inputmode: "numeric", step: 1, min: o.min ?? null, max: o.max ?? null,
      value: value ?? "", placeholder: o.default ?? "", "aria-describedby": helpEl.id,
      oninput: (e) => {
        const text = e.target.value.trim();
        choose(o, text === "" ? o.default : Number(text));
      } });
  }
  return h("div", { class: "rule-row", "data-option": o.name }, label, control, helpEl);
}

/** Why the chosen house rules cannot be sent, in the page's language, and the field to
 * mend, or null: a number that is not whole or out of the option's bounds (the server
 * would refuse it in English). */
export function badNumber(info, state) {
  const chosen = (state.rules || {})[info.name] || {};
  for (const o of info.options || []) {
    if (o.kind !== "int" || !(o.name in chosen)) continue;
    const v = chosen[o.name];
    if (v === null && o.none) continue;
    if (Number.isInteger(v) && (o.min == null || v >= o.min) && (o.max == null || v <= o.max)) continue;
    const label = ruleLabel(info.name, o.name);
    const text = o.max == null ? t("ro_bad_number_min", { label, min: o.min ?? 0 })
      : t("ro_bad_number", { label, min: o.min ?? 0, max: o.max });
    return { text, field: `rule-${o.name}` };
  }
  return null;
}

/** A refused table's reason next to the form (the server's own words after the page's),
 * above its own *Create table*: the first ``.actions`` was the House rules' *Reset*, inside
 * that section, and a folded section hid the reason (the page seemed to do nothing). */
export function showRefusal(form, text) {
  let el = form.querySelector("#create-error");
  if (!text) { el?.remove(); return; }
  if (!el) {
    el = h("p", { class: "banner form-error", id: "create-error", role: "alert" });
    form.querySelector(":scope > .actions")?.before(el);
  }
  el.textContent = text;
}
