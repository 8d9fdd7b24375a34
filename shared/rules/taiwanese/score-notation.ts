/** A Taiwanese hand for the tái scorer from Sparrow's notation and how it was won (score-a-hand, help). */
import type { HandNotation } from '../../notation';
import type { NotationSituation, NotationSource } from '../../notation-situation';
import type { NotationRules } from '../hand-problems';
import { scoreTaiwanese } from './score';
import { SEED002_TABLE } from './seed002';
import type { TaiwaneseScore, TaiwaneseSource } from './types';

const SOURCE: Record<NotationSource, TaiwaneseSource> = {
  wall: 'wall',
  discard: 'discard',
  replacement: 'replacement',
  lastWallTile: 'wall',
  lastDiscard: 'discard',
  robbedKong: 'robbed-kong',
  firstTile: 'wall',
  firstDiscard: 'discard',
  flowers: 'flowers',
};

/** What a Taiwanese hand may hold: sixteen tiles and the winning one, bonus tiles, a win by the eighth flower. */
export const TAIWANESE_NOTATION_RULES: NotationRules = {
  handTiles: 17,
  bonusTiles: true,
  redFives: 0,
  hasRiichi: false,
  flowerWins: true,
  dealerWins: true,
  scoresLosers: false,
  declared: [],
};

/** Scores a hand with its winning tile on the seed-002 tái table; null without a winning tile. */
export function scoreTaiwaneseNotation(h: HandNotation, s: NotationSituation): TaiwaneseScore | null {
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
      dealerStreak: s.dealerStreak ?? 0,
      lastTile: s.source === 'lastWallTile' || (s.source === 'replacement' && !!s.lastTile),
      firstTurn: s.source === 'firstTile' || (s.source === 'replacement' && !!s.firstTurn),
    },
    SEED002_TABLE,
  );
}
