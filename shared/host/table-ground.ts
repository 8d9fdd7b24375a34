/**
 * A table's ground: what its parts share (shared/host/table-core.ts holds them). The engine's
 * state (the only authority), the places and spectators, the step count, the game's log, the
 * fairness records, the open claim window's pause, the turn clock and the pause between hands,
 * and what the table looks like from them. The core is driven by messages and an injected clock
 * and random source, and emits journal records and messages to peers through its sink, in order:
 * the server appends the records and holds each message until the records before it are durable;
 * the practice table delivers them at once.
 */
import type { BotLevel } from '../bots/policy';
import type { SparrowLog } from '../history/sparrow-log';
import type { ErrorCode, PlayerInfo, TableStatus, TableSummary } from '../protocol';
import type { Preset, TurnTimer } from '../rules/presets';
import type { ArrangedDeal } from '../table/arranged';
import { legalActions } from '../table/legal';
import { ClaimPause, seesClaimCountdown } from '../table/pacing';
import { newTable } from '../table/start';
import { seatOfPlace, type Action, type Seat, type TableEvent, type TableState } from '../table/types';
import { systemRandom, type HostClock, type RandomSource, type TimerHandle } from './clock';
import { NextHandTimer } from './next-hand-timer';
import { botPlays, emptyPlace, freeBotName, isBotName, playerInfo, tokenHash, type Place } from './places';
import type { JournalRecord, PinHash } from './records';
import type { FairnessRecord, FairnessRound } from './round';
import type { SeatPlayer, SeatTable } from './seat-player';
import { TurnClock } from './turn-clock';
import type { HostMessage, HostPeer } from './wire';

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
  /**
   * A journal record: every message sent after it waits until it is durable. `unseen`: a record of
   * what only its own seat is shown (a held claim answer, a silent step's answers): `sendShown`
   * does not wait for it, so when that arrives tells nobody else it was written.
   */
  record(record: JournalRecord, unseen?: boolean): void;
  /** A message to a peer, delivered after every record so far. */
  send(peer: P, message: HostMessage): void;
  /**
   * A message showing only steps everyone was shown (a hand's steps): delivered after the records
   * up to the last one not `unseen`, and after whatever was sent before it that waits for no later
   * record (it may pass a message waiting for an unseen one); none: as `send`.
   */
  sendShown?(peer: P, message: HostMessage): void;
  /** Runs `fn` once everything sent so far has been delivered. */
  then(fn: () => void): void;
  /** A player's move arrived: the returned function runs once the view showing it is delivered (the server's latency figures). */
  timeMove?(): () => void;
  /** The table's summary may have changed (lobbies list it). */
  changed(): void;
  /** The table closed for good. */
  closed(): void;
  /** The game is over: its Sparrow log, to keep (the server's history, practice's browser storage). */
  /** `owners`: each place's device (Place.owner), for the history's "remove my name". */
  gameOver?(log: SparrowLog, owners: (string | null)[]): void;
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
  /** Resuming: the step count, the replayed actions, the places and the current hand's fairness record. */
  /** `steps`: each action's step (the journal's `s`; restore.ts numbers an older journal's as its actions), as `TableGround.steps`. */
  restored?: { seq: number; actions: Action[]; steps: number[]; places: Place<P>[]; fairness: FairnessRecord | null; held?: Action[]; hands?: FairnessRecord[]; handEvents?: TableEvent[] };
  /** When the table was created (ms since the epoch); absent: now. */
  created?: number;
  sink: HostSink<P>;
  clock: HostClock;
  random?: RandomSource;
  /** A seat player for places played by deciders the core does not run itself (the server's mjai AIs), given what it may see and do; it plays over the person and the bot (seat-player.ts). */
  others?: (table: SeatTable) => SeatPlayer;
}

/** What the ground's timers call when they run out (the table's play and hands). */
export interface GroundTimers {
  /** The player's turn clock ran out. */
  timeUp(place: number, idle: boolean): void;
  /** The pause between hands ran out. */
  nextHandDue(): void;
}

export class TableGround<P extends HostPeer> {
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
  readonly initial: TableState;
  readonly actions: Action[];
  /** Each action's step: the `seq` of the views that showed it (a silent answer's is the step before it, which it joins). */
  readonly steps: number[];
  /** The current hand's events so far (a reopened tab is sent them). */
  handEvents: TableEvent[];
  /** Who held the places when the hand in view ended (its result names them); null before, and from the next deal (or after a restart). */
  endedPlayers: PlayerInfo[] | null = null;
  readonly places: Place<P>[];
  closed = false;
  readonly spectators = new Set<P>();
  readonly sink: HostSink<P>;
  readonly clock: HostClock;
  readonly random: RandomSource;
  readonly timing: HostTiming;
  round: FairnessRound | null = null;
  fairness: FairnessRecord | null;
  /** Every hand's fairness record so far, in order (the game's log keeps them). */
  readonly handRecords: FairnessRecord[];
  /** Tests only (`--test-arranged-deal`): the first hand is dealt as this says, not as its seed does. */
  arrangedFirstDeal: ArrangedDeal | null = null;
  readonly created: number;
  claimDeadline: number | null = null;
  /** Answers to the open claim window held during its pause; the peer to tell if one no longer applies (null: a bot). */
  readonly pause = new ClaimPause<P | null>();
  /** The pause between hands (held while a player watches the replay). */
  readonly nextHandTimer: NextHandTimer;
  /** The hand's ceremony: the places still watching it, while the bots wait. */
  ceremony: { hand: number; watching: Set<number>; timer: TimerHandle } | null = null;
  readonly turnClock: TurnClock;

