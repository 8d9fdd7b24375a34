/**
 * What a seat may do right now. One place answers each question, for both validating an action
 * and listing legal actions.
 */
import { shanten, shantenSevenPairs, shantenThirteenOrphans } from '../analysis';
import { isBonus, isSuit, kindOf, PLAYING_KINDS, type TileId } from '../tiles';
import { canReplace, liveCount } from '../wall';
import { familyHooks } from './families';
import { completesHand, isOpen, mayWinOnTile, nextSeat, playingCounts, setsNeeded, waitsOf } from './rules';
import type { ClaimResponse, HandState, Seat, SeatState, TableState } from './types';

const sameKind = (tiles: readonly TileId[], kind: number) => tiles.filter((t) => kindOf(t) === kind);

/** Tiles the seat to move may discard. */
export function discardableTiles(state: TableState, seat: Seat): TileId[] {
  const hand = state.hand!;
  const s = hand.seats[seat];
  if (s.riichi && hand.lastDraw) return [hand.lastDraw.tile];
  return s.concealed.filter((t) => !isBonus(kindOf(t)) && !hand.forbiddenDiscards.includes(kindOf(t)));
}

/**
 * A tile never raises a hand's shanten, so when the whole hand (before its discard) is more than
 * one tile from every shape the preset accepts, no discard leaves it ready: one shanten instead
 * of a search per discard. (Eight and a Half Pairs has no shanten form: never ruled out here.)
 */
function noDiscardReady(state: TableState, s: SeatState): boolean {
  const counts = playingCounts(s.concealed);
  const needed = setsNeeded(state) - s.melds.length;
  if (shanten(counts, needed) <= 0) return false;
  if (s.melds.length > 0) return true;
  const special = state.preset.special;
  if (needed !== 4) return !special.eightAndHalfPairs;
  if (special.sevenPairs && shantenSevenPairs(counts) <= 0) return false;
  if (special.thirteenOrphans && shantenThirteenOrphans(counts) <= 0) return false;
  return true;
}

/** Of the discardable tiles, those that leave a riichi-ready hand (riichi rules only). */
export function riichiDiscards(state: TableState, seat: Seat): TileId[] {
  const hand = state.hand!;
  const rules = state.preset.riichi;
  const s = hand.seats[seat];
  if (!rules || s.riichi || isOpen(s) || hand.claimedThisTurn) return [];
  if (state.game.scores[seat] < rules.deposit || liveCount(hand.wall) < rules.minWallTiles) return [];
  if (noDiscardReady(state, s)) return [];
  const readyByKind = new Map<number, boolean>();
  return discardableTiles(state, seat).filter((t) => {
    const kind = kindOf(t);
    if (!readyByKind.has(kind)) readyByKind.set(kind, waitsOf(state, s, s.concealed.filter((x) => x !== t)).length > 0);
    return readyByKind.get(kind);
  });
}

function kongAllowed(state: TableState, hand: HandState): boolean {
  const max = state.preset.riichi?.maxKongs;
  if (max !== undefined && hand.kongs >= max) return false;
  return canReplace(hand.wall, state.preset.wall);
}

/** Kongs the seat to move may declare: one tile id per kind (concealed, or added to an exposed pung). */
export function kongOptions(state: TableState, seat: Seat): TileId[] {
  const hand = state.hand!;
  const s = hand.seats[seat];
  if (hand.claimedThisTurn || !kongAllowed(state, hand)) return [];
  const out: TileId[] = [];
  // Per kind: how many are held, then (once the kind is done) 8 so it is not looked at again.
  const held = new Uint8Array(PLAYING_KINDS);
  for (const t of s.concealed) if (t < 136) held[kindOf(t)]++;
  for (const t of s.concealed) {
    if (t >= 136) continue;
    const k = kindOf(t);
    if (held[k] >= 8) continue;
    const n = held[k];
    held[k] = 8;
    // `t` is the first tile of its kind in the hand.
    if (n === 4) {
      if (s.riichi && !riichiKongKeepsWaits(state, seat, k)) continue;
      out.push(t);
    } else if (!s.riichi && s.melds.some((m) => m.type === 'pung' && kindOf(m.tiles[0]) === k)) out.push(t);
  }
  return out;
}

/** After riichi a concealed kong may only be of the drawn tile and must not change the waits. */
function riichiKongKeepsWaits(state: TableState, seat: Seat, kind: number): boolean {
  const hand = state.hand!;
  const s = hand.seats[seat];
  if (!hand.lastDraw || kindOf(hand.lastDraw.tile) !== kind) return false;
  const before = waitsOf(state, s, s.concealed.filter((t) => t !== hand.lastDraw!.tile));
  const after = waitsOf(state, { ...s, melds: [...s.melds, { type: 'kong', tiles: [], concealed: true, from: null, claimedTile: null, added: false }] }, s.concealed.filter((t) => kindOf(t) !== kind));
  return before.length > 0 && before.length === after.length && before.every((k, i) => k === after[i]);
}

export function mayWinSelfDrawn(state: TableState, seat: Seat): boolean {
  const hand = state.hand!;
  const s = hand.seats[seat];
  if (hand.claimedThisTurn || !completesHand(state, s, null)) return false;
  const tile = hand.lastDraw?.tile ?? s.concealed[s.concealed.length - 1];
  return familyHooks(state).mayWin(state, { seat, from: null, tile, source: hand.lastDraw?.source ?? 'wall' });
}

const lowerFirst = (a: number, b: number): number[] => (a <= b ? [a, b] : [b, a]);

