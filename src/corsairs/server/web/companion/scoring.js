// The companion's arithmetic: a faithful port of the engine's lay-down and settlement
// (corsairs.games.corsairs: partition.division_options, lay_down.lay_down_choices,
// scoring.settle_masks, the 35/45 thresholds). It runs in the browser so that the page
// works offline; tests/companion checks it against the engine on thousands of random hands.
// A set of cards is an array of ten 11-bit "nibbles", one per colour (bit n-1 = number n).

export const CODES = ["R", "O", "Y", "G", "B", "V", "P", "N", "A", "K"];
export const COLOURS = ["red", "orange", "yellow", "green", "blue", "violet", "pink", "brown", "grey", "black"];
export const NUMBERS = 11;
export const N_COLOURS = 10;
export const NUMBER_MASK = (1 << NUMBERS) - 1;
export const HAND_SIZE = 12;
export const LAST_ROUND_AT = 35;
export const GAME_ENDS_AT = 45;

const VALUE = new Uint8Array(1 << NUMBERS);
const COUNT = new Uint8Array(1 << NUMBERS);
for (let m = 1; m < 1 << NUMBERS; m++) {
  const low = m & -m;
  const n = 31 - Math.clz32(low);
  VALUE[m] = VALUE[m ^ low] + n + 1;
  COUNT[m] = COUNT[m ^ low] + 1;
}
/** Sum of the numbers in a nibble. */
export const value = (m) => VALUE[m];
/** Number of cards in a nibble. */
export const count = (m) => COUNT[m];

export const empty = () => new Array(N_COLOURS).fill(0);
export const maskValue = (nib) => nib.reduce((s, m) => s + VALUE[m], 0);
export const maskCount = (nib) => nib.reduce((s, m) => s + COUNT[m], 0);
export const isEmpty = (nib) => nib.every((m) => m === 0);
export const union = (a, b) => a.map((m, c) => m | b[c]);
export const minus = (a, b) => a.map((m, c) => m & ~b[c]);
export const overlap = (a, b) => a.map((m, c) => m & b[c]);
export const has = (nib, colour, number) => ((nib[colour] >> (number - 1)) & 1) === 1;

/** "O9" -> {colour: 1, number: 9}; throws on anything else. */
export function parseCard(text) {
  const m = /^([A-Z])(\d{1,2})$/.exec(String(text).trim().toUpperCase());
  const colour = m ? CODES.indexOf(m[1]) : -1;
  const number = m ? Number(m[2]) : 0;
  if (colour < 0 || number < 1 || number > NUMBERS) throw new Error(`${text} is not a card`);
  return { colour, number };
}
export const cardText = (colour, number) => CODES[colour] + number;

/** Notation of the cards, by colour then number (the engine's order). */
export function cardsOf(nib) {
  const out = [];
  for (let c = 0; c < N_COLOURS; c++) {
    for (let n = 1; n <= NUMBERS; n++) if ((nib[c] >> (n - 1)) & 1) out.push(cardText(c, n));
  }
  return out;
}

export function maskOf(texts) {
  const nib = empty();
  for (const t of texts) {
    const { colour, number } = parseCard(t);
    nib[colour] |= 1 << (number - 1);
  }
  return nib;
}

/** The engine compares card masks as 110-bit ints: the highest colour decides first. */
function compareMasks(a, b) {
  for (let c = N_COLOURS - 1; c >= 0; c--) if (a[c] !== b[c]) return a[c] < b[c] ? -1 : 1;
  return 0;
}

const key = (nib) => nib.join(",");

/** Colours of a laid-down crew (ascending) and the numbers still open for attaching. */
export function closerNumbers(crew) {
  const cols = [];
  let used = 0;
  for (let c = 0; c < N_COLOURS; c++) {
    if (crew[c]) {
      cols.push(c);
      used |= crew[c];
    }
  }
  return [cols, NUMBER_MASK & ~used];
}

