/**
 * The draws check: a client that saw a whole hand replays the seed's wall through the draws it
 * saw (everyone's, its own tiles known) and finds each tile it drew where the wall had it. Honest
 * hands pass for every seat of every preset (kongs, bonus replacements and returned draws
 * included); a hand where the host handed one drawn tile from elsewhere fails.
 */
import { describe, expect, it } from 'vitest';
import { drawsFollowWall } from '../../shared/reveal-draws';
import { PRESETS, type Preset } from '../../shared/rules/presets';
import { setupHand } from '../../shared/setup';
import { SEATS, type TableState } from '../../shared/table/types';
import { eventFor, type VisibleEvent } from '../../shared/view';
import { playRandomGame } from './table/random-play';

interface SeenHand {
  setup: () => ReturnType<typeof setupHand>;
  events: VisibleEvent[][];
}

/** Every hand of a random game, as each seat saw its events, with the seed's setup. */
function handsOf(preset: Preset, game: number): SeenHand[] {
  const played = playRandomGame(preset, game, 4);
  const hands: SeenHand[] = [];
  played.actions.forEach((action, i) => {
    if (action.type === 'startHand') {
      const before: TableState = i === 0 ? played.initial : played.states[i - 1];
      const input = { preset, seed: action.seed!, dealer: before.game.dealer, seatPlayers: before.playerAtSeat === null };
      hands.push({ setup: () => setupHand(input), events: SEATS.map(() => []) });
    }
    for (const seat of SEATS) hands[hands.length - 1].events[seat].push(...played.events[i].map((e) => eventFor(e, seat)));
  });
  return hands;
}

describe('every tile you drew is the one the wall gave', () => {
  for (const preset of Object.values(PRESETS))
    it(`${preset.id}: honest hands pass for every seat; one tile drawn from elsewhere fails`, () => {
      const seen = { wall: 0, replacement: 0, returned: 0, kept: 0, tampered: 0, keptTampered: 0 };
      // A few games, and more until a replacement draw (a kong's, a bonus tile's) has come up.
      for (let game = 0; game < 3 || (seen.replacement === 0 && game < 40); game++)
        for (const hand of handsOf(preset, game))
          for (const seat of SEATS) {
            const events = hand.events[seat];
            expect(drawsFollowWall(hand.setup(), preset, events, seat)).toBe(true);
            for (const e of events) {
              if (e.type === 'drew' && e.seat === seat) seen[e.source]++;
              if (e.type === 'drawReturned') seen.returned++;
              if (e.type === 'drawKept' && e.seat === seat) seen.kept++;
            }
            // The host hands this seat a different tile on one draw (one that stays in the wall).
            const at = events.map((e) => e.type === 'drew' && e.seat === seat && e.source === 'wall').lastIndexOf(true);
            if (at < 0) continue;
            const drew = events[at] as Extract<VisibleEvent, { type: 'drew' }>;
            const other = hand.setup().wall.tiles.find((t) => t !== drew.tile)!;
            const tampered = events.map((e, i) => (i === at ? { ...drew, tile: other } : e));
            expect(drawsFollowWall(hand.setup(), preset, tampered, seat)).toBe(false);
            seen.tampered++;
            // An early draw is told to its drawer when its window closes: that tile is checked too.
            const kept = events.map((e) => e.type === 'drawKept' && e.seat === seat).lastIndexOf(true);
            if (kept < 0) continue;
            const keptEvent = events[kept] as Extract<VisibleEvent, { type: 'drawKept' }>;
            const notKept = hand.setup().wall.tiles.find((t) => t !== keptEvent.tile)!;
            expect(drawsFollowWall(hand.setup(), preset, events.map((e, i) => (i === kept ? { ...keptEvent, tile: notKept } : e)), seat)).toBe(false);
            seen.keptTampered++;
          }
      expect(seen.wall).toBeGreaterThan(50);
      expect(seen.tampered).toBeGreaterThan(0);
      expect(seen.replacement).toBeGreaterThan(0);
      // Riichi's next drawer draws during the claim window; a claim puts that tile back.
      if (preset.claims.drawDuringWindow) expect(seen.returned).toBeGreaterThan(0);
      if (preset.claims.drawDuringWindow) expect(seen.keptTampered).toBeGreaterThan(0);
      console.log(preset.id, JSON.stringify(seen));
    });
});
