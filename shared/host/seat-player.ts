/**
 * Whoever plays a place, behind one interface: the person who took it (their answers come through
 * the router, `act`), the bot (bot-seat.ts), or a decider the core does not run itself (the
 * server's mjai AIs, handed in as `CoreInit.others`). The core tells each of them every applied
 * action, asks each when whatever is due has moved, tells them the game ended and stops them; a
 * player answers through the table's `submit`, the path a person's move takes, now or later.
 *
 * The players are layered: the bot at the bottom, then the person, then the others. The topmost
 * that plays a place decides for it, so a person away or idle, or an AI that has gone, leaves its
 * place to the bot beneath. Whatever a decider is given of the game is its own seat's: the bot
 * chooses from `viewFor(state, seat)`, an mjai AI hears its seat's mjai stream.
 */
import type { BotLevel } from '../bots/policy';
import type { Preset } from '../rules/presets';
import type { Action, ApplyResult, Seat, TableEvent, TableState } from '../table/types';
import type { HostClock } from './clock';
import { botPlays, type Place } from './places';

export interface SeatPlayer {
  /** Who it is: the turn clock runs only for a person. */
  readonly kind: 'person' | 'bot' | 'other';
  /** It plays this place now (unless a player layered above it does: see `SeatPlayers`). */
  plays(place: number): boolean;
  /** An action was applied (before the step's views). */
  observe(before: TableState, action: Action, events: readonly TableEvent[], after: TableState): void;
  /** Whatever is due was moved: a decision may wait at the places it decides for. It answers through the table's `submit`. */
  ask(): void;
  /** The game is over. */
  gameEnded(): void;
  /** The table stops: nothing is asked any more. */
  stop(): void;
}

/** The bot, which plays every place no one above it plays, and stands in for a person whose clock ran out. */
export interface BotSeat extends SeatPlayer {
  readonly kind: 'bot';
  /** The bot's move for the place's seat now, whoever decides for it (null: it has none). */
  moveFor(place: number): Action | null;
}

/** What the seat players see of the table, and what they may do at it. */
export interface SeatTable {
  readonly id: string;
  readonly preset: Preset;
  readonly timing: { readonly botDelayMs: number; readonly botLevel?: BotLevel };
  readonly places: readonly Place<unknown>[];
  /** The table's clock (the bots' pacing). */
  readonly clock: HostClock;
  state(): TableState;
  closed(): boolean;
  /** A deal is waiting for the players' entropy. */
  dealing(): boolean;
  seatOf(place: number): Seat;
  /** Who decides for the place now (null: nobody sits there). */
  decider(place: number): SeatPlayer | null;
  /** The open claim window's pause is on: answers to it are held until it ends. */
  answersHeld(): boolean;
  /** May the seat's decider be asked now: the table is playing and moving, and no answer of its seat is held. */
  mayAsk(seat: Seat): boolean;
  /** A move for a seat, applied or held as a person's is. */
  submit(action: Action): ApplyResult | 'held';
  /** Moves whatever is due. */
  proceed(): void;
  /** A bot takes the place under this name: to everyone else (and in the journal) the other decider's place is a bot's. */
  seatBot(place: number, name: string): void;
  /** Everyone sees the places as they are now, and whatever they allow moves. */
  placesChanged(): void;
}

/**
 * The person at each place they took: they decide while they are there, answering through the
 * router; away past their grace period or idle, the bot plays for them. The core never asks them
 * anything here: their views tell them what is due.
 */
export function personSeat(places: readonly Place<unknown>[]): SeatPlayer {
  return {
    kind: 'person',
    plays: (place) => places[place]?.kind === 'human' && !botPlays(places[place]),
    observe() {},
    ask() {},
    gameEnded() {},
    stop() {},
  };
}

/** A table's seat players, layered from the bottom (the bot) up: the topmost that plays a place decides for it. */
export class SeatPlayers implements SeatPlayer {
  readonly kind = 'other';
  private readonly layers: readonly SeatPlayer[];

  constructor(
    readonly bot: BotSeat,
    above: readonly SeatPlayer[],
  ) {
    this.layers = [bot, ...above];
  }

  decider(place: number): SeatPlayer | null {
    for (let i = this.layers.length - 1; i >= 0; i--) if (this.layers[i].plays(place)) return this.layers[i];
    return null;
  }

  plays(place: number): boolean {
    return this.decider(place) !== null;
  }

  observe(before: TableState, action: Action, events: readonly TableEvent[], after: TableState): void {
    for (const p of this.layers) p.observe(before, action, events, after);
  }

  /** Each is asked from the bottom up: the bots' answers to a window are held before an AI is asked (the AIs are asked soon after). */
  ask(): void {
    for (const p of this.layers) p.ask();
  }

  gameEnded(): void {
    for (const p of this.layers) p.gameEnded();
  }

  stop(): void {
    for (const p of this.layers) p.stop();
  }
}
