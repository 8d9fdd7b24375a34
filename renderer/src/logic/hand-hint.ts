/**
 * What the Score-a-hand panel says while a hand has no score and nothing is wrong with it yet:
 * pick tiles; add more (a hand still short of the tiles it holds before its winning one: it is
 * told how many it has and needs, not to add its winning tile); or add the winning tile.
 */
import type { HandNotation } from '../../../shared/notation';
import { tileCount } from '../../../shared/rules/hand-problems';

export interface HandHint {
  key: string;
  params?: Record<string, number>;
  /** The plural choice, where the message has one. */
  count?: number;
}

/** `handTiles`: a winning hand's tiles under the rules (14, or 17 in Taiwanese), a kong counting as three. */
export function handHint(h: HandNotation, handTiles: number): HandHint {
  if ((!h.concealed.length && !h.melds.length) || h.winning !== undefined) return { key: 'sah.pickTiles' };
  const tiles = tileCount(h);
  const needed = handTiles - 1;
  return tiles < needed ? { key: 'sah.tilesShort', params: { tiles, needed }, count: tiles } : { key: 'sah.pickWinning' };
}
