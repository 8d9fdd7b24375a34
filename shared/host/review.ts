/**
 * A player's request for the review of its own seat (shared/review/), answered the same way by
 * every shell. A finished hand never changes, so each hand's review is worked out once per table
 * and seat and kept: asking again costs nothing.
 */
import type { ClientMessage } from '../protocol';
import { gameReview, reviewGame, reviewHand, type HandReview } from '../review';
import type { Seat } from '../table/types';
import { firstHandHeld } from './hand-steps';
import { failure, type Failure } from './table-ground';
import type { TableCore } from './table-core';
import type { HostMessage, HostPeer } from './wire';

export type ReviewMessage = Extract<ClientMessage, { t: 'review' }>;

const kept = new WeakMap<object, Map<Seat, Map<number, HandReview>>>();

function keptFor(table: object, seat: Seat): Map<number, HandReview> {
  let bySeat = kept.get(table);
  if (!bySeat) kept.set(table, (bySeat = new Map()));
  let hands = bySeat.get(seat);
  if (!hands) bySeat.set(seat, (hands = new Map()));
  return hands;
}

/** Hands of the table's game that are over. */
function finishedHands<P extends HostPeer>(table: TableCore<P>): number {
  const hand = table.state.hand;
  return hand ? hand.index + (hand.phase === 'over' ? 1 : 0) : 0;
}

/**
 * The review of the asker's own seat: one finished hand, or every finished hand of the game.
 * Only a player at the table, only for its own seat, never for a hand still being played, and
 * only of the hands they held from the deal (a hand dealt before they took the place was another's).
 */
export function reviewRequest<P extends HostPeer>(table: TableCore<P>, peer: P, message: ReviewMessage): Extract<HostMessage, { t: 'review' }> | Failure {
  const place = table.placeOf(peer);
  if (place < 0) return failure('not-seated', 'only a player at the table can review its hands');
  if (!table.state.playerAtSeat) return failure('no-hand', 'no hand has been played yet');
  if (table.seatOf(place) !== message.seat) return failure('not-allowed', 'you may review only your own seat');
  const log = table.history();
  const { initial, actions } = log;
  const hands = keptFor(table, message.seat);
  const finished = finishedHands(table);
  const first = firstHandHeld(log, table.places[place].since);
  if (message.hand === undefined) {
    if (hands.size < finished) for (const h of reviewGame(initial, actions, message.seat).hands) hands.set(h.hand, h);
    const own = [...hands.values()].filter((h) => h.hand >= first).sort((a, b) => a.hand - b.hand);
    return { t: 'review', table: table.id, review: gameReview(table.state, message.seat, own) };
  }
  if (message.hand === finished && table.state.hand?.index === message.hand) return failure('not-allowed', `hand ${message.hand} is still being played`);
  if (message.hand >= finished) return failure('no-hand', `hand ${message.hand} has not been played`);
  if (message.hand < first) return failure('not-allowed', `you took your place after hand ${message.hand} was dealt: its review is not yours to see`);
  let review = hands.get(message.hand);
  if (!review) hands.set(message.hand, (review = reviewHand(initial, actions, message.hand, message.seat)!));
  return { t: 'review', table: table.id, hand: message.hand, review: gameReview(table.state, message.seat, [review]) };
}
