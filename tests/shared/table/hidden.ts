/** What a seat may not see of a table, and the same table with those tiles shuffled: for leak and bot tests. */
import { sha256Hex } from '../../../shared/fairness';
import { shuffle, rngFromHex } from '../../../shared/random';
import { cloneTable } from '../../../shared/table/clone';
import type { Seat, TableState } from '../../../shared/table/types';
import type { TileId } from '../../../shared/tiles';

/** Tiles a viewer must not learn: other seats' concealed tiles and the ura-dora (until the hand is over), and the wall. */
export function hiddenFrom(state: TableState, viewer: Seat | null): Set<TileId> {
  const hand = state.hand!;
  const hidden = new Set(hand.wall.tiles);
  for (const t of hand.doraIndicators.slice(0, hand.doraRevealed)) hidden.delete(t);
  if (hand.phase === 'over') for (const t of hand.uraIndicators.slice(0, hand.doraRevealed)) hidden.delete(t);
  if (hand.phase !== 'over') hand.seats.forEach((s, seat) => seat !== viewer && s.concealed.forEach((t) => hidden.add(t)));
  return hidden;
}

/** The same table with every tile hidden from `viewer` shuffled among the hidden places. */
export function reshuffleHidden(state: TableState, viewer: Seat | null, seed: number): TableState {
  const copy = cloneTable(state);
  const hand = copy.hand!;
  const hidden = [...hiddenFrom(state, viewer)];
  const moved = shuffle(rngFromHex(sha256Hex(`reshuffle-${seed}`)), hidden);
  const map = new Map(hidden.map((t, i) => [t, moved[i]]));
  const m = (t: TileId) => map.get(t) ?? t;
  hand.wall.tiles = hand.wall.tiles.map(m);
  hand.doraIndicators = hand.doraIndicators.map(m);
  hand.uraIndicators = hand.uraIndicators.map(m);
  hand.seats.forEach((s, seat) => {
    if (seat !== viewer) s.concealed = s.concealed.map(m);
  });
  if (hand.lastDraw && hand.turn !== viewer) hand.lastDraw.tile = m(hand.lastDraw.tile);
  if (hand.claim?.provisionalDraw != null) hand.claim.provisionalDraw = m(hand.claim.provisionalDraw);
  return copy;
}
