/**
 * Readings of a won hand: every way to split it into sets and a pair (with each set the winning
 * tile could have completed), plus seven pairs and thirteen orphans. The decomposition itself is
 * `shared/analysis`; this file only adds what riichi scoring needs: open/concealed, the wait.
 */
import { forEachDecomposition, isChowCode, setKind, toCounts } from '../../analysis';
import { isSevenPairs, isThirteenOrphans } from '../../analysis/special';
import type { Kind } from '../../tiles';
import type { RiichiHand, WaitShape } from './types';

export interface ReadSet {
  /** Lowest kind of the set. */
  kind: Kind;
  chow: boolean;
  kong: boolean;
  /** Part of an open meld (a called chow, pung or kong). */
  open: boolean;
  /** A concealed pung or kong for fu and the concealed-pung yaku (a pung completed by ron is not). */
  concealedPung: boolean;
  /** Index in the hand's melds, or -1 for a set of concealed tiles. */
  meld: number;
}

export interface Reading {
  form: 'standard' | 'sevenPairs' | 'kokushi';
  /** The pair (standard), or every pair (seven pairs); kokushi: the doubled kind. */
  pairs: Kind[];
  sets: ReadSet[];
  wait: WaitShape;
}

function meldSets(hand: RiichiHand): ReadSet[] {
  return hand.melds.map((m, i) => ({
    kind: Math.min(...m.kinds),
    chow: m.type === 'chow',
    kong: m.type === 'kong',
    open: !m.concealed,
    concealedPung: m.concealed,
    meld: i,
  }));
}

function chowWait(start: Kind, win: Kind): WaitShape {
  const pos = win - start;
  if (pos === 1) return 'kanchan';
  const rank = start % 9;
  if ((pos === 2 && rank === 0) || (pos === 0 && rank === 6)) return 'penchan';
  return 'ryanmen';
}

// The decomposition's concealed sets, the one in `winSlot` completed by the winning tile.
function concealedSets(codes: readonly number[], winSlot: number, tsumo: boolean, declared: readonly ReadSet[]): ReadSet[] {
  const sets: ReadSet[] = [];
  for (let i = 0; i < codes.length; i++) {
    const chow = isChowCode(codes[i]);
    sets.push({ kind: setKind(codes[i]), chow, kong: false, open: false, concealedPung: !chow && (i !== winSlot || tsumo), meld: -1 });
  }
  for (let i = 0; i < declared.length; i++) sets.push(declared[i]);
  return sets;
}

/** Every reading of the hand; empty when the hand is not complete. */
export function readings(hand: RiichiHand): Reading[] {
  const counts = toCounts(hand.concealed);
  const win = hand.winTile;
  const tsumo = hand.situation.tsumo;
  const out: Reading[] = [];
  const declared = meldSets(hand);
  forEachDecomposition(counts, 4 - hand.melds.length, true, (pair, codes) => {
    if (pair === win) out.push({ form: 'standard', pairs: [pair], sets: concealedSets(codes, -1, tsumo, declared), wait: 'tanki' });
    for (let i = 0; i < codes.length; i++) {
      const code = codes[i];
      if (i > 0 && codes[i - 1] === code) continue; // the same set twice reads the same way
      const k = setKind(code);
      if (isChowCode(code)) {
        if (win < k || win > k + 2) continue;
        const wait = chowWait(k, win);
        out.push({ form: 'standard', pairs: [pair], sets: concealedSets(codes, i, tsumo, declared), wait });
      } else if (k === win) out.push({ form: 'standard', pairs: [pair], sets: concealedSets(codes, i, tsumo, declared), wait: 'shanpon' });
    }
  });
  if (hand.melds.length === 0) {
    if (isSevenPairs(counts)) {
      const pairs: Kind[] = [];
      counts.forEach((n, k) => n === 2 && pairs.push(k));
      out.push({ form: 'sevenPairs', pairs, sets: [], wait: 'tanki' });
    }
    if (isThirteenOrphans(counts)) {
      const pair = counts.findIndex((n) => n === 2);
      out.push({ form: 'kokushi', pairs: [pair], sets: [], wait: pair === win ? 'kokushi13' : 'kokushi' });
    }
  }
  return out;
}
