/**
 * The host core's hands: the commit–reveal round before each deal, the ceremony's wait, the
 * next-hand timer, and the requests of the players during a game (act, entropy, ceremony done,
 * next hand, log export). The places around them are `table-core.ts`'s.
 */
import { logRefusal, type GameLogFile, type LogFormat } from '../history/logs';
import { sparrowLog, sparrowLogFile, type SparrowLog } from '../history/sparrow-log';
import { gameLogFile } from '../rules/riichi/logs/game-log';
import { answersWindow } from '../table/pacing';
import type { TimerHandle } from './clock';
import { toAction, type Act } from './moves';
import { revealMessage } from './reveal';
import { FairnessRound } from './round';
import { CLOSED, failure, type Failure } from './table-base';
import { TablePlay } from './table-play';
import type { HostMessage, HostPeer } from './wire';

export abstract class TableHands<P extends HostPeer> extends TablePlay<P> {
  private roundTimer: TimerHandle | null = null;
  private finishTimer: TimerHandle | null = null;
  /** Club night: no further hand is dealt (the table's round of the evening is over). */
  private halted = false;

  /** Closes the table for good. */
  abstract close(): void;

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

  protected finishRound(round: FairnessRound): void {
    if (this.round !== round || this.closed) return;
    if (this.roundTimer) this.clock.clearTimer(this.roundTimer);
    this.roundTimer = null;
    this.round = null;
    const record = round.finish(this.state.game.dealer, this.state.playerAtSeat === null);
    this.sink.record({ k: 'hand', ...record });
    this.fairness = record;
    this.beginCeremony(record.hand);
    const result = this.dispatch({ type: 'startHand', seed: record.seed });
    if (result.ok) this.handRecords.push(record);
    else console.error(`sparrow: table ${this.id}: the deal was refused: ${result.error.message}`);
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
    this.sink.gameOver?.(this.sparrowLog());
    // A finished table stays for its results, then goes.
    this.finishTimer = this.clock.setTimer(() => this.close(), 10 * 60_000, true);
  }

  // ---- the players' requests during a game ----------------------------------------------------

  /** A player's move; `shown` runs once the view that shows it (if any) has been delivered. */
  act(peer: P, message: Act): Failure | null {
    if (this.closed) return CLOSED;
    const shown = this.sink.timeMove?.();
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
    // A draw or a pass is no sign that the player is there: their screen may make it by itself
    // (auto-draw, auto-pass), and an away player's time-outs must still add up.
    const deliberate = action.type !== 'draw' && action.type !== 'pass';
    // A player back from letting the clock run out plays again from their first move on their turn
    // (while idle, the bot has already answered their claim windows, at once like any bot's).
    const p = this.places[place];
    const wasIdle = p.idle;
    if (deliberate && !answersWindow(this.state, action)) p.idle = false;
    const result = this.submit(action, peer);
    if (result !== 'held' && !result.ok) {
      p.idle = wasIdle;
      return failure(result.error.code, result.error.message);
    }
    if (deliberate) this.turnClock.moved(place);
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

  /**
   * The player a bot has played for since their clock ran out (`idle`) is back: they play the place
   * again from now, without having to beat the bot to a move; on their turn their clock runs again.
   */
  playAgain(peer: P): Failure | null {
    if (this.closed) return CLOSED;
    const place = this.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const p = this.places[place];
    if (!p.idle) return null; // already playing (a second click): nothing to change
    p.idle = false;
    this.broadcast([]);
    this.proceed();
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
    const refused = logRefusal(this.state, format);
    if (refused) return failure('not-allowed', refused);
    if (format === 'sparrow') return sparrowLogFile(this.sparrowLog());
    return gameLogFile(this.initial, this.actions, this.state, format, this.places.map((p) => p.name), this.name);
  }

  /** The game so far as Sparrow's own log (every hand's fairness record and every action). */
  sparrowLog(): SparrowLog {
    const finished = this.clock.now();
    return sparrowLog({
      id: `${this.id}-${finished.toString(36)}`,
      title: this.name,
      presetId: this.preset.id,
      players: this.places.map((p) => p.name),
      bots: this.places.map((p) => p.kind === 'bot'),
      started: this.created,
      finished,
      pin: this.pin !== null,
      hands: this.handRecords,
      actions: this.actions,
    });
  }

  /** No further hand is dealt: the table's round of the evening is over. */
  halt(): void {
    this.halted = true;
    this.nextHandTimer.clear();
  }

  /** Stops the hands' timers and the ceremony; a deal waiting for entropy is dropped. */
  protected stopHands(): void {
    for (const t of [this.roundTimer, this.finishTimer]) if (t) this.clock.clearTimer(t);
    this.roundTimer = this.finishTimer = null;
    this.nextHandTimer.clear();
    this.endCeremony();
    this.round = null;
  }
}
