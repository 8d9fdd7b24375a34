/**
 * Places played by deciders the core does not run itself (the server's mjai AIs). They are
 * handed to the core at construction: it tells them every action, asks them when the bots would
 * be asked, and stops them with the table. Until one gives up, the bot does not play its place.
 */
import type { Action, ApplyResult, Seat, TableEvent, TableState } from '../table/types';
import type { BotLevel } from '../bots/policy';
import type { Preset } from '../rules/presets';
import type { Place } from './places';

export interface OtherSeats {
  /** An action was applied (before the step's views). */
  observe(before: TableState, action: Action, events: readonly TableEvent[], after: TableState): void;
  /** Someone other than the bot decides for this place now. */
  decides(place: number): boolean;
  /** Whatever is due was moved: ask the deciders that have a decision. */
  ask(): void;
  /** The game is over. */
  gameEnded(): void;
  /** The table stops: nothing is asked any more. */
  stop(): void;
}

/** What the other deciders see of the table, and what they may do at it. */
export interface OtherSeatsTable {
  readonly id: string;
  readonly preset: Preset;
  readonly timing: { readonly botDelayMs: number; readonly botLevel?: BotLevel };
  readonly places: readonly Place<unknown>[];
  state(): TableState;
  closed(): boolean;
  /** A deal is waiting for the players' entropy. */
  dealing(): boolean;
  seatOf(place: number): Seat;
  /** May the seat's decider be asked now: the table is playing and moving, and no answer of its seat is held. */
  mayAsk(seat: Seat): boolean;
  /** A move for a seat, applied or held as a bot's is. */
  submit(action: Action): ApplyResult | 'held';
  /** Moves whatever is due. */
  proceed(): void;
  /** A bot takes the place under this name: to everyone else (and in the journal) the other decider's place is a bot's. */
  seatBot(place: number, name: string): void;
  /** Everyone sees the places as they are now, and whatever they allow moves. */
  placesChanged(): void;
}

export const NO_OTHER_SEATS: OtherSeats = { observe() {}, decides: () => false, ask() {}, gameEnded() {}, stop() {} };
