import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromHex } from '../../shared/random';
import { countToSeat, provisionalEastSwap, seatPlayers } from '../../shared/seating';
import { sha256Hex } from '../../shared/fairness';

describe('seating by dice (seed 003)', () => {
  // From the roller, counting the roller as 1 and going to the right.
  it.each([
    [2, 'right', 1], [6, 'right', 1], [10, 'right', 1],
    [3, 'opposite', 2], [7, 'opposite', 2], [11, 'opposite', 2],
    [4, 'left', 3], [8, 'left', 3], [12, 'left', 3],
    [5, 'self', 0], [9, 'self', 0],
  ])('a total of %i points to the %s', (total, _where, offset) => {
    for (let roller = 0; roller < 4; roller++) expect(countToSeat(roller, total)).toBe((roller + offset) % 4);
  });

  const rng = (seed: number) => rngFromHex(sha256Hex(`seat-${seed}`));

  it('the dice choose East\'s place and the wind discs seat everyone around it', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { playerAtSeat, events } = seatPlayers(rng(seed), 'dice-and-discs');
        expect([...playerAtSeat].sort()).toEqual([0, 1, 2, 3]);
        const roll = events.find((e) => e.type === 'diceRolled');
        const discs = events.find((e) => e.type === 'windsDrawn');
        if (roll?.type !== 'diceRolled' || discs?.type !== 'windsDrawn') throw new Error('missing ceremony events');
        expect(roll.countsTo).toBe(countToSeat(0, roll.dice[0] + roll.dice[1]));
        // The player who drew wind w sits in seat w.
        discs.windOfPlayer.forEach((w, player) => expect(playerAtSeat[w]).toBe(player));
      }),
    );
  });

  it('single-roll seating: the player the dice point at is East and nobody moves', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const { playerAtSeat, events } = seatPlayers(rng(seed), 'single-roll');
        const roll = events.find((e) => e.type === 'diceRolled');
        if (roll?.type !== 'diceRolled') throw new Error('no roll');
        const east = roll.countsTo;
        expect(playerAtSeat).toEqual([0, 1, 2, 3].map((w) => (east + w) % 4));
      }),
    );
  });

  it('no seating draw keeps the join order', () => {
    expect(seatPlayers(rng(1), 'none').playerAtSeat).toEqual([0, 1, 2, 3]);
  });

  it('the provisional East swaps with whoever the second roll points at', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const before = [2, 0, 3, 1];
        const { playerAtSeat, events } = provisionalEastSwap(rng(seed), before);
        const roll = events[0];
        if (roll.type !== 'diceRolled') throw new Error('no roll');
        const target = countToSeat(0, roll.dice[0] + roll.dice[1]);
        const expected = [...before];
        [expected[0], expected[target]] = [expected[target], expected[0]];
        expect(playerAtSeat).toEqual(expected);
      }),
    );
  });
});
