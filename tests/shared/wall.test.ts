import { describe, expect, it } from 'vitest';
import { hungarian, millington, riichi, taiwanese } from '../../shared/rules/presets';
import { drawFromWall, drawReplacement, liveCount, locateBreak, ringIndex, ringPosition, type WallState } from '../../shared/wall';

describe('the wall break', () => {
  it("seed 003's worked example: East rolls 6 → South; South rolls 8; South's 14th stack", () => {
    const at = locateBreak(0, [3, 3], [5, 3], 18);
    expect(at).toMatchObject({ countedFrom: 1, count: 14, section: 1, stack: 14 });
  });

  it.each([
    // dealer, first roll, second roll, counted from, count, section, stack
    [0, [1, 1], [1, 1], 1, 4, 1, 4],
    [0, [2, 2], [6, 6], 3, 16, 3, 16],
    [0, [2, 3], [6, 6], 0, 17, 0, 17],
    [0, [3, 3], [6, 6], 1, 18, 1, 18],
    // Past 18 the count continues into the next section: the left neighbour's, from its right end.
    [0, [3, 4], [6, 6], 2, 19, 1, 1],
    [0, [6, 6], [6, 6], 3, 24, 2, 6],
    [0, [4, 5], [6, 6], 0, 21, 3, 3],
    [2, [1, 1], [6, 6], 3, 14, 3, 14],
    [2, [4, 4], [6, 6], 1, 20, 0, 2],
  ] as const)('dealer %i, rolls %j + %j → %i counts %i → section %i stack %i', (dealer, a, b, from, count, section, stack) => {
    const at = locateBreak(dealer, [...a] as [number, number], [...b] as [number, number], 18);
    expect(at).toMatchObject({ countedFrom: from, count, section, stack });
  });

  it('a one-roll (riichi) break counts the single total from the pointed seat, 17 stacks a side', () => {
    expect(locateBreak(0, [3, 4], null, 17)).toMatchObject({ countedFrom: 2, count: 7, section: 2, stack: 7 });
    expect(locateBreak(1, [1, 1], null, 17)).toMatchObject({ countedFrom: 2, count: 2, section: 2, stack: 2 });
  });

  it('ring indices and section positions are inverse', () => {
    for (const perSide of [17, 18])
      for (let s = 0; s < 4; s++)
        for (let j = 0; j < perSide; j++) expect(ringPosition(ringIndex(s, j, perSide), perSide)).toEqual({ section: s, stack: j + 1 });
  });
});

describe('dead wall and loose tiles per rule set', () => {
  const wallOf = (n: number, dead: number, loose: number): WallState => ({
    tiles: Array.from({ length: n }, (_, i) => i),
    dead,
    loose,
  });

  it('Hungarian: 14 kept apart, two loose on top; new loose pair lifted with a pair slid in', () => {
    const wall = wallOf(40, 16, 2);
    expect(liveCount(wall)).toBe(24);
    expect(drawReplacement(wall, hungarian.wall, true)).toBe(39);
    expect(drawReplacement(wall, hungarian.wall, false)).toBe(38);
    expect(liveCount(wall)).toBe(24); // the loose tiles were on top of the 14
    expect(drawReplacement(wall, hungarian.wall, false)).toBe(37);
    expect(liveCount(wall)).toBe(22); // a pair went from the live wall to the 14
    expect(wall.dead - wall.loose).toBe(14);
  });

  it('Millington: 16 not replenished, bonus tiles replaced from the end of the live wall', () => {
    const wall = wallOf(40, 18, 2);
    expect(drawReplacement(wall, millington.wall, true)).toBe(21); // last live tile
    expect(liveCount(wall)).toBe(21);
    expect(drawReplacement(wall, millington.wall, false)).toBe(39); // kong: from the dead wall
    expect(liveCount(wall)).toBe(21); // live wall untouched
    expect(wall.dead).toBe(17);
  });

  it('riichi and Taiwanese keep their dead wall size: each replacement costs the live wall a tile', () => {
    for (const preset of [riichi, taiwanese]) {
      const wall = wallOf(40, preset.wall.deadWall, 0);
      const live = liveCount(wall);
      expect(drawReplacement(wall, preset.wall, false)).toBe(39);
      expect(liveCount(wall)).toBe(live - 1);
      expect(wall.dead).toBe(preset.wall.deadWall);
    }
  });

  it('nothing is drawn from the front once only the dead wall is left', () => {
    const wall = wallOf(15, 14, 0);
    expect(drawFromWall(wall)).toBe(0);
    expect(drawFromWall(wall)).toBeNull();
  });
});
