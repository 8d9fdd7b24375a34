/** The one registry of rule families: every family's object (family.ts), by name or by preset. */
import { classicalFamily } from './classical/family';
import type { RuleFamily } from './family';
import { nextDeal } from './next-deal';
import type { Family, Preset } from './preset-types';
import type { RealTileHands, RealTileResult } from './real-tiles';
import { riichiFamily } from './riichi/family';
import { taiwaneseFamily } from './taiwanese/family';

const FAMILIES: { readonly [F in Family]: RuleFamily<F> } = { classical: classicalFamily, riichi: riichiFamily, taiwanese: taiwaneseFamily };

export const FAMILY_NAMES = Object.keys(FAMILIES) as readonly Family[];

export const ruleFamily = <F extends Family>(family: F): RuleFamily<F> => FAMILIES[family] as RuleFamily<F>;

/** The family a preset plays. */
export const familyOf = (preset: Pick<Preset, 'family'>): RuleFamily => ruleFamily(preset.family);

export type RealTileHand = RealTileHands[Family];

/** The hand's own family's checks: the hand's `family` names the object that reads it. */
const realTilesOf = (hand: RealTileHand): RuleFamily['realTiles'] => ruleFamily(hand.family).realTiles;

/** Why this hand cannot be recorded under this preset, or null. */
export function realTileProblem(preset: Preset, hand: RealTileHand): string | null {
  if (hand.family !== preset.family) return `this table plays ${preset.family}, not ${hand.family}`;
  return realTilesOf(hand).problem(preset, hand);
}

/** The hand's payments after the table's `earlier` hands; throws on a hand `realTileProblem` refuses. */
export function realTileResult(preset: Preset, hand: RealTileHand, earlier: readonly RealTileResult[] = []): RealTileResult {
  const problem = realTileProblem(preset, hand);
  if (problem) throw new Error(problem);
  return realTilesOf(hand).result(preset, hand, earlier);
}

/** Who deals the hand after `hand` (a recorded one) and the counters then; null where `hand` does not say who dealt. */
export function realTileNextDeal(preset: Preset, hand: RealTileHand): { dealer: number; honba: number } | null {
  const deal = realTilesOf(hand).dealOf(hand);
  if (!deal) return null;
  return nextDeal(preset, deal, deal.end);
}
