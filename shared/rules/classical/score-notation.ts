/** A classical hand from Sparrow's notation scored by the preset's table (score-a-hand, help examples). */
import { formatHand, type HandNotation } from '../../notation';
import type { DeclaredSituation, NotationScore, NotationSituation } from '../family';
import type { Preset } from '../preset-types';
import { presetTable } from './presetTables';
import { ImpossibleHandError, scoreHandText } from './scoreAHand';

const DECLARED: readonly DeclaredSituation[] = ['originalCall', 'twofoldFortune', 'eastNinthWin'];

/** The situations `preset`'s table scores, offered to declare. */
export function classicalDeclaredSituations(preset: Preset): DeclaredSituation[] {
  const table = presetTable(preset.classical!);
  return DECLARED.filter((x) => table.winnerRules.some((e) => e.rule === x));
}

/** Scores a hand by `preset`'s table and caps; a hand no table can hold comes back as its problem. */
export function scoreClassicalNotation(h: HandNotation, s: NotationSituation, preset: Preset): NotationScore<'classical'> {
  const table = presetTable(preset.classical!);
  const { limit, roofOff } = preset.classical!.options;
  const offered = classicalDeclaredSituations(preset);
  const declared = Object.fromEntries(offered.map((x) => [x, s.declared?.[x] ?? false]));
  const input = { seatWind: s.seatWind, prevailingWind: s.prevailingWind, lastSource: h.winning !== undefined ? s.source : undefined, ...declared };
  const text = formatHand(h);
  try {
    const score = scoreHandText(text, input, table, { limit, roofOff });
    // Not a Mah-Jong only because of its chows (BMJA allows one): say so rather than only "not a Mah-Jong".
    const oneChow = !score.won && table.maxChows < 4 && scoreHandText(text, input, { ...table, maxChows: 4 }, { limit, roofOff }).won;
    return { score, oneChow };
  } catch (e) {
    if (e instanceof ImpossibleHandError) return { score: null, problem: e.problem };
    throw e;
  }
}
