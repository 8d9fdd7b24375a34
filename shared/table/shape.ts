/**
 * Is a hand complete under a preset's special hands, and what does it wait on? The state machine
 * asks this for legality (win claims, riichi tenpai, furiten); the shapes come from `analysis`.
 */
import { isComplete as isStandardComplete, isSevenPairs, isThirteenOrphans, shanten, shantenSevenPairs, shantenThirteenOrphans, waits, waitsBy } from '../analysis';
import type { Counts } from '../analysis/counts';
import type { SpecialHands } from '../rules/presets';

/** Taiwanese Eight and a Half Pairs: seven pairs and one concealed triple, 17 tiles. */
export function isEightAndHalfPairs(counts: Counts): boolean {
  let pairs = 0;
  let triples = 0;
  let total = 0;
  for (let k = 0; k < counts.length; k++) {
    const n = counts[k];
    total += n;
    if (n === 2) pairs++;
    else if (n === 3) triples++;
    else if (n === 4) pairs += 2;
    else if (n !== 0) return false;
  }
  return total === 17 && pairs === 7 && triples === 1;
}

const hasSpecial = (special: SpecialHands, setsNeeded: number, hasMelds: boolean): boolean =>
  !hasMelds && (setsNeeded === 4 ? special.thirteenOrphans || special.sevenPairs : special.eightAndHalfPairs);

/** A complete concealed part, given how many sets it must hold (declared melds already count). */
export function isComplete(counts: Counts, setsNeeded: number, special: SpecialHands, hasMelds: boolean): boolean {
  if (isStandardComplete(counts, setsNeeded)) return true;
  if (!hasSpecial(special, setsNeeded, hasMelds)) return false;
  return (
    (special.thirteenOrphans && setsNeeded === 4 && isThirteenOrphans(counts)) ||
    (special.sevenPairs && setsNeeded === 4 && isSevenPairs(counts)) ||
    (special.eightAndHalfPairs && setsNeeded === 5 && isEightAndHalfPairs(counts))
  );
}

/**
 * A hand more than one tile from every accepted shape has no wait: shanten above 0 rules it out
 * at the cost of one table lookup, before the tile-by-tile search. (Eight and a Half Pairs has no
 * shanten form here, so hands that may aim at it are always searched.)
 */
function cannotBeReady(counts: Counts, setsNeeded: number, special: SpecialHands, hasMelds: boolean): boolean {
  if (shanten(counts, setsNeeded) <= 0) return false;
  if (!hasSpecial(special, setsNeeded, hasMelds)) return true;
  if (setsNeeded !== 4) return false;
  if (special.sevenPairs && shantenSevenPairs(counts) <= 0) return false;
  if (special.thirteenOrphans && shantenThirteenOrphans(counts) <= 0) return false;
  return true;
}

/**
 * The waits of hands that may be ready, by hand and rules: every view and legal check asks again
 * (a ready hand's waits take a completeness test per kind). Emptied when it holds `WAITS_MEMO_LIMIT`.
 */
const waitsMemo = new Map<string, readonly number[]>();
const WAITS_MEMO_LIMIT = 1 << 14;

function waitsKey(counts: Counts, setsNeeded: number, special: SpecialHands, hasMelds: boolean): string {
  let key = `${setsNeeded}${+hasMelds}${+special.thirteenOrphans}${+special.sevenPairs}${+special.eightAndHalfPairs}`;
  for (let k = 0; k < counts.length; k++) key += String.fromCharCode(48 + counts[k]);
  return key;
}

/** The kinds that would complete a concealed part one tile short (a new array each call). */
export function waitingKinds(counts: Counts, setsNeeded: number, special: SpecialHands, hasMelds: boolean): number[] {
  if (cannotBeReady(counts, setsNeeded, special, hasMelds)) return [];
  const key = waitsKey(counts, setsNeeded, special, hasMelds);
  const known = waitsMemo.get(key);
  if (known) return known.slice();
  const found = hasSpecial(special, setsNeeded, hasMelds) ? waitsBy(counts, (withTile) => isComplete(withTile, setsNeeded, special, hasMelds)) : waits(counts, setsNeeded);
  if (waitsMemo.size >= WAITS_MEMO_LIMIT) waitsMemo.clear();
  waitsMemo.set(key, found.slice());
  return found;
}
