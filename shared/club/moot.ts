/**
 * Steps that a race makes moot: said twice, or after someone else's step did the same. They are
 * no one's mistake (a double tap on Confirm, two players ending their table together), so the host
 * answers them with nothing rather than a refusal.
 */
import type { PlayerId } from './draw';
import type { EveningState } from './types';

/** A confirmation of a hand that has counted already, or of the very proposal the player has confirmed. */
export function mootConfirmation(state: EveningState, player: PlayerId, hand: number, version: number): boolean {
  const table = state.tables.find((t) => t.players.includes(player));
  if (!table) return false;
  if (hand <= table.hands.length) return true;
  return hand === table.hands.length + 1 && table.pending?.version === version && table.pending.confirmed.includes(player);
}

/** Ending a table's round that is over already (this round's, or the last one's between rounds). */
export const mootEndTable = (state: EveningState, table: number): boolean => state.tables[table]?.done === true;
