/** The riichi family: han and fu, a yaku to win, furiten, riichi deposits and honba, uma at the end. */
import type { RuleFamily } from '../family';
import { HOUSE_RULES, HOUSE_RULES_SCHEMA } from '../house';
import { riichiHooks } from './hooks';
import { riichiRealTileDeal, riichiRealTileHand, riichiRealTileProblem, riichiRealTileResult } from './real-tiles';
import { riichiNotationRules, scoreRiichiNotation } from './score-notation';
import { TENHOU_HOUSE_RULES } from './tenhou-rules';

export const riichiFamily: RuleFamily<'riichi'> = {
  family: 'riichi',
  scoreUnit: 'han',
  hasRiichi: true,
  dealerStreak: false,
  dealerWins: false,
  fixedStartingScore: false,
  gameLogs: true,
  bonusTiles: false,
  doraIndicators: true,
  houseRules: HOUSE_RULES.riichi,
  houseRulesSchema: HOUSE_RULES_SCHEMA.riichi,
  namedHouseRules: [{ id: 'tenhou', rules: TENHOU_HOUSE_RULES }],
  hooks: riichiHooks,
  declaredSituations: () => [],
  notationRules: riichiNotationRules,
  scoreNotation: (hand, s, preset) => ({ score: scoreRiichiNotation(hand, s, preset) }),
  help: { exampleTitle: 'help.scoreTitleRiichi', notWonTitle: 'sah.noYaku', ruleNames: 'riichiRules', readings: false, superseded: 'score.superseded' },
  bots: { furitenApplies: true, openHandNeedsYaku: true, closedHandWorthMore: true, dealerPaysMore: true, playsForPlace: true, maySitSilent: true, readsHandWorth: true },
  realTiles: { discarderPays: true, handOf: riichiRealTileHand, problem: riichiRealTileProblem, result: riichiRealTileResult, dealOf: riichiRealTileDeal },
};
