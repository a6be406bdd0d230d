// Runs the companion page's scoring.js under node for the tests: JSON cases on stdin (or
// as the second argument), JSON answers on stdout. The module is copied to a temporary
// .mjs so that node loads it as an ES module without a package.json beside the page.
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

const src = process.argv[2];
const dir = mkdtempSync(join(tmpdir(), "companion-"));
copyFileSync(src, join(dir, "scoring.mjs"));
const S = await import(pathToFileURL(join(dir, "scoring.mjs")).href);

const lay = (d) => ({
  crew: S.cardsOf(d.crew), attached: S.cardsOf(d.attached), prisoners: S.cardsOf(d.prisoners),
  stowaways: S.cardsOf(d.stowaways), limit: d.limit, count: d.count, outcome: d.outcome,
  penalty: d.penalty, passes: d.passes,
});
const pier = (name) => S.COLOURS.indexOf(name);
const crewOf = (c) => (c === null || c === undefined ? null : S.maskOf(c));

const ops = {
  choices: (c) => S.layDownChoices(S.maskOf(c.hand), pier(c.pier), crewOf(c.closer_crew), c.closer_limit ?? null).map(lay),
  problems: (c) => ({
    crew: S.crewProblem(S.maskOf(c.crew), pier(c.pier)),
    attach: c.closer_crew ? S.attachProblem(S.maskOf(c.attached), S.maskOf(c.closer_crew)) : null,
  }),
  settle: (c) => {
    const s = S.settle(c.closer, c.stowaways.map(S.maskOf), c.penalties);
    return { penalties: s.penalties, limits: s.limits, sent_under_by: s.sentUnderBy,
      returned: S.cardsOf(s.returned), sweepers: s.sweepers, winners: s.winners };
  },
  settle_figures: (c) => {
    const s = S.settleFigures(c.closer, c.limits, c.counts, c.penalties);
    return { penalties: s.penalties, sent_under_by: s.sentUnderBy, sweepers: s.sweepers, winners: s.winners,
      problems: c.limits.map((l, i) => S.figuresProblem(l, c.counts[i])) };
  },
  standing: (c) => {
    const s = S.standing(c.game);
    return { penalties: s.penalties, dealer: s.dealer, final_round: s.finalRound, over: s.over, winners: s.winners,
      ending: s.ending, end_round: s.endRound };
  },
};

ops.check = (c) => {
  try {
    return { ok: S.checkGame(c.game) };
  } catch (e) {
    return { error: e.message };
  }
};

const cases = JSON.parse(process.argv[3] ?? readFileSync(0, "utf8"));  // (tests/node_words.py: no stdin)
process.stdout.write(JSON.stringify(cases.map((c) => ops[c.op](c))));
