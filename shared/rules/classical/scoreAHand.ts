/**
 * Score-a-hand: for groups playing with real tiles. The hand is written in Sparrow's notation
 * ("123m 55z [555p] {7777s} 2f +4z"); how the last tile came and the winds are given separately.
 */
import { formatTiles, parseHand } from '../../notation';
import { PLAYING_KINDS, type Wind } from '../../tiles';
import { prepare } from './hand';
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

/** Why no real table can hold a hand; `tile` is in Sparrow's notation. */
export type HandProblem =
  | { code: 'fifthTile'; tile: string; count: number }
  | { code: 'bonusTwice'; tile: string }
  | { code: 'winnerShort'; tiles: number; needed: number }
  | { code: 'robbedKongHeld'; tile: string };

const PROBLEM_TEXT: { [C in HandProblem['code']]: (p: Extract<HandProblem, { code: C }>) => string } = {
  fifthTile: (p) => `there are only four of each tile, and this hand has ${p.count} × ${p.tile}`,
  bonusTwice: (p) => `there is only one of each flower and season, and this hand has ${p.tile} twice`,
  winnerShort: (p) => `a hand with a winning tile (+) needs ${p.needed} tiles, and this one has ${p.tiles}`,
  robbedKongHeld: (p) => `a kong of ${p.tile} cannot be robbed by a hand that holds another ${p.tile}: that would be five`,
};

/** A hand no table can hold, with the problem named (the renderer translates it by `problem.code`). */
export class ImpossibleHandError extends Error {
  constructor(readonly problem: HandProblem) {
    super(`impossible hand: ${(PROBLEM_TEXT[problem.code] as (p: HandProblem) => string)(problem)}`);
    this.name = 'ImpossibleHandError';
  }
}

/** The first reason no real table can hold this hand, or null. */
function handProblem(hand: ClassicalHand): HandProblem | null {
  const h = prepare(hand);
  for (let k = 0; k < PLAYING_KINDS; k++) if (h.all[k] > 4) return { code: 'fifthTile', tile: formatTiles([k]), count: h.all[k] };
  const bonus = hand.bonus.find((k, i) => hand.bonus.indexOf(k) !== i);
  if (bonus !== undefined) return { code: 'bonusTwice', tile: formatTiles([bonus]) };
  if (h.last && h.lenOffset < 1) return { code: 'winnerShort', tiles: h.tiles, needed: 14 + h.kongs };
  if (h.last && hand.lastSource === 'robbedKong' && h.all[h.last.kind] > 1) return { code: 'robbedKongHeld', tile: formatTiles([h.last.kind]) };
  return null;
}

/** The itemised score of a hand written in Sparrow's notation; throws ImpossibleHandError for a hand no table can hold. */
export function scoreHandText(
  text: string,
  input: ScoreAHandInput,
  table: ClassicalTable,
  options: ClassicalScoringOptions = {},
): ClassicalScore {
  const hand = handFromNotation(text, input);
  const problem = handProblem(hand);
  if (problem) throw new ImpossibleHandError(problem);
  return scoreClassical(hand, table, options);
}
