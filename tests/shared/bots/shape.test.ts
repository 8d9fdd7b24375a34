import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shanten, shantenSevenPairs, shantenThirteenOrphans, toCounts } from '../../../shared/analysis';
import { ShapeEval } from '../../../shared/bots/shape';
import { parseTiles } from '../../../shared/notation';

const free = new ShapeEval({ setsNeeded: 4, chowCap: Infinity, sevenPairs: false, thirteenOrphans: false });
const special = new ShapeEval({ setsNeeded: 4, chowCap: Infinity, sevenPairs: true, thirteenOrphans: true });
const oneChow = new ShapeEval({ setsNeeded: 4, chowCap: 1, sevenPairs: false, thirteenOrphans: false });

/** 13 kinds, at most four of each. */
const hand13 = fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 40, maxLength: 40 }).map((ks) => {
  const c = new Uint8Array(34);
  let n = 0;
  for (const k of ks) if (n < 13 && c[k] < 4) (c[k]++, n++);
  return c;
});

const counts = (text: string) => toCounts(parseTiles(text));

describe('bot shanten', () => {
  it('agrees with the analysis shanten, with and without special shapes', () => {
    fc.assert(
      fc.property(hand13, (c) => {
        expect(free.shanten(c)).toBe(shanten(c, 4));
        expect(special.shanten(c)).toBe(Math.min(shanten(c, 4), shantenSevenPairs(c), shantenThirteenOrphans(c)));
      }),
      { numRuns: 500 },
    );
  });

  it('re-evaluates one added or removed tile exactly as a fresh evaluation', () => {
    fc.assert(
      fc.property(hand13, fc.integer({ min: 0, max: 33 }), (c, k) => {
        for (const shape of [free, special, oneChow]) {
          shape.load(c);
          if (c[k] < 4) {
            c[k]++;
            const fast = shape.shantenAfter(c, k, 1);
            c[k]--;
            const copy = c.slice();
            copy[k]++;
            expect(fast).toBe(new ShapeEval(shape.rules).shanten(copy));
          }
          if (c[k] > 0) {
            shape.load(c);
            c[k]--;
            const fast = shape.shantenAfter(c, k, -1);
            c[k]++;
            const copy = c.slice();
            copy[k]--;
            expect(fast).toBe(new ShapeEval(shape.rules).shanten(copy));
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('answers "does this tile lower the shanten below s?" as a fresh evaluation would', () => {
    fc.assert(
      fc.property(hand13, fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: -1, max: 6 }), (c, kinds, s) => {
        for (const shape of [free, special, oneChow]) {
          // One load, several questions (the per-group tables are made once per load and shanten).
          shape.load(c);
          for (const k of kinds) {
            if (c[k] >= 4) continue;
            for (const below of [s, s + 1]) {
              c[k]++;
              const fast = shape.lowers(c, k, below);
              const fresh = new ShapeEval(shape.rules).shanten(c);
              c[k]--;
              expect(fast).toBe(fresh < below);
            }
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('derives the hand after each discard from a base one tile over exactly as a fresh load', () => {
    const hand14 = fc.tuple(hand13, fc.integer({ min: 0, max: 33 })).map(([c, k]) => {
      const out = c.slice();
      if (out[k] < 4) out[k]++;
      return out;
    });
    fc.assert(
      fc.property(hand14, fc.integer({ min: 0, max: 33 }), fc.integer({ min: -1, max: 6 }), (c, k, s) => {
        for (const shape of [free, special, oneChow]) {
          // With the whole hand's shanten as a floor (a discard never lowers it), still exact.
          const floor = shape.loadBase(c);
          for (let d = 0; d < 34; d++) {
            if (c[d] === 0) continue;
            c[d]--;
            expect(shape.shantenAfter(c, d, -1, floor)).toBe(new ShapeEval(shape.rules).shanten(c));
            c[d]++;
          }
          // Then every discard derived from that base in turn.
          for (let d = 0; d < 34; d++) {
            if (c[d] === 0) continue;
            c[d]--;
            shape.dropFromBase(c, d);
            const fresh = new ShapeEval(shape.rules);
            if (c[k] < 4) {
              c[k]++;
              expect(shape.lowers(c, k, s)).toBe(fresh.shanten(c) < s);
              c[k]--;
            }
            if (c[k] > 0) {
              c[k]--;
              expect(shape.shantenAfter(c, k, -1)).toBe(fresh.shanten(c));
              c[k]++;
            }
            c[d]++;
          }
        }
      }),
      { numRuns: 150 },
    );
  });

  it('counts tile acceptance as a fresh evaluation of every tried tile would', () => {
    const unseenOf = fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 34, maxLength: 34 });
    fc.assert(
      fc.property(hand13, unseenOf, fc.integer({ min: 0, max: 6 }), (c, unseen, s) => {
        for (const shape of [free, special, oneChow]) {
          const all = shape.rules.sevenPairs || shape.rules.thirteenOrphans;
          let expected = 0;
          for (let k = 0; k < 34; k++) {
            const near = c[k] > 0 || (k < 27 && [-2, -1, 1, 2].some((d) => Math.floor((k + d) / 9) === Math.floor(k / 9) && k + d >= 0 && c[k + d] > 0));
            if (!(all || near) || unseen[k] === 0 || c[k] >= 4) continue;
            const copy = c.slice();
            copy[k]++;
            if (new ShapeEval(shape.rules).shanten(copy) < s) expected += unseen[k];
          }
          shape.load(c);
          expect(shape.acceptance(c, s, unseen)).toBe(expected);
        }
      }),
      { numRuns: 200 },
    );
  });

  it('reads counts above four (no real hand has them) as the analysis does', () => {
    const odd = fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 14, maxLength: 14 }).map((ks) => {
      const c = new Uint8Array(34);
      for (const k of ks) if (c[k] < 7) c[k]++;
      c[ks[0]] = Math.max(c[ks[0]], 5);
      return c;
    });
    fc.assert(
      fc.property(odd, (c) => {
        expect(free.shanten(c)).toBe(shanten(c, 4));
        expect(special.shanten(c)).toBe(Math.min(shanten(c, 4), shantenSevenPairs(c), shantenThirteenOrphans(c)));
      }),
      { numRuns: 200 },
    );
  });

  it('counts chows and runs against the cap (BMJA: one chow)', () => {
    const c = counts('123456789m111p2p');
    expect(free.shanten(c)).toBe(0);
    // 111p and one chow; the other six suit tiles cannot make a second chow.
    expect(oneChow.shanten(c)).toBe(4);
    expect(oneChow.shanten(counts('111222333m444p5p'))).toBe(0);
    expect(oneChow.shanten(c)).toBeGreaterThanOrEqual(free.shanten(c));
  });
});