function layOut(nib, crewCols, closerCols, attachable) {
  const att = empty();
  let attNums = 0;
  for (const x of closerCols) {
    if (!crewCols.includes(x)) {
      const m = nib[x] & attachable & ~attNums;
      if (m) {
        att[x] |= m;
        attNums |= m;
      }
    }
  }
  const crew = empty();
  let crewNums = 0;
  for (const a of crewCols) {
    const m = nib[a] & ~crewNums;
    if (m) {
      crew[a] |= m;
      crewNums |= m;
    }
  }
  if (closerCols.length && attachable & ~attNums) {
    for (const x of closerCols) {
      if (!crewCols.includes(x)) continue;
      const inCrew = crew[x];
      const free = nib[x] & attachable & ~attNums & ~inCrew;
      if (free) {
        att[x] |= free;
        attNums |= free;
      }
      let need = inCrew & attachable & ~attNums;
      for (const a2 of crewCols) {
        if (a2 === x || !need) continue;
        const alt = nib[a2] & need;
        if (alt) {
          crew[x] &= ~alt;
          crew[a2] |= alt;
          att[x] |= alt;
          attNums |= alt;
          need &= ~alt;
        }
      }
    }
  }
  return { crew, att, crewNums, attNums };
}

/** (crew, attached, limit, count) per choice of crew colours: the engine's division_options. */
export function divisionOptions(hand, pier, closerCrew = null) {
  const nib = hand.slice();
  let total = 0;
  let cnt = 0;
  const cols = [];
  for (let c = 0; c < N_COLOURS; c++) {
    if (c !== pier && nib[c]) {
      total += VALUE[nib[c]];
      cnt += COUNT[nib[c]];
      cols.push(c);
    }
  }
  const opt = (crew, att, limit, count) => ({ crew, att, limit, count });
  if (closerCrew === null) {
    const out = [opt(empty(), empty(), total, cnt)];
    cols.forEach((a, i) => {
      const na = nib[a];
      const base = empty();
      base[a] = na;
      out.push(opt(base, empty(), total - VALUE[na], cnt - COUNT[na]));
      for (const b of cols.slice(i + 1)) {
        const extra = nib[b] & ~na;
        if (extra) {
          const crew = base.slice();
          crew[b] = extra;
          const u = na | extra;
          out.push(opt(crew, empty(), total - VALUE[u], cnt - COUNT[u]));
        }
      }
    });
    return out;
  }
  const [closerCols, attachable] = closerNumbers(closerCrew);
  const att0 = empty();
  let an0 = 0;
  for (const x of closerCols) {
    const m = nib[x] & attachable & ~an0;
    if (m) {
      att0[x] |= m;
      an0 |= m;
    }
  }
  const total0 = total - VALUE[an0];
  const count0 = cnt - COUNT[an0];
  const res = [opt(empty(), att0, total0, count0)];
  const seen = new Set([key(empty()) + "|" + key(att0)]);
  const addLaid = (cset) => {
    const { crew, att, crewNums, attNums } = layOut(nib, cset, closerCols, attachable);
    const k = key(crew) + "|" + key(att);
    if (!seen.has(k)) {
      seen.add(k);
      res.push(opt(crew, att, total - VALUE[crewNums] - VALUE[attNums], cnt - COUNT[crewNums] - COUNT[attNums]));
    }
  };
  cols.forEach((a, i) => {
    const na = nib[a];
    const base = empty();
    base[a] = na;
    const aFree = !closerCols.includes(a);
    if (aFree) {
      const k = key(base) + "|" + key(att0);
      if (!seen.has(k)) {
        seen.add(k);
        res.push(opt(base, att0, total0 - VALUE[na], count0 - COUNT[na]));
      }
    } else {
      addLaid([a]);
    }
    for (const b of cols.slice(i + 1)) {
      if (aFree && !closerCols.includes(b)) {
        const extra = nib[b] & ~na;
        if (extra) {
          const crew = base.slice();
          crew[b] = extra;
          const k = key(crew) + "|" + key(att0);
          if (!seen.has(k)) {
            seen.add(k);
            const u = na | extra;
            res.push(opt(crew, att0, total0 - VALUE[u], count0 - COUNT[u]));
          }
        }
      } else {
        addLaid([a, b]);
      }
    }
  });
  return res;
}