/** Kuikae: the claimed kind, and for a chow on its end the kind at the other end. */
export function swapCallKinds(claim: 'pung' | 'chow', tile: TileId, own: readonly TileId[]): number[] {
  const k = kindOf(tile);
  if (claim === 'pung') return [k];
  // The two own kinds, lower first (written out for a chow's two tiles: the claim window asks on every discard).
  const kinds = own.length === 2 ? lowerFirst(kindOf(own[0]), kindOf(own[1])) : own.map(kindOf).sort((a, b) => a - b);
  const out = [k];
  if (kinds[0] === k + 1 && k % 9 <= 5) out.push(k + 3);
  if (kinds[1] === k - 1 && k % 9 >= 3) out.push(k - 3);
  return out;
}

/**
 * A chow or pung must leave the caller a tile it may discard: not a bonus tile it kept (a forfeit
 * one, Millington) and, where kuikae is forbidden, not the swap-call kinds.
 */
function leavesDiscard(state: TableState, concealed: readonly TileId[], claim: 'pung' | 'chow', tile: TileId, own: TileId[]): boolean {
  const forbidden = state.preset.riichi?.kuikaeForbidden ? swapCallKinds(claim, tile, own) : [];
  return concealed.some((t) => !own.includes(t) && !isBonus(kindOf(t)) && !forbidden.includes(kindOf(t)));
}

/** Is a win among `claimOptions` (the same answer, without working out the other claims)? */
export function mayClaimWin(state: TableState, seat: Seat, tile: TileId, from: Seat, robbing: boolean): boolean {
  if (seat === from) return false;
  return mayWinOnTile(state, seat, tile) && familyHooks(state).mayWin(state, { seat, from, tile, source: robbing ? 'robbed-kong' : 'discard' });
}

/** Every claim a seat could make on `tile` discarded by `from` (or added to a kong when robbing). */
export function claimOptions(state: TableState, seat: Seat, tile: TileId, from: Seat, robbing: boolean): ClaimResponse[] {
  if (seat === from) return [];
  const out: ClaimResponse[] = [];
  if (mayClaimWin(state, seat, tile, from, robbing)) out.push({ claim: 'win', tiles: [] });
  if (mayClaimMeld(state, seat, robbing)) meldOptions(state, seat, tile, from, out);
  return out;
}

/**
 * Whether `claimOptions` would offer anything: the same answer, with the cheap questions (a pung
 * or chow from the seat's own tiles) before the win search, and no lists made. The claim window
 * asks it of every seat on every discard.
 */
export function hasClaimOption(state: TableState, seat: Seat, tile: TileId, from: Seat, robbing: boolean): boolean {
  if (seat === from) return false;
  if (mayClaimMeld(state, seat, robbing) && meldOptions(state, seat, tile, from, null)) return true;
  return mayClaimWin(state, seat, tile, from, robbing);
}

/** Pungs, kongs and chows are possible at all: not on a robbed kong, not after riichi, not with the live wall empty. */
function mayClaimMeld(state: TableState, seat: Seat, robbing: boolean): boolean {
  const hand = state.hand!;
  return !robbing && !hand.seats[seat].riichi && liveCount(hand.wall) > 0;
}

/** The kong, pung and chows `seat` could make on `tile`, pushed to `out` (in that order); with `out` null, only whether there is one. */
function meldOptions(state: TableState, seat: Seat, tile: TileId, from: Seat, out: ClaimResponse[] | null): boolean {
  const hand = state.hand!;
  const s = hand.seats[seat];
  const k = kindOf(tile);
  let any = false;
  const held = sameKind(s.concealed, k);
  if (held.length >= 3 && kongAllowed(state, hand)) {
    if (!out) return true;
    out.push({ claim: 'kong', tiles: held.slice(0, 3) });
    any = true;
  }
  if (held.length >= 2 && leavesDiscard(state, s.concealed, 'pung', tile, held.slice(0, 2))) {
    if (!out) return true;
    out.push({ claim: 'pung', tiles: held.slice(0, 2) });
    any = true;
  }
  if (seat === nextSeat(from) && isSuit(k)) {
    const rank = k % 9;
    for (const [a, b] of CHOW_SHAPES) {
      if (rank + a < 0 || rank + b > 8) continue;
      const ta = s.concealed.find((t) => kindOf(t) === k + a);
      const tb = s.concealed.find((t) => kindOf(t) === k + b);
      if (ta !== undefined && tb !== undefined && leavesDiscard(state, s.concealed, 'chow', tile, [ta, tb])) {
        if (!out) return true;
        out.push({ claim: 'chow', tiles: [ta, tb] });
        any = true;
      }
    }
  }
  return any;
}

/** The other two tiles of a chow, as rank offsets from the claimed tile. */
const CHOW_SHAPES = [
  [-2, -1],
  [-1, 1],
  [1, 2],
] as const;

/** Does `response` match one of the options (same claim, tiles of the same kinds held by the seat)? */
export function matchesOption(state: TableState, seat: Seat, response: ClaimResponse, options: ClaimResponse[]): boolean {
  const held = state.hand!.seats[seat].concealed;
  if (new Set(response.tiles).size !== response.tiles.length || response.tiles.some((t) => !held.includes(t))) return false;
  return options.some((o) => o.claim === response.claim && (o.claim === 'win' || kindsKey(o.tiles) === kindsKey(response.tiles)));
}

const kindsKey = (tiles: readonly TileId[]): string => tiles.map(kindOf).sort((a, b) => a - b).join();
