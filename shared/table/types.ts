/** The table's state, actions and events. State is plain data: it clones, serialises and replays. */
import type { SetupEvent } from '../events';
import type { Rng } from '../random';
import type { Preset } from '../rules/presets';
import type { HandSheet } from '../rules/score-sheets';
import type { TileId, Wind } from '../tiles';
import type { WallState } from '../wall';

export type Seat = 0 | 1 | 2 | 3;
export const SEATS: readonly Seat[] = [0, 1, 2, 3];

/** The place (chair, join order) at a wind seat, once the dice have seated everyone (a state or a view). */
export const placeAtSeat = (table: { playerAtSeat: readonly number[] | null }, seat: number): number => (table.playerAtSeat ? table.playerAtSeat[seat] : seat);
/** The wind seat of a place (chair, join order): `placeAtSeat` the other way round. */
export const seatOfPlace = (table: { playerAtSeat: readonly number[] | null }, place: number): Seat => (table.playerAtSeat ? table.playerAtSeat.indexOf(place) : place) as Seat;

export interface Meld {
  type: 'chow' | 'pung' | 'kong';
  tiles: TileId[];
  /** A concealed kong; every other meld is exposed. */
  concealed: boolean;
  /** The seat whose discard was claimed for it, if any; for an added kong the pung's. */
  from: Seat | null;
  claimedTile: TileId | null;
  /** A kong made by adding a drawn tile to an exposed pung. */
  added: boolean;
}

interface Discard {
  tile: TileId;
  /** Taken by another seat for a meld or a win: no longer in the pond. */
  claimed: boolean;
  /** The tile with which riichi was declared (laid sideways). */
  riichi: boolean;
}

interface RiichiStatus {
  /** Index in the player's discards of the riichi tile. */
  discardIndex: number;
  double: boolean;
  ippatsu: boolean;
  /** The 1,000 deposit is paid once the riichi discard has passed without a win. */
  depositPaid: boolean;
}

export interface SeatState {
  concealed: TileId[];
  melds: Meld[];
  bonus: TileId[];
  discards: Discard[];
  riichi: RiichiStatus | null;
  /** Passed a winning tile since the last own draw (temporary furiten). */
  temporaryFuriten: boolean;
  /** Passed a winning tile after declaring riichi. */
  riichiFuriten: boolean;
  /** Has taken at least one turn in this hand. */
  hasPlayed: boolean;
  /** Bonus tiles not declared in the turn they came (Millington): they stay in the hand, score nothing and are never replaced. */
  forfeitBonus: TileId[];
}

export type ClaimKind = 'win' | 'kong' | 'pung' | 'chow';

export interface ClaimResponse {
  claim: ClaimKind | 'pass';
  /** Tiles from the claimer's hand that go with the claimed tile (pung 2, kong 3, chow 2). */
  tiles: TileId[];
}

/** How the winning tile came. */
type WinSource = 'wall' | 'replacement' | 'discard' | 'robbed-kong';

/**
 * Opened after every discard and every added kong, whether or not anyone can claim, so that no
 * seat learns from the table's rhythm that another could. Only the host knows `eligible`; a window
 * nobody can claim waits for the host's timer (or, in riichi, the next player's draw).
 */
export interface ClaimWindow {
  /** The claimable tile: the latest discard, or the tile added to a pung (robbing the kong). */
  tile: TileId;
  from: Seat;
  robbing: boolean;
  /** Seats with a possible claim (never sent to anyone). */
  eligible: Seat[];
  responses: Partial<Record<Seat, ClaimResponse>>;
  /** Riichi: the next seat drew while the window was open; the tile goes back if a claim wins. */
  provisionalDraw: TileId | null;
  /** The drawer's temporary furiten before that early draw, restored if the tile goes back. */
  drawerFuriten: boolean;
}

type TurnPhase =
  /** `turn` must draw (or, from the claim window, has been skipped to). */
  | 'draw'
  /** `turn` holds a full hand and must discard, or declare kong / bonus / riichi / a win. */
  | 'discard'
  /** Others may claim the latest discard (or rob a kong). */
  | 'claims';

export interface Winner {
  seat: Seat;
  from: Seat | null;
  tile: TileId;
  source: WinSource;
  /**
   * The hand ended when a bonus tile was exposed (Taiwanese Seven Stealing One / Eight Immortals):
   * no hand shape is needed, `tile` is that bonus tile and `source` how its drawer got it.
   */
  flowers?: true;
}

export interface HandResult {
  kind: 'win' | 'draw';
  winners: Winner[];
  /** Riichi: who was tenpai at an exhaustive draw. */
  tenpai: boolean[];
  /** Score change of each seat for this hand. */
  deltas: number[];
  /** The family's itemised scoring (rule ids with values), per scored seat; empty until scored. */
  details: HandSheet[];
  dealerKeeps: boolean;
  /** Riichi abortive draw: its reason (e.g. 'fourWinds'); nobody pays and the dealer keeps the deal. */
  abortive?: string;
}

export interface HandState {
  index: number;
  dealer: Seat;
  wall: WallState;
  doraIndicators: TileId[];
  uraIndicators: TileId[];
  doraRevealed: number;
  /**
   * Indicators owed by an open kong whose player has not discarded yet (house rule
   * openKanDoraAfterDiscard; kong-dora.ts): not turned, so shown to nobody. Absent when none is
   * owed, so every other rule set's states are what they were.
   */
  doraOwed?: number;
  kongs: number;
  seats: SeatState[];
  turn: Seat;
  phase: TurnPhase | 'over';
  /** How the current turn's last tile came: decides self-drawn / replacement wins. */
  lastDraw: { tile: TileId; source: 'wall' | 'replacement' } | null;
  /** The current turn began by claiming a discard (no kong or self-drawn win before discarding). */
  claimedThisTurn: boolean;
  claim: ClaimWindow | null;
  /** No tile has been claimed and no kong declared yet (first go-around). */
  uninterrupted: boolean;
  discardsMade: number;
  /** The latest discard on the table (seat and index in its pond). */
  lastDiscard: { seat: Seat; index: number } | null;
  /** Riichi kuikae: kinds the claimer may not discard right after a chow or pung. */
  forbiddenDiscards: number[];
  result: HandResult | null;
}

