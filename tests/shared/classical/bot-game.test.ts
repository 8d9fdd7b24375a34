/** A bot-only game of each classical preset: four rounds, and every settlement balanced and as the seed's rules say. */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/basic';
import { sha256Hex } from '../../../shared/fairness';
import { settleClassical, type ClassicalScore } from '../../../shared/rules/classical';
import { hungarian, millington, type Preset } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import { SEATS, type Action, type HandResult, type Seat, type TableState } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';

const MAX_HANDS = 400;

/** Four bots, each seeing only its own view, play a whole game; each result with its hand's dealer. */
function botGame(preset: Preset, seed: string): { state: TableState; results: { result: HandResult; dealer: Seat }[]; rounds: Set<number> } {
  let state = newTable(preset);
  const results: { result: HandResult; dealer: Seat }[] = [];
  const rounds = new Set<number>();
  for (let h = 0; !state.game.over; h++) {
    if (h >= MAX_HANDS) throw new Error(`no end after ${MAX_HANDS} hands`);
    rounds.add(state.game.prevailing);
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
    results.push({ result: state.hand!.result!, dealer: state.hand!.dealer });
  }
  return { state, results, rounds };
}

describe('a bot-only classical game', () => {
  it.each([
    ['millington', millington],
    ['hungarian', hungarian],
  ] as const)('%s: plays all four rounds and every settlement balances', (id, preset) => {
    const { state, results, rounds } = botGame(preset, `classical-bots-${id}`);
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
