/**
 * The shape questions of the look-ahead's last two steps, answered from flags per group (a suit,
 * or the honours) instead of the general shanten tables (shape.ts): the same answers, for rules
 * with no chow cap, a hand of 3n+1 or 3n+2 tiles and no count above 4 (`readyShapeFor` says when).
 *
 * Why it holds: with no cap, a hand's standard shanten is −1 exactly when it is complete (n sets
 * and a pair) and at most 0 exactly when one tile, or one swap of a tile, makes it complete (a
 * fifth copy allowed, as the formula allows it). A complete hand's groups each hold a multiple of
 * three tiles, but the pair's group (two more); so a group's counts modulo 3 say which group a
 * drawn or discarded tile must change, and the flags below say whether that group can. The special
 * shapes are counted by shape-special.ts.
 */
import { PLAYING_KINDS, type Kind } from '../tiles';
import { SpecialShapeCount } from './shape-special';
import { groupKey5, groupOf, isNear, KeyIndex, MAX_SETS, POW5, type ShapeRules } from './shape-tables';

// A group's word: the flags, then the ranks one more tile of which makes the group sets only
// (bits 6–14) or sets and a pair (bits 15–23).
/** Sets only; sets and one pair. */
const C0 = 1;
const C1 = 2;
/** One tile fewer (some held kind) makes it C0; C1. */
const M0 = 4;
const M1 = 8;
/** One tile swapped within the group (or none) makes it C0; C1. */
const S0 = 16;
const S1 = 32;
const MASK0 = 6;
const MASK1 = 15;
const RANKS = 0x1ff;
const w0 = (w: number) => (w >> MASK0) & RANKS;
const w1 = (w: number) => (w >> MASK1) & RANKS;

/** C0 | C1 of counts `v` (length 9, a fifth copy allowed), plus KNOWN, by base-6 key and group kind. */
const decided = new KeyIndex();
/** Set in every remembered value (the index reads 0 as "not there"). */
const KNOWN = 1 << 30;

function decide(v: Int8Array, honours: boolean): number {
  let key = 0;
  for (let i = 8; i >= 0; i--) key = key * 6 + v[i];
  const id = key * 2 + (honours ? 1 : 0);
  const known = decided.get(id);
  if (known !== 0) return known ^ KNOWN;
  let i = 0;
  while (i < 9 && v[i] === 0) i++;
  let bits = 0;
  if (i === 9) bits = C0;
  else {
    if (v[i] >= 3) {
      v[i] -= 3;
      bits |= decide(v, honours);
      v[i] += 3;
    }
    if (!honours && i <= 6 && v[i + 1] > 0 && v[i + 2] > 0 && bits !== (C0 | C1)) {
      v[i]--, v[i + 1]--, v[i + 2]--;
      bits |= decide(v, honours);
      v[i]++, v[i + 1]++, v[i + 2]++;
    }
    if (v[i] >= 2 && !(bits & C1)) {
      v[i] -= 2;
      if (decide(v, honours) & C0) bits |= C1;
      v[i] += 2;
    }
  }
  decided.set(id, bits | KNOWN);
  return bits;
}

/** Ranks x (as bits) for which `v` plus one x decides C0 (low 9 bits) and C1 (next 9). */
function plusMasks(v: Int8Array, ranks: number, honours: boolean): number {
  let m0 = 0;
  let m1 = 0;
  for (let x = 0; x < ranks; x++) {
    v[x]++;
    const b = decide(v, honours);
    v[x]--;
    if (b & C0) m0 |= 1 << x;
    if (b & C1) m1 |= 1 << x;
  }
  return m0 | (m1 << 9);
}

/** `basics`: C0, C1 and the masks only (with KNOWN), by base-5 group key (every count at most 4) and group kind. */
const basics = new KeyIndex();
/**
 * Whole words (with KNOWN) read on every question, so looked up by the key itself rather than
 * hashed: a suit's 5^9 keys (7.8 MB, made when first needed) and the honours' 5^7.
 */
let suitWords: Int32Array | null = null;
let honourWords: Int32Array | null = null;
const digits = new Int8Array(9);

/** Reads base-5 `key5` into `digits`. */
function spell(key5: number): Int8Array {
  for (let i = 0, k = key5; i < 9; i++, k = (k / 5) | 0) digits[i] = k % 5;
  return digits;
}

function basicWord(key5: number, honours: boolean): number {
  const id = key5 * 2 + (honours ? 1 : 0);
  const known = basics.get(id);
  if (known !== 0) return known ^ KNOWN;
  const v = spell(key5);
  const plus = plusMasks(v, honours ? 7 : 9, honours);
  const w = decide(v, honours) | ((plus & RANKS) << MASK0) | ((plus >> 9) << MASK1);
  basics.set(id, w | KNOWN);
  return w;
}

