/**
 * The typed-array stores behind the bots' shanten tables (`shape-tables.ts`): a growing byte pool,
 * hash indexes from one or two integer keys to an offset, and frontiers kept once by content. They
 * cost the garbage collector nothing, however many entries they hold.
 */

/** Base-5 key → pool offset (0: not made yet): an open-addressing hash table on two typed arrays. */
export class KeyIndex {
  private bits = 12;
  private keys = new Int32Array(1 << 12).fill(-1);
  private vals = new Int32Array(1 << 12);
  private size = 0;

  private slot(key: number): number {
    const mask = (1 << this.bits) - 1;
    let i = Math.imul(key, 0x9e3779b1) >>> (32 - this.bits);
    while (this.keys[i] !== key && this.keys[i] !== -1) i = (i + 1) & mask;
    return i;
  }

  get(key: number): number {
    const i = this.slot(key);
    return this.keys[i] === key ? this.vals[i] : 0;
  }

  set(key: number, offset: number): void {
    if (2 * (this.size + 1) > this.keys.length) this.grow();
    const i = this.slot(key);
    if (this.keys[i] !== key) this.size++;
    this.keys[i] = key;
    this.vals[i] = offset;
  }

  private grow(): void {
    const { keys, vals } = this;
    this.bits++;
    this.keys = new Int32Array(1 << this.bits).fill(-1);
    this.vals = new Int32Array(1 << this.bits);
    for (let i = 0; i < keys.length; i++) {
      if (keys[i] === -1) continue;
      const j = this.slot(keys[i]);
      this.keys[j] = keys[i];
      this.vals[j] = vals[i];
    }
  }
}

/**
 * Two non-negative integer keys → a non-zero value (0: not known), for answers worked out again
 * at will: past `limit` entries it is emptied and fills again with what is asked. Each slot's
 * keys and value sit side by side (4 numbers a slot): one cache line read per lookup.
 */
export class PairIndex {
  private bits: number;
  private slots: Int32Array;
  private size = 0;

  constructor(
    private readonly limitBits: number,
    startBits = 12,
  ) {
    this.bits = startBits;
    this.slots = new Int32Array(4 << startBits).fill(-1);
  }

  /** Where the slot of keys `x`, `y` starts in `slots` (free or holding them). */
  private slot(x: number, y: number): number {
    const mask = (1 << this.bits) - 1;
    const slots = this.slots;
    let i = (Math.imul(x, 0x9e3779b1) ^ Math.imul(y + 0x7f4a7c15, 0x85ebca6b)) >>> (32 - this.bits);
    while (slots[i << 2] !== -1 && (slots[i << 2] !== x || slots[(i << 2) + 1] !== y)) i = (i + 1) & mask;
    return i << 2;
  }

  get(x: number, y: number): number {
    const at = this.slot(x, y);
    return this.slots[at] === -1 ? 0 : this.slots[at + 2];
  }

  set(x: number, y: number, value: number): void {
    if (2 * (this.size + 1) > 1 << this.bits) {
      if (this.bits >= this.limitBits) this.clear();
      else this.resize(this.bits + 1);
    }
    const at = this.slot(x, y);
    if (this.slots[at] === -1) this.size++;
    this.slots[at] = x;
    this.slots[at + 1] = y;
    this.slots[at + 2] = value;
  }

  private clear(): void {
    this.slots.fill(-1);
    this.size = 0;
  }

  private resize(bits: number): void {
    const old = this.slots;
    this.bits = bits;
    this.slots = new Int32Array(4 << bits).fill(-1);
    for (let i = 0; i < old.length; i += 4) {
      if (old[i] === -1) continue;
      const at = this.slot(old[i], old[i + 1]);
      this.slots[at] = old[i];
      this.slots[at + 1] = old[i + 1];
      this.slots[at + 2] = old[i + 2];
    }
  }
}

/** Bytes handed out from one growing array (offset 0 is never used, so 0 can mean "none"). */
export class Pool {
  bytes = new Int8Array(1 << 16);
  private used = 1;

  alloc(n: number): number {
    if (this.used + n > this.bytes.length) {
      const grown = new Int8Array(Math.max(this.bytes.length * 2, this.used + n));
      grown.set(this.bytes);
      this.bytes = grown;
    }
    const at = this.used;
    this.used += n;
    return at;
  }
}

/**
 * Frontiers (an entry count, then 4 bytes per entry) in a pool, each content stored once: two
 * groups (or combinations) with the same frontier share one offset, so answers remembered by
 * offset serve them all. Never emptied: there are few distinct frontiers.
 */
export class FrontierStore {
  readonly pool = new Pool();
  private bits = 12;
  private offsets = new Int32Array(1 << 12);
  private hashes = new Int32Array(1 << 12);
  private size = 0;

  private static hash(src: Int8Array, n: number): number {
    let h = 0x811c9dc5 ^ n;
    for (let i = 0; i < n; i++) h = Math.imul(h ^ (src[i] & 0xff), 0x01000193);
    return h | 0;
  }

  private same(at: number, src: Int8Array, n: number): boolean {
    const b = this.pool.bytes;
    if (b[at] !== n >> 2) return false;
    for (let i = 0; i < n; i++) if (b[at + 1 + i] !== src[i]) return false;
    return true;
  }

  private slot(h: number, src: Int8Array | null, n: number): number {
    const mask = (1 << this.bits) - 1;
    let i = Math.imul(h, 0x9e3779b1) >>> (32 - this.bits);
    while (this.offsets[i] !== 0 && (this.hashes[i] !== h || src === null || !this.same(this.offsets[i], src, n))) i = (i + 1) & mask;
    return i;
  }

  /** The offset of the frontier of `n` bytes at the start of `src`, stored now if new. */
  intern(src: Int8Array, n: number): number {
    const h = FrontierStore.hash(src, n);
    const i = this.slot(h, src, n);
    if (this.offsets[i] !== 0) return this.offsets[i];
    const at = this.pool.alloc(n + 1);
    const b = this.pool.bytes;
    b[at] = n >> 2;
    for (let j = 0; j < n; j++) b[at + 1 + j] = src[j];
    this.offsets[i] = at;
    this.hashes[i] = h;
    if (2 * ++this.size > this.offsets.length) this.grow();
    return at;
  }

  private grow(): void {
    const { offsets, hashes } = this;
    this.bits++;
    this.offsets = new Int32Array(1 << this.bits);
    this.hashes = new Int32Array(1 << this.bits);
    for (let i = 0; i < offsets.length; i++) {
      if (offsets[i] === 0) continue;
      // Every stored content is distinct: the first free slot for its hash is its place.
      const j = this.slot(hashes[i], null, 0);
      this.offsets[j] = offsets[i];
      this.hashes[j] = hashes[i];
    }
  }
}
