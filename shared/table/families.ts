/**
 * What differs between families at the end of a hand: extra conditions for a win and how a hand
 * is paid. Everything else in the state machine is driven by preset data.
 */
import type { Family } from '../rules/presets';
import type { Seat, TableState, Winner } from './types';

export interface Scored {
  deltas: number[];
  details: unknown[];
}

export interface FamilyHooks {
  /** Beyond a complete shape and furiten (e.g. riichi needs a yaku, scored with issue [8/9]). */
  mayWin(state: TableState, winner: Winner): boolean;
  scoreWin(state: TableState, winners: Winner[]): Scored;
  scoreDraw(state: TableState, tenpai: boolean[]): Scored;
}

const zero = (): number[] => [0, 0, 0, 0];

/** Classical and Taiwanese hand values arrive with issues [3/9] and [9/9]; until then a hand pays nothing. */
const unscored: FamilyHooks = {
  mayWin: () => true,
  scoreWin: () => ({ deltas: zero(), details: [] }),
  scoreDraw: () => ({ deltas: zero(), details: [] }),
};

/** Riichi money that belongs to the flow: deposits, honba and tenpai payments. Han and fu come with [8/9]. */
const riichi: FamilyHooks = {
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

const HOOKS: Record<Family, FamilyHooks> = { classical: unscored, taiwanese: unscored, riichi };

export const familyHooks = (state: TableState): FamilyHooks => HOOKS[state.preset.family];
