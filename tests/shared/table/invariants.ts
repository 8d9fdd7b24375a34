/** Invariants every table state must keep, checked after every action of the random games. */
import { nextSeat } from '../../../shared/table/rules';
import type { Seat, TableEvent, TableState } from '../../../shared/table/types';
import { tileSet, type TileId } from '../../../shared/tiles';

/** Every physical tile, wherever it is now. */
function tilesInPlay(state: TableState): TileId[] {
  const hand = state.hand!;
  const tiles = [...hand.wall.tiles];
  for (const s of hand.seats) {
    tiles.push(...s.concealed, ...s.bonus, ...s.melds.flatMap((m) => m.tiles));
    tiles.push(...s.discards.filter((d) => !d.claimed).map((d) => d.tile));
  }
  if (hand.claim?.robbing) tiles.push(hand.claim.tile);
  // A winning tile has left the hand; a hand ended by an eighth flower keeps its tile among the bonus tiles.
  const won = new Set(hand.result?.winners.filter((w) => !w.flowers).map((w) => w.tile) ?? []);
  tiles.push(...won);
  return tiles;
}

export function checkConservation(state: TableState): void {
  const tiles = tilesInPlay(state).sort((a, b) => a - b);
  const expected = tileSet(state.preset.tiles);
  if (tiles.length !== expected.length || tiles.some((t, i) => t !== expected[i]))
    throw new Error(`tile conservation broken: ${tiles.length} tiles in play, expected ${expected.length}`);
}

export function checkHandSizes(state: TableState): void {
  const hand = state.hand!;
  if (hand.phase === 'over') return;
  const size = state.preset.handSize;
  hand.seats.forEach((s, seat) => {
    const held = s.concealed.length + 3 * s.melds.length;
    let expected = size;
    if (hand.phase === 'discard' && hand.turn === seat) expected = size + 1;
    if (hand.phase === 'claims' && hand.claim?.provisionalDraw != null && seat === nextSeat(hand.claim.from)) expected = size + 1;
    if (held !== expected) throw new Error(`seat ${seat} holds ${held} (concealed + 3 per meld), expected ${expected} in phase ${hand.phase}`);
  });
  const discards = hand.seats.reduce((n, s) => n + s.discards.length, 0);
  if (discards !== hand.discardsMade) throw new Error('discard count mismatch');
}

/** Turn order over a hand's events: after a discard the next discard is by the next seat, or by whoever claimed. */
export class TurnOrder {
  private last: Seat | null = null;
  private claimer: Seat | null = null;

  see(events: readonly TableEvent[]): void {
    for (const e of events) {
      if (e.type === 'handStarted') {
        this.last = null;
        this.claimer = null;
      } else if (e.type === 'claimed') this.claimer = e.seat;
      else if (e.type === 'discarded') {
        if (this.last !== null) {
          const expected = this.claimer ?? nextSeat(this.last);
          if (e.seat !== expected) throw new Error(`seat ${e.seat} discarded; expected seat ${expected}`);
        }
        this.last = e.seat;
        this.claimer = null;
      }
    }
  }
}
