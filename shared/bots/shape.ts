/**
 * Shanten as the bots need it: the standard form with an optional cap on chows (the BMJA table
 * lets a Mah-Jong hold one chow at most), the preset's special shapes, and fast re-evaluation
 * after one tile changes.
 *
 * Same reading as `shared/analysis/shanten.ts`: 2·N − 2·sets − partials − head, partials capped at
 * N − sets. With a chow cap, chows and two-tile runs (adjacent or one-gap) together count at most
 * `cap`. Each suit (and the honours together) is reduced to a table "sets m, runs c, head p → most
 * partials", memoised by its counts; a hand's shanten combines four tables.
 *
 * Speed (the bots ask this hundreds of times per decision): each table is kept as its frontier,
 * the few entries no other entry of the same head beats in sets, runs and partials together (the
 * formula never prefers fewer sets or partials, nor more runs), found through a flat index by the
 * group's counts in base 5; special shapes are counted incrementally; and a question "does this
 * tile lower the shanten below s?" stops at the first reading that does.
 */
import { shantenSevenPairs, shantenThirteenOrphans } from '../analysis';
import { PLAYING_KINDS } from '../tiles';

const MAX_SETS = 5;
/** The standard form never needs more than this many shanten; also "cannot be completed". */
export const FAR = 8;

type Table = Int8Array; // index ((m · CD) + c) · 2 + p → most partials, −1 when impossible
/** A table's frontier: 4 bytes per entry (sets, runs, head, partials). */
type Frontier = Int8Array;

export interface ShapeRules {
  /** Sets still to make in the concealed part (sets of a full hand minus declared melds). */
  setsNeeded: number;
  /** Chows (and runs towards chows) the concealed part may still hold; Infinity for no cap. */
  chowCap: number;
  sevenPairs: boolean;
  thirteenOrphans: boolean;
}

const POW5 = [1, 5, 25, 125, 625, 3125, 15625, 78125, 390625];
const SUIT_KEYS = 5 ** 9;
const HONOUR_KEYS = 5 ** 7;

/** Tables for one chow dimension (CD = cap + 1, or 1 when chows are not counted). */
class TableSet {
  readonly width: number;
  readonly empty: Table;
  private readonly suits = new Map<number, Table>();
  private readonly honours = new Map<number, Table>();
  private readonly digits = new Int8Array(9);
  /** Frontier ids by base-5 key (0: not yet made), allocated on first use. */
  private suitIds: Int32Array | null = null;
  private honourIds: Int32Array | null = null;
  private readonly frontiers: Frontier[] = [new Int8Array(0)];
  private readonly scratch: Table;
  private readonly reach: Table;

  constructor(readonly cd: number, readonly countChows: boolean) {
    this.width = (MAX_SETS + 1) * cd * 2;
    this.empty = new Int8Array(this.width).fill(-1);
    this.empty[0] = 0;
    this.scratch = new Int8Array(this.width);
    this.reach = new Int8Array(this.width);
  }

  merge(into: Table, from: Table, dm: number, dc: number, dp: number, dt: number): void {
    const cd = this.cd;
    for (let m = 0; m + dm <= MAX_SETS; m++)
      for (let c = 0; c + dc < cd; c++)
        for (let p = 0; p + dp <= 1; p++) {
          const t = from[(m * cd + c) * 2 + p];
          if (t < 0) continue;
          const i = ((m + dm) * cd + c + dc) * 2 + p + dp;
          if (t + dt > into[i]) into[i] = t + dt;
        }
  }

  combine(a: Table, b: Table, out: Table): Table {
    const cd = this.cd;
    out.fill(-1);
    for (let ma = 0; ma <= MAX_SETS; ma++)
      for (let ca = 0; ca < cd; ca++)
        for (let pa = 0; pa <= 1; pa++) {
          const ta = a[(ma * cd + ca) * 2 + pa];
          if (ta < 0) continue;
          for (let mb = 0; ma + mb <= MAX_SETS; mb++)
            for (let cb = 0; ca + cb < cd; cb++)
              for (let pb = 0; pa + pb <= 1; pb++) {
                const tb = b[(mb * cd + cb) * 2 + pb];
                if (tb < 0) continue;
                const i = ((ma + mb) * cd + ca + cb) * 2 + pa + pb;
                if (ta + tb > out[i]) out[i] = ta + tb;
              }
        }
    return out;
  }

