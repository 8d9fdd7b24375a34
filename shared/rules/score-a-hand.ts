/**
 * Score-a-hand for every family: a hand in Sparrow's notation (its `@` words saying how it was won)
 * checked by the one validation (hand-problems.ts), then scored by its family under `preset`. The
 * score-a-hand page, a club's real-tile tables and the help examples all score through this.
 */
import type { HandNotation } from '../notation';
import { situationOf } from '../notation-situation';
import { familyOf } from './families';
import type { NotationScore } from './family';
import { handProblem } from './hand-problems';
import type { Preset } from './preset-types';

export function scoreHandNotation(hand: HandNotation, preset: Preset): NotationScore {
  const family = familyOf(preset);
  const situation = situationOf(hand.situation);
  const problem = handProblem(hand, situation, family.notationRules(preset));
  if (problem) return { score: null, problem };
  return family.scoreNotation(hand, situation, preset);
}
