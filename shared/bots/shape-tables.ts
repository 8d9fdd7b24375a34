/**
 * The tables behind the bots' shanten (`shape.ts`): per suit (and the honours together) "sets m,
 * runs c, head p → most partials", memoised by the group's counts in base 5 and kept as frontiers
 * in large pools found through hash indexes, so the memo costs the garbage collector nothing.
 */
import { PLAYING_KINDS } from '../tiles';
import { FrontierStore, KeyIndex, PairIndex, Pool } from './shape-index';

export { KeyIndex } from './shape-index';

export const MAX_SETS = 5;
/** The standard form never needs more than this many shanten; also "cannot be completed". */
export const FAR = 8;

export type Table = Int8Array; // index ((m · CD) + c) · 2 + p → most partials, −1 when impossible

export interface ShapeRules {
  /** Sets still to make in the concealed part (sets of a full hand minus declared melds). */
  setsNeeded: number;
  /** Chows (and runs towards chows) the concealed part may still hold; Infinity for no cap. */
  chowCap: number;
  sevenPairs: boolean;
  thirteenOrphans: boolean;
}

export const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];

/**
 * Tables for one chow dimension (CD = cap + 1, or 1 when chows are not counted). Dense tables of
 * suits live in `dense`; frontiers in `front`, each as its entry count then 4 bytes per entry
 * (sets, runs, head, partials), each content once (`FrontierStore`), so that the combination of
 * two frontiers is remembered by their offsets.
 */
export class TableSet {
  readonly width: number;
  readonly dense = new Pool();
  private readonly frontiers = new FrontierStore();
  readonly front: Pool = this.frontiers.pool;
  /** Frontier offsets (lower first) → the offset of their combination. */
  private readonly combined = new PairIndex(20);
  /**
   * For ShapeEval: a group's key and the offset of the rest of the hand, with the shanten asked and
   * the sets needed → 1 + the ranks one more tile of which brings the standard shanten below it
   * (about 4 MB at most: past 2¹⁷ answers it is emptied).
   */
  readonly loweringRanks = new PairIndex(18);
  /** For ShapeEval: two frontiers' offsets (the second times 8, plus the sets needed) → 2 + the standard shanten they make. */
  readonly shantens = new PairIndex(18);
  private readonly denseIndex = new KeyIndex();
  private readonly suitIndex = new KeyIndex();
  private readonly honourIndex = new KeyIndex();
  /**
   * Per group key, 18 frontier offsets: the key with one more tile of each rank (0–8), then one
   * fewer (9–17); 0 until first asked.
   */
  neighbours = new Int32Array(1 << 14);
  private neighboursUsed = 1;
  private readonly suitNeighbours = new KeyIndex();
  private readonly honourNeighbours = new KeyIndex();
  private readonly emptyAt: number;
  private readonly digits = new Int8Array(9);
  private readonly scratch: Table[];
  private readonly reach: Table;
  private readonly frontScratch: Int8Array;
  // Reference tables by base-8 key, only for counts above 4 (no real hand has those).
  private readonly oddSuits = new Map<number, Table>();

  constructor(readonly cd: number, readonly countChows: boolean) {
    this.width = (MAX_SETS + 1) * cd * 2;
    this.emptyAt = this.dense.alloc(this.width);
    this.dense.bytes.fill(-1, this.emptyAt, this.emptyAt + this.width);
    this.dense.bytes[this.emptyAt] = 0;
    this.scratch = [0, 1].map(() => new Int8Array(this.width));
    this.reach = new Int8Array(this.width);
    this.frontScratch = new Int8Array(this.width * 4 + 1);
  }

  /** into[i + shift] = max(into[…], from[fromAt + i] + dt) over the valid shifted entries. */
  private merge(into: Int8Array, intoAt: number, from: Int8Array, fromAt: number, dm: number, dc: number, dp: number, dt: number): void {
    const cd = this.cd;
    for (let m = 0; m + dm <= MAX_SETS; m++)
      for (let c = 0; c + dc < cd; c++)
        for (let p = 0; p + dp <= 1; p++) {
          const t = from[fromAt + (m * cd + c) * 2 + p];
          if (t < 0) continue;
          const i = intoAt + ((m + dm) * cd + c + dc) * 2 + p + dp;
          if (t + dt > into[i]) into[i] = t + dt;
        }
  }

