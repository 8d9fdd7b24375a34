/** Classical scoring: the BMJA and DMJL tables, one scorer, settlement and score-a-hand. */
export { BMJA_TABLE } from './bmja';
export { DMJL_TABLE } from './dmjl';
export { MILLINGTON_TABLE, HUNGARIAN_TABLE, BMJA_EXTRAS, presetTable } from './presetTables';
export { MILLINGTON_OPTIONS, HUNGARIAN_OPTIONS, type ClassicalOptions } from './options';
export { scoreClassical, classicalWaits, isClassicalMahjong } from './score';
export { settleClassical, type SettlementOptions, type ClassicalSettlement, type Payment } from './settle';
export { scoreHandText, handFromNotation, handProblem, ImpossibleHandError, type ScoreAHandInput, type HandProblem } from './scoreAHand';
export { CLASSICAL_LABELS_EN, CLASSICAL_SOURCES_EN, describeLine } from './labels.en';
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
