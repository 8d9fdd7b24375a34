/** A club night's state, actions and events: plain data, so the host can journal and replay it. */
import type { PlayerId } from './draw';
import type { GameSummary, PlaceResult } from './game';
import type { RealTileHand, RealTileResult } from './realTiles';
import type { RoundRule } from './round';

export interface EveningSettings {
  name: string;
  /** A preset id, house rules included (`riichi+redFives=true`). */
  preset: string;
  round: RoundRule;
  rounds: number;
  pin: string | null;
  /** Fill the last seats with bots rather than have players sit out in turn. */
  botSeats: boolean;
  /** How many tables of four play with real tiles (the first ones drawn; never a table with a bot seat). */
  realTileTables: number;
  /** Seeds every round's draw (the host's secret, with the evening's id). */
  seed: string;
  /**
   * When a real-tile hand counts: once every player at the table has confirmed it (`all`, the
   * default), or (a house rule) once a majority of the players there with a device have.
   */
  confirm?: 'all' | 'majority';
  /**
   * The evening's rules (EVENING_VERSION when it opened): its journal replays under the rules it
   * was written with, and it goes on under them. Absent: opened before versions (1).
   */
  version?: number;
}

/**
 * The club rules' version a new evening opens under. 2: a rejoin in the round the player left
 * gives the seat back; under the majority house rule only the confirmations of players with a
 * device count, and a table where nobody has one needs the organiser's.
 */
export const EVENING_VERSION = 2;

/** The evening follows the rules of `version` (or later): it opened under them. */
export const since = (state: EveningState, version: number): boolean => (state.settings.version ?? 1) >= version;

export interface ClubPlayer {
  id: PlayerId;
  name: string;
  addedBy: 'self' | 'organiser';
  present: boolean;
  /** The first round this player can be drawn for. */
  fromRound: number;
  sitOuts: number;
  botTables: number;
  /** A late arrival starts level with the others for the draw's balance (not in the standings). */
  credit: { sitOuts: number; botTables: number };
  /** The organiser removed the name before it was ever drawn (a junk registration): it is nobody's now. */
  removed?: boolean;
  /** A name the organiser added that a player has since taken on their device (with its code). */
  claimed?: boolean;
  /** New codes the organiser issued for the name (codes.ts); the last is the one in force. */
  codes?: number;
  /** A new code waits: issued since the name was last taken. */
  codeOpen?: boolean;
  /** The host voided the code in force (too many wrong tries at it): none waits until the organiser issues a new one. */
  codeVoided?: boolean;
  /** The new code its holder took the name with (their token is derived with it); none: the first. */
  heldWith?: number;
}

interface PendingHand {
  hand: RealTileHand;
  /** Who entered it: a player at the table, or the organiser (absent in journals written before). */
  by?: PlayerId | 'organiser';
  result: RealTileResult;
  confirmed: PlayerId[];
  /** The proposal's version at its table: each new proposal (a changed hand) counts one more, and voids the confirmations given before. */
  version: number;
}

interface ClubTable {
  /** Players in join order (places); null is a bot seat. */
  players: (PlayerId | null)[];
  realTiles: boolean;
  /** Places a bot took over when their player left. */
  botTookOver: number[];
  done: boolean;
  /** Real tiles: the hands recorded so far and the one waiting for its players' confirmations. */
  hands: RealTileResult[];
  pending: PendingHand | null;
  /** Hands proposed at this table so far (the next proposal's version is one more). */
  proposals: number;
  /** The numbers of the hands the organiser confirmed for the table (its players did not, or could not). */
  byOrganiser: number[];
  /** The last waiting hand taken back, until another is entered: by its proposer, or said to be wrong by another player. */
  withdrawn?: { by: PlayerId; wrong: boolean } | null;
  /** Who deals the next hand and the counters then, as the last recorded hand leaves them (none before it, or when it did not say who dealt). */
  nextDeal?: { dealer: number; honba: number } | null;
}

export interface GameRecord {
  round: number;
  table: number;
  realTiles: boolean;
  players: (PlayerId | null)[];
  hands: number;
  byPlace: PlaceResult[];
  /** A riichi game's log in tenhou.net/6 form, when the host has one. */
  log?: unknown;
  /** The places a bot played for their player, for all or part of the game. */
  botPlayed?: number[];
}

export interface EveningState {
  settings: EveningSettings;
  phase: 'registering' | 'playing' | 'between' | 'finished';
  /** The round in play or last played (0 before the first). */
  round: number;
  players: ClubPlayer[];
  tables: ClubTable[];
  sittingOut: PlayerId[];
  /** Every table of every round so far (humans only): whom the draw must not seat together again. */
  met: PlayerId[][];
  games: GameRecord[];
  /** The organiser's last step, while it is the evening's last action, and the evening before it: `undo` takes it back. */
  undo?: { step: UndoableStep; before: EveningState } | null;
}

/**
 * The organiser's steps that can be taken back (a draw or a table's engine result cannot: tables
 * follow them). A leaving taken back gives a screen table's place back from its bot. `enterHand`:
 * the organiser's entry of a real-tile hand (counted at once, or waiting for confirmations).
 */
/** Names an evening ever takes, removed ones included: a player's number is never given again. */
export const MAX_NAMES_EVER = 256;

