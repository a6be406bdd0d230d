// Why a finished game ended and why its winners won, said under the result so that a table
// need not work it out from the totals (kept apart from app.js so that node can test it).

import { listOf } from "./i18n.js";

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
  return t("sent_under_by", { names: listOf(names), closer, n: names.length });
}
