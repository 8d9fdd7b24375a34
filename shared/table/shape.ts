/**
 * Is a hand complete, and what does it wait on? Used by the state machine for legality (win
 * claims, riichi tenpai, furiten). Works on 34-length count arrays.
 */
import type { SpecialHands } from '../rules/presets';
import { isTerminalOrHonour, PLAYING_KINDS } from '../tiles';

function setsOnly(c: number[], sets: number, from = 0): boolean {
  if (sets === 0) return true;
  let i = from;
  while (i < PLAYING_KINDS && c[i] === 0) i++;
  if (i >= PLAYING_KINDS) return false;
  if (c[i] >= 3) {
    c[i] -= 3;
    const ok = setsOnly(c, sets - 1, i);
    c[i] += 3;
    if (ok) return true;
  }
  if (i < 27 && i % 9 <= 6 && c[i + 1] > 0 && c[i + 2] > 0) {
    c[i]--; c[i + 1]--; c[i + 2]--;
    const ok = setsOnly(c, sets - 1, i);
    c[i]++; c[i + 1]++; c[i + 2]++;
    if (ok) return true;
  }
  return false;
}

/** `sets` sets and a pair exactly. */
export function isStandardComplete(counts: readonly number[], sets: number): boolean {
  const c = [...counts];
  const total = c.reduce((a, b) => a + b, 0);
  if (total !== sets * 3 + 2) return false;
  for (let p = 0; p < PLAYING_KINDS; p++) {
    if (c[p] < 2) continue;
    c[p] -= 2;
    const ok = setsOnly(c, sets);
    c[p] += 2;
    if (ok) return true;
  }
  return false;
}

export function isThirteenOrphans(counts: readonly number[]): boolean {
  let pair = false;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const n = counts[k];
    if (!isTerminalOrHonour(k)) {
      if (n) return false;
    } else if (n === 0 || n > 2) return false;
    else if (n === 2) {
      if (pair) return false;
      pair = true;
    }
  }
  return pair;
}

export const isSevenPairs = (counts: readonly number[]): boolean =>
  counts.reduce((a, b) => a + b, 0) === 14 && counts.filter((n) => n === 2).length === 7;

/** Taiwanese Eight and a Half Pairs: seven pairs and one concealed triple, 17 tiles. */
export function isEightAndHalfPairs(counts: readonly number[]): boolean {
  if (counts.reduce((a, b) => a + b, 0) !== 17) return false;
  let pairs = 0;
  let triples = 0;
  for (const n of counts) {
    if (n === 2) pairs++;
    else if (n === 3) triples++;
    else if (n === 4) pairs += 2;
    else if (n !== 0) return false;
  }
  return pairs === 7 && triples === 1;
}

/** A complete concealed part, given how many sets it must hold (melds already declared count). */
export function isComplete(counts: readonly number[], setsNeeded: number, special: SpecialHands, hasMelds: boolean): boolean {
  if (isStandardComplete(counts, setsNeeded)) return true;
  if (hasMelds) return false;
  return (
    (special.thirteenOrphans && setsNeeded === 4 && isThirteenOrphans(counts)) ||
    (special.sevenPairs && setsNeeded === 4 && isSevenPairs(counts)) ||
    (special.eightAndHalfPairs && setsNeeded === 5 && isEightAndHalfPairs(counts))
  );
}

/** A tile can only complete a set with tiles of its own kind or up to two ranks away in its suit. */
function nearHeld(c: readonly number[], k: number): boolean {
  if (k >= 27) return false;
  const rank = k % 9;
  for (let d = -2; d <= 2; d++) if (d !== 0 && rank + d >= 0 && rank + d <= 8 && c[k + d] > 0) return true;
  return false;
}

/** The kinds that would complete a concealed part one tile short. */
export function waitingKinds(counts: readonly number[], setsNeeded: number, special: SpecialHands, hasMelds: boolean): number[] {
  const out: number[] = [];
  const c = [...counts];
  const orphans = special.thirteenOrphans && !hasMelds;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (c[k] >= 4 || !(c[k] > 0 || nearHeld(c, k) || (orphans && isTerminalOrHonour(k)))) continue;
    c[k]++;
    if (isComplete(c, setsNeeded, special, hasMelds)) out.push(k);
    c[k]--;
  }
  return out;
}
