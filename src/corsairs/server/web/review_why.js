// Why a better move is better, in the viewer's language: the review's `why` (the data of
// corsairs.coach.reasons and each game's coach.why) worded as coach/words.py words it for
// the terminal, moves in words (never engine notation).
import { t, cardName, counted, currentLang } from "./i18n.js";
import "./i18n_review.js";
import { moveText } from "./hint.js";

const percent = (x) => new Intl.NumberFormat(currentLang(), { style: "percent", maximumFractionDigits: 0 }).format(x);
/** A chance; "<1%" rather than a misleading "0%" for a small one. */
const pct = (x) => (x > 0 && x < 0.005 ? "<" + percent(0.01) : percent(x));
const num = (x) => new Intl.NumberFormat(currentLang(), { maximumFractionDigits: 1 }).format(x);
/** Expected penalty cards, to one fixed decimal as the hint's table gives them: "you 1, the
 * others 4.6" read as two precisions. */
const cards = (x) => new Intl.NumberFormat(currentLang(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);

function source(src, card, limit) {
  return t("rv_src_" + src, { limit: num(limit), card: card ? cardName(card) : "" });
}

function division(d) {
  return t("rv_div_" + d.outcome, { limit: d.limit, count: d.count, passes: d.passes, penalty: d.penalty });
}

/** The reason of one decision, or "" (a code this page does not know words nothing); a good
 * move where every other would have been a mistake says so first. ``price``: the table's
 * purchase price, for a purchase the reason names. */
export function reasonText(why, names, price) {
  const text = reason(why, names, price);
  return text && why.kind === "good" ? t("rv_why_good", { text }) : text;
}

/** Move ``a`` in words beside ``other``, the move it is weighed against: a discard beside a
 * sail is "Discard red 10 and wait", as the hint's table says it ("You discarded red 10 and
 * set sail; better: Discard red 10" read as the move played). */
export function moveBeside(a, other, view, names) {
  const w = (a || "").split(/\s+/);
  if (w[0] === "discard" && (other || "").split(/\s+/)[0] === "sail") return t("hint_opt_wait", { card: cardName(w[1]) });
  return moveText(a, view, names);
}

function reason(why, names, price) {
  // a purchase named in any reason costs the table's price (only a "buy" reason carries it)
  const view = { observation: { price: why.price ?? price } };
  const move = (a, other) => t("rv_q", { m: moveBeside(a, other, view, names) });
  const better = move(why.better, why.worse), worse = move(why.worse, why.better);
  switch (why.code) {
    case "draw_limit":
      return t("rv_why_draw_limit", { now: why.now, better: source(why.better_source, why.better_card, why.better_limit),
        worse: source(why.worse_source, why.worse_card, why.worse_limit) });
    case "limit":
      return t("rv_why_limit", { better, worse, a: why.better_limit, b: why.worse_limit });
    case "sail_risk": case "sail_now": {
      const [sail, wait] = why.code === "sail_now" ? [better, worse] : [worse, better];
      // each chance in brackets after its name: "Greedy bot 2 6%" read as 26%
      const odds = why.under.map(([k, p]) => `${names[k] ?? "?"} (${pct(p)})`).join(", ");
      return t("rv_why_sail", { limit: why.limit, odds, sail, wait, sp: cards(why.sail_penalty), st: cards(why.sail_theirs),
        wp: cards(why.wait_penalty), wt: cards(why.wait_theirs) });
    }
    case "annul": {
      const [annuls, other] = why.annuls === "better" ? [better, worse] : [worse, better];
      return t("rv_why_annul", { annuls, other, m: cards(why.mine), o: cards(why.theirs) });
    }
    case "lay":
      return t("rv_why_lay", { better, worse, a: division(why.better_division), b: division(why.worse_division) });
    case "sweep":
      return t("rv_why_sweep", { better, worse, a: pct(why.better_sweep), b: pct(why.worse_sweep) });
    case "penalty":
      return t("rv_why_penalty", { better, worse, bm: cards(why.better_mine), bt: cards(why.better_theirs),
        wm: cards(why.worse_mine), wt: cards(why.worse_theirs) });
    case "draw_on": case "stop_now": {
      const parts = [t(counted(why.reshuffle ? "rv_why_pirate_new" : "rv_why_pirate", why.cards), { k: why.pirates, n: why.cards, p: pct(why.pirates / why.cards),
        cost: why.cannons ? t("rv_pirate_cannon") : t(counted("rv_pirate_give", why.loss), { loss: why.loss }) })];
      // a count in words, one card said as one ("cards among them that finish your boat: 1")
      if (why.finishers) parts.push(t(counted("rv_why_finishers", why.finishers), { f: why.finishers }));
      else if (why.wanted) parts.push(t(counted("rv_why_wanted", why.wanted), { f: why.wanted }));
      parts.push(t(why.code === "draw_on" ? "rv_why_draw_on" : "rv_why_stop_now"));
      return parts.join(t("rv_sep"));
    }
    case "give": {
      const g = why.better_gives, w = why.worse_gives;
      // no boat: only spare cards and gold to give ("boat parts: 0 of 0" said nothing)
      if (!why.boat) return t("rv_why_give_noboat", { better, worse, bs: g.spares, bg: g.gold, ws: w.spares, wg: w.gold });
      return t("rv_why_give", { better, worse, boat: why.boat, bp: g.parts, bs: g.spares, bg: g.gold, wp: w.parts, ws: w.spares, wg: w.gold });
    }
    case "give_finish":
      return t("rv_why_give_finish", { better, card: cardName(why.card), name: names[why.seat] ?? "?" });
    case "buy":
      return t(why.wins ? "rv_why_buy_wins" : "rv_why_buy", { better, card: cardName(why.card), a: why.parts, b: why.parts + 1, price: why.price });
    case "cannon": case "keep_cannon":
      return t("rv_why_" + why.code, { better });
    case "rival":
      return t("rv_why_rival", { better, worse, name: names[why.seat] ?? "?", a: pct(why.worse_chance), b: pct(why.better_chance) });
    default:
      return "";
  }
}
