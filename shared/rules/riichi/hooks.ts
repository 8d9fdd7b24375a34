/** Riichi at the end of a hand: deposits, honba and tenpai payments. Han and fu come with issue [8/9]. */
import type { FamilyHooks } from '../../table/families';
import type { Seat } from '../../table/types';

const zero = (): number[] => [0, 0, 0, 0];

export const riichiHooks: FamilyHooks = {
  mayWin: () => true,
  scoreWin(state, winners) {
    const rules = state.preset.riichi!;
    const deltas = zero();
    const honba = state.game.honba * rules.honbaBonus;
    for (const w of winners) {
      if (w.from === null) {
        for (const s of [0, 1, 2, 3] as Seat[])
          if (s !== w.seat) {
            deltas[s] -= honba / 3;
            deltas[w.seat] += honba / 3;
          }
      } else {
        deltas[w.from] -= honba;
        deltas[w.seat] += honba;
      }
    }
    // Deposits on the table go to the winner nearest the discarder's right.
    deltas[winners[0].seat] += state.game.riichiSticks * rules.deposit;
    return { deltas, details: [] };
  },
  scoreDraw(state, tenpai) {
    const penalty = state.preset.riichi!.notenPenalty;
    const ready = tenpai.filter(Boolean).length;
    const deltas = zero();
    if (ready === 0 || ready === 4) return { deltas, details: [] };
    tenpai.forEach((t, seat) => (deltas[seat] = t ? penalty / ready : -penalty / (4 - ready)));
    return { deltas, details: [] };
  },
};
