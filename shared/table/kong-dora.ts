/**
 * A kong's new dora indicator (riichi). The EMA rules turn it at once. Under the house rule
 * openKanDoraAfterDiscard (Tenhou) an open kong's (claimed on a discard, or added to a pung) is
 * owed: turned once its player has discarded, or at their next kong before that kong's own; until
 * then it is hidden like the rest of the dead wall. So a win on the replacement tile does not count
 * it, and a later kong that is robbed leaves it unturned. A concealed kong's is turned at once.
 */
import type { HandState, TableEvent, TableState } from './types';

export function kongDora(state: TableState, open: boolean, events: TableEvent[]): void {
  const hand = state.hand!;
  turnOwedDora(state, events);
  if (open && state.preset.riichi?.openKanDoraAfterDiscard) hand.doraOwed = (hand.doraOwed ?? 0) + 1;
  else turnDora(hand, events);
}

/** Turns the indicators an open kong owes (none unless one is owed). */
export function turnOwedDora(state: TableState, events: TableEvent[]): void {
  const hand = state.hand!;
  if (!hand.doraOwed) return;
  for (let i = 0; i < hand.doraOwed; i++) turnDora(hand, events);
  delete hand.doraOwed;
}

function turnDora(hand: HandState, events: TableEvent[]): void {
  if (hand.doraRevealed >= hand.doraIndicators.length) return;
  hand.doraRevealed++;
  events.push({ type: 'doraRevealed', indicator: hand.doraIndicators[hand.doraRevealed - 1] });
}
