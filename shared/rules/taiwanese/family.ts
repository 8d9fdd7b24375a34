/** The Taiwanese family: sixteen-tile hands scored in tái, flowers, the dealer's wins in a row. */
import type { HandNotation } from '../../notation';
import type { NotationScore, NotationSituation, RuleFamily } from '../family';
import { HOUSE_RULES, HOUSE_RULES_SCHEMA } from '../house';
import { taiwaneseHooks } from './hooks';
import { taiwaneseRealTileHand, taiwaneseRealTileProblem, taiwaneseRealTileResult } from './real-tiles';
import { scoreTaiwaneseNotation } from './score-notation';

/** A Taiwanese hand is sixteen tiles and the winning one (a kong counts as three). */
const HAND_TILES = 17;

function scoreNotation(h: HandNotation, s: NotationSituation): NotationScore<'taiwanese'> {
  const tiles = h.concealed.length + h.melds.reduce((a, m) => a + Math.min(3, m.kinds.length), 0) + (h.winning !== undefined ? 1 : 0);
  if (h.winning !== undefined && tiles !== HAND_TILES) return { score: null, problem: { code: 'winnerShort', needed: HAND_TILES, tiles } };
  return { score: scoreTaiwaneseNotation(h, { source: s.source, seatWind: s.seatWind, prevailingWind: s.prevailingWind }) };
}

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
  scoreNotation,
  help: { exampleTitle: 'help.scoreTitleTai', notWonTitle: 'sah.notWonTai', ruleNames: 'taiRules', readings: false },
  bots: { furitenApplies: false, openHandNeedsYaku: false, closedHandWorthMore: false, dealerPaysMore: false, playsForPlace: false, maySitSilent: false, readsHandWorth: false },
  realTiles: { handOf: taiwaneseRealTileHand, problem: taiwaneseRealTileProblem, result: taiwaneseRealTileResult },
};
