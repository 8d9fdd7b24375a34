/**
 * `npm run bench`: one table of performance figures, each beside its reference (measured in the
 * same run) and its goal. No timed assertions live in tests. Machine load changes every figure.
 */
import { deriveSeed } from '../shared/fairness';
import { PRESETS } from '../shared/rules/presets';
import { setupHand } from '../shared/setup';
import { decompose, fromCounts, isComplete, shanten, toCounts, waits } from '../shared/analysis';
import { scoringOptions } from '../shared/rules/riichi/options';
import { scoreRiichi } from '../shared/rules/riichi/score';
import type { RiichiHand } from '../shared/rules/riichi/types';
import { DMJL_TABLE, scoreClassical } from '../shared/rules/classical';
import { botRows } from './bots';
import { latencyRun } from './latency';
import { Majiang, majiangShoupai, majiangScore } from './majiang';
import { measure, printTable, rate, type BenchRow } from './row';

if (process.argv.includes('--strength')) {
  // `npm run bench -- --strength`: the bots against an outside AI (bench/strength.ts) instead of the table.
  await (await import('./strength')).main(process.argv.slice(2));
  process.exit(0);
}

const rows: BenchRow[] = [];
const row = (figure: string, measured: string, reference = '–', goal = '–') => rows.push({ figure, measured, reference, goal });

for (const preset of Object.values(PRESETS)) {
  const m = measure((i) => {
    setupHand({ preset, seed: deriveSeed('ab'.repeat(32), [String(i), 'b', 'c', 'd']), dealer: i % 4, seatPlayers: true });
  });
  row(`hand set-up (${preset.id}: seed → wall, break, deal)`, rate(m));
}

// Analysis figures on fixed pseudo-random hands: complete hands (4 sets + pair, at most four of a kind)
// and the same hands with one tile removed (13 tiles, often ready).
const analysisHands = (() => {
  let x = 12345;
  const next = (n: number) => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x % n);
  const complete: Uint8Array[] = [];
  while (complete.length < 1000) {
    const kinds: number[] = [];
    for (let s = 0; s < 4; s++) {
      if (next(2) === 0) kinds.push(...Array(3).fill(next(34)));
      else {
        const start = next(3) * 9 + next(7);
        kinds.push(start, start + 1, start + 2);
      }
    }
    const pair = next(34);
    kinds.push(pair, pair);
    const c = toCounts(kinds);
    if (c.every((n) => n <= 4) && isComplete(c, 4)) complete.push(c);
  }
  const calling = complete.map((c) => {
    const out = c.slice();
    let k = next(34);
    while (out[k] === 0) k = (k + 1) % 34;
    out[k]--;
    return out;
  });
  return { complete, calling };
})();
const { complete: completeHands, calling: callingHands } = analysisHands;
const decompositionsPerHand = completeHands.reduce((n, c) => n + decompose(c, 4).length, 0) / completeHands.length;

row(
  `hand decompositions (complete hand → all ${decompositionsPerHand.toFixed(2)} readings)`,
  rate(measure((i) => void decompose(completeHands[i % 1000], 4))),
);

const majiangCalling = callingHands.map(majiangShoupai);
row(
  'shanten, standard form (13-tile hand)',
  rate(measure((i) => void shanten(callingHands[i % 1000], 4))),
  `@kobalab/majiang-core xiangting_yiban: ${rate(measure((i) => void Majiang.Util.xiangting_yiban(majiangCalling[i % 1000])))}`,
);
row('waits (13-tile hand)', rate(measure((i) => void waits(callingHands[i % 1000], 4))));
row(
  'discard choice by shanten (14 tiles: shanten after each discard)',
  rate(
    measure((i) => {
      const c = completeHands[i % 1000].slice();
      for (let k = 0; k < 34; k++) {
        if (c[k] === 0) continue;
        c[k]--;
        shanten(c, 4);
        c[k]++;
      }
    }),
  ),
);
row(
  'classical score (DMJL, winning hand)',
  rate(
    measure((i) => {
      const c = completeHands[i % 1000];
      const kinds: number[] = [];
      c.forEach((n, k) => kinds.push(...Array(n).fill(k)));
      scoreClassical({ concealed: kinds, melds: [], bonus: [], seatWind: 0, prevailingWind: 0, last: { kind: kinds[0] }, lastSource: 'wall' }, DMJL_TABLE);
    }),
  ),
);

// Riichi scoring: both score the same concealed self-drawn wins (South seat, East round, dora indicator East).
const riichiOptions = scoringOptions(PRESETS.riichi.riichi!);
const ourWins: RiichiHand[] = completeHands.map((c) => {
  const concealed = fromCounts(c);
  return {
    concealed,
    melds: [],
    winTile: concealed[concealed.length - 1],
    redFives: 0,
    doraIndicators: [27],
    uraIndicators: [],
    situation: { tsumo: true, seatWind: 1, prevailingWind: 0, riichi: 0, ippatsu: false, haitei: false, houtei: false, rinshan: false, chankan: false, tenhou: false, chiihou: false, renhou: false },
  };
});
const majiangWins = completeHands.map(majiangShoupai);
const huleParam = Majiang.Util.hule_param({ zhuangfeng: 0, menfeng: 1, baopai: ['z1'] });
const ours = measure((i) => void scoreRiichi(ourWins[i % 1000], riichiOptions));
const reference = measure((i) => void majiangScore(majiangWins[i % 1000], huleParam));
row(
  `riichi scoring (concealed self-drawn win → yaku, han, fu, points): ${(reference.usEach / ours.usEach).toFixed(1)}× the reference's speed`,
  rate(ours),
  `@kobalab/majiang-core hule: ${rate(reference)}`,
  '≥ 4× faster than the reference',
);

rows.push(...botRows());

// The host under load (bench/latency.ts) and the renderer's size (bench/renderer-size.ts).
for (const [delay, label] of [
  [700, 'bots think 700 ms (default)'],
  [50, 'bots think 50 ms (stress)'],
] as const) {
  const r = await latencyRun(50, delay, label);
  row(
    `50 bot tables on one host over loopback WebSocket, ${r.label}: action → broadcast p50 / p99 (${r.samples} moves; host share ${r.hostP50.toFixed(1)} / ${r.hostP99.toFixed(1)} ms, host CPU ${r.hostCpuPercent.toFixed(0)}%, load ${r.load.toFixed(1)})`,
    `${r.p50.toFixed(1)} ms / ${r.p99.toFixed(1)} ms`,
    '–',
    'p99 < 20 ms',
  );
}
rows.push(...(await (await import('./renderer-size')).rendererSizeRows()));

printTable(rows);
