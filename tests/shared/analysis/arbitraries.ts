/** fast-check generators of hands as 34-length counts, and the run count for property tests. */
import fc from 'fast-check';
import { toCounts } from '../../../shared/analysis';
import type { Kind } from '../../../shared/tiles';

/** Property-test runs: ANALYSIS_RUNS in the environment, default kept small for 2-core machines. */
export const RUNS = Number(process.env.ANALYSIS_RUNS ?? 1000);

const legal = (kinds: Kind[]): boolean => toCounts(kinds).every((c) => c <= 4);

/** A set as its kinds: a pung of any kind or a chow in a suit. */
const set = fc.oneof(
  fc.integer({ min: 0, max: 33 }).map((k) => [k, k, k]),
  fc.tuple(fc.integer({ min: 0, max: 2 }), fc.integer({ min: 0, max: 6 })).map(([s, r]) => [s * 9 + r, s * 9 + r + 1, s * 9 + r + 2]),
);

/** A complete hand of `sets` sets and a pair, at most four of a kind. */
export function completeHand(sets = 4): fc.Arbitrary<Kind[]> {
  return fc
    .tuple(fc.array(set, { minLength: sets, maxLength: sets }), fc.integer({ min: 0, max: 33 }))
    .map(([ss, pair]) => [...ss.flat(), pair, pair])
    .filter(legal);
}

/** Any `n` tiles, at most four of a kind. */
export function anyHand(n: number): fc.Arbitrary<Kind[]> {
  return fc.array(fc.integer({ min: 0, max: 33 }), { minLength: n, maxLength: n }).filter(legal);
}

/** A calling-size hand (13 tiles, or 16 for five sets), half of them one tile short of a complete hand (so often ready). */
export function nearlyCompleteOf(sets: number): fc.Arbitrary<Kind[]> {
  const size = 3 * sets + 1;
  return fc.oneof(
    fc.tuple(completeHand(sets), fc.nat(size)).map(([h, i]) => h.filter((_, j) => j !== i)),
    anyHand(size),
  );
}

export const nearlyComplete = nearlyCompleteOf(4);
