/**
 * The ceremony's pace (found in a newcomer's hunt: every hand opened with about 8.5 s of dice, wall
 * and deal before a tile could be played): the first hand of a game, which throws for the seats,
 * shows every step at full length (8–14 s); a later hand only reminds, in about 3–5 s (the dice
 * still land and stay to be read). Skip and the
 * animations setting are as before (tests/renderer/tableview.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { ceremonyFrames, ceremonySteps, diceRollMs, DICE_READ_MS } from '../../renderer/src/logic/ceremony';
import { PRESETS } from '../../shared/rules/presets';
import { apply } from '../../shared/table/apply';
import { newTable } from '../../shared/table/start';
import type { VisibleEvent } from '../../shared/view';

const total = (events: VisibleEvent[]) => ceremonyFrames(ceremonySteps(events)).reduce((ms, f) => ms + f.ms, 0);

describe('the ceremony’s pace', () => {
  it.each(Object.keys(PRESETS))('%s: the first hand at full length, a later one in less than half the time', (id) => {
    const r = apply(newTable(PRESETS[id]), { type: 'startHand', seed: 'cd'.repeat(32) });
    if (!r.ok) throw new Error(r.error.message);
    const first = r.events as VisibleEvent[];
    // A later hand: the same deal without the throw for the seats (only the first hand seats the players).
    const later = first.filter((e) => !(e.type === 'diceRolled' && (e.purpose === 'seating' || e.purpose === 'east-swap')) && e.type !== 'windsDrawn' && e.type !== 'seated');
    expect(total(first)).toBeGreaterThanOrEqual(8000);
    // Less than half: about 3 s, more with the flowers replaced (600 ms each at full length).
    expect(total(later)).toBeLessThanOrEqual(total(first) / 2);
    expect(total(later)).toBeLessThanOrEqual(5000);
    expect(total(later)).toBeGreaterThanOrEqual(2000);
    // The dice still land and stay to be read.
    for (const f of ceremonyFrames(ceremonySteps(later)).filter((f) => f.step.type === 'dice')) {
      expect(diceRollMs(f.ms)).toBeGreaterThanOrEqual(500);
      expect(f.ms - diceRollMs(f.ms)).toBeGreaterThanOrEqual(DICE_READ_MS);
    }
  });
});
