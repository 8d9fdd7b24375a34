/**
 * Shanten: how many tiles a hand is away from ready (0 = ready, -1 = complete).
 *
 * Standard form: 2·N − 2·sets − partials − pair, where N sets are needed, partials (two tiles of a
 * set: a pair not used as the head, adjacent or one-gap suit tiles) count only up to N − sets, and
 * pair is 1 when a pair is kept as the head. Each suit (and each honour kind) is reduced to a small
 * table "sets m, head p → most partials", memoised by its counts, and the tables are combined.
 */
import { PLAYING_KINDS } from '../tiles';
import { MAJOR_KINDS, type Counts } from './counts';
import { IntMap } from './int-map';

const MAX_SETS = 5;
const WIDTH = (MAX_SETS + 1) * 2;
// index m * 2 + p → most partials, -1 when impossible. After its WIDTH entries a table also lists
// how many are possible and their indices: combining walks only those.
type Table = Int8Array;
const VALID = WIDTH;

const newTable = (): Table => new Int8Array(2 * WIDTH + 1);

/** Writes the list of possible entries after the entries themselves. */
function listValid(t: Table): void {
  let n = 0;
  for (let i = 0; i < WIDTH; i++) if (t[i] >= 0) t[VALID + 1 + n++] = i;
  t[VALID] = n;
}

function keep(t: Table): Table {
  const kept = newTable();
  kept.set(t.subarray(0, WIDTH));
  listValid(kept);
  return kept;
}

const EMPTY: Table = (() => {
  const t = new Int8Array(WIDTH).fill(-1);
  t[0] = 0;
  return keep(t);
})();

const memo = new IntMap<Table>(14);
const digits = new Int8Array(9);

function decode(key: number): void {
  for (let i = 0; i < 9; i++) {
    digits[i] = key & 7;
    key >>= 3;
  }
}

function mergeShifted(into: Table, from: Table, dm: number, dp: number, dt: number): void {
  for (let m = 0; m + dm <= MAX_SETS; m++) {
    for (let p = 0; p + dp <= 1; p++) {
      const t = from[m * 2 + p];
      if (t < 0) continue;
      const i = (m + dm) * 2 + p + dp;
      if (t + dt > into[i]) into[i] = t + dt;
    }
  }
}

/** Table of one suit given as base-8 digits (rank 1 lowest). Honour kinds use one digit. */
function suitTable(key: number): Table {
  const hit = memo.get(key);
  if (hit) return hit;
  if (key === 0) return EMPTY;
  decode(key);
  let i = 0;
  while (digits[i] === 0) i++;
  const c0 = digits[i], c1 = i < 8 ? digits[i + 1] : 0, c2 = i < 7 ? digits[i + 2] : 0;
  const unit = 1 << (3 * i);
  const out = new Int8Array(WIDTH).fill(-1);
  if (c0 >= 3) mergeShifted(out, suitTable(key - 3 * unit), 1, 0, 0);
  if (c1 > 0 && c2 > 0) mergeShifted(out, suitTable(key - unit - (unit << 3) - (unit << 6)), 1, 0, 0);
  if (c0 >= 2) {
    const rest = suitTable(key - 2 * unit);
    mergeShifted(out, rest, 0, 1, 0);
    mergeShifted(out, rest, 0, 0, 1);
  }
  if (c1 > 0) mergeShifted(out, suitTable(key - unit - (unit << 3)), 0, 0, 1);
  if (c2 > 0) mergeShifted(out, suitTable(key - unit - (unit << 6)), 0, 0, 1);
  mergeShifted(out, suitTable(key - unit), 0, 0, 0);
  const kept = keep(out);
  memo.set(key, kept);
  return kept;
}

