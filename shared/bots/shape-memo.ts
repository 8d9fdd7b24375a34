/**
 * What a hand's shape alone decides, remembered across decisions: the strong bot's look-ahead
 * asks the same few questions of the same hands many times over (in one decision by different
 * paths, and again on the next turn, one tile on). Each answer is a pure function of the shape
 * rules and the counts, so remembering it changes no choice. Each memo has a fixed size: when
 * half full it is emptied and fills again with what is asked.
 */
import { PLAYING_KINDS, type Kind } from '../tiles';
import { HandTable } from './hand-table';
import { readyShapeFor, type ReadyShape } from './ready-shape';
import type { ShapeEval } from './shape';
import type { ShapeRules } from './shape-tables';

/** Slots per memo (per question and set of rules), as a power of two: under 1 MB each, two generations of up to 8,192 hands (a larger one found no more hands again). */
export const MEMO_BITS = 15;

/** One number per set of shape rules (also the key of the shared evaluators, context.ts). */
export const rulesKey = (rules: ShapeRules): number =>
  rules.setsNeeded * 1000 + (Number.isFinite(rules.chowCap) ? rules.chowCap + 10 : 0) * 4 + (rules.sevenPairs ? 2 : 0) + (rules.thirteenOrphans ? 1 : 0);

/** Kinds that could lower a hand's standard shanten: held kinds and suit tiles within two ranks of one (`all`: every kind). */
export function nearKinds(c: ArrayLike<number>, all: boolean): Kind[] {
  const out: Kind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (all || c[k] > 0) {
      out.push(k);
      continue;
    }
    if (k >= 27) continue;
    const r = k % 9;
    if ((r >= 1 && c[k - 1] > 0) || (r >= 2 && c[k - 2] > 0) || (r <= 7 && c[k + 1] > 0) || (r <= 6 && c[k + 2] > 0)) out.push(k);
  }
  return out;
}

/**
 * The kind lists the memos hold, one array per list (a list is ascending, so its set of kinds
 * names it): a memo entry then keeps no array of its own alive, and the garbage collector has
 * that much less to mark and move.
 */
const lists = new Map<number, readonly Kind[]>();
function shared(kinds: readonly Kind[]): readonly Kind[] {
  let key = 0;
  for (const k of kinds) key += 2 ** k;
  const known = lists.get(key);
  if (known) return known;
  if (lists.size >= 1 << 16) lists.clear();
  lists.set(key, kinds);
  return kinds;
}

interface Memos {
  lowering: HandTable<readonly Kind[]>;
  kept: HandTable<readonly Kind[]>;
  ready: HandTable<readonly Kind[]>;
  /** The ready-shape answers for these rules, where they apply (ready-shape.ts). */
  fast: ReadyShape | null;
}
const byRules = new Map<number, Memos>();
/** Per evaluator, the memos of its rules (looked up once: evaluators live as long as the process). */
const memosOf = new WeakMap<ShapeEval, Memos>();
function memosFor(shape: ShapeEval): Memos {
  let m = memosOf.get(shape);
  if (!m) {
    const key = rulesKey(shape.rules);
    m = byRules.get(key);
    if (!m) byRules.set(key, (m = { lowering: new HandTable(MEMO_BITS, true), kept: new HandTable(MEMO_BITS, true), ready: new HandTable(MEMO_BITS, true), fast: readyShapeFor(shape.rules) }));
    memosOf.set(shape, m);
  }
  return m;
}

/** The kinds one more tile of which brings hand `c` (restored) below shanten `s`, among those that could (`nearKinds`) and with fewer than four held. May load `c` in `shape`. */
export function loweringKinds(shape: ShapeEval, c: Uint8Array, s: number): readonly Kind[] {
  const memos = memosFor(shape);
  const memo = memos.lowering;
  let out = memo.get(c, s + 2);
  if (out) return out;
  const fast = s === 0 || s === 1 ? memos.fast?.lowering(c, s) : null;
  if (fast) {
    const kinds = shared(fast);
    memo.setMissed(kinds);
    return kinds;
  }
  shape.load(c);
  const kinds: Kind[] = [];
  for (const k of nearKinds(c, shape.rules.sevenPairs || shape.rules.thirteenOrphans)) {
    if (c[k] >= 4) continue;
    c[k]++;
    if (shape.lowers(c, k, s)) kinds.push(k);
    c[k]--;
  }
  memo.setMissed((out = shared(kinds)));
  return out;
}

/** The kinds that complete hand `c` (one tile short; restored). May load `c` in `shape`. */
export function winningKinds(shape: ShapeEval, c: Uint8Array): readonly Kind[] {
  return loweringKinds(shape, c, 0);
}

/** Hand `c`, one tile over: the kinds held whose discard leaves shanten `s` (restored). May load `c` in `shape` as its base. */
export function keptDiscards(shape: ShapeEval, c: Uint8Array, s: number): readonly Kind[] {
  const memos = memosFor(shape);
  const memo = memos.kept;
  let out = memo.get(c, s + 2);
  if (out) return out;
  const fast = s === 0 ? memos.fast?.readyDiscards(c) : null;
  if (fast) {
    const kinds = shared(fast);
    memo.setMissed(kinds);
    return kinds;
  }
  const kinds: Kind[] = [];
  const floor = shape.loadBase(c);
  for (let d = 0; d < PLAYING_KINDS; d++) {
    if (c[d] === 0) continue;
    c[d]--;
    if (shape.shantenAfter(c, d, -1, floor) === s) kinds.push(d);
    c[d]++;
  }
  memo.setMissed((out = shared(kinds)));
  return out;
}

/** Hand `c`, one tile over: the kinds whose discard leaves it ready (restored). May load `c` in `shape` as its base. */
export function readyDiscards(shape: ShapeEval, c: Uint8Array): readonly Kind[] {
  const memos = memosFor(shape);
  const memo = memos.ready;
  let out = memo.get(c, 0);
  if (out) return out;
  const fast = memos.fast?.readyDiscards(c);
  if (fast) {
    const kinds = shared(fast);
    memo.setMissed(kinds);
    return kinds;
  }
  const kinds: Kind[] = [];
  const floor = shape.loadBase(c);
  if (floor <= 0) {
    for (let d = 0; d < PLAYING_KINDS; d++) {
      if (c[d] === 0) continue;
      c[d]--;
      if (shape.shantenAfter(c, d, -1, floor) === 0) kinds.push(d);
      c[d]++;
    }
  }
  memo.setMissed((out = shared(kinds)));
  return out;
}
