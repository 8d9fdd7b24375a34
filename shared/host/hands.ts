/**
 * A table's hands: the commit–reveal round before each deal, the ceremony's wait, the pause
 * between hands, the players' requests about them (entropy, ceremony done, next hand, replay),
 * the game's end, and its log.
 */
import { logRefusal, type GameLogFile, type LogFormat } from '../history/logs';
import { sparrowLog, sparrowLogFile, type SparrowLog } from '../history/sparrow-log';
import { gameLogFile } from '../rules/riichi/logs/game-log';
import type { Action, ApplyResult } from '../table/types';
import type { TimerHandle } from './clock';
import type { PlayHands } from './play';
import { revealMessage } from './reveal';
import { FairnessRound, type FairnessRecord } from './round';
import { explicitDealFor } from '../table/arranged';
import { CLOSED, failure, type Failure, type TableGround } from './table-ground';
import type { Views } from './views';
import type { HostMessage, HostPeer } from './wire';

/** What the hands need of the play and of the table around them. */
export interface HandsTable {
  dispatch(action: Action): ApplyResult;
  proceed(): void;
  /** Closes the table for good (a finished one, after a while). */
  close(): void;
}

export class Hands<P extends HostPeer> implements PlayHands {
  private roundTimer: TimerHandle | null = null;
  private finishTimer: TimerHandle | null = null;
  /** Club night: no further hand is dealt (the table's round of the evening is over). */
  private halted = false;

  constructor(
    private readonly g: TableGround<P>,
    private readonly views: Views<P>,
    private readonly table: HandsTable,
  ) {}

  // ---- hands and the fairness round ---------------------------------------------------------

  lastReveal(): HostMessage | null {
    const hand = this.g.state.hand;
    return hand?.phase === 'over' && this.g.fairness && this.g.fairness.hand === hand.index ? revealMessage(this.g.id, this.g.preset, this.g.fairness) : null;
  }

  revealNow(): void {
    if (this.g.fairness) this.views.toAll(revealMessage(this.g.id, this.g.preset, this.g.fairness));
  }

  betweenHands(): void {
    for (const p of this.g.places) p.ready = false;
    this.g.nextHandTimer.newPause();
    this.armNextHand();
  }

  /** The next hand starts after a pause even if not everyone asked for it (again after a wait for absent players). */
  armNextHand(): void {
    if (!this.g.state.game.over) this.g.nextHandTimer.arm(this.g.timing.nextHandMs);
  }

  beginRoundSoon(): void {
    this.g.nextHandTimer.soon(this.g.timing.botDelayMs);
  }

  nextHandDue(): void {
    this.beginRound();
  }

  beginRound(): void {
    if (this.g.closed || this.halted || this.g.round || this.g.paused() || this.g.state.game.over) return;
    if (this.g.state.hand && this.g.state.hand.phase !== 'over') return;
    if (this.g.places.some((p) => p.kind === 'empty')) return;
    this.g.nextHandTimer.clear();
    const hand = this.g.state.hand ? this.g.state.hand.index + 1 : 0;
    const round = new FairnessRound(hand, this.g.clock.now() + this.g.timing.entropyMs, this.g.random);
    this.g.round = round;
    this.views.toAll(this.views.commitMessage(round));
    this.views.broadcast([]);
    this.g.sink.changed();
    if (round.complete(this.g.present())) this.roundTimer = this.g.clock.defer(() => this.finishRound(round));
    else this.roundTimer = this.g.clock.setTimer(() => this.finishRound(round), this.g.timing.entropyMs);
  }

  finishRound(round: FairnessRound): void {
    if (this.g.round !== round || this.g.closed) return;
    if (this.roundTimer) this.g.clock.clearTimer(this.roundTimer);
    this.roundTimer = null;
    this.g.round = null;
    const seating = this.g.state.playerAtSeat === null;
    const finished = round.finish(this.g.state.game.dealer, seating);
    const arranged = finished.hand === 0 && this.g.arrangedFirstDeal ? explicitDealFor(this.g.preset, finished.seed, finished.dealer, this.g.arrangedFirstDeal, seating) : null;
    const record: FairnessRecord = arranged ? { ...finished, dealt: 'arranged' } : finished;
    this.g.sink.record({ k: 'hand', ...record });
    this.g.fairness = record;
    this.beginCeremony(record.hand);
    const result = this.table.dispatch(arranged ? { type: 'startHand', seed: record.seed, deal: arranged } : { type: 'startHand', seed: record.seed });
    if (result.ok) this.g.handRecords.push(record);
    else console.error(`sparrow: table ${this.g.id}: the deal was refused: ${result.error.message}`);
  }

  /** The players present watch the dice, the wall and the deal; the bots start when they have (or after a while). */
  private beginCeremony(index: number): void {
    this.endCeremony();
    const watching = new Set(this.g.present());
    if (watching.size === 0 || this.g.timing.ceremonyMs <= 0) return;
    const timer = this.g.clock.setTimer(() => this.endCeremony(true), this.g.timing.ceremonyMs);
    this.g.ceremony = { hand: index, watching, timer };
  }

