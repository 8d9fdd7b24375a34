/**
 * Replaying a game's actions from its initial state and picking out a seat's decisions: each state
 * in which the seat had a real choice, with the move that settled it. A claim window the seat let
 * close without answering (its time ran out) is a pass.
 */
import { apply } from '../table/apply';
import { legalActions } from '../table/legal';
import type { Action, Seat, TableState } from '../table/types';
import { decisionSituation } from './choices';
import type { Situation } from './types';

interface DecisionPoint {
  /** The state the seat decided in (when the choice was first offered). */
  state: TableState;
  situation: Situation;
  /** The seat's move; a pass when a claim window closed without it. */
  action: Action;
  /** Index of the action that settled it. */
  step: number;
}

export interface HandWalk {
  hand: number;
  /** The hand's last state (phase 'over' when it finished). */
  end: TableState;
  points: DecisionPoint[];
}

const bySeat = (action: Action, seat: Seat): boolean => 'seat' in action && action.seat === seat;

function situationOf(state: TableState, seat: Seat): Situation | null {
  const hand = state.hand;
  if (!hand || hand.phase === 'over') return null;
  return decisionSituation(legalActions(state, seat), hand.phase);
}

/**
 * Every hand of the log (only those `wanted` says yes to) with the seat's decision points, in order.
 * Throws when an action is refused: the log is not a game the engine played.
 */
export function walkDecisions(initial: TableState, actions: readonly Action[], seat: Seat, wanted: (hand: number) => boolean = () => true): HandWalk[] {
  const hands: HandWalk[] = [];
  let state = initial;
  let pending: { state: TableState; situation: Situation } | null = null;
  actions.forEach((action, step) => {
    const current = state.hand && action.type !== 'startHand' && wanted(state.hand.index) ? hands[hands.length - 1] : null;
    if (current && !pending) {
      const situation = situationOf(state, seat);
      if (situation) pending = { state, situation };
    }
    const result = apply(state, action);
    if (!result.ok) throw new Error(`action ${step} (${action.type}) was refused on replay: ${result.error.message}`);
    state = result.state;
    if (action.type === 'startHand' && wanted(state.hand!.index)) hands.push({ hand: state.hand!.index, end: state, points: [] });
    if (!current) return;
    current.end = state;
    if (pending && bySeat(action, seat)) {
      current.points.push({ ...pending, action, step });
      pending = null;
    } else if (pending && pending.situation === 'claim' && situationOf(state, seat) !== 'claim') {
      current.points.push({ ...pending, action: { type: 'pass', seat }, step });
      pending = null;
    }
  });
  return hands;
}
