// What a page says when the invite link it opened was used already (app.js, claimOnce), and
// what a finished table's page says of the new game a player started (app.js, againNews).
import { currentLang, seatName } from "./i18n.js";

/** The words for a used invite link's refusal (``invite_used``, with ``params.name``: who
 * took its seat, and ``yours``: whether the asker's own seat is that one), for a page that
 * holds a seat here (``seated``) or not. Null when nothing needs saying: the link clicked
 * again where it was claimed goes back to its seat. Someone else's used link (a friend
 * forwarded theirs) went silently to the asker's own seat, only a 409 in the console. */
export function usedInviteWords(body, seated, t) {
  if (!body || body.code !== "invite_used") return null;
  if (body.yours) return null;
  const params = body.params || {};
  if (!params.name) return null;  // an older server: its own words (err_invite_used) stand
  // "Player 2" in the page's language, as the table names a seat nobody named
  const name = seatName({ kind: "human", name: params.name }, Number(params.seat ?? -1));
  return t(seated ? "invite_used_by" : "invite_used_watch", { name });
}

/** What a finished table's page says of the game played again, from the new table's
 * summary ``made`` (null until fetched): who started it and who is already in ("Ann started
 * a new game with the same players. Already in: Ann and Bo."), ``seat`` the viewer's,
 * ``replaced``: a bot took the viewer's seat there. The button said only "Join the new
 * game": a friend did not know who was waiting for them. Bots are not counted as in. */
export function againWords(made, seat, replaced, t) {
  const maker = made ? made.seats.findIndex((s) => s.creator) : -1;
  const started = maker < 0 ? t(replaced ? "again_started_replaced" : "again_started")
    : maker === seat ? t("again_started_you")
      : t(replaced ? "again_started_by_replaced" : "again_started_by", { name: seatName(made.seats[maker], maker) });
  const inSeats = made ? made.seats.map((s, i) => (s.kind === "human" && s.joined ? i : null)).filter((i) => i !== null) : [];
  if (!inSeats.length) return started;
  const names = inSeats.filter((i) => i !== seat).map((i) => seatName(made.seats[i], i));
  const list = new Intl.ListFormat(currentLang(), { type: "conjunction" })
    .format(inSeats.includes(seat) ? [t("you_first"), ...names] : names);
  return `${started} ${t("again_in", { names: list })}`;
}
