/**
 * Score-a-hand: for groups playing with real tiles. The hand is written in Sparrow's notation
 * ("123m 55z [555p] {7777s} 2f +4z"); how the last tile came and the winds are given separately.
 */
import { parseHand } from '../../notation';
import type { Wind } from '../../tiles';
import { scoreClassical } from './score';
import type { ClassicalHand, ClassicalScore, ClassicalScoringOptions, ClassicalTable, LastTileSource } from './types';

export interface ScoreAHandInput {
  seatWind: Wind;
  prevailingWind: Wind;
  /** How the winning (+) tile came; default: drawn from the wall. */
  lastSource?: LastTileSource;
  originalCall?: boolean;
  twofoldFortune?: boolean;
  eastNinthWin?: boolean;
}

/** Sparrow notation → the scorer's input. The "+" tile joins the concealed tiles. */
export function handFromNotation(text: string, input: ScoreAHandInput): ClassicalHand {
  const parsed = parseHand(text);
  const hand: ClassicalHand = {
    concealed: [...parsed.concealed],
    melds: parsed.melds.map((m) => ({ type: m.type, kinds: [...m.kinds], exposed: !m.concealed })),
    bonus: [...parsed.bonus],
    seatWind: input.seatWind,
    prevailingWind: input.prevailingWind,
    lastSource: input.lastSource ?? (parsed.winning === undefined ? undefined : 'wall'),
    originalCall: input.originalCall,
    twofoldFortune: input.twofoldFortune,
    eastNinthWin: input.eastNinthWin,
  };
  if (parsed.winning !== undefined) {
    hand.concealed.push(parsed.winning);
    hand.last = { kind: parsed.winning };
  }
  return hand;
}

/** The itemised score of a hand written in Sparrow's notation. */
export function scoreHandText(
  text: string,
  input: ScoreAHandInput,
  table: ClassicalTable,
  options: ClassicalScoringOptions = {},
): ClassicalScore {
  return scoreClassical(handFromNotation(text, input), table, options);
}