function outcomeOf(limit, cnt, closerLimit) {
  if (cnt === 0) return ["sweep", 0, 0];  // the closer's too: it wins at once
  if (closerLimit === null) return ["closer", 0, 0];
  if (limit <= closerLimit) return ["sends_under", 0, cnt];
  return ["keeps", cnt, 0];
}

/** A whole division from the cards kept out of the stowaways: the engine's LayDown. */
export function makeLayDown(hand, pier, kept, crew, closerLimit = null) {
  const prisoners = empty();
  prisoners[pier] = hand[pier];
  const crewPart = overlap(crew, kept);
  const attached = minus(kept, crewPart);
  const stowaways = minus(minus(hand, prisoners), kept);
  const limit = maskValue(stowaways);
  const cnt = maskCount(stowaways);
  const [outcome, penalty, passes] = outcomeOf(limit, cnt, closerLimit);
  return { crew: crewPart, attached, prisoners, stowaways, limit, count: cnt, outcome, penalty, passes };
}

function passing(hand, prisoners, crew, attached, closerLimit) {
  let kept = union(crew, attached);
  const stow = minus(minus(hand, prisoners), kept);
  let limit = maskValue(stow);
  if (limit > closerLimit) return [];
  const out = [[maskCount(stow), kept]];
  const cards = [];
  for (let n = 1; n <= NUMBERS; n++) {
    for (let c = 0; c < N_COLOURS; c++) if (has(kept, c, n)) cards.push([c, n]);
  }
  for (const [c, n] of cards) {
    limit += n;
    if (limit > closerLimit) break;
    kept = kept.slice();
    kept[c] &= ~(1 << (n - 1));
    out.push([out[out.length - 1][0] + 1, kept]);
  }
  return out;
}

function rank(d) {
  if (d.outcome === "sweep") return [0, 0, d.limit];
  if (d.outcome === "sends_under") return [1, -d.passes, d.limit];
  if (d.outcome === "keeps") return [2, d.penalty, d.limit];
  return [0, d.limit, d.count];
}

function compareTuples(a, b) {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
}

/**
 * The strategically distinct divisions of a hand, best first (the engine's
 * lay_down_choices): the closer (closerCrew null) wants the least limit; an opponent
 * sweeps if he can, else sends the closer under passing the most cards, else keeps the
 * fewest stowaways.
 */
export function layDownChoices(hand, pier, closerCrew = null, closerLimit = null) {
  if (closerCrew !== null && closerLimit === null) throw new Error("an opponent's choices need the closer's limit");
  const prisoners = empty();
  prisoners[pier] = hand[pier];
  const options = divisionOptions(hand, pier, closerCrew);
  const byKey = new Map();
  const offer = (kept, crew) => {
    const d = makeLayDown(hand, pier, kept, crew, closerLimit);
    const k = `${d.count}|${d.outcome === "sends_under" || d.outcome === "sweep"}`;
    const old = byKey.get(k);
    if (!old || d.limit < old.limit || (d.limit === old.limit && compareMasks(d.crew, old.crew) < 0)) byKey.set(k, d);
  };
  const sorted = options.slice().sort((x, y) => x.limit - y.limit || x.count - y.count);
  const front = [];
  for (const o of sorted) if (!front.length || o.count < front[front.length - 1].count) front.push(o);
  for (const o of front) offer(union(o.crew, o.att), o.crew);
  if (closerLimit !== null && closerCrew !== null) {
    for (const o of options) {
      for (const [, kept] of passing(hand, prisoners, o.crew, o.att, closerLimit)) offer(kept, o.crew);
    }
  }
  return [...byKey.values()].sort((a, b) => compareTuples(rank(a), rank(b)));
}

export const bestLayDown = (hand, pier, closerCrew = null, closerLimit = null) =>
  layDownChoices(hand, pier, closerCrew, closerLimit)[0];

/** Why a crew is refused ({reason, ...details}), or null: the engine's crew_problem. */
export function crewProblem(crew, pier) {
  if (crew[pier]) return { reason: "crew_pier", colour: pier };
  const cols = [];
  for (let c = 0; c < N_COLOURS; c++) if (crew[c]) cols.push(c);
  if (cols.length > 2) return { reason: "crew_colours", colours: cols };
  if (cols.length === 2 && crew[cols[0]] & crew[cols[1]]) {
    const dup = crew[cols[0]] & crew[cols[1]];
    return { reason: "crew_numbers", number: 32 - Math.clz32(dup) };
  }
  return null;
}

