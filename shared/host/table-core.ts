/**
 * One table's host, written once, composed of parts with one job each: the ground they share
 * (table-ground.ts), what everyone is sent (views.ts), the play (play.ts) and the hands
 * (hands.ts). The core itself keeps the places and the requests of the peers that take them
 * (join, take back, watch, leave) with the places' grace periods, club night's reserved places
 * (a club table's places are the evening's: nobody joins there, and leaving it steps away), and
 * the table's closing. Whoever plays a place (person, bot, mjai AI) is a seat player
 * (seat-player.ts). The server (electron/server/table.ts) and the practice table
 * (renderer/src/transport/local.ts) build it with their sink (journal, transport) and clock.
 */
import type { Action, Seat, TableState } from '../table/types';
import type { ArrangedDeal } from '../table/arranged';
import type { GameLogFile, LogFormat } from '../history/logs';
import type { SparrowLog } from '../history/sparrow-log';
import type { PlayerInfo, TableStatus, TableSummary } from '../protocol';
import type { Preset } from '../rules/presets';
import { Hands } from './hands';
import { sendHandSteps, type HandLog } from './hand-steps';
import type { Act } from './moves';
import { botSeat } from './bot-seat';
import { DrawnPlaces, NOT_DRAWN } from './drawn-places';
import { botName, newToken, pinMatches, tokenHash, type Place } from './places';
import { Play } from './play';
import type { PinHash } from './records';
import { personSeat, SeatPlayers, type SeatTable } from './seat-player';
import { CLOSED, failure, TableGround, type CoreInit, type Failure } from './table-ground';
import { Views } from './views';
import type { HostPeer } from './wire';

export { CLOSED, failure, type CoreInit, type Failure, type HostTiming } from './table-ground';

export class TableCore<P extends HostPeer> {
  private readonly g: TableGround<P>;
  private readonly views: Views<P>;
  private readonly play: Play<P>;
  private readonly hands: Hands<P>;
  private readonly seats: SeatPlayers;
  /** A club night's table: its drawn players' places (drawn-places.ts). */
  readonly drawn: DrawnPlaces<P>;
  private readonly restored: CoreInit<P>['restored'];
  /** A club night's table (CoreInit.unlisted): its places are the evening's. */
  private readonly unlisted: boolean;
  /** Every player present went away without leaving (a closed tab), rather than not having come back yet to a resumed table. */
  private abandoned = false;

  constructor(init: CoreInit<P>) {
    this.restored = init.restored;
    this.unlisted = init.unlisted === true;
    const g = (this.g = new TableGround<P>(init, { timeUp: (place, idle) => this.play.timeUp(place, idle), nextHandDue: () => this.hands.nextHandDue() }));
    this.views = new Views(g, () => this.hands.lastReveal());
    g.nextHandTimer.onChange = () => this.views.broadcast([]);
    this.hands = new Hands(g, this.views, { dispatch: (a) => this.play.dispatch(a), proceed: () => this.play.proceed(), close: () => this.close() });
    const table = this.seatTable();
    this.seats = new SeatPlayers(botSeat(table), [personSeat(g.places), ...(init.others ? [init.others(table)] : [])]);
    this.play = new Play(g, this.views, this.hands, this.seats);
    this.drawn = new DrawnPlaces(g, { startGrace: (p) => this.startGrace(p), placesChanged: () => this.placesChanged(), notWatching: (place) => this.hands.notWatching(place) });
  }

  /** What the seat players see of the table and may do at it. */
  private seatTable(): SeatTable {
    const g = this.g;
    return {
      id: g.id,
      preset: g.preset,
      timing: g.timing,
      places: g.places,
      clock: g.clock,
      state: () => g.state,
      closed: () => g.closed,
      dealing: () => g.round !== null,
      seatOf: (place) => g.seatOf(place),
      decider: (place) => this.seats.decider(place),
      answersHeld: () => g.pause.active,
      mayAsk: (seat) => !g.closed && !g.paused() && g.status() === 'playing' && g.botsMayMove() && !g.pause.holds(seat),
      submit: (action) => this.play.submit(action, null),
      proceed: () => this.play.proceed(),
      seatBot: (place, name) => this.seatBot(place, name),
      placesChanged: () => this.placesChanged(),
    };
  }

