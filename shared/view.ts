/**
 * The one way state reaches a player or a spectator. `viewFor` hides other seats' concealed
 * tiles, the wall's order, unrevealed dead-wall tiles and the RNG; `eventsFor` filters the event
 * log the same way. The server's send function accepts only these types.
 */
import { legalActions } from './table/legal';
import { discardFuriten, waitsOf } from './table/rules';
import type { Action, ClaimKind, HandResult, Meld, Seat, TableEvent, TableState } from './table/types';
import type { TileId, Wind } from './tiles';
import { liveCount } from './wall';

/** A discard as a seat sees it: face down (tile null) in the Hungarian blind game unless it is the latest. */
export interface VisibleDiscard {
  tile: TileId | null;
  claimed: boolean;
  riichi: boolean;
}

export interface SeatPublic {
  concealedCount: number;
  /** Only your own, or every hand once the hand is over. */
  concealed: TileId[] | null;
  melds: Meld[];
  bonus: TileId[];
  discards: VisibleDiscard[];
  riichi: boolean;
  wind: Wind;
}

interface ClaimPrompt {
  tile: TileId;
  from: Seat;
  robbing: boolean;
  /** Whether you have answered; nothing about the others. */
  answered: boolean;
}

export interface SeatView {
  readonly kind: 'seat-view';
  you: Seat | null;
  presetId: string;
  family: TableState['preset']['family'];
  playerAtSeat: number[] | null;
  /** East of the first hand (public: the game ends when the deal has gone round from it `rounds` times). */
  firstDealer: Seat;
  game: TableState['game'];
  hand: {
    index: number;
    dealer: Seat;
    turn: Seat;
    phase: 'draw' | 'discard' | 'claims' | 'over';
    wallLive: number;
    wallDead: number;
    doraIndicators: TileId[];
    /** Riichi: the ura-dora indicators under the turned ones, shown once the hand is over. */
    uraRevealed: TileId[];
    seats: SeatPublic[];
    /** Your drawn tile this turn. */
    drawn: TileId | null;
    /** You drew during a riichi claim window: the tile is yours, face down until the window closes. */
    drawnFaceDown: boolean;
    /** Riichi: you are ready and furiten (you may not win on a discard); about your own hand only. */
    furiten?: boolean;
    claim: ClaimPrompt | null;
    result: HandResult | null;
  } | null;
  legal: Action[];
  /** Each seat's possible claims, when they are yours. */
  claimKinds: ClaimKind[];
}

/** The tile `seat` has just drawn, on its own turn. */
function drawnBy(hand: NonNullable<TableState['hand']>, seat: Seat): TileId | null {
  return hand.phase === 'discard' && hand.turn === seat ? (hand.lastDraw?.tile ?? null) : null;
}

/**
 * The tile riichi's next player drew while the claim window is still open. Nobody sees it, its
 * drawer included, until the window closes: a call sends it back to the wall as another seat's
 * next draw.
 */
function drawnFaceDown(hand: NonNullable<TableState['hand']>): { seat: Seat; tile: TileId } | null {
  if (hand.phase !== 'claims' || hand.claim?.provisionalDraw == null) return null;
  return { seat: ((hand.claim.from + 1) % 4) as Seat, tile: hand.claim.provisionalDraw };
}

/**
 * Riichi furiten, as the seat itself knows it: ready (not holding its extra tile) and a wait in its
 * own discards, or a winning tile let go since its last draw, or after riichi.
 */
function youAreFuriten(state: TableState, you: Seat): boolean {
  const hand = state.hand!;
  const s = hand.seats[you];
  if (!state.preset.riichi || (hand.phase === 'discard' && hand.turn === you) || drawnFaceDown(hand)?.seat === you) return false;
  const waits = waitsOf(state, s);
  if (waits.length === 0) return false;
  return s.temporaryFuriten || s.riichiFuriten || discardFuriten(state, s, waits);
}

export function viewFor(state: TableState, you: Seat | null): SeatView {
  const hand = state.hand;
  const over = hand?.phase === 'over';
  const legal = you === null ? [] : legalActions(state, you);
  const blind = isBlindGame(state);
  return {
    kind: 'seat-view',
    you,
    presetId: state.preset.id,
    family: state.preset.family,
    playerAtSeat: state.playerAtSeat ? [...state.playerAtSeat] : null,
    firstDealer: state.firstDealer,
    game: { ...state.game, scores: [...state.game.scores] },
    hand: hand && {
      index: hand.index,
      dealer: hand.dealer,
      turn: hand.turn,
      phase: hand.phase,
      wallLive: liveCount(hand.wall),
      wallDead: hand.wall.dead,
      doraIndicators: hand.doraIndicators.slice(0, hand.doraRevealed),
      uraRevealed: over ? hand.uraIndicators.slice(0, hand.doraRevealed) : [],
      seats: seatsSeenBy(hand, you, over, blind),
      drawn: you === null ? null : drawnBy(hand, you),
      drawnFaceDown: you !== null && drawnFaceDown(hand)?.seat === you,
      furiten: you !== null && !over && youAreFuriten(state, you),
      claim: hand.claim && hand.phase === 'claims'
        ? { tile: hand.claim.tile, from: hand.claim.from, robbing: hand.claim.robbing, answered: you !== null && !!hand.claim.responses[you] }
        : null,
      result: hand.result ? structuredClone(hand.result) : null,
    },
    legal,
    claimKinds: claimKindsOf(legal),
  };
}