  /** A suit given as base-8 digits (rank 1 lowest); a single honour kind is one digit. */
  suit(key: number): Table {
    if (key === 0) return this.empty;
    const hit = this.suits.get(key);
    if (hit) return hit;
    const d = this.digits;
    let k = key;
    for (let i = 0; i < 9; i++) {
      d[i] = k & 7;
      k >>= 3;
    }
    let i = 0;
    while (d[i] === 0) i++;
    const c0 = d[i], c1 = i < 8 ? d[i + 1] : 0, c2 = i < 7 ? d[i + 2] : 0;
    const unit = 1 << (3 * i);
    const run = this.countChows ? 1 : 0;
    const out = new Int8Array(this.width).fill(-1);
    if (c0 >= 3) this.merge(out, this.suit(key - 3 * unit), 1, 0, 0, 0);
    if (c1 > 0 && c2 > 0) this.merge(out, this.suit(key - unit - (unit << 3) - (unit << 6)), 1, run, 0, 0);
    if (c0 >= 2) {
      const rest = this.suit(key - 2 * unit);
      this.merge(out, rest, 0, 0, 1, 0);
      this.merge(out, rest, 0, 0, 0, 1);
    }
    if (c1 > 0) this.merge(out, this.suit(key - unit - (unit << 3)), 0, run, 0, 1);
    if (c2 > 0) this.merge(out, this.suit(key - unit - (unit << 6)), 0, run, 0, 1);
    this.merge(out, this.suit(key - unit), 0, 0, 0, 0);
    this.suits.set(key, out);
    return out;
  }

  /** All seven honour kinds together, keyed by their counts in base 8. */
  honour(key: number): Table {
    if (key === 0) return this.empty;
    const hit = this.honours.get(key);
    if (hit) return hit;
    let acc: Table = this.empty;
    for (let k = key; k > 0; k >>= 3) {
      const n = k & 7;
      if (n === 0) continue;
      acc = this.combine(acc, this.suit(n), new Int8Array(this.width));
    }
    this.honours.set(key, acc);
    return acc;
  }

  /**
   * The frontier of a dense table into `out` (from offset 0); returns its length in bytes. An entry
   * is left out when another with the same head has at least as many sets and partials and no
   * more runs: every later combination and the formula prefer the other.
   */
  frontierOf(table: Table, out: Int8Array): number {
    const cd = this.cd;
    // reach[m, c, p]: the most partials of any entry with head p, at least m sets and at most c runs.
    const reach = this.reach;
    let n = 0;
    for (let m = MAX_SETS; m >= 0; m--)
      for (let c = 0; c < cd; c++)
        for (let p = 0; p <= 1; p++) {
          const i = (m * cd + c) * 2 + p;
          const t = table[i];
          let better = m < MAX_SETS ? reach[i + cd * 2] : -1;
          if (c > 0 && reach[i - 2] > better) better = reach[i - 2];
          reach[i] = t > better ? t : better;
          if (t < 0 || better >= t) continue;
          out[n] = m;
          out[n + 1] = c;
          out[n + 2] = p;
          out[n + 3] = t;
          n += 4;
        }
    return n;
  }

  private store(table: Table): number {
    const buf = new Int8Array(this.width * 4);
    const n = this.frontierOf(table, buf);
    this.frontiers.push(buf.slice(0, n));
    return this.frontiers.length - 1;
  }

  /** The frontier of a suit with base-5 key `key5` (every count at most 4). */
  suitFrontier(key5: number): Frontier {
    const ids = (this.suitIds ??= new Int32Array(SUIT_KEYS));
    let id = ids[key5];
    if (id === 0) {
      let key8 = 0;
      for (let i = 8, k = key5; i >= 0; i--) key8 = key8 * 8 + (Math.floor(k / POW5[i]) % 5);
      ids[key5] = id = this.store(this.suit(key8));
    }
    return this.frontiers[id];
  }

  /** The frontier of the honours with base-5 key `key5`. */
  honourFrontier(key5: number): Frontier {
    const ids = (this.honourIds ??= new Int32Array(HONOUR_KEYS));
    let id = ids[key5];
    if (id === 0) {
      let key8 = 0;
      for (let i = 6; i >= 0; i--) key8 = key8 * 8 + (Math.floor(key5 / POW5[i]) % 5);
      ids[key5] = id = this.store(this.honour(key8));
    }
    return this.frontiers[id];
  }

