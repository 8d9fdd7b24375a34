// @vitest-environment happy-dom
/** The turn clock on a seat: the move's own seconds, then the bank's, in the player's language. */
import { describe, expect, it } from 'vitest';
import SeatPanel from '../../renderer/src/components/SeatPanel.vue';
import { mountWith } from './mount';

const seat = { name: 'Ann', wind: 0, dealer: false, score: 0, concealedCount: 13, melds: [], bonus: [], turn: true };

describe('turn clock', () => {
  it('counts the move’s own time, then the bank, on the seat to move only', () => {
    const now = performance.now();
    const own = mountWith(SeatPanel, { props: { ...seat, clock: { turnEndsAt: now + 12_000, bankEndsAt: now + 72_000 } } });
    expect(own.find('[data-test=turn-clock]').text()).toBe('12 s');
    expect(own.find('[data-test=turn-clock]').attributes('aria-label')).toBe('Time left for this move: 12 seconds, then 60 seconds of bank');
    const bank = mountWith(SeatPanel, { props: { ...seat, clock: { turnEndsAt: now - 1, bankEndsAt: now + 45_000 } } }, 'hu');
    expect(bank.find('[data-test=turn-clock]').text()).toBe('tartalék 45 mp');
    expect(bank.find('[data-test=turn-clock]').classes()).toContain('bank');
    expect(mountWith(SeatPanel, { props: seat }).find('[data-test=turn-clock]').exists()).toBe(false);
  });
});
