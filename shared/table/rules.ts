/** Small questions about a seat's hand that several parts of the state machine ask. */
import { completesWithBmjaExtras } from '../rules/classical/presetTables';
import { isBonus, kindOf, countKinds, type TileId } from '../tiles';
import { isComplete, waitingKinds } from './shape';
import type { HandState, Seat, SeatState, TableState } from './types';

export class RuleViolation extends Error {
  constructor(
    readonly code: 'not-your-turn' | 'illegal' | 'bad-tile' | 'hand-over' | 'not-allowed',
    message: string,
  ) {
    super(message);
  }
}

export function fail(code: RuleViolation['code'], message: string): never {
  throw new RuleViolation(code, message);
}

export const nextSeat = (seat: Seat, steps = 1): Seat => ((seat + steps) % 4) as Seat;

export const setsNeeded = (state: TableState): number => Math.floor(state.preset.handSize / 3);

/** Counts of the playing kinds among `tiles` (`countKinds` leaves bonus tiles out). */
export function playingCounts(tiles: readonly TileId[]): number[] {
  return countKinds(tiles);
}

/** Would this seat's concealed tiles, plus `extra`, make a complete hand? */
export function completesHand(state: TableState, seat: SeatState, extra: TileId | null): boolean {
  const counts = countKinds(seat.concealed);
  if (extra !== null && !isBonus(kindOf(extra))) counts[kindOf(extra)]++;
  if (isComplete(counts, setsNeeded(state) - seat.melds.length, state.preset.special, seat.melds.length > 0)) return true;
  const { classical } = state.preset;
  return classical !== null && seat.melds.length === 0 && completesWithBmjaExtras(counts, classical);
}

/** Kinds that complete a seat's hand now (it holds one tile fewer than a complete hand). */
export function waitsOf(state: TableState, seat: SeatState, tiles: readonly TileId[] = seat.concealed): number[] {
  return waitingKinds(playingCounts(tiles), setsNeeded(state) - seat.melds.length, state.preset.special, seat.melds.length > 0);
}

/** Riichi permanent furiten: one of the seat's waits (`waits`, when the caller has them) lies in its own discards. */
export function discardFuriten(state: TableState, seat: SeatState, waits: readonly number[] = waitsOf(state, seat)): boolean {
  return seat.discards.some((d) => waits.includes(kindOf(d.tile)));
}

/** May the seat win on someone else's tile (discard or robbed kong)? Furiten applies where riichi rules are on. */
export function mayWinOnTile(state: TableState, seat: Seat, tile: TileId): boolean {
  const hand = state.hand as HandState;
  const s = hand.seats[seat];
  if (!completesHand(state, s, tile)) return false;
  if (state.preset.riichi && (s.temporaryFuriten || s.riichiFuriten || discardFuriten(state, s))) return false;
  return true;
}

export const isOpen = (seat: SeatState): boolean => seat.melds.some((m) => !m.concealed);

export function requireHand(state: TableState): HandState {
  if (!state.hand || state.hand.phase === 'over') fail('hand-over', 'no hand is in play');
  return state.hand;
}
