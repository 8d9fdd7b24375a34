/** Classical at the end of a hand: every hand scored by the preset's table, then settled between all four. */
import type { FamilyHooks } from '../../table/family-hooks';
import type { Seat, TableState, Winner } from '../../table/types';
import { isBonus, kindOf, type Wind } from '../../tiles';
import { liveCount } from '../../wall';
import { presetTable } from './presetTables';
import { isClassicalMahjong, scoreClassical } from './score';
import { settleClassical } from './settle';
import type { ClassicalHand, LastTileSource } from './types';

function rules(state: TableState) {
  const classical = state.preset.classical!;
  return { table: presetTable(classical), options: classical.options };
}

function lastSource(state: TableState, winner: Winner): LastTileSource {
  const hand = state.hand!;
  const wallEmpty = liveCount(hand.wall) === 0;
  switch (winner.source) {
    case 'robbed-kong':
      return 'robbedKong';
    case 'replacement':
      return 'replacement';
    case 'discard':
      if (wallEmpty) return 'lastDiscard';
      return hand.discardsMade === 1 && winner.from === hand.dealer ? 'firstTile' : 'discard';
    case 'wall':
      if (wallEmpty) return 'lastWallTile';
      return hand.lastDraw === null && winner.seat === hand.dealer ? 'firstTile' : 'wall';
  }
}

/** A seat's hand as the classical scorer reads it. Undeclared bonus tiles (Millington) score nothing. */
export function classicalHandOf(state: TableState, seat: Seat, winner: Winner | null): ClassicalHand {
  const hand = state.hand!;
  const s = hand.seats[seat];
  const concealed = s.concealed.map(kindOf).filter((k) => !isBonus(k));
  if (winner && !s.concealed.includes(winner.tile)) concealed.push(kindOf(winner.tile));
  return {
    concealed,
    melds: s.melds.map((m) => ({
      type: m.type,
      kinds: m.tiles.map(kindOf),
      exposed: !m.concealed,
      claimed: m.type === 'kong' && !m.concealed && !m.added,
    })),
    bonus: s.bonus.map(kindOf),
    seatWind: ((seat - hand.dealer + 4) % 4) as Wind,
    prevailingWind: state.game.prevailing,
    ...(winner ? { last: { kind: kindOf(winner.tile) }, lastSource: lastSource(state, winner) } : {}),
  };
}

export const classicalHooks: FamilyHooks<'classical'> = {
  mayWin(state, winner) {
    const { table, options } = rules(state);
    return isClassicalMahjong(classicalHandOf(state, winner.seat, winner), table, options);
  },
  scoreWin(state, winners) {
    const { table, options } = rules(state);
    const winner = winners[0];
    const scores = ([0, 1, 2, 3] as Seat[]).map((seat) =>
      scoreClassical(classicalHandOf(state, seat, seat === winner.seat ? winner : null), table, options),
    );
    const settlement = settleClassical(
      scores.map((s) => s.total),
      winner.seat,
      state.hand!.dealer,
      { paymentCap: options.paymentCap, minimum: options.minimum },
    );
    return { deltas: settlement.net, details: scores.map((score, seat) => ({ seat: seat as Seat, ...score })) };
  },
  // An exhaustive draw is void: nobody scores or pays.
  scoreDraw: () => ({ deltas: [0, 0, 0, 0], details: [] }),
};
