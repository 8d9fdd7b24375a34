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
import { SPECIAL_CLASS, SpecialShapeCount } from './shape-special';
import { FAR, FRONTIER_ZERO, groupKey5, groupOf, isNear, MAX_SETS, PAIR_WITHOUT, PAIRS, POW5, tableSetFor, type ShapeRules, type TableSet } from './shape-tables';

export type { ShapeRules } from './shape-tables';

/** A `need` entry not worked out yet for the loaded hand. */
const UNKNOWN = -2;
/** Added to the honours' group key in the memo of lowering ranks (above every suit key, 5⁹). */
const HONOUR_KEYS = 1953125;

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
  /** restAt[g]: every group but g combined, as a frontier's offset in `front`. */
  private readonly restAt = [0, 0, 0, 0];
  private pairAAt = 0;
  private pairBAt = 0;
  // The base (see `loadBase`): a hand one tile over, from which `dropFromBase` derives each discard.
  private hasBase = false;
  private readonly baseKeys = [0, 0, 0, 0];
  private readonly baseGroupAt = [0, 0, 0, 0];
  private readonly baseNeighbourAt = [0, 0, 0, 0];
  private readonly baseRestAt = [0, 0, 0, 0];
  /** The base's groups combined two by two (PAIRS order), made when first needed (0: not yet). */
  private readonly basePairAt = [0, 0, 0, 0, 0, 0];
  /** Per group, the fewest partials each entry of its table needs to come below `needBelow[g]` (see `partialsNeeded`). */
  private readonly need: Int8Array[];
  /** The shanten and the rest of the hand (`restAt`) each group's `need` table is for (NaN: none yet). */
  private readonly needBelow = [NaN, NaN, NaN, NaN];
  private readonly needRest = [0, 0, 0, 0];
  private readonly digits = new Int8Array(9);
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
    this.need = [0, 1, 2, 3].map(() => new Int8Array(this.set.width));
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
   * Lowest standard shanten of frontier `a` (`na` bytes from `aAt`) combined with frontier `b`
   * (`nb` bytes from `bAt`); stops as soon as a reading below `below` is found (pass 0 for the
   * exact value: nothing is below −1).
   */
  private bestWith(a: Int8Array, aAt: number, na: number, b: Int8Array, bAt: number, nb: number, below: number): number {
    const n = this.rules.setsNeeded;
    const cd = this.set.cd;
    let best = FAR;
    for (let i = aAt; i < aAt + na; i += 4) {
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

  /**
   * The standard shanten of two frontiers in `front` combined, by their offsets: the least, or
   * (asked with `atLeast`, one the caller knows nothing is below) the least when it is that.
   * Remembered by the offsets and the sets needed (a few hundred frontiers make few pairs).
   */
  private bestOf(x: number, y: number, atLeast = -1): number {
    const memo = this.set.shantens;
    const key = y * 8 + this.rules.setsNeeded;
    const known = memo.get(x, key);
    if (known !== 0) return known - 2;
    const f = this.set.front.bytes;
    // Nothing is below `atLeast`, so a reading at it is the least and ends the search.
    const best = this.bestWith(f, x + 1, f[x] * 4, f, y + 1, f[y] * 4, atLeast + 1);
    memo.set(x, key, best + 2);
    return best;
  }

  /** Remember a hand; returns its shanten. */
  load(counts: ArrayLike<number>): number {
    this.odd = false;
    this.hasBase = false;
    for (let g = 0; g < 4; g++) {
      const key = groupKey5(counts, g);
      if (key < 0) this.odd = true;
      this.keys[g] = key;
    }
    if (this.odd) return this.slowShanten(counts);
    const set = this.set;
    for (let g = 0; g < 4; g++) {
      this.groupAt[g] = this.frontierAt(this.keys[g], g);
      this.neighbourAt[g] = set.neighbourBlock(this.keys[g], g === 3);
    }
    const [a0, a1, a2, a3] = this.groupAt;
    const pairA = (this.pairAAt = set.combineAt(a0, a1));
    const pairB = (this.pairBAt = set.combineAt(a2, a3));
    this.restAt[0] = set.combineAt(a1, pairB);
    this.restAt[1] = set.combineAt(a0, pairB);
    this.restAt[2] = set.combineAt(pairA, a3);
    this.restAt[3] = set.combineAt(pairA, a2);
    if (this.impossible) return FAR;
    let special = FAR;
    if (this.hasSpecial) {
      this.special.count(counts);
      special = this.special.shanten();
    }
    return Math.min(this.bestOf(pairA, pairB), special);
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
      this.baseRestAt[g] = this.restAt[g];
    }
    const pairs = this.basePairAt;
    pairs[1] = pairs[2] = pairs[3] = pairs[4] = 0;
    pairs[0] = this.pairAAt;
    pairs[5] = this.pairBAt;
    this.special.rememberAsBase();
    this.hasBase = true;
    return shanten;
  }

  /**
   * Loads the base hand minus one tile of `kind`, which the caller has already taken out of
   * `counts`: the same as `load(counts)`, at the cost of three combinations (the groups the tile
   * leaves alone keep theirs).
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
        this.restAt[b] = this.baseRestAt[b];
        continue;
      }
      // The two groups that are neither a nor b, already combined in the base.
      const pair = PAIR_WITHOUT[a][b];
      if (this.basePairAt[pair] === 0) {
        const [x, y] = PAIRS[pair];
        this.basePairAt[pair] = set.combineAt(this.baseGroupAt[x], this.baseGroupAt[y]);
      }
      this.restAt[b] = set.combineAt(at, this.basePairAt[pair]);
    }
    if (this.hasSpecial) this.special.countBaseWithout(kind, counts[kind]);
  }

  /** The reference evaluation from scratch (kept for counts above 4). */
  private slowShanten(counts: ArrayLike<number>): number {
    if (this.impossible) return FAR;
    const all = this.set.oddFrontier(counts);
    const std = this.bestWith(all, 0, all.length, FRONTIER_ZERO, 0, 4, 0);
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
    const std = this.bestOf(this.restAt[g], at, atLeast);
    return std < special ? std : special;
  }

  /** Is the shanten of the loaded hand with one more tile of `kind` (already added to `counts`) below `s`? */
  lowers(counts: ArrayLike<number>, kind: number, s: number): boolean {
    if (this.impossible) return FAR < s;
    const now = counts[kind];
    if (this.odd || now > 4) return this.slowShanten(counts) < s;
    if (this.hasSpecial && this.special.shantenAfter(kind, now, 1) < s) return true;
    const g = groupOf(kind);
    return ((this.loweringRanks(g, s, false) >> (g < 3 ? kind % 9 : kind - 27)) & 1) === 1;
  }

  /**
   * Tile acceptance of the loaded hand: the sum of `unseen[k]` over the kinds k of which one more
   * tile brings its shanten below `s`. Tried are the kinds that could (held, or a suit tile within
   * two ranks of a held one; every kind when a special shape is allowed), and only those with an
   * unseen tile and fewer than four held. The same as asking `lowers` of each.
   */
  acceptance(counts: Uint8Array, s: number, unseen: ArrayLike<number>): number {
    const all = this.rules.sevenPairs || this.rules.thirteenOrphans;
    let total = 0;
    if (this.impossible || this.odd) {
      for (let k = 0; k < PLAYING_KINDS; k++) {
        if (!(all || isNear(counts, k)) || unseen[k] === 0 || counts[k] >= 4) continue;
        counts[k]++;
        if (this.lowers(counts, k, s)) total += unseen[k];
        counts[k]--;
      }
      return total;
    }
    if (!this.hasSpecial) {
      // Only the near kinds can lower the standard shanten, and only they are tried.
      for (let g = 0; g < 4; g++) {
        for (let ranks = this.loweringRanks(g, s, true); ranks !== 0; ranks &= ranks - 1) total += unseen[g * 9 + 31 - Math.clz32(ranks & -ranks)];
      }
      return total;
    }
    const specials = this.special.loweringClasses(s);
    for (let g = 0; g < 4; g++) {
      const first = g * 9;
      const last = g < 3 ? first + 8 : PLAYING_KINDS - 1;
      let ranks = -1;
      for (let k = first; k <= last; k++) {
        const n = counts[k];
        if (unseen[k] === 0 || n >= 4) continue;
        if (!(all || n > 0 || (g < 3 && isNear(counts, k)))) continue;
        if (specials !== 0 && (specials >> (SPECIAL_CLASS[k] + (n < 2 ? n : 2))) & 1) {
          total += unseen[k];
          continue;
        }
        if (ranks < 0) ranks = this.loweringRanks(g, s, false);
        if ((ranks >> (k - first)) & 1) total += unseen[k];
      }
    }
    return total;
  }

  /**
   * The ranks of group `g` (bit r for rank r) one more tile of which brings the loaded hand's
   * standard shanten below `s` (ranks held four times: never; `nearOnly`: only ranks held or
   * within two of one held). A function of the group's key, the rest of the hand's frontier, `s`
   * and the sets needed, so remembered by them in the table set.
   */
  private loweringRanks(g: number, s: number, nearOnly: boolean): number {
    if (!(s >= -1 && s <= 14)) return this.findLoweringRanks(g, s, nearOnly);
    const memo = this.set.loweringRanks;
    const x = (g < 3 ? 0 : HONOUR_KEYS) + this.keys[g] + (s + 1) * 2097152 + this.rules.setsNeeded * 33554432 + (nearOnly ? 268435456 : 0);
    const y = this.restAt[g];
    const known = memo.get(x, y);
    if (known !== 0) return known - 1;
    const ranks = this.findLoweringRanks(g, s, nearOnly);
    memo.set(x, y, ranks + 1);
    return ranks;
  }

  private findLoweringRanks(g: number, s: number, nearOnly: boolean): number {
    const need = this.need[g];
    if (this.needBelow[g] !== s || this.needRest[g] !== this.restAt[g]) {
      this.needBelow[g] = s;
      this.needRest[g] = this.restAt[g];
      need.fill(UNKNOWN);
    }
    const d = this.digits;
    const size = g < 3 ? 9 : 7;
    for (let r = 0, key = this.keys[g]; r < size; r++, key = (key / 5) | 0) d[r] = key % 5;
    // A tile with no other within two ranks (or a lone honour) adds nothing to any set or
    // partial: its group's frontier stays the same, and so does the answer (−1: not asked yet).
    let alone = -1;
    let ranks = 0;
    for (let r = 0; r < size; r++) {
      if (d[r] >= 4) continue;
      const near = d[r] > 0 || (g < 3 && ((r >= 1 && d[r - 1] > 0) || (r >= 2 && d[r - 2] > 0) || (r <= 7 && d[r + 1] > 0) || (r <= 6 && d[r + 2] > 0)));
      let lowers: boolean;
      if (near) lowers = this.reaches(this.neighbour(g, g * 9 + r, 1), need, s, g);
      else if (nearOnly) continue;
      else {
        if (alone < 0) alone = this.reaches(this.groupAt[g], need, s, g) ? 1 : 0;
        lowers = alone === 1;
      }
      if (lowers) ranks |= 1 << r;
    }
    return ranks;
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
   * Remembered per group while its rest and `s` stay, it turns each test into a few comparisons.
   */
  private partialsNeeded(g: number, mb: number, cb: number, pb: number, s: number): number {
    const n = this.rules.setsNeeded;
    const cd = this.set.cd;
    const f = this.set.front.bytes;
    const at = this.restAt[g];
    let least = 127;
    for (let i = at + 1, end = at + 1 + f[at] * 4; i < end; i += 4) {
      const ma = f[i], ca = f[i + 1], pa = f[i + 2], ta = f[i + 3];
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
