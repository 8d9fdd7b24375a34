/** A bot-only game of each classical preset: four rounds, and every settlement balanced and as the seed's rules say. */
import { describe, expect, it } from 'vitest';
import { settleClassical, type ClassicalScore } from '../../../shared/rules/classical';
import { hungarian, millington } from '../../../shared/rules/presets';
import { SEATS, type Seat } from '../../../shared/table/types';
import { botGame } from '../bots/game';

describe('a bot-only classical game', () => {
  it.each([
    ['millington', millington],
    ['hungarian', hungarian],
  ] as const)('%s: plays all four rounds and every settlement balances', (id, preset) => {
    const { state, hands: results } = botGame(preset, `classical-bots-${id}`);
    const rounds = new Set(results.map((r) => r.prevailing));
    const wins = results.filter((r) => r.result.kind === 'win');
    console.log(`${id} bot game: ${results.length} hands, ${wins.length} won, scores ${state.game.scores.join(' ')}`);
    expect(state.game.over).toBe(true);
    expect(rounds).toEqual(new Set([0, 1, 2, 3]));
    expect(wins.length).toBeGreaterThan(0);
    const { minimum, paymentCap } = preset.classical!.options;
    for (const { result, dealer } of results) {
      expect(result.deltas.reduce((a, b) => a + b, 0)).toBe(0);
      if (result.kind === 'draw') {
        expect(result.deltas).toEqual([0, 0, 0, 0]);
        continue;
      }
      // Each loser pays the winner, the losers settle their differences, East pays and receives double.
      const sheets = result.details as (ClassicalScore & { seat: Seat })[];
      const winner = result.winners[0].seat;
      expect(sheets[winner].won).toBe(true);
      const totals = SEATS.map((s) => sheets[s].total);
      expect(result.deltas).toEqual(settleClassical(totals, winner, dealer, { minimum, paymentCap }).net);
    }
    expect(state.game.scores.reduce((a, b) => a + b, 0)).toBe(preset.startingScore * 4);
  });
});