  // ---- what the table looks like --------------------------------------------------------------

  get id(): string {
    return this.g.id;
  }
  get name(): string {
    return this.g.name;
  }
  get preset(): Preset {
    return this.g.preset;
  }
  get pin(): PinHash | null {
    return this.g.pin;
  }
  get created(): number {
    return this.g.created;
  }
  get state(): TableState {
    return this.g.state;
  }
  get seq(): number {
    return this.g.seq;
  }
  get places(): Place<P>[] {
    return this.g.places;
  }
  get closed(): boolean {
    return this.g.closed;
  }

  /** The state before the first action, every action since and each one's step (the game's log). */
  history(): HandLog {
    return { initial: this.g.initial, actions: this.g.actions, steps: this.g.steps };
  }
  status(): TableStatus {
    return this.g.status();
  }
  summary(): TableSummary {
    return this.g.summary();
  }
  players(): PlayerInfo[] {
    return this.g.players();
  }
  placeOf(peer: P): number {
    return this.g.placeOf(peer);
  }
  isSpectator(peer: P): boolean {
    return this.g.spectators.has(peer);
  }
  placeForToken(token: string): number {
    return this.g.placeForToken(token);
  }
  seatOf(place: number): Seat {
    return this.g.seatOf(place);
  }
  /** The table waits on a person at it (table-ground.ts): a fake clock's driver holds the time. */
  awaitsPeople(): boolean {
    // After a halted table's last hand nobody is awaited: no next hand is coming to ask for.
    if (this.hands.dealsNoMore && this.state.hand?.phase === 'over') return false;
    return this.g.awaitsPeople();
  }

  // ---- the players' requests during a game (play.ts, hands.ts) ----------------------------------

  act(peer: P, message: Act): Failure | null {
    return this.play.act(peer, message);
  }
  playAgain(peer: P): Failure | null {
    return this.play.playAgain(peer);
  }
  entropy(peer: P, hand: number, value: string): Failure | null {
    return this.hands.entropy(peer, hand, value);
  }
  ceremonyDone(peer: P, hand: number): Failure | null {
    return this.hands.ceremonyDone(peer, hand);
  }
  nextHand(peer: P): Failure | null {
    return this.hands.nextHand(peer);
  }
  watchReplay(peer: P, watching: boolean): Failure | null {
    return this.hands.watchReplay(peer, watching);
  }
  /** `replaySteps`: the hand's steps as `peer` (asking from address `from`) was sent them (hand-steps.ts). */
  handSteps(peer: P, hand: number, from: string): Failure | null {
    return sendHandSteps(this.g, peer, hand, from);
  }
  exportLog(peer: P, format: LogFormat): GameLogFile | Failure {
    return this.hands.exportLog(peer, format);
  }
  sparrowLog(): SparrowLog {
    return this.hands.sparrowLog();
  }
  /** No further hand is dealt: the table's round of the evening is over. */
  halt(): void {
    this.hands.halt();
  }
  /** Tests only (see play.ts). */
  arrangeFirstDealForTest(deal: ArrangedDeal): string | null {
    return this.play.arrangeFirstDealForTest(deal);
  }

  // ---- the table's life ----------------------------------------------------------------------

  /** After creating or resuming: start whatever the state calls for. */
  start(): void {
    for (const p of this.g.places) if (p.kind === 'human' && !p.peer) this.startGrace(p);
    const held = this.restored?.held ?? [];
    if (held.length && this.g.state.hand?.phase === 'claims') {
      // The window the crash interrupted: its pause starts again, holding the answers players were told were taken.
      this.play.windowOpened();
      for (const action of held) this.g.pause.offer(this.g.state, action, null);
    }
    if (this.g.state.hand?.phase === 'over' && !this.g.state.game.over) this.hands.betweenHands();
    this.play.proceed();
  }

