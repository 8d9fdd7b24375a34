/** Polling a condition in tests, for what arrives over a socket, a timer or a browser. */

type Truthy<T> = Exclude<T, false | 0 | '' | null | undefined>;

export interface UntilOptions {
  /** How long to wait before failing (20 s unless given). */
  timeoutMs?: number;
  /** The pause between checks (5 ms unless given; more for costly checks such as a browser query; 0: just a turn of the event loop). */
  everyMs?: number;
  /**
   * A fake clock the awaited thing runs on: between checks it is moved on by `stepMs` (100 unless
   * given), so bots, claim pauses and countdowns take no real time. The timeout stays real. If it
   * can `settle` (a test host's pacer), that is awaited before each check: whatever is in flight
   * (frames, journal writes) lands first, so the clock moves only when nothing else would happen.
   */
  clock?: { advance(ms: number): void; settle?(): Promise<void> };
  stepMs?: number;
}

/**
 * Checks `condition` (sync or async) until it gives a truthy value and returns that value; past the
 * timeout, fails saying what was awaited. `what` may be a function, to describe the state at failure.
 */
export async function until<T>(condition: () => T | Promise<T>, what: string | (() => string), { timeoutMs = 20_000, everyMs = 5, clock, stepMs = 100 }: UntilOptions = {}): Promise<Truthy<T>> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    await clock?.settle?.();
    const value = await condition();
    if (value) return value as Truthy<T>;
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${typeof what === 'function' ? what() : what}`);
    clock?.advance(stepMs);
    await (everyMs > 0 ? sleep(everyMs) : new Promise((r) => setImmediate(r)));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
