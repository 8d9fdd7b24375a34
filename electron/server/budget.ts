/**
 * The host's handling time, shared fairly between connections.
 *
 * Each connection has a budget of handling time that refills at `msPerSecond` up to `burstMs`.
 * And all connections together get at most `turnMs` of handling in one turn of the event loop:
 * past it, messages wait for the next turn, where the waiting connection that used the host least
 * lately goes first, one message at a time. So a quiet player's
 * message waits behind at most a turn or two however many connections flood, and one connection's
 * flood of costly messages delays only that connection. A connection with messages waiting is not
 * read from (TCP pushes back on the sender); a full queue drops.
 */
import type { HostClock, TimerHandle } from '../../shared/host/clock';

export interface BudgetOptions {
  msPerSecond: number;
  burstMs: number;
  /** Messages that may wait; more are dropped (`onDrop`). */
  queue: number;
}

const RECENT_HALF_LIFE_MS = 1000;

export const DEFAULT_BUDGET: BudgetOptions = { msPerSecond: 100, burstMs: 200, queue: 32 };

export interface Pausable {
  pause(): unknown;
  resume(): unknown;
}

/** One event-loop turn's handling time, for every connection of a host. */
export class Turns {
  private spent = 0;
  private scheduled = false;
  private turning = false;
  private readonly waiting = new Set<Budget>();

  constructor(
    readonly turnMs: number,
    /** Runs the next turn (after the event loop has read its sockets: setImmediate unless given). */
    private readonly defer: (fn: () => void) => void = (fn) => void setImmediate(fn),
  ) {}

  /** Room left in this turn, and nobody waiting for the next one. */
  get open(): boolean {
    return this.spent < this.turnMs && this.waiting.size === 0;
  }

  spend(ms: number): void {
    this.spent += ms;
    this.schedule();
  }

  /** `budget` has messages waiting and budget to handle them. */
  wait(budget: Budget): void {
    this.waiting.add(budget);
    this.schedule();
  }

  forget(budget: Budget): void {
    this.waiting.delete(budget);
  }

  private schedule(): void {
    if (this.scheduled || this.turning) return;
    this.scheduled = true;
    this.defer(() => this.turn());
  }

  private turn(): void {
    this.scheduled = false;
    this.turning = true;
    this.spent = 0;
    try {
      while (this.waiting.size && this.spent < this.turnMs) {
        let next: Budget | null = null;
        for (const b of this.waiting) if (!next || b.queued < next.queued || (b.queued === next.queued && b.recentMs < next.recentMs)) next = b;
        // Served ones go to the back: among equals, round robin.
        this.waiting.delete(next!);
        if (next!.serveOne()) this.waiting.add(next!);
      }
    } finally {
      this.turning = false;
    }
    // A new turn starts with its full time; one is scheduled only while somebody waits.
    this.spent = 0;
    if (this.waiting.size) this.schedule();
  }
}

export class Budget {
  private remaining: number;
  private last: number;
  private readonly queue: (() => void)[] = [];
  private timer: TimerHandle | null = null;
  private paused = false;
  private closed = false;
  private recent = 0;
  private recentAt: number;

  constructor(
    private readonly options: BudgetOptions,
    private readonly clock: Pick<HostClock, 'setTimer' | 'clearTimer'>,
    /** Handling time is measured with this (performance.now() unless given). */
    private readonly now: () => number = () => performance.now(),
    private readonly socket?: Pausable,
    private readonly onDrop: () => void = () => {},
    /** The host's turns, shared by its connections (unlimited unless given: only this budget counts). */
    private readonly turns: Turns = new Turns(Infinity, (fn) => fn()),
  ) {
    this.remaining = options.burstMs;
    this.last = now();
    this.recentAt = this.last;
  }

  /** Messages waiting now. */
  get queued(): number {
    return this.queue.length;
  }

  /** Handling time used lately, in ms: each ms counts half after a second (unlike the budget, not capped). */
  get recentMs(): number {
    const t = this.now();
    this.recent *= Math.pow(0.5, (t - this.recentAt) / RECENT_HALF_LIFE_MS);
    this.recentAt = t;
    return this.recent;
  }

  /** Handles `task` now if the connection has budget, the turn has room and nothing waits before it; else queues it. */
  run(task: () => void): void {
    if (this.closed) return;
    this.refill();
    if (this.queue.length === 0 && this.remaining > 0 && this.turns.open) return this.measure(task);
    if (this.queue.length >= this.options.queue) return this.onDrop();
    this.queue.push(task);
    this.pause();
    if (this.remaining > 0) this.turns.wait(this);
    else this.hold();
  }

  /** Handles the first waiting message (called by the turns); false once it has none waiting or no budget. */
  serveOne(): boolean {
    if (this.closed || this.queue.length === 0) return false;
    this.refill();
    if (this.remaining <= 0) {
      this.hold();
      return false;
    }
    this.measure(this.queue.shift()!);
    if (this.queue.length === 0) {
      if (this.remaining > 0) this.resume();
      return false;
    }
    return this.remaining > 0;
  }

  close(): void {
    this.closed = true;
    this.queue.length = 0;
    this.turns.forget(this);
    if (this.timer) this.clock.clearTimer(this.timer);
    this.timer = null;
  }

  private refill(): void {
    const t = this.now();
    this.remaining = Math.min(this.options.burstMs, this.remaining + ((t - this.last) / 1000) * this.options.msPerSecond);
    this.last = t;
  }

  private measure(task: () => void): void {
    const start = this.now();
    try {
      task();
    } finally {
      const ms = this.now() - start;
      this.remaining -= ms;
      this.recent = this.recentMs + ms;
      this.turns.spend(ms);
      if (this.remaining <= 0) this.hold();
    }
  }

  private pause(): void {
    if (this.paused) return;
    this.paused = true;
    this.socket?.pause();
  }

  private resume(): void {
    if (!this.paused) return;
    this.paused = false;
    this.socket?.resume();
  }

  /** Stops reading the socket and comes back once a little budget is there again. */
  private hold(): void {
    if (this.timer || this.closed) return;
    this.pause();
    this.turns.forget(this);
    const wait = Math.max(1, Math.ceil(((Math.min(0, this.remaining) * -1 + 1) / this.options.msPerSecond) * 1000));
    this.timer = this.clock.setTimer(() => this.refilled(), wait, true);
  }

  private refilled(): void {
    this.timer = null;
    if (this.closed) return;
    this.refill();
    if (this.remaining <= 0) return this.hold();
    if (this.queue.length) this.turns.wait(this);
    else this.resume();
  }
}