  /**
   * Whether lobbies list this table. One nobody can join whose players all went away (a practice
   * table whose tab was closed) is not: it waits for its players' seat tokens, unseen. A resumed
   * table waiting for its players to come back is listed.
   */
  listed(): boolean {
    if (this.unlisted) return false;
    return !(this.abandoned && this.g.paused() && this.g.summary().freeSeats === 0);
  }

  // ---- places ------------------------------------------------------------------------------

  /** Is this the table's PIN (or does it need none)? Guessing is slowed per address by the server's connection (pin-guard.ts). */
  checkPin(attempt: string | undefined): Failure | null {
    if (!this.g.pin) return null;
    if (attempt !== undefined && pinMatches(this.g.pin, attempt)) return null;
    return failure('wrong-pin', 'this table needs its PIN');
  }

  join(peer: P, wanted: number | undefined): { place: number; token: string } | Failure {
    if (this.g.closed) return CLOSED;
    if (this.unlisted) return NOT_DRAWN;
    const left = (p: Place<P> | undefined) => p?.kind === 'bot' && p.vacated;
    // A left place is taken between hands: whoever took it mid-hand would see that hand's tiles.
    const inPlay = this.g.state.hand !== null && this.g.state.hand.phase !== 'over';
    const IN_PLAY = failure('place-in-play', 'a bot plays that place until this hand is over: take it then');
    let place: number;
    if (wanted !== undefined) {
      if (left(this.g.places[wanted]) && inPlay) return IN_PLAY;
      if (this.g.places[wanted]?.kind !== 'empty' && !left(this.g.places[wanted])) return failure('seat-taken', `place ${wanted} is taken`);
      place = wanted;
    } else {
      place = this.g.places.findIndex((p) => p.kind === 'empty');
      if (place < 0) place = this.g.places.findIndex(left);
      if (place >= 0 && left(this.g.places[place]) && inPlay) return IN_PLAY;
      if (place < 0) return failure('table-full', 'every place at this table is taken');
    }
    const token = newToken(this.g.random);
    this.g.placeTo(place, { kind: 'human', name: peer.name, tokenHash: tokenHash(token), owner: peer.owner ?? null, peer });
    this.seated(peer, place, token);
    return { place, token };
  }

  /** Reconnecting with a seat token: the place and its full state come back to the player. */
  takeBack(peer: P, place: number, token: string): Failure | null {
    if (this.g.closed) return CLOSED;
    const p = this.g.places[place];
    const old = p.peer;
    if (old && old !== peer) {
      old.tableId = null;
      old.send({ t: 'left', table: this.g.id, elsewhere: true });
      old.close(4000, 'your seat was taken back by a newer connection');
    }
    if (p.graceTimer) this.g.clock.clearTimer(p.graceTimer);
    Object.assign(p, { peer, covered: false, graceTimer: null, ...(peer.owner ? { owner: peer.owner } : {}) });
    // A drawn player has come: from now on their table waits for them like for anyone away.
    if (p.awaited) {
      p.awaited = false;
      this.g.recordPlace(place);
    }
    this.abandoned = false;
    this.seated(peer, place, token);
    return null;
  }

  private seated(peer: P, place: number, token: string): void {
    this.g.spectators.delete(peer);
    peer.tableId = this.id;
    this.hands.notWatching(place);
    this.g.sink.send(peer, { t: 'joined', table: this.g.id, seat: place as Seat, token, name: this.g.name, ...this.clubTable() });
    this.views.catchUpOthers(peer, place);
    this.play.proceed();
    this.g.sink.changed();
  }

  watch(peer: P): Failure | null {
    if (this.g.closed) return CLOSED;
    this.g.spectators.add(peer);
    peer.tableId = this.id;
    this.g.sink.send(peer, { t: 'joined', table: this.g.id, seat: null, token: null, name: this.g.name, ...this.clubTable() });
    this.views.catchUp(peer, null);
    return null;
  }

  private clubTable(): { club?: true } {
    return this.unlisted ? { club: true } : {};
  }

  /** Fills up to `count` empty places (all of them by default) with bots. */
  addBots(count = 4): Failure | null {
    if (this.g.closed) return CLOSED;
    const empty = this.g.places.flatMap((p, i) => (p.kind === 'empty' ? [i] : [])).slice(0, count);
    if (empty.length === 0) return failure('table-full', 'there is no empty place for a bot');
    for (const place of empty) this.seatBot(place);
    this.placesChanged();
    return null;
  }

