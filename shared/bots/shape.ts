/**
 * Shanten as the bots need it: the standard form with an optional cap on chows (the BMJA table
 * lets a Mah-Jong hold one chow at most), the preset's special shapes, and fast re-evaluation
 * after one tile changes.
 *
 * Same reading as `shared/analysis/shanten.ts`: 2·N − 2·sets − partials − head, partials capped at
 * N − sets. With a chow cap, chows and two-tile runs (adjacent or one-gap) together count at most
 * `cap`. Each suit (and the honours together) is reduced to a table "sets m, runs c, head p → most
 * partials", memoised by its counts; a hand's shanten combines four tables.
 */
import { shantenSevenPairs, shantenThirteenOrphans } from '../analysis';
import { PLAYING_KINDS } from '../tiles';

const MAX_SETS = 5;
/** The standard form never needs more than this many shanten; also "cannot be completed". */
export const FAR = 8;

type Table = Int8Array; // index ((m · CD) + c) · 2 + p → most partials, −1 when impossible

export interface ShapeRules {
  /** Sets still to make in the concealed part (sets of a full hand minus declared melds). */
  setsNeeded: number;
  /** Chows (and runs towards chows) the concealed part may still hold; Infinity for no cap. */
  chowCap: number;
  sevenPairs: boolean;
  thirteenOrphans: boolean;
}

/** Tables for one chow dimension (CD = cap + 1, or 1 when chows are not counted). */
class TableSet {
  readonly width: number;
  readonly empty: Table;
  private readonly suits = new Map<number, Table>();
  private readonly honours = new Map<number, Table>();
  private readonly digits = new Int8Array(9);

  constructor(readonly cd: number, readonly countChows: boolean) {
    this.width = (MAX_SETS + 1) * cd * 2;
    this.empty = new Int8Array(this.width).fill(-1);
    this.empty[0] = 0;
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

function groupKey(counts: ArrayLike<number>, group: number): number {
  let key = 0;
  if (group < 3) for (let i = 8; i >= 0; i--) key = key * 8 + Math.min(counts[group * 9 + i], 7);
  else for (let k = PLAYING_KINDS - 1; k >= 27; k--) key = key * 8 + Math.min(counts[k], 7);
  return key;
}

const POW8 = [1, 8, 64, 512, 4096, 32768, 262144, 2097152, 16777216];

/**
 * Shanten of one concealed part under fixed rules. `load` a hand, then `shantenAfter` evaluates
 * that hand with one tile added or removed at the cost of one table and one merge.
 */
export class ShapeEval {
  private readonly set: TableSet;
  private readonly keys = [0, 0, 0, 0];
  private readonly groups: Table[];
  private readonly rest: Table[];
  private readonly pair: [Table, Table];
  private readonly hasSpecial: boolean;
  private specialBase = FAR;
  readonly impossible: boolean;

  constructor(readonly rules: ShapeRules) {
    this.impossible = rules.chowCap < 0 || rules.setsNeeded < 0;
    this.hasSpecial = rules.sevenPairs || rules.thirteenOrphans;
    this.set = tableSetFor(rules.chowCap >= rules.setsNeeded ? Infinity : rules.chowCap);
    const w = this.set.width;
    this.groups = [0, 1, 2, 3].map(() => this.set.empty);
    this.rest = [0, 1, 2, 3].map(() => new Int8Array(w));
    this.pair = [new Int8Array(w), new Int8Array(w)];
  }

  private tableOf(key: number, g: number): Table {
    return g < 3 ? this.set.suit(key) : this.set.honour(key);
  }

  /** Standard shanten of the hand whose tables are `a` and `b` (a merge and the formula in one pass). */
  private bestWith(a: Table, b: Table): number {
    const n = this.rules.setsNeeded;
    const cd = this.set.cd;
    let best = FAR;
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
                const sets = Math.min(ma + mb, n);
                const s = 2 * n - 2 * sets - Math.min(ta + tb, n - sets) - pa - pb;
                if (s < best) best = s;
              }
        }
    return best;
  }

  private special(counts: ArrayLike<number>): number {
    let best = FAR;
    if (this.rules.sevenPairs) best = Math.min(best, shantenSevenPairs(counts));
    if (this.rules.thirteenOrphans) best = Math.min(best, shantenThirteenOrphans(counts));
    return best;
  }

  /** Remember a hand; returns its shanten. */
  load(counts: ArrayLike<number>): number {
    for (let g = 0; g < 4; g++) {
      this.keys[g] = groupKey(counts, g);
      this.groups[g] = this.tableOf(this.keys[g], g);
    }
    const [a, b] = this.pair;
    const s = this.set;
    s.combine(this.groups[0], this.groups[1], a);
    s.combine(this.groups[2], this.groups[3], b);
    s.combine(this.groups[1], b, this.rest[0]);
    s.combine(this.groups[0], b, this.rest[1]);
    s.combine(a, this.groups[3], this.rest[2]);
    s.combine(a, this.groups[2], this.rest[3]);
    if (this.impossible) return FAR;
    this.specialBase = this.hasSpecial ? this.special(counts) : FAR;
    return Math.min(this.bestWith(a, b), this.specialBase);
  }

  /**
   * Shanten of `counts`: the loaded hand with one tile of `kind` added (delta 1) or taken away
   * (delta −1), a change the caller has already made to `counts`.
   */
  shantenAfter(counts: ArrayLike<number>, kind: number, delta: 1 | -1): number {
    if (this.impossible) return FAR;
    const g = groupOf(kind);
    const key = this.keys[g] + delta * POW8[g < 3 ? kind % 9 : kind - 27];
    const std = this.bestWith(this.rest[g], this.tableOf(key, g));
    // One tile changes a special shape's shanten by at most one (and removing one never lowers it).
    if (!this.hasSpecial || this.specialBase - 1 >= std) return std;
    return Math.min(std, this.special(counts));
  }

  /** Shanten of any hand (loads it). */
  shanten(counts: ArrayLike<number>): number {
    return this.load(counts);
  }
}
