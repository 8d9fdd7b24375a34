import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decompose, isComplete, setKinds, toCounts, waits, fromCounts } from '../../../shared/analysis';
import { parseTiles } from '../../../shared/notation';
import { anyHand, completeHand, nearlyCompleteOf, RUNS } from './arbitraries';

const counts = (text: string) => toCounts(parseTiles(text));

function rebuild(pair: number, sets: number[]): number[] {
  const kinds = sets.flatMap(setKinds);
  if (pair >= 0) kinds.push(pair, pair);
  return kinds.sort((a, b) => a - b);
}

console.log(`analysis property tests: ${RUNS} runs each (ANALYSIS_RUNS)`);

describe('decompose', () => {
  it('finds both readings of three consecutive pungs', () => {
    const all = decompose(counts('111222333m456p11z'), 4);
    expect(all).toHaveLength(2);
    expect(all.map((d) => d.sets.map((s) => setKinds(s).join('')).sort())).toEqual(
      expect.arrayContaining([
        ['000', '111', '121314', '222'],
        ['012', '012', '012', '121314'],
      ]),
    );
    expect(all.every((d) => d.pair === 27)).toBe(true);
  });

  it('reads the nine gates plus a five every way', () => {
    const all = decompose(counts('11123455678999m'), 4);
    expect(all.length).toBeGreaterThan(0);
    for (const d of all) expect(rebuild(d.pair, d.sets)).toEqual(parseTiles('11123455678999m'));
  });

  it('decomposes into five sets for 17-tile hands and into sets only without a pair', () => {
    expect(decompose(counts('123456789m111p22s33s44s55z'), 5)).toHaveLength(0);
    expect(decompose(counts('123456789m111p234s55z'), 5)).toHaveLength(1);
    expect(decompose(counts('123m555p'), 2, false)).toEqual([{ pair: -1, sets: [0 + 34, 13] }]);
  });

  it('rejects wrong sizes and incomplete hands', () => {
    expect(decompose(counts('123m'), 4)).toEqual([]);
    expect(isComplete(counts('123456789m1234p'), 4)).toBe(false);
    expect(isComplete(counts('19m19p19s1234567z1m'), 4)).toBe(false);
  });

  // Four sets and a pair, and the Taiwanese five.
  it.each([4, 5])('every decomposition rebuilds the hand, and the hand is complete exactly when there is one (%i sets)', (sets) => {
    fc.assert(
      fc.property(fc.oneof(completeHand(sets), anyHand(3 * sets + 2)), (kinds) => {
        const c = toCounts(kinds);
        const all = decompose(c, sets);
        for (const d of all) expect(rebuild(d.pair, d.sets)).toEqual(fromCounts(c));
        expect(isComplete(c, sets)).toBe(all.length > 0);
        expect(new Set(all.map((d) => `${d.pair}:${d.sets.join()}`)).size).toBe(all.length);
      }),
      { numRuns: RUNS },
    );
  });

  it.each([4, 5])('every hand built from sets and a pair is complete (%i sets)', (sets) => {
    fc.assert(
      fc.property(completeHand(sets), (kinds) => {
        expect(isComplete(toCounts(kinds), sets)).toBe(true);
      }),
      { numRuns: RUNS },
    );
  });
});

describe('waits', () => {
  it('knows the classic many-sided waits', () => {
    expect(waits(counts('1112345678999m'), 4)).toEqual(parseTiles('123456789m'));
    expect(waits(counts('2345678p'), 2)).toEqual(parseTiles('258p'));
    expect(waits(counts('1m'), 0)).toEqual(parseTiles('1m'));
  });

  it('leaves out a kind when all four are already held', () => {
    expect(waits(counts('1111m'), 1)).toEqual([]);
    expect(waits(counts('1113m'), 1)).toEqual(parseTiles('23m'));
    expect(waits(counts('1113m'), 1, counts('1113m2222m'))).toEqual(parseTiles('3m'));
  });

  it.each([4, 5])('agrees with trying all 34 kinds against the full decomposition (%i sets)', (sets) => {
    fc.assert(
      fc.property(nearlyCompleteOf(sets), (kinds) => {
        const c = toCounts(kinds);
        const brute: number[] = [];
        for (let k = 0; k < 34; k++) {
          if (c[k] >= 4) continue;
          const more = c.slice();
          more[k]++;
          if (decompose(more, sets).length > 0) brute.push(k);
        }
        expect(waits(c, sets)).toEqual(brute);
      }),
      { numRuns: RUNS },
    );
  });
});
