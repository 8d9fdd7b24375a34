/**
 * The deal (seed 003 §II.2): from the start of the wall, `perTurn` tiles a turn for `rounds`
 * rounds starting with the dealer, then the jump, then bonus tiles replaced in seat order from
 * the dealer, where a replacement that is again a bonus waits until everyone has replaced once.
 */
import type { SetupEvent } from './events';
import type { Preset } from './rules/presets';
import { isBonus, kindOf, type TileId } from './tiles';
import { drawFromWall, takeReplacement, type WallState } from './wall';

export interface Dealt {
  hands: TileId[][];
  bonus: TileId[][];
  events: SetupEvent[];
}

function take(wall: WallState): TileId {
  const tile = drawFromWall(wall);
  if (tile === null) throw new Error('the wall ran out during the deal');
  return tile;
}

/** Deals into four seats; mutates `wall`. */
export function deal(wall: WallState, dealer: number, preset: Preset): Dealt {
  const hands: TileId[][] = [[], [], [], []];
  const bonus: TileId[][] = [[], [], [], []];
  const events: SetupEvent[] = [];
  const { perTurn, rounds, jump } = preset.deal;
  const given: TileId[][] = [[], [], [], []];
  for (let r = 0; r < rounds; r++)
    for (let i = 0; i < 4; i++) {
      const seat = (dealer + i) % 4;
      for (let t = 0; t < perTurn; t++) given[seat].push(take(wall));
    }
  for (const offset of jump) given[(dealer + offset) % 4].push(take(wall));
  for (let i = 0; i < 4; i++) {
    const seat = (dealer + i) % 4;
    hands[seat] = given[seat];
    events.push({ type: 'tilesDealt', seat, tiles: [...given[seat]] });
  }

  const isBonusTile = (t: TileId) => isBonus(kindOf(t));
  let waiting = hands.map((h) => h.filter(isBonusTile));
  while (waiting.some((w) => w.length > 0)) {
    const next: TileId[][] = [[], [], [], []];
    for (let i = 0; i < 4; i++) {
      const seat = (dealer + i) % 4;
      for (const tile of waiting[seat]) {
        const replacement = takeReplacement(wall, preset.wall, true, events);
        if (replacement === null) throw new Error('no replacement tile left during the deal');
        hands[seat] = hands[seat].filter((t) => t !== tile);
        bonus[seat].push(tile);
        hands[seat].push(replacement);
        events.push({ type: 'bonusReplaced', seat, bonus: tile, replacement });
        if (isBonusTile(replacement)) next[seat].push(replacement);
      }
    }
    waiting = next;
  }
  return { hands, bonus, events };
}