/** Why cards cannot be attached to the closer's crew, or null: the engine's attach_problem. */
export function attachProblem(attached, closerCrew) {
  const [cols, open] = closerNumbers(closerCrew);
  let seen = 0;
  for (let c = 0; c < N_COLOURS; c++) {
    const m = attached[c];
    if (!m) continue;
    if (!cols.includes(c)) return { reason: cols.length ? "attach_colour" : "attach_empty", colours: cols };
    const blocked = m & ~open;
    if (blocked) return { reason: "attach_blocked", number: 32 - Math.clz32(blocked) };
    if (m & seen) return { reason: "attach_twice", number: 32 - Math.clz32(m & seen) };
    seen |= m;
  }
  return null;
}

/**
 * Settle a round from each seat's stowaways (the engine's settle_masks): opponents at
 * or below the closer's limit send him under and pass him their stowaways; if nobody
 * does, his own go back to the deck; a seat without stowaways sweeps.
 */
export function settle(closer, stowaways, penaltiesBefore, seated = null) {
  // the counting is settleFigures'; the cards tell which go to whom
  const counted = settleFigures(closer, stowaways.map(maskValue), stowaways.map(maskCount), penaltiesBefore, seated);
  const keeps = stowaways.map((s) => s.slice());
  let returned = empty();
  if (counted.sentUnderBy.length) {
    let sent = empty();
    for (const s of counted.sentUnderBy) {
      sent = union(sent, keeps[s]);
      keeps[s] = empty();
    }
    keeps[closer] = union(keeps[closer], sent);
  } else {
    returned = keeps[closer];
    keeps[closer] = empty();
  }
  return { ...counted, returned, keeps };
}

/**
 * The least and the most ``count`` stowaways can add up to: nine colours can be stowed (the
 * pier's are prisoners), so nine 1s, then 2s; nine 11s, then 10s.
 */
export function limitRange(count) {
  const low = count <= 9 ? count : 9 + 2 * (count - 9);
  const high = count <= 9 ? 11 * count : 99 + 10 * (count - 9);
  return [low, high];
}

/** Why a seat's figures (its limit and number of stowaways) cannot be, or null. */
export function figuresProblem(limit, count) {
  if (![limit, count].every((x) => Number.isInteger(x) && x >= 0)) return { reason: "not_a_number" };
  if (count > HAND_SIZE) return { reason: "more_than_a_hand" };
  if (count === 0) return limit === 0 ? null : { reason: "none_stowed" };
  const [min, max] = limitRange(count);
  if (limit < min) return { reason: "too_low", min, max };
  if (limit > max) return { reason: "too_high", min, max };
  return null;
}

/**
 * A round entered by its figures only, each seat's limit and number of stowaways (a table
 * that lays down and adds up by itself), and settle()'s counting. Which cards became
 * penalty cards is not known from figures, so none leaves the deck here.
 */
export function settleFigures(closer, limits, counts, penaltiesBefore, seated = null) {
  // ``seated``: the seats at the table this round (one who left has no figures: he neither
  // sends anyone under nor sweeps, and keeps nothing more)
  const at = (s) => !seated || seated.includes(s);
  const closerLimit = limits[closer];
  const under = [];
  limits.forEach((l, s) => { if (at(s) && l <= closerLimit && s !== closer) under.push(s); });
  const added = counts.map((c, s) => (s === closer || under.includes(s) || !at(s) ? 0 : c));
  if (under.length) added[closer] = counts[closer] + under.reduce((a, s) => a + counts[s], 0);
  const penalties = penaltiesBefore.map((p, s) => p + added[s]);
  const sweepers = [];
  counts.forEach((c, i) => { if (c === 0 && at(i)) sweepers.push(i); });
  let winners = [];
  if (sweepers.length) {
    const low = Math.min(...sweepers.map((s) => penalties[s]));
    winners = sweepers.filter((s) => penalties[s] === low);
  }
  const none = counts.map(() => empty());
  return { penalties, added, limits: limits.slice(), sentUnderBy: under, returned: empty(), keeps: none, sweepers, winners };
}

