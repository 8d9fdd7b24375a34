/** Tile movements shared by turns and claims: drawing, bonus replacement, kongs, moving on. */
import { isBonus, kindOf, type TileId } from '../tiles';
import { liveCount, takeReplacement } from '../wall';
import { endWithDraw, endWithWins } from './end';
import { familyHooks } from './families';
import { kongDora } from './kong-dora';
import { nextSeat } from './rules';
import type { Seat, TableEvent, TableState } from './types';

/** A tile enters a seat's hand. Bonus tiles are exposed and replaced at once where the preset says so. */
export function takeTile(state: TableState, seat: Seat, tile: TileId, source: 'wall' | 'replacement', events: TableEvent[], early = false): void {
  const hand = state.hand!;
  const s = hand.seats[seat];
  s.concealed.push(tile);
  s.temporaryFuriten = false;
  hand.lastDraw = { tile, source };
  events.push(early ? { type: 'drew', seat, tile, source, early: true } : { type: 'drew', seat, tile, source });
  if (state.preset.bonusTiles === 'auto' && isBonus(kindOf(tile))) exposeBonus(state, seat, tile, events);
}

export function exposeBonus(state: TableState, seat: Seat, tile: TileId, events: TableEvent[]): void {
  const hand = state.hand!;
  const s = hand.seats[seat];
  s.concealed.splice(s.concealed.indexOf(tile), 1);
  s.bonus.push(tile);
  events.push({ type: 'bonusExposed', seat, tile });
  const win = familyHooks(state).bonusWin?.(state, seat, tile);
  if (win) return endWithWins(state, [win], events);
  const replacement = takeReplacement(hand.wall, state.preset.wall, true, events);
  if (replacement === null) return endWithDraw(state, events);
  takeTile(state, seat, replacement, 'replacement', events);
}

/** After any kong (`open`: claimed on a discard or added to a pung): a replacement tile, and (riichi) a new dora indicator. */
export function afterKong(state: TableState, seat: Seat, open: boolean, events: TableEvent[]): void {
  const hand = state.hand!;
  hand.kongs++;
  interrupt(state);
  kongDora(state, open, events);
  hand.turn = seat;
  hand.phase = 'discard';
  hand.claimedThisTurn = false;
  hand.claim = null;
  const replacement = takeReplacement(hand.wall, state.preset.wall, false, events);
  if (replacement === null) return endWithDraw(state, events);
  takeTile(state, seat, replacement, 'replacement', events);
}

/** A call or kong breaks the first go-around and every ippatsu. */
export function interrupt(state: TableState): void {
  const hand = state.hand!;
  hand.uninterrupted = false;
  for (const s of hand.seats) if (s.riichi) s.riichi.ippatsu = false;
}

/** Play moves on to the seat after `from`, or the hand is drawn when only the dead wall is left. */
export function moveOn(state: TableState, from: Seat, events: TableEvent[]): void {
  const hand = state.hand!;
  hand.claim = null;
  hand.lastDraw = null;
  if (liveCount(hand.wall) <= 0) return endWithDraw(state, events);
  hand.turn = nextSeat(from);
  hand.phase = 'draw';
}

/** The riichi deposit is paid when the riichi discard was not won on. */
export function payRiichiDeposit(state: TableState, seat: Seat): void {
  const s = state.hand!.seats[seat];
  if (!s.riichi || s.riichi.depositPaid) return;
  s.riichi.depositPaid = true;
  state.game.scores[seat] -= state.preset.riichi!.deposit;
  state.game.riichiSticks++;
}
