/**
 * How a host paces claim windows. A window opens after every discard, whether or not anyone can
 * claim. The host keeps each one open for at least `CLAIM_PAUSE_MS`, holds every answer that comes
 * sooner and applies them together when the pause ends, then closes a window that waits only for
 * it. So a window nobody could claim closes at the same moment as one whose claimers passed at
 * once; only a player who thinks longer than the pause shows that there was something to think
 * about, as at a real table.
 */
import type { SeatView } from '../view';
import { apply } from './apply';
import type { Action, RuleError, Seat, TableEvent, TableState } from './types';

export const CLAIM_PAUSE_MS = 800;

/** Does this action answer the open claim window (a claim, a pass, or riichi's early draw)? */
export function answersWindow(state: TableState, action: Action): action is Extract<Action, { seat: Seat }> {
  if (state.hand?.phase !== 'claims') return false;
  return action.type === 'claim' || action.type === 'pass' || action.type === 'draw';
}

/** The open window waits for nobody but the host: every seat that could claim has answered (or none could). */
export function windowAwaitsHost(state: TableState): boolean {
  const hand = state.hand;
  const claim = hand?.phase === 'claims' ? hand.claim : null;
  return !!claim && claim.eligible.every((seat) => claim.responses[seat]);
}

/**
 * A step of answers that left the open claim window open and brought no events: it shows nobody
 * anything (that a seat answered would tell that it could claim; only the answerer is told:
 * host/play.ts), and so it is no step of a hand's replay either (host/hand-steps.ts).
 */
export function silentStep(before: TableState, after: TableState, events: readonly TableEvent[]): boolean {
  const a = before.hand?.phase === 'claims' ? before.hand.claim : null;
  const b = after.hand?.phase === 'claims' ? after.hand.claim : null;
  return events.length === 0 && !!a && !!b && a.tile === b.tile && a.from === b.from;
}

/** A seat is shown the window's countdown only when it has a claim to make. */
export const seesClaimCountdown = (legal: readonly Action[]): boolean => legal.some((a) => a.type === 'claim');

/** A seat's view while the host holds its answer: the window shows as answered, with nothing left to send. */
export function withAnswerHeld(view: SeatView): SeatView {
  if (!view.hand?.claim) return view;
  return {
    ...view,
    hand: { ...view.hand, claim: { ...view.hand.claim, answered: true } },
    legal: view.legal.filter((a) => a.type !== 'claim' && a.type !== 'pass' && a.type !== 'draw'),
    claimKinds: [],
  };
}

/**
 * The answers a host holds during a window's pause (timers are the host's). `From` is whatever the
 * host needs to tell the sender when a held answer no longer applies.
 */
export class ClaimPause<From> {
  private held: { action: Action; from: From }[] = [];
  active = false;

  start(): void {
    this.active = true;
    this.held = [];
  }

  /** Holds an answer to the window while the pause is on: 'held', or why not; null when the action applies now. */
  offer(state: TableState, action: Action, from: From): 'held' | RuleError | null {
    if (!this.active || !answersWindow(state, action)) return null;
    if (this.holds(action.seat)) return { code: 'illegal', message: 'you have already answered this discard' };
    const check = apply(state, action);
    if (!check.ok) return check.error;
    this.held.push({ action, from });
    return 'held';
  }

  holds(seat: Seat): boolean {
    return this.held.some((h) => 'seat' in h.action && h.action.seat === seat);
  }

  /** Ends the pause: the held answers, in the order they came. */
  end(): { action: Action; from: From }[] {
    const held = this.held;
    this.active = false;
    this.held = [];
    return held;
  }

  get pending(): number {
    return this.held.length;
  }
}
