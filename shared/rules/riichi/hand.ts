/** A winner's hand at the table, as the riichi scorer reads it: tiles, melds and the situation. */
import type { HandState, TableState, Winner } from '../../table/types';
import { kindOf, seatWindOf, type TileId } from '../../tiles';
import { liveCount } from '../../wall';
import type { RiichiHand, RiichiSituation } from './types';

/** Red fives are copy 0 of each five when the preset plays with them. */
const RED_FIVE_IDS: readonly TileId[] = [16, 52, 88];
export const isRedFive = (id: TileId): boolean => RED_FIVE_IDS.includes(id);

/** A ron with nothing special about it (no riichi, East seat in the East round), with `over` set. */
export const plainSituation = (over: Partial<RiichiSituation> = {}): RiichiSituation => ({
  tsumo: false,
  seatWind: 0,
  prevailingWind: 0,
  riichi: 0,
  ippatsu: false,
  haitei: false,
  houtei: false,
  rinshan: false,
  chankan: false,
  tenhou: false,
  chiihou: false,
  renhou: false,
  ...over,
});

/** Live tiles left, not counting a tile drawn early during a claim window (it goes back if the discard is won). */
function liveLeft(hand: HandState): number {
  return liveCount(hand.wall) + (hand.claim?.provisionalDraw != null ? 1 : 0);
}

function situationOf(state: TableState, winner: Winner): RiichiSituation {
  const hand = state.hand!;
  const s = hand.seats[winner.seat];
  const tsumo = winner.from === null;
  const dealer = winner.seat === hand.dealer;
  const firstTurn = !s.hasPlayed && hand.uninterrupted;
  const last = liveLeft(hand) === 0;
  return {
    tsumo,
    seatWind: seatWindOf(winner.seat, hand.dealer),
    prevailingWind: state.game.prevailing,
    riichi: s.riichi ? (s.riichi.double ? 2 : 1) : 0,
    ippatsu: s.riichi?.ippatsu === true,
    haitei: tsumo && winner.source === 'wall' && last,
    houtei: winner.source === 'discard' && last,
    rinshan: winner.source === 'replacement',
    chankan: winner.source === 'robbed-kong',
    tenhou: tsumo && dealer && firstTurn && winner.source === 'wall',
    chiihou: tsumo && !dealer && firstTurn && winner.source === 'wall',
    renhou: !tsumo && !dealer && firstTurn && winner.source === 'discard',
  };
}

export function riichiHandOf(state: TableState, winner: Winner): RiichiHand {
  const hand = state.hand!;
  const s = hand.seats[winner.seat];
  const ids = s.concealed.includes(winner.tile) ? [...s.concealed] : [...s.concealed, winner.tile];
  const all = [...ids, ...s.melds.flatMap((m) => m.tiles)];
  const shown = hand.doraRevealed;
  return {
    concealed: ids.map(kindOf),
    melds: s.melds.map((m) => ({ type: m.type, kinds: m.tiles.map(kindOf), concealed: m.concealed })),
    winTile: kindOf(winner.tile),
    redFives: state.preset.riichi!.redFives ? all.filter(isRedFive).length : 0,
    doraIndicators: hand.doraIndicators.slice(0, shown).map(kindOf),
    uraIndicators: hand.uraIndicators.slice(0, shown).map(kindOf),
    situation: situationOf(state, winner),
  };
}
