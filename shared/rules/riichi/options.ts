/** The scorer's options from a preset's riichi rules. */
import type { RiichiRules } from '../presets';
import type { RiichiScoringOptions } from './types';

export function scoringOptions(rules: RiichiRules): RiichiScoringOptions {
  return {
    openTanyao: rules.openTanyao,
    kiriageMangan: rules.kiriageMangan,
    kazoeYakuman: rules.kazoeYakuman,
    doubleYakuman: rules.doubleYakuman,
    yakumanCombine: rules.yakumanCombine,
    renhou: rules.renhou,
    doubleWindPairFu: rules.doubleWindPairFu,
    pao: rules.pao,
  };
}
