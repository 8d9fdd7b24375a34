/**
 * Score-a-hand: for groups playing with real tiles. The hand is written in Sparrow's notation
 * ("123m 999p 4z [555p] {7777s} 2f +4z"); how the last tile came and the winds are given separately
 * (or by the hand's own `@` words).
 */
import { parseHand, type HandNotation } from '../../notation';
import { situationOf, type NotationSituation, type NotationSource } from '../../notation-situation';
import type { Wind } from '../../tiles';
import { handProblem, type HandProblem, type NotationRules } from '../hand-problems';
import { scoreClassical } from './score';
import type { ClassicalHand, ClassicalScore, ClassicalScoringOptions, ClassicalTable, LastTileSource } from './types';

export type { HandProblem } from '../hand-problems';

export interface ScoreAHandInput {
  seatWind: Wind;
  prevailingWind: Wind;
  /** How the winning (+) tile came; default: drawn from the wall. */
  lastSource?: LastTileSource;
  originalCall?: boolean;
  twofoldFortune?: boolean;
  eastNinthWin?: boolean;
}

/** The classical sources; the others' words are refused before scoring (hand-problems.ts). */
const classicalSource = (source: NotationSource): LastTileSource | undefined => (source === 'flowers' || source === 'firstDiscard' ? undefined : source);

/** A hand in notation → the scorer's input. The "+" tile joins the concealed tiles, with the set it completed when the hand says. */
export function classicalHandOfNotation(parsed: HandNotation, s: NotationSituation): ClassicalHand {
  const hand: ClassicalHand = {
    concealed: [...parsed.concealed],
    melds: parsed.melds.map((m) => ({ type: m.type, kinds: [...m.kinds], exposed: !m.concealed, ...(m.claimed ? { claimed: true } : {}) })),
    bonus: [...parsed.bonus],
    seatWind: s.seatWind,
    prevailingWind: s.prevailingWind,
    // Without a winning tile only East's dealt hand (first tile) says how it was won.
    lastSource: parsed.winning !== undefined ? classicalSource(s.source) : s.source === 'firstTile' ? 'firstTile' : undefined,
    originalCall: s.declared?.originalCall,
    twofoldFortune: s.declared?.twofoldFortune,
    eastNinthWin: s.declared?.eastNinthWin,
  };
  const set = parsed.winningSet;
  if (parsed.winning === undefined) return hand;
  if (set?.exposed) {
    // Laid open with the claimed winning tile: a declared meld the last tile completed.
    const rest = [...set.kinds];
    rest.splice(rest.indexOf(parsed.winning), 1);
    for (const k of rest) hand.concealed.splice(hand.concealed.indexOf(k), 1);
    hand.melds.push({ type: set.type, kinds: [...set.kinds], exposed: true });
    hand.last = { kind: parsed.winning, meld: hand.melds.length - 1, drawn: false };
  } else {
    hand.concealed.push(parsed.winning);
    hand.last = set ? { kind: parsed.winning, set: { type: set.type, kinds: [...set.kinds] } } : { kind: parsed.winning };
  }
  return hand;
}

/** Sparrow notation with the situation given apart (tests, older callers) → the scorer's input. */
export function handFromNotation(text: string, input: ScoreAHandInput): ClassicalHand {
  return classicalHandOfNotation(parseHand(text), situationOfInput(input));
}

function situationOfInput(input: ScoreAHandInput): NotationSituation {
  const { seatWind, prevailingWind, lastSource, originalCall, twofoldFortune, eastNinthWin } = input;
  return situationOf({ seatWind, prevailingWind, source: lastSource ?? 'wall', declared: { originalCall, twofoldFortune, eastNinthWin } });
}

/** What a classical hand may hold (hand-problems.ts). */
export const CLASSICAL_NOTATION_RULES: NotationRules = {
  handTiles: 14,
  bonusTiles: true,
  redFives: 0,
  hasRiichi: false,
  flowerWins: false,
  dealerWins: false,
  scoresLosers: true,
  declared: ['originalCall', 'twofoldFortune', 'eastNinthWin'],
};

const PROBLEM_TEXT: Partial<{ [C in HandProblem['code']]: (p: Extract<HandProblem, { code: C }>) => string }> = {
  fifthTile: (p) => `there are only four of each tile, and this hand has ${p.count} × ${p.tile}`,
  bonusTwice: (p) => `there is only one of each flower and season, and this hand has ${p.tile} twice`,
  winnerShort: (p) => `a hand with a winning tile (+) has ${p.needed} tiles, a kong counting as three, and this one has ${p.tiles}`,
  robbedKongHeld: (p) => `a kong of ${p.tile} cannot be robbed by a hand that holds another ${p.tile}: that would be five`,
};

/** A hand no table can hold, with the problem named (the renderer translates it by `problem.code`). */
export class ImpossibleHandError extends Error {
  constructor(readonly problem: HandProblem) {
    const text = PROBLEM_TEXT[problem.code] as ((p: HandProblem) => string) | undefined;
    super(`impossible hand: ${text ? text(problem) : problem.code}`);
    this.name = 'ImpossibleHandError';
  }
}

/** The itemised score of a hand written in Sparrow's notation; throws ImpossibleHandError for a hand no table can hold. */
export function scoreHandText(
  text: string,
  input: ScoreAHandInput,
  table: ClassicalTable,
  options: ClassicalScoringOptions = {},
): ClassicalScore {
  const parsed = parseHand(text);
  const situation = situationOf({ ...situationOfInput(input), ...parsed.situation });
  const problem = handProblem(parsed, situation, CLASSICAL_NOTATION_RULES);
  if (problem) throw new ImpossibleHandError(problem);
  return scoreClassical(classicalHandOfNotation(parsed, situation), table, options);
}