  /** A bot takes a place (journalled as a bot's); unless given a name (an mjai AI's), "Bot" and the lowest number free at the table (placeTo). */
  seatBot(place: number, name?: string, vacated = false): void {
    this.g.placeTo(place, { kind: 'bot', name: name ?? botName(1), vacated });
  }

  /** Everyone sees the places as they are now, and whatever they allow moves. */
  placesChanged(): void {
    this.views.broadcast([]);
    this.play.proceed();
    this.g.sink.changed();
  }

  leave(peer: P): void {
    peer.tableId = null;
    if (this.g.closed) return void peer.send({ t: 'left', table: this.g.id });
    if (this.g.spectators.delete(peer)) {
      peer.send({ t: 'left', table: this.g.id });
      return;
    }
    const place = this.g.placeOf(peer);
    if (place < 0) return;
    // A club table's place stays its drawn player's (their seat token takes it back): they step away, and a bot plays meanwhile.
    if (this.unlisted) {
      this.g.sink.send(peer, { t: 'left', table: this.g.id });
      return this.away(place, true);
    }
    this.hands.notWatching(place);
    if (this.g.status() === 'waiting') this.g.placeTo(place, { kind: 'empty', name: null });
    else this.seatBot(place, undefined, true);
    peer.send({ t: 'left', table: this.g.id });
    if (this.g.humans().length === 0) return this.close();
    this.placesChanged();
  }

  disconnected(peer: P): void {
    if (this.g.spectators.delete(peer) || this.g.closed) return;
    const place = this.g.placeOf(peer);
    if (place >= 0) this.away(place, false);
  }

  /**
   * The player at `place` is gone for now: the table waits for them as for anyone away (it is
   * paused while nobody is here); a bot plays for them after the grace period, or at once if they
   * stepped away (`stepped`: a club table's player who left it).
   */
  private away(place: number, stepped: boolean): void {
    const p = this.g.places[place];
    p.peer = null;
    this.hands.notWatching(place);
    if (this.g.paused()) this.abandoned = true;
    if (!stepped) this.startGrace(p);
    else {
      if (p.graceTimer) this.g.clock.clearTimer(p.graceTimer);
      Object.assign(p, { graceTimer: null, graceEndsAt: null, covered: true });
    }
    this.views.broadcast([]);
    // The one who left no longer holds up the deal or the next hand.
    if (this.g.round && this.g.round.complete(this.g.present())) this.hands.finishRound(this.g.round);
    this.play.proceed();
    this.g.sink.changed();
  }

  private startGrace(p: Place<P>): void {
    if (p.graceTimer) this.g.clock.clearTimer(p.graceTimer);
    p.graceEndsAt = this.g.clock.now() + this.g.timing.graceMs;
    p.graceTimer = this.g.clock.setTimer(() => {
      p.graceTimer = null;
      if (p.peer || p.kind !== 'human') return;
      p.covered = true;
      this.views.broadcast([]);
      this.play.proceed();
    }, this.g.timing.graceMs);
  }

  /** Closes the table for good (everyone left, or the game ended long ago). */
  close(): void {
    if (this.g.closed) return;
    this.stop();
    if (!this.g.state.game.over) this.g.sink.record({ k: 'closed' });
    for (const p of this.g.places) {
      if (p.peer) {
        p.peer.tableId = null;
        this.g.sink.send(p.peer, { t: 'left', table: this.g.id });
      }
    }
    for (const s of this.g.spectators) {
      s.tableId = null;
      this.g.sink.send(s, { t: 'left', table: this.g.id });
    }
    this.g.sink.closed();
  }

  /** Stops every timer: nothing moves any more (the table stays as it is, e.g. resumable). */
  stop(): void {
    this.play.stopPlay();
    this.hands.stopHands();
    this.seats.stop();
    for (const p of this.g.places) if (p.graceTimer) this.g.clock.clearTimer(p.graceTimer);
    this.g.closed = true;
  }
}
