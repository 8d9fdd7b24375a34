import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/basic';
import { sha256Hex } from '../../../shared/fairness';
import { taiwanese } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import { SEATS, type Action, type HandResult, type TableState } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';
import type { TaiDetail } from './table';

const MAX_HANDS = 400;

/** Four bots, each seeing only its own view, play a whole game: the East, South, West and North rounds. */
function botGame(seed: string): { state: TableState; results: HandResult[]; rounds: number[] } {
  let state = newTable(taiwanese);
  const results: HandResult[] = [];
  const rounds: number[] = [];
  for (let h = 0; !state.game.over; h++) {
    if (h >= MAX_HANDS) throw new Error(`no end after ${MAX_HANDS} hands`);
    rounds.push(state.game.prevailing);
    const started = apply(state, { type: 'startHand', seed: sha256Hex(`${seed}-${h}`) });
    if (!started.ok) throw new Error(started.error.message);
    state = started.state;
    while (state.hand!.phase !== 'over') {
      let action: Action | null = null;
      for (const seat of SEATS) if ((action = chooseAction(viewFor(state, seat)))) break;
      const r = apply(state, action ?? { type: 'timeout' });
      if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.message}`);
      state = r.state;
    }
    results.push(state.hand!.result!);
  }
  return { state, results, rounds };
}

describe('a bot-only Taiwanese game', () => {
  it('plays all four rounds and every payment balances', () => {
    const { state, results, rounds } = botGame('taiwanese-bots');
    console.log(`taiwanese bot game: ${results.length} hands, ${results.filter((r) => r.kind === 'win').length} won, scores ${state.game.scores.join(' ')}`);
    expect(state.game.over).toBe(true);
    expect(new Set(rounds)).toEqual(new Set([0, 1, 2, 3]));
    for (const r of results) {
      expect(r.deltas.reduce((a, b) => a + b, 0)).toBe(0);
      if (r.kind === 'draw') expect(r.deltas).toEqual([0, 0, 0, 0]);
      else {
        // The winner collects base + tái × per tái from each payer, as its sheet says.
        const [sheet] = r.details as TaiDetail[];
        expect(sheet.amount).toBe(100 + 20 * sheet.tai);
        expect(r.deltas[sheet.seat]).toBe(sheet.amount * sheet.payers.length);
      }
    }
    expect(results.some((r) => r.kind === 'win')).toBe(true);
    expect(state.game.scores.reduce((a, b) => a + b, 0)).toBe(0);
    const total = results.reduce((acc, r) => acc.map((v, i) => v + r.deltas[i]), [0, 0, 0, 0]);
    expect(state.game.scores).toEqual(total);
  });
});
