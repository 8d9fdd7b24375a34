/**
 * One table on the host: the engine state (the only authority), its journal, the places and
 * spectators, the fairness round before each hand, the claim-window timer, bots, and the views
 * sent to everyone after each change (through viewFor/eventsFor only). A place may be played by
 * an external mjai AI (riichi only): it is asked like a bot, and the bot answers when it cannot.
 */
import type { ErrorCode, PlayerInfo, TableStatus, TableSummary } from '../../shared/protocol';
import type { Preset, TurnTimer } from '../../shared/rules/presets';
import { apply } from '../../shared/table/apply';
import { legalActions } from '../../shared/table/legal';
import { answersWindow, CLAIM_PAUSE_MS, ClaimPause, seesClaimCountdown, windowAwaitsHost, withAnswerHeld } from '../../shared/table/pacing';
import { gameLogFile, gameLogRefusal, namesByActor, type GameLogFile, type LogFormat } from '../../shared/rules/riichi/logs/game-log';
import { newTable } from '../../shared/table/start';
import { placeAtSeat, type Action, type ApplyResult, type Seat, type TableEvent, type TableState } from '../../shared/table/types';
import { viewFor } from '../../shared/view';
import { botAction, seatsAwaitingBots } from './bot-turn';
import { MJAI_MAX_MISSES, MjaiPlayer, type MjaiAi } from './mjai-place';
import { toAction, type Act } from './moves';
import type { Journal, PinHash } from './journal';
import { Outbox } from './outbox';
import { botPlays, emptyPlace, newToken, pinMatches, playerInfo, tokenHash, type Place } from './places';
import { revealMessage } from './reveal';
import { FairnessRound, type FairnessRecord } from './round';
import { Timings } from './timings';
import { TurnClock } from './turn-clock';
import { seatEvents, type HostMessage, type Peer } from './wire';

export interface Timing {
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
  /** How long an mjai AI may take over a decision before the bot plays it. */
  mjaiAnswerMs: number;
  /** Overrides the preset's turn clock (tests); null: the preset's. */
  turnTimer: TurnTimer | null;
  /** A table a connection opened that never dealt closes after this long with no player connected (the lobby's). */
  unplayedTableMs: number;
}

export const DEFAULT_TIMING: Timing = { entropyMs: 4000, graceMs: 15_000, botDelayMs: 700, nextHandMs: 20_000, claimWindowMs: null, claimPauseMs: CLAIM_PAUSE_MS, ceremonyMs: 20_000, mjaiAnswerMs: 5000, turnTimer: null, unplayedTableMs: 10 * 60_000 };

export interface Failure {
  code: ErrorCode;
  message: string;
}
const failure = (code: ErrorCode, message: string): Failure => ({ code, message });
const CLOSED = failure('no-table', 'the table has closed');

export interface TableInit {
  id: string;
  name: string;
  preset: Preset;
  pin: PinHash | null;
  journal: Journal;
  timing: Timing;
  /** A new table's empty state, or a resumed table's replayed one. */
  state: TableState;
  /** Resuming: the replayed action count, the places and the current hand's fairness record. */
  restored?: { seq: number; actions: Action[]; places: Place[]; fairness: FairnessRecord | null; held?: Action[] };
  onChange(table: Table): void;
  onClose(table: Table): void;
}

export class Table {
  readonly id: string;
  readonly name: string;
  readonly preset: Preset;
  readonly pin: PinHash | null;
  state: TableState;
  /**
   * Steps the players have seen: one per change that reaches them. Several actions may make one
   * step (a claim window's held answers and its closing), so `seq` never tells how many seats
   * answered a window. The journal numbers actions, not steps.
   */
  seq: number;
  /** The state before the first action and every action since: the game's log, for exports. */
  private readonly initial: TableState;
  private readonly actions: Action[];
  readonly places: Place[];
  closed = false;
  /** Milliseconds from a player's move arriving to its view being sent (journal fsync included). */
  readonly timings = new Timings(1000);
  private readonly spectators = new Set<Peer>();
  private readonly journal: Journal;
  private readonly outbox: Outbox;
  private readonly timing: Timing;
  private round: FairnessRound | null = null;
  private roundTimer: NodeJS.Timeout | null = null;
  private fairness: FairnessRecord | null;
  private claimTimer: NodeJS.Timeout | null = null;
  private claimDeadline: number | null = null;
  private pauseTimer: NodeJS.Timeout | null = null;
  /** The open window's pause has not ended (it runs from when the players have the window). */
  private pausing = false;
  private windowSerial = 0;
  /** Answers to the open claim window held during its pause; the peer to tell if one no longer applies (null: a bot). */
  private readonly pause = new ClaimPause<Peer | null>();
  private nextHandTimer: NodeJS.Timeout | null = null;
  private nextHandAt: number | null = null;
  private finishTimer: NodeJS.Timeout | null = null;
  private botTimer: NodeJS.Timeout | null = null;
  /** The hand's ceremony: the places still watching it, while the bots wait. */
  private ceremony: { hand: number; watching: Set<number>; timer: NodeJS.Timeout } | null = null;
  /** Every player present went away without leaving (a closed tab), rather than not having come back yet to a resumed table. */
  private abandoned = false;
  /** Places played by an mjai AI (while it is there: then a bot plays them). */
  private readonly ais = new Map<number, MjaiPlayer>();
  private aiTick: NodeJS.Immediate | null = null;
  private readonly legalKeys = ['', '', '', ''];
  /** The seq at which each seat's legal moves last changed: older moves are stale. */
  private readonly legalSince = [0, 0, 0, 0];
  private readonly clock: TurnClock;

