/**
 * A table's play: actions applied as steps (journalled, then one view to everyone), the claim
 * window's pause and held answers, the turn clock, and what moves next: the seat players
 * (seat-player.ts) are told every action and asked whenever a decision may be due.
 */
import { apply } from '../table/apply';
import { handEventsAfter } from '../table/hand-events';
import { arrangedDealProblem, newTableWithHand, type ArrangedDeal } from '../table/arranged';
import { answersWindow, silentStep, windowAwaitsHost } from '../table/pacing';
import { placeAtSeat, type Action, type ApplyResult, type TableEvent } from '../table/types';
import type { TimerHandle } from './clock';
import { toAction, type Act } from './moves';
import type { SeatPlayers } from './seat-player';
import { CLOSED, failure, type Failure, type TableGround } from './table-ground';
import type { Views } from './views';
import type { HostPeer } from './wire';

/** What play needs of the hands (hands.ts): a hand ended, the game ended, a deal is due. */
export interface PlayHands {
  /** The hand ended (its reveal follows the views). */
  betweenHands(): void;
  revealNow(): void;
  /** The game is over. */
  finish(): void;
  beginRound(): void;
  /** Everyone present asked for the next hand. */
  beginRoundSoon(): void;
  armNextHand(): void;
}

export class Play<P extends HostPeer> {
  private claimTimer: TimerHandle | null = null;
  private pauseTimer: TimerHandle | null = null;
  /** The open window's pause has not ended (it runs from when the players have the window). */
  private pausing = false;
  private windowSerial = 0;
  private settleTick: TimerHandle | null = null;

  constructor(
    private readonly g: TableGround<P>,
    private readonly views: Views<P>,
    private readonly hands: PlayHands,
    /** Whoever plays each place: the person, the bot, the deciders the core does not run itself. */
    private readonly seats: SeatPlayers,
  ) {}

  /**
   * Tests only, from `npm run host -- --test-arranged-deal FILE` (never from the wire): the first
   * hand's tiles and wall are laid out as `deal` says, so that a browser test meets the situations
   * it plays (kongs, a robbed kong). That hand is not the one its seed gives.
   */
  arrangeFirstDealForTest(deal: ArrangedDeal): string | null {
    const problem = this.g.state.hand ? 'arranged deal: the table has dealt already' : arrangedDealProblem(newTableWithHand(this.g.preset), deal);
    if (!problem) this.g.arrangedFirstDeal = deal;
    return problem;
  }

  // ---- the players' moves ----------------------------------------------------------------------

  /** A player's move, timed by the sink (`timeMove`) until the view that shows it (if any) has been delivered. */
  act(peer: P, message: Act): Failure | null {
    if (this.g.closed) return CLOSED;
    const shown = this.g.sink.timeMove?.();
    const place = this.g.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const seat = this.g.seatOf(place);
    if (message.seq !== undefined && (message.seq > this.g.seq || message.seq < this.views.legalSince[seat]))
      return failure('stale', 'the table has moved on since that view; choose again');
    if (this.g.round) return failure('no-hand', 'the hand is being dealt');
    const hand = this.g.state.hand;
    if (!hand) return failure('no-hand', 'no hand has started yet');
    if (hand.phase === 'over') return failure('hand-over', 'the hand is over');
    if (message.hand !== hand.index) return failure('stale', `that move was for hand ${message.hand}; hand ${hand.index} is in play`);
    const action = toAction(message.action, seat);
    const seqBefore = this.g.seq;
    // A draw or a pass is no sign that the player is there: their screen may make it by itself
    // (auto-draw, auto-pass), and an away player's time-outs must still add up.
    const deliberate = action.type !== 'draw' && action.type !== 'pass';
    // A player back from letting the clock run out plays again from their first move on their turn
    // (while idle, the bot has already answered their claim windows, at once like any bot's).
    const p = this.g.places[place];
    const wasIdle = p.idle;
    if (deliberate && !answersWindow(this.g.state, action)) p.idle = false;
    const result = this.submit(action, peer);
    if (result !== 'held' && !result.ok) {
      p.idle = wasIdle;
      return failure(result.error.code, result.error.message);
    }
    if (deliberate) this.g.turnClock.moved(place);
    // Written before the player is told: after a crash the resumed window holds it again.
    if (result === 'held') this.g.sink.record({ k: 'held', a: action }, true);
    if (result === 'held' || this.g.seq === seqBefore) {
      // The player alone is shown the window as answered (held, or applied while others still think).
      this.views.sendView(peer, place, [], this.g.players());
      // A held answer's wait is the window's pause, not the host's work: only moves applied at once are timed.
      if (result === 'held') return null;
    }
    if (shown) this.g.sink.then(shown);
    return null;
  }

