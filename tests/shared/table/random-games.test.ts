import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../shared/rules/presets';
import { apply, replay } from '../../../shared/table/apply';
import { checkConservation, checkHandSizes, TurnOrder } from './invariants';
import { playRandomGame } from './random-play';
import { testSize } from '../../helpers/sizes';

// The figure, 10,000 games over all presets, runs in CI; locally 1,000 unless SPARROW_RANDOM_GAMES says otherwise.
const total = testSize('SPARROW_RANDOM_GAMES', { local: 150, ci: 2_000, full: 10_000 });
const presets = Object.values(PRESETS);
const perPreset = Math.ceil(total / presets.length);
const HANDS_PER_GAME = 2;
/** Every FULL_EVERY-th game is played to its end: the prevailing wind moves on and the game finishes. */
const FULL_EVERY = 25;
/** The run's size is set by the count above, not by a clock: never cut it short on a busy machine. */
const LONG_RUN_MS = 60 * 60_000;
console.log(`random games: ${perPreset} per preset × ${presets.length} presets, up to ${HANDS_PER_GAME} hands each, every ${FULL_EVERY}th to the end of the game (SPARROW_RANDOM_GAMES=${total})`);

describe.each(presets.map((p) => [p.id, p] as const))('%s: random legal play', (_id, preset) => {
  it(`${perPreset} games keep every invariant and replay exactly`, () => {
    let wins = 0;
    let draws = 0;
    let finished = 0;
    for (let seed = 0; seed < perPreset; seed++) {
      const order = new TurnOrder();
      const full = seed % FULL_EVERY === 0;
      const game = playRandomGame(preset, seed, full ? Infinity : HANDS_PER_GAME, (state, events) => {
        if (!state.hand) return;
        checkConservation(state);
        checkHandSizes(state);
        order.see(events);
      });
      for (const s of game.states) if (s.hand?.phase === 'over' && s.hand.result) s.hand.result.kind === 'win' ? wins++ : draws++;
      if (full) {
        // A whole game: every prevailing wind of the preset is played, and it ends with standings.
        expect(game.final.game.over).toBe(true);
        expect(game.final.game.prevailing).toBe(preset.rounds - 1);
        expect(game.events.flat().filter((e) => e.type === 'gameOver')).toHaveLength(1);
        finished++;
      }
      // Replaying the log from the seeds gives the same state; apply never touches its input.
      expect(replay(game.initial, game.actions).state).toEqual(game.final);
      if (seed % 10 === 0) {
        const before = JSON.stringify(game.states[5]);
        apply(game.states[5], game.actions[6]);
        expect(JSON.stringify(game.states[5])).toBe(before);
      }
    }
    console.log(`${preset.id}: ${wins} hands won, ${draws} drawn, ${finished} whole games`);
    expect(wins).toBeGreaterThan(perPreset / 50); // both endings are exercised
    expect(draws).toBeGreaterThan(0);
  }, LONG_RUN_MS);
});
