/** Where seats sit on screen relative to you, and small questions about a view. */
import type { Seat } from '../../../shared/table/types';

export type Side = 'bottom' | 'right' | 'top' | 'left';
export const SIDES: readonly Side[] = ['bottom', 'right', 'top', 'left'];

/** You sit at the bottom; the next seat in turn order (your right) on the right. */
export function sideOf(seat: number, you: number | null): Side {
  return SIDES[(seat - (you ?? 0) + 4) % 4];
}

/** Seats in screen order bottom, right, top, left. */
export function seatsBySide(you: number | null): Seat[] {
  const base = you ?? 0;
  return [0, 1, 2, 3].map((i) => ((base + i) % 4) as Seat);
}

export { placeAtSeat } from '../../../shared/table/types';
