/**
 * The legal actions of a view, grouped the way the screen offers them: which tiles may be
 * discarded (and which with riichi), the claims on the current discard, kongs, bonus tiles, a win.
 * Nothing here invents an action: every button maps to one element of `view.legal`.
 */
import type { PlayerAction } from '../../../shared/protocol';
import type { Action, ClaimKind } from '../../../shared/table/types';
import { kindOf, type TileId } from '../../../shared/tiles';

export interface ClaimChoice {
  claim: ClaimKind;
  /** Tiles from your hand that go with the claimed tile. */
  tiles: TileId[];
  action: PlayerAction;
}

export interface Offer {
  discard: Set<TileId>;
  riichiDiscard: Set<TileId>;
  claims: ClaimChoice[];
  canPass: boolean;
  canDraw: boolean;
  canWin: boolean;
  /** Riichi with abortive draws: nine different terminals and honours on the first draw. */
  canNineTerminals: boolean;
  kongs: { tile: TileId; action: PlayerAction }[];
  bonus: { tile: TileId; action: PlayerAction }[];
}

/** A player action (the host adds the seat) from a legal engine action. */
function toPlayerAction(a: Action): PlayerAction | null {
  switch (a.type) {
    case 'draw':
    case 'win':
    case 'nineTerminals':
    case 'pass':
      return { type: a.type };
    case 'discard':
      return a.riichi ? { type: 'discard', tile: a.tile, riichi: true } : { type: 'discard', tile: a.tile };
    case 'kong':
    case 'bonus':
      return { type: a.type, tile: a.tile };
    case 'claim':
      return { type: 'claim', claim: a.claim, tiles: [...a.tiles] };
    default:
      return null;
  }
}

const CLAIM_ORDER: Record<ClaimKind, number> = { win: 0, kong: 1, pung: 2, chow: 3 };

export function offerOf(legal: readonly Action[]): Offer {
  const offer: Offer = {
    discard: new Set(),
    riichiDiscard: new Set(),
    claims: [],
    canPass: false,
    canDraw: false,
    canWin: false,
    canNineTerminals: false,
    kongs: [],
    bonus: [],
  };
  const seenClaims = new Set<string>();
  for (const a of legal) {
    switch (a.type) {
      case 'discard':
        (a.riichi ? offer.riichiDiscard : offer.discard).add(a.tile);
        break;
      case 'claim': {
        // Tiles of the same kinds are the same choice for the player.
        const key = `${a.claim}:${a.tiles.map(kindOf).sort((x, y) => x - y).join(',')}`;
        if (seenClaims.has(key)) break;
        seenClaims.add(key);
        offer.claims.push({ claim: a.claim, tiles: [...a.tiles], action: toPlayerAction(a)! });
        break;
      }
      case 'pass':
        offer.canPass = true;
        break;
      case 'draw':
        offer.canDraw = true;
        break;
      case 'nineTerminals':
        offer.canNineTerminals = true;
        break;
      case 'win':
        offer.canWin = true;
        break;
      case 'kong':
        offer.kongs.push({ tile: a.tile, action: toPlayerAction(a)! });
        break;
      case 'bonus':
        offer.bonus.push({ tile: a.tile, action: toPlayerAction(a)! });
        break;
      default:
        break;
    }
  }
  offer.claims.sort((x, y) => CLAIM_ORDER[x.claim] - CLAIM_ORDER[y.claim] || kindOf(x.tiles[0] ?? 0) - kindOf(y.tiles[0] ?? 0));
  return offer;
}
