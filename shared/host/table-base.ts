/**
 * The host core's ground floor: a table's state (the engine's, the only authority), its places and
 * spectators, and what everyone is sent (through viewFor/eventsFor only). The core is driven by
 * messages and an injected clock and random source, and emits journal records and messages to peers
 * through its sink, in order: the server appends the records and holds each message until the
 * records before it are durable; the practice table delivers them at once.
 */
import type { BotLevel } from '../bots/policy';
import type { SparrowLog } from '../history/sparrow-log';
import type { ErrorCode, PlayerInfo, TableStatus, TableSummary } from '../protocol';
import type { Preset, TurnTimer } from '../rules/presets';
import { seesClaimCountdown, withAnswerHeld, ClaimPause } from '../table/pacing';
import { newTable } from '../table/start';
import type { Action, Seat, TableEvent, TableState } from '../table/types';
import { viewFor } from '../view';
import { systemRandom, type HostClock, type RandomSource, type TimerHandle } from './clock';
import { NextHandTimer } from './next-hand-timer';
import type { OtherSeats, OtherSeatsTable } from './other-seats';
import { emptyPlace, playerInfo, tokenHash, type Place } from './places';
import type { JournalRecord, PinHash } from './records';
import type { FairnessRecord, FairnessRound } from './round';
import { TurnClock } from './turn-clock';
import { seatEvents, type HostMessage, type HostPeer } from './wire';

export interface HostTiming {
  /** How long the host waits for the players' entropy before dealing. */
  entropyMs: number;
  /** How long an away player's place waits before a bot plays it. */
  graceMs: number;
  /** A bot's thinking time. */
  botDelayMs: number;
  /** Pause after a hand before the next one starts without everyone's `nextHand`. */
  nextHandMs: number;
  /** Overrides the preset's claim window (tests); null: the preset's. */
  claimWindowMs: number | null;
  /** The least time every claim window stays open (see shared/table/pacing.ts). */
  claimPauseMs: number;
  /** After a deal the bots wait this long at most for the players to watch the ceremony (`ceremonyDone`). */
  ceremonyMs: number;
  /** Overrides the preset's turn clock (tests); null: the preset's. */
  turnTimer: TurnTimer | null;
  /** The most that players watching the replay may hold up one pause between hands (next-hand-timer.ts); absent: a minute. */
  replayHoldMs?: number;
  /** How the host's bots play (bots/policy.ts); absent: normal. */
  botLevel?: BotLevel;
}

/** Where the core's output goes, in the order it is produced. */
export interface HostSink<P> {
  /** A journal record: every message sent after it waits until it is durable. */
  record(record: JournalRecord): void;
  /** A message to a peer, delivered after every record so far. */
  send(peer: P, message: HostMessage): void;
  /** Runs `fn` once everything sent so far has been delivered. */
  then(fn: () => void): void;
  /** A player's move arrived: the returned function runs once the view showing it is delivered (the server's latency figures). */
  timeMove?(): () => void;
  /** The table's summary may have changed (lobbies list it). */
  changed(): void;
  /** The table closed for good. */
  closed(): void;
  /** The game is over: its Sparrow log, to keep (the server's history, practice's browser storage). */
  gameOver?(log: SparrowLog): void;
}

export interface Failure {
  code: ErrorCode;
  message: string;
}
export const failure = (code: ErrorCode, message: string): Failure => ({ code, message });
export const CLOSED = failure('no-table', 'the table has closed');

export interface CoreInit<P> {
  id: string;
  name: string;
  preset: Preset;
  pin: PinHash | null;
  /** Lobbies never list it: a club night's table, shown only on the evening's page. */
  unlisted?: boolean;
  timing: HostTiming;
  /** A new table's empty state, or a resumed table's replayed one. */
  state: TableState;
  /** Resuming: the replayed action count, the places and the current hand's fairness record. */
  restored?: { seq: number; actions: Action[]; places: Place<P>[]; fairness: FairnessRecord | null; held?: Action[]; hands?: FairnessRecord[] };
  /** When the table was created (ms since the epoch); absent: now. */
  created?: number;
  sink: HostSink<P>;
  clock: HostClock;
  random?: RandomSource;
  /** Places played by deciders the core does not run itself (the server's mjai AIs), given what they may see and do. */
  others?: (table: OtherSeatsTable) => OtherSeats;
}

