/**
 * `npm run bench`: one table of performance figures, each with its sample size, beside its
 * reference (measured in the same run, interleaved) and its goal with a verdict. Sizes come from
 * environment variables (bench/config.ts); the run prints the ones it used. No timed assertions
 * live in tests. Machine load changes every figure: the run prints the load average too.
 */
import { loadavg } from 'node:os';
import { botRows } from './bots';
import { BENCH, describeSizes } from './config';
import { engineRows } from './engine';
import { benchLatency, type LatencyResult } from './latency';
import { reviewRows } from './review';
import { count, goal, printTable, type BenchRow } from './row';
import { transferRows } from './transfer';

export const LATENCY_GOAL_MS = 20;
const load = () => loadavg().map((x) => x.toFixed(2)).join(', ');

if (process.argv.includes('--strength')) {
  // `npm run bench -- --strength`: the bots against an outside AI (bench/strength.ts) instead of the table.
  await (await import('./strength')).main(process.argv.slice(2));
  process.exit(0);
}

if (process.argv.includes('--flood')) {
  // `npm run bench -- --flood`: a victim's pace while 30 connections flood the host (bench/flood.ts).
  console.log(`Load average at the start: ${load()}\n`);
  printTable(await (await import('./flood')).floodRows());
  console.log(`\nLoad average at the end: ${load()}`);
  process.exit(0);
}

if (process.argv.includes('--bots')) {
  // `npm run bench -- --bots`: only the bot rows (hands/s cold and steady, decision times), with the load.
  console.log(`Sizes: ${describeSizes()}\nLoad average at the start: ${load()}\n`);
  printTable(botRows());
  console.log(`\nLoad average at the end: ${load()}`);
  process.exit(0);
}

export function latencyRow(r: LatencyResult, label: string): BenchRow {
  const f = (x: number) => x.toFixed(1);
  const addresses = r.addresses.length > 1 ? `${r.addresses[0]}–${r.addresses[r.addresses.length - 1]}` : r.addresses[0];
  return {
    figure: `${count(r.tables)} bot tables on one host (every one checked to have played, players from ${addresses}, host caps raised to ${r.hostPerAddress} per address and ${count(r.hostMaxConnections)} in all), loopback WebSocket, ${label}: action → broadcast p50 / p99 (${count(r.samples)} moves in ${r.seconds.toFixed(0)} s, at least ${r.fewestAtOneTable} per table; host share ${f(r.hostP50)} / ${f(r.hostP99)} ms, host event loop late by ${f(r.hostLoopDelayP99)} ms at p99; host CPU ${r.hostCpuPercent.toFixed(0)}% of a core, ${f(r.hostCpuMsPerTableSecond)} ms/s per table; host RSS ${r.hostRssMb.toFixed(0)} MB, ${f(r.hostRssMbPerTable)} MB per table; ${f(r.recordsPerWrite)} journal records per group commit (one log write + fdatasync for every table); load ${r.load.toFixed(1)})`,
    measured: `${f(r.p50)} ms / ${f(r.p99)} ms`,
    reference: '–',
    goal: goal(`p99 < ${LATENCY_GOAL_MS} ms`, r.p99 < LATENCY_GOAL_MS) + (r.samples < BENCH.minSamples ? ` (only ${count(r.samples)} samples, fewer than the ${count(BENCH.minSamples)} asked)` : ''),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Sizes: ${describeSizes()}`);
  console.log(`Load average at the start: ${load()}\n`);
  const rows: BenchRow[] = [...engineRows(), ...botRows(), ...reviewRows()];
  for (const [delay, label] of [
    [700, 'bots think 700 ms (default)'],
    [50, 'bots think 50 ms (stress)'],
  ] as const)
    rows.push(latencyRow(await benchLatency(delay), label));
  rows.push(...(await transferRows()));
  rows.push(...(await (await import('./flood')).floodRows()));
  printTable(rows);
  console.log(`\nLoad average at the end: ${load()}`);
}
