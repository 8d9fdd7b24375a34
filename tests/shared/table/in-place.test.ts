/**
 * `playHand` with `inPlace` (bot-only games): after the deal each step changes the table itself
 * instead of a copy. The hand must play out exactly as with a copy per step, and the table passed
 * in must be left as it was.
 */
import { describe, expect, it } from 'vitest';
import { createBot } from '../../../shared/bots';
import { sha256Hex } from '../../../shared/fairness';
import { PRESETS } from '../../../shared/rules/presets';
import { playHand, type Decide } from '../../../shared/table/game-loop';
import { newTable } from '../../../shared/table/start';
import type { TableState } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';

/** Three hands of one game with four normal bots; every state after a hand, and the one before each. */
function playGame(presetId: string, inPlace: boolean): { before: string[]; after: TableState[] } {
  const bots = [0, 1, 2, 3].map((seat) => createBot('normal', sha256Hex(`in-place/${presetId}/${seat}`)));
  const decide: Decide = (state, seat) => bots[seat].act(viewFor(state, seat));
  let state = newTable(PRESETS[presetId]);
  const before: string[] = [];
  const after: TableState[] = [];
  for (let h = 0; h < 3 && !state.game.over; h++) {
    const start = state;
    const snapshot = JSON.stringify(start);
    state = playHand(state, sha256Hex(`in-place/${presetId}/${h}`), decide, { inPlace });
    expect(state).not.toBe(start);
    expect(JSON.stringify(start)).toBe(snapshot);
    before.push(snapshot);
    after.push(state);
  }
  return { before, after };
}

describe('playHand in place', () => {
  for (const presetId of Object.keys(PRESETS))
    it(`${presetId}: the same hands as with a copy per step, the table passed in untouched`, () => {
      const copied = playGame(presetId, false);
      const inPlace = playGame(presetId, true);
      expect(inPlace.before).toEqual(copied.before);
      expect(inPlace.after).toEqual(copied.after);
    });
});