export abstract class TableBase<P extends HostPeer> {
  readonly id: string;
  readonly name: string;
  readonly preset: Preset;
  readonly pin: PinHash | null;
  state: TableState;
  /**
   * Steps the players have seen: one per change that reaches them. Several actions may make one
   * step (a claim window's held answers and its closing), so `seq` never tells how many seats
   * answered a window; the journal numbers actions, not steps.
   */
  seq: number;
  /** The state before the first action and every action since: the game's log, for exports. */
  protected readonly initial: TableState;
  protected readonly actions: Action[];
  readonly places: Place<P>[];
  closed = false;
  protected readonly spectators = new Set<P>();
  protected readonly sink: HostSink<P>;
  protected readonly clock: HostClock;
  protected readonly random: RandomSource;
  protected readonly timing: HostTiming;
  protected round: FairnessRound | null = null;
  protected fairness: FairnessRecord | null;
  /** Every hand's fairness record so far, in order (the game's log keeps them). */
  protected readonly handRecords: FairnessRecord[];
  readonly created: number;
  protected claimDeadline: number | null = null;
  /** Answers to the open claim window held during its pause; the peer to tell if one no longer applies (null: a bot). */
  protected readonly pause = new ClaimPause<P | null>();
  /** The pause between hands (held while a player watches the replay). */
  protected readonly nextHandTimer: NextHandTimer;
  /** The hand's ceremony: the places still watching it, while the bots wait. */
  protected ceremony: { hand: number; watching: Set<number>; timer: TimerHandle } | null = null;
  private readonly legalKeys = ['', '', '', ''];
  /** The seq at which each seat's legal moves last changed: older moves are stale. */
  protected readonly legalSince = [0, 0, 0, 0];
  protected readonly turnClock: TurnClock;

  constructor(protected readonly init: CoreInit<P>) {
    this.id = init.id;
    this.name = init.name;
    this.preset = init.preset;
    this.pin = init.pin;
    this.sink = init.sink;
    this.clock = init.clock;
    this.random = init.random ?? systemRandom;
    this.timing = init.timing;
    this.state = init.state;
    this.seq = init.restored?.seq ?? 0;
    this.initial = newTable(init.preset);
    this.actions = init.restored ? [...init.restored.actions] : [];
    this.places = init.restored?.places ?? [emptyPlace<P>(), emptyPlace<P>(), emptyPlace<P>(), emptyPlace<P>()];
    this.fairness = init.restored?.fairness ?? null;
    this.handRecords = [...(init.restored?.hands ?? [])];
    this.created = init.created ?? init.clock.now();
    this.nextHandTimer = new NextHandTimer(init.clock, () => this.nextHandDue(), init.timing.replayHoldMs);
    this.nextHandTimer.onChange = () => this.broadcast([]);
    this.turnClock = new TurnClock(init.timing.turnTimer ?? init.preset.turnTimer, (place, idle) => this.timeUp(place, idle), init.clock);
  }

  protected abstract timeUp(place: number, idle: boolean): void;
  /** The pause between hands ran out. */
  protected abstract nextHandDue(): void;

  // ---- what the table looks like --------------------------------------------------------------

  /** The state before the first action and every action since (the game's log). */
  history(): { initial: TableState; actions: readonly Action[] } {
    return { initial: this.initial, actions: this.actions };
  }

  status(): TableStatus {
    if (this.state.game.over) return 'finished';
    if (this.round) return 'dealing';
    const hand = this.state.hand;
    if (!hand) return 'waiting';
    return hand.phase === 'over' ? 'between-hands' : 'playing';
  }

  summary(): TableSummary {
    const status = this.status();
    return {
      id: this.id,
      name: this.name,
      preset: this.preset.id,
      freeSeats: this.places.filter((p) => p.kind === 'empty' || (p.kind === 'bot' && p.vacated)).length,
      players: this.places.map((p) => p.name),
      hasPin: this.pin !== null,
      state: status === 'waiting' ? 'waiting' : status === 'finished' ? 'finished' : 'playing',
    };
  }

  players(): PlayerInfo[] {
    const now = this.clock.now();
    return this.places.map((p) => playerInfo(p, now));
  }

  placeOf(peer: P): number {
    return this.places.findIndex((p) => p.peer === peer);
  }

  isSpectator(peer: P): boolean {
    return this.spectators.has(peer);
  }

  placeForToken(token: string): number {
    const hash = tokenHash(token);
    return this.places.findIndex((p) => p.kind === 'human' && p.tokenHash === hash);
  }

