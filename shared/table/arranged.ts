/**
 * A hand with chosen tiles, for tests only: each seat's concealed tiles and the live wall's first
 * draws written in Sparrow's notation; the rest of the set follows (bonus tiles in its middle,
 * away from both ends), then the dead wall. It becomes an explicit deal (explicit-deal.ts), the one
 * way a hand is dealt other than from its seed: rule tests lay it out on a started hand (any seat
 * to move), and a browser test's host deals its first hand with it (`--test-arranged-deal`, never
 * from the wire).
 */
import * as v from 'valibot';
import { parseTiles } from '../notation';
import { setupHand } from '../setup';
import { isBonus, kindOf, tileId, tileSet, type TileId } from '../tiles';
import type { Preset } from '../rules/presets';
import { apply } from './apply';
import { dealOf, explicitDealProblem, layOutDeal } from './explicit-deal';
import { newTable } from './start';
import type { ExplicitDeal, HandState, TableState } from './types';

export const ArrangedDealSchema = v.strictObject({
  /** Concealed tiles of each seat (by seat: East of the first hand is seat 0); the seat to move holds one more. */
  hands: v.tuple([v.string(), v.string(), v.string(), v.string()]),
  /** The live wall from its start (next draws first). */
  wall: v.optional(v.string()),
});
export type ArrangedDeal = v.InferOutput<typeof ArrangedDealSchema>;

/**
 * `deal` as an explicit deal (explicit-deal.ts) for a hand of `preset` whose seed keeps `dead` tiles
 * apart: the hands and the live wall's first draws as written, then the rest of the set (bonus
 * tiles in its middle), the dead wall being its last `dead` tiles as they lie.
 */
export function explicitFromArranged(preset: Preset, deal: ArrangedDeal, dead: number): ExplicitDeal {
  const free = new Set(tileSet(preset.tiles));
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
  const hands = deal.hands.map((text) => parseTiles(text).map(take)) as ExplicitDeal['hands'];
  const live = deal.wall ? parseTiles(deal.wall).map(take) : [];
  const rest = [...free].filter((t) => !isBonus(kindOf(t))).sort((a, b) => a - b);
  rest.splice(rest.length >> 1, 0, ...[...free].filter((t) => isBonus(kindOf(t))));
  const tiles = [...live, ...rest];
  const laidOut = { wall: { tiles, dead, loose: 0, endTaken: 0 }, seats: hands.map((concealed) => ({ concealed })) } as unknown as HandState;
  return dealOf(laidOut, preset, 'arranged');
}

/** The arranged deal of a hand started from `seed` with `dealer` (the seed decides how many tiles the dead wall keeps). */
export function explicitDealFor(preset: Preset, seed: string, dealer: number, deal: ArrangedDeal, seatPlayers: boolean): ExplicitDeal {
  // The dead wall the deal's own dice give (a first hand throws for the seats before the break).
  const dead = setupHand({ preset, seed, dealer, seatPlayers }).wall.dead;
  return explicitFromArranged(preset, deal, dead);
}

/** Lays out the state's current hand as `deal` says (in place): the one way a deal is arranged, as an explicit deal. */
export function arrangeHand(state: TableState, deal: ArrangedDeal): void {
  const hand = state.hand;
  if (!hand) throw new Error('arranged deal: no hand has started');
  // Complete by construction (every tile of the set, once); the sizes are the test's to choose.
  layOutDeal(hand, state.preset, explicitFromArranged(state.preset, deal, hand.wall.dead));
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
    const dead = state.hand?.wall.dead ?? 0;
    const problem = explicitDealProblem(state.preset, explicitFromArranged(state.preset, deal, dead), 0, dead);
    return problem && `arranged deal: ${problem}`;
  } catch (e) {
    return (e as Error).message;
  }
}
