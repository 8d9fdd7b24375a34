/**
 * The pause between hands: the next hand starts when it runs out, even if not everyone asked for
 * it. While a player at the table watches the last hand's replay it waits, but for at most
 * `holdMs` (REPLAY_HOLD_MS unless the host is told otherwise) in all between two hands, so that
 * one player cannot stall the table.
 */
import type { HostClock, TimerHandle } from './clock';

/** By default, the most the replays may hold up one pause between hands, added together. */
export const REPLAY_HOLD_MS = 60_000;

export class NextHandTimer {
  private timer: TimerHandle | null = null;
  /** Running: when the next hand starts. */
  private endsAt: number | null = null;
  /** Held: the time left when the hold began. */
  private left: number | null = null;
  private heldSince = 0;
  private holdLimit: TimerHandle | null = null;
  /** What is left of this pause's hold. */
  private budget: number;
  /** Places watching the replay. */
  private readonly watching = new Set<number>();

  constructor(
    private readonly clock: HostClock,
    private readonly fire: () => void,
    private readonly holdMs = REPLAY_HOLD_MS,
  ) {
    this.budget = holdMs;
  }

  /** A new pause between hands: nobody holds it yet, and the whole hold is available. */
  newPause(): void {
    this.clear();
    this.watching.clear();
    this.budget = this.holdMs;
  }

  /** Starts the pause unless it runs or is held already. */
  arm(ms: number): void {
    if (this.timer || this.left !== null) return;
    if (this.watching.size && this.budget > 0) return this.holdWith(ms);
    this.run(ms);
  }

  /** Starts the next hand after `ms` whatever else holds it (everyone asked for it). */
  soon(ms: number): void {
    this.clear();
    this.timer = this.clock.setTimer(() => this.fired(), ms);
  }

  /** No next hand is coming from here (it starts, or the table stops). */
  clear(): void {
    for (const t of [this.timer, this.holdLimit]) if (t) this.clock.clearTimer(t);
    this.timer = this.holdLimit = null;
    this.endsAt = this.left = null;
  }

  /** A place opens (`on`) or closes the replay; false when nothing changed for the table. */
  watch(place: number, on: boolean): boolean {
    if (on === this.watching.has(place)) return false;
    if (on) this.watching.add(place);
    else this.watching.delete(place);
    if (on && this.watching.size === 1 && this.endsAt !== null && this.budget > 0) {
      const left = Math.max(0, this.endsAt - this.clock.now());
      this.clear();
      this.holdWith(left);
      return true;
    }
    if (!on && this.watching.size === 0 && this.left !== null) {
      this.budget -= this.clock.now() - this.heldSince;
      this.resume();
      return true;
    }
    return false;
  }

  /** Milliseconds until the next hand starts (frozen while held); null: no pause is running. */
  msLeft(): number | null {
    if (this.left !== null) return this.left;
    return this.endsAt === null ? null : Math.max(0, this.endsAt - this.clock.now());
  }

  held(): boolean {
    return this.left !== null;
  }

  private holdWith(left: number): void {
    this.left = left;
    this.heldSince = this.clock.now();
    this.holdLimit = this.clock.setTimer(() => {
      this.holdLimit = null;
      this.budget = 0;
      this.resume();
      this.onChange();
    }, this.budget);
  }

  private resume(): void {
    const left = this.left ?? 0;
    if (this.holdLimit) this.clock.clearTimer(this.holdLimit);
    this.holdLimit = null;
    this.left = null;
    this.run(left);
  }

  private run(ms: number): void {
    this.endsAt = this.clock.now() + ms;
    this.timer = this.clock.setTimer(() => this.fired(), ms);
  }

  private fired(): void {
    this.timer = null;
    this.endsAt = null;
    this.fire();
  }

  /** The hold ran out on its own: the table tells everyone (set by the core). */
  onChange: () => void = () => {};
}