  /** Dense `a` ⊕ `b` into `out` (all at offset 0 except `b`, read at `bAt`). */
  private combine(a: Int8Array, aAt: number, b: Int8Array, bAt: number, out: Table): Table {
    const cd = this.cd;
    out.fill(-1);
    for (let ma = 0; ma <= MAX_SETS; ma++)
      for (let ca = 0; ca < cd; ca++)
        for (let pa = 0; pa <= 1; pa++) {
          const ta = a[aAt + (ma * cd + ca) * 2 + pa];
          if (ta < 0) continue;
          for (let mb = 0; ma + mb <= MAX_SETS; mb++)
            for (let cb = 0; ca + cb < cd; cb++)
              for (let pb = 0; pa + pb <= 1; pb++) {
                const tb = b[bAt + (mb * cd + cb) * 2 + pb];
                if (tb < 0) continue;
                const i = ((ma + mb) * cd + ca + cb) * 2 + pa + pb;
                if (ta + tb > out[i]) out[i] = ta + tb;
              }
        }
    return out;
  }

  /** The dense table of a suit with base-5 key `key` (rank 1 lowest; one honour kind is one digit); its offset in `dense`. */
  private denseSuit(key: number): number {
    if (key === 0) return this.emptyAt;
    const hit = this.denseIndex.get(key);
    if (hit) return hit;
    const d = this.digits;
    for (let i = 0, k = key; i < 9; i++, k = (k / 5) | 0) d[i] = k % 5;
    let i = 0;
    while (d[i] === 0) i++;
    const c0 = d[i], c1 = i < 8 ? d[i + 1] : 0, c2 = i < 7 ? d[i + 2] : 0;
    const unit = POW5[i], unit1 = i < 8 ? POW5[i + 1] : 0, unit2 = i < 7 ? POW5[i + 2] : 0;
    // The smaller tables first: making them may grow the pool.
    const pung = c0 >= 3 ? this.denseSuit(key - 3 * unit) : 0;
    const chow = c1 > 0 && c2 > 0 ? this.denseSuit(key - unit - unit1 - unit2) : 0;
    const pair = c0 >= 2 ? this.denseSuit(key - 2 * unit) : 0;
    const near = c1 > 0 ? this.denseSuit(key - unit - unit1) : 0;
    const gap = c2 > 0 ? this.denseSuit(key - unit - unit2) : 0;
    const single = this.denseSuit(key - unit);
    const at = this.dense.alloc(this.width);
    const b = this.dense.bytes;
    b.fill(-1, at, at + this.width);
    const run = this.countChows ? 1 : 0;
    if (pung) this.merge(b, at, b, pung, 1, 0, 0, 0);
    if (chow) this.merge(b, at, b, chow, 1, run, 0, 0);
    if (pair) {
      this.merge(b, at, b, pair, 0, 0, 1, 0);
      this.merge(b, at, b, pair, 0, 0, 0, 1);
    }
    if (near) this.merge(b, at, b, near, 0, run, 0, 1);
    if (gap) this.merge(b, at, b, gap, 0, run, 0, 1);
    this.merge(b, at, b, single, 0, 0, 0, 0);
    this.denseIndex.set(key, at);
    return at;
  }

  /**
   * The frontier of dense `table` (at `tableAt`) into `out` from `outAt`; returns its length in
   * bytes. An entry is left out when another with the same head has at least as many sets and
   * partials and no more runs: every later combination and the formula prefer the other.
   */
  frontierOf(table: Int8Array, tableAt: number, out: Int8Array, outAt: number): number {
    const cd = this.cd;
    // reach[m, c, p]: the most partials of any entry with head p, at least m sets and at most c runs.
    const reach = this.reach;
    let n = 0;
    for (let m = MAX_SETS; m >= 0; m--)
      for (let c = 0; c < cd; c++)
        for (let p = 0; p <= 1; p++) {
          const i = (m * cd + c) * 2 + p;
          const t = table[tableAt + i];
          let better = m < MAX_SETS ? reach[i + cd * 2] : -1;
          if (c > 0 && reach[i - 2] > better) better = reach[i - 2];
          reach[i] = t > better ? t : better;
          if (t < 0 || better >= t) continue;
          out[outAt + n] = m;
          out[outAt + n + 1] = c;
          out[outAt + n + 2] = p;
          out[outAt + n + 3] = t;
          n += 4;
        }
    return n;
  }

