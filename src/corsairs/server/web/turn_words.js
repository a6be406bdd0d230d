// What the table's live region says as a turn comes round (app.js): kept apart from the
// page so that node can run it (tests/server/test_turn_words.py).
import { t, unmarked } from "./i18n.js";

/** Lines read out as sentences: run together with a space, two moves were one sentence;
 * bots' names without their 🤖 (read "robot face" before each of their moves). */
export function sentences(lines) {
  return lines.filter(Boolean).map((l) => unmarked(l).trim()).filter(Boolean).map(sentence).join(" ");
}

/** ``line`` ended as a sentence: a full stop unless it ends with one of its own. */
export function sentence(line) {
  return /[.!?…]$/.test(line) ? line : line + ".";
}

/** "Your turn" read out after the moves that brought it (once, as it comes round): a
 * screen reader said each bot's move, then nothing, and the player had to guess.
 * ``words``: the game's own, for a turn that is no ordinary one (a forced lay-down). A page
 * opened (or reloaded) on the player's turn says it too; and after a round's result
 * (``newRound``) whoever begins the next round. The first turn said at the table says what
 * to do now, ``taskOf()`` (the game's ``turnTask``: the keys of the draw), whenever it comes:
 * said only to a page opened on the player's own turn, a player whose first turn came later
 * never heard the keys. Once a table (``state.taskTold``); a turn with no task (a lay-down,
 * whose dialog says it) leaves it for the next. ``state`` is the table's (``mine``: the last
 * state's turn). Returns the words to say, or null (nothing of the turn to say). */
export function announceTurn(state, said, mine, words = null, taskOf = () => null, newRound = false) {
  const was = state.mine;
  state.mine = mine;
  const comes = mine && (was === false || (was === true && newRound));
  if (!comes && !(mine && was === undefined)) return null;
  const task = state.taskTold ? null : taskOf();
  if (task) state.taskTold = true;
  return sentences([comes ? said : null, words || t("your_turn"), task]);
}

/** Whose turn it is now, said after the moves that passed it to another person than the
 * viewer (*Waiting for Bea*): a friend may take minutes, and a screen reader had said only
 * "You discarded brown 9", the table's wait unsaid (the turn line shows it, unread). Not for
 * a bot's turn (its move follows at once, named), nor as the page opens (the focus is on
 * the turn line, which says it), nor again while the same seat is to play. ``current``: the
 * seat to play (null: nobody); ``person``: a person plays it; ``name``: theirs. */
export function waitingWords(state, current, mine, person, name) {
  const was = state.waitedFor;
  state.waitedFor = current;
  if (was === undefined || mine || current === was || current === null || current === undefined || !person) return null;
  return t("waiting", { name });
}
