/** `legalActions(state, seat)`: everything the seat may send now; the UI and the bots use it. */
import { claimOptions, discardableTiles, kongOptions, mayWinSelfDrawn, riichiDiscards } from './options';
import { familyHooks } from './families';
import { nextSeat } from './rules';
import type { Action, Seat, TableState } from './types';
import { isBonus, kindOf } from '../tiles';
import { liveCount } from '../wall';

export function legalActions(state: TableState, seat: Seat): Action[] {
  const hand = state.hand;
  if (!hand || hand.phase === 'over') return [];
  const out: Action[] = [];

  if (hand.phase === 'draw' && hand.turn === seat) out.push({ type: 'draw', seat });

  if (hand.phase === 'discard' && hand.turn === seat) {
    if (mayWinSelfDrawn(state, seat)) out.push({ type: 'win', seat });
    if (familyHooks(state).mayDeclareNineTerminals?.(state, seat)) out.push({ type: 'nineTerminals', seat });
    for (const tile of kongOptions(state, seat)) out.push({ type: 'kong', seat, tile });
    if (state.preset.bonusTiles === 'declare')
      for (const tile of hand.seats[seat].concealed) if (isBonus(kindOf(tile)) && !hand.seats[seat].forfeitBonus.includes(tile)) out.push({ type: 'bonus', seat, tile });
    for (const tile of riichiDiscards(state, seat)) out.push({ type: 'discard', seat, tile, riichi: true });
    for (const tile of discardableTiles(state, seat)) out.push({ type: 'discard', seat, tile });
  }

  const claimWindow = hand.claim;
  if (hand.phase === 'claims' && claimWindow) {
    const isNext = seat === nextSeat(claimWindow.from);
    const drewAlready = claimWindow.provisionalDraw !== null && isNext;
    if (claimWindow.eligible.includes(seat) && !claimWindow.responses[seat] && !drewAlready) {
      for (const o of claimOptions(state, seat, claimWindow.tile, claimWindow.from, claimWindow.robbing))
        out.push({ type: 'claim', seat, claim: o.claim as Exclude<typeof o.claim, 'pass'>, tiles: o.tiles });
      out.push({ type: 'pass', seat });
    }
    // Once the live wall is empty the window can only end the hand: there is nothing to draw.
    if (isNext && !claimWindow.robbing && state.preset.claims.drawDuringWindow && claimWindow.provisionalDraw === null && liveCount(hand.wall) > 0)
      out.push({ type: 'draw', seat });
  }
  return out;
}
