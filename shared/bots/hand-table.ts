/**
 * A memo keyed by a hand's counts and a small number: an open-addressing hash table on typed
 * arrays, the counts read as four base-5 group keys. No key string is built or hashed, which
 * made string-keyed maps the bots' look-ahead's largest cost. Hands with a count above 4 (never
 * a real hand) are not remembered.
 *
 * A fixed-size memo (across decisions) keeps two generations, each of half its slots: when the
 * newer is half full, the older is dropped and the newer becomes it; an entry found in the older
 * moves back to the newer. So it never forgets everything at once: emptying it whole made the
 * decisions just after as slow as the first ones.
 */
const WIDTH = 5;
/** The keys of a table not written yet. */
const NONE = new Int32Array(0);
/** After a `get`: its key read and storable; its hand with a count above 4; or no `get` since the last store. */
const READ = 1;
const UNSTORABLE = 2;
const NOT_READ = 0;

function hashOf(k0: number, k1: number, k2: number, k3: number, k4: number): number {
  let h = Math.imul(k0, 0x9e3779b1) ^ k1;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) ^ k2;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) ^ k3;
  h = Math.imul(h ^ (h >>> 16), 0x9e3779b1) ^ k4;
  return Math.imul(h ^ (h >>> 15), 0x2c1b3c6d);
}

export class HandTable<V> {
  private keys: Int32Array;
  private values: (V | undefined)[];
  /** A fixed memo's older generation (NONE until the first turnover). */
  private olderKeys: Int32Array = NONE;
  private olderValues: (V | undefined)[] = [];
  private bits: number;
  private size = 0;
  // The key of the last lookup.
  private k0 = 0;
  private k1 = 0;
  private k2 = 0;
  private k3 = 0;
  private k4 = 0;
  /** The hash of the last key read (`hashOf`). */
  private hash = 0;
  /** What the last `get` left for `setMissed`, and the empty slot it found in the newer generation (or -1). */
  private lastRead = NOT_READ;
  private vacant = -1;

  /**
   * `bits`: the table starts with 2^bits slots. `fixed`: it never grows past that, its two
   * generations of 2^(bits − 1) slots taking turns (a memo across decisions); otherwise it grows
   * (a memo of one decision).
   */
  constructor(bits: number, private readonly fixed: boolean) {
    this.bits = fixed ? bits - 1 : bits;
    // Made on the first `set`: many of one decision's memos are never written.
    this.keys = NONE;
    this.values = [];
  }

  /** Reads the key of `c` and `tag` (≥ 0); false for a count above 4. The four `groupKey5`s in one pass. */
  private keyOf(c: ArrayLike<number>, tag: number): boolean {
    let k0 = 0, k1 = 0, k2 = 0, k3 = 0;
    // Non-zero once any count is above 4: (n + 3) >> 3 is 0 for 0–4 and at least 1 from 5 up.
    let over = 0;
    for (let i = 8; i >= 0; i--) {
      const a = c[i], b = c[9 + i], d = c[18 + i];
      k0 = k0 * 5 + a;
      k1 = k1 * 5 + b;
      k2 = k2 * 5 + d;
      over |= ((a + 3) >> 3) | ((b + 3) >> 3) | ((d + 3) >> 3);
    }
    for (let k = 33; k >= 27; k--) {
      const a = c[k];
      k3 = k3 * 5 + a;
      over |= (a + 3) >> 3;
    }
    this.k0 = k0;
    this.k1 = k1;
    this.k2 = k2;
    this.k3 = k3;
    this.k4 = tag;
    this.hash = hashOf(k0, k1, k2, k3, tag);
    return over === 0;
  }

  /** The slot holding the last key read, or the empty slot where it would go (in `keys`: this generation's, or the older's). */
  private slot(keys: Int32Array = this.keys): number {
    const { k0, k1, k2, k3, k4 } = this;
    const mask = (1 << this.bits) - 1;
    let i = this.hash >>> (32 - this.bits);
    for (;;) {
      const at = i * WIDTH;
      const t = keys[at + 4];
      if (t === -1 || (t === k4 && keys[at] === k0 && keys[at + 1] === k1 && keys[at + 2] === k2 && keys[at + 3] === k3)) return i;
      i = (i + 1) & mask;
    }
  }

