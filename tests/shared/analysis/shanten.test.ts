import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isComplete, shanten, shantenSevenPairs, shantenThirteenOrphans, toCounts, waits } from '../../../shared/analysis';
import { parseTiles } from '../../../shared/notation';
import { anyHand, completeHand, nearlyComplete, RUNS } from './arbitraries';

const counts = (text: string) => toCounts(parseTiles(text));
const NONE = new Uint8Array(34);

describe('shanten', () => {
  it.each([
    ['123456789m123p11z', 4, -1],
    ['123456789m123p1z', 4, 0],
    ['1112345678999m', 4, 0],
    ['123456789m1357p', 4, 1],
    ['19m19p19s1234567z', 4, 8],
    ['147m258p369s1234z', 4, 8],
    ['147m258p369s1122z', 4, 6],
    ['5m', 0, 0],
    ['55m', 0, -1],
    ['123m45p1z', 2, 1],
    ['123456789m123p123s55z', 5, -1],
  ])('%s needing %i sets is %i', (text, sets, expected) => {
    expect(shanten(counts(text), sets)).toBe(expected);
  });

  it('is -1 exactly for complete hands', () => {
    fc.assert(
      fc.property(fc.oneof(completeHand(), anyHand(14)), (kinds) => {
        const c = toCounts(kinds);
        expect(shanten(c, 4) === -1).toBe(isComplete(c, 4));
      }),
      { numRuns: RUNS },
    );
  });

  it('is 0 exactly for hands with a wait, and one more than the best draw-and-discard otherwise', () => {
    fc.assert(
      fc.property(nearlyComplete, (kinds) => {
        const c = toCounts(kinds);
        const s = shanten(c, 4);
        expect(s === 0).toBe(waits(c, 4, NONE).length > 0);
        if (s <= 0) return;
        let best = Infinity;
        const next = c.slice();
        for (let draw = 0; draw < 34; draw++) {
          next[draw]++;
          for (let discard = 0; discard < 34; discard++) {
            if (next[discard] === 0 || discard === draw) continue;
            next[discard]--;
            best = Math.min(best, shanten(next, 4));
            next[discard]++;
          }
          next[draw]--;
        }
        expect(s).toBe(best + 1);
      }),
      { numRuns: Math.max(20, Math.floor(RUNS / 5)) },
    );
  });
});

describe('special-shape shanten', () => {
  it('counts thirteen orphans', () => {
    expect(shantenThirteenOrphans(counts('19m19p19s1234567z'))).toBe(0);
    expect(shantenThirteenOrphans(counts('19m19p19s1234567z1m'))).toBe(-1);
    expect(shantenThirteenOrphans(counts('123456789m1234p'))).toBe(10);
  });

  it('counts seven pairs of different kinds', () => {
    expect(shantenSevenPairs(counts('1133557799m1133p'))).toBe(-1);
    expect(shantenSevenPairs(counts('113355779m1133p'))).toBe(0);
    expect(shantenSevenPairs(counts('1111335577m1133p'))).toBe(1);
  });
});
