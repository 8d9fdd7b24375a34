/**
 * A connection's share of the event loop. Each connection has a budget of handling time that
 * refills at `msPerSecond` up to `burstMs`; a message is handled at once while the budget lasts.
 * Past it, the connection's messages wait in its own short queue and its socket is not read from
 * (TCP pushes back on the sender) until the budget has refilled, so one connection's flood of
 * costly messages delays only that connection, never the other tables. A full queue drops.
 */
import type { HostClock, TimerHandle } from '../../shared/host/clock';

export interface BudgetOptions {
  msPerSecond: number;
  burstMs: number;
  /** Messages that may wait; more are dropped (`onDrop`). */
  queue: number;
}

export const DEFAULT_BUDGET: BudgetOptions = { msPerSecond: 100, burstMs: 200, queue: 32 };

export interface Pausable {
  pause(): unknown;
  resume(): unknown;
}

export class Budget {
  private left: number;
  private last: number;
  private readonly waiting: (() => void)[] = [];
  private timer: TimerHandle | null = null;
  private closed = false;

  constructor(
    private readonly options: BudgetOptions,
    private readonly clock: Pick<HostClock, 'setTimer' | 'clearTimer'>,
    /** Handling time is measured with this (performance.now() unless given). */
    private readonly now: () => number = () => performance.now(),
    private readonly socket?: Pausable,
    private readonly onDrop: () => void = () => {},
  ) {
    this.left = options.burstMs;
    this.last = now();
  }

  /** Messages waiting now. */
  get queued(): number {
    return this.waiting.length;
  }

  /** Handles `task` now if the connection has budget and nothing waits before it; else queues it. */
  run(task: () => void): void {
    if (this.closed) return;
    this.refill();
    if (this.waiting.length === 0 && this.left > 0) return this.measure(task);
    if (this.waiting.length >= this.options.queue) return this.onDrop();
    this.waiting.push(task);
    this.hold();
  }

  close(): void {
    this.closed = true;
    this.waiting.length = 0;
    if (this.timer) this.clock.clearTimer(this.timer);
    this.timer = null;
  }

  private refill(): void {
    const t = this.now();
    this.left = Math.min(this.options.burstMs, this.left + ((t - this.last) / 1000) * this.options.msPerSecond);
    this.last = t;
  }

  private measure(task: () => void): void {
    const start = this.now();
    try {
      task();
    } finally {
      this.left -= this.now() - start;
      if (this.left <= 0) this.hold();
    }
  }

  /** Stops reading the socket and comes back once a little budget is there again. */
  private hold(): void {
    if (this.timer || this.closed) return;
    this.socket?.pause();
    const wait = Math.max(1, Math.ceil(((Math.min(0, this.left) * -1 + 1) / this.options.msPerSecond) * 1000));
    this.timer = this.clock.setTimer(() => this.drain(), wait, true);
  }

  private drain(): void {
    this.timer = null;
    if (this.closed) return;
    this.refill();
    while (this.waiting.length && this.left > 0) this.measure(this.waiting.shift()!);
    if (this.left > 0 && this.waiting.length === 0) this.socket?.resume();
    else this.hold();
  }
}