function groupWord(key5: number, honours: boolean): number {
  const words = honours ? (honourWords ??= new Int32Array(POW5[7])) : (suitWords ??= new Int32Array(POW5[8] * 5));
  const known = words[key5];
  if (known !== 0) return known ^ KNOWN;
  let w = basicWord(key5, honours);
  // One tile fewer, then one more (the swap): what the basic word one tile fewer says.
  for (let d = 0, k = key5; d < (honours ? 7 : 9); d++, k = (k / 5) | 0) {
    if (k % 5 === 0) continue;
    const less = basicWord(key5 - POW5[d], honours);
    if (less & C0) w |= M0;
    if (less & C1) w |= M1;
    if (w0(less) !== 0) w |= S0;
    if (w1(less) !== 0) w |= S1;
  }
  words[key5] = w | KNOWN;
  return w;
}

// The hand in hand: each group's word and tile count modulo 3 (scratch, one question at a time).
const W = [0, 0, 0, 0];
const R = [0, 0, 0, 0];
const KEY = [0, 0, 0, 0];

const wordAt = (g: number, key5: number) => groupWord(key5, g === 3);

/** The standard form, 3n+1 tiles in W/R: can one more tile complete it? */
function tenpai(): boolean {
  let one = -1, twoA = -1, twoB = -1;
  for (let g = 0; g < 4; g++) {
    const r = R[g];
    if (r === 0) {
      if (!(W[g] & C0)) return false;
    } else if (r === 1) {
      if (one >= 0) return false;
      one = g;
    } else if (twoA < 0) twoA = g;
    else if (twoB < 0) twoB = g;
    else return false;
  }
  if (one >= 0) return twoA < 0 && w1(W[one]) !== 0;
  if (twoB < 0) return false;
  return (w0(W[twoA]) !== 0 && (W[twoB] & C1) !== 0) || ((W[twoA] & C1) !== 0 && w0(W[twoB]) !== 0);
}

/** Per group, the ranks one more tile of which completes the standard form of the 3n+1 tiles in W/R (into WAITS). */
const WAITS = [0, 0, 0, 0];
function waits(): void {
  WAITS.fill(0);
  let one = -1, twoA = -1, twoB = -1;
  for (let g = 0; g < 4; g++) {
    const r = R[g];
    if (r === 0) {
      if (!(W[g] & C0)) return;
    } else if (r === 1) {
      if (one >= 0) return;
      one = g;
    } else if (twoA < 0) twoA = g;
    else if (twoB < 0) twoB = g;
    else return;
  }
  if (one >= 0) {
    if (twoA < 0) WAITS[one] = w1(W[one]);
    return;
  }
  if (twoB < 0) return;
  if (W[twoB] & C1) WAITS[twoA] = w0(W[twoA]);
  if (W[twoA] & C1) WAITS[twoB] = w0(W[twoB]);
}

/** The standard form, 3n+2 tiles in W/R: does one swap (or none) complete it? */
function oneAway(): boolean {
  // Groups by count modulo 3, and how many of those left at 0 are not sets only.
  let ones = 0, twos = 0, o1 = -1, o2 = -1, t1 = -1, t2 = -1, unset = 0, unsetAt = -1;
  for (let g = 0; g < 4; g++) {
    const r = R[g];
    if (r === 0) {
      if (!(W[g] & C0)) (unset++, (unsetAt = g));
    } else if (r === 1) {
      ones++;
      if (o1 < 0) o1 = g;
      else o2 = g;
    } else {
      twos++;
      if (t1 < 0) t1 = g;
      else t2 = g;
    }
  }
  if (unset > 1) return false;
  if (ones === 0 && twos === 1) {
    const p = W[t1];
    // A swap within the pair's group, or within the one group that is not sets only.
    if (unset === 0 && p & S1) return true;
    if (unset === 1) return (W[unsetAt] & S0) !== 0 && (p & C1) !== 0 || ((W[unsetAt] & M1) !== 0 && w0(p) !== 0);
    // A tile from a group of sets moves to the pair's group, or the other way round.
    if (!(w0(p) !== 0)) return false;
    for (let g = 0; g < 4; g++) if (g !== t1 && W[g] & M1) return true;
    return false;
  }
  if (unset > 0) return false;
  if (ones === 2 && twos === 0) return ((W[o1] & M0) !== 0 && w1(W[o2]) !== 0) || ((W[o2] & M0) !== 0 && w1(W[o1]) !== 0);
  if (ones === 1 && twos === 2) {
    if (!(W[o1] & M0)) return false;
    return (w0(W[t1]) !== 0 && (W[t2] & C1) !== 0) || (w0(W[t2]) !== 0 && (W[t1] & C1) !== 0);
  }
  return false;
}

