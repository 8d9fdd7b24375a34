import { describe, expect, it } from 'vitest';
import { isSevenPairs, isThirteenOrphans, knittingSuits, nineGatesExtra, toCounts, tripleKnitting } from '../../../shared/analysis';
import { parseTiles } from '../../../shared/notation';

const counts = (text: string) => toCounts(parseTiles(text));

describe('special shapes', () => {
  it('thirteen orphans needs every terminal and honour and one pair', () => {
    expect(isThirteenOrphans(counts('19m19p19s1234567z9s'))).toBe(true);
    expect(isThirteenOrphans(counts('19m19p19s123456z9s9s'))).toBe(false);
    expect(isThirteenOrphans(counts('19m19p19s1234567z5s'))).toBe(false);
  });

  it('seven pairs differ unless four of a kind may count twice', () => {
    expect(isSevenPairs(counts('1133557799m1133p'))).toBe(true);
    expect(isSevenPairs(counts('1111557799m1133p'))).toBe(false);
    expect(isSevenPairs(counts('1111557799m1133p'), false)).toBe(true);
    expect(isSevenPairs(counts('111557799m11334p'))).toBe(false);
  });

  it('knitting is seven same-rank pairs in two suits', () => {
    expect(knittingSuits(counts('2345679p2345679s'))).toEqual([1, 2]);
    expect(knittingSuits(counts('2245679p2245679s'))).toEqual([1, 2]);
    expect(knittingSuits(counts('2345679p2345678s'))).toBeNull();
    expect(knittingSuits(counts('234567p234567s1z1z'))).toBeNull();
  });

  it('triple knitting is four same-rank triples and a knitted pair', () => {
    expect(tripleKnitting(counts('24678m2467p24678s'))).toEqual({ triples: [1, 3, 5, 6], pair: [7, 25] });
    expect(tripleKnitting(counts('2467m2467p2467s88s'))).toBeNull();
  });

  it('nine gates: three 1s, three 9s, each of 2–8, and the extra tile', () => {
    expect(nineGatesExtra(counts('11123455678999m'))).toBe(4);
    expect(nineGatesExtra(counts('11123456789999m'))).toBe(-1);
    expect(nineGatesExtra(counts('11123456789999p'))).toBe(-1);
    expect(nineGatesExtra(counts('11122345678999s'))).toBe(19);
  });
});
