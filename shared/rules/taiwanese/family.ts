/** The Taiwanese family: sixteen-tile hands scored in tái, flowers, the dealer's wins in a row. */
import type { RuleFamily } from '../family';
import { HOUSE_RULES, HOUSE_RULES_SCHEMA } from '../house';
import { taiwaneseHooks } from './hooks';
import { taiwaneseRealTileDeal, taiwaneseRealTileHand, taiwaneseRealTileProblem, taiwaneseRealTileResult } from './real-tiles';
import { scoreTaiwaneseNotation, TAIWANESE_NOTATION_RULES } from './score-notation';

export const taiwaneseFamily: RuleFamily<'taiwanese'> = {
  family: 'taiwanese',
  scoreUnit: 'tai',
  hasRiichi: false,
  dealerStreak: true,
  dealerWins: true,
  fixedStartingScore: true,
  gameLogs: false,
  bonusTiles: true,
  doraIndicators: false,
  houseRules: HOUSE_RULES.taiwanese,
  houseRulesSchema: HOUSE_RULES_SCHEMA.taiwanese,
  namedHouseRules: [],
  hooks: taiwaneseHooks,
  declaredSituations: () => [],
  notationRules: () => TAIWANESE_NOTATION_RULES,
  scoreNotation: (hand, s) => ({ score: scoreTaiwaneseNotation(hand, s) }),
  help: { exampleTitle: 'help.scoreTitleTai', notWonTitle: 'sah.notWonTai', ruleNames: 'taiRules', readings: false, superseded: 'score.supersededByLine' },
  bots: { furitenApplies: false, openHandNeedsYaku: false, closedHandWorthMore: false, dealerPaysMore: false, playsForPlace: false, maySitSilent: false, readsHandWorth: false },
  realTiles: { discarderPays: true, handOf: taiwaneseRealTileHand, problem: taiwaneseRealTileProblem, result: taiwaneseRealTileResult, dealOf: taiwaneseRealTileDeal },
};
