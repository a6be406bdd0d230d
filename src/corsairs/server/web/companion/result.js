// Why a finished game ended and why its winners won, said under the result so that a table
// need not work it out from the totals (kept apart from app.js so that node can test it).

import { andList } from "./i18n.js";
import { seated } from "./scoring.js";

/**
 * What ended the game and why these players won, in the rulebook's terms: a sweep (and,
 * with several, the fewest penalty cards among the sweepers), 45 reached or the last round
 * after 35; then the fewest penalty cards, and a tie shared (the rulebook has no tie-break).
 * ``st`` is scoring.js's standing() of a finished game, ``t`` the page's translator.
 */
export function whyOver(st, t) {
  const r = st.endRound;
  const p = st.penalties[st.winners[0]];
  const tied = st.winners.length > 1;
  if (st.ending === "sweep") {
    const swept = st.results[r - 1].sweepers.length;
    return [t("end_sweep", { r }), swept > st.winners.length ? t("end_sweepers", { p }) : null,
      tied ? t("win_tied_sweep", { p }) : null].filter(Boolean).join(" ");
  }
  const end = st.ending === "ends_at" ? t("end_ends_at", { r, total: st.total, end: st.endsAt })
    : t("end_last_round", { r, last: st.lastRoundAt });
  return `${end} ${t(tied ? "win_tied" : "win_fewest", { p })}`;
}

/**
 * Who sent the closer under, as the settlement and the rounds' list say it: active ("Anna a
 * coulé Carla"), since a passive participle would have to agree with a name's gender.
 */
export function sentUnder(names, closer, t) {
  return t("sent_under_by", { names: andList(names), closer, n: names.length });
}

/**
 * The scores as a text to share or keep (a message to the table's group, a note): the game
 * and where it stands, each player's penalty cards, the total, and every round's cards, in
 * the page's words. The export is a JSON file for this page to import again, which nobody
 * reads; a table asked how to send the evening's scores to the friends who played.
 * ``game`` is the stored game, ``st`` its standing(), ``t`` the page's translator.
 */
export function scoresText(game, st, t) {
  const names = game.players;
  const gone = (s) => Boolean(game.left) && String(s) in game.left;
  const lines = [];
  if (st.over) {
    const won = andList(st.winners.map((s) => names[s]));
    lines.push(`${t("game_name")} — ${t("over")} — ${t(st.winners.length > 1 ? "winners" : "winner", { names: won })}`, whyOver(st, t));
  } else {
    lines.push(`${t("game_name")} — ${t("round", { n: game.rounds.length + 1 })} — ${t("deals", { name: names[st.dealer] })}`);
    if (st.finalRound) lines.push(t("final_round"));
  }
  lines.push("", t("penalties"));
  names.forEach((name, s) => {
    const mark = st.over && st.winners.includes(s) ? "★ " : "";
    lines.push(`${mark}${name} ${st.penalties[s]}${gone(s) ? ` (${t("left_badge")})` : ""}`);
  });
  lines.push(t("total", { n: st.total }));
  if (game.rounds.length) lines.push("");
  game.rounds.forEach((r, i) => {
    const s = st.results[i];
    if (r.annulled || !s) {
      if (r.annulled) lines.push(t("annulled_line", { n: i + 1 }));
      return;
    }
    const here = seated(game, i);
    const scores = here.map((x) => `${names[x]} ${t("plus", { n: s.added[x] })}`).join(", ");
    lines.push(t("share_round", { n: i + 1, scores }));
  });
  return lines.join("\n");
}
