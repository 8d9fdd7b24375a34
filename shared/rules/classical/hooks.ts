/** Classical at the end of a hand. Wired to the classical scorer and settlement next. */
import type { FamilyHooks } from '../../table/families';

export const classicalHooks: FamilyHooks = {
  mayWin: () => true,
  scoreWin: () => ({ deltas: [0, 0, 0, 0], details: [] }),
  scoreDraw: () => ({ deltas: [0, 0, 0, 0], details: [] }),
};
