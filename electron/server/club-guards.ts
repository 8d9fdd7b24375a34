/**
 * The club night's limits on what one holder can make the host do: wrong codes at a name (from
 * any number of addresses, each slowed by the PIN guard too) void the name's code in force.
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
