/** The claim windows in a table's log, replayed: for tests that compare what a client saw with what the host knew. */
import { apply } from '../../shared/table/apply';
import { arrangeHand, type ArrangedDeal } from '../../shared/table/arranged';
import type { Action, Seat, TableState } from '../../shared/table/types';

/** A window's name as a client can tell it too: its hand, its tile and who discarded it. */
export const windowKey = (hand: number, tile: number, from: number): string => `${hand}:${tile}:${from}`;

/** Every window in the log, by key: who discarded and the seats that could claim (`arranged`: the first hand was dealt so, as the host did). */
export function claimWindows(initial: TableState, actions: readonly Action[], arranged?: ArrangedDeal): Map<string, { from: Seat; eligible: Seat[] }> {
  const out = new Map<string, { from: Seat; eligible: Seat[] }>();
  let state = initial;
  for (const action of actions) {
    const result = apply(state, action);
    if (!result.ok) throw new Error(`the host's log does not replay: ${result.error.message}`);
    state = result.state;
    if (arranged && action.type === 'startHand' && state.hand?.index === 0) arrangeHand(state, arranged);
    const hand = state.hand;
    if (result.events.some((e) => e.type === 'claimWindowOpened') && hand?.claim) out.set(windowKey(hand.index, hand.claim.tile, hand.claim.from), { from: hand.claim.from, eligible: [...hand.claim.eligible] });
  }
  return out;
}
