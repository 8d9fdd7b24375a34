/**
 * Who deals the next hand and how many counters (honba) lie on the table: one rule for hands the
 * engine plays and for hands played with real tiles and entered afterwards.
 */
import type { Preset } from './preset-types';

/** How a hand ended, as far as the deal is concerned (`tenpai` null where the rules do not ask). */
export type DealEnd = { kind: 'win'; winners: readonly number[] } | { kind: 'draw'; tenpai: readonly boolean[] | null } | { kind: 'abortive' };

/** The dealer keeps the deal by winning, at a draw, or when ready at a draw, as the preset says; always after an abortive draw. */
export function dealerKeepsDeal(preset: Preset, dealer: number, end: DealEnd): boolean {
  if (end.kind === 'abortive') return true;
  if (end.kind === 'win') return preset.dealer.keepOnWin && end.winners.includes(dealer);
  return preset.dealer.keepOnDraw || (preset.dealer.keepOnTenpai && !!end.tenpai?.[dealer]);
}

/** Riichi: a counter more after a draw or a dealer who keeps the deal, none after another's win; other rules keep none. */
export function honbaAfter(preset: Preset, honba: number, won: boolean, dealerKeeps: boolean): number {
  if (!preset.riichi) return honba;
  return !won || dealerKeeps ? honba + 1 : 0;
}

/** The next hand's dealer (the next place counter-clockwise unless the dealer keeps it) and counters. */
export function nextDeal(preset: Preset, deal: { dealer: number; honba: number }, end: DealEnd): { dealer: number; honba: number } {
  const dealerKeeps = dealerKeepsDeal(preset, deal.dealer, end);
  return { dealer: dealerKeeps ? deal.dealer : (deal.dealer + 1) % 4, honba: honbaAfter(preset, deal.honba, end.kind === 'win', dealerKeeps) };
}