  /** Stores the frontier of dense `table` in `front` (once per content): its offset (entry count there, entries after). */
  private store(table: Int8Array, tableAt: number): number {
    const tmp = this.frontScratch;
    return this.frontiers.intern(tmp, this.frontierOf(table, tableAt, tmp, 0));
  }

  /** Offset in `front` of the frontier of a suit with base-5 key `key` (every count at most 4). */
  suitFrontier(key: number): number {
    const hit = this.suitIndex.get(key);
    if (hit) return hit;
    const dense = this.denseSuit(key);
    const at = this.store(this.dense.bytes, dense);
    this.suitIndex.set(key, at);
    return at;
  }

  /** Offset in `front` of the frontier of the honours with base-5 key `key`. */
  honourFrontier(key: number): number {
    const hit = this.honourIndex.get(key);
    if (hit) return hit;
    let acc = this.scratch[0];
    let next = this.scratch[1];
    acc.set(this.dense.bytes.subarray(this.emptyAt, this.emptyAt + this.width));
    for (let k = key; k > 0; k = (k / 5) | 0) {
      const n = k % 5;
      if (n === 0) continue;
      const single = this.denseSuit(n);
      this.combine(acc, 0, this.dense.bytes, single, next);
      [acc, next] = [next, acc];
    }
    const at = this.store(acc, 0);
    this.honourIndex.set(key, at);
    return at;
  }

  /** Where the 18 neighbour offsets of group key `key` start in `neighbours` (a suit, or the honours). */
  neighbourBlock(key: number, honours: boolean): number {
    const index = honours ? this.honourNeighbours : this.suitNeighbours;
    const hit = index.get(key);
    if (hit) return hit;
    if (this.neighboursUsed + 18 > this.neighbours.length) {
      const grown = new Int32Array(this.neighbours.length * 2);
      grown.set(this.neighbours);
      this.neighbours = grown;
    }
    const at = this.neighboursUsed;
    this.neighboursUsed += 18;
    index.set(key, at);
    return at;
  }

  /** The offset in `front` of the combination of the frontiers at offsets `x` and `y` in `front`. */
  combineAt(x: number, y: number): number {
    const lo = x < y ? x : y;
    const hi = x < y ? y : x;
    const hit = this.combined.get(lo, hi);
    if (hit !== 0) return hit;
    const f = this.front.bytes;
    const cd = this.cd;
    const dense = this.scratch[0];
    dense.fill(-1);
    for (let i = x + 1, iEnd = x + 1 + f[x] * 4; i < iEnd; i += 4) {
      const ma = f[i], ca = f[i + 1], pa = f[i + 2], ta = f[i + 3];
      for (let j = y + 1, jEnd = y + 1 + f[y] * 4; j < jEnd; j += 4) {
        const m = ma + f[j], c = ca + f[j + 1], p = pa + f[j + 2];
        if (m > MAX_SETS || c >= cd || p > 1) continue;
        const idx = (m * cd + c) * 2 + p;
        const t = ta + f[j + 3];
        if (t > dense[idx]) dense[idx] = t;
      }
    }
    const at = this.store(dense, 0);
    this.combined.set(lo, hi, at);
    return at;
  }

  // ---- the reference path, by base-8 keys, for counts above 4 ----

