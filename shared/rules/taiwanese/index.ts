/** Taiwanese 16-tile: seed 002's tái table, one scorer with itemised lines, flower specials, payments. */
export { SEED002_TABLE } from './seed002';
export { TAIWANESE_DEFAULTS } from './options';
export { scoreTaiwanese } from './score';
export { settleTaiwanese } from './settle';
export { TAIWANESE_LABELS_EN, describeTaiLine } from './labels.en';
export type { TaiwaneseHand, TaiwaneseScore } from './types';
export { taiwaneseHandFromText, type HandSituation } from './notation';