/** Answers for one set of rules (no chow cap); each method returns null where it does not apply. */
export class ReadyShape {
  private readonly special: SpecialShapeCount | null;
  private readonly all: boolean;

  constructor(private readonly rules: ShapeRules) {
    this.all = rules.sevenPairs || rules.thirteenOrphans;
    this.special = this.all ? new SpecialShapeCount(rules) : null;
  }

  /** Reads `c` into W/R/KEY; false when it does not hold `3n + extra` tiles, each count at most 4. */
  private read(c: ArrayLike<number>, extra: number): boolean {
    let tiles = 0;
    for (let g = 0; g < 4; g++) {
      const key = groupKey5(c, g);
      if (key < 0) return false;
      KEY[g] = key;
      let n = 0;
      const last = g < 3 ? g * 9 + 9 : PLAYING_KINDS;
      for (let k = g * 9; k < last; k++) n += c[k];
      R[g] = n % 3;
      tiles += n;
    }
    if (tiles !== 3 * this.rules.setsNeeded + extra) return false;
    for (let g = 0; g < 4; g++) W[g] = wordAt(g, KEY[g]);
    this.special?.count(c);
    return true;
  }

  /**
   * The kinds one more tile of which brings hand `c` (3n+1 tiles) below shanten `s` (0 or 1), as
   * `loweringKinds` lists them: ascending, held fewer than four times.
   */
  lowering(c: ArrayLike<number>, s: 0 | 1): Kind[] | null {
    if (!this.read(c, 1)) return null;
    if (s === 0) return this.winning(c);
    const out: Kind[] = [];
    const special = this.special;
    for (let k = 0; k < PLAYING_KINDS; k++) {
      const n = c[k];
      if (n >= 4 || !(this.all || isNear(c, k))) continue;
      if (special && special.shantenAfter(k, n + 1, 1) < 1) {
        out.push(k);
        continue;
      }
      const g = groupOf(k);
      const was = W[g], r = R[g];
      W[g] = wordAt(g, KEY[g] + POW5[g < 3 ? k - g * 9 : k - 27]);
      R[g] = r === 2 ? 0 : r + 1;
      if (oneAway()) out.push(k);
      W[g] = was;
      R[g] = r;
    }
    return out;
  }

  /** `lowering(c, 0)` of the hand read: the standard waits from the group masks, the special ones counted. */
  private winning(c: ArrayLike<number>): Kind[] {
    waits();
    const out: Kind[] = [];
    const special = this.special;
    for (let k = 0; k < PLAYING_KINDS; k++) {
      const n = c[k];
      if (n >= 4) continue;
      const g = k < 27 ? (k / 9) | 0 : 3;
      if ((WAITS[g] >> (k - 9 * g)) & 1 || (special && special.shantenAfter(k, n + 1, 1) < 0)) out.push(k);
    }
    return out;
  }

  /** The held kinds whose discard leaves hand `c` (3n+2 tiles) ready (shanten 0), ascending. */
  readyDiscards(c: ArrayLike<number>): Kind[] | null {
    if (!this.read(c, 2)) return null;
    const out: Kind[] = [];
    const special = this.special;
    for (let d = 0; d < PLAYING_KINDS; d++) {
      const n = c[d];
      if (n === 0) continue;
      if (special && special.shantenAfter(d, n - 1, -1) <= 0) {
        out.push(d);
        continue;
      }
      const g = groupOf(d);
      const was = W[g], r = R[g];
      W[g] = wordAt(g, KEY[g] - POW5[g < 3 ? d - g * 9 : d - 27]);
      R[g] = r === 0 ? 2 : r - 1;
      if (tenpai()) out.push(d);
      W[g] = was;
      R[g] = r;
    }
    return out;
  }
}

const byRules = new Map<string, ReadyShape | null>();

/** The ready-shape answers for `rules`, or null where they do not apply (a chow cap, or rules no hand can meet). */
export function readyShapeFor(rules: ShapeRules): ReadyShape | null {
  const key = `${rules.setsNeeded}|${rules.chowCap}|${rules.sevenPairs}|${rules.thirteenOrphans}`;
  let r = byRules.get(key);
  if (r === undefined) {
    const fits = rules.setsNeeded >= 0 && rules.setsNeeded <= MAX_SETS && rules.chowCap >= rules.setsNeeded;
    byRules.set(key, (r = fits ? new ReadyShape(rules) : null));
  }
  return r;
}
