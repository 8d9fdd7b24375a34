import { describe, expect, it } from 'vitest';
import { taiwanese } from '../../../shared/rules/presets';
import type { HandResult, TableState } from '../../../shared/table/types';
import { botGame as playGame } from '../bots/game';
import type { TaiDetail } from './table';

/** Four bots, each seeing only its own view, play a whole game: the East, South, West and North rounds. */
function botGame(seed: string): { state: TableState; results: HandResult[]; rounds: number[] } {
  const { state, hands } = playGame(taiwanese, seed);
  return { state, results: hands.map((h) => h.result), rounds: hands.map((h) => h.prevailing) };
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
