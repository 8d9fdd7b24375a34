/** Classical scoring: the BMJA and DMJL tables, one scorer, settlement and score-a-hand. */
export { BMJA_TABLE } from './bmja';
export { DMJL_TABLE } from './dmjl';
export { MILLINGTON_TABLE, HUNGARIAN_TABLE, presetTable } from './presetTables';
export { MILLINGTON_OPTIONS } from './options';
export { scoreClassical, classicalWaits, isClassicalMahjong } from './score';
export { settleClassical } from './settle';
export { scoreHandText, handFromNotation, ImpossibleHandError, type ScoreAHandInput, type HandProblem } from './scoreAHand';
export { CLASSICAL_LABELS_EN, CLASSICAL_SOURCES_EN, describeLine } from './labels.en';
export type { ClassicalHand, ClassicalScore, ClassicalTable } from './types';
