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

const MAX_SETS = 5;
const WIDTH = (MAX_SETS + 1) * 2;
type Table = Int8Array; // index m * 2 + p → most partials, -1 when impossible

const EMPTY: Table = (() => {
  const t = new Int8Array(WIDTH).fill(-1);
  t[0] = 0;
  return t;
})();

const memo = new Map<number, Table>();
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
  memo.set(key, out);
  return out;
}

function combine(a: Table, b: Table, out: Table): void {
  out.fill(-1);
  for (let ma = 0; ma <= MAX_SETS; ma++) {
    for (let pa = 0; pa <= 1; pa++) {
      const ta = a[ma * 2 + pa];
      if (ta < 0) continue;
      for (let mb = 0; ma + mb <= MAX_SETS; mb++) {
        for (let pb = 0; pa + pb <= 1; pb++) {
          const tb = b[mb * 2 + pb];
          if (tb < 0) continue;
          const i = (ma + mb) * 2 + pa + pb;
          if (ta + tb > out[i]) out[i] = ta + tb;
        }
      }
    }
  }
}

const accA = new Int8Array(WIDTH);
const accB = new Int8Array(WIDTH);

function suitKey(counts: Counts, base: number): number {
  let key = 0;
  for (let i = 8; i >= 0; i--) key = key * 8 + Math.min(counts[base + i], 7);
  return key;
}

/** Standard-form shanten of concealed `counts` that must still make `setsNeeded` sets and a pair. */
export function shanten(counts: Counts, setsNeeded: number): number {
  let acc = accA;
  let next = accB;
  acc.set(suitTable(suitKey(counts, 0)));
  for (const base of [9, 18]) {
    combine(acc, suitTable(suitKey(counts, base)), next);
    [acc, next] = [next, acc];
  }
  for (let k = 27; k < PLAYING_KINDS; k++) {
    if (counts[k] === 0) continue;
    combine(acc, suitTable(Math.min(counts[k], 7)), next);
    [acc, next] = [next, acc];
  }
  const n = setsNeeded;
  let best = 2 * n + 1;
  for (let m = 0; m <= MAX_SETS; m++) {
    for (let p = 0; p <= 1; p++) {
      const t = acc[m * 2 + p];
      if (t < 0) continue;
      const sets = Math.min(m, n);
      const s = 2 * n - 2 * sets - Math.min(t, n - sets) - p;
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
