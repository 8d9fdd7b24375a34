/** Classical with real tiles: every place's hand score, settled between all four by the preset's caps. */
import type { Preset } from '../preset-types';
import { isCount, isPlace, type RealTileDeal, type RealTileEntry, type RealTileHands, type RealTileResult } from '../real-tiles';
import { settleClassical } from './settle';

type Hand = RealTileHands['classical'];

/** A win is entered with the winner's score (a hand that scores nothing did not go Mah-Jong); a draw scores nobody. */
export function classicalRealTileHand(e: RealTileEntry): Hand | null {
  if (e.winner !== null && !((e.scores[e.winner] ?? 0) > 0)) return null;
  return { family: 'classical', winner: e.winner, scores: e.winner === null ? [0, 0, 0, 0] : [...e.scores], east: e.dealer, from: e.winner === null ? null : e.from };
}

export function classicalRealTileProblem(_preset: Preset, hand: Hand): string | null {
  if (!Array.isArray(hand.scores) || hand.scores.length !== 4 || !hand.scores.every((s) => isCount(s, 1_000_000))) return 'four hand scores are needed';
  if (!isPlace(hand.east)) return 'East must be one of the four places';
  if (hand.winner !== null && !isPlace(hand.winner)) return 'the winner must be one of the four places';
  if (hand.from != null && (hand.winner === null || !isPlace(hand.from) || hand.from === hand.winner)) return 'the discarder must be another place';
  return null;
}

export function classicalRealTileDeal(hand: Hand): RealTileDeal {
  return { dealer: hand.east, honba: 0, end: hand.winner === null ? { kind: 'draw', tenpai: null } : { kind: 'win', winners: [hand.winner] } };
}

export function classicalRealTileResult(preset: Preset, hand: Hand): RealTileResult {
  const { paymentCap, minimum } = preset.classical!.options;
  const { net } = settleClassical(hand.scores, hand.winner, hand.east, { paymentCap, minimum });
  return { deltas: net, winner: hand.winner, from: hand.from ?? null };
}
