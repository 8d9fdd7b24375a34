/**
 * At most `limit` of something per key in any one minute (a sliding window): how the host paces
 * requests it must grant more than once but not without end (places taken at a table per address:
 * electron/server/lobby.ts; a hand's steps: hand-steps.ts). A key with nothing in the last minute
 * is forgotten, so it holds no more than the keys that asked in the last minute.
 */
export const MINUTE_MS = 60_000;

export class PerMinute<K> {
  private readonly times = new Map<K, number[]>();

  constructor(readonly limit: number) {}

  /** Counts one for `key` at `now` (ms); false, counting nothing, if it already had `limit` in the minute before. */
  take(key: K, now: number): boolean {
    for (const [k, at] of this.times) {
      const recent = at.filter((t) => t > now - MINUTE_MS);
      if (recent.length) this.times.set(k, recent);
      else this.times.delete(k);
    }
    const recent = this.times.get(key) ?? [];
    if (recent.length >= this.limit) return false;
    this.times.set(key, [...recent, now]);
    return true;
  }

  /** Keys remembered now (tests: what it holds stays bounded). */
  get size(): number {
    return this.times.size;
  }
}
