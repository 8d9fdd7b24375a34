/** `npm run bench`: engine figures, printed as a table. No timed assertions live in tests. */
import { deriveSeed } from '../shared/fairness';
import { PRESETS } from '../shared/rules/presets';
import { setupHand } from '../shared/setup';

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

console.log('| figure | per second | µs each | reference |');
console.log('|---|---:|---:|---|');
for (const r of rows) console.log(`| ${r.label} | ${r.perSecond.toFixed(0)} | ${r.usEach.toFixed(1)} | – |`);
