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
 * Speed (the bots ask this hundreds of times per decision): the tables (`shape-tables.ts`) are
 * shared and memoised; special shapes are counted incrementally (`shape-special.ts`); and "does this tile lower the
 * shanten below s?" is a few comparisons against a per-group table of the partials needed.
 */
import { shantenSevenPairs, shantenThirteenOrphans } from '../analysis';
import { PLAYING_KINDS } from '../tiles';
import { SpecialShapeCount } from './shape-special';
import { FAR, FRONTIER_ZERO, groupKey5, groupOf, isNear, MAX_SETS, PAIR_WITHOUT, PAIRS, POW5, tableSetFor, type ShapeRules, type TableSet } from './shape-tables';

export type { ShapeRules } from './shape-tables';

/** The first `n` bytes of `from` into `to` (a loop: cheaper than `set` of a `subarray` for a few bytes). */
function copyBytes(from: Int8Array, to: Int8Array, n: number): void {
  for (let i = 0; i < n; i++) to[i] = from[i];
}

/** A `need` entry not worked out yet for the loaded hand. */
const UNKNOWN = -2;

/**
 * Shanten of one concealed part under fixed rules. `load` a hand, then `shantenAfter` evaluates
 * that hand with one tile added or removed at the cost of one table and one merge, and `lowers`
 * tells whether an added tile brings it below a given shanten.
 */
export class ShapeEval {
  private readonly set: TableSet;
  private readonly keys = [0, 0, 0, 0];
  /** Offsets of the loaded hand's group frontiers in the table set's `front` pool. */
  private readonly groupAt = [0, 0, 0, 0];
  /** Where each group's neighbour offsets start in the table set's `neighbours`. */
  private readonly neighbourAt = [0, 0, 0, 0];
  /** rest[g]: every group but g combined, as a frontier (restLen[g] bytes): a `work` or a `baseRest` buffer. */
  private readonly rest: Int8Array[];
  private readonly restLen = [0, 0, 0, 0];
  private readonly work: Int8Array[];
  // The base (see `loadBase`): a hand one tile over, from which `dropFromBase` derives each discard.
  private hasBase = false;
  private readonly baseKeys = [0, 0, 0, 0];
  private readonly baseGroupAt = [0, 0, 0, 0];
  private readonly baseNeighbourAt = [0, 0, 0, 0];
  private readonly baseRest: Int8Array[];
  private readonly baseRestLen = [0, 0, 0, 0];
  /** The base's groups combined two by two (PAIRS order), made when first needed. */
  private readonly basePair: Int8Array[];
  private readonly basePairLen = [0, 0, 0, 0, 0, 0];
  private readonly basePairMade = [false, false, false, false, false, false];
  private readonly pairA: Int8Array;
  private readonly pairB: Int8Array;
  private pairALen = 0;
  private pairBLen = 0;
  /** Per group, the fewest partials each entry of its table needs to come below `needBelow[g]` (see `partialsNeeded`). */
  private readonly need: Int8Array[];
  /** The shanten each group's `need` table is for (NaN: none yet for the loaded hand). */
  private readonly needBelow = [NaN, NaN, NaN, NaN];
  private readonly hasSpecial: boolean;
  private readonly special: SpecialShapeCount;
  /** A count above 4 was loaded: evaluate from scratch (never happens with real tiles). */
  private odd = false;
  readonly impossible: boolean;

  constructor(readonly rules: ShapeRules) {
    this.impossible = rules.chowCap < 0 || rules.setsNeeded < 0;
    this.hasSpecial = rules.sevenPairs || rules.thirteenOrphans;
    this.special = new SpecialShapeCount(rules);
    this.set = tableSetFor(rules.chowCap >= rules.setsNeeded ? Infinity : rules.chowCap);
    const bytes = this.set.width * 4;
    this.work = [0, 1, 2, 3].map(() => new Int8Array(bytes));
    this.baseRest = [0, 1, 2, 3].map(() => new Int8Array(bytes));
    this.basePair = PAIRS.map(() => new Int8Array(bytes));
    this.rest = this.work.slice();
    this.pairA = new Int8Array(bytes);
    this.pairB = new Int8Array(bytes);
    this.need = [0, 1, 2, 3].map(() => new Int8Array(this.set.width));
  }

  /** No group's `need` table holds for the hand now loaded (written out: `fill` on a small array is a slow call). */
  private forgetNeeds(): void {
    const below = this.needBelow;
    below[0] = below[1] = below[2] = below[3] = NaN;
  }

  private frontierAt(key5: number, g: number): number {
    return g < 3 ? this.set.suitFrontier(key5) : this.set.honourFrontier(key5);
  }

