/**
 * The claims each seat could make in the open claim window, worked out once when the window opens
 * and asked again by the seat's legal actions, its answer's check and the furiten of its pass.
 * Kept beside the window, not in the state: it is derived data, and a state read back from
 * elsewhere (no entry here) simply works it out again. Valid while nothing a seat's options depend
 * on has changed: until a riichi draw during the window (which takes a wall tile and changes the
 * drawer's hand), after which every question is answered afresh, as before.
 */
import { claimOptions, mayClaimWin } from './options';
import type { ClaimResponse, ClaimWindow, Seat, TableState } from './types';

const known = new WeakMap<ClaimWindow, readonly (readonly ClaimResponse[])[]>();

/** Works out every seat's options on a window just opened (the discarder's are none) and keeps them. */
export function optionsOnOpening(state: TableState, window: ClaimWindow): readonly (readonly ClaimResponse[])[] {
  const bySeat = [0, 1, 2, 3].map((seat) => claimOptions(state, seat as Seat, window.tile, window.from, window.robbing));
  known.set(window, bySeat);
  return bySeat;
}

/** The seat's options on the state's open window. */
export function windowOptions(state: TableState, seat: Seat): readonly ClaimResponse[] {
  const window = state.hand!.claim!;
  if (window.provisionalDraw === null) {
    const bySeat = known.get(window);
    if (bySeat) return bySeat[seat];
  }
  return claimOptions(state, seat, window.tile, window.from, window.robbing);
}

/** A copy of a window (`apply` copies the state) keeps what was worked out for the original. */
export function keepOptions(original: ClaimWindow, copy: ClaimWindow): void {
  const bySeat = known.get(original);
  if (bySeat) known.set(copy, bySeat);
}

/** Would passing on the window's tile let a win go? (A win is among the seat's options.) */
export function windowMayWin(state: TableState, seat: Seat): boolean {
  const window = state.hand!.claim!;
  const bySeat = window.provisionalDraw === null ? known.get(window) : undefined;
  if (bySeat) return bySeat[seat].some((o) => o.claim === 'win');
  return mayClaimWin(state, seat, window.tile, window.from, window.robbing);
}
