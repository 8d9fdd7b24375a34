/** Taiwanese 16-tile: seed 002's tái table, one scorer with itemised lines, flower specials, payments. */
export { SEED002_TABLE } from './seed002';
export { TAIWANESE_DEFAULTS } from './options';
export { scoreTaiwanese, isTaiwaneseWin } from './score';
export { readingsOf } from './readings';
export { waitsBefore } from './waits';
export { settleTaiwanese, handValue, type TaiwanesePayment } from './settle';
export { flowerWin } from './flowers';
export { taiwaneseHandOf } from './hand';
export { TAIWANESE_LABELS_EN, describeTaiLine } from './labels.en';
export type {
  TaiEntry,
  TaiLine,
  TaiTable,
  TaiwaneseHand,
  TaiwaneseMeld,
  TaiwaneseRules,
  TaiwaneseScore,
  TaiwaneseSource,
  Reading,
  ReadSet,
} from './types';
export { taiwaneseHandFromText, DEFAULT_SITUATION, type HandSituation } from './notation';
