/** A classical hand from Sparrow's notation scored by the preset's table (score-a-hand, help examples). */
import type { HandNotation } from '../../notation';
import type { DeclaredSituation, NotationScore, NotationSituation } from '../family';
import type { NotationRules } from '../hand-problems';
import type { Preset } from '../preset-types';
import { presetTable } from './presetTables';
import { scoreClassical } from './score';
import { CLASSICAL_NOTATION_RULES, classicalHandOfNotation } from './scoreAHand';

const DECLARED: readonly DeclaredSituation[] = ['originalCall', 'twofoldFortune', 'eastNinthWin'];

/** The situations `preset`'s table scores, offered to declare. */
export function classicalDeclaredSituations(preset: Preset): DeclaredSituation[] {
  const table = presetTable(preset.classical!);
  return DECLARED.filter((x) => table.winnerRules.some((e) => e.rule === x));
}

export const classicalNotationRules = (preset: Preset): NotationRules => ({ ...CLASSICAL_NOTATION_RULES, declared: classicalDeclaredSituations(preset) });

/** Scores a hand (checked by hand-problems.ts) by `preset`'s table and caps. */
export function scoreClassicalNotation(h: HandNotation, s: NotationSituation, preset: Preset): NotationScore<'classical'> {
  const table = presetTable(preset.classical!);
  const { limit, roofOff } = preset.classical!.options;
  const hand = classicalHandOfNotation(h, s);
  const score = scoreClassical(hand, table, { limit, roofOff });
  // Not a Mah-Jong only because of its chows (BMJA allows one): say so rather than only "not a Mah-Jong".
  const oneChow = !score.won && table.maxChows < 4 && scoreClassical(hand, { ...table, maxChows: 4 }, { limit, roofOff }).won;
  return { score, oneChow };
}
