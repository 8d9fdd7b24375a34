/**
 * What each rule family shows a player, in one place: the renderer asks this registry
 * (`familyFace(family)`) rather than branching on the family's name.
 */
import type { Family } from './preset-types';

export interface FamilyFace {
  family: Family;
  /** How a winning hand's score is stated: riichi han and fu, Taiwanese tái, classical points and doubles. */
  scoreUnit: 'han' | 'tai' | 'points';
  /** Players may declare riichi (and the table keeps riichi sticks and honba). */
  hasRiichi: boolean;
  /** The dealer's run of hands in a row is shown (riichi shows honba instead). */
  dealerStreak: boolean;
  /** The dealer's wins in a row count (Taiwanese lián zhuāng). */
  dealerWins: boolean;
  /** The starting score is a fixed fact of the rules (riichi's is a house rule, listed with them). */
  fixedStartingScore: boolean;
  /** A finished game exports as a tenhou or mjai log. */
  gameLogs: boolean;
}

const FACES: Record<Family, FamilyFace> = {
  classical: { family: 'classical', scoreUnit: 'points', hasRiichi: false, dealerStreak: true, dealerWins: false, fixedStartingScore: true, gameLogs: false },
  taiwanese: { family: 'taiwanese', scoreUnit: 'tai', hasRiichi: false, dealerStreak: true, dealerWins: true, fixedStartingScore: true, gameLogs: false },
  riichi: { family: 'riichi', scoreUnit: 'han', hasRiichi: true, dealerStreak: false, dealerWins: false, fixedStartingScore: false, gameLogs: true },
};

export const familyFace = (family: Family): FamilyFace => FACES[family];
