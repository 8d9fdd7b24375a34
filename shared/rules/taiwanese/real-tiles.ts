/** Taiwanese with real tiles: the winner's tái, paid by the discarder or by all three others. */
import type { Preset } from '../preset-types';
import { isCount, isPlace, type RealTileDeal, type RealTileEntry, type RealTileHands, type RealTileResult } from '../real-tiles';
import { settleTaiwanese } from './settle';

type Hand = RealTileHands['taiwanese'];

export function taiwaneseRealTileHand(e: RealTileEntry): Hand | null {
  if (e.winner === null) return { family: 'taiwanese', winner: null, from: null, tai: 0, dealer: e.dealer };
  return e.value && 'tai' in e.value ? { family: 'taiwanese', winner: e.winner, from: e.from, tai: e.value.tai, dealer: e.dealer } : null;
}

export function taiwaneseRealTileProblem(_preset: Preset, hand: Hand): string | null {
  if (hand.winner !== null && !isPlace(hand.winner)) return 'the winner must be one of the four places';
  if (hand.from !== null && (!isPlace(hand.from) || hand.from === hand.winner)) return 'the payer must be another place';
  if (!isCount(hand.tai, 1000)) return 'tái must be a whole number';
  if (hand.dealer !== undefined && !isPlace(hand.dealer)) return 'the dealer must be one of the four places';
  return null;
}

export function taiwaneseRealTileDeal(hand: Hand): RealTileDeal | null {
  if (hand.dealer === undefined) return null;
  return { dealer: hand.dealer, honba: 0, end: hand.winner === null ? { kind: 'draw', tenpai: null } : { kind: 'win', winners: [hand.winner] } };
}

export function taiwaneseRealTileResult(preset: Preset, hand: Hand): RealTileResult {
  if (hand.winner === null) return { deltas: [0, 0, 0, 0], winner: null, from: null };
  return { deltas: settleTaiwanese(hand.tai, hand.winner, hand.from, preset.taiwanese!).deltas, winner: hand.winner, from: hand.from };
}
