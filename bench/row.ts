/** One line of `npm run bench`: what was measured (with its sample size), the figure, a reference measured in the same run, and the goal. */
export interface BenchRow {
  figure: string;
  measured: string;
  /** The same work done by a reference implementation in the same run, or '–'. */
  reference: string;
  goal: string;
}

export function printTable(rows: readonly BenchRow[]): void {
  console.log('| figure (sample) | measured | reference (same run) | goal |');
  console.log('|---|---:|---|---|');
  for (const r of rows) console.log(`| ${r.figure} | ${r.measured} | ${r.reference} | ${r.goal} |`);
}

/** A goal with its verdict, as every row that has a goal prints it. */
export const goal = (text: string, met: boolean): string => `${text}: **${met ? 'met' : 'not met'}**`;

export interface Timing {
  perSecond: number;
  usEach: number;
  calls: number;
}

/** Runs `fn` for at least `minMs` after a warm-up; per second, µs per call and how many calls were timed. */
export function measure(fn: (i: number) => void, minMs: number): Timing {
  for (let i = 0; i < 50; i++) fn(i);
  let n = 0;
  const start = performance.now();
  do fn(n++);
  while (performance.now() - start < minMs);
  const ms = performance.now() - start;
  return { perSecond: (n / ms) * 1000, usEach: (ms * 1000) / n, calls: n };
}

export const us = (value: number): string => (value >= 1000 ? `${(value / 1000).toFixed(2)} ms` : `${value.toFixed(2)} µs`);
export const rate = (m: Timing): string => `${Math.round(m.perSecond).toLocaleString('en')}/s (${us(m.usEach)})`;
export const count = (n: number): string => n.toLocaleString('en');

export const quantile = (sorted: readonly number[], q: number): number =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
