import { describe, expect, it } from 'vitest';
import { hungarian, millington, riichi, taiwanese } from '../../shared/rules/presets';
import type { SetupEvent } from '../../shared/events';
import { sha256Hex } from '../../shared/fairness';
import { rngFromHex } from '../../shared/random';
import { breakWall, drawFromWall, drawReplacement, liveCount, locateBreak, ringIndex, ringPosition, takeReplacement, type WallState } from '../../shared/wall';

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

  // The ring laid out stack by stack as tile ids 0, 1, 2…: stack r holds 2r (top) and 2r + 1.
  it.each([
    ['Hungarian two-roll break', hungarian],
    ['riichi one-roll break', riichi],
  ] as const)('%s: drawing starts left of the gap, the end is right of it, the dead wall and loose tiles are counted from there', (_name, preset) => {
    for (let seed = 0; seed < 40; seed++) {
      const stacks = 4 * preset.wall.stacksPerSide;
      const ring = Array.from({ length: 2 * stacks }, (_, i) => i);
      const dealer = seed % 4;
      const { wall, events } = breakWall(rngFromHex(sha256Hex(`break-${seed}`)), ring, dealer, preset.wall);
      const broken = events.find((e): e is Extract<SetupEvent, { type: 'wallBroken' }> => e.type === 'wallBroken')!;
      const b = broken.ringIndex;
      expect(b).toBe(ringIndex(broken.section, broken.stack - 1, preset.wall.stacksPerSide));
      expect(wall.tiles).toHaveLength(2 * stacks);
      // The first stack drawn is the one after the counted stack, top tile first.
      const next = (b + 1) % stacks;
      expect(wall.tiles.slice(0, 2)).toEqual([2 * next, 2 * next + 1]);
      const lifted = preset.wall.breakMethod === 'two-roll-lift';
      if (lifted) {
        // The counted stack is lifted onto the end as two loose tiles, its top one taken first.
        expect(wall.tiles.slice(-2)).toEqual([2 * b + 1, 2 * b]);
        expect(wall).toMatchObject({ loose: 2, dead: preset.wall.deadWall + 2 });
        expect(events.some((e) => e.type === 'looseTilesPlaced')).toBe(true);
        const copy = { ...wall, tiles: [...wall.tiles] };
        expect(drawReplacement(copy, preset.wall, false)).toBe(2 * b);
      } else {
        // A one-roll break ends on the counted stack itself.
        expect(wall.tiles.slice(-2)).toEqual([2 * b, 2 * b + 1]);
        expect(wall).toMatchObject({ loose: 0, dead: preset.wall.deadWall });
      }
      // The stack just before the counted one (clockwise) is the last whole stack of the line before it.
      const prev = (b - 1 + stacks) % stacks;
      expect(wall.tiles.slice(-4, -2)).toEqual([2 * prev, 2 * prev + 1]);
      expect(drawFromWall({ ...wall, tiles: [...wall.tiles] })).toBe(2 * next);
    }
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
    endTaken: 0,
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

  it('lifting a new pair of loose tiles is an event everyone sees; taking one already up is not', () => {
    const wall = wallOf(40, 16, 2);
    const events: SetupEvent[] = [];
    takeReplacement(wall, hungarian.wall, false, events);
    takeReplacement(wall, hungarian.wall, false, events);
    expect(events).toEqual([]);
    takeReplacement(wall, hungarian.wall, false, events);
    expect(events).toEqual([{ type: 'looseTilesPlaced', count: 2 }]);
    takeReplacement(wall, hungarian.wall, false, events);
    expect(events).toHaveLength(1);
  });

  it('Millington: 16 not replenished, bonus tiles replaced from the end of the live wall, top tile first', () => {
    const wall = wallOf(40, 18, 2);
    // The live wall's end stack is tiles 20 (top) and 21 (below): the top one first (seed 000 rule 31).
    expect(drawReplacement(wall, millington.wall, true)).toBe(20);
    expect(drawReplacement(wall, millington.wall, true)).toBe(21);
    expect(drawReplacement(wall, millington.wall, true)).toBe(18);
    expect(liveCount(wall)).toBe(19);
    expect(drawReplacement(wall, millington.wall, false)).toBe(39); // kong: from the dead wall
    expect(liveCount(wall)).toBe(19); // live wall untouched
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