// -- the game: rounds entered at a real table --------------------------------------

/**
 * The seats at the table in round ``index + 1``: a player who left (``game.left``, his seat
 * and the number of rounds recorded when he left) plays no round from then on.
 */
export function seated(game, index) {
  const left = game.left || {};
  return game.players.map((_, s) => s).filter((s) => !(String(s) in left) || index < left[s]);
}

/** The next seat clockwise after ``seat`` among ``seats`` (the deal, who plays first). */
export function nextSeat(seat, seats, n) {
  for (let i = 1; i <= n; i++) if (seats.includes((seat + i) % n)) return (seat + i) % n;
  return seat;
}

/** A new game: names of 2-4 players and the first dealer's seat; ``started``, when it
 * began (an ISO date), dates it among the past games once it is over. */
export function newGame(names, firstDealer = 0, rules = null, started = null) {
  const players = names.map((n) => String(n).trim());
  if (players.length < 2 || players.length > 4) throw new Error("players");
  const game = { version: 1, players, firstDealer, rounds: [] };
  if (rules) game.rules = rules;
  if (started) game.started = started;
  return game;
}

/**
 * A table's house rules: when all penalty cards together reach ``lastRoundAt`` one more
 * round is played, at ``endsAt`` the game ends at once (the engine's last_round_at and
 * game_ends_at; the rulebook's 35 and 45 when a game has none).
 */
export const marks = (game) => ({
  lastRoundAt: game.rules ? game.rules.lastRoundAt : LAST_ROUND_AT,
  endsAt: game.rules ? game.rules.endsAt : GAME_ENDS_AT,
  sweepWins: !game.rules || game.rules.sweepWins !== false,  // the engine's sweep_wins
});

/** Why house rules cannot be, or null: whole numbers, 1 <= lastRoundAt <= endsAt <= 110
 * (the deck's cards). */
export function rulesProblem(rules) {
  const { lastRoundAt, endsAt, sweepWins } = rules || {};
  const ok = [lastRoundAt, endsAt].every((x) => Number.isInteger(x) && x >= 1 && x <= 110);
  if (![undefined, true, false].includes(sweepWins)) return { reason: "sweep" };
  return ok && lastRoundAt <= endsAt ? null : { reason: "marks", max: 110 };
}

/**
 * A game read from a file, checked before it replaces anything: 2-4 different names, a
 * dealer among them, and rounds that are annulled or name a closer and every seat's
 * stowaways (real cards, none twice). Throws with the reason; returns a clean copy.
 */