export const UNDOABLE_STEPS = ['addName', 'removeName', 'enterHand', 'organiserConfirm', 'voidHand', 'endTable', 'reseat', 'leave', 'rejoin'] as const;
export type UndoableStep = (typeof UNDOABLE_STEPS)[number];

export type EveningAction =
  | { type: 'open'; settings: EveningSettings }
  | { type: 'register'; name: string }
  | { type: 'addName'; name: string }
  /** `by: 'player'`: the player's own step on their device (the organiser's withdrawal or return has none). */
  | { type: 'leave'; player: PlayerId; by?: 'player' }
  | { type: 'rejoin'; player: PlayerId; by?: 'player' }
  | { type: 'startRound' }
  | { type: 'nextRound' }
  /** `botPlayed`: the places a bot played for their player (who left, or did not come or stay). */
  | { type: 'tableResult'; table: number; summary: GameSummary; log?: unknown; botPlayed?: number[] }
  /**
   * `by`: who entered it, one who confirms at the table (absent in journals written before);
   * `organiser`: the organiser entered it, confirming it for the table's players without a device.
   */
  | { type: 'realTileHand'; table: number; hand: RealTileHand; by?: PlayerId; organiser?: true }
  /** A player at the table takes the waiting hand back: its proposer withdraws it, another says it is wrong. */
  | { type: 'withdrawHand'; table: number; player: PlayerId; version: number }
  /** `version`: the proposal confirmed (a confirmation of an earlier one is refused); absent only in journals written before versions. */
  | { type: 'confirmHand'; table: number; player: PlayerId; version?: number }
  /** The organiser's, for a stuck real-tile table: the pending hand counts as it is, or is voided. */
  | { type: 'organiserConfirm'; table: number; version: number }
  /** The organiser's: a name never drawn goes (its token with it). */
  | { type: 'removeName'; player: PlayerId }
  /** The organiser's: takes back their last step, if it is still the evening's last action. */
  | { type: 'undo' }
  | { type: 'voidHand'; table: number; version: number }
  /** A real-tile table's round is over (its game ended, or time): the organiser or the table says so. */
  | { type: 'endTable'; table: number; by?: 'player' }
  /** The organiser's, before the tables concerned begin: `player` takes the seat, its occupant the player's old spot. */
  | { type: 'reseat'; player: PlayerId; table: number; place: number }
  /** A player took a name on their device with its code (one the organiser added, or any name given a new code). */
  | { type: 'claim'; player: PlayerId }
  /** The organiser's: a new code for a name (codes.ts); the one before stops working. */
  | { type: 'newCode'; player: PlayerId }
  /** The host's: the waiting code was tried wrongly too often (codes.ts); nobody takes the name with it. */
  | { type: 'voidCode'; player: PlayerId }
  | { type: 'finish' };

export type EveningEvent =
  | { type: 'opened'; name: string }
  | { type: 'playerAdded'; player: PlayerId; name: string; fromRound: number }
  | { type: 'playerLeft'; player: PlayerId }
  | { type: 'botTakesSeat'; table: number; place: number }
  | { type: 'playerRejoined'; player: PlayerId; fromRound: number }
  /** A player who left is back in the same round: the bot gives their seat back. */
  | { type: 'seatGivenBack'; table: number; place: number }
  | { type: 'roundDrawn'; round: number; tables: (PlayerId | null)[][]; realTiles: boolean[]; sittingOut: PlayerId[]; repeats: number }
  | { type: 'handProposed'; table: number; result: RealTileResult }
  | { type: 'handConfirmed'; table: number; player: PlayerId; waitingFor: PlayerId[] }
  | { type: 'handRecorded'; table: number; hand: number; result: RealTileResult; byOrganiser?: boolean }
  | { type: 'handVoided'; table: number }
  | { type: 'handWithdrawn'; table: number; player: PlayerId; wrong: boolean }
  | { type: 'nameRemoved'; player: PlayerId }
  | { type: 'reseated'; player: PlayerId; table: number; place: number; displaced: PlayerId | null }
  | { type: 'nameClaimed'; player: PlayerId }
  | { type: 'codeIssued'; player: PlayerId; code: number }
  | { type: 'codeVoided'; player: PlayerId }
  | { type: 'undone'; step: UndoableStep }
  | { type: 'tableFinished'; table: number; game: GameRecord }
  | { type: 'roundComplete'; round: number }
  | { type: 'finished' };

/** Refusals as codes the UI translates (every one, in every language: a test enumerates them); `message` is for logs. */
export const EVENING_REFUSALS = [
  'not-open', 'already-open', 'bad-settings', 'bad-name', 'name-taken', 'unknown-player', 'not-present',
  'already-present', 'round-in-play', 'not-in-play', 'first-round-played', 'no-round-yet', 'no-more-rounds',
  'too-few-players', 'unknown-table', 'table-done', 'real-tile-table', 'not-real-tile-table', 'bad-hand',
  'no-hand-pending', 'already-drawn', 'nothing-to-undo', 'stale-proposal', 'not-at-table', 'already-confirmed',
  'bad-summary', 'cannot-reseat', 'table-begun', 'finished'
] as const;
export type EveningRefusal = (typeof EVENING_REFUSALS)[number];

export type EveningResult = { ok: true; state: EveningState; events: EveningEvent[] } | { ok: false; error: { code: EveningRefusal; message: string } };
