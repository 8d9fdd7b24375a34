/** Two small readings of a hand's counts by kind, shared by the discard ranking and the waits' worth. */
import { PLAYING_KINDS, type Kind } from '../tiles';

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

/** A hand's counts and one more kind as a string, for memos. */
export function handKey(c: ArrayLike<number>, extra: Kind): string {
  let key = String.fromCharCode(48 + extra);
  for (let k = 0; k < PLAYING_KINDS; k++) key += String.fromCharCode(48 + c[k]);
  return key;
}
