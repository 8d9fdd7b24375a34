/** Classical scoring: the BMJA and DMJL tables, one scorer, settlement and score-a-hand. */
export { BMJA_TABLE } from './bmja';
export { DMJL_TABLE } from './dmjl';
export { MILLINGTON_OPTIONS, HUNGARIAN_OPTIONS, type ClassicalOptions } from './options';
export { scoreClassical, classicalWaits, isClassicalMahjong } from './score';
export { settleClassical, type SettlementOptions, type ClassicalSettlement, type Payment } from './settle';
export { scoreHandText, handFromNotation, type ScoreAHandInput } from './scoreAHand';
export { CLASSICAL_LABELS_EN, describeLine } from './labels.en';
export type {
  ClassicalHand,
  ClassicalMeld,
  ClassicalLastTile,
  ClassicalScore,
  ClassicalScoringOptions,
  ClassicalTable,
  LastTileSource,
  RuleEntry,
  ScoreLine,
} from './types';
