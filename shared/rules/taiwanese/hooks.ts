/** Taiwanese at the end of a hand: the winner's hand scored with the tái table and paid by the losers. */
import type { FamilyHooks } from '../../table/family-hooks';
import type { TableState } from '../../table/types';
import { flowerWin } from './flowers';
import { taiwaneseHandOf } from './hand';
import { TAIWANESE_DEFAULTS } from './options';
import { isTaiwaneseWin, scoreTaiwanese } from './score';
import { SEED002_TABLE } from './seed002';
import { settleTaiwanese } from './settle';
import type { TaiTable } from './types';

const TABLES: Record<string, TaiTable> = { seed002: SEED002_TABLE };

const rulesOf = (state: TableState) => state.preset.taiwanese ?? TAIWANESE_DEFAULTS;

export const taiwaneseHooks: FamilyHooks<'taiwanese'> = {
  // Any reading will do; Eight and a Half Pairs needs its triple hidden (not completed by a discard).
  mayWin: (state, winner) => isTaiwaneseWin(taiwaneseHandOf(state, winner)),
  scoreWin(state, winners) {
    const rules = rulesOf(state);
    const deltas = [0, 0, 0, 0];
    const details = winners.map((winner) => {
      const score = scoreTaiwanese(taiwaneseHandOf(state, winner), TABLES[rules.table]);
      const payment = settleTaiwanese(score.tai, winner.seat, winner.from, rules);
      payment.deltas.forEach((d, seat) => (deltas[seat] += d));
      return { seat: winner.seat, ...score, amount: payment.amount, payers: payment.payers };
    });
    return { deltas, details };
  },
  // An exhaustive draw pays nothing (the dealer keeps the deal: preset data).
  scoreDraw: () => ({ deltas: [0, 0, 0, 0], details: [] }),
  bonusWin: flowerWin,
};
