/**
 * Waits: the kinds that complete a hand. A kind can only complete a standard hand if the hand
 * holds that kind (honours) or a suit tile within two ranks of it, so only those are tried.
 */
import { PLAYING_KINDS, type Kind } from '../tiles';
import { type Counts } from './counts';
import { isComplete } from './decompose';

const scratch = new Uint8Array(PLAYING_KINDS);

/** Kinds worth trying as the completing tile of a standard hand. */
export function waitCandidates(counts: Counts): Kind[] {
  const out: Kind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (counts[k] > 0) {
      out.push(k);
      continue;
    }
    if (k >= 27) continue;
    const r = k % 9;
    if ((r >= 1 && counts[k - 1] > 0) || (r >= 2 && counts[k - 2] > 0) || (r <= 7 && counts[k + 1] > 0) || (r <= 6 && counts[k + 2] > 0))
      out.push(k);
  }
  return out;
}

/**
 * The kinds that make `counts` plus one tile a complete standard hand of `setsNeeded` sets and a
 * pair. Kinds of which the player already holds four (`held`: all the player's tiles, concealed
 * and declared; defaults to `counts`) are left out, since no fifth tile exists.
 */
export function waits(counts: Counts, setsNeeded: number, held: Counts = counts): Kind[] {
  for (let k = 0; k < PLAYING_KINDS; k++) scratch[k] = counts[k];
  const out: Kind[] = [];
  for (const k of waitCandidates(counts)) {
    if (held[k] >= 4) continue;
    scratch[k]++;
    if (isComplete(scratch, setsNeeded)) out.push(k);
    scratch[k]--;
  }
  return out;
}

/** Waits for any winning test, by trying every kind: for special shapes and rule-dependent hands. */
export function waitsBy(counts: Counts, wins: (withTile: Uint8Array, tile: Kind) => boolean, held: Counts = counts): Kind[] {
  const c = new Uint8Array(PLAYING_KINDS);
  for (let k = 0; k < PLAYING_KINDS; k++) c[k] = counts[k];
  const out: Kind[] = [];
  for (let k = 0; k < PLAYING_KINDS; k++) {
    if (held[k] >= 4) continue;
    c[k]++;
    if (wins(c, k)) out.push(k);
    c[k]--;
  }
  return out;
}