/** `out` = the best of the listed tables `a` and `b` side by side, with its own list. */
function combine(a: Table, b: Table, out: Table): void {
  for (let i = 0; i < WIDTH; i++) out[i] = -1; // a loop: TypedArray fill costs more at this size
  const na = a[VALID];
  const nb = b[VALID];
  let touched = 0; // bit i: entry i became possible
  for (let k = 1; k <= na; k++) {
    const ia = a[VALID + k];
    const ta = a[ia];
    for (let j = 1; j <= nb; j++) {
      const ib = b[VALID + j];
      // m adds up (index / 2), p adds up (index & 1) and must stay at most 1.
      if ((ia & ib & 1) !== 0 || (ia >> 1) + (ib >> 1) > MAX_SETS) continue;
      const i = ia + ib;
      const t = ta + b[ib];
      if (t > out[i]) out[i] = t;
      touched |= 1 << i;
    }
  }
  let n = 0;
  for (; touched !== 0; touched &= touched - 1) out[VALID + 1 + n++] = 31 - Math.clz32(touched & -touched);
  out[VALID] = n;
}

const accA = newTable();
const accB = newTable();

function suitKey(counts: Counts, base: number): number {
  let key = 0;
  for (let i = 8; i >= 0; i--) {
    const c = counts[base + i];
    key = (key << 3) | (c > 7 ? 7 : c);
  }
  return key;
}

// The honours' combined table depends only on how many honour kinds hold 2, 3, 4… tiles (a single
// honour is no partial), so it is built once per such count and kept.
const honourMemo = new Map<number, Table>();

function honoursTable(counts: Counts): Table {
  let key = 0;
  for (let k = 27; k < PLAYING_KINDS; k++) {
    const n = Math.min(counts[k], 7);
    if (n > 1) key += 1 << (3 * (n - 2)); // up to 7 kinds per count: 3 bits each for counts 2–7
  }
  const hit = honourMemo.get(key);
  if (hit) return hit;
  let acc: Table = EMPTY;
  for (let k = 27; k < PLAYING_KINDS; k++) {
    if (counts[k] < 2) continue;
    const next = newTable();
    combine(acc, suitTable(Math.min(counts[k], 7)), next);
    acc = next;
  }
  honourMemo.set(key, acc);
  return acc;
}

/** Standard-form shanten of concealed `counts` that must still make `setsNeeded` sets and a pair. */
export function shanten(counts: Counts, setsNeeded: number): number {
  combine(suitTable(suitKey(counts, 0)), suitTable(suitKey(counts, 9)), accA);
  combine(accA, suitTable(suitKey(counts, 18)), accB);
  const honours = honoursTable(counts);
  // The last combination only needs its best shanten, not the table.
  const n = setsNeeded;
  let best = 2 * n + 1;
  const na = accB[VALID];
  const nh = honours[VALID];
  for (let k = 1; k <= na; k++) {
    const ia = accB[VALID + k];
    const ta = accB[ia];
    for (let j = 1; j <= nh; j++) {
      const ib = honours[VALID + j];
      if ((ia & ib & 1) !== 0 || (ia >> 1) + (ib >> 1) > MAX_SETS) continue;
      const sets = Math.min((ia >> 1) + (ib >> 1), n);
      const s = 2 * n - 2 * sets - Math.min(ta + honours[ib], n - sets) - (ia & 1) - (ib & 1);
      if (s < best) best = s;
    }
  }
  return best;
}

/** Shanten towards Thirteen Unique Wonders (one of each terminal and honour plus a pair of one). */
export function shantenThirteenOrphans(counts: Counts): number {
  let distinct = 0;
  let pair = 0;
  for (const k of MAJOR_KINDS) {
    if (counts[k] > 0) distinct++;
    if (counts[k] > 1) pair = 1;
  }
  return 13 - distinct - pair;
}

/** Shanten towards seven pairs of seven different kinds. */
export function shantenSevenPairs(counts: Counts): number {
  let pairs = 0;
  let kinds = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (counts[k] > 0) kinds++;
    if (counts[k] > 1) pairs++;
  }
  return 6 - pairs + Math.max(0, 7 - kinds);
}