  get(c: ArrayLike<number>, tag: number): V | undefined {
    if (!this.keyOf(c, tag)) {
      this.lastRead = UNSTORABLE;
      return undefined;
    }
    this.lastRead = READ;
    this.vacant = -1;
    if (this.size !== 0) {
      const i = this.slot();
      const found = this.values[i];
      if (found !== undefined) return found;
      this.vacant = i;
    }
    if (this.olderKeys === NONE) return undefined;
    const older = this.olderValues[this.slot(this.olderKeys)];
    if (older !== undefined) {
      this.store(older);
      this.lastRead = NOT_READ;
    }
    return older;
  }

  set(c: ArrayLike<number>, tag: number, value: V): void {
    this.lastRead = NOT_READ;
    if (!this.keyOf(c, tag)) return;
    this.store(value);
  }

  /**
   * `set` under the key of the last `get`, which found nothing, without reading the hand again:
   * the table must not have been used in between (nor the key's hand changed, which it could not see).
   */
  setMissed(value: V): void {
    const read = this.lastRead;
    this.lastRead = NOT_READ;
    if (read === NOT_READ) throw new Error('HandTable.setMissed without a get just before');
    if (read === READ) this.store(value, this.vacant);
  }

  /** Stores `value` under the key last read; `vacant`: the empty slot its `get` found there, if still so (or -1). */
  private store(value: V, vacant = -1): void {
    if (this.keys === NONE) {
      this.keys = new Int32Array(WIDTH << this.bits).fill(-1);
      this.values = new Array<V | undefined>(1 << this.bits);
    }
    if (2 * (this.size + 1) > 1 << this.bits) {
      if (this.fixed) this.turnOver();
      else this.grow();
      vacant = -1;
    }
    const i = vacant >= 0 ? vacant : this.slot();
    const at = i * WIDTH;
    if (this.keys[at + 4] === -1) this.size++;
    this.keys[at] = this.k0;
    this.keys[at + 1] = this.k1;
    this.keys[at + 2] = this.k2;
    this.keys[at + 3] = this.k3;
    this.keys[at + 4] = this.k4;
    this.values[i] = value;
  }

  /** A fixed memo: the newer generation becomes the older, the older (emptied) the newer. */
  private turnOver(): void {
    const keys = this.olderKeys === NONE ? new Int32Array(WIDTH << this.bits) : this.olderKeys;
    const values = this.olderKeys === NONE ? new Array<V | undefined>(1 << this.bits) : this.olderValues;
    keys.fill(-1);
    values.fill(undefined);
    this.olderKeys = this.keys;
    this.olderValues = this.values;
    this.keys = keys;
    this.values = values;
    this.size = 0;
  }

  private grow(): void {
    const { keys, values, k0, k1, k2, k3, k4, hash } = this;
    this.bits++;
    this.keys = new Int32Array(WIDTH << this.bits).fill(-1);
    this.values = new Array<V | undefined>(1 << this.bits);
    for (let i = 0; i < values.length; i++) {
      const at = i * WIDTH;
      if (keys[at + 4] === -1) continue;
      this.k0 = keys[at];
      this.k1 = keys[at + 1];
      this.k2 = keys[at + 2];
      this.k3 = keys[at + 3];
      this.k4 = keys[at + 4];
      this.hash = hashOf(this.k0, this.k1, this.k2, this.k3, this.k4);
      const j = this.slot();
      for (let w = 0; w < WIDTH; w++) this.keys[j * WIDTH + w] = keys[at + w];
      this.values[j] = values[i];
    }
    this.k0 = k0;
    this.k1 = k1;
    this.k2 = k2;
    this.k3 = k3;
    this.k4 = k4;
    this.hash = hash;
  }
}
