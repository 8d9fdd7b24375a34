/** Taiwanese at the end of a hand. The tái table and payments come with issue [9/9]; until then a hand pays nothing. */
import type { FamilyHooks } from '../../table/families';

export const taiwaneseHooks: FamilyHooks = {
  mayWin: () => true,
  scoreWin: () => ({ deltas: [0, 0, 0, 0], details: [] }),
  scoreDraw: () => ({ deltas: [0, 0, 0, 0], details: [] }),
};
