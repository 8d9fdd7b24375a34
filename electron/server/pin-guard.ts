/**
 * Slows PIN guessing per client address, never per table: a stranger flooding wrong PINs only
 * throttles himself, and a player at another address with the right PIN always gets in.
 *
 * Each address has a few free wrong guesses; after those every wrong guess makes it wait before
 * the next try, doubling up to a ceiling (about one guess a minute: a 4-digit PIN takes days).
 * While an address waits, its PIN attempts are not even checked — right or wrong, they get
 * `rate-limited` — or the wait would not slow guessing. A right PIN does not clear the record (a
 * guesser knowing one table's PIN could otherwise reset his budget); the record is forgotten
 * after a quiet spell. IPv6 clients are counted by their /64 (one machine may hold many addresses
 * in it).
 */
export interface PinGuardOptions {
  /** Wrong guesses an address may make back to back; after the last of them it waits before each try. */
  freeGuesses: number;
  /** The first wait; each further wrong guess doubles it, up to `maxWaitMs`. */
  firstWaitMs: number;
  maxWaitMs: number;
  /** An address with no wrong guess for this long starts afresh. */
  forgetMs: number;
  /** Addresses remembered at most (the oldest record goes first). */
  maxAddresses: number;
}

export const DEFAULT_PIN_GUARD: PinGuardOptions = {
  freeGuesses: 5,
  firstWaitMs: 1000,
  maxWaitMs: 60_000,
  forgetMs: 15 * 60_000,
  maxAddresses: 4096,
};

interface Record {
  wrong: number;
  last: number;
  until: number;
}

/** The key an address is counted under: IPv4 as is (also when mapped into IPv6), IPv6 by its /64. */
export function guessKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!address.includes(':')) return address;
  const [head, tail = ''] = address.toLowerCase().split('%')[0].split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const groups = address.includes('::') ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export class PinGuard {
  private readonly records = new Map<string, Record>();

  constructor(
    private readonly options: PinGuardOptions = DEFAULT_PIN_GUARD,
    private readonly now: () => number = Date.now,
  ) {}

  /** Milliseconds this address must wait before its next PIN attempt is checked; 0: now. */
  waitFor(address: string): number {
    const record = this.current(guessKey(address));
    return record ? Math.max(0, record.until - this.now()) : 0;
  }

  /** A wrong PIN from this address. */
  wrong(address: string): void {
    const key = guessKey(address);
    const now = this.now();
    const record = this.current(key) ?? { wrong: 0, last: now, until: 0 };
    record.wrong++;
    record.last = now;
    const over = record.wrong - this.options.freeGuesses;
    record.until = over >= 0 ? now + Math.min(this.options.maxWaitMs, this.options.firstWaitMs * 2 ** over) : 0;
    this.records.delete(key);
    this.records.set(key, record);
    if (this.records.size > this.options.maxAddresses) this.records.delete(this.records.keys().next().value!);
  }

  private current(key: string): Record | undefined {
    const record = this.records.get(key);
    if (record && this.now() - record.last > this.options.forgetMs && this.now() >= record.until) {
      this.records.delete(key);
      return undefined;
    }
    return record;
  }
}