  /** `a` ⊕ `b` (frontiers of lengths `na`, `nb`) as a frontier into `out`; returns its length. */
  combineFrontiers(a: Frontier, na: number, b: Frontier, nb: number, out: Int8Array): number {
    const cd = this.cd;
    const dense = this.scratch;
    dense.fill(-1);
    for (let i = 0; i < na; i += 4) {
      const ma = a[i], ca = a[i + 1], pa = a[i + 2], ta = a[i + 3];
      for (let j = 0; j < nb; j += 4) {
        const m = ma + b[j], c = ca + b[j + 1], p = pa + b[j + 2];
        if (m > MAX_SETS || c >= cd || p > 1) continue;
        const idx = (m * cd + c) * 2 + p;
        const t = ta + b[j + 3];
        if (t > dense[idx]) dense[idx] = t;
      }
    }
    return this.frontierOf(dense, out);
  }
}

const tableSets = new Map<string, TableSet>();

function tableSetFor(cap: number): TableSet {
  const key = Number.isFinite(cap) ? String(cap) : 'free';
  let set = tableSets.get(key);
  if (!set) tableSets.set(key, (set = Number.isFinite(cap) ? new TableSet(Math.max(0, cap) + 1, true) : new TableSet(1, false)));
  return set;
}

/** Group of a kind: 0–2 the suits, 3 the honours. */
export const groupOf = (kind: number): number => (kind < 27 ? Math.floor(kind / 9) : 3);

