/** Meld values common to the classical tables (BMJA and DMJL agree on these). */
import type { RuleEntry } from './types';

export const SET_AND_PAIR_RULES: readonly RuleEntry[] = [
  { rule: 'dragonSet', doubles: 1 },
  { rule: 'ownWindSet', doubles: 1 },
  { rule: 'prevailingWindSet', doubles: 1 },
  { rule: 'exposedKongSimple', points: 8 },
  { rule: 'exposedKongTerminal', points: 16 },
  { rule: 'exposedKongHonour', points: 16 },
  { rule: 'exposedPungSimple', points: 2 },
  { rule: 'exposedPungTerminal', points: 4 },
  { rule: 'exposedPungHonour', points: 4 },
  { rule: 'concealedKongSimple', points: 16 },
  { rule: 'concealedKongTerminal', points: 32 },
  { rule: 'concealedKongHonour', points: 32 },
  { rule: 'concealedPungSimple', points: 4 },
  { rule: 'concealedPungTerminal', points: 8 },
  { rule: 'concealedPungHonour', points: 8 },
  { rule: 'pairOwnWind', points: 2 },
  { rule: 'pairPrevailingWind', points: 2 },
  { rule: 'pairDragons', points: 2 },
  { rule: 'flower', points: 4 },
  { rule: 'season', points: 4 },
];
