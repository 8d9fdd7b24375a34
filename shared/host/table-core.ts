/**
 * One table's host, written once: hands and the commit–reveal round before each, the ceremony's
 * wait, the next-hand timer, and the requests of the peers (join, take back, watch, leave, act,
 * entropy, next hand, log export) with the places' grace periods. The server (electron/server/
 * table.ts) and the practice table (renderer/src/transport/local.ts) are thin shells around it.
 */
import { gameLogFile, gameLogRefusal, type GameLogFile, type LogFormat } from '../rules/riichi/logs/game-log';
import { answersWindow } from '../table/pacing';
import type { Seat } from '../table/types';
import { toAction, type Act } from './moves';
import { emptyPlace, newToken, pinMatches, tokenHash, type Place } from './places';
import { revealMessage } from './reveal';
import { FairnessRound } from './round';
import { CLOSED, failure, type Failure } from './table-base';
import { TablePlay } from './table-play';
import type { TimerHandle } from './clock';
import type { HostMessage, HostPeer } from './wire';

export { CLOSED, failure, type CoreInit, type Failure, type HostSink, type HostTiming } from './table-base';

export class TableCore<P extends HostPeer> extends TablePlay<P> {
  private roundTimer: TimerHandle | null = null;
  private finishTimer: TimerHandle | null = null;
  /** Every player present went away without leaving (a closed tab), rather than not having come back yet to a resumed table. */
  private abandoned = false;
  /** Club night: no further hand is dealt (the table's round of the evening is over). */
  private halted = false;

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

  /**
   * Whether lobbies list this table. One nobody can join whose players all went away (a practice
   * table whose tab was closed) is not: it waits for its players' seat tokens, unseen. A resumed
   * table waiting for its players to come back is listed.
   */
  listed(): boolean {
    return !(this.abandoned && this.paused() && this.summary().freeSeats === 0);
  }

  // ---- hands and the fairness round ---------------------------------------------------------

  protected lastReveal(): HostMessage | null {
    const hand = this.state.hand;
    return hand?.phase === 'over' && this.fairness && this.fairness.hand === hand.index ? revealMessage(this.id, this.preset, this.fairness) : null;
  }

  protected revealNow(): void {
    if (this.fairness) this.toAll(revealMessage(this.id, this.preset, this.fairness));
  }

  protected betweenHands(): void {
    for (const p of this.places) p.ready = false;
    this.nextHandTimer.newPause();
    this.armNextHand();
  }

  /** The next hand starts after a pause even if not everyone asked for it (again after a wait for absent players). */
  protected armNextHand(): void {
    if (!this.state.game.over) this.nextHandTimer.arm(this.timing.nextHandMs);
  }

  protected beginRoundSoon(): void {
    this.nextHandTimer.soon(this.timing.botDelayMs);
  }

  protected nextHandDue(): void {
    this.beginRound();
  }

  protected beginRound(): void {
    if (this.closed || this.halted || this.round || this.paused() || this.state.game.over) return;
    if (this.state.hand && this.state.hand.phase !== 'over') return;
    if (this.places.some((p) => p.kind === 'empty')) return;
    this.nextHandTimer.clear();
    const hand = this.state.hand ? this.state.hand.index + 1 : 0;
    const round = new FairnessRound(hand, this.clock.now() + this.timing.entropyMs, this.random);
    this.round = round;
    this.toAll(this.commitMessage(round));
    this.broadcast([]);
    this.sink.changed();
    if (round.complete(this.present())) this.roundTimer = this.clock.defer(() => this.finishRound(round));
    else this.roundTimer = this.clock.setTimer(() => this.finishRound(round), this.timing.entropyMs);
  }

  private finishRound(round: FairnessRound): void {
    if (this.round !== round || this.closed) return;
    if (this.roundTimer) this.clock.clearTimer(this.roundTimer);
    this.roundTimer = null;
    this.round = null;
    const record = round.finish(this.state.game.dealer, this.state.playerAtSeat === null);
    this.sink.record({ k: 'hand', ...record });
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
    const timer = this.clock.setTimer(() => this.endCeremony(true), this.timing.ceremonyMs);
    this.ceremony = { hand: index, watching, timer };
  }

  private endCeremony(proceed = false): void {
    if (!this.ceremony) return;
    this.clock.clearTimer(this.ceremony.timer);
    this.ceremony = null;
    if (proceed) this.proceed();
  }

  ceremonyDone(peer: P, hand: number): Failure | null {
    if (this.closed) return CLOSED;
    const place = this.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const ceremony = this.ceremony;
    if (!ceremony || ceremony.hand !== hand) return null; // already over: nothing to wait for
    ceremony.watching.delete(place);
    if (ceremony.watching.size === 0) this.endCeremony(true);
    return null;
  }

  protected finish(): void {
    this.sink.record({ k: 'closed' });
    // A finished table stays for its results, then goes.
    this.finishTimer = this.clock.setTimer(() => this.close(), 10 * 60_000, true);
  }

