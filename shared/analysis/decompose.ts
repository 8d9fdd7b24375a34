/**
 * Decompositions of concealed tiles into sets (pungs and chows) and one pair.
 *
 * A set is coded as a number: a pung of kind k is `k`, a chow starting at kind k is `CHOW + k`.
 * `setsNeeded` is the number of sets still to be made from these tiles: 4 (or 5 for 16-tile hands)
 * minus the sets already declared.
 */
import { PLAYING_KINDS, type Kind } from '../tiles';
import { chowStarts, type Counts } from './counts';

const CHOW = 34;
export type SetCode = number;

export const isChowCode = (code: SetCode): boolean => code >= CHOW;
/** The lowest kind in the set. */
export const setKind = (code: SetCode): Kind => (code >= CHOW ? code - CHOW : code);
/** The kinds of a set, lowest first. */
export function setKinds(code: SetCode): Kind[] {
  const k = setKind(code);
  return code >= CHOW ? [k, k + 1, k + 2] : [k, k, k];
}

export interface Decomposition {
  /** The pair's kind, or -1 when decomposing without a pair. */
  pair: Kind;
  /** Set codes in ascending order. */
  sets: SetCode[];
}

/** Visitor: return `true` to stop the enumeration. */
export type DecompositionVisitor = (pair: Kind, sets: readonly SetCode[]) => boolean | void;

const work = new Uint8Array(PLAYING_KINDS);
const stack: SetCode[] = [];
const suitScratch = new Int16Array(9);

function total(counts: Counts): number {
  let n = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) n += counts[k];
  return n;
}

// Sets only, from `work`, lowest kind first; every distinct multiset of sets is visited once.
function visitSets(from: number, remaining: number, pair: Kind, visit: DecompositionVisitor): boolean {
  let k = from;
  while (k < PLAYING_KINDS && work[k] === 0) k++;
  if (k === PLAYING_KINDS) return remaining === 0 ? visit(pair, stack) === true : false;
  if (remaining === 0) return false;
  if (work[k] >= 3) {
    work[k] -= 3;
    stack.push(k);
    const stop = visitSets(k, remaining - 1, pair, visit);
    stack.pop();
    work[k] += 3;
    if (stop) return true;
  }
  if (chowStarts(k) && work[k + 1] > 0 && work[k + 2] > 0) {
    work[k]--;
    work[k + 1]--;
    work[k + 2]--;
    stack.push(CHOW + k);
    const stop = visitSets(k, remaining - 1, pair, visit);
    stack.pop();
    work[k]++;
    work[k + 1]++;
    work[k + 2]++;
    if (stop) return true;
  }
  return false;
}

/**
 * Calls `visit` for every decomposition of `counts` into `setsNeeded` sets plus (when `withPair`)
 * one pair. The `sets` array passed to the visitor is reused: copy it to keep it.
 */
export function forEachDecomposition(counts: Counts, setsNeeded: number, withPair: boolean, visit: DecompositionVisitor): void {
  if (total(counts) !== setsNeeded * 3 + (withPair ? 2 : 0)) return;
  for (let k = 0; k < PLAYING_KINDS; k++) work[k] = counts[k];
  stack.length = 0;
  if (!withPair) {
    visitSets(0, setsNeeded, -1, visit);
    return;
  }
  // Sets never cross a group (a suit, or the honours), so the pair lies in the one group holding
  // 2 modulo 3 tiles; with none (or a group at 1 modulo 3) there is no decomposition.
  const pairGroup = groupOfPair();
  if (pairGroup < 0) return;
  const to = pairGroup < 3 ? pairGroup * 9 + 9 : PLAYING_KINDS;
  for (let p = pairGroup * 9; p < to; p++) {
    if (work[p] < 2) continue;
    work[p] -= 2;
    const stop = visitSets(0, setsNeeded, p, visit);
    work[p] += 2;
    if (stop) return;
  }
}

/** The group (0–2 suits, 3 honours) of `work` holding 2 modulo 3 tiles when every other holds 0; else -1. */
function groupOfPair(): number {
  let found = -1;
  for (let g = 0; g < 4; g++) {
    const r = groupSum(g) % 3;
    if (r === 0) continue;
    if (r === 1 || found >= 0) return -1;
    found = g;
  }
  return found;
}

/** Every decomposition into `setsNeeded` sets and one pair (or no pair when `withPair` is false). */
export function decompose(counts: Counts, setsNeeded: number, withPair = true): Decomposition[] {
  const out: Decomposition[] = [];
  forEachDecomposition(counts, setsNeeded, withPair, (pair, sets) => {
    out.push({ pair, sets: sets.slice() });
  });
  return out;
}

// Sets-only check of one suit (9 kinds from `base`) or of the honours, on `work`: taking a pung
// whenever three or more are left and chows for the rest is exact for sets without a pair.
function suitIsSets(base: number): boolean {
  const c = suitScratch;
  for (let i = 0; i < 9; i++) c[i] = work[base + i];
  for (let i = 0; i < 9; i++) {
    const r = c[i] % 3;
    if (r === 0) continue;
    if (i > 6 || c[i + 1] < r || c[i + 2] < r) return false;
    c[i + 1] -= r;
    c[i + 2] -= r;
  }
  return true;
}

function groupIsSets(g: number): boolean {
  if (g < 3) return suitIsSets(g * 9);
  for (let k = 27; k < PLAYING_KINDS; k++) if (work[k] % 3 !== 0) return false;
  return true;
}

function groupSum(g: number): number {
  const from = g * 9;
  const to = g < 3 ? from + 9 : PLAYING_KINDS;
  let n = 0;
  for (let k = from; k < to; k++) n += work[k];
  return n;
}

/**
 * Whether `counts` is exactly `setsNeeded` sets and one pair (or only sets, without `withPair`).
 * Each suit's tile count must be 0 or 2 modulo 3, and the pair can only sit in the one group that
 * is 2 modulo 3, so at most nine pair candidates are tried.
 */
export function isComplete(counts: Counts, setsNeeded: number, withPair = true): boolean {
  if (total(counts) !== setsNeeded * 3 + (withPair ? 2 : 0)) return false;
  for (let k = 0; k < PLAYING_KINDS; k++) work[k] = counts[k];
  let pairGroup = -1;
  if (withPair) {
    pairGroup = groupOfPair();
    if (pairGroup < 0) return false;
  } else for (let g = 0; g < 4; g++) if (groupSum(g) % 3 !== 0) return false;
  for (let g = 0; g < 4; g++) if (g !== pairGroup && !groupIsSets(g)) return false;
  if (!withPair) return true;
  const from = pairGroup * 9;
  const to = pairGroup < 3 ? from + 9 : PLAYING_KINDS;
  for (let p = from; p < to; p++) {
    if (work[p] < 2) continue;
    work[p] -= 2;
    const ok = groupIsSets(pairGroup);
    work[p] += 2;
    if (ok) return true;
  }
  return false;
}
