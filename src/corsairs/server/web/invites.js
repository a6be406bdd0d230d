// What a page says when the invite link it opened was used already (app.js, claimOnce).
import { seatName } from "./i18n.js";

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
