/**
 * The claim window on the latest discard (or on a tile added to a pung: robbing the kong).
 * It opens every time, even when nobody can claim, so the table's rhythm tells no one whether
 * another seat could (the host keeps every window open for the same minimum time). Every
 * eligible seat answers once (a win claim cannot be withdrawn); the host's timer closes the window
 * for whoever has not answered. Priority: win > pung/kong > chow.
 */
import { kindOf, type TileId } from '../tiles';
import { endWithAbort, endWithWins } from './end';
import { familyHooks } from './families';
import { afterKong, interrupt, moveOn, payRiichiDeposit, takeTile } from './moves';
import { claimOptions, hasClaimOption, matchesOption, mayClaimWin, swapCallKinds } from './options';
import { fail, nextSeat, requireHand } from './rules';
import type { ClaimKind, ClaimResponse, HandState, Seat, TableEvent, TableState } from './types';

export function openWindow(state: TableState, from: Seat, tile: TileId, robbing: boolean, events: TableEvent[]): void {
  const hand = state.hand!;
  const eligible = ([1, 2, 3] as const)
    .map((d) => nextSeat(from, d))
    .filter((seat) => hasClaimOption(state, seat, tile, from, robbing));
  hand.claim = { tile, from, robbing, eligible, responses: {}, provisionalDraw: null, drawerFuriten: false };
  hand.phase = 'claims';
  events.push({ type: 'claimWindowOpened', tile, from, robbing });
}

export function respond(state: TableState, seat: Seat, response: ClaimResponse, events: TableEvent[]): void {
  const hand = requireHand(state);
  const claimWindow = hand.claim;
  if (hand.phase !== 'claims' || !claimWindow) fail('not-your-turn', 'there is nothing to claim now');
  if (!claimWindow.eligible.includes(seat)) fail('not-allowed', 'you cannot claim this tile');
  if (claimWindow.responses[seat]) fail('illegal', 'you have already answered this discard');
  if (claimWindow.provisionalDraw !== null && seat === nextSeat(claimWindow.from)) fail('illegal', 'you drew instead of claiming');
  if (response.claim !== 'pass' && !matchesOption(state, seat, response, claimOptions(state, seat, claimWindow.tile, claimWindow.from, claimWindow.robbing)))
    fail('illegal', `that ${response.claim} is not possible with your tiles`);
  record(state, seat, response);
  if (claimWindow.eligible.every((s) => claimWindow.responses[s])) resolve(state, events);
}

/**
 * Riichi: the next seat draws while the claim window is still open, which passes on the discard.
 * Whether that pass lets a win go (furiten) is judged on the hand before the drawn tile joins it.
 */
export function drawDuringWindow(state: TableState, seat: Seat, tile: TileId, events: TableEvent[]): void {
  const claimWindow = state.hand!.claim!;
  const answering = claimWindow.eligible.includes(seat) && !claimWindow.responses[seat];
  const passesWin = answering && passesAWin(state, seat);
  // The draw passes, then starts the seat's turn, as passing and then drawing does: a win passed
  // makes a riichi hand furiten for good, and a temporary furiten ends with this draw (it comes
  // back if a claim puts the draw back: returnProvisionalDraw).
  if (passesWin) enterFuriten(state, seat);
  claimWindow.drawerFuriten = state.hand!.seats[seat].temporaryFuriten;
  takeTile(state, seat, tile, 'wall', events, true);
  claimWindow.provisionalDraw = tile;
  if (answering) claimWindow.responses[seat] = { claim: 'pass', tiles: [] };
}

export function timeout(state: TableState, events: TableEvent[]): void {
  const hand = requireHand(state);
  if (hand.phase !== 'claims' || !hand.claim) fail('illegal', 'no claim claimWindow is open');
  for (const seat of hand.claim.eligible) if (!hand.claim.responses[seat]) record(state, seat, { claim: 'pass', tiles: [] });
  resolve(state, events);
}

/** Drawing closes the window for the drawer; the window resolves once everyone else has answered. */
export function windowComplete(hand: HandState): boolean {
  return !!hand.claim && hand.claim.eligible.every((s) => hand.claim!.responses[s]);
}

function passesAWin(state: TableState, seat: Seat): boolean {
  const claimWindow = state.hand!.claim!;
  return mayClaimWin(state, seat, claimWindow.tile, claimWindow.from, claimWindow.robbing);
}

function enterFuriten(state: TableState, seat: Seat): void {
  const s = state.hand!.seats[seat];
  s.temporaryFuriten = true;
  if (s.riichi) s.riichiFuriten = true;
}

function record(state: TableState, seat: Seat, response: ClaimResponse): void {
  const passesWin = response.claim === 'pass' && passesAWin(state, seat);
  state.hand!.claim!.responses[seat] = response;
  if (passesWin) enterFuriten(state, seat);
}