  private endCeremony(proceed = false): void {
    if (!this.g.ceremony) return;
    this.g.clock.clearTimer(this.g.ceremony.timer);
    this.g.ceremony = null;
    if (proceed) this.table.proceed();
  }

  /**
   * A place whose player went away, or came back (a page that comes back is shown the table, not the
   * ceremony nor the replay), or whose device lost it (a newer connection, a club night's new code
   * or a bot taking over): neither the ceremony nor the next hand waits for it.
   */
  notWatching(place: number): void {
    this.g.nextHandTimer.watch(place, false);
    const ceremony = this.g.ceremony;
    if (!ceremony?.watching.delete(place)) return;
    if (ceremony.watching.size === 0) this.endCeremony(true);
  }

  ceremonyDone(peer: P, hand: number): Failure | null {
    if (this.g.closed) return CLOSED;
    const place = this.g.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const ceremony = this.g.ceremony;
    if (!ceremony || ceremony.hand !== hand) return null; // already over: nothing to wait for
    ceremony.watching.delete(place);
    if (ceremony.watching.size === 0) this.endCeremony(true);
    return null;
  }

  finish(): void {
    this.g.sink.record({ k: 'closed' });
    this.g.sink.gameOver?.(this.sparrowLog(), this.g.places.map((p) => p.owner));
    // A finished table stays for its results, then goes.
    this.finishTimer = this.g.clock.setTimer(() => this.table.close(), 10 * 60_000, true);
  }

  // ---- the players' requests during a game ----------------------------------------------------

  entropy(peer: P, hand: number, value: string): Failure | null {
    if (this.g.closed) return CLOSED;
    const place = this.g.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const round = this.g.round;
    if (!round) return failure('not-allowed', 'no deal is waiting for entropy');
    if (hand !== round.hand) return failure('stale', `the deal waiting for entropy is hand ${round.hand}`);
    if (round.has(place)) return failure('not-allowed', 'you already sent entropy for this hand');
    round.give(place, value);
    if (round.complete(this.g.present())) this.finishRound(round);
    return null;
  }

  nextHand(peer: P): Failure | null {
    if (this.g.closed) return CLOSED;
    const place = this.g.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const status = this.g.status();
    if (status === 'dealing' || (status === 'playing' && this.g.state.hand!.index > 0)) return failure('stale', 'the next hand has already started');
    if (status !== 'between-hands') return failure('not-allowed', 'the next hand can only be asked for between hands');
    this.g.places[place].ready = true;
    this.table.proceed();
    return null;
  }

  /**
   * A player at the table opens (`watching`) or closes the last hand's replay: the next hand's
   * timer waits while one watches, within its bound (next-hand-timer.ts). Spectators cannot hold it.
   */
  watchReplay(peer: P, watching: boolean): Failure | null {
    if (this.g.closed) return CLOSED;
    const place = this.g.placeOf(peer);
    if (place < 0) return failure('not-seated', 'only a player at the table can hold the next hand');
    if (watching && this.g.status() !== 'between-hands') return failure('not-allowed', 'the next hand can only be held between hands');
    if (this.g.nextHandTimer.watch(place, watching)) this.views.broadcast([]);
    return null;
  }

  /** The finished game's log, for anyone at the table or watching it; riichi games only. */
  exportLog(peer: P, format: LogFormat): GameLogFile | Failure {
    if (this.g.placeOf(peer) < 0 && !this.g.spectators.has(peer)) return failure('not-seated', 'only a player or a spectator at the table can export its log');
    const refused = logRefusal(this.g.state, format);
    if (refused) return failure('not-allowed', refused);
    if (format === 'sparrow') return sparrowLogFile(this.sparrowLog());
    return gameLogFile(this.g.initial, this.g.actions, this.g.state, format, this.g.places.map((p) => p.name), this.g.name);
  }

  /** The game so far as Sparrow's own log (every hand's fairness record and every action). */
  sparrowLog(): SparrowLog {
    const finished = this.g.clock.now();
    return sparrowLog({
      id: `${this.g.id}-${finished.toString(36)}`,
      title: this.g.name,
      presetId: this.g.preset.id,
      players: this.g.places.map((p) => p.name),
      bots: this.g.places.map((p) => p.kind === 'bot'),
      started: this.g.created,
      finished,
      pin: this.g.pin !== null,
      hands: this.g.handRecords,
      actions: this.g.actions,
    });
  }

  /** No further hand is dealt here (halt). */
  get dealsNoMore(): boolean {
    return this.halted;
  }

  /** No further hand is dealt: the table's round of the evening is over. */
  halt(): void {
    this.halted = true;
    this.g.nextHandTimer.clear();
  }

  /** Stops the hands' timers and the ceremony; a deal waiting for entropy is dropped. */
  stopHands(): void {
    for (const t of [this.roundTimer, this.finishTimer]) if (t) this.g.clock.clearTimer(t);
    this.roundTimer = this.finishTimer = null;
    this.g.nextHandTimer.clear();
    this.endCeremony();
    this.g.round = null;
  }
}