export function checkGame(data) {
  const fail = (why, round = null) => { throw Object.assign(new Error(round ? `round ${round}: ${why}` : why), { round }); };
  if (!data || typeof data !== "object") fail("not a game");
  const { players, firstDealer, rounds } = data;
  if (!Array.isArray(players) || players.length < 2 || players.length > 4) fail("players");
  if (players.some((p) => typeof p !== "string" || !p.trim())) fail("names");
  if (new Set(players.map((p) => p.trim().toLowerCase())).size !== players.length) fail("names twice");
  const n = players.length;
  if (!Number.isInteger(firstDealer) || firstDealer < 0 || firstDealer >= n) fail("dealer");
  if (!Array.isArray(rounds)) fail("rounds");
  const left = {};
  if (data.left !== undefined) {  // who left the table, after how many rounds
    if (!data.left || typeof data.left !== "object" || Array.isArray(data.left)) fail("left");
    for (const [seat, k] of Object.entries(data.left)) {
      if (!/^\d$/.test(seat) || Number(seat) >= n || !Number.isInteger(k) || k < 0 || k > rounds.length) fail("left");
      left[seat] = k;
    }
    if (n - Object.keys(left).length < 2) fail("left: fewer than 2 players stay");
  }
  const seatsOf = (i) => seated({ players, left }, i);
  const clean = rounds.map((r, i) => {
    const at = (why) => fail(why, i + 1);
    const here = seatsOf(i);
    if (r && r.annulled === true) return { annulled: true };
    if (!r || !Number.isInteger(r.closer) || !here.includes(r.closer)) at("closer");
    if (r.quick === true) {  // entered by its figures: each seat's limit and stowaways
      if (![r.limits, r.counts].every((a) => Array.isArray(a) && a.length === n)) at("figures");
      r.limits.forEach((l, s) => {
        if (here.includes(s) ? figuresProblem(l, r.counts[s]) : l !== null || r.counts[s] !== null) at(`figures of ${players[s]}`);
      });
      return { quick: true, closer: r.closer, limits: r.limits.slice(), counts: r.counts.slice() };
    }
    if (!Array.isArray(r.stowaways) || r.stowaways.length !== n) at("stowaways");
    r.stowaways.forEach((cards, s) => { if (!here.includes(s) && !(Array.isArray(cards) && !cards.length)) at(`${players[s]} has left`); });
    const seen = new Set();
    for (const cards of r.stowaways) {
      if (!Array.isArray(cards)) at("stowaways");
      for (const c of cards) {
        const text = cardName(c, at);
        if (seen.has(text)) at(`${text} twice`);
        seen.add(text);
      }
    }
    const stowaways = r.stowaways.map((cards) => cards.map((c) => cardName(c, at)));
    if (r.hands === undefined) return { ...r, stowaways };
    const why = handsProblem(r.hands, r.pier, r.closer, stowaways, players, here);
    if (why) at(why);
    const hands = r.hands.map((hd) => Object.fromEntries(PARTS.map((k) => [k, hd[k].map((c) => cardName(c, at))])));
    return { ...r, stowaways, hands };
  });
  const game = { version: 1, players: players.map((p) => p.trim()), firstDealer, rounds: clean };
  if (data.started !== undefined) {  // when the game began: the date a past game is listed by
    if (typeof data.started !== "string" || Number.isNaN(Date.parse(data.started))) fail("started");
    game.started = data.started;
  }
  if (Object.keys(left).length) game.left = left;
  if (data.rules !== undefined) {
    if (rulesProblem(data.rules)) fail("rules");
    game.rules = { lastRoundAt: data.rules.lastRoundAt, endsAt: data.rules.endsAt };
    if (data.rules.sweepWins === false) game.rules.sweepWins = false;
  }
  // a game the page could have recorded: no hand of more than 12 cards, no round after the
  // end, no penalty card in a later round, stowed or in a recorded hand (it left the deck
  // for the rest of the game)
  clean.forEach((r, i) => {
    const before = standing({ ...game, rounds: clean.slice(0, i) });
    if (before.over) fail("a round after the end");
    if (r.annulled || r.quick) return;
    for (const cards of r.stowaways) if (cards.length > HAND_SIZE) fail("more than a hand", i + 1);
    const held = r.hands ? r.hands.flatMap((hd) => PARTS.flatMap((k) => hd[k])) : r.stowaways.flat();
    for (const c of held) {
      const { colour, number } = parseCard(c);
      if (has(before.outOfDeck, colour, number)) fail(`${c} is a penalty card`, i + 1);
    }
  });
  return game;
}

/** A card's notation, or ``at`` (the round's refusal) for no card. */
function cardName(text, at) {
  try {
    const { colour, number } = parseCard(text);
    return cardText(colour, number);
  } catch (e) {
    return at(e.message);
  }
}

const PARTS = ["prisoners", "crew", "attached", "stowaways"];

/**
 * Why a round's recorded hands (what reopening it enters again) cannot be the round
 * scored, or null: one division of 12 cards a seat, none twice, its stowaways the
 * round's, the pier's colour all prisoners, each crew as the page allows (crewProblem)
 * and each card attached to the closer's crew where it may go (attachProblem; the
 * closer attaches nothing). The messages name the seat.
 */
