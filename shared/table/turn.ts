/** A seat's own turn: draw, declare kongs and bonus tiles, win on a drawn tile, discard. */
import { isBonus, kindOf, type TileId } from '../tiles';
import { drawFromWall } from '../wall';
import { drawDuringWindow, openWindow, resolve, windowComplete } from './claims';
import { endWithAbort, endWithWins } from './end';
import { familyHooks } from './families';
import { turnOwedDora } from './kong-dora';
import { afterKong, exposeBonus, takeTile } from './moves';
import { discardableTiles, kongOptions, mayWinSelfDrawn, riichiDiscards } from './options';
import { fail, nextSeat, requireHand } from './rules';
import type { HandState, Seat, TableEvent, TableState } from './types';

function requireTurn(state: TableState, seat: Seat, phase: 'draw' | 'discard'): HandState {
  const hand = requireHand(state);
  if (hand.turn !== seat || hand.phase !== phase)
    fail('not-your-turn', phase === 'draw' ? 'it is not your turn to draw' : 'it is not your turn to play');
  return hand;
}

function requireHeld(hand: HandState, seat: Seat, tile: TileId): void {
  if (!hand.seats[seat].concealed.includes(tile)) fail('bad-tile', 'you do not hold that tile');
}

export function draw(state: TableState, seat: Seat, events: TableEvent[]): void {
  const hand = requireHand(state);
  const claimWindow = hand.claim;
  const duringWindow =
    hand.phase === 'claims' && !!claimWindow && !claimWindow.robbing && state.preset.claims.drawDuringWindow && seat === nextSeat(claimWindow.from);
  if (duringWindow && claimWindow.provisionalDraw !== null) fail('illegal', 'you have already drawn');
  if (!duringWindow) requireTurn(state, seat, 'draw');
  const tile = drawFromWall(hand.wall);
  if (tile === null) fail('illegal', 'the wall is empty');
  if (!duringWindow) {
    hand.phase = 'discard';
    hand.claimedThisTurn = false;
    return takeTile(state, seat, tile, 'wall', events);
  }
  drawDuringWindow(state, seat, tile, events);
  if (windowComplete(hand)) resolve(state, events);
}

export function discard(state: TableState, seat: Seat, tile: TileId, riichi: boolean, events: TableEvent[]): void {
  const hand = requireTurn(state, seat, 'discard');
  requireHeld(hand, seat, tile);
  if (isBonus(kindOf(tile))) fail('illegal', 'bonus tiles are set aside, never discarded');
  if (!discardableTiles(state, seat).includes(tile))
    fail('illegal', hand.seats[seat].riichi ? 'after riichi you must discard the tile you drew' : 'you may not discard that tile right after calling it');
  if (riichi && !riichiDiscards(state, seat).includes(tile)) fail('illegal', 'riichi needs a closed hand that is ready after this discard');

  const s = hand.seats[seat];
  s.concealed.splice(s.concealed.indexOf(tile), 1);
  if (s.riichi) s.riichi.ippatsu = false;
  if (riichi) {
    s.riichi = { discardIndex: s.discards.length, double: hand.uninterrupted && !s.hasPlayed, ippatsu: true, depositPaid: false };
    events.push({ type: 'riichiDeclared', seat });
  }
  s.discards.push({ tile, claimed: false, riichi });
  // Millington: a bonus tile not declared in the turn it came is forfeit.
  if (state.preset.bonusTiles === 'declare') for (const t of s.concealed) if (isBonus(kindOf(t)) && !s.forfeitBonus.includes(t)) s.forfeitBonus.push(t);
  hand.lastDiscard = { seat, index: s.discards.length - 1 };
  s.hasPlayed = true;
  hand.discardsMade++;
  hand.forbiddenDiscards = [];
  hand.claimedThisTurn = false;
  hand.lastDraw = null;
  events.push({ type: 'discarded', seat, tile, riichi });
  // An open kong's indicator, owed until this discard (Tenhou), is turned before anyone may claim it.
  turnOwedDora(state, events);
  openWindow(state, seat, tile, false, events);
}

export function declareKong(state: TableState, seat: Seat, tile: TileId, events: TableEvent[]): void {
  const hand = requireTurn(state, seat, 'discard');
  requireHeld(hand, seat, tile);
  const kind = kindOf(tile);
  if (!kongOptions(state, seat).some((t) => kindOf(t) === kind)) fail('illegal', 'you cannot declare that kong now');
  const s = hand.seats[seat];
  const held = s.concealed.filter((t) => kindOf(t) === kind);
  if (held.length === 4) {
    s.concealed = s.concealed.filter((t) => kindOf(t) !== kind);
    s.melds.push({ type: 'kong', tiles: held, concealed: true, from: null, claimedTile: null, added: false });
    events.push({ type: 'konged', seat, tiles: [...held], concealed: true, added: false });
    return afterKong(state, seat, false, events);
  }
  // Adding to an exposed pung: others may rob the kong by winning on that tile first.
  s.concealed.splice(s.concealed.indexOf(tile), 1);
  hand.lastDraw = null;
  openWindow(state, seat, tile, true, events);
}

export function declareBonus(state: TableState, seat: Seat, tile: TileId, events: TableEvent[]): void {
  const hand = requireTurn(state, seat, 'discard');
  requireHeld(hand, seat, tile);
  if (state.preset.bonusTiles !== 'declare') fail('illegal', 'bonus tiles are set aside automatically in this rule set');
  if (!isBonus(kindOf(tile))) fail('illegal', 'that is not a flower or a season');
  if (hand.seats[seat].forfeitBonus.includes(tile)) fail('illegal', 'a bonus tile must be declared in the turn it came; this one scores nothing now');
  exposeBonus(state, seat, tile, events);
}

export function winSelfDrawn(state: TableState, seat: Seat, events: TableEvent[]): void {
  const hand = requireTurn(state, seat, 'discard');
  if (!mayWinSelfDrawn(state, seat)) fail('illegal', 'your hand is not complete');
  const s = hand.seats[seat];
  const tile = hand.lastDraw?.tile ?? s.concealed[s.concealed.length - 1];
  s.concealed.splice(s.concealed.indexOf(tile), 1);
  endWithWins(state, [{ seat, from: null, tile, source: hand.lastDraw?.source ?? 'wall' }], events);
}

/** Riichi's nine terminals: on the first draw, before any call, the hand is abandoned (a void hand). */
export function declareNineTerminals(state: TableState, seat: Seat, events: TableEvent[]): void {
  requireTurn(state, seat, 'discard');
  if (!familyHooks(state).mayDeclareNineTerminals?.(state, seat))
    fail('illegal', 'nine terminals needs nine different terminals and honours on your first draw, before any call');
  endWithAbort(state, 'nineTerminals', events);
}
