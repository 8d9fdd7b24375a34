/**
 * The club night's limits on what one holder can make the host do: wrong codes at a name (from
 * any number of addresses, each slowed by the PIN guard too) void the name's code in force; a
 * player's own steps are a few at once, then one every few seconds.
 */

/** Wrong codes a name's code in force takes before the host voids it (10,000 codes: 20 tries find it 1 time in 500). */
export const WRONG_CODES_PER_NAME = 20;

/** Wrong codes for each name's code in force (by its issue number: a new code counts afresh), this evening, in memory. */
export class WrongCodes {
  private evening: string | null = null;
  private readonly counts = new Map<string, number>();

  constructor(private readonly limit = WRONG_CODES_PER_NAME) {}

  /** One more wrong code at the name's code `issue` (0: the first); true once the limit is reached. */
  wrong(evening: string, player: number, issue: number): boolean {
    if (this.evening !== evening) {
      this.evening = evening;
      this.counts.clear();
    }
    const key = `${player}|${issue}`;
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    return n >= this.limit;
  }
}

/** A player's own steps that change the evening (a hand entered or taken back, leaving, rejoining): this many at once, then one each `everyMs`. */
export const PLAYER_STEPS = { burst: 6, everyMs: 10_000 };

/**
 * Each player's steps, as a bucket of `burst` that refills one step each `everyMs`: each step is
 * an evening record written and synced, and a push to everyone watching, so one token holder
 * repeating them must not keep the host at it (people entering hands take minutes over each).
 */
export class PlayerSteps {
  private evening: string | null = null;
  private readonly buckets = new Map<number, { steps: number; at: number }>();

  constructor(
    private readonly now: () => number,
    private readonly options = PLAYER_STEPS,
  ) {}

  /** Takes one of the player's steps: 0 if they may take it now, else the milliseconds until they may. */
  take(evening: string, player: number): number {
    if (this.evening !== evening) {
      this.evening = evening;
      this.buckets.clear();
    }
    const now = this.now();
    const b = this.buckets.get(player) ?? { steps: this.options.burst, at: now };
    const refilled = Math.min(this.options.burst, b.steps + (now - b.at) / this.options.everyMs);
    if (refilled < 1) {
      this.buckets.set(player, { steps: refilled, at: now });
      return Math.ceil((1 - refilled) * this.options.everyMs);
    }
    this.buckets.set(player, { steps: refilled - 1, at: now });
    return 0;
  }
}
