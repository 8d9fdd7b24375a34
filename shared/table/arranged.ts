/**
 * A hand with chosen tiles, for tests only: each seat's concealed tiles and the live wall's first
 * draws written in Sparrow's notation; the rest of the set follows (bonus tiles in its middle,
 * away from both ends), then the dead wall. Rule tests build tables with it, and a browser test's
 * host arranges its first deal with it (`--test-arranged-deal`, never from the wire): such a deal
 * is not the one its seed gives (the deal events sent still are the seed's).
 */
import * as v from 'valibot';
import { parseTiles } from '../notation';
import { doraIndicatorTiles } from '../wall';
import { isBonus, kindOf, tileId, tileSet, type TileId } from '../tiles';
import type { Preset } from '../rules/presets';
import { apply } from './apply';
import { newTable } from './start';
import type { TableState } from './types';

export const ArrangedDealSchema = v.strictObject({
  /** Concealed tiles of each seat (by seat: East of the first hand is seat 0); the seat to move holds one more. */
  hands: v.tuple([v.string(), v.string(), v.string(), v.string()]),
  /** The live wall from its start (next draws first). */
  wall: v.optional(v.string()),
});
export type ArrangedDeal = v.InferOutput<typeof ArrangedDealSchema>;

/** Lays out the state's current hand as `deal` says (in place); `redrawDora`: the dora indicators are the arranged dead wall's. */
export function arrangeHand(state: TableState, deal: ArrangedDeal, redrawDora = false): void {
  const hand = state.hand;
  if (!hand) throw new Error('arranged deal: no hand has started');
  const free = new Set(tileSet(state.preset.tiles));
  const take = (kind: number): TileId => {
    for (let c = 0; c < 4; c++) {
      const id = tileId(kind, c);
      if (free.has(id)) {
        free.delete(id);
        return id;
      }
    }
    throw new Error(`arranged deal: no copy of kind ${kind} left`);
  };
  deal.hands.forEach((text, seat) => {
    hand.seats[seat].concealed = parseTiles(text).map(take);
    hand.seats[seat].bonus = [];
  });
  const live = deal.wall ? parseTiles(deal.wall).map(take) : [];
  const rest = [...free].filter((t) => !isBonus(kindOf(t))).sort((a, b) => a - b);
  rest.splice(rest.length >> 1, 0, ...[...free].filter((t) => isBonus(kindOf(t))));
  hand.wall = { tiles: [...live, ...rest], dead: hand.wall.dead, loose: hand.wall.loose, endTaken: 0 };
  if (redrawDora && hand.doraIndicators.length) {
    const found = doraIndicatorTiles(hand.wall);
    hand.doraIndicators = found.dora;
    hand.uraIndicators = found.ura;
  }
}

/** A table of `preset` with a hand dealt (by a fixed seed), to arrange. */
export function newTableWithHand(preset: Preset): TableState {
  const started = apply(newTable(preset), { type: 'startHand', seed: 'ab'.repeat(32) });
  if (!started.ok) throw new Error(started.error.message);
  return started.state;
}

/** Why `deal` cannot be a first hand of `state`'s preset (wrong sizes, too many copies of a tile), or null. */
export function arrangedDealProblem(state: TableState, deal: ArrangedDeal): string | null {
  try {
    const sizes = deal.hands.map((h) => parseTiles(h).length);
    const want = state.preset.handSize;
    if (sizes.some((n, seat) => n !== want + (seat === 0 ? 1 : 0))) return `arranged deal: the hands hold ${sizes.join(', ')} tiles; East (seat 0) needs ${want + 1}, the others ${want}`;
    arrangeHand(structuredClone(state), deal);
  } catch (e) {
    return (e as Error).message;
  }
  return null;
}
