/**
 * Ours against a reference on the same inputs, in the same process: rounds alternate between the
 * two (each round calls one of them once on every input), so a change in the machine's load falls
 * on both; each side's figure is its median round, after three untimed rounds each.
 */
import { count, goal, us, type BenchRow } from './row';

export interface Comparison {
  oursUs: number;
  referenceUs: number;
  /** How many times faster ours is. */
  ratio: number;
  calls: number;
}

const WARM_UP_ROUNDS = 3;

function round(fn: (i: number) => void, n: number): number {
  const start = performance.now();
  for (let i = 0; i < n; i++) fn(i);
  return ((performance.now() - start) * 1000) / n;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1];

export function compare(ours: (i: number) => void, reference: (i: number) => void, inputs: number, rounds: number): Comparison {
  // Warm-up, not timed: the first passes over a set run while the JIT compiles and the heap grows
  // (both sides then measured two to three times slower than they settle at).
  for (let r = 0; r < WARM_UP_ROUNDS; r++) {
    round(ours, inputs);
    round(reference, inputs);
  }
  const a: number[] = [];
  const b: number[] = [];
  for (let r = 0; r < Math.max(1, rounds); r++) {
    a.push(round(ours, inputs));
    b.push(round(reference, inputs));
  }
  const oursUs = median(a);
  const referenceUs = median(b);
  return { oursUs, referenceUs, ratio: referenceUs / oursUs, calls: inputs * Math.max(1, rounds) };
}

/** A comparison as a bench row; `target` is the ratio the goal asks for, if any. */
export function comparisonRow(figure: string, setName: string, c: Comparison, inputs: number, referenceName: string, target: number | null): BenchRow {
  return {
    figure: `${figure}, ${setName} (${count(inputs)} hands × ${count(c.calls / inputs)} rounds each)`,
    measured: `${us(c.oursUs)} (${c.ratio.toFixed(1)}× the reference's speed)`,
    reference: `${referenceName}: ${us(c.referenceUs)}`,
    goal: target === null ? '– (shown so the set above cannot flatter)' : goal(`≥ ${target}× the reference`, c.ratio >= target),
  };
}
