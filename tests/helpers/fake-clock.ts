/** A clock tests advance by hand: timers run in order of their time, deferred work first at the same time. */
import type { HostClock, RandomSource, TimerHandle } from '../../shared/host/clock';

interface Pending {
  at: number;
  order: number;
  fn: () => void;
}

export class FakeClock implements HostClock {
  private time: number;
  private order = 0;
  private readonly timers = new Set<Pending>();

  /** `start`: the time it shows first (a host's clock starts at the real time, so the dates it records look like dates). */
  constructor(start = 1_000_000) {
    this.time = start;
  }

  now(): number {
    return this.time;
  }

  setTimer(fn: () => void, ms: number): TimerHandle {
    const timer: Pending = { at: this.time + Math.max(0, ms), order: this.order++, fn };
    this.timers.add(timer);
    return { timer };
  }

  clearTimer(handle: TimerHandle): void {
    this.timers.delete(handle.timer as Pending);
  }

  defer(fn: () => void): TimerHandle {
    return this.setTimer(fn, 0);
  }

  /** Runs everything due within `ms` from now, in order (timers armed meanwhile included). */
  advance(ms: number): void {
    const end = this.time + ms;
    for (;;) {
      const next = [...this.timers].filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.order - b.order)[0];
      if (!next) break;
      this.timers.delete(next);
      this.time = next.at;
      next.fn();
    }
    this.time = end;
  }

  /** Runs what is due now (deferred work). */
  flush(): void {
    this.advance(0);
  }

  get pending(): number {
    return this.timers.size;
  }

  /** When the next timer is due (null: none is armed). */
  get nextDue(): number | null {
    let at: number | null = null;
    for (const t of this.timers) if (at === null || t.at < at) at = t.at;
    return at;
  }
}

/** The same bytes every run: tables built with it deal the same hands and hand out the same tokens. */
export function seededRandom(seed: number): RandomSource {
  let x = seed;
  return (n) => Uint8Array.from({ length: n }, () => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x & 0xff));
}