export interface GameState {
  prevailing: Wind;
  /** Seat of the next (or current) hand's East. */
  dealer: Seat;
  /** Hands in a row the dealer has kept the deal (won, or a drawn hand where the preset keeps it). */
  dealerStreak: number;
  /** Hands in a row the dealer has won (a drawn hand or another's win breaks the run): Taiwanese Consecutive Win. */
  dealerWins: number;
  honba: number;
  riichiSticks: number;
  scores: number[];
  handsPlayed: number;
  over: boolean;
  /** Once the game is over: each seat's final score and what the end of the game added to it (riichi: deposits left, uma, oka). */
  final?: GameFinal;
}

export interface GameFinal {
  scores: number[];
  /** By seat: the end-of-game lines (rule id and params, `points` among them). */
  lines: { rule: string; params?: Record<string, string | number> }[][];
}

export interface TableState {
  preset: Preset;
  /** Player (join order) at each seat, set by the seating ceremony of the first hand. */
  playerAtSeat: number[] | null;
  /** Seat of East in the first hand; the prevailing wind advances when the deal returns to it. */
  firstDealer: Seat;
  game: GameState;
  hand: HandState | null;
  /** Never sent to anyone: see view.ts. */
  rng: Rng | null;
}

/**
 * A hand dealt as given instead of from its seed (explicit-deal.ts): each seat's hand (the dealer
 * holds one more), the live wall next draw first, the dead wall's replacement tiles first taken
 * first, and the dora and ura indicators where the preset turns dora. Tiles are copies.
 */
export interface ExplicitDeal {
  hands: [TileId[], TileId[], TileId[], TileId[]];
  live: TileId[];
  replacements: TileId[];
  dora?: TileId[];
  ura?: TileId[];
  /** A recorded game's deal, or a test's arrangement: never a deal anyone can verify as fair. */
  origin: 'imported' | 'arranged';
}

export type Action =
  /** `deal`: the tiles are these, not the seed's (the seed still rolls the ceremony's dice). */
  | { type: 'startHand'; seed: string; deal?: ExplicitDeal }
  | { type: 'draw'; seat: Seat }
  | { type: 'discard'; seat: Seat; tile: TileId; riichi?: boolean }
  | { type: 'kong'; seat: Seat; tile: TileId }
  | { type: 'bonus'; seat: Seat; tile: TileId }
  | { type: 'win'; seat: Seat }
  /** Riichi, where the preset has abortive draws: nine different terminals and honours on the first draw. */
  | { type: 'nineTerminals'; seat: Seat }
  | { type: 'claim'; seat: Seat; claim: ClaimKind; tiles: TileId[] }
  | { type: 'pass'; seat: Seat }
  | { type: 'timeout' };

export type PlayEvent =
  | { type: 'handStarted'; index: number; dealer: Seat; prevailing: Wind; honba: number }
  /** `early`: riichi's next player drew while the claim window was open; nobody sees the tile until it closes (`drawKept`). */
  | { type: 'drew'; seat: Seat; tile: TileId; source: 'wall' | 'replacement'; early?: true }
  /** The window closed without a call: the early draw stands, and its drawer now sees it. */
  | { type: 'drawKept'; seat: Seat; tile: TileId }
  | { type: 'discarded'; seat: Seat; tile: TileId; riichi: boolean }
  | { type: 'claimWindowOpened'; tile: TileId; from: Seat; robbing: boolean }
  | { type: 'claimed'; seat: Seat; claim: ClaimKind; tile: TileId; from: Seat; tiles: TileId[] }
  /**
   * `seat`'s claim lost the tile to `to`'s: a higher claim (`took` outranks `claim`) or the same
   * rank nearer in turn. Only `seat` ever sees it (view.ts): others' claims that did not happen stay hidden.
   */
  | { type: 'claimLost'; seat: Seat; claim: ClaimKind; to: Seat; took: ClaimKind }
  | { type: 'drawReturned'; seat: Seat }
  | { type: 'konged'; seat: Seat; tiles: TileId[]; concealed: boolean; added: boolean }
  | { type: 'bonusExposed'; seat: Seat; tile: TileId }
  | { type: 'riichiDeclared'; seat: Seat }
  | { type: 'doraRevealed'; indicator: TileId }
  | { type: 'handWon'; winners: Winner[]; hands: TileId[][] }
  | { type: 'exhaustiveDraw'; tenpai: boolean[]; hands: TileId[][] }
  | { type: 'abortiveDraw'; reason: string; hands: TileId[][] }
  | { type: 'handScored'; deltas: number[]; scores: number[]; details: HandSheet[] }
  | { type: 'gameOver'; standings: { seat: Seat; score: number }[]; settlement?: unknown[] };

export type TableEvent = SetupEvent | PlayEvent;

export interface RuleError {
  code: 'not-your-turn' | 'illegal' | 'bad-tile' | 'hand-over' | 'not-allowed';
  message: string;
}

export type ApplyResult = { ok: true; state: TableState; events: TableEvent[] } | { ok: false; error: RuleError };
