/**
 * Flower specials (seed 002): when the eighth bonus tile is exposed the hand ends at once if one
 * player holds seven of them (Seven Stealing One, paid by the holder of the eighth: the player who
 * drew it) or all eight (Eight Immortals, paid by all three). If the seventh comes after the
 * eighth was exposed by someone else, the player holding that eighth pays.
 */
import type { Seat, TableState, Winner } from '../../table/types';
import { ALL_KINDS, PLAYING_KINDS, type TileId } from '../../tiles';

const BONUS_TILES = ALL_KINDS - PLAYING_KINDS;

export function flowerWin(state: TableState, seat: Seat, tile: TileId): Winner | null {
  const hand = state.hand!;
  const held = hand.seats.map((s) => s.bonus.length);
  if (held.reduce((a, b) => a + b, 0) < BONUS_TILES) return null;
  const winner = held.findIndex((n) => n >= BONUS_TILES - 1);
  if (winner < 0) return null;
  // How the drawer got the tile (in the deal: from the wall).
  const source = hand.lastDraw?.tile === tile ? hand.lastDraw.source : 'wall';
  // The drawer of the eighth pays; if the seven-flower player drew it, the holder of the other one does.
  const other = held.findIndex((n, i) => i !== winner && n > 0) as Seat;
  const from = held[winner] === BONUS_TILES ? null : seat !== winner ? seat : other;
  return { seat: winner as Seat, from, tile, source, flowers: true };
}