  // ---- requests from peers ------------------------------------------------------------------

  /** A player's move; `shown` runs once the view that shows it (if any) has been delivered. */
  act(peer: P, message: Act, shown?: () => void): Failure | null {
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
    this.turnClock.moved(place);
    // Written before the player is told: after a crash the resumed window holds it again.
    if (result === 'held') this.sink.record({ k: 'held', a: action });
    if (result === 'held' || this.seq === seqBefore) {
      // The player alone is shown the window as answered (held, or applied while others still think).
      this.sendView(peer, place, [], this.players());
      // A held answer's wait is the window's pause, not the host's work: only moves applied at once are timed.
      if (result === 'held') return null;
    }
    if (shown) this.sink.then(shown);
    return null;
  }

  entropy(peer: P, hand: number, value: string): Failure | null {
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

  nextHand(peer: P): Failure | null {
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

  /**
   * A player at the table opens (`watching`) or closes the last hand's replay: the next hand's
   * timer waits while one watches, within its bound (next-hand-timer.ts). Spectators cannot hold it.
   */
  watchReplay(peer: P, watching: boolean): Failure | null {
    if (this.closed) return CLOSED;
    const place = this.placeOf(peer);
    if (place < 0) return failure('not-seated', 'only a player at the table can hold the next hand');
    if (watching && this.status() !== 'between-hands') return failure('not-allowed', 'the next hand can only be held between hands');
    if (this.nextHandTimer.watch(place, watching)) this.broadcast([]);
    return null;
  }

  /** The finished game's log, for anyone at the table or watching it; riichi games only. */
  exportLog(peer: P, format: LogFormat): GameLogFile | Failure {
    if (this.placeOf(peer) < 0 && !this.isSpectator(peer)) return failure('not-seated', 'only a player or a spectator at the table can export its log');
    const refused = gameLogRefusal(this.state);
    if (refused) return failure('not-allowed', refused);
    return gameLogFile(this.initial, this.actions, this.state, format, this.places.map((p) => p.name), this.name);
  }

  /** Is this the table's PIN (or does it need none)? Guessing is slowed per address by the server's connection (pin-guard.ts). */
  checkPin(attempt: string | undefined): Failure | null {
    if (!this.pin) return null;
    if (attempt !== undefined && pinMatches(this.pin, attempt)) return null;
    return failure('wrong-pin', 'this table needs its PIN');
  }

  join(peer: P, wanted: number | undefined): { place: number; token: string } | Failure {
    if (this.closed) return CLOSED;
    const open = (p: Place<P>) => p.kind === 'empty' || (p.kind === 'bot' && p.vacated);
    let place: number;
    if (wanted !== undefined) {
      if (!open(this.places[wanted])) return failure('seat-taken', `place ${wanted} is taken`);
      place = wanted;
    } else {
      place = this.places.findIndex((p) => p.kind === 'empty');
      if (place < 0) place = this.places.findIndex(open);
      if (place < 0) return failure('table-full', 'every place at this table is taken');
    }
    const token = newToken(this.random);
    const p = this.places[place];
    Object.assign(p, { kind: 'human', name: peer.name, tokenHash: tokenHash(token), vacated: false, peer, covered: false, ready: false });
    this.sink.record({ k: 'place', place, kind: 'human', name: peer.name, token: p.tokenHash });
    this.seated(peer, place, token);
    return { place, token };
  }

  /** Reconnecting with a seat token: the place and its full state come back to the player. */
  takeBack(peer: P, place: number, token: string): Failure | null {
    if (this.closed) return CLOSED;
    const p = this.places[place];
    const old = p.peer;
    if (old && old !== peer) {
      old.tableId = null;
      old.send({ t: 'left', table: this.id });
      old.close(4000, 'your seat was taken back by a newer connection');
    }
    if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    Object.assign(p, { peer, covered: false, graceTimer: null });
    this.abandoned = false;
    this.seated(peer, place, token);
    return null;
  }

  private seated(peer: P, place: number, token: string): void {
    this.spectators.delete(peer);
    peer.tableId = this.id;
    this.sink.send(peer, { t: 'joined', table: this.id, seat: place as Seat, token });
    this.catchUpOthers(peer, place);
    this.proceed();
    this.sink.changed();
  }

  watch(peer: P): Failure | null {
    if (this.closed) return CLOSED;
    this.spectators.add(peer);
    peer.tableId = this.id;
    this.sink.send(peer, { t: 'joined', table: this.id, seat: null, token: null });
    this.catchUp(peer, null);
    return null;
  }

  /** Fills up to `count` empty places (all of them by default) with bots. */
  addBots(count = 4): Failure | null {
    if (this.closed) return CLOSED;
    const empty = this.places.flatMap((p, i) => (p.kind === 'empty' ? [i] : [])).slice(0, count);
    if (empty.length === 0) return failure('table-full', 'there is no empty place for a bot');
    for (const place of empty) this.seatBot(place, `Bot ${place + 1}`);
    this.broadcast([]);
    this.proceed();
    this.sink.changed();
    return null;
  }

  /** A bot takes an empty place (journalled as a bot's). */
  protected seatBot(place: number, name: string): void {
    Object.assign(this.places[place], { ...emptyPlace(), kind: 'bot', name });
    this.sink.record({ k: 'place', place, kind: 'bot', name, token: null });
  }

  leave(peer: P): void {
    peer.tableId = null;
    if (this.closed) return void peer.send({ t: 'left', table: this.id });
    if (this.spectators.delete(peer)) {
      peer.send({ t: 'left', table: this.id });
      return;
    }
    const place = this.placeOf(peer);
    if (place < 0) return;
    const p = this.places[place];
    if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    this.nextHandTimer.watch(place, false);
    if (this.status() === 'waiting') {
      Object.assign(p, emptyPlace());
      this.sink.record({ k: 'place', place, kind: 'empty', name: null, token: null });
    } else {
      const name = `Bot ${place + 1}`;
      Object.assign(p, { ...emptyPlace(), kind: 'bot', name, vacated: true });
      this.sink.record({ k: 'place', place, kind: 'bot', name, token: null, vacated: true });
    }
    peer.send({ t: 'left', table: this.id });
    if (this.humans().length === 0) return this.close();
    this.broadcast([]);
    this.proceed();
    this.sink.changed();
  }

  disconnected(peer: P): void {
    if (this.spectators.delete(peer) || this.closed) return;
    const place = this.placeOf(peer);
    if (place < 0) return;
    const p = this.places[place];
    p.peer = null;
    this.nextHandTimer.watch(place, false);
    if (this.paused()) this.abandoned = true;
    this.startGrace(p);
    this.broadcast([]);
    // The one who left no longer holds up the deal or the next hand.
    if (this.round && this.round.complete(this.present())) this.finishRound(this.round);
    this.proceed();
    this.sink.changed();
  }

  private startGrace(p: Place<P>): void {
    if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    p.graceEndsAt = this.clock.now() + this.timing.graceMs;
    p.graceTimer = this.clock.setTimer(() => {
      p.graceTimer = null;
      if (p.peer || p.kind !== 'human') return;
      p.covered = true;
      this.broadcast([]);
      this.proceed();
    }, this.timing.graceMs);
  }

  // ---- club night (electron/server/club.ts): a drawn table ---------------------------------------

  /** Reserves an empty place for a named player: only the holder of `token` takes it (by `resume`); a bot covers it after the grace period. */
  reserve(place: number, name: string, token: string): Failure | null {
    if (this.closed) return CLOSED;
    const p = this.places[place];
    if (!p || p.kind !== 'empty') return failure('seat-taken', `place ${place} is taken`);
    Object.assign(p, { ...emptyPlace(), kind: 'human', name, tokenHash: tokenHash(token) });
    this.sink.record({ k: 'place', place, kind: 'human', name, token: p.tokenHash });
    this.startGrace(p);
    this.broadcast([]);
    this.proceed();
    this.sink.changed();
    return null;
  }

  /** The player at `place` has left the evening: a bot plays the place to the end of the game (nobody may take it). */
  botTakesOver(place: number): void {
    const p = this.places[place];
    if (this.closed || !p || p.kind !== 'human') return;
    if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    const peer = p.peer;
    this.seatBot(place, `Bot ${place + 1}`);
    if (peer) {
      peer.tableId = null;
      this.sink.send(peer, { t: 'left', table: this.id });
    }
    this.broadcast([]);
    this.proceed();
    this.sink.changed();
  }

  /** No further hand is dealt: the table's round of the evening is over. */
  halt(): void {
    this.halted = true;
    this.nextHandTimer.clear();
  }

  /** Closes the table for good (everyone left, or the game ended long ago). */
  close(): void {
    if (this.closed) return;
    this.stop();
    if (!this.state.game.over) this.sink.record({ k: 'closed' });
    for (const p of this.places) {
      if (p.peer) {
        p.peer.tableId = null;
        this.sink.send(p.peer, { t: 'left', table: this.id });
      }
    }
    for (const s of this.spectators) {
      s.tableId = null;
      this.sink.send(s, { t: 'left', table: this.id });
    }
    this.sink.closed();
  }

  /** Stops every timer: nothing moves any more (the table stays as it is, e.g. resumable). */
  stop(): void {
    this.stopPlay();
    for (const t of [this.roundTimer, this.finishTimer]) if (t) this.clock.clearTimer(t);
    this.roundTimer = this.finishTimer = null;
    this.nextHandTimer.clear();
    this.stopOthers();
    this.endCeremony();
    for (const p of this.places) if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    this.round = null;
    this.closed = true;
  }

  /** The other deciders stop too (the server's mjai AIs). */
  protected stopOthers(): void {}
}
