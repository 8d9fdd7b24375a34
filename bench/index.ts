/** `npm run bench`: engine figures, printed as a table. No timed assertions live in tests. */
import { deriveSeed } from '../shared/fairness';
import { PRESETS } from '../shared/rules/presets';
import { setupHand } from '../shared/setup';
import { decompose, isComplete, shanten, toCounts, waits } from '../shared/analysis';
import { DMJL_TABLE, scoreClassical } from '../shared/rules/classical';

function measure(label: string, fn: (i: number) => void, minMs = 1000): { label: string; perSecond: number; usEach: number } {
  for (let i = 0; i < 50; i++) fn(i); // warm-up
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) fn(n++);
  const ms = performance.now() - start;
  return { label, perSecond: (n / ms) * 1000, usEach: (ms * 1000) / n };
}

const rows = Object.values(PRESETS).map((preset) =>
  measure(`hand set-up (${preset.id}: seed → wall, break, deal)`, (i) => {
    setupHand({ preset, seed: deriveSeed('ab'.repeat(32), [String(i), 'b', 'c', 'd']), dealer: i % 4, seatPlayers: true });
  }),
);

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
rows.push(
  measure(`decompositions (complete hand → all ${decompositionsPerHand.toFixed(2)} readings)`, (i) => {
    decompose(completeHands[i % 1000], 4);
  }),
  measure('shanten (13-tile hand)', (i) => {
    shanten(callingHands[i % 1000], 4);
  }),
  measure('waits (13-tile hand)', (i) => {
    waits(callingHands[i % 1000], 4);
  }),
  measure('discard choice by shanten (14 tiles: shanten after each discard)', (i) => {
    const c = completeHands[i % 1000].slice();
    for (let k = 0; k < 34; k++) {
      if (c[k] === 0) continue;
      c[k]--;
      shanten(c, 4);
      c[k]++;
    }
  }),
  measure('classical score (DMJL, winning hand)', (i) => {
    const c = completeHands[i % 1000];
    const kinds: number[] = [];
    c.forEach((n, k) => kinds.push(...Array(n).fill(k)));
    scoreClassical({ concealed: kinds, melds: [], bonus: [], seatWind: 0, prevailingWind: 0, last: { kind: kinds[0] }, lastSource: 'wall' }, DMJL_TABLE);
  }),
);

console.log('| figure | per second | µs each | reference |');
console.log('|---|---:|---:|---|');
for (const r of rows) console.log(`| ${r.label} | ${r.perSecond.toFixed(0)} | ${r.usEach.toFixed(1)} | – |`);
for (const row of await (await import('./renderer-size')).rendererSizeRows()) console.log(row);
