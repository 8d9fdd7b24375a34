/**
 * What a decision on your turn is about, in tiles: each kong you may declare (a concealed one, or
 * the fourth tile added to an exposed pung) with the tiles it lays down, and the discards that
 * keep you ready when you declare riichi, one of each kind.
 */
import type { PlayerAction } from '../../../shared/protocol';
import type { Meld } from '../../../shared/table/types';
import { kindOf, type TileId } from '../../../shared/tiles';
import type { Offer } from './actions';

export interface KongChoice {
  tile: TileId;
  action: PlayerAction;
  kind: 'concealed' | 'added';
  /** The four tiles as the kong will lie: the pung's three and the added one, or the four from your hand. */
  tiles: TileId[];
}

export function kongChoices(kongs: Offer['kongs'], concealed: readonly TileId[], melds: readonly Meld[]): KongChoice[] {
  return kongs.map(({ tile, action }) => {
    const kind = kindOf(tile);
    const pung = melds.find((m) => m.type === 'pung' && kindOf(m.tiles[0]) === kind);
    if (pung) return { tile, action, kind: 'added', tiles: [...pung.tiles, tile] };
    const four = concealed.filter((t) => kindOf(t) === kind);
    return { tile, action, kind: 'concealed', tiles: four.includes(tile) ? four : [...four, tile] };
  });
}

/** The riichi discards, one tile of each kind, in the order of the tiles. */
export function riichiChoices(riichiDiscard: ReadonlySet<TileId>): TileId[] {
  const seen = new Set<number>();
  return [...riichiDiscard].sort((a, b) => a - b).filter((t) => !seen.has(kindOf(t)) && !!seen.add(kindOf(t)));
}
