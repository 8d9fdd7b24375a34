/**
 * The order your concealed tiles are shown in: sorted by default, or the order you dragged them
 * into. The tile you just drew stands apart at the right until you discard or reorder.
 */
import { kindOf, type TileId } from '../../../shared/tiles';

export const sortByKind = (tiles: readonly TileId[]): TileId[] => [...tiles].sort((a, b) => kindOf(a) - kindOf(b) || a - b);

export interface HandLayout {
  tiles: TileId[];
  /** Shown apart at the right: the drawn tile, when it is still in the hand. */
  drawn: TileId | null;
}

/**
 * @param concealed the tiles you hold (from the view)
 * @param drawn the tile you drew this turn, if any
 * @param custom your own order, or null for sorted
 */
export function layoutHand(concealed: readonly TileId[], drawn: TileId | null, custom: readonly TileId[] | null): HandLayout {
  const held = new Set(concealed);
  const apart = drawn !== null && held.has(drawn) && !(custom && custom.includes(drawn)) ? drawn : null;
  const rest = concealed.filter((t) => t !== apart);
  if (!custom) return { tiles: sortByKind(rest), drawn: apart };
  const restSet = new Set(rest);
  const kept = custom.filter((t) => restSet.has(t));
  const keptSet = new Set(kept);
  const added = sortByKind(rest.filter((t) => !keptSet.has(t)));
  return { tiles: [...kept, ...added], drawn: apart };
}

/** Moves the tile at `from` to index `to` (in the shown order, the drawn tile last). */
export function moveTile(order: readonly TileId[], from: number, to: number): TileId[] {
  const out = [...order];
  if (from < 0 || from >= out.length) return out;
  const [tile] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, tile);
  return out;
}
