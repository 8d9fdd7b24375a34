/**
 * The turn clock, as online tables have it: a player on their own turn has `turnMs` for the move,
 * then their bank for the hand (`bankMs`, shared by all their moves); when both are spent the
 * host makes the move for them. Two moves in a row made that way and a bot plays the place until
 * the player moves again. Claim windows are not timed here: they close on their own timer.
 */
import type { TurnTimer } from '../rules/presets';
import type { HostClock, TimerHandle } from './clock';

/** What every view shows of the clock of the player to move. */
export interface ClockReading {
  place: number;
  /** Left of the move's own time. */
  msLeft: number;
  /** Left of the bank after it. */
  bankMsLeft: number;
}

/** Time-outs in a row after which a bot plays the place until the player moves. */
const IDLE_AFTER_TIMEOUTS = 2;

export class TurnClock {
  private running: { place: number; key: string; turnEnds: number; deadline: number; timer: TimerHandle } | null = null;
  private readonly bank = [0, 0, 0, 0];
  private readonly timeouts = [0, 0, 0, 0];

  constructor(
    private readonly limit: TurnTimer,
    /** The place's time is up: make its move; `idle` once it ran out IDLE_AFTER_TIMEOUTS times in a row. */
    private readonly onTimeUp: (place: number, idle: boolean) => void,
    private readonly clock: HostClock,
  ) {
    this.bank.fill(limit.bankMs);
  }

  /** A new hand: every bank is full again. */
  newHand(): void {
    this.bank.fill(this.limit.bankMs);
  }

  /**
   * The clock runs for `place` deciding `key` (null: for nobody). The same decision keeps its
   * clock; another one stops it and starts a new one. True when a new clock started.
   */
  set(place: number | null, key: string): boolean {
    const r = this.running;
    if (r && place === r.place && key === r.key) return false;
    this.stop();
    if (place === null || this.limit.turnMs === null) return false;
    const now = this.clock.now();
    const turnEnds = now + this.limit.turnMs;
    const deadline = turnEnds + this.bank[place];
    const timer = this.clock.setTimer(() => this.timeUp(), deadline - now);
    this.running = { place, key, turnEnds, deadline, timer };
    return true;
  }

  /** Stops the clock; time taken beyond the move's own comes out of the bank. */
  stop(): void {
    const r = this.running;
    if (!r) return;
    this.clock.clearTimer(r.timer);
    this.running = null;
    const over = this.clock.now() - r.turnEnds;
    if (over > 0) this.bank[r.place] = Math.max(0, this.bank[r.place] - over);
  }

  /** The player moved by themselves: time-outs in a row start again from none. */
  moved(place: number): void {
    this.timeouts[place] = 0;
  }

  reading(): ClockReading | null {
    const r = this.running;
    if (!r) return null;
    const now = this.clock.now();
    return { place: r.place, msLeft: Math.max(0, r.turnEnds - now), bankMsLeft: Math.max(0, Math.min(this.bank[r.place], r.deadline - now)) };
  }

  private timeUp(): void {
    const r = this.running;
    if (!r) return;
    this.running = null;
    this.bank[r.place] = 0;
    this.timeouts[r.place]++;
    this.onTimeUp(r.place, this.timeouts[r.place] >= IDLE_AFTER_TIMEOUTS);
  }
}