  /**
   * The player a bot has played for since their clock ran out (`idle`) is back: they play the place
   * again from now, without having to beat the bot to a move; on their turn their clock runs again.
   */
  playAgain(peer: P): Failure | null {
    if (this.g.closed) return CLOSED;
    const place = this.g.placeOf(peer);
    if (place < 0) return failure('not-seated', 'you are not seated at this table');
    const p = this.g.places[place];
    if (!p.idle) return failure('not-allowed', 'you are playing your place already: no bot plays it for you');
    p.idle = false;
    this.views.broadcast([]);
    this.proceed();
    return null;
  }

  // ---- the engine ---------------------------------------------------------------------------

  dispatch(action: Action): ApplyResult {
    return this.step([action])[0];
  }

  /**
   * Applies actions as one step: each is journalled, then everyone gets one view for them all.
   * A step of answers to a claim window that leaves it open shows nobody anything (only the
   * answering player is told, by `act`): that another seat answered would tell that it could claim.
   * With `closeWindow`, a window that then waits only for the host closes in the same step.
   */
  step(actions: readonly Action[], closeWindow = false): ApplyResult[] {
    const results: ApplyResult[] = [];
    const events: TableEvent[] = [];
    const stateBefore = this.g.state;
    const queue = [...actions];
    const applied: Action[] = [];
    for (let i = 0, closing = closeWindow; ; i++) {
      if (i === queue.length) {
        // The window's closing joins the step once it waits only for the host.
        if (!closing || !windowAwaitsHost(this.g.state)) break;
        closing = false;
        queue.push({ type: 'timeout' });
      }
      const action = queue[i];
      const before = this.g.state;
      const result = apply(before, action);
      results.push(result);
      if (!result.ok) continue;
      this.g.state = result.state;
      this.seats.observe(before, action, result.events, result.state);
      this.g.actions.push(action);
      applied.push(action);
      events.push(...result.events);
    }
    if (!results.some((r) => r.ok)) return results;
    this.g.handEvents = handEventsAfter(this.g.handEvents, events);
    const silent = silentStep(stateBefore, this.g.state, events);
    // Each action carries the step whose views show it; a silent step's answers change no one's view but the answerer's, sent at the same seq.
    const s = silent ? this.g.seq : this.g.seq + 1;
    let n = this.g.actions.length - applied.length;
    for (const a of applied) {
      this.g.sink.record({ k: 'act', n: ++n, a, s }, silent);
      this.g.steps.push(s);
    }
    if (silent) {
      this.g.sink.changed();
      return results;
    }
    this.g.seq++;
    if (events.some((e) => e.type === 'claimWindowOpened')) this.windowOpened();
    else if (this.g.state.hand?.phase !== 'claims') this.clearClaimTimer();
    this.ensureClaimTimer();
    const handEnded = events.some((e) => e.type === 'handScored');
    if (handEnded) {
      this.g.endedPlayers = this.g.players();
      this.hands.betweenHands();
    }
    if (events.some((e) => e.type === 'handStarted')) {
      this.g.endedPlayers = null;
      this.g.turnClock.newHand();
    }
    this.armClock();
    this.views.broadcast(events);
    if (handEnded) this.hands.revealNow();
    if (this.g.state.game.over) {
      this.hands.finish();
      this.seats.gameEnded();
    }
    this.proceed();
    this.g.sink.changed();
    return results;
  }

  // ---- the claim window ---------------------------------------------------------------------

  /** An open claim window closes on the host's timer; it does not run while the table waits for everyone. */
  /** True when it started the window's timer. */
  private ensureClaimTimer(): boolean {
    if (this.claimTimer || this.g.closed || this.g.paused() || this.g.state.hand?.phase !== 'claims') return false;
    const ms = Math.max(this.g.timing.claimWindowMs ?? this.g.preset.claims.windowMs, this.g.timing.claimPauseMs);
    this.g.claimDeadline = this.g.clock.now() + ms;
    this.claimTimer = this.g.clock.setTimer(() => {
      this.claimTimer = null;
      this.g.claimDeadline = null;
      if (this.g.state.hand?.phase === 'claims') this.dispatch({ type: 'timeout' });
    }, ms);
    return true;
  }

  clearClaimTimer(): void {
    if (this.claimTimer) this.g.clock.clearTimer(this.claimTimer);
    if (this.pauseTimer) this.g.clock.clearTimer(this.pauseTimer);
    this.claimTimer = null;
    this.g.claimDeadline = null;
    this.pauseTimer = null;
    this.pausing = false;
    this.g.pause.end();
  }

