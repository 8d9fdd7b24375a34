import { describe, expect, it } from 'vitest';
import { BOT_LEVELS } from '../../../shared/bots';
import { simulate, type SimulationOptions } from '../../../shared/bots/simulate';
import { PRESETS } from '../../../shared/rules/presets';
import type { HandResult } from '../../../shared/table/types';

// Without `onDecision` the simulation skips the view of a draw that starts a turn (the seat's only
// move). Watched or not, the same seeded games must play out the same: every hand's result.
function play(presetId: string, watched: boolean): { results: HandResult[]; summary: ReturnType<typeof simulate> } {
  const results: HandResult[] = [];
  const options: SimulationOptions = {
    preset: PRESETS[presetId],
    hands: 8,
    seed: `unwatched/${presetId}`,
    levels: (game) => BOT_LEVELS.concat(BOT_LEVELS).slice(game % 3, (game % 3) + 4),
    onHand: (_i, result) => results.push(result),
  };
  if (watched) options.onDecision = () => {};
  return { results, summary: simulate(options) };
}

describe('an unwatched simulation plays the same hands', () => {
  for (const presetId of Object.keys(PRESETS))
    it(presetId, () => {
      const watched = play(presetId, true);
      const unwatched = play(presetId, false);
      expect(unwatched.results).toEqual(watched.results);
      expect(unwatched.summary).toEqual(watched.summary);
    });
});
