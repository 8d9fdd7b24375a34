/** A Taiwanese hand as the tái scorer reads it, written in Sparrow's notation with its `@` words. */
import type { HandNotation } from '../../notation';
import type { NotationSituation, NotationSource } from '../../notation-situation';
import type { TaiwaneseHand } from './types';

function sourceOf(hand: TaiwaneseHand): NotationSource {
  if (hand.source === 'flowers' || hand.source === 'replacement') return hand.source;
  if (hand.firstTurn) return 'firstTile';
  if (hand.lastTile) return 'lastWallTile';
  return hand.source === 'robbed-kong' ? 'robbedKong' : hand.source;
}

/** The hand in notation; read back, it scores the same. */
export function taiwaneseNotationOf(hand: TaiwaneseHand): HandNotation {
  const situation: Partial<NotationSituation> = { source: sourceOf(hand), seatWind: hand.seatWind, prevailingWind: hand.prevailingWind };
  // A loose tile that was also the first turn's draw, or the wall's last.
  if (hand.source === 'replacement' && hand.firstTurn) situation.firstTurn = true;
  if (hand.source === 'replacement' && hand.lastTile) situation.lastTile = true;
  // The streak counts only for the dealer.
  if (hand.dealer && hand.dealerStreak) situation.dealerStreak = hand.dealerStreak;
  return {
    concealed: [...hand.concealed],
    melds: hand.melds.map((m) => ({ type: m.type, kinds: [...m.kinds], concealed: m.concealed })),
    bonus: [...hand.bonus],
    winning: hand.winning,
    situation,
  };
}