  /**
   * A new window: its timer starts again, and answers are held for the pause. The pause runs from
   * when the players get the window (once it is on disk), so a slow journal write cannot shorten it.
   */
  windowOpened(): void {
    this.clearClaimTimer();
    this.g.pause.start();
    this.pausing = true;
    const serial = ++this.windowSerial;
    this.g.sink.then(() => {
      if (serial !== this.windowSerial || !this.pausing || this.g.closed) return;
      this.pauseTimer = this.g.clock.setTimer(() => {
        this.pauseTimer = null;
        this.pausing = false;
        this.settleWindow();
      }, this.g.timing.claimPauseMs);
    });
  }

  /**
   * A move from a player or a bot. An answer to a claim window during its pause is checked now
   * and held; everything else is applied at once.
   */
  submit(action: Action, peer: P | null): ApplyResult | 'held' {
    const held = this.g.pause.offer(this.g.state, action, peer);
    if (held === null) return this.dispatch(action);
    return held === 'held' ? held : { ok: false, error: held };
  }

  /**
   * After the pause: the held answers in the order they came and, when the window then waits only
   * for the host, its closing — all one step, so every window ends alike whoever could claim.
   */
  private settleWindow(): void {
    if (this.g.closed || this.g.paused() || this.pausing) return;
    const held = this.g.pause.end();
    if (held.length === 0 && !windowAwaitsHost(this.g.state)) return;
    const results = this.step(held.map((h) => h.action), true);
    held.forEach(({ from: peer }, i) => {
      const result = results[i];
      if (!result.ok) peer?.send({ t: 'error', code: result.error.code, message: result.error.message, for: 'act' });
    });
  }

  /** Moves whatever is due: the seat players' decisions, the first deal, the next deal, a claim window whose pause passed while everyone was away. */
  proceed(): void {
    if (this.g.closed) return;
    if (this.g.paused()) {
      this.g.turnClock.stop();
      if (this.claimTimer) this.g.clock.clearTimer(this.claimTimer);
      this.claimTimer = null;
      this.g.claimDeadline = null;
      return;
    }
    const windowTimed = this.ensureClaimTimer();
    // A clock or a window's countdown that starts outside a step (the ceremony over, a player back) is shown to everyone.
    const clockStarted = this.armClock();
    if (clockStarted || windowTimed) this.views.broadcast([]);
    if (!this.pausing && (this.g.pause.pending > 0 || windowAwaitsHost(this.g.state)))
      this.settleTick = this.g.clock.defer(() => {
        this.settleTick = null;
        this.settleWindow();
      });
    const status = this.g.status();
    if (status === 'waiting' && this.g.places.every((p) => p.kind !== 'empty')) this.hands.beginRound();
    else if (status === 'between-hands') {
      if (this.g.present().every((i) => this.g.places[i].ready)) this.hands.beginRoundSoon();
      else this.hands.armNextHand();
    } else if (status === 'playing') this.seats.ask();
  }

  stopPlay(): void {
    this.g.turnClock.stop();
    for (const t of [this.claimTimer, this.pauseTimer, this.settleTick]) if (t) this.g.clock.clearTimer(t);
    this.claimTimer = this.pauseTimer = this.settleTick = null;
  }

  // ---- the turn clock ---------------------------------------------------------------------------

  /** Runs the clock of the player who must move on their own turn (not a bot's, not while dealing or watching the ceremony). True when one started. */
  private armClock(): boolean {
    const hand = this.g.state.hand;
    const timed = !this.g.closed && !this.g.paused() && !this.g.round && !this.g.ceremony && (hand?.phase === 'draw' || hand?.phase === 'discard');
    const place = timed ? placeAtSeat(this.g.state, hand!.turn) : -1;
    // Only another player is kept waiting: at a practice table (one player and bots) no clock runs.
    const mover = this.seats.decider(place)?.kind === 'person' && this.g.humans().length > 1 ? place : null;
    return this.g.turnClock.set(mover, hand ? JSON.stringify([hand.index, hand.phase, hand.turn, hand.discardsMade, hand.kongs]) : '');
  }

  /** The player's time is up: the bot's move is made for them (and, when it keeps happening, the bot plays on). */
  timeUp(place: number, idle: boolean): void {
    if (this.g.closed) return;
    if (idle) this.g.places[place].idle = true;
    const action = this.seats.bot.moveFor(place);
    const result = action ? this.submit(action, null) : null;
    if (!result || (result !== 'held' && !result.ok)) this.views.broadcast([]);
    this.proceed();
    this.g.sink.changed();
  }
}