  /** The frontier offset of loaded group `g` with one tile of `kind` more (delta 1) or fewer (−1). */
  private neighbour(g: number, kind: number, delta: 1 | -1): number {
    const rank = g < 3 ? kind % 9 : kind - 27;
    const slot = this.neighbourAt[g] + rank + (delta > 0 ? 0 : 9);
    const known = this.set.neighbours[slot];
    if (known !== 0) return known;
    const at = this.frontierAt(this.keys[g] + delta * POW5[rank], g);
    this.set.neighbours[slot] = at;
    return at;
  }

  /**
   * Lowest standard shanten of frontier `a` (`na` bytes) combined with frontier `b` (`nb` bytes
   * from `bAt`); stops as soon as a reading below `below` is found (pass 0 for the exact value:
   * nothing is below −1).
   */
  private bestWith(a: Int8Array, na: number, b: Int8Array, bAt: number, nb: number, below: number): number {
    const n = this.rules.setsNeeded;
    const cd = this.set.cd;
    let best = FAR;
    for (let i = 0; i < na; i += 4) {
      const ma = a[i], ca = a[i + 1], pa = a[i + 2], ta = a[i + 3];
      for (let j = bAt; j < bAt + nb; j += 4) {
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

  /** Remember a hand; returns its shanten. */
  load(counts: ArrayLike<number>): number {
    this.odd = false;
    this.hasBase = false;
    this.forgetNeeds();
    for (let g = 0; g < 4; g++) this.rest[g] = this.work[g];
    for (let g = 0; g < 4; g++) {
      const key = groupKey5(counts, g);
      if (key < 0) this.odd = true;
      this.keys[g] = key;
    }
    if (this.odd) return this.slowShanten(counts);
    const set = this.set;
    // Every lookup first (a new table may grow the pool), then read the pool.
    for (let g = 0; g < 4; g++) {
      this.groupAt[g] = this.frontierAt(this.keys[g], g);
      this.neighbourAt[g] = set.neighbourBlock(this.keys[g], g === 3);
    }
    const f = set.front.bytes;
    const [a0, a1, a2, a3] = this.groupAt;
    const n0 = f[a0] * 4, n1 = f[a1] * 4, n2 = f[a2] * 4, n3 = f[a3] * 4;
    this.pairALen = set.combineFrontiers(f, a0 + 1, n0, f, a1 + 1, n1, this.pairA);
    this.pairBLen = set.combineFrontiers(f, a2 + 1, n2, f, a3 + 1, n3, this.pairB);
    this.restLen[0] = set.combineFrontiers(f, a1 + 1, n1, this.pairB, 0, this.pairBLen, this.rest[0]);
    this.restLen[1] = set.combineFrontiers(f, a0 + 1, n0, this.pairB, 0, this.pairBLen, this.rest[1]);
    this.restLen[2] = set.combineFrontiers(this.pairA, 0, this.pairALen, f, a3 + 1, n3, this.rest[2]);
    this.restLen[3] = set.combineFrontiers(this.pairA, 0, this.pairALen, f, a2 + 1, n2, this.rest[3]);
    if (this.impossible) return FAR;
    let special = FAR;
    if (this.hasSpecial) {
      this.special.count(counts);
      special = this.special.shanten();
    }
    return Math.min(this.bestWith(this.pairA, this.pairALen, this.pairB, 0, this.pairBLen, 0), special);
  }

  /**
   * Load a hand one tile over (14 tiles, or 17 in 16-tile rules) as the base from which
   * `dropFromBase` derives the hand after each discard. Returns its shanten.
   */
  loadBase(counts: ArrayLike<number>): number {
    const shanten = this.load(counts);
    if (this.odd) return shanten;
    for (let g = 0; g < 4; g++) {
      this.baseKeys[g] = this.keys[g];
      this.baseGroupAt[g] = this.groupAt[g];
      this.baseNeighbourAt[g] = this.neighbourAt[g];
      // The work buffers become the base's; the old base buffers are the next work.
      const buf = this.baseRest[g];
      this.baseRest[g] = this.work[g];
      this.work[g] = buf;
      this.baseRestLen[g] = this.restLen[g];
    }
    const made = this.basePairMade;
    made[1] = made[2] = made[3] = made[4] = false;
    copyBytes(this.pairA, this.basePair[0], this.pairALen);
    this.basePairLen[0] = this.pairALen;
    made[0] = true;
    copyBytes(this.pairB, this.basePair[5], this.pairBLen);
    this.basePairLen[5] = this.pairBLen;
    made[5] = true;
    this.special.rememberAsBase();
    this.hasBase = true;
    return shanten;
  }

  /**
   * Loads the base hand minus one tile of `kind`, which the caller has already taken out of
   * `counts`: the same as `load(counts)`, at the cost of three merges (the groups the tile leaves
   * alone keep their combinations).
   */
  dropFromBase(counts: ArrayLike<number>, kind: number): void {
    if (!this.hasBase) {
      this.load(counts);
      return;
    }
    const set = this.set;
    const a = groupOf(kind);
    const rank = a < 3 ? kind % 9 : kind - 27;
    this.odd = false;
    this.forgetNeeds();
    for (let g = 0; g < 4; g++) {
      this.keys[g] = this.baseKeys[g];
      this.groupAt[g] = this.baseGroupAt[g];
      this.neighbourAt[g] = this.baseNeighbourAt[g];
    }
    this.keys[a] -= POW5[rank];
    const slot = this.baseNeighbourAt[a] + 9 + rank;
    let at = set.neighbours[slot];
    if (at === 0) set.neighbours[slot] = at = this.frontierAt(this.keys[a], a);
    this.groupAt[a] = at;
    this.neighbourAt[a] = set.neighbourBlock(this.keys[a], a === 3);
    for (let b = 0; b < 4; b++) {
      if (b === a) {
        this.rest[b] = this.baseRest[b];
        this.restLen[b] = this.baseRestLen[b];
        continue;
      }
      // The two groups that are neither a nor b, already combined in the base.
      const pair = PAIR_WITHOUT[a][b];
      if (!this.basePairMade[pair]) {
        const [x, y] = PAIRS[pair];
        const f = set.front.bytes;
        const ax = this.baseGroupAt[x], ay = this.baseGroupAt[y];
        this.basePairLen[pair] = set.combineFrontiers(f, ax + 1, f[ax] * 4, f, ay + 1, f[ay] * 4, this.basePair[pair]);
        this.basePairMade[pair] = true;
      }
      const f = set.front.bytes;
      this.rest[b] = this.work[b];
      this.restLen[b] = set.combineFrontiers(f, at + 1, f[at] * 4, this.basePair[pair], 0, this.basePairLen[pair], this.work[b]);
    }
    if (this.hasSpecial) this.special.countBaseWithout(kind, counts[kind]);
  }

  /** The reference evaluation from scratch (kept for counts above 4). */
  private slowShanten(counts: ArrayLike<number>): number {
    if (this.impossible) return FAR;
    const all = this.set.oddFrontier(counts);
    const std = this.bestWith(all, all.length, FRONTIER_ZERO, 0, 4, 0);
    let special = FAR;
    if (this.rules.sevenPairs) special = shantenSevenPairs(counts);
    if (this.rules.thirteenOrphans) special = Math.min(special, shantenThirteenOrphans(counts));
    return Math.min(std, special);
  }

  /**
   * Shanten of `counts`: the loaded hand with one tile of `kind` added (delta 1) or taken away
   * (delta −1), a change the caller has already made to `counts`. `atLeast`, when the caller
   * knows one, is a shanten the answer cannot be below (taking a tile away never lowers it).
   */
  shantenAfter(counts: ArrayLike<number>, kind: number, delta: 1 | -1, atLeast = -1): number {
    if (this.impossible) return FAR;
    const now = counts[kind];
    if (this.odd || now > 4) return this.slowShanten(counts);
    const special = this.hasSpecial ? this.special.shantenAfter(kind, now, delta) : FAR;
    const g = groupOf(kind);
    const at = this.neighbour(g, kind, delta);
    const f = this.set.front.bytes;
    // Nothing is below `atLeast`, so a reading at it ends the search.
    const std = this.bestWith(this.rest[g], this.restLen[g], f, at + 1, f[at] * 4, atLeast + 1);
    return std < special ? std : special;
  }

  /** Is the shanten of the loaded hand with one more tile of `kind` (already added to `counts`) below `s`? */
  lowers(counts: ArrayLike<number>, kind: number, s: number): boolean {
    if (this.impossible) return FAR < s;
    const now = counts[kind];
    if (this.odd || now > 4) return this.slowShanten(counts) < s;
    if (this.hasSpecial && this.special.shantenAfter(kind, now, 1) < s) return true;
    const g = groupOf(kind);
    const at = this.neighbour(g, kind, 1);
    const need = this.need[g];
    if (this.needBelow[g] !== s) {
      this.needBelow[g] = s;
      need.fill(UNKNOWN);
    }
    const f = this.set.front.bytes;
    const cd = this.set.cd;
    for (let j = at + 1, end = at + 1 + f[at] * 4; j < end; j += 4) {
      const idx = (f[j] * cd + f[j + 1]) * 2 + f[j + 2];
      let least = need[idx];
      if (least === UNKNOWN) least = need[idx] = this.partialsNeeded(g, f[j], f[j + 1], f[j + 2], s);
      if (f[j + 3] >= least) return true;
    }
    return false;
  }

  /**
   * Tile acceptance of the loaded hand: the sum of `unseen[k]` over the kinds k of which one more
   * tile brings its shanten below `s`. Tried are the kinds that could (held, or a suit tile within
   * two ranks of a held one; every kind when a special shape is allowed), and only those with an
   * unseen tile and fewer than four held. The same as asking `lowers` of each, without its
   * per-call work.
   */
  acceptance(counts: Uint8Array, s: number, unseen: ArrayLike<number>): number {
    const all = this.rules.sevenPairs || this.rules.thirteenOrphans;
    if (this.impossible || this.odd) {
      let total = 0;
      for (let k = 0; k < PLAYING_KINDS; k++) {
        if (!(all || isNear(counts, k)) || unseen[k] === 0 || counts[k] >= 4) continue;
        counts[k]++;
        if (this.lowers(counts, k, s)) total += unseen[k];
        counts[k]--;
      }
      return total;
    }
    const set = this.set;
    const cd = set.cd;
    let total = 0;
    for (let g = 0; g < 4; g++) {
      const first = g * 9;
      const last = g < 3 ? first + 8 : PLAYING_KINDS - 1;
      const need = this.need[g];
      if (this.needBelow[g] !== s) {
        this.needBelow[g] = s;
        need.fill(UNKNOWN);
      }
      const block = this.neighbourAt[g];
      // Whether the group's own frontier reaches below `s` (−1: not looked at yet). A tile with no
      // other within two ranks (or a lone honour) adds nothing to any set or partial: its group's
      // frontier stays the same, and so does this answer for every such tile of the group.
      let alone = -1;
      for (let k = first; k <= last; k++) {
        const n = counts[k];
        if (unseen[k] === 0 || n >= 4) continue;
        const near = n > 0 || (g < 3 && isNear(counts, k));
        if (!(all || near)) continue;
        if (this.hasSpecial && this.special.shantenAfter(k, n + 1, 1) < s) {
          total += unseen[k];
          continue;
        }
        if (!near) {
          if (alone < 0) alone = this.reaches(this.groupAt[g], need, s, g) ? 1 : 0;
          if (alone === 1) total += unseen[k];
          continue;
        }
        let at = set.neighbours[block + k - first];
        if (at === 0) set.neighbours[block + k - first] = at = this.frontierAt(this.keys[g] + POW5[k - first], g);
        // `reaches`, written out: this loop is the bots' hottest.
        const f = set.front.bytes;
        for (let j = at + 1, end = at + 1 + f[at] * 4; j < end; j += 4) {
          const idx = (f[j] * cd + f[j + 1]) * 2 + f[j + 2];
          let least = need[idx];
          if (least === UNKNOWN) least = need[idx] = this.partialsNeeded(g, f[j], f[j + 1], f[j + 2], s);
          if (f[j + 3] >= least) {
            total += unseen[k];
            break;
          }
        }
      }
    }
    return total;
  }

  /** Does an entry of the group frontier at `at` meet `need` (group `g`'s table for `s`)? */
  private reaches(at: number, need: Int8Array, s: number, g: number): boolean {
    const f = this.set.front.bytes;
    const cd = this.set.cd;
    for (let j = at + 1, end = at + 1 + f[at] * 4; j < end; j += 4) {
      const idx = (f[j] * cd + f[j + 1]) * 2 + f[j + 2];
      let least = need[idx];
      if (least === UNKNOWN) least = need[idx] = this.partialsNeeded(g, f[j], f[j + 1], f[j + 2], s);
      if (f[j + 3] >= least) return true;
    }
    return false;
  }

  /**
   * The fewest partials an entry (sets `mb`, runs `cb`, head `pb`) of group `g`'s table needs for
   * the loaded hand to come below shanten `s` with the rest of the hand (127: none will do).
   * Remembered per group until the next load, it turns each `lowers` into a few comparisons.
   */
  private partialsNeeded(g: number, mb: number, cb: number, pb: number, s: number): number {
    const n = this.rules.setsNeeded;
    const cd = this.set.cd;
    const a = this.rest[g];
    let least = 127;
    for (let i = 0, na = this.restLen[g]; i < na; i += 4) {
      const ma = a[i], ca = a[i + 1], pa = a[i + 2], ta = a[i + 3];
      if (ma + mb > MAX_SETS || ca + cb >= cd || pa + pb > 1) continue;
      const sets = ma + mb < n ? ma + mb : n;
      const cap = n - sets;
      // 2n − 2·sets − min(ta + tb, cap) − pa − pb < s  ⟺  min(ta + tb, cap) > r
      const r = 2 * n - 2 * sets - pa - pb - s;
      if (cap <= r) continue;
      const tb = r + 1 - ta > 0 ? r + 1 - ta : 0;
      if (tb < least) least = tb;
    }
    return least;
  }

  /** Shanten of any hand (loads it). */
  shanten(counts: ArrayLike<number>): number {
    return this.load(counts);
  }
}
