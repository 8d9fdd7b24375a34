/**
 * The one game loop without a host: bot-only simulation (`shared/bots/simulate.ts`), the bot club
 * evening (`shared/club/botEvening.ts`) and the mjai runner (`scripts/mjai/game.ts`) play their
 * hands through it. `seatsToAsk`: who may act now; `advance`: one step, the chosen action or, when
 * nobody acts in a claim window, the timeout that closes it; `playHand`: a hand dealt and played to
 * its end. Deciders are passed in (nothing here knows the bots); a caller whose decisions come
 * asynchronously awaits each one and hands it to `advance`.
 */
import { apply, applyInPlace } from './apply';
import { nextSeat } from './rules';
import type { Action, Seat, TableEvent, TableState } from './types';

/** Seats that may act now, in the order they are asked: the player to move, or the claim window's unanswered claimers from the discarder's next seat on. */
export function seatsToAsk(state: TableState): Seat[] {
  const hand = state.hand!;
  if (hand.phase !== 'claims') return [hand.turn];
  const w = hand.claim!;
  return ([1, 2, 3] as const).map((d) => nextSeat(w.from, d)).filter((s) => w.eligible.includes(s) && !w.responses[s]);
}

/** The hand being played has ended (its result is in `state.hand.result`). */
export function handOver(state: TableState): boolean {
  return state.hand?.phase === 'over';
}

/** One step taken: the action applied (the timeout when nobody acted), its events and the state after. */
export interface Step {
  action: Action;
  events: TableEvent[];
  state: TableState;
}

/**
 * Applies `action`; with none, closes the open claim window (everyone who has not answered passes).
 * Throws when nobody moves on a turn or the engine refuses, naming `where` (e.g. "hand 3"), the
 * seat and the action. `inPlace`: change `state` itself rather than a copy (`applyInPlace`).
 */
export function advance(state: TableState, action: Action | null, where = 'hand', inPlace = false): Step {
  const hand = state.hand;
  if (!action && hand && hand.phase !== 'claims' && hand.phase !== 'over') throw new Error(`${where}: seat ${hand.turn} has no move`);
  const applied: Action = action ?? { type: 'timeout' };
  const r = inPlace ? applyInPlace(state, applied) : apply(state, applied);
  if (!r.ok) throw new Error(`${where}: ${'seat' in applied ? `seat ${applied.seat} chose ` : ''}${JSON.stringify(applied)}, refused: ${r.error.message}`);
  return { action: applied, events: r.events, state: r.state };
}

/** A seat's move now, or null when it makes none (in a claim window the next seat is asked). */
export type Decide = (state: TableState, seat: Seat) => Action | null;

/** The first move of the seats that may act, asked in `seatsToAsk` order; null when none makes one. */
export function firstMove(state: TableState, decide: Decide): Action | null {
  for (const seat of seatsToAsk(state)) {
    const action = decide(state, seat);
    if (action) return action;
  }
  return null;
}

export interface HandHooks {
  /** Names the hand in errors (default "hand"). */
  where?: string;
  /** Called after every step, the deal first, with the state it was taken from. */
  onStep?: (step: Step, before: TableState) => void;
  /**
   * The caller keeps no state of the hand but the one returned (a bot-only game): after the deal
   * (a copy, so `state` itself is left as it was) every step changes the table in place instead
   * of copying it. Ignored with `onStep`, which is given each state before its step.
   */
  inPlace?: boolean;
}

/** Deals a hand from `seed` on `state` and plays it to its end with `decide`; returns the table with the hand over. */
export function playHand(state: TableState, seed: string, decide: Decide, hooks: HandHooks = {}): TableState {
  const inPlace = hooks.inPlace === true && !hooks.onStep;
  const step = (action: Action | null, own: boolean) => {
    const taken = advance(state, action, hooks.where, own);
    hooks.onStep?.(taken, state);
    state = taken.state;
  };
  step({ type: 'startHand', seed }, false);
  while (!handOver(state)) step(firstMove(state, decide), inPlace);
  return state;
}