export function resolve(state: TableState, events: TableEvent[]): void {
  const hand = state.hand!;
  const claimWindow = hand.claim!;
  const { from, tile } = claimWindow;
  const inOrder = ([1, 2, 3] as const).map((d) => nextSeat(from, d));

  const winners = inOrder.filter((seat) => claimWindow.responses[seat]?.claim === 'win');
  if (winners.length > 0) {
    returnProvisionalDraw(state, events);
    if (!claimWindow.robbing) markClaimed(hand, from);
    const taking = state.preset.claims.multipleWins === 'all' ? winners : winners.slice(0, 1);
    tellLosers(claimWindow, inOrder, taking, taking[0], 'win', events);
    const source = claimWindow.robbing ? 'robbed-kong' : 'discard';
    const wins = taking.map((seat) => ({ seat, from, tile, source }) as const);
    const abort = familyHooks(state).abortiveDraw?.(state, wins);
    if (abort) return endWithAbort(state, abort, events);
    return endWithWins(state, wins, events);
  }

  if (claimWindow.robbing) return completeAddedKong(state, from, tile, events);
  payRiichiDeposit(state, from);

  const taker = inOrder.find((seat) => takesFirst(claimWindow.responses[seat]?.claim)) ?? inOrder.find((seat) => claimWindow.responses[seat]?.claim === 'chow');
  if (taker === undefined) {
    const abort = familyHooks(state).abortiveDraw?.(state, null);
    if (abort) {
      returnProvisionalDraw(state, events);
      return endWithAbort(state, abort, events);
    }
    hand.claim = null;
    if (claimWindow.provisionalDraw !== null) {
      hand.turn = nextSeat(from);
      hand.phase = 'discard';
      events.push({ type: 'drawKept', seat: hand.turn, tile: claimWindow.provisionalDraw });
      return;
    }
    return moveOn(state, from, events);
  }

  returnProvisionalDraw(state, events);
  const response = claimWindow.responses[taker]!;
  const claim = response.claim as 'kong' | 'pung' | 'chow';
  tellLosers(claimWindow, inOrder, [taker], taker, claim, events);
  const s = hand.seats[taker];
  // Temporary furiten lasts until the player's next draw or claim.
  s.temporaryFuriten = false;
  for (const t of response.tiles) s.concealed.splice(s.concealed.indexOf(t), 1);
  markClaimed(hand, from);
  s.melds.push({ type: claim, tiles: [...response.tiles, tile], concealed: false, from, claimedTile: tile, added: false });
  events.push({ type: 'claimed', seat: taker, claim, tile, from, tiles: [...response.tiles] });
  interrupt(state);
  if (claim === 'kong') return afterKong(state, taker, true, events);

  hand.turn = taker;
  hand.phase = 'discard';
  hand.claim = null;
  hand.lastDraw = null;
  hand.claimedThisTurn = true;
  if (state.preset.riichi?.kuikaeForbidden) hand.forbiddenDiscards = swapCallKinds(claim, tile, response.tiles);
}

/** A kong or pung takes the tile before any chow. */
const takesFirst = (claim: ClaimKind | 'pass' | undefined): boolean => claim === 'kong' || claim === 'pung';

/** Each seat whose claim did not get the tile learns who took it, and with what (a `claimLost` event for it alone). */
function tellLosers(claimWindow: NonNullable<HandState['claim']>, inOrder: readonly Seat[], taking: readonly Seat[], to: Seat, took: ClaimKind, events: TableEvent[]): void {
  for (const seat of inOrder) {
    const claim = claimWindow.responses[seat]?.claim;
    if (claim === undefined || claim === 'pass' || taking.includes(seat)) continue;
    events.push({ type: 'claimLost', seat, claim, to, took });
  }
}

/** The latest discard was taken. Discards are shared with earlier states (clone.ts): it is replaced, not changed. */
function markClaimed(hand: HandState, seat: Seat): void {
  const discards = hand.seats[seat].discards;
  const last = discards[discards.length - 1];
  discards[discards.length - 1] = { tile: last.tile, claimed: true, riichi: last.riichi };
}

function returnProvisionalDraw(state: TableState, events: TableEvent[]): void {
  const hand = state.hand!;
  const claimWindow = hand.claim!;
  if (claimWindow.provisionalDraw === null) return;
  const seat = nextSeat(claimWindow.from);
  const s = hand.seats[seat];
  s.concealed.splice(s.concealed.indexOf(claimWindow.provisionalDraw), 1);
  hand.wall.tiles.unshift(claimWindow.provisionalDraw);
  // The draw did not happen after all: a furiten it had lifted comes back (one it caused stays).
  s.temporaryFuriten ||= claimWindow.drawerFuriten;
  claimWindow.provisionalDraw = null;
  hand.lastDraw = null;
  events.push({ type: 'drawReturned', seat });
}

function completeAddedKong(state: TableState, seat: Seat, tile: TileId, events: TableEvent[]): void {
  const s = state.hand!.seats[seat];
  // Melds are shared with earlier states (clone.ts): the pung is replaced, not changed.
  const at = s.melds.findIndex((m) => m.type === 'pung' && kindOf(m.tiles[0]) === kindOf(tile));
  const meld = { ...s.melds[at], type: 'kong' as const, tiles: [...s.melds[at].tiles, tile], added: true };
  s.melds[at] = meld;
  events.push({ type: 'konged', seat, tiles: [...meld.tiles], concealed: false, added: true });
  afterKong(state, seat, true, events);
}
