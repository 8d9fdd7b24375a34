/** The classical family (Millington, Hungarian): points and doubles, every hand scored and settled between all four. */
import type { RuleFamily } from '../family';
import { HOUSE_RULES, HOUSE_RULES_SCHEMA } from '../house';
import { classicalHooks } from './hooks';
import { classicalRealTileDeal, classicalRealTileHand, classicalRealTileProblem, classicalRealTileResult } from './real-tiles';
import { classicalDeclaredSituations, classicalNotationRules, scoreClassicalNotation } from './score-notation';

export const classicalFamily: RuleFamily<'classical'> = {
  family: 'classical',
  scoreUnit: 'points',
  hasRiichi: false,
  dealerStreak: true,
  dealerWins: false,
  fixedStartingScore: true,
  gameLogs: false,
  bonusTiles: true,
  doraIndicators: false,
  houseRules: HOUSE_RULES.classical,
  houseRulesSchema: HOUSE_RULES_SCHEMA.classical,
  namedHouseRules: [],
  hooks: classicalHooks,
  declaredSituations: classicalDeclaredSituations,
  notationRules: classicalNotationRules,
  scoreNotation: scoreClassicalNotation,
  help: { exampleTitle: 'help.scoreTitle', notWonTitle: 'sah.notWon', ruleNames: 'rules', readings: true, superseded: 'score.superseded' },
  bots: { furitenApplies: false, openHandNeedsYaku: false, closedHandWorthMore: false, dealerPaysMore: false, playsForPlace: false, maySitSilent: false, readsHandWorth: false },
  realTiles: { discarderPays: false, handOf: classicalRealTileHand, problem: classicalRealTileProblem, result: classicalRealTileResult, dealOf: classicalRealTileDeal },
};