export function handsProblem(hands, pier, closer, stowaways, players, here = null) {
  const n = players.length;
  if (!Array.isArray(hands) || hands.length !== n) return `hands: one a player (${n})`;
  const colour = COLOURS.indexOf(pier);
  if (colour < 0) return `pier: ${JSON.stringify(pier)} is not a colour`;
  const seen = new Set();
  const masks = [];
  for (let s = 0; s < n; s++) {
    const hd = hands[s];
    const who = players[s];
    if (!hd || typeof hd !== "object" || PARTS.some((k) => !Array.isArray(hd[k]))) return `${who}: hand`;
    const parts = {};
    for (const k of PARTS) {
      for (const c of hd[k]) {
        const text = cardName(c, () => null);
        if (text === null) return `${who}: ${c} is not a card`;
        if (seen.has(text)) return `${text} twice`;
        seen.add(text);
      }
      parts[k] = maskOf(hd[k]);
    }
    const total = PARTS.reduce((a, k) => a + maskCount(parts[k]), 0);
    const size = !here || here.includes(s) ? HAND_SIZE : 0;  // one who left holds nothing
    if (total !== size) return `${who}: ${total} cards, not ${size}`;
    if (cardsOf(parts.stowaways).join() !== cardsOf(maskOf(stowaways[s])).join()) {
      return `${who}: the hand's stowaways are not the round's`;
    }
    if (parts.prisoners.some((m, c) => m && c !== colour)) return `${who}: a prisoner is not of the pier's colour`;
    for (const k of ["crew", "attached", "stowaways"]) if (parts[k][colour]) return `${who}: a ${pier} card in ${k}`;
    if (crewProblem(parts.crew, colour)) return `${who}: crew ${crewProblem(parts.crew, colour).reason}`;
    masks.push(parts);
  }
  for (let s = 0; s < n; s++) {
    const att = masks[s].attached;
    if (s === closer) {
      if (!isEmpty(att)) return `${players[s]}: the closer attaches nothing`;
    } else if (!isEmpty(att) && attachProblem(att, masks[closer].crew)) {
      return `${players[s]}: attached ${attachProblem(att, masks[closer].crew).reason}`;
    }
  }
  return null;
}

/**
 * Where a game stands after its rounds: totals, dealer, the last round, the winners, and
 * what ended a finished game (``ending``: "sweep", "ends_at" for 45 or more, "last_round"
 * for the round after 35; ``endRound`` its number), which the page says with the winner.
 */
export function standing(game) {
  const n = game.players.length;
  const { lastRoundAt, endsAt, sweepWins } = marks(game);
  let penalties = new Array(n).fill(0);
  let dealer = game.firstDealer;
  let finalRound = false;
  let over = false;
  let winners = [];
  let ending = null;
  let endRound = 0;
  let outOfDeck = empty(); // penalty cards leave the deck for the rest of the game
  const results = [];
  // the deal passes clockwise among the players at the table (one who left is passed by)
  const passDeal = (i) => { dealer = nextSeat(dealer, seated(game, i), n); };
  if (!seated(game, 0).includes(dealer)) passDeal(0);
  for (const r of game.rounds) {
    if (over) break;
    const i = results.length;
    const here = seated(game, i);
    if (r.annulled) {
      results.push(null);
      passDeal(i + 1);
      continue;
    }
    const settled = r.quick ? settleFigures(r.closer, r.limits, r.counts, penalties, here)
      : settle(r.closer, r.stowaways.map(maskOf), penalties, here);
    const s = sweepWins ? settled : { ...settled, winners: [] };  // a house rule: sweeps play on
    results.push(s);
    penalties = s.penalties;
    for (const k of s.keeps) outOfDeck = union(outOfDeck, k);
    const total = penalties.reduce((a, b) => a + b, 0);
    if (s.winners.length || total >= endsAt || finalRound) {
      over = true;
      winners = s.winners;
      ending = s.winners.length ? "sweep" : finalRound ? "last_round" : "ends_at"; // the last round, even past 45
      endRound = results.length;
    } else {
      if (total >= lastRoundAt) finalRound = true;
      passDeal(i + 1);
    }
  }
  if (over && !winners.length) {  // among the players still at the table
    const stay = seated(game, results.length - 1);
    const low = Math.min(...stay.map((s) => penalties[s]));
    winners = stay.filter((s) => penalties[s] === low);
  }
  return { penalties, total: penalties.reduce((a, b) => a + b, 0), dealer, finalRound, over, winners, ending, endRound, results, outOfDeck,
    lastRoundAt, endsAt, sweepWins };
}
