import { describe, expect, it } from 'vitest';
import { PRESETS } from '../../../shared/rules/presets';
import { cloneTable } from '../../../shared/table/clone';
import { playRandomGame } from './random-play';

describe('cloneTable', () => {
  it.each(Object.keys(PRESETS))('%s: copies every field of every state and shares no mutable part', (id) => {
    let checked = 0;
    for (let seed = 0; seed < 3; seed++) {
      for (const state of playRandomGame(PRESETS[id], 900 + seed, 1).states) {
        const copy = cloneTable(state);
        expect(copy).toStrictEqual(state);
        if (!state.hand) continue;
        expect(copy.hand!.seats[0]).not.toBe(state.hand.seats[0]);
        expect(copy.hand!.seats[0].discards).not.toBe(state.hand.seats[0].discards);
        expect(copy.hand!.wall.tiles).not.toBe(state.hand.wall.tiles);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
  });
});
