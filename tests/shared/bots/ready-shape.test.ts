/**
 * The ready-shape answers (ready-shape.ts) against a fresh general evaluation (shape.ts), on hands
 * built to be ready, one from ready or two from ready far more often than random hands are.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readyShapeFor } from '../../../shared/bots/ready-shape';
import { ShapeEval } from '../../../shared/bots/shape';
import { nearKinds } from '../../../shared/bots/shape-memo';
import type { ShapeRules } from '../../../shared/bots/shape-tables';
import { testSize } from '../../helpers/sizes';

const RUNS = testSize('SPARROW_READY_SHAPE_HANDS', { local: 2_000, ci: 5_000, full: 50_000 });
console.log(`ready shapes: ${RUNS} hands (SPARROW_READY_SHAPE_HANDS)`);

const rulesFor = (sets: number, special: boolean): ShapeRules => ({ setsNeeded: sets, chowCap: Infinity, sevenPairs: special, thirteenOrphans: special });

/** A complete hand of `sets` sets and a pair (at most four of a kind, or five with `five`), then `swaps` tiles replaced at random; the last `drop` taken away. */
const nearHand = fc
  .record({
    sets: fc.integer({ min: 0, max: 4 }),
    special: fc.boolean(),
    parts: fc.array(fc.record({ chow: fc.boolean(), kind: fc.integer({ min: 0, max: 33 }) }), { minLength: 5, maxLength: 5 }),
    pair: fc.integer({ min: 0, max: 33 }),
    swaps: fc.array(fc.record({ out: fc.nat(), into: fc.integer({ min: 0, max: 33 }) }), { maxLength: 3 }),
    sevens: fc.boolean(),
    orphans: fc.boolean(),
  })
  .map(({ sets, special, parts, pair, swaps, sevens, orphans }) => {
    const c = new Uint8Array(34);
    if (special && sevens && sets === 4) for (let i = 0; i < 7; i++) c[(pair + 5 * i) % 34] += 2;
    else if (special && orphans && sets === 4) {
      for (const k of [0, 8, 9, 17, 18, 26, 27, 28, 29, 30, 31, 32, 33]) c[k]++;
      c[pair % 2 ? 27 : 0]++;
    } else {
      for (const { chow, kind } of parts.slice(0, sets)) {
        if (chow && kind < 27 && kind % 9 <= 6) (c[kind]++, c[kind + 1]++, c[kind + 2]++);
        else c[kind] += 3;
      }
      c[pair] += 2;
    }
    for (const { out, into } of swaps) {
      const held = [...c.keys()].filter((k) => c[k] > 0);
      c[held[out % held.length]]--;
      c[into]++;
    }
    return { rules: rulesFor(sets, special && sets === 4), c };
  })
  .filter(({ c }) => c.every((n) => n <= 4));

/** As `loweringKinds` asks: among the kinds that could (`nearKinds`), held fewer than four times. */
function freshLowering(rules: ShapeRules, c: Uint8Array, s: number): number[] {
  const out: number[] = [];
  const shape = new ShapeEval(rules);
  for (const k of nearKinds(c, rules.sevenPairs || rules.thirteenOrphans)) {
    if (c[k] >= 4) continue;
    c[k]++;
    if (shape.shanten(c) < s) out.push(k);
    c[k]--;
  }
  return out;
}
function freshReady(rules: ShapeRules, c: Uint8Array): number[] {
  const out: number[] = [];
  const shape = new ShapeEval(rules);
  for (let d = 0; d < 34; d++) {
    if (c[d] === 0) continue;
    c[d]--;
    if (shape.shanten(c) === 0) out.push(d);
    c[d]++;
  }
  return out;
}

describe('ready shapes', () => {
  it('list the kinds that win, that make ready, and the discards that stay ready, as the general evaluation does', () => {
    let ready = 0;
    fc.assert(
      fc.property(nearHand, ({ rules, c }) => {
        const fast = readyShapeFor(rules)!;
        // The hand as built (3n+2 tiles): the discards that leave it ready.
        expect(fast.readyDiscards(c)).toEqual(freshReady(rules, c));
        // Each 3n+1 hand one tile fewer: what wins, what makes it ready.
        for (let d = 0; d < 34; d++) {
          if (c[d] === 0) continue;
          c[d]--;
          const wins = fast.lowering(c, 0);
          expect(wins).toEqual(freshLowering(rules, c, 0));
          if (wins!.length) ready++;
          expect(fast.lowering(c, 1)).toEqual(freshLowering(rules, c, 1));
          c[d]++;
        }
      }),
      { numRuns: RUNS },
    );
    // Most of the hands one tile fewer are ready or near it: the ready answers were asked often.
    expect(ready).toBeGreaterThan(RUNS);
  }, 60_000 + RUNS * 20);

  it('do not apply under a chow cap, nor to a hand of another size or a count above four', () => {
    expect(readyShapeFor({ setsNeeded: 4, chowCap: 1, sevenPairs: false, thirteenOrphans: false })).toBeNull();
    const fast = readyShapeFor(rulesFor(4, false))!;
    const c = new Uint8Array(34);
    c[0] = 3, c[5] = 3, c[10] = 3, c[20] = 3;
    expect(fast.lowering(c, 0)).toBeNull();
    c[30] = 1;
    expect(fast.lowering(c, 0)).toEqual([30]);
    c[30] = 0, c[0] = 5, c[1] = 0;
    expect(fast.readyDiscards(c)).toBeNull();
  });
});
