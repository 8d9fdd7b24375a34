/** Bench rows for the pure engine: hand set-up, analysis, classical and riichi scoring (ours beside majiang-core's where it has the same function). */
import { decompose, shanten, waits } from '../shared/analysis';
import { deriveSeed } from '../shared/fairness';
import { DMJL_TABLE, scoreClassical } from '../shared/rules/classical';
import { PRESETS } from '../shared/rules/presets';
import { scoringOptions } from '../shared/rules/riichi/options';
import { scoreRiichi } from '../shared/rules/riichi/score';
import { setupHand } from '../shared/setup';
import { fromCounts } from '../shared/analysis';
import { BENCH } from './config';
import { compare, comparisonRow } from './compare';
import { concealedSouthTsumo, hardHands, mixedWins, randomHands, type ScoringCase } from './hand-sets';
import { Majiang, majiangShoupai } from './majiang';
import { count, measure, rate, type BenchRow, type Timing } from './row';

/** Shanten at least this many times majiang-core's speed on random hands, scoring on mixed wins. */
export const SHANTEN_GOAL = 3;
export const SCORING_GOAL = 4;

const timed = (figure: string, m: Timing): BenchRow => ({ figure: `${figure} (${count(m.calls)} calls)`, measured: rate(m), reference: '–', goal: '–' });

export function engineRows(): BenchRow[] {
  const n = Math.max(1, BENCH.hands);
  const rows: BenchRow[] = [];
  for (const preset of Object.values(PRESETS)) {
    const m = measure((i) => void setupHand({ preset, seed: deriveSeed('ab'.repeat(32), [String(i), 'b', 'c', 'd']), dealer: i % 4, seatPlayers: true }), BENCH.ms);
    rows.push(timed(`hand set-up (${preset.id}: seed → wall, break, deal)`, m));
  }

  const random = randomHands(n);
  const { complete, oneShort } = hardHands(n);
  const readings = complete.reduce((sum, c) => sum + decompose(c, 4).length, 0) / n;
  rows.push(timed(`hand decompositions (complete hand → all ${readings.toFixed(2)} readings, ${count(n)} hands)`, measure((i) => void decompose(complete[i % n], 4), BENCH.ms)));

  const shantenSets = [
    ['random 13-tile hands dealt from a shuffled wall', random, SHANTEN_GOAL],
    ['hard set: complete hands one tile short (mostly ready)', oneShort, null],
  ] as const;
  for (const [name, hands, target] of shantenSets) {
    const reference = hands.map(majiangShoupai);
    const c = compare((i) => void shanten(hands[i], 4), (i) => void Majiang.Util.xiangting_yiban(reference[i]), n, BENCH.rounds);
    rows.push(comparisonRow('shanten, standard form', name, c, n, '@kobalab/majiang-core `xiangting_yiban`', target));
  }

  rows.push(timed(`waits (13-tile hand one short of complete, ${count(n)} hands)`, measure((i) => void waits(oneShort[i % n], 4), BENCH.ms)));
  rows.push(
    timed(
      `discard choice by shanten (14 tiles: shanten after each discard, ${count(n)} hands)`,
      measure((i) => {
        const c = complete[i % n].slice();
        for (let k = 0; k < 34; k++) {
          if (c[k] === 0) continue;
          c[k]--;
          shanten(c, 4);
          c[k]++;
        }
      }, BENCH.ms),
    ),
  );
  const concealed = complete.map(fromCounts);
  rows.push(
    timed(
      `classical score (DMJL, complete concealed hand, ${count(n)} hands)`,
      measure((i) => {
        const kinds = concealed[i % n];
        scoreClassical({ concealed: kinds, melds: [], bonus: [], seatWind: 0, prevailingWind: 0, last: { kind: kinds[0] }, lastSource: 'wall' }, DMJL_TABLE);
      }, BENCH.ms),
    ),
  );

  const rules = PRESETS.riichi.riichi!;
  const options = scoringOptions(rules);
  const scoringSets: [string, ScoringCase[], number | null][] = [
    ['mixed wins (ron and tsumo, every seat wind, riichi and ura, random dora, seven pairs, open hands)', mixedWins(n, rules), SCORING_GOAL],
    ['hard set as concealed self-drawn South-seat wins (the reference\'s slow case)', concealedSouthTsumo(complete), null],
  ];
  for (const [name, cases, target] of scoringSets) {
    const c = compare(
      (i) => void scoreRiichi(cases[i].ours, options),
      (i) => void Majiang.Util.hule(cases[i].reference.shoupai, cases[i].reference.rongpai, cases[i].reference.param),
      n,
      BENCH.rounds,
    );
    rows.push(comparisonRow('riichi scoring (win → yaku, han, fu, points)', name, c, n, '@kobalab/majiang-core `hule`', target));
  }
  return rows;
}
