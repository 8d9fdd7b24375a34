/**
 * Which moves are the same choice and when a seat had a real one: two copies of a kind are the
 * same discard, a draw that answers a claim window is a pass, and a seat with only one thing to do
 * (draw, the one tile a riichi hand lets go) made no decision.
 */
import type { Action, Seat } from '../table/types';
import { kindOf } from '../tiles';
import type { ReviewChoice, Situation } from './types';

/** The same key for moves that are the same choice. */
export function choiceKey(action: Action, situation: Situation): string {
  switch (action.type) {
    case 'discard':
      return `discard:${kindOf(action.tile)}:${action.riichi ? 'riichi' : ''}`;
    case 'kong':
    case 'bonus':
      return `${action.type}:${kindOf(action.tile)}`;
    case 'claim':
      return `claim:${action.claim}:${action.tiles.map(kindOf).sort((a, b) => a - b).join(',')}`;
    case 'draw':
      return situation === 'claim' ? 'pass' : 'draw';
    default:
      return action.type;
  }
}

/** The situation a seat's legal moves put it in, or null when it has no decision to make. */
export function decisionSituation(legal: readonly Action[], phase: string): Situation | null {
  if (phase !== 'discard' && phase !== 'claims') return null;
  const situation: Situation = phase === 'claims' ? 'claim' : 'turn';
  const keys = new Set(legal.map((a) => choiceKey(a, situation)));
  return keys.size > 1 ? situation : null;
}

/** A move as the review records it (a claim window's draw is recorded as the pass it amounts to). */
export function asChoice(action: Action, situation: Situation, seat: Seat): ReviewChoice {
  if (action.type === 'startHand' || action.type === 'timeout' || (situation === 'claim' && action.type === 'draw')) return { type: 'pass', seat };
  return action;
}