  private oddSuit(key: number): Table {
    const hit = this.oddSuits.get(key);
    if (hit) return hit;
    const out = new Int8Array(this.width).fill(-1);
    if (key === 0) out[0] = 0;
    else {
      const d: number[] = [];
      for (let i = 0, k = key; i < 9; i++, k >>= 3) d.push(k & 7);
      let i = 0;
      while (d[i] === 0) i++;
      const c0 = d[i], c1 = i < 8 ? d[i + 1] : 0, c2 = i < 7 ? d[i + 2] : 0;
      const unit = 1 << (3 * i);
      const run = this.countChows ? 1 : 0;
      if (c0 >= 3) this.merge(out, 0, this.oddSuit(key - 3 * unit), 0, 1, 0, 0, 0);
      if (c1 > 0 && c2 > 0) this.merge(out, 0, this.oddSuit(key - unit - (unit << 3) - (unit << 6)), 0, 1, run, 0, 0);
      if (c0 >= 2) {
        const rest = this.oddSuit(key - 2 * unit);
        this.merge(out, 0, rest, 0, 0, 0, 1, 0);
        this.merge(out, 0, rest, 0, 0, 0, 0, 1);
      }
      if (c1 > 0) this.merge(out, 0, this.oddSuit(key - unit - (unit << 3)), 0, 0, run, 0, 1);
      if (c2 > 0) this.merge(out, 0, this.oddSuit(key - unit - (unit << 6)), 0, 0, run, 0, 1);
      this.merge(out, 0, this.oddSuit(key - unit), 0, 0, 0, 0, 0);
    }
    this.oddSuits.set(key, out);
    return out;
  }

  /** The frontier of a whole hand of any counts, as a fresh array (length = its bytes). */
  oddFrontier(counts: ArrayLike<number>): Int8Array {
    let acc = this.oddSuit(0);
    for (let g = 0; g < 3; g++) {
      let key = 0;
      for (let i = 8; i >= 0; i--) key = key * 8 + Math.min(counts[g * 9 + i], 7);
      acc = this.combine(acc, 0, this.oddSuit(key), 0, new Int8Array(this.width));
    }
    for (let k = 27; k < PLAYING_KINDS; k++) {
      if (counts[k] > 0) acc = this.combine(acc, 0, this.oddSuit(Math.min(counts[k], 7)), 0, new Int8Array(this.width));
    }
    const out = new Int8Array(this.width * 4);
    return out.slice(0, this.frontierOf(acc, 0, out, 0));
  }
}

const tableSets = new Map<string, TableSet>();

export function tableSetFor(cap: number): TableSet {
  const key = Number.isFinite(cap) ? String(cap) : 'free';
  let set = tableSets.get(key);
  if (!set) tableSets.set(key, (set = Number.isFinite(cap) ? new TableSet(Math.max(0, cap) + 1, true) : new TableSet(1, false)));
  return set;
}

/** Group of a kind: 0–2 the suits, 3 the honours. */
export const groupOf = (kind: number): number => (kind < 27 ? Math.floor(kind / 9) : 3);

/** Base-5 key of a group's counts, or −1 when a count is above 4 (no real hand holds five). */
export function groupKey5(counts: ArrayLike<number>, group: number): number {
  let key = 0;
  if (group < 3) {
    for (let i = 8; i >= 0; i--) {
      const n = counts[group * 9 + i];
      if (n > 4) return -1;
      key = key * 5 + n;
    }
  } else {
    for (let k = PLAYING_KINDS - 1; k >= 27; k--) {
      const n = counts[k];
      if (n > 4) return -1;
      key = key * 5 + n;
    }
  }
  return key;
}

/** The frontier of an empty group: no sets, runs, head or partials. */
export const FRONTIER_ZERO = new Int8Array([0, 0, 0, 0]);

/** The six pairs of groups, and for groups a ≠ b the pair made of the other two. */
export const PAIRS: readonly (readonly [number, number])[] = [
  [0, 1],
  [0, 2],
  [0, 3],
  [1, 2],
  [1, 3],
  [2, 3],
];
export const PAIR_WITHOUT: readonly (readonly number[])[] = [0, 1, 2, 3].map((a) =>
  [0, 1, 2, 3].map((b) => PAIRS.findIndex(([x, y]) => x !== a && x !== b && y !== a && y !== b)),
);

/** Is kind `k` held, or a suit tile within two ranks of a held one (the only kinds that can lower a standard shanten)? */
export function isNear(c: ArrayLike<number>, k: number): boolean {
  if (c[k] > 0) return true;
  if (k >= 27) return false;
  const r = k % 9;
  return (r >= 1 && c[k - 1] > 0) || (r >= 2 && c[k - 2] > 0) || (r <= 7 && c[k + 1] > 0) || (r <= 6 && c[k + 2] > 0);
}

export const isMajor = (k: number): boolean => k >= 27 || k % 9 === 0 || k % 9 === 8;