  constructor(private readonly init: TableInit) {
    this.id = init.id;
    this.name = init.name;
    this.preset = init.preset;
    this.pin = init.pin;
    this.journal = init.journal;
    this.timing = init.timing;
    this.outbox = new Outbox(init.journal);
    this.state = init.state;
    this.seq = init.restored?.seq ?? 0;
    this.initial = newTable(init.preset);
    this.actions = init.restored ? [...init.restored.actions] : [];
    this.places = init.restored?.places ?? [emptyPlace(), emptyPlace(), emptyPlace(), emptyPlace()];
    this.fairness = init.restored?.fairness ?? null;
    this.clock = new TurnClock(init.timing.turnTimer ?? init.preset.turnTimer, (place, idle) => this.timeUp(place, idle));
  }

  /** After creating or resuming: start whatever the state calls for. */
  start(): void {
    for (const p of this.places) if (p.kind === 'human' && !p.peer) this.startGrace(p);
    const held = this.init.restored?.held ?? [];
    if (held.length && this.state.hand?.phase === 'claims') {
      // The window the crash interrupted: its pause starts again, holding the answers players were told were taken.
      this.windowOpened();
      for (const action of held) this.pause.offer(this.state, action, null);
    }
    if (this.state.hand?.phase === 'over' && !this.state.game.over) this.betweenHands();
    this.proceed();
  }

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
    return this.places.map(playerInfo);
  }

  /**
   * Whether lobbies list this table. One nobody can join whose players all went away (a practice
   * table whose tab was closed) is not: it waits for its players' seat tokens, unseen. A resumed
   * table waiting for its players to come back is listed.
   */
  listed(): boolean {
    return !(this.abandoned && this.paused() && this.summary().freeSeats === 0);
  }

  placeOf(peer: Peer): number {
    return this.places.findIndex((p) => p.peer === peer);
  }

  isSpectator(peer: Peer): boolean {
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

  private humans(): Place[] {
    return this.places.filter((p) => p.kind === 'human');
  }

  /** Humans have places here but none is connected: nothing moves until one comes back. */
  private paused(): boolean {
    const humans = this.humans();
    return humans.length > 0 && humans.every((p) => !p.peer);
  }

  /** Places whose player is here to answer (connected humans). */
  private present(): number[] {
    return this.places.flatMap((p, i) => (p.kind === 'human' && p.peer ? [i] : []));
  }

  // ---- sending ------------------------------------------------------------------------------

  private viewMessage(place: number | null, events: readonly TableEvent[], players: PlayerInfo[]): HostMessage {
    const seat = place === null ? null : this.seatOf(place);
    const now = Date.now();
    const held = seat !== null && this.holds(seat);
    const view = held ? withAnswerHeld(viewFor(this.state, seat)) : viewFor(this.state, seat);
    // Only a seat with a claim to make is shown the countdown: for the others every window looks alike.
    const deadline = seesClaimCountdown(view.legal) ? this.claimDeadline : null;
    const clock = this.clock.reading();
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
      nextHandMsLeft: this.nextHandAt === null ? null : Math.max(0, this.nextHandAt - now),
      turnClock: clock && { seat: this.seatOf(clock.place), msLeft: clock.msLeft, bankMsLeft: clock.bankMsLeft },
    };
  }

  private broadcast(events: readonly TableEvent[]): void {
    const players = this.players();
    this.places.forEach((p, place) => {
      if (!p.peer) return;
      const message = this.viewMessage(place, events, players);
      if (message.t === 'view') this.noteLegal(this.seatOf(place), message.view.legal);
      this.outbox.send(p.peer, message);
    });
    if (this.spectators.size) {
      const message = this.viewMessage(null, events, players);
      for (const s of this.spectators) this.outbox.send(s, message);
    }
  }

  private toAll(message: HostMessage): void {
    for (const p of this.places) if (p.peer) this.outbox.send(p.peer, message);
    for (const s of this.spectators) this.outbox.send(s, message);
  }

  private commitMessage(round: FairnessRound): HostMessage {
    return { t: 'commit', table: this.id, hand: round.hand, commitment: round.commitment, entropyMsLeft: Math.max(0, round.deadline - Date.now()) };
  }

  /** Everything a (re)joining peer needs: the full view, and the open round or the last reveal. */
  private catchUp(peer: Peer, place: number | null): void {
    const message = this.viewMessage(place, [], this.players());
    if (place !== null && message.t === 'view') {
      const seat = this.seatOf(place);
      this.legalKeys[seat] = JSON.stringify(message.view.legal);
      this.legalSince[seat] = this.seq;
    }
    this.outbox.send(peer, message);
    if (this.round) this.outbox.send(peer, this.commitMessage(this.round));
    else if (this.state.hand?.phase === 'over' && this.fairness && this.fairness.hand === this.state.hand.index)
      this.outbox.send(peer, revealMessage(this.id, this.preset, this.fairness));
  }

  private changed(): void {
    this.init.onChange(this);
  }

  // ---- the engine ---------------------------------------------------------------------------

  /** A connected player's options as last sent: a move chosen before they changed is stale. */
  private noteLegal(seat: Seat, legal: readonly Action[]): void {
    const key = JSON.stringify(legal);
    if (key !== this.legalKeys[seat]) {
      this.legalKeys[seat] = key;
      this.legalSince[seat] = this.seq;
    }
  }

  private dispatch(action: Action): ApplyResult {
    return this.step([action])[0];
  }

  /**
   * Applies actions as one step: each is journalled, then everyone gets one view for them all.
   * A step of answers to a claim window that leaves it open shows nobody anything (only the
   * answering player is told, by `act`): that another seat answered would tell that it could claim.
   * With `closeWindow`, a window that then waits only for the host closes in the same step.
   */
  private step(actions: readonly Action[], closeWindow = false): ApplyResult[] {
    const results: ApplyResult[] = [];
    const events: TableEvent[] = [];
    const claimBefore = this.state.hand?.phase === 'claims' ? this.state.hand.claim : null;
    const queue = [...actions];
    for (let i = 0, closing = closeWindow; ; i++) {
      if (i === queue.length) {
        // The window's closing joins the step once it waits only for the host.
        if (!closing || !windowAwaitsHost(this.state)) break;
        closing = false;
        queue.push({ type: 'timeout' });
      }
      const action = queue[i];
      const before = this.state;
      const result = apply(before, action);
      results.push(result);
      if (!result.ok) continue;
      this.state = result.state;
      for (const [place, ai] of this.ais) ai.observe(before, action, result.events, result.state, this.seatOf(place), () => this.namesByActor());
      this.actions.push(action);
      this.journal.append({ k: 'act', n: this.actions.length, a: action, s: this.seq + 1 });
      events.push(...result.events);
    }
    if (!results.some((r) => r.ok)) return results;
    const hand = this.state.hand;
    const silent = claimBefore !== null && events.length === 0 && hand?.phase === 'claims' && hand.claim?.tile === claimBefore.tile && hand.claim.from === claimBefore.from;
    if (silent) {
      this.changed();
      return results;
    }
    this.seq++;
    if (events.some((e) => e.type === 'claimWindowOpened')) this.windowOpened();
    else if (this.state.hand?.phase !== 'claims') this.clearClaimTimer();
    this.ensureClaimTimer();
    const handEnded = events.some((e) => e.type === 'handScored');
    if (handEnded) this.betweenHands();
    if (events.some((e) => e.type === 'handStarted')) this.clock.newHand();
    this.armClock();
    this.broadcast(events);
    if (handEnded && this.fairness) this.toAll(revealMessage(this.id, this.preset, this.fairness));
    if (this.state.game.over) {
      this.finish();
      this.releaseAis();
    }
    this.proceed();
    this.changed();
    return results;
  }

  /** An open claim window closes on the host's timer; it does not run while the table waits for everyone. */
  private ensureClaimTimer(): void {
    if (this.claimTimer || this.closed || this.paused() || this.state.hand?.phase !== 'claims') return;
    const ms = Math.max(this.timing.claimWindowMs ?? this.preset.claims.windowMs, this.timing.claimPauseMs);
    this.claimDeadline = Date.now() + ms;
    this.claimTimer = setTimeout(() => {
      this.claimTimer = null;
      this.claimDeadline = null;
      if (this.state.hand?.phase === 'claims') this.dispatch({ type: 'timeout' });
    }, ms);
  }

  private clearClaimTimer(): void {
    if (this.claimTimer) clearTimeout(this.claimTimer);
    if (this.pauseTimer) clearTimeout(this.pauseTimer);
    this.claimTimer = null;
    this.claimDeadline = null;
    this.pauseTimer = null;
    this.pausing = false;
    this.pause.end();
  }

  /**
   * A new window: its timer starts again, and answers are held for the pause. The pause runs from
   * when the players get the window (once it is on disk), so a slow journal write cannot shorten it.
   */
  private windowOpened(): void {
    this.clearClaimTimer();
    this.pause.start();
    this.pausing = true;
    const serial = ++this.windowSerial;
    this.outbox.then(() => {
      if (serial !== this.windowSerial || !this.pausing || this.closed) return;
      this.pauseTimer = setTimeout(() => {
        this.pauseTimer = null;
        this.pausing = false;
        this.settleWindow();
      }, this.timing.claimPauseMs);
    });
  }

  private holds(seat: Seat): boolean {
    return this.pause.holds(seat);
  }

  /**
   * A move from a player or a bot. An answer to a claim window during its pause is checked now
   * and held; everything else is applied at once.
   */
  private submit(action: Action, peer: Peer | null): ApplyResult | 'held' {
    const held = this.pause.offer(this.state, action, peer);
    if (held === null) return this.dispatch(action);
    return held === 'held' ? held : { ok: false, error: held };
  }

  /**
   * After the pause: the held answers in the order they came and, when the window then waits only
   * for the host, its closing — all one step, so every window ends alike whoever could claim.
   */
  private settleWindow(): void {
    if (this.closed || this.paused() || this.pausing) return;
    const held = this.pause.end();
    if (held.length === 0 && !windowAwaitsHost(this.state)) return;
    const results = this.step(held.map((h) => h.action), true);
    held.forEach(({ from: peer }, i) => {
      const result = results[i];
      if (!result.ok) peer?.send({ t: 'error', code: result.error.code, message: result.error.message, for: 'act' });
    });
  }

  /** Moves whatever is due: bots, the first deal, the next deal, a claim window whose pause passed while everyone was away. */
  private proceed(): void {
    if (this.closed) return;
    if (this.paused()) {
      this.clock.stop();
      if (this.claimTimer) clearTimeout(this.claimTimer);
      this.claimTimer = null;
      this.claimDeadline = null;
      return;
    }
    this.ensureClaimTimer();
    // A clock that starts outside a step (the ceremony over, a player back) is shown to everyone.
    if (this.armClock()) this.broadcast([]);
    if (!this.pausing && (this.pause.pending > 0 || windowAwaitsHost(this.state))) setImmediate(() => this.settleWindow());
    const status = this.status();
    if (status === 'waiting' && this.places.every((p) => p.kind !== 'empty')) this.beginRound();
    else if (status === 'between-hands') {
      if (this.present().every((i) => this.places[i].ready)) this.beginRoundSoon();
      else this.armNextHand();
    } else if (status === 'playing') {
      this.botsAnswerWindow();
      this.scheduleBots();
      this.scheduleAis();
    }
  }

  // ---- the turn clock ---------------------------------------------------------------------------

  /** Runs the clock of the player who must move on their own turn (not a bot's, not while dealing or watching the ceremony). True when one started. */
  private armClock(): boolean {
    const hand = this.state.hand;
    const timed = !this.closed && !this.paused() && !this.round && !this.ceremony && (hand?.phase === 'draw' || hand?.phase === 'discard');
    const place = timed ? placeAtSeat(this.state, hand!.turn) : -1;
    const p = this.places[place];
    // Only another player is kept waiting: at a practice table (one player and bots) no clock runs.
    const mover = p && p.kind === 'human' && !botPlays(p) && this.humans().length > 1 ? place : null;
    return this.clock.set(mover, hand ? JSON.stringify([hand.index, hand.phase, hand.turn, hand.discardsMade, hand.kongs]) : '');
  }

  /** The player's time is up: the bot's move is made for them (and, when it keeps happening, the bot plays on). */
  private timeUp(place: number, idle: boolean): void {
    if (this.closed) return;
    if (idle) this.places[place].idle = true;
    const action = botAction(this.state, [this.seatOf(place)]);
    const result = action ? this.submit(action, null) : null;
    if (!result || (result !== 'held' && !result.ok)) this.broadcast([]);
    this.proceed();
    this.changed();
  }

  // ---- bots ---------------------------------------------------------------------------------

  private scheduleBots(): void {
    if (this.botTimer || this.closed || this.paused() || this.botSeats().length === 0) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      this.botMove();
    }, this.timing.botDelayMs);
  }

  /**
   * Bots answer a claim window as soon as it opens, all together: their answers are held for its
   * pause, so none comes after it (one that did would be a step of its own, telling who could claim).
   */
  private botsAnswerWindow(): void {
    if (!this.pause.active || this.state.hand?.phase !== 'claims') return;
    for (const seat of this.botSeats()) {
      const action = botAction(this.state, [seat]);
      if (action) this.submit(action, null);
    }
  }

  private botSeats(): Seat[] {
    if (this.round) return [];
    // During the ceremony the bots only answer claim windows (a player who skipped it may already have discarded).
    if (this.ceremony && this.state.hand?.phase !== 'claims') return [];
    const seats = seatsAwaitingBots(this.state, this.places.flatMap((p, place) => (botPlays(p) && !this.ais.get(place)?.playing ? [this.seatOf(place)] : [])));
    return seats.filter((seat) => !this.holds(seat));
  }

  private botMove(): void {
    if (this.closed || this.paused() || this.status() !== 'playing') return;
    const action = botAction(this.state, this.botSeats());
    if (!action) return;
    const result = this.submit(action, null);
    if (result === 'held') return this.scheduleBots();
    if (!result.ok) console.error(`sparrow: table ${this.id}: a bot's move ${JSON.stringify(action)} was refused: ${result.error.message}`);
  }

  // ---- mjai AIs ----------------------------------------------------------------------------

  /** Seats an mjai AI at place `at` (0–3), or the first empty place: riichi tables only, before the first deal. */
  addMjai(ai: MjaiAi, at?: number): Failure | null {
    if (this.closed) return CLOSED;
    if (!this.preset.riichi) return failure('not-allowed', `only a riichi table can seat an mjai AI (this one plays ${this.preset.id})`);
    if (this.state.hand) return failure('not-allowed', 'an mjai AI can only take a seat before the first deal');
    const place = at ?? this.places.findIndex((p) => p.kind === 'empty');
    if (place < 0) return failure('table-full', 'there is no empty place for an mjai AI');
    if (this.places[place]?.kind !== 'empty') return failure('not-allowed', `place ${place + 1} is not free for an mjai AI`);
    const name = `mjai ${ai.name || 'AI'}`;
    // To everyone else (and in the journal) the place is a bot's: a resumed table has no AI, and a bot plays it.
    Object.assign(this.places[place], { ...emptyPlace(), kind: 'bot', name });
    this.journal.append({ k: 'place', place, kind: 'bot', name, token: null });
    const player = new MjaiPlayer(ai, (m) => console.error(`sparrow: table ${this.id}: ${name} (${ai.origin}) at place ${place + 1}: ${m}`));
    this.ais.set(place, player);
    void ai.channel.ended.then((reason) => this.mjaiGone(place, player, reason));
    this.broadcast([]);
    this.proceed();
    this.changed();
    return null;
  }

  /** The places an mjai AI plays now. */
  mjaiPlaces(): number[] {
    return [...this.ais.keys()];
  }

  /** Player names by mjai actor (seat order from the first dealer). */
  private namesByActor(): string[] {
    return namesByActor(this.state, this.places.map((p) => p.name));
  }

  /** The AI has gone (or was let go): the bot plays its place for the rest of the game. */
  private mjaiGone(place: number, ai: MjaiPlayer, reason: string): void {
    if (this.ais.get(place) !== ai) return;
    this.ais.delete(place);
    ai.log(`${reason}; the bot plays the place for the rest of the game`);
    ai.close();
    this.proceed();
  }

  /** The game is over: each AI hears the end, then its channel closes. */
  private releaseAis(): void {
    const ais = [...this.ais.values()];
    this.ais.clear();
    for (const ai of ais) void ai.finish();
  }

  /** What a seat is deciding now: an answer for anything else is stale. */
  private decisionKey(seat: Seat): string {
    const hand = this.state.hand;
    if (!hand || hand.phase === 'over' || this.round) return '';
    return JSON.stringify([hand.index, hand.phase, hand.turn, hand.discardsMade, hand.kongs, legalActions(this.state, seat)]);
  }

  /** Soon (once the host's current step is over: held answers all applied, say), asks the AIs that have a decision. */
  private scheduleAis(): void {
    if (this.aiTick || this.ais.size === 0) return;
    this.aiTick = setImmediate(() => {
      this.aiTick = null;
      this.askAis();
    });
  }

  /** Asks each AI whose seat has a decision (as the bots are asked: not while dealing, only claims during the ceremony). */
  private askAis(): void {
    if (this.closed || this.paused() || this.round || this.status() !== 'playing') return;
    if (this.ceremony && this.state.hand?.phase !== 'claims') return;
    for (const [place, ai] of this.ais) {
      const seat = this.seatOf(place);
      if (ai.busy || ai.asked || !ai.seated || this.holds(seat) || seatsAwaitingBots(this.state, [seat]).length === 0) continue;
      void this.askMjai(place, ai, seat);
    }
  }

  private async askMjai(place: number, ai: MjaiPlayer, seat: Seat): Promise<void> {
    ai.asked = true;
    let action: Action | null;
    try {
      action = await this.mjaiDecision(place, ai, seat);
    } finally {
      ai.asked = false; // before the move: its next decision may follow at once
    }
    if (!action) return;
    const result = this.submit(action, null);
    if (result !== 'held' && !result.ok) {
      ai.log(`its move ${JSON.stringify(action)} was refused (${result.error.message}); the bot played that decision`);
      const fallback = botAction(this.state, [seat]);
      if (fallback) this.submit(fallback, null);
    }
  }

  /** The AI's move for the seat's decision now, the bot's when it has none to give, or null when there is nothing (more) to do. */
  private async mjaiDecision(place: number, ai: MjaiPlayer, seat: Seat): Promise<Action | null> {
    const key = this.decisionKey(seat);
    const started = Date.now();
    const outcome = await ai.decide(this.state, this.timing.mjaiAnswerMs);
    if ('error' in outcome && ai.gone) {
      this.mjaiGone(place, ai, outcome.error);
      return null;
    }
    const current = () => !this.closed && this.ais.get(place) === ai && this.decisionKey(seat) === key;
    if (!current()) {
      setImmediate(() => this.proceed());
      return null;
    }
    let action: Action | null;
    if ('error' in outcome) {
      // Once it is done with the decision it was given up on, it may be asked again.
      if (ai.busy) void ai.idle().then(() => this.proceed());
      if (outcome.timedOut && ++ai.misses >= MJAI_MAX_MISSES) {
        this.mjaiGone(place, ai, `${outcome.error}, and missed ${ai.misses} decisions in a row`);
        return null;
      }
      ai.log(`${outcome.error}; the bot played that decision`);
      action = botAction(this.state, [seat]);
    } else {
      ai.misses = 0;
      action = outcome.action;
      // No move is an answer only while a claim window it may not claim from is open (it draws after it).
      if (action === null && this.state.hand?.phase !== 'claims') action = botAction(this.state, [seat]);
    }
    if (!action) return null;
    // Like a bot's, its move shows no sooner than a bot's would.
    const wait = this.timing.botDelayMs - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (current()) return action;
    setImmediate(() => this.proceed());
    return null;
  }

  // ---- hands and the fairness round ---------------------------------------------------------

  private betweenHands(): void {
    for (const p of this.places) p.ready = false;
    this.armNextHand();
  }

  /** The next hand starts after a pause even if not everyone asked for it (again after a wait for absent players). */
  private armNextHand(): void {
    if (this.nextHandTimer || this.state.game.over) return;
    this.nextHandAt = Date.now() + this.timing.nextHandMs;
    this.nextHandTimer = setTimeout(() => {
      this.nextHandTimer = null;
      this.nextHandAt = null;
      this.beginRound();
    }, this.timing.nextHandMs);
  }

  private beginRoundSoon(): void {
    if (this.nextHandTimer) clearTimeout(this.nextHandTimer);
    this.nextHandAt = null;
    this.nextHandTimer = setTimeout(() => {
      this.nextHandTimer = null;
      this.beginRound();
    }, this.timing.botDelayMs);
  }

  private beginRound(): void {
    if (this.closed || this.round || this.paused() || this.state.game.over) return;
    if (this.state.hand && this.state.hand.phase !== 'over') return;
    if (this.places.some((p) => p.kind === 'empty')) return;
    if (this.nextHandTimer) clearTimeout(this.nextHandTimer);
    this.nextHandTimer = null;
    this.nextHandAt = null;
    const hand = this.state.hand ? this.state.hand.index + 1 : 0;
    const round = new FairnessRound(hand, Date.now() + this.timing.entropyMs);
    this.round = round;
    this.toAll(this.commitMessage(round));
    this.broadcast([]);
    this.changed();
    if (round.complete(this.present())) setImmediate(() => this.finishRound(round));
    else this.roundTimer = setTimeout(() => this.finishRound(round), this.timing.entropyMs);
  }

  private finishRound(round: FairnessRound): void {
    if (this.round !== round || this.closed) return;
    if (this.roundTimer) clearTimeout(this.roundTimer);
    this.roundTimer = null;
    this.round = null;
    const record = round.finish(this.state.game.dealer, this.state.playerAtSeat === null);
    this.journal.append({ k: 'hand', ...record });
    this.fairness = record;
    this.beginCeremony(record.hand);
    const result = this.dispatch({ type: 'startHand', seed: record.seed });
    if (!result.ok) console.error(`sparrow: table ${this.id}: the deal was refused: ${result.error.message}`);
  }

  /** The players present watch the dice, the wall and the deal; the bots start when they have (or after a while). */
  private beginCeremony(index: number): void {
    this.endCeremony();
    const watching = new Set(this.present());
    if (watching.size === 0 || this.timing.ceremonyMs <= 0) return;
    const timer = setTimeout(() => this.endCeremony(true), this.timing.ceremonyMs);
    this.ceremony = { hand: index, watching, timer };
  }

  private endCeremony(proceed = false): void {
    if (!this.ceremony) return;
    clearTimeout(this.ceremony.timer);
    this.ceremony = null;
    if (proceed) this.proceed();
  }

  ceremonyDone(peer: Peer, hand: number): Failure | null {
    if (this.closed) return CLOSED;
    const place = this.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const ceremony = this.ceremony;
    if (!ceremony || ceremony.hand !== hand) return null; // already over: nothing to wait for
    ceremony.watching.delete(place);
    if (ceremony.watching.size === 0) this.endCeremony(true);
    return null;
  }

  private finish(): void {
    this.journal.append({ k: 'closed' });
    // A finished table stays for its results, then goes.
    this.finishTimer = setTimeout(() => this.close(), 10 * 60_000);
    this.finishTimer.unref();
  }

  // ---- requests from connections -------------------------------------------------------------

  act(peer: Peer, message: Act): Failure | null {
    if (this.closed) return CLOSED;
    const place = this.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const seat = this.seatOf(place);
    if (message.seq !== undefined && (message.seq > this.seq || message.seq < this.legalSince[seat]))
      return failure('stale', 'the table has moved on since that view; choose again');
    if (this.round) return failure('no-hand', 'the hand is being dealt');
    const hand = this.state.hand;
    if (!hand) return failure('no-hand', 'no hand has started yet');
    if (hand.phase === 'over') return failure('hand-over', 'the hand is over');
    if (message.hand !== hand.index) return failure('stale', `that move was for hand ${message.hand}; hand ${hand.index} is in play`);
    const received = performance.now();
    const action = toAction(message.action, seat);
    const seqBefore = this.seq;
    // A player back from letting the clock run out plays again from their first move on their turn
    // (while idle, the bot has already answered their claim windows, at once like any bot's).
    const p = this.places[place];
    const wasIdle = p.idle;
    if (!answersWindow(this.state, action)) p.idle = false;
    const result = this.submit(action, peer);
    if (result !== 'held' && !result.ok) {
      p.idle = wasIdle;
      return failure(result.error.code, result.error.message);
    }
    this.clock.moved(place);
    // Written before the player is told: after a crash the resumed window holds it again.
    if (result === 'held') this.journal.append({ k: 'held', a: action });
    if (result === 'held' || this.seq === seqBefore) {
      // The player alone is shown the window as answered (held, or applied while others still think).
      const view = this.viewMessage(place, [], this.players());
      if (view.t === 'view') this.noteLegal(seat, view.view.legal);
      this.outbox.send(peer, view);
      // A held answer's wait is the window's pause, not the host's work: only moves applied at once are timed.
      if (result === 'held') return null;
    }
    this.outbox.then(() => this.timings.record(performance.now() - received));
    return null;
  }

  entropy(peer: Peer, hand: number, value: string): Failure | null {
    if (this.closed) return CLOSED;
    const place = this.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const round = this.round;
    if (!round) return failure('not-allowed', 'no deal is waiting for entropy');
    if (hand !== round.hand) return failure('stale', `the deal waiting for entropy is hand ${round.hand}`);
    if (round.has(place)) return failure('not-allowed', 'you already sent entropy for this hand');
    round.give(place, value);
    if (round.complete(this.present())) this.finishRound(round);
    return null;
  }

  nextHand(peer: Peer): Failure | null {
    if (this.closed) return CLOSED;
    const place = this.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const status = this.status();
    if (status === 'dealing' || (status === 'playing' && this.state.hand!.index > 0)) return failure('stale', 'the next hand has already started');
    if (status !== 'between-hands') return failure('not-allowed', 'the next hand can only be asked for between hands');
    this.places[place].ready = true;
    this.proceed();
    return null;
  }

  /** The finished game's log, for anyone at the table or watching it; riichi games only. */
  exportLog(peer: Peer, format: LogFormat): GameLogFile | Failure {
    if (this.placeOf(peer) < 0 && !this.isSpectator(peer)) return failure('not-seated', 'only a player or a spectator at the table can export its log');
    const refused = gameLogRefusal(this.state);
    if (refused) return failure('not-allowed', refused);
    return gameLogFile(this.initial, this.actions, this.state, format, this.places.map((p) => p.name), this.name);
  }

  /** Is this the table's PIN (or does it need none)? Guessing is slowed per address by the connection (pin-guard.ts). */
  checkPin(attempt: string | undefined): Failure | null {
    if (!this.pin) return null;
    if (attempt !== undefined && pinMatches(this.pin, attempt)) return null;
    return failure('wrong-pin', 'this table needs its PIN');
  }

  join(peer: Peer, wanted: number | undefined): { place: number; token: string } | Failure {
    if (this.closed) return CLOSED;
    const open = (p: Place) => p.kind === 'empty' || (p.kind === 'bot' && p.vacated);
    let place: number;
    if (wanted !== undefined) {
      if (!open(this.places[wanted])) return failure('seat-taken', `place ${wanted} is taken`);
      place = wanted;
    } else {
      place = this.places.findIndex((p) => p.kind === 'empty');
      if (place < 0) place = this.places.findIndex(open);
      if (place < 0) return failure('table-full', 'every place at this table is taken');
    }
    const token = newToken();
    const p = this.places[place];
    Object.assign(p, { kind: 'human', name: peer.name, tokenHash: tokenHash(token), vacated: false, peer, covered: false, ready: false });
    this.journal.append({ k: 'place', place, kind: 'human', name: peer.name, token: p.tokenHash });
    this.spectators.delete(peer);
    peer.tableId = this.id;
    this.outbox.send(peer, { t: 'joined', table: this.id, seat: place as Seat, token });
    this.catchUpOthers(peer, place);
    this.proceed();
    this.changed();
    return { place, token };
  }

  /** Reconnecting with a seat token: the place and its full state come back to the player. */
  takeBack(peer: Peer, place: number, token: string): Failure | null {
    if (this.closed) return CLOSED;
    const p = this.places[place];
    const old = p.peer;
    if (old && old !== peer) {
      old.tableId = null;
      old.send({ t: 'left', table: this.id });
      old.close(4000, 'your seat was taken back by a newer connection');
    }
    if (p.graceTimer) clearTimeout(p.graceTimer);
    Object.assign(p, { peer, covered: false, graceTimer: null });
    this.abandoned = false;
    this.spectators.delete(peer);
    peer.tableId = this.id;
    this.outbox.send(peer, { t: 'joined', table: this.id, seat: place as Seat, token });
    this.catchUpOthers(peer, place);
    this.proceed();
    this.changed();
    return null;
  }

  /** The joining peer gets everything; the others get the new list of players. */
  private catchUpOthers(peer: Peer, place: number | null): void {
    this.catchUp(peer, place);
    const players = this.players();
    this.places.forEach((p, i) => {
      if (!p.peer || p.peer === peer) return;
      const message = this.viewMessage(i, [], players);
      if (message.t === 'view') this.noteLegal(this.seatOf(i), message.view.legal);
      this.outbox.send(p.peer, message);
    });
    if (this.spectators.size) {
      const message = this.viewMessage(null, [], players);
      for (const s of this.spectators) if (s !== peer) this.outbox.send(s, message);
    }
  }

  watch(peer: Peer): Failure | null {
    if (this.closed) return CLOSED;
    this.spectators.add(peer);
    peer.tableId = this.id;
    this.outbox.send(peer, { t: 'joined', table: this.id, seat: null, token: null });
    this.catchUp(peer, null);
    return null;
  }

  /** Fills up to `count` empty places (all of them by default) with bots. */
  addBots(count = 4): Failure | null {
    if (this.closed) return CLOSED;
    const empty = this.places.flatMap((p, i) => (p.kind === 'empty' ? [i] : [])).slice(0, count);
    if (empty.length === 0) return failure('table-full', 'there is no empty place for a bot');
    for (const place of empty) {
      const name = `Bot ${place + 1}`;
      Object.assign(this.places[place], { ...emptyPlace(), kind: 'bot', name });
      this.journal.append({ k: 'place', place, kind: 'bot', name, token: null });
    }
    this.broadcast([]);
    this.proceed();
    this.changed();
    return null;
  }

  leave(peer: Peer): void {
    peer.tableId = null;
    if (this.closed) return void peer.send({ t: 'left', table: this.id });
    if (this.spectators.delete(peer)) {
      peer.send({ t: 'left', table: this.id });
      return;
    }
    const place = this.placeOf(peer);
    if (place < 0) return;
    const p = this.places[place];
    if (p.graceTimer) clearTimeout(p.graceTimer);
    if (this.status() === 'waiting') {
      Object.assign(p, emptyPlace());
      this.journal.append({ k: 'place', place, kind: 'empty', name: null, token: null });
    } else {
      const name = `Bot ${place + 1}`;
      Object.assign(p, { ...emptyPlace(), kind: 'bot', name, vacated: true });
      this.journal.append({ k: 'place', place, kind: 'bot', name, token: null, vacated: true });
    }
    peer.send({ t: 'left', table: this.id });
    if (this.humans().length === 0) return this.close();
    this.broadcast([]);
    this.proceed();
    this.changed();
  }

  disconnected(peer: Peer): void {
    if (this.spectators.delete(peer) || this.closed) return;
    const place = this.placeOf(peer);
    if (place < 0) return;
    const p = this.places[place];
    p.peer = null;
    if (this.paused()) this.abandoned = true;
    this.startGrace(p);
    this.broadcast([]);
    // The one who left no longer holds up the deal or the next hand.
    if (this.round && this.round.complete(this.present())) this.finishRound(this.round);
    this.proceed();
    this.changed();
  }

  private startGrace(p: Place): void {
    if (p.graceTimer) clearTimeout(p.graceTimer);
    p.graceEndsAt = Date.now() + this.timing.graceMs;
    p.graceTimer = setTimeout(() => {
      p.graceTimer = null;
      if (p.peer || p.kind !== 'human') return;
      p.covered = true;
      this.broadcast([]);
      this.proceed();
    }, this.timing.graceMs);
  }

  /** Closes the table for good (everyone left, or the game ended long ago). */
  close(): void {
    if (this.closed) return;
    this.stopTimers();
    this.closed = true;
    if (!this.state.game.over) this.journal.append({ k: 'closed' });
    for (const p of this.places) {
      if (p.peer) {
        p.peer.tableId = null;
        this.outbox.send(p.peer, { t: 'left', table: this.id });
      }
    }
    for (const s of this.spectators) {
      s.tableId = null;
      this.outbox.send(s, { t: 'left', table: this.id });
    }
    void this.journal.close();
    this.init.onClose(this);
  }

  /** Resolves once every journal record so far is on disk. */
  settled(): Promise<void> {
    return this.journal.settled();
  }

  /** Host shutdown: stop moving, keep the journal resumable. */
  async shutdown(): Promise<void> {
    this.stopTimers();
    this.closed = true;
    await this.journal.close();
  }

  private stopTimers(): void {
    this.clock.stop();
    for (const t of [this.roundTimer, this.claimTimer, this.pauseTimer, this.nextHandTimer, this.botTimer, this.finishTimer]) if (t) clearTimeout(t);
    if (this.aiTick) clearImmediate(this.aiTick);
    this.aiTick = null;
    for (const ai of this.ais.values()) ai.close();
    this.ais.clear();
    this.endCeremony();
    for (const p of this.places) if (p.graceTimer) clearTimeout(p.graceTimer);
    this.round = null;
  }
}
