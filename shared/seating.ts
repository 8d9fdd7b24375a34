/**
 * Seating by dice (seed 003 §II.1). Seats 0–3 are in turn order, each to the right of the one
 * before; seat 0 is the first East. Counting a dice total from a roller, the roller is 1 and the
 * count goes to the right: 2, 6, 10 → right; 3, 7, 11 → opposite; 4, 8, 12 → left; 5, 9 → self.
 */
import type { SetupEvent } from './events';
import { type Rng, rollDice, diceTotal, shuffle } from './random';
import type { SeatingMethod } from './rules/presets';
import type { Wind } from './tiles';

export const countToSeat = (from: number, total: number): number => (from + total - 1) % 4;

export interface Seating {
  /** Which player (index in join order, 0 = the roller) sits in each seat. */
  playerAtSeat: number[];
  events: SetupEvent[];
}

/** Players join at positions 0–3 around the table; player 0 rolls. */
export function seatPlayers(rng: Rng, method: SeatingMethod): Seating {
  const events: SetupEvent[] = [];
  if (method === 'none') {
    const playerAtSeat = [0, 1, 2, 3];
    return { playerAtSeat, events: [{ type: 'seated', playerAtSeat }] };
  }
  const dice = rollDice(rng);
  const eastPosition = countToSeat(0, diceTotal(dice));
  events.push({ type: 'diceRolled', purpose: 'seating', roller: 0, dice, countsTo: eastPosition });
  events.push({ type: 'eastSeatChosen', position: eastPosition });

  let playerAtSeat: number[];
  if (method === 'single-roll') {
    // The player the dice point at is East; everyone keeps their place.
    playerAtSeat = [0, 1, 2, 3].map((w) => (eastPosition + w) % 4);
  } else {
    // The wind discs are shuffled face down and drawn by players 0–3 in turn; each player then
    // sits at the seat of their wind, counted to the right from East's place.
    const windOfPlayer = shuffle(rng, [0, 1, 2, 3] as Wind[]);
    events.push({ type: 'windsDrawn', windOfPlayer });
    playerAtSeat = [0, 1, 2, 3].map((w) => windOfPlayer.indexOf(w as Wind));
  }
  events.push({ type: 'seated', playerAtSeat });
  return { playerAtSeat, events };
}

/**
 * The provisional-East variant: once the wall is built, East rolls again and swaps place and
 * wind with the player the dice point at (nothing changes when they point at East).
 */
export function provisionalEastSwap(rng: Rng, playerAtSeat: readonly number[]): Seating {
  const dice = rollDice(rng);
  const seat = countToSeat(0, diceTotal(dice));
  const swapped = [...playerAtSeat];
  [swapped[0], swapped[seat]] = [swapped[seat], swapped[0]];
  return {
    playerAtSeat: swapped,
    events: [
      { type: 'diceRolled', purpose: 'east-swap', roller: 0, dice, countsTo: seat },
      { type: 'eastSwapped', seat, playerAtSeat: swapped },
    ],
  };
}
