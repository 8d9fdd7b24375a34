/** Taiwanese with real tiles: the winner's tái, paid by the discarder or by all three others. */
import type { Preset } from '../preset-types';
import { isCount, isPlace, type RealTileEntry, type RealTileHands, type RealTileResult } from '../real-tiles';
import { settleTaiwanese } from './settle';

type Hand = RealTileHands['taiwanese'];

export function taiwaneseRealTileHand(e: RealTileEntry): Hand | null {
  if (e.winner === null) return { family: 'taiwanese', winner: null, from: null, tai: 0 };
  return e.value && 'tai' in e.value ? { family: 'taiwanese', winner: e.winner, from: e.from, tai: e.value.tai } : null;
}

export function taiwaneseRealTileProblem(_preset: Preset, hand: Hand): string | null {
  if (hand.winner !== null && !isPlace(hand.winner)) return 'the winner must be one of the four places';
  if (hand.from !== null && (!isPlace(hand.from) || hand.from === hand.winner)) return 'the payer must be another place';
  if (!isCount(hand.tai, 1000)) return 'tái must be a whole number';
  return null;
}

export function taiwaneseRealTileResult(preset: Preset, hand: Hand): RealTileResult {
  if (hand.winner === null) return { deltas: [0, 0, 0, 0], winner: null, from: null };
  return { deltas: settleTaiwanese(hand.tai, hand.winner, hand.from, preset.taiwanese!).deltas, winner: hand.winner, from: hand.from };
}
