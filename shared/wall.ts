/**
 * The wall as a line of tiles in drawing order, from the start (left of the gap) to the end.
 * Tiles are drawn from the front; replacement (loose) tiles come from the back. The last `dead`
 * tiles are kept apart and never drawn from the front; `loose` of them lie on top of the wall
 * (the lifted stack of the two-roll break) and are the first replacements.
 *
 * Physically each side of the square is a section of `stacksPerSide` stacks of two, owned by the
 * seat in front of it. Counting "from the right end of a section" runs leftwards, past the left
 * end into the section of the seat to the left (seat − 1), so the ring index of stack j (0 = the
 * right end) of seat s's section is ((4 − s) mod 4) × stacksPerSide + j. Within a stack the top
 * tile comes first.
 */
import type { SetupEvent, DiceRecord } from './events';
import { type Dice, type Rng, diceTotal, rollDice } from './random';
import type { Preset, WallRules } from './rules/presets';
import { countToSeat } from './seating';
import type { TileId } from './tiles';

export interface WallState {
  tiles: TileId[];
  dead: number;
  loose: number;
  /** Tiles taken from the end of the live wall (Millington's bonus replacements): odd when its end stack is half gone. */
  endTaken: number;
}

export const ringIndex = (seat: number, stackFromRight: number, perSide: number): number =>
  (((4 - seat) % 4) * perSide + stackFromRight) % (4 * perSide);

export function ringPosition(ring: number, perSide: number): { section: number; stack: number } {
  const side = Math.floor(ring / perSide);
  return { section: (4 - side) % 4, stack: (ring % perSide) + 1 };
}

/** Ring index of the stack the break lands on: `count` stacks from the right end of `seat`'s section. */
const breakRing = (seat: number, count: number, perSide: number): number =>
  ringIndex(seat, count - 1, perSide);

export interface BreakPoint {
  /** The seat the first roll counts to, whose section the count starts from. */
  countedFrom: number;
  count: number;
  /** Where the counted stack stands: the owning seat and its place from that section's right end. */
  section: number;
  stack: number;
  ring: number;
}

/**
 * The dealer rolls and counts to a seat; with the two-roll break that seat rolls again and the
 * two totals add up. The count runs in stacks from that seat's right end, into the next section
 * past its left end.
 */
export function locateBreak(dealer: number, first: Dice, second: Dice | null, perSide: number): BreakPoint {
  const countedFrom = countToSeat(dealer, diceTotal(first));
  const count = diceTotal(first) + (second ? diceTotal(second) : 0);
  const ring = breakRing(countedFrom, count, perSide);
  return { countedFrom, count, ring, ...ringPosition(ring, perSide) };
}

export interface BrokenWall {
  wall: WallState;
  dice: DiceRecord[];
  events: SetupEvent[];
  /** Ring index of the first stack drawn. */
  startRing: number;
}

/**
 * Roll for the break and open the wall. `ring` is the shuffled wall laid out stack by stack in
 * ring order (2 tiles a stack, top first).
 */
