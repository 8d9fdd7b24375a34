/** The winner's hand as the Taiwanese scorer reads it, from the table state at the end of play. */
import type { TableState, Winner } from '../../table/types';
import { isBonus, kindOf, type Wind } from '../../tiles';
import { liveCount } from '../../wall';
import type { TaiwaneseHand, TaiwaneseSource } from './types';

export function taiwaneseHandOf(state: TableState, winner: Winner): TaiwaneseHand {
  const hand = state.hand!;
  const s = hand.seats[winner.seat];
  const concealed = s.concealed.filter((t) => !isBonus(kindOf(t)));
  // Asked before a self-drawn win, the winning tile is still among the concealed tiles.
  const at = concealed.indexOf(winner.tile);
  if (at >= 0) concealed.splice(at, 1);
  const source: TaiwaneseSource = winner.flowers ? 'flowers' : winner.source;
  const selfDrawn = source === 'wall' || source === 'replacement';
  return {
    concealed: concealed.map(kindOf),
    melds: s.melds.map((m) => ({ type: m.type, kinds: m.tiles.map(kindOf), concealed: m.concealed })),
    bonus: s.bonus.map(kindOf),
    winning: kindOf(winner.tile),
    source,
    seatWind: ((winner.seat - hand.dealer + 4) % 4) as Wind,
    prevailingWind: state.game.prevailing,
    dealer: winner.seat === hand.dealer,
    dealerStreak: state.game.dealerWins,
    lastTile: selfDrawn && liveCount(hand.wall) === 0,
    firstTurn: selfDrawn && hand.uninterrupted && !s.hasPlayed,
  };
}