/** Base-5 key of a group's counts, or −1 when a count is above 4 (no real hand holds five). */
function groupKey5(counts: ArrayLike<number>, group: number): number {
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

function groupKey8(counts: ArrayLike<number>, group: number): number {
  let key = 0;
  if (group < 3) for (let i = 8; i >= 0; i--) key = key * 8 + Math.min(counts[group * 9 + i], 7);
  else for (let k = PLAYING_KINDS - 1; k >= 27; k--) key = key * 8 + Math.min(counts[k], 7);
  return key;
}

/** The frontier of an empty group: no sets, runs, head or partials. */
const FRONTIER_ZERO: Frontier = new Int8Array([0, 0, 0, 0]);

const isMajor = (k: number): boolean => k >= 27 || k % 9 === 0 || k % 9 === 8;

/** Group pairs (other than g) whose combination `rest[g]` is built from: the pair table and the remaining group. */
const REST_FROM: readonly (readonly [number, number])[] = [
  [1, 1], // rest[0] = groups[1] ⊕ pairB (groups 2+3)
  [0, 1], // rest[1] = groups[0] ⊕ pairB
  [3, 0], // rest[2] = pairA (groups 0+1) ⊕ groups[3]
  [2, 0], // rest[3] = pairA ⊕ groups[2]
];

/**
 * Shanten of one concealed part under fixed rules. `load` a hand, then `shantenAfter` evaluates
 * that hand with one tile added or removed at the cost of one table and one merge.
 */
export class ShapeEval {
  private readonly set: TableSet;
  private readonly keys = [0, 0, 0, 0];
  private readonly groups: Frontier[];
  private readonly groupLen = [0, 0, 0, 0];
  private readonly rest: Int8Array[];
  private readonly restLen = [0, 0, 0, 0];
  private readonly pairA: Int8Array;
  private readonly pairB: Int8Array;
  private pairALen = 0;
  private readonly need: Int8Array[];
  /** The shanten each group's `need` table was made for (NaN: not made for the loaded hand). */
  private readonly needBelow = [NaN, NaN, NaN, NaN];
  private pairBLen = 0;
  private readonly hasSpecial: boolean;
  private specialBase = FAR;
  /** A count above 4 was loaded: evaluate from scratch (never happens with real tiles). */
  private odd = false;
  // Special shapes, counted: kinds held, kinds held twice or more, majors held, majors held twice or more.
  private kinds = 0;
  private pairs = 0;
  private majors = 0;
  private majorPairs = 0;
  readonly impossible: boolean;

  constructor(readonly rules: ShapeRules) {
    this.impossible = rules.chowCap < 0 || rules.setsNeeded < 0;
    this.hasSpecial = rules.sevenPairs || rules.thirteenOrphans;
    this.set = tableSetFor(rules.chowCap >= rules.setsNeeded ? Infinity : rules.chowCap);
    const bytes = this.set.width * 4;
    this.groups = [0, 1, 2, 3].map(() => new Int8Array(0));
    this.rest = [0, 1, 2, 3].map(() => new Int8Array(bytes));
    this.pairA = new Int8Array(bytes);
    this.pairB = new Int8Array(bytes);
    this.need = [0, 1, 2, 3].map(() => new Int8Array(this.set.width));
  }

  private frontierOf(key5: number, g: number): Frontier {
    return g < 3 ? this.set.suitFrontier(key5) : this.set.honourFrontier(key5);
  }

  /**
   * Lowest standard shanten of frontier `a` (length `na`) combined with frontier `b` (length
   * `nb`); stops as soon as a reading below `below` is found (pass 0 for the exact value:
   * nothing is below −1).
   */
  private bestWith(a: Int8Array, na: number, b: Int8Array, nb: number, below: number): number {
    const n = this.rules.setsNeeded;
    const cd = this.set.cd;
    let best = FAR;
    for (let i = 0; i < na; i += 4) {
      const ma = a[i], ca = a[i + 1], pa = a[i + 2], ta = a[i + 3];
      for (let j = 0; j < nb; j += 4) {
        const pb = b[j + 2];
        if (pa + pb > 1 || ca + b[j + 1] >= cd) continue;
        const m = ma + b[j];
        if (m > MAX_SETS) continue;
        const sets = m < n ? m : n;
        const t = ta + b[j + 3];
        const cap = n - sets;
        const s = 2 * n - 2 * sets - (t < cap ? t : cap) - pa - pb;
        if (s < best) {
          best = s;
          if (s < below) return s;
        }
      }
    }
    return best;
  }

  private specialNow(): number {
    let best = FAR;
    if (this.rules.sevenPairs) best = 6 - this.pairs + Math.max(0, 7 - this.kinds);
    if (this.rules.thirteenOrphans) best = Math.min(best, 13 - this.majors - (this.majorPairs > 0 ? 1 : 0));
    return best;
  }

  /** Special-shape shanten of the loaded hand with `kind` changed by `delta` (its new count `now`). */
  private specialAfter(kind: number, now: number, delta: 1 | -1): number {
    const was = now - delta;
    const dk = (now > 0 ? 1 : 0) - (was > 0 ? 1 : 0);
    const dp = (now > 1 ? 1 : 0) - (was > 1 ? 1 : 0);
    let best = FAR;
    if (this.rules.sevenPairs) best = 6 - (this.pairs + dp) + Math.max(0, 7 - (this.kinds + dk));
    if (this.rules.thirteenOrphans) {
      const major = isMajor(kind);
      const majors = this.majors + (major ? dk : 0);
      const majorPairs = this.majorPairs + (major ? dp : 0);
      best = Math.min(best, 13 - majors - (majorPairs > 0 ? 1 : 0));
    }
    return best;
  }

  /** Remember a hand; returns its shanten. */
  load(counts: ArrayLike<number>): number {
    this.odd = false;
    this.needBelow.fill(NaN);
    for (let g = 0; g < 4; g++) {
      const key = groupKey5(counts, g);
      if (key < 0) this.odd = true;
      this.keys[g] = key;
    }
    if (this.odd) return this.slowShanten(counts);
    const set = this.set;
    for (let g = 0; g < 4; g++) {
      const f = this.frontierOf(this.keys[g], g);
      this.groups[g] = f;
      this.groupLen[g] = f.length;
    }
    const [g0, g1, g2, g3] = this.groups;
    this.pairALen = set.combineFrontiers(g0, g0.length, g1, g1.length, this.pairA);
    this.pairBLen = set.combineFrontiers(g2, g2.length, g3, g3.length, this.pairB);
    this.restLen[0] = set.combineFrontiers(g1, g1.length, this.pairB, this.pairBLen, this.rest[0]);
    this.restLen[1] = set.combineFrontiers(g0, g0.length, this.pairB, this.pairBLen, this.rest[1]);
    this.restLen[2] = set.combineFrontiers(this.pairA, this.pairALen, g3, g3.length, this.rest[2]);
    this.restLen[3] = set.combineFrontiers(this.pairA, this.pairALen, g2, g2.length, this.rest[3]);
    if (this.impossible) return FAR;
    if (this.hasSpecial) {
      let kinds = 0, pairs = 0, majors = 0, majorPairs = 0;
      for (let k = 0; k < PLAYING_KINDS; k++) {
        const n = counts[k];
        if (n === 0) continue;
        kinds++;
        if (n > 1) pairs++;
        if (isMajor(k)) {
          majors++;
          if (n > 1) majorPairs++;
        }
      }
      this.kinds = kinds;
      this.pairs = pairs;
      this.majors = majors;
      this.majorPairs = majorPairs;
      this.specialBase = this.specialNow();
    } else this.specialBase = FAR;
    return Math.min(this.bestWith(this.pairA, this.pairALen, this.pairB, this.pairBLen, 0), this.specialBase);
  }

  /** The reference evaluation on dense tables (kept for counts above 4). */
  private slowShanten(counts: ArrayLike<number>): number {
    if (this.impossible) return FAR;
    const set = this.set;
    const t = [0, 1, 2, 3].map((g) => (g < 3 ? set.suit(groupKey8(counts, g)) : set.honour(groupKey8(counts, g))));
    const all = set.combine(set.combine(t[0], t[1], new Int8Array(set.width)), set.combine(t[2], t[3], new Int8Array(set.width)), new Int8Array(set.width));
    const buf = new Int8Array(set.width * 4);
    const len = set.frontierOf(all, buf);
    const std = this.bestWith(buf, len, FRONTIER_ZERO, 4, 0);
    let special = FAR;
    if (this.rules.sevenPairs) special = shantenSevenPairs(counts);
    if (this.rules.thirteenOrphans) special = Math.min(special, shantenThirteenOrphans(counts));
    return Math.min(std, special);
  }

  /**
   * Shanten of `counts`: the loaded hand with one tile of `kind` added (delta 1) or taken away
   * (delta −1), a change the caller has already made to `counts`.
   */
  shantenAfter(counts: ArrayLike<number>, kind: number, delta: 1 | -1): number {
    return this.after(counts, kind, delta, 0);
  }

  /** Is the shanten of the loaded hand with one more tile of `kind` (already added to `counts`) below `s`? */
  lowers(counts: ArrayLike<number>, kind: number, s: number): boolean {
    if (this.impossible) return FAR < s;
    const now = counts[kind];
    if (this.odd || now > 4) return this.slowShanten(counts) < s;
    if (this.hasSpecial && this.specialAfter(kind, now, 1) < s) return true;
    const g = groupOf(kind);
    const f = this.frontierOf(this.keys[g] + POW5[g < 3 ? kind % 9 : kind - 27], g);
    const need = this.needTable(g, s);
    const cd = this.set.cd;
    for (let j = 0; j < f.length; j += 4) if (f[j + 3] >= need[(f[j] * cd + f[j + 1]) * 2 + f[j + 2]]) return true;
    return false;
  }

  /**
   * For group `g` of the loaded hand: the fewest partials an entry (sets, runs, head) of that
   * group's table needs for the whole hand to come below shanten `s` (127: none will do).
   * Made once per group and loaded hand, it turns each `lowers` into a few comparisons.
   */
  private needTable(g: number, s: number): Int8Array {
    const need = this.need[g];
    if (this.needBelow[g] === s) return need;
    this.needBelow[g] = s;
    need.fill(127);
    const n = this.rules.setsNeeded;
    const cd = this.set.cd;
    const a = this.rest[g];
    const na = this.restLen[g];
    for (let i = 0; i < na; i += 4) {
      const ma = a[i], ca = a[i + 1], pa = a[i + 2], ta = a[i + 3];
      for (let mb = 0; ma + mb <= MAX_SETS; mb++) {
        const sets = ma + mb < n ? ma + mb : n;
        const cap = n - sets;
        for (let cb = 0; ca + cb < cd; cb++)
          for (let pb = 0; pa + pb <= 1; pb++) {
            // 2n − 2·sets − min(ta + tb, cap) − pa − pb < s  ⟺  min(ta + tb, cap) > r
            const r = 2 * n - 2 * sets - pa - pb - s;
            if (cap <= r) continue;
            const tb = r + 1 - ta > 0 ? r + 1 - ta : 0;
            const idx = (mb * cd + cb) * 2 + pb;
            if (tb < need[idx]) need[idx] = tb;
          }
      }
    }
    return need;
  }

  private after(counts: ArrayLike<number>, kind: number, delta: 1 | -1, below: number): number {
    if (this.impossible) return FAR;
    const now = counts[kind];
    if (this.odd || now > 4) return this.slowShanten(counts);
    let special = FAR;
    if (this.hasSpecial) {
      special = this.specialAfter(kind, now, delta);
      if (special < below) return special;
    }
    const g = groupOf(kind);
    const key = this.keys[g] + delta * POW5[g < 3 ? kind % 9 : kind - 27];
    const f = this.frontierOf(key, g);
    const std = this.bestWith(this.rest[g], this.restLen[g], f, f.length, below);
    return std < special ? std : special;
  }

  /** Shanten of any hand (loads it). */
  shanten(counts: ArrayLike<number>): number {
    return this.load(counts);
  }
}
