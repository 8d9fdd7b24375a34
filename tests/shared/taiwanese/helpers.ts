/** Scoring Taiwanese hands written in Sparrow's notation, for the tái table tests. */
import { scoreTaiwanese, taiwaneseHandFromText, type HandSituation, type TaiwaneseHand, type TaiwaneseScore } from '../../../shared/rules/taiwanese';
import { parseTiles } from '../../../shared/notation';

export interface Scored extends TaiwaneseScore {
  /** rule id → tái of the counted lines. */
  byRule: Record<string, number>;
  /** Rule ids of lines that applied but were replaced. */
  replaced: string[];
}

function withIndex(score: TaiwaneseScore): Scored {
  return { ...score, byRule: Object.fromEntries(score.lines.map((l) => [l.rule, l.tai])), replaced: score.superseded.map((l) => l.rule) };
}

export const score = (text: string, situation: HandSituation = {}): Scored => withIndex(scoreTaiwanese(taiwaneseHandFromText(text, situation)));

/** A flower special: the hand's shape does not matter, only the bonus tiles held. */
function flowerHand(bonus: string, situation: HandSituation = {}): TaiwaneseHand {
  return { ...taiwaneseHandFromText('123m456m789m123p456p5s +5s', situation), bonus: parseTiles(bonus), source: 'flowers' };
}

export const scoreFlowers = (bonus: string, situation: HandSituation = {}): Scored => withIndex(scoreTaiwanese(flowerHand(bonus, situation)));
