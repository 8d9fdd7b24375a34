/**
 * Time and chance as the host core sees them, injected: the server passes the real timers, the
 * practice table the browser's, tests a fake clock they advance by hand (no real sleeps).
 */
import { randomBytes } from '@noble/hashes/utils.js';

/** An armed timer, to cancel. */
export type TimerHandle = { readonly timer: unknown };

export interface HostClock {
  now(): number;
  /** Runs `fn` after `ms`; `background`: the timer alone does not keep a process alive. */
  setTimer(fn: () => void, ms: number, background?: boolean): TimerHandle;
  clearTimer(handle: TimerHandle): void;
  /** Runs `fn` soon, after the work in hand (the server: setImmediate). */
  defer(fn: () => void): TimerHandle;
}

/** The platform's timers (browser or Node); `defer` is a zero timer. */
export const systemClock: HostClock = {
  now: () => Date.now(),
  setTimer: (fn, ms) => ({ timer: setTimeout(fn, ms) }),
  clearTimer: (h) => clearTimeout(h.timer as ReturnType<typeof setTimeout>),
  defer: (fn) => ({ timer: setTimeout(fn, 0) }),
};

/** Random bytes for secrets and seat tokens (the platform's CSPRNG by default). */
export type RandomSource = (bytes: number) => Uint8Array;
export const systemRandom: RandomSource = (n) => randomBytes(n);
