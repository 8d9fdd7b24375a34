// @vitest-environment happy-dom
/** A hand shown at the end (or in a replay) reads like a hand on the table: its tiles sorted by kind, not in the order they were drawn. */
import { describe, expect, it } from 'vitest';
import SeatPanel from '../../renderer/src/components/SeatPanel.vue';
import { kindOf } from '../../shared/tiles';
import { mountWith } from './mount';

const seat = { name: 'Ann', wind: 1, dealer: false, score: 0, concealedCount: 5, melds: [], bonus: [] };

describe('a revealed hand', () => {
  it('shows its tiles sorted by kind', () => {
    // Tile ids as drawn: a wind, a character, a dot, a bamboo, a character.
    const drawn = [109, 30, 40, 80, 2];
    const panel = mountWith(SeatPanel, { props: { ...seat, revealed: drawn } });
    const kinds = panel.findAll('.revealed [data-kind]').map((t) => Number(t.attributes('data-kind')));
    expect(kinds).toEqual([...drawn].map(kindOf).sort((a, b) => a - b));
    expect(kinds).toHaveLength(5);
  });
});
