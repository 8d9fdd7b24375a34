/** Taiwanese tables for engine-level tests: quiet hands that neither claim nor win, and bonus tiles to hand out. */
import { parseTiles } from '../../../shared/notation';
import type { Seat, TableState } from '../../../shared/table/types';
import { kindOf } from '../../../shared/tiles';
import { table } from '../table/fixture';

/** 16 tiles each, no sets, nothing the others discard in these tests. */
export const QUIET = {
  dealer: '1m4m7m1p4p7p1s4s7s1z2z3z4z5z6z9s',
  two: '3m6m9m3p6p9p3s7s9s1z2z3z4z5z6z7z',
  three: '2m5m8m2p5p8p2s8s1z2z3z4z5z6z7z7z',
};

/** Waits on 5s alone: Waiting for One, No Characters, No Flowers, Pure Hand (4 tái on a discard). */
export const WAITS_5S = '123m456m789m123p99p46s';

export function taiwaneseTable(hands: [string, string, string, string], opts: { wall?: string; turn?: Seat; phase?: 'draw' | 'discard' } = {}): TableState {
  return table({ preset: 'taiwanese', hands, ...opts });
}

/** Moves bonus tiles (e.g. "1f2f3y") from the wall to a seat's exposed bonus tiles. */
export function giveBonus(state: TableState, seat: Seat, text: string): void {
  const hand = state.hand!;
  for (const kind of parseTiles(text)) {
    const id = hand.wall.tiles.find((t) => kindOf(t) === kind);
    if (id === undefined) throw new Error(`bonus ${kind} is not in the wall`);
    hand.wall.tiles.splice(hand.wall.tiles.indexOf(id), 1);
    hand.seats[seat].bonus.push(id);
  }
}

/** Later in the hand: everyone has had a turn, so no Heaven's or Earth's Grace. */
export function midHand(state: TableState): TableState {
  for (const s of state.hand!.seats) s.hasPlayed = true;
  state.hand!.discardsMade = 4;
  return state;
}

export interface TaiDetail {
  seat: number;
  tai: number;
  amount: number;
  payers: number[];
  lines: { rule: string; tai: number }[];
}

export const detailsOf = (state: TableState): TaiDetail[] => state.hand!.result!.details as TaiDetail[];
