import { describe, expect, it } from 'vitest';
import { classOf, countKinds, kindOf, rankOf, tileId, tileSet } from '../../shared/tiles';

describe('tile sets', () => {
  it('the full set has 144 distinct physical tiles in the right classes', () => {
    const ids = tileSet('full144');
    expect(new Set(ids).size).toBe(144);
    const byClass: Record<string, number> = {};
    for (const id of ids) byClass[classOf(kindOf(id))] = (byClass[classOf(kindOf(id))] ?? 0) + 1;
    expect(byClass).toEqual({ suit: 108, wind: 16, dragon: 12, flower: 4, season: 4 });
    const bonusRanks = ids.filter((id) => kindOf(id) >= 34).map((id) => rankOf(kindOf(id)));
    expect(bonusRanks).toEqual([1, 2, 3, 4, 1, 2, 3, 4]);
  });

  it('the riichi set has 136 tiles, four copies of each of 34 kinds and no bonus tiles', () => {
    const ids = tileSet('riichi136');
    expect(ids).toHaveLength(136);
    expect(countKinds(ids)).toEqual(new Array(34).fill(4));
    expect(ids.some((id) => kindOf(id) >= 34)).toBe(false);
  });

  it('copies of one kind are distinguishable and map back to their kind', () => {
    const fives = [0, 1, 2, 3].map((c) => tileId(13, c));
    expect(new Set(fives).size).toBe(4);
    expect(fives.map(kindOf)).toEqual([13, 13, 13, 13]);
    expect(kindOf(tileId(37))).toBe(37);
  });
});
