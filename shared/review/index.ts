/**
 * The review of a seat's play: every decision it made in a finished hand beside what the strong
 * bot would have done in its place, from the same view, with the costly ones marked and a reason
 * for each difference. Pure: a game's initial state and its actions (the engine replays them).
 *
 *   reviewGame(initial, actions, seat)        every finished hand of the log
 *   reviewHand(initial, actions, hand, seat)  one finished hand, or null if the log has not finished it
 */
import type { Action, Seat, TableState } from '../table/types';
import { judgeDecision } from './judge';
import type { GameReview, HandReview, ReviewDecision, ReviewSummary } from './types';
import { walkDecisions, type HandWalk } from './walk';

export { COSTLY_AT, judgeDecision } from './judge';
export type * from './types';
export { REASON_KEYS } from './types';

function summarise(decisions: readonly Pick<ReviewDecision, 'agreed' | 'costly'>[]): ReviewSummary {
  return { decisions: decisions.length, agreed: decisions.filter((d) => d.agreed).length, costly: decisions.filter((d) => d.costly).length };
}

function handReview(walk: HandWalk, seat: Seat): HandReview {
  const hand = walk.end.hand!;
  const decisions = walk.points.map((p): ReviewDecision => ({ hand: walk.hand, step: p.step, ...judgeDecision(p.state, seat, p.action, p.situation) }));
  return { hand: walk.hand, dealer: hand.dealer, prevailing: walk.end.game.prevailing, delta: hand.result?.deltas[seat] ?? 0, decisions, summary: summarise(decisions) };
}

const finished = (walk: HandWalk) => walk.end.hand?.phase === 'over';

/** Hands of one game (in order) as a game's review, with its summary. */
export function gameReview(table: Pick<TableState, 'preset'>, seat: Seat, hands: HandReview[]): GameReview {
  return { seat, presetId: table.preset.id, family: table.preset.family, hands, summary: summarise(hands.flatMap((h) => h.decisions)) };
}

/** Every finished hand of the log, reviewed for `seat`. */
export function reviewGame(initial: TableState, actions: readonly Action[], seat: Seat): GameReview {
  return gameReview(initial, seat, walkDecisions(initial, actions, seat).filter(finished).map((w) => handReview(w, seat)));
}

/** Hand `hand` (its index in the game) reviewed for `seat`; null unless the log holds it finished. */
export function reviewHand(initial: TableState, actions: readonly Action[], hand: number, seat: Seat): HandReview | null {
  const walk = walkDecisions(initial, actions, seat, (h) => h === hand).find(finished);
  return walk ? handReview(walk, seat) : null;
}

/** One hand as a game review (what the wire carries and the review screen shows). */
export function reviewOneHand(initial: TableState, actions: readonly Action[], hand: number, seat: Seat): GameReview | null {
  const review = reviewHand(initial, actions, hand, seat);
  return review ? gameReview(initial, seat, [review]) : null;
}
