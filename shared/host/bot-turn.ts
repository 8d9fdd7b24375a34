/** Which bot-played seats may move now, and the move: each bot sees only its own SeatView. */
import { chooseAction } from '../bots/basic';
import type { BotLevel } from '../bots/policy';
import type { Action, Seat, TableState } from '../table/types';
import { viewFor } from '../view';

/**
 * Of the bot-played seats, those that may have a move: the seat to play, or those a claim window
 * waits for. A bot never draws during a riichi claim window: whether it drew or asked for the tile
 * would show when another seat's call put the draw back; it draws once the window has closed.
 */
export function seatsAwaitingBots(state: TableState, botSeats: readonly Seat[]): Seat[] {
  const hand = state.hand;
  if (!hand || hand.phase === 'over') return [];
  if (hand.phase !== 'claims' || !hand.claim) return botSeats.filter((seat) => seat === hand.turn);
  const open = hand.claim;
  return botSeats.filter((seat) => open.eligible.includes(seat) && !open.responses[seat]);
}

/** The first of these seats' bots that has a move, and its move (bots of `level`, normal by default). */
export function botAction(state: TableState, seats: readonly Seat[], level: BotLevel = 'normal'): Action | null {
  for (const seat of seats) {
    const action = chooseAction(viewFor(state, seat), level);
    if (action) return action;
  }
  return null;
}
