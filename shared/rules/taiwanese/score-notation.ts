/** A Taiwanese hand for the tái scorer from Sparrow's notation and how it was won (score-a-hand, help). */
import type { HandNotation } from '../../notation';
import type { LastTileSource } from '../classical/types';
import { scoreTaiwanese } from './score';
import { SEED002_TABLE } from './seed002';
import type { TaiwaneseScore, TaiwaneseSource } from './types';
import type { Wind } from '../../tiles';

const SOURCE: Record<LastTileSource, TaiwaneseSource> = {
  wall: 'wall',
  discard: 'discard',
  replacement: 'replacement',
  lastWallTile: 'wall',
  lastDiscard: 'discard',
  robbedKong: 'robbed-kong',
  firstTile: 'wall',
};

/** Scores a hand with its winning tile on the seed-002 tái table; null without a winning tile. */
export function scoreTaiwaneseNotation(h: HandNotation, s: { source: LastTileSource; seatWind: Wind; prevailingWind: Wind }): TaiwaneseScore | null {
  if (h.winning === undefined) return null;
  return scoreTaiwanese(
    {
      concealed: [...h.concealed],
      melds: h.melds.map((m) => ({ type: m.type, kinds: [...m.kinds], concealed: m.concealed })),
      bonus: [...h.bonus],
      winning: h.winning,
      source: SOURCE[s.source],
      seatWind: s.seatWind,
      prevailingWind: s.prevailingWind,
      dealer: s.seatWind === 0,
      dealerStreak: 0,
      lastTile: s.source === 'lastWallTile' || s.source === 'lastDiscard',
      firstTurn: s.source === 'firstTile',
    },
    SEED002_TABLE,
  );
}
