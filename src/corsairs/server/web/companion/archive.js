// Past games: the finished games a table keeps on its phone (a list with their date, players
// and winner, each opened read-only, shared, exported or deleted). Kept apart from app.js, with
// no storage of its own, so that node can test it; app.js stores the list (localStorage).

import { checkGame, standing } from "./scoring.js";

/** Where the list is stored, newest first. */
export const ARCHIVE_KEY = "corsairs.companion.archive";

/** The most the list may take as stored (characters of JSON). A finished game with every
 * hand entered takes 5 to 10 thousand, so some 200 to 400 games fit; the rest of the phone's
 * 5 MB or so for this site is left to the game being played, its round and the lobby. */
export const ARCHIVE_BUDGET = 2_000_000;

/** A finished game kept: the game as stored (``started`` its date, if it has one) and when it
 * was put away (``kept``, which also names the entry). */
export function entryOf(game, now = new Date()) {
  return { kept: now.toISOString(), game };
}

/**
 * The list with ``game`` put first, or a refusal ``{ full: true }`` when it would pass
 * ``budget``: nothing is dropped to make room behind the table's back. A game already in the
 * list (the same game put away from two pages of the phone) is not kept twice.
 */
export function keep(list, game, now = new Date(), budget = ARCHIVE_BUDGET) {
  const same = JSON.stringify(game);
  if (list.some((e) => JSON.stringify(e.game) === same)) return { list };
  const longer = [entryOf(game, now), ...list];
  return JSON.stringify(longer).length > budget ? { full: true } : { list: longer };
}

/** The list without the entry kept at ``kept``. */
export const without = (list, kept) => list.filter((e) => e.kept !== kept);

/**
 * The entries of a stored list that are games this page could have recorded (scoring.js's
 * checkGame), each with its standing; what cannot be read is left out rather than failing
 * the list (a list written by a later version, a hand-edited one).
 */
export function readList(data) {
  if (!Array.isArray(data)) return [];
  const out = [];
  for (const e of data) {
    if (!e || typeof e.kept !== "string" || Number.isNaN(Date.parse(e.kept))) continue;
    try {
      const game = checkGame(e.game);
      out.push({ kept: e.kept, game, st: standing(game) });
    } catch {
      /* not a game: left out */
    }
  }
  return out;
}

/** The date a game was played (its start; else when it was put away), as ``lang`` writes a
 * date: "30 Nov 2026", "30 nov. 2026", "30 nov 2026", "30.11.2026". */
export function playedOn(entry, lang) {
  const when = new Date(entry.game.started || entry.kept);
  return new Intl.DateTimeFormat(lang === "en" ? "en-GB" : lang, { dateStyle: "medium" }).format(when);  // the page's English is British
}