  seatOf(place: number): Seat {
    const at = this.state.playerAtSeat;
    return (at ? at.indexOf(place) : place) as Seat;
  }

  protected humans(): Place<P>[] {
    return this.places.filter((p) => p.kind === 'human');
  }

  /**
   * Humans have places here but none is connected: nothing moves until one comes back. A drawn
   * player who has not come yet and whose grace period is over does not count (a bot plays for them).
   */
  protected paused(): boolean {
    const waitedFor = this.humans().filter((p) => !(p.awaited && p.covered));
    return waitedFor.length > 0 && waitedFor.every((p) => !p.peer);
  }

  /** Places whose player is here to answer (connected humans). */
  protected present(): number[] {
    return this.places.flatMap((p, i) => (p.kind === 'human' && p.peer ? [i] : []));
  }

  // ---- sending ------------------------------------------------------------------------------

  protected viewMessage(place: number | null, events: readonly TableEvent[], players: PlayerInfo[]): HostMessage {
    const seat = place === null ? null : this.seatOf(place);
    const now = this.clock.now();
    const held = seat !== null && this.pause.holds(seat);
    const view = held ? withAnswerHeld(viewFor(this.state, seat)) : viewFor(this.state, seat);
    // Only a seat with a claim to make is shown the countdown: for the others every window looks alike.
    const deadline = seesClaimCountdown(view.legal) ? this.claimDeadline : null;
    const clock = this.turnClock.reading();
    return {
      t: 'view',
      table: this.id,
      view,
      events: seatEvents(events, seat),
      claimDeadline: deadline,
      claimMsLeft: deadline === null ? null : Math.max(0, deadline - now),
      seq: this.seq,
      status: this.status(),
      players,
      nextHandMsLeft: this.nextHandTimer.msLeft(),
      nextHandHeld: this.nextHandTimer.held(),
      turnClock: clock && { seat: this.seatOf(clock.place), msLeft: clock.msLeft, bankMsLeft: clock.bankMsLeft },
    };
  }

  /** The view for one place, its legal moves noted as the ones the player now has. */
  protected sendView(peer: P, place: number, events: readonly TableEvent[], players: PlayerInfo[]): void {
    const message = this.viewMessage(place, events, players);
    if (message.t === 'view') this.noteLegal(this.seatOf(place), message.view.legal);
    this.sink.send(peer, message);
  }

  protected broadcast(events: readonly TableEvent[], except: P | null = null): void {
    const players = this.players();
    this.places.forEach((p, place) => {
      if (p.peer && p.peer !== except) this.sendView(p.peer, place, events, players);
    });
    if (this.spectators.size) {
      const message = this.viewMessage(null, events, players);
      for (const s of this.spectators) if (s !== except) this.sink.send(s, message);
    }
  }

  protected toAll(message: HostMessage): void {
    for (const p of this.places) if (p.peer) this.sink.send(p.peer, message);
    for (const s of this.spectators) this.sink.send(s, message);
  }

  protected commitMessage(round: FairnessRound): HostMessage {
    return { t: 'commit', table: this.id, hand: round.hand, commitment: round.commitment, entropyMsLeft: Math.max(0, round.deadline - this.clock.now()) };
  }

  protected abstract lastReveal(): HostMessage | null;

  /** Everything a (re)joining peer needs: the full view, and the open round or the last reveal. */
  protected catchUp(peer: P, place: number | null): void {
    const message = this.viewMessage(place, [], this.players());
    if (place !== null && message.t === 'view') {
      const seat = this.seatOf(place);
      this.legalKeys[seat] = JSON.stringify(message.view.legal);
      this.legalSince[seat] = this.seq;
    }
    this.sink.send(peer, message);
    const reveal = this.round ? this.commitMessage(this.round) : this.lastReveal();
    if (reveal) this.sink.send(peer, reveal);
  }

  /** The joining peer gets everything; the others get the new list of players. */
  protected catchUpOthers(peer: P, place: number | null): void {
    this.catchUp(peer, place);
    this.broadcast([], peer);
  }

  /** A connected player's options as last sent: a move chosen before they changed is stale. */
  protected noteLegal(seat: Seat, legal: readonly Action[]): void {
    const key = JSON.stringify(legal);
    if (key !== this.legalKeys[seat]) {
      this.legalKeys[seat] = key;
      this.legalSince[seat] = this.seq;
    }
  }
}