/** Every seat as `you` see it (written out in loops: this runs for every view of every step). */
function seatsSeenBy(hand: NonNullable<TableState['hand']>, you: Seat | null, over: boolean, blind: boolean): SeatPublic[] {
  const out: SeatPublic[] = [];
  const faceDown = drawnFaceDown(hand);
  for (let seat = 0; seat < hand.seats.length; seat++) {
    const s = hand.seats[seat];
    const melds: Meld[] = [];
    for (const m of s.melds) melds.push(copyMeld(m));
    // Blind game: only the latest discard shows its face until the hand is over.
    const shown = blind && !over ? (hand.lastDiscard?.seat === seat ? hand.lastDiscard.index : -1) : null;
    // A discard is never changed, only replaced (markClaimed), and states already share them
    // (clone.ts): a view shares them too, unless one is shown face down. So a discard may hold only
    // what every seat may see (tests/shared/table/leaks.test.ts fails on any other field).
    let discards: VisibleDiscard[];
    if (shown === null) discards = s.discards.slice();
    else {
      discards = [];
      for (let i = 0; i < s.discards.length; i++) {
        const d = s.discards[i];
        discards.push(shown === i ? d : { tile: null, claimed: d.claimed, riichi: d.riichi });
      }
    }
    out.push({
      concealedCount: s.concealed.length,
      concealed: over ? s.concealed.slice() : seat !== you ? null : faceDown?.seat === seat ? s.concealed.filter((t) => t !== faceDown.tile) : s.concealed.slice(),
      melds,
      bonus: s.bonus.slice(),
      discards,
      riichi: s.riichi !== null,
      wind: ((seat - hand.dealer + 4) % 4) as Wind,
    });
  }
  return out;
}

const copyMeld = (m: Meld): Meld => ({ type: m.type, tiles: m.tiles.slice(), concealed: m.concealed, from: m.from, claimedTile: m.claimedTile, added: m.added });

/** The claims among `legal`, each kind once, in order of first appearance. */
function claimKindsOf(legal: readonly Action[]): ClaimKind[] {
  const out: ClaimKind[] = [];
  for (const a of legal) if (a.type === 'claim' && !out.includes(a.claim)) out.push(a.claim);
  return out;
}

/** An event as one seat (or a spectator, null) may see it. */
export type VisibleEvent =
  | Exclude<TableEvent, { type: 'tilesDealt' } | { type: 'drew' } | { type: 'drawKept' } | { type: 'bonusReplaced' } | { type: 'discarded' }>
  /** A discard's tile is null only in a catch-up of the blind game, where it lies face down (`catchUpEventsFor`). */
  | (Omit<Extract<TableEvent, { type: 'discarded' }>, 'tile'> & { tile: TileId | null })
  | { type: 'tilesDealt'; seat: number; tiles: TileId[] | null; count: number }
  | { type: 'drew'; seat: Seat; tile: TileId | null; source: 'wall' | 'replacement'; early?: true }
  | { type: 'drawKept'; seat: Seat; tile: TileId | null }
  | { type: 'bonusReplaced'; seat: number; bonus: TileId; replacement: TileId | null };

export function eventFor(event: TableEvent, you: Seat | null): VisibleEvent {
  switch (event.type) {
    case 'tilesDealt':
      return { ...event, tiles: event.seat === you ? [...event.tiles] : null, count: event.tiles.length };
    case 'drew':
      return { ...event, tile: event.seat === you && !event.early ? event.tile : null };
    case 'drawKept':
      return { ...event, tile: event.seat === you ? event.tile : null };
    case 'bonusReplaced':
      return { ...event, replacement: event.seat === you ? event.replacement : null };
    default:
      return event as Exclude<TableEvent, { type: 'tilesDealt' } | { type: 'drew' } | { type: 'drawKept' } | { type: 'bonusReplaced' }>;
  }
}

/** The events one seat (or a spectator, null) may see: a lost claim only by the seat that made it. */
export const eventsFor = (events: readonly TableEvent[], you: Seat | null): VisibleEvent[] =>
  events.flatMap((e) => (e.type === 'claimLost' && e.seat !== you ? [] : [eventFor(e, you)]));

/** The Hungarian blind game: a discard lies face down once the next one comes, until the hand is over. */
export const isBlindGame = (state: TableState): boolean => state.preset.classical?.options.blindGame === true;

/**
 * The hand's events so far for one joining late (a spectator, a player coming back): as
 * `eventsFor`, and in the blind game every discard but the latest keeps its face down, as in the
 * view, until the hand is over. (Live, each discard is shown while it is the latest.)
 */
export function catchUpEventsFor(state: TableState, events: readonly TableEvent[], you: Seat | null): VisibleEvent[] {
  const visible = eventsFor(events, you);
  if (!isBlindGame(state) || state.hand?.phase === 'over') return visible;
  let latest = -1;
  visible.forEach((e, i) => e.type === 'discarded' && (latest = i));
  return visible.map((e, i) => (e.type === 'discarded' && i !== latest ? { ...e, tile: null } : e));
}
