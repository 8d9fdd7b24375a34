/** A validated `act` message → the engine action; the seat comes from the connection, never from the message. */
import type { ClientMessage } from '../protocol';
import type { Action, Seat } from '../table/types';

export type Act = Extract<ClientMessage, { t: 'act' }>;

export function toAction(move: Act['action'], seat: Seat): Action {
  switch (move.type) {
    case 'draw':
    case 'win':
    case 'nineTerminals':
    case 'pass':
      return { type: move.type, seat };
    case 'discard':
      return move.riichi ? { type: 'discard', seat, tile: move.tile, riichi: true } : { type: 'discard', seat, tile: move.tile };
    case 'kong':
    case 'bonus':
      return { type: move.type, seat, tile: move.tile };
    case 'claim':
      return { type: 'claim', seat, claim: move.claim, tiles: [...move.tiles] };
  }
}
