/**
 * Every way a winning hand can be read: five sets and a pair (from `analysis`), Eight and a Half
 * Pairs, or the flower specials (no shape at all). For a win on someone else's tile, each place the
 * winning tile can sit is its own reading, since a triple it completes is not a hidden triple.
 */
import { decompose, isChowCode, setKinds, toCounts, type Counts } from '../../analysis';
import { isEightAndHalfPairs } from '../../table/shape';
import type { Kind } from '../../tiles';
import type { ReadSet, Reading, TaiwaneseHand } from './types';

export const SETS = 5;

export const onOthersTile = (hand: TaiwaneseHand): boolean => hand.source === 'discard' || hand.source === 'robbed-kong';

function declaredSets(hand: TaiwaneseHand): ReadSet[] {
  return hand.melds.map((m) => ({
    type: m.type,
    kinds: [...m.kinds],
    declared: true,
    fromDiscard: !m.concealed,
    concealedKong: m.concealed && m.type === 'kong',
  }));
}

/** The concealed tiles with the winning tile. */
function wholeConcealed(hand: TaiwaneseHand): Counts {
  return toCounts([...hand.concealed, hand.winning]);
}

function standardReadings(hand: TaiwaneseHand, counts: Counts): Reading[] {
  const declared = declaredSets(hand);
  const out: Reading[] = [];
  for (const d of decompose(counts, SETS - hand.melds.length)) {
    const read = (fromDiscardAt: number): ReadSet[] =>
      d.sets.map((code, i) => ({
        type: isChowCode(code) ? 'chow' : 'pung',
        kinds: setKinds(code),
        declared: false,
        fromDiscard: i === fromDiscardAt,
        concealedKong: false,
      }));
    if (!onOthersTile(hand)) {
      out.push({ shape: 'standard', sets: [...declared, ...read(-1)], pair: d.pair, pairs: [] });
      continue;
    }
    // The winning tile completes the pair or one of the sets holding its kind (each distinct set once).
    const places = new Set<number>();
    if (d.pair === hand.winning) places.add(-1);
    const seen = new Set<number>();
    d.sets.forEach((code, i) => {
      if (!seen.has(code) && setKinds(code).includes(hand.winning)) places.add(i);
      seen.add(code);
    });
    for (const at of places) out.push({ shape: 'standard', sets: [...declared, ...read(at)], pair: d.pair, pairs: [] });
  }
  return out;
}

/** Seven pairs and a triple that must be hidden: a triple completed by someone else's tile does not count. */
function eightAndHalfPairs(hand: TaiwaneseHand, counts: Counts): Reading[] {
  if (hand.melds.length > 0 || !isEightAndHalfPairs(counts)) return [];
  let triple: Kind = -1;
  const pairs: Kind[] = [];
  for (let k = 0; k < counts.length; k++) {
    if (counts[k] === 3) triple = k;
    for (let n = counts[k] === 3 ? 0 : counts[k]; n >= 2; n -= 2) pairs.push(k);
  }
  if (onOthersTile(hand) && triple === hand.winning) return [];
  const set: ReadSet = { type: 'pung', kinds: [triple, triple, triple], declared: false, fromDiscard: false, concealedKong: false };
  return [{ shape: 'eightAndHalfPairs', sets: [set], pair: null, pairs }];
}

export function readingsOf(hand: TaiwaneseHand): Reading[] {
  if (hand.source === 'flowers') return [{ shape: 'flowers', sets: [], pair: null, pairs: [] }];
  const counts = wholeConcealed(hand);
  return [...standardReadings(hand, counts), ...eightAndHalfPairs(hand, counts)];
}
