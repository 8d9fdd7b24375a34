/**
 * `npx tsx bench/latency-only.ts`: only the host latency rows of `npm run bench` (the same code and
 * sizes), for re-measuring the host when the rest of the table has not changed.
 */
import { loadavg } from 'node:os';
import { describeSizes } from './config';
import { latencyRow } from './index';
import { benchLatency } from './latency';
import { printTable, type BenchRow } from './row';

const load = () => loadavg().map((x) => x.toFixed(2)).join(', ');
console.log(`Sizes: ${describeSizes()}`);
console.log(`Load average at the start: ${load()}\n`);
const rows: BenchRow[] = [];
for (const [delay, label] of [
  [700, 'bots think 700 ms (default)'],
  [50, 'bots think 50 ms (stress)'],
] as const)
  rows.push(latencyRow(await benchLatency(delay), label));
printTable(rows);
console.log(`\nLoad average at the end: ${load()}`);
