/**
 * Special (non-standard) complete shapes on 34-length counts of a whole 14-tile hand.
 * Family-neutral: which of them a rule set accepts, and what they score, is rule data elsewhere.
 */
import { PLAYING_KINDS, type Kind } from '../tiles';
import { MAJOR_KINDS, tileCount, type Counts } from './counts';

/** One of each terminal and honour plus a second of one of them. */
export function isThirteenOrphans(counts: Counts): boolean {
  if (tileCount(counts) !== 14) return false;
  for (const k of MAJOR_KINDS) if (counts[k] === 0) return false;
  for (let k = 0; k < PLAYING_KINDS; k++) if (counts[k] > 0 && !MAJOR_KINDS.includes(k)) return false;
  return true;
}

/** Seven pairs; with `distinct` (the usual rule) the seven kinds must differ. */
export function isSevenPairs(counts: Counts, distinct = true): boolean {
  if (tileCount(counts) !== 14) return false;
  let pairs = 0;
  for (let k = 0; k < PLAYING_KINDS; k++) {
    const c = counts[k];
    if (c === 0) continue;
    if (c === 2) pairs++;
    else if (c === 4 && !distinct) pairs += 2;
    else return false;
  }
  return pairs === 7;
}

const suitCount = (counts: Counts, s: number): number => {
  let n = 0;
  for (let r = 0; r < 9; r++) n += counts[s * 9 + r];
  return n;
};

function hasHonours(counts: Counts): boolean {
  for (let k = 27; k < PLAYING_KINDS; k++) if (counts[k] > 0) return true;
  return false;
}

/**
 * Knitting (BMJA): seven "knitted pairs", each two tiles of the same rank in two different suits,
 * all in the same two suits, no honours. Returns the two suits (0 m, 1 p, 2 s) or null.
 */
export function knittingSuits(counts: Counts): [number, number] | null {
  if (tileCount(counts) !== 14 || hasHonours(counts)) return null;
  const empty = [0, 1, 2].filter((s) => suitCount(counts, s) === 0);
  if (empty.length !== 1) return null;
  const [a, b] = [0, 1, 2].filter((s) => s !== empty[0]);
  for (let r = 0; r < 9; r++) if (counts[a * 9 + r] !== counts[b * 9 + r]) return null;
  return [a, b];
}

export interface TripleKnit {
  /** Ranks (0–8) of the four knitted triples: one tile of that rank in each suit. */
  triples: number[];
  /** The knitted pair: two tiles of one rank in two different suits. */
  pair: [Kind, Kind];
}

/**
 * Triple Knitting (BMJA): four knitted triples (one rank in all three suits) and a knitted pair,
 * no honours.
 */
export function tripleKnitting(counts: Counts): TripleKnit | null {
  if (tileCount(counts) !== 14 || hasHonours(counts)) return null;
  const triples: number[] = [];
  const rest: Kind[] = [];
  for (let r = 0; r < 9; r++) {
    const t = Math.min(counts[r], counts[9 + r], counts[18 + r]);
    for (let i = 0; i < t; i++) triples.push(r);
    for (let s = 0; s < 3; s++) for (let i = t; i < counts[s * 9 + r]; i++) rest.push(s * 9 + r);
  }
  if (triples.length !== 4 || rest.length !== 2) return null;
  const [x, y] = rest;
  if (x % 9 !== y % 9 || Math.floor(x / 9) === Math.floor(y / 9)) return null;
  return { triples, pair: [x, y] };
}

/**
 * Nine Gates shape: one suit, exactly three 1s and three 9s, every rank 2–8, and one extra tile.
 * Returns the kind of the extra tile (the rank counted twice, or a 1 or 9 never: those would be
 * four) or -1.
 */
export function nineGatesExtra(counts: Counts): Kind {
  if (tileCount(counts) !== 14) return -1;
  for (let s = 0; s < 3; s++) {
    if (suitCount(counts, s) !== 14) continue;
    const base = s * 9;
    if (counts[base] !== 3 || counts[base + 8] !== 3) return -1;
    let extra = -1;
    for (let r = 1; r < 8; r++) {
      const c = counts[base + r];
      if (c === 0 || c > 2) return -1;
      if (c === 2) extra = base + r;
    }
    return extra;
  }
  return -1;
}
