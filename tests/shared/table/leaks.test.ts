import { describe, expect, expectTypeOf, it } from 'vitest';
import { nextInt, rngFromHex } from '../../../shared/random';
import { sha256Hex } from '../../../shared/fairness';
import { PRESETS } from '../../../shared/rules/presets';
import type { HandState, Seat, TableEvent, TableState } from '../../../shared/table/types';
import { eventsFor, viewFor, type VisibleDiscard } from '../../../shared/view';
import { hiddenFrom, reshuffleHidden } from './hidden';
import { playRandomGame } from './random-play';
import { testSize } from '../../helpers/sizes';

// Random hands spread over the presets: 1,000 in CI, 400 locally (SPARROW_LEAK_HANDS to change).
const hands = testSize('SPARROW_LEAK_HANDS', { local: 100, ci: 1_000 });
const presets = Object.values(PRESETS);
console.log(`leak check: ${hands} random hands over ${presets.length} presets (SPARROW_LEAK_HANDS)`);

const viewers: (Seat | null)[] = [0, 1, 2, 3, null];
const TILE_KEYS = new Set(['tile', 'tiles', 'concealed', 'bonus', 'replacement', 'indicator', 'doraIndicators', 'uraRevealed', 'drawn', 'claimedTile', 'hands']);

/** Every number found under a tile-bearing key anywhere in a value. */
function tileNumbers(value: unknown, underTileKey = false, out: number[] = []): number[] {
  if (typeof value === 'number' && underTileKey) out.push(value);
  else if (Array.isArray(value)) value.forEach((v) => tileNumbers(v, underTileKey, out));
  else if (value && typeof value === 'object')
    for (const [key, v] of Object.entries(value)) tileNumbers(v, underTileKey || TILE_KEYS.has(key), out);
  return out;
}

describe('no hidden information in any view or filtered log', () => {
  it.each(presets.map((p) => [p.id, p] as const))('%s', (_id, preset) => {
    const perPreset = Math.ceil(hands / presets.length);
    let checks = 0;
    for (let game = 0; game < perPreset; game++) {
      const rng = rngFromHex(sha256Hex(`leak-${preset.id}-${game}`));
      playRandomGame(preset, 50_000 + game, 1, (state, events: TableEvent[]) => {
        if (!state.hand) return;
        for (const viewer of viewers) {
          const hidden = hiddenFrom(state, viewer);
          // Riichi's retroactive claim puts a tile the viewer itself just drew back on the wall: it saw that one.
          for (const e of events) if (e.type === 'drew' && e.seat === viewer) hidden.delete(e.tile);
          const seen = [...tileNumbers(viewFor(state, viewer)), ...tileNumbers(eventsFor(events, viewer))];
          const leaked = seen.filter((t) => hidden.has(t));
          if (leaked.length) throw new Error(`seat ${viewer} can see hidden tiles ${leaked.join(', ')} in phase ${state.hand.phase}`);
          if (nextInt(rng, 4) === 0) {
            // Indistinguishability: shuffling what the viewer cannot see changes nothing it is sent.
            const other = reshuffleHidden(state, viewer, checks);
            expect(JSON.stringify(viewFor(other, viewer))).toBe(JSON.stringify(viewFor(state, viewer)));
          }
          checks++;
        }
      });
    }
    expect(checks).toBeGreaterThan(perPreset * 100);
  }, 60 * 60_000); // sized by the count above, not by a clock

  it('a view shares the table’s discards only while a discard holds nothing a view may not show', () => {
    // shared/view.ts hands out the engine's discard objects themselves: a field added to a discard
    // would reach every seat. The type check fails here first; the played hand below shows it too.
    expectTypeOf<keyof HandState['seats'][number]['discards'][number]>().toEqualTypeOf<keyof VisibleDiscard>();
    const { states } = playRandomGame(presets[0], 2, 1);
    const withDiscards = states.filter((s) => s.hand?.seats.some((seat) => seat.discards.length > 0));
    expect(withDiscards.length).toBeGreaterThan(0);
    for (const viewer of viewers)
      for (const seat of viewFor(withDiscards.at(-1)!, viewer).hand!.seats)
        for (const d of seat.discards) expect(Object.keys(d).sort()).toEqual(['claimed', 'riichi', 'tile']);
  });

  it('the check itself notices a leak', () => {
    const { states } = playRandomGame(presets[0], 1, 1);
    const state = states.find((s) => s.hand?.phase === 'draw')!;
    const view = viewFor(state, 0);
    view.hand!.seats[1].concealed = [...state.hand!.seats[1].concealed];
    const hidden = hiddenFrom(state, 0);
    expect(tileNumbers(view).some((t) => hidden.has(t))).toBe(true);
    const other = reshuffleHidden(state, 0, 1);
    const leakyView = (s: TableState) => ({ ...viewFor(s, 0), peek: s.hand!.wall.tiles[0] });
    expect(JSON.stringify(leakyView(other))).not.toBe(JSON.stringify(leakyView(state)));
  });
});
