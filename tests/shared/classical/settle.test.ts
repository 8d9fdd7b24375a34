import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleClassical } from '../../../shared/rules/classical';

const RUNS = Number(process.env.CLASSICAL_RUNS ?? 200);
// Seats: 0 East, 1 South, 2 West, 3 North.
const EAST = 0;

describe('classical settlement', () => {
  it('settles the worked example: South wins 500, East 16, West 26, North 42', () => {
    const { net } = settleClassical([16, 500, 26, 42], 1, EAST);
    expect(net).toEqual([-1072, 2000, -496, -432]);
  });

  it('doubles what every loser pays East when East wins', () => {
    const { net, payments } = settleClassical([100, 10, 20, 30], EAST, EAST);
    expect(payments.filter((p) => p.to === EAST).map((p) => p.amount)).toEqual([200, 200, 200]);
    expect(net).toEqual([600, -200 - 10 - 20, -200 + 10 - 10, -200 + 20 + 10]);
  });

  it('with a minimum, a small Mah-Jong collects nothing but the others still settle', () => {
    const { net } = settleClassical([16, 24, 26, 42], 1, EAST, { minimum: 26 });
    expect(net[1]).toBe(0);
    expect(net).toEqual([-20 - 52, 0, 20 - 16, 52 + 16]);
    expect(settleClassical([16, 26, 26, 42], 1, EAST, { minimum: 26 }).net[1]).toBe(26 * 4);
    expect(settleClassical([16, 24, 26, 42], 1, EAST, { minimum: 0 }).net[1]).toBe(24 * 4);
  });

  it('caps each payment after doubling', () => {
    const { payments, net } = settleClassical([16, 500, 26, 42], 1, EAST, { paymentCap: 600 });
    expect(payments.find((p) => p.from === EAST && p.to === 1)?.amount).toBe(600);
    expect(net[1]).toBe(1600);
  });

  it('a drawn hand is void', () => {
    expect(settleClassical([10, 20, 30, 40], null, EAST).net).toEqual([0, 0, 0, 0]);
  });

  it('always sums to zero, and a winner with a higher score than every loser never loses', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1000 }), { minLength: 4, maxLength: 4 }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        fc.option(fc.integer({ min: 1, max: 2000 })),
        fc.integer({ min: 0, max: 40 }),
        (scores, winner, east, cap, minimum) => {
          const { net } = settleClassical(scores, winner, east, { paymentCap: cap, minimum });
          expect(net.reduce((a, b) => a + b, 0)).toBe(0);
          if (scores.every((s, seat) => seat === winner || s < scores[winner])) expect(net[winner]).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: RUNS },
    );
  });
});
