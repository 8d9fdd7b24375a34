/** One line of `npm run bench`: what was measured, the figure, a reference measured in the same run, and the goal. */
export interface BenchRow {
  figure: string;
  measured: string;
  /** The same work done by a reference implementation in the same run, or '–'. */
  reference: string;
  goal: string;
}

export function printTable(rows: readonly BenchRow[]): void {
  console.log('| figure | measured | reference (same run) | goal |');
  console.log('|---|---:|---|---|');
  for (const r of rows) console.log(`| ${r.figure} | ${r.measured} | ${r.reference} | ${r.goal} |`);
}

/** Runs `fn` for at least `minMs` after a warm-up; per second and µs per call. */
export function measure(fn: (i: number) => void, minMs = 1000): { perSecond: number; usEach: number } {
  for (let i = 0; i < 50; i++) fn(i);
  let n = 0;
  const start = performance.now();
  while (performance.now() - start < minMs) fn(n++);
  const ms = performance.now() - start;
  return { perSecond: (n / ms) * 1000, usEach: (ms * 1000) / n };
}

export const rate = (m: { perSecond: number; usEach: number }): string =>
  `${Math.round(m.perSecond).toLocaleString('en')}/s (${m.usEach.toFixed(2)} µs)`;