export function breakWall(rng: Rng, ring: readonly TileId[], dealer: number, rules: WallRules): BrokenWall {
  const perSide = rules.stacksPerSide;
  const stacks = 4 * perSide;
  const events: SetupEvent[] = [];
  const dice: DiceRecord[] = [];

  const first = rollDice(rng);
  const second = rules.breakMethod === 'two-roll-lift' ? rollDice(rng) : null;
  const at = locateBreak(dealer, first, second, perSide);
  dice.push({ purpose: 'break', roller: dealer, dice: first });
  events.push({ type: 'diceRolled', purpose: 'break', roller: dealer, dice: first, countsTo: at.countedFrom });
  if (second) {
    dice.push({ purpose: 'break-second', roller: at.countedFrom, dice: second });
    events.push({ type: 'diceRolled', purpose: 'break-second', roller: at.countedFrom, dice: second, countsTo: at.countedFrom });
  }
  events.push({ type: 'wallBroken', countedFrom: at.countedFrom, count: at.count, section: at.section, stack: at.stack, ringIndex: at.ring });
  const broken = at.ring;

  const stackAt = (r: number): TileId[] => {
    const i = ((r % stacks) + stacks) % stacks;
    return [ring[2 * i], ring[2 * i + 1]];
  };
  const tiles: TileId[] = [];
  const lift = rules.breakMethod === 'two-roll-lift';
  // Drawing starts left of the gap and goes round to the end; a one-roll break ends on the
  // counted stack itself, a lifted break puts that stack on top at the end as two loose tiles.
  for (let k = 1; k < stacks; k++) tiles.push(...stackAt(broken + k));
  let loose = 0;
  if (lift) {
    const [top, bottom] = stackAt(broken);
    tiles.push(bottom, top); // the top loose tile is taken first
    loose = 2;
    events.push({ type: 'looseTilesPlaced', count: 2 });
  } else {
    tiles.push(...stackAt(broken));
  }
  return { wall: { tiles, dead: rules.deadWall + loose, loose, endTaken: 0 }, dice, events, startRing: (broken + 1) % stacks };
}

export const liveCount = (wall: WallState): number => wall.tiles.length - wall.dead;

export function drawFromWall(wall: WallState): TileId | null {
  if (liveCount(wall) <= 0) return null;
  return wall.tiles.shift()!;
}

/** A replacement tile for a kong or a bonus tile, by the preset's rules; null when none is left. */
export function drawReplacement(wall: WallState, rules: WallRules, forBonus: boolean): TileId | null {
  if (forBonus && rules.bonusReplacement === 'live-end') {
    // The top tile of the end stack of the live wall (seed 000 rule 31): its lower tile comes next.
    const live = liveCount(wall);
    if (live <= 0) return null;
    const at = wall.endTaken % 2 === 0 && live >= 2 ? live - 2 : live - 1;
    wall.endTaken++;
    return wall.tiles.splice(at, 1)[0];
  }
  switch (rules.replenish) {
    case 'pair':
      // When the loose tiles are gone the end stack is lifted as two new loose tiles and a pair
      // slides from the live wall into the tiles kept apart.
      if (wall.loose === 0) {
        if (liveCount(wall) < 2) return null;
        wall.loose = 2;
        wall.dead += 2;
      }
      wall.loose--;
      wall.dead--;
      return wall.tiles.pop() ?? null;
    case 'tile':
      // The dead wall stays the same size, so the live wall gives up one tile.
      if (liveCount(wall) <= 0) return null;
      return wall.tiles.pop() ?? null;
    case 'none':
      if (wall.dead <= 0) return null;
      wall.dead--;
      if (wall.loose > 0) wall.loose--;
      return wall.tiles.pop() ?? null;
  }
}

/** `drawReplacement`, telling everyone when a new pair of loose tiles had to be lifted for it. */
export function takeReplacement(wall: WallState, rules: WallRules, forBonus: boolean, events: { push(e: SetupEvent): unknown }): TileId | null {
  const before = wall.loose;
  const tile = drawReplacement(wall, rules, forBonus);
  if (before === 0 && wall.loose > 0) events.push({ type: 'looseTilesPlaced', count: 2 });
  return tile;
}

/** Is a replacement tile available (for a kong) under these rules? */
export function canReplace(wall: WallState, rules: WallRules): boolean {
  if (rules.replenish === 'none') return wall.dead > 0;
  if (rules.replenish === 'pair' && wall.loose > 0) return true;
  return liveCount(wall) > (rules.replenish === 'pair' ? 1 : 0);
}

/** Riichi dora indicators: the top tiles of the 3rd–7th stacks from the end; ura under them. */
export function doraIndicatorTiles(wall: WallState): { dora: TileId[]; ura: TileId[] } {
  const n = wall.tiles.length;
  const dora: TileId[] = [];
  const ura: TileId[] = [];
  for (let stack = 3; stack <= 7; stack++) {
    dora.push(wall.tiles[n - 2 * stack]);
    ura.push(wall.tiles[n - 2 * stack + 1]);
  }
  return { dora, ura };
}