  constructor(init: CoreInit<P>, timers: GroundTimers) {
    this.id = init.id;
    this.name = init.name;
    this.preset = init.preset;
    this.pin = init.pin;
    this.sink = init.sink;
    this.clock = init.clock;
    this.random = init.random ?? systemRandom;
    this.timing = init.timing;
    this.state = init.state;
    const restored = init.restored;
    this.seq = restored?.seq ?? 0;
    this.initial = newTable(init.preset);
    if (restored && restored.steps.length !== restored.actions.length) throw new Error(`a resumed table needs each action's step: ${restored.steps.length} for ${restored.actions.length} actions`);
    this.actions = restored ? [...restored.actions] : [];
    this.steps = restored ? [...restored.steps] : [];
    this.handEvents = restored?.handEvents ?? [];
    this.places = restored?.places ?? [emptyPlace<P>(), emptyPlace<P>(), emptyPlace<P>(), emptyPlace<P>()];
    this.fairness = restored?.fairness ?? null;
    this.handRecords = [...(restored?.hands ?? [])];
    this.created = init.created ?? init.clock.now();
    this.nextHandTimer = new NextHandTimer(init.clock, () => timers.nextHandDue(), init.timing.replayHoldMs);
    this.turnClock = new TurnClock(init.timing.turnTimer ?? init.preset.turnTimer, (place, idle) => timers.timeUp(place, idle), init.clock);
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

  /**
   * Who sits at a place now (the rest of the place as new, but for the drawn player it is reserved
   * for), journalled. A bot named "Bot N" gets the lowest number no other bot at the table has; the
   * others keep theirs, so a name never moves to another seat (places.ts).
   */
  placeTo(place: number, who: Partial<Place<P>> & Pick<Place<P>, 'kind' | 'name'>): void {
    const p = this.places[place];
    if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    const name = who.kind === 'bot' && isBotName(who.name) ? freeBotName(this.places.map((q, i) => (i === place || q.kind !== 'bot' ? null : q.name))) : who.name;
    Object.assign(p, { ...emptyPlace(), since: this.seq, drawnFor: p.drawnFor, ...who, name });
    this.recordPlace(place);
  }

  recordPlace(place: number): void {
    const p = this.places[place];
    this.sink.record({ k: 'place', place, kind: p.kind, name: p.name, token: p.tokenHash, ...(p.vacated ? { vacated: true } : {}), ...(p.awaited ? { drawn: true } : {}) });
  }

  placeForToken(token: string): number {
    const hash = tokenHash(token);
    return this.places.findIndex((p) => p.kind === 'human' && p.tokenHash === hash);
  }

  seatOf(place: number): Seat {
    return seatOfPlace(this.state, place);
  }

  humans(): Place<P>[] {
    return this.places.filter((p) => p.kind === 'human');
  }

  /**
   * Humans have places here but none is connected: nothing moves until one comes back. A drawn
   * player who has not come yet and whose grace period is over does not count (a bot plays for them).
   */
  paused(): boolean {
    const waitedFor = this.humans().filter((p) => !(p.awaited && p.covered));
    return waitedFor.length > 0 && waitedFor.every((p) => !p.peer);
  }

  /** Places whose player is here to answer (connected humans). */
  present(): number[] {
    return this.places.flatMap((p, i) => (p.kind === 'human' && p.peer ? [i] : []));
  }

  /**
   * The table waits on a person at it: a connected player with no bot playing for them has a move
   * to make (in a claim window: a claim) whose answer is not held yet, is still to send the deal's
   * entropy, watches the ceremony, or has not asked for the next hand. A driver of a fake clock (the browser tests) holds
   * the time meanwhile: a person's thinking takes none of the table's time there.
   */
  awaitsPeople(): boolean {
    if (this.closed || this.state.game.over) return false;
    const people = this.places.flatMap((p, place) => (p.kind === 'human' && p.peer && !botPlays(p) ? [place] : []));
    const round = this.round;
    if (round) return people.some((place) => !round.has(place));
    const ceremony = this.ceremony;
    if (ceremony && people.some((place) => ceremony.watching.has(place))) return true;
    const hand = this.state.hand;
    if (!hand) return false;
    if (hand.phase === 'over') return people.some((place) => !this.places[place].ready);
    // In a claim window only a claim to make (the countdown a person sees) waits on them: a draw
    // during it (riichi) waits for the window to close anyway.
    return people.some((place) => {
      const seat = this.seatOf(place);
      const legal = this.pause.holds(seat) ? [] : legalActions(this.state, seat);
      return hand.phase === 'claims' ? seesClaimCountdown(legal) : legal.length > 0;
    });
  }

  /** May the bots move now: not while dealing; during the ceremony only claim windows (a player who skipped it may already have discarded). */
  botsMayMove(): boolean {
    if (this.round) return false;
    return !(this.ceremony && this.state.hand?.phase !== 'claims');
  }
}
