/**
 * The host core's play: actions applied as steps (journalled, then one view to everyone), the
 * claim window's pause and held answers, the turn clock, and the bots' pacing.
 */
import { apply } from '../table/apply';
import { arrangedDealProblem, arrangeHand, newTableWithHand, type ArrangedDeal } from '../table/arranged';
import { windowAwaitsHost } from '../table/pacing';
import { placeAtSeat, type Action, type ApplyResult, type Seat, type TableEvent } from '../table/types';
import { botAction, seatsAwaitingBots } from './bot-turn';
import type { TimerHandle } from './clock';
import { NO_OTHER_SEATS, type OtherSeats } from './other-seats';
import { botPlays } from './places';
import { TableBase } from './table-base';
import type { HostPeer } from './wire';

export abstract class TablePlay<P extends HostPeer> extends TableBase<P> {
  private claimTimer: TimerHandle | null = null;
  protected pauseTimer: TimerHandle | null = null;
  /** The open window's pause has not ended (it runs from when the players have the window). */
  protected pausing = false;
  private windowSerial = 0;
  protected botTimer: TimerHandle | null = null;
  private settleTick: TimerHandle | null = null;
  /** Tests only: how the first hand is dealt instead of as its seed says (see arrangeFirstDealForTest). */
  private arrangedDeal: ArrangedDeal | null = null;

  /** The hand ended (its reveal follows the views) / a new hand or the game's end: the core's hands. */
  protected abstract betweenHands(): void;
  protected abstract finish(): void;
  protected abstract beginRound(): void;
  protected abstract beginRoundSoon(): void;
  protected abstract armNextHand(): void;
  protected abstract revealNow(): void;

  /** Places played by deciders the core does not run itself (the server's mjai AIs); set by the core. */
  protected others: OtherSeats = NO_OTHER_SEATS;

  /**
   * Tests only, from `npm run host -- --test-arranged-deal FILE` (never from the wire): the first
   * hand's tiles and wall are laid out as `deal` says, so that a browser test meets the situations
   * it plays (kongs, a robbed kong). That hand is not the one its seed gives.
   */
  arrangeFirstDealForTest(deal: ArrangedDeal): string | null {
    const problem = this.state.hand ? 'arranged deal: the table has dealt already' : arrangedDealProblem(newTableWithHand(this.preset), deal);
    if (!problem) this.arrangedDeal = deal;
    return problem;
  }

  // ---- the engine ---------------------------------------------------------------------------

  protected dispatch(action: Action): ApplyResult {
    return this.step([action])[0];
  }

  /**
   * Applies actions as one step: each is journalled, then everyone gets one view for them all.
   * A step of answers to a claim window that leaves it open shows nobody anything (only the
   * answering player is told, by `act`): that another seat answered would tell that it could claim.
   * With `closeWindow`, a window that then waits only for the host closes in the same step.
   */
  protected step(actions: readonly Action[], closeWindow = false): ApplyResult[] {
    const results: ApplyResult[] = [];
    const events: TableEvent[] = [];
    const claimBefore = this.state.hand?.phase === 'claims' ? this.state.hand.claim : null;
    const queue = [...actions];
    const applied: Action[] = [];
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
      if (action.type === 'startHand' && this.arrangedDeal && this.state.hand?.index === 0) arrangeHand(this.state, this.arrangedDeal, true);
      this.others.observe(before, action, result.events, result.state);
      this.actions.push(action);
      applied.push(action);
      events.push(...result.events);
    }
    if (!results.some((r) => r.ok)) return results;
    const hand = this.state.hand;
    const silent = claimBefore !== null && events.length === 0 && hand?.phase === 'claims' && hand.claim?.tile === claimBefore.tile && hand.claim.from === claimBefore.from;
    // Each action carries the step whose views show it; a silent step's answers change no one's view but the answerer's, sent at the same seq.
    const s = silent ? this.seq : this.seq + 1;
    let n = this.actions.length - applied.length;
    for (const a of applied) this.sink.record({ k: 'act', n: ++n, a, s });
    if (silent) {
      this.sink.changed();
      return results;
    }
    this.seq++;
    if (events.some((e) => e.type === 'claimWindowOpened')) this.windowOpened();
    else if (this.state.hand?.phase !== 'claims') this.clearClaimTimer();
    this.ensureClaimTimer();
    const handEnded = events.some((e) => e.type === 'handScored');
    if (handEnded) this.betweenHands();
    if (events.some((e) => e.type === 'handStarted')) this.turnClock.newHand();
    this.armClock();
    this.broadcast(events);
    if (handEnded) this.revealNow();
    if (this.state.game.over) {
      this.finish();
      this.others.gameEnded();
    }
    this.proceed();
    this.sink.changed();
    return results;
  }

  // ---- the claim window ---------------------------------------------------------------------

  /** An open claim window closes on the host's timer; it does not run while the table waits for everyone. */
  private ensureClaimTimer(): void {
    if (this.claimTimer || this.closed || this.paused() || this.state.hand?.phase !== 'claims') return;
    const ms = Math.max(this.timing.claimWindowMs ?? this.preset.claims.windowMs, this.timing.claimPauseMs);
    this.claimDeadline = this.clock.now() + ms;
    this.claimTimer = this.clock.setTimer(() => {
      this.claimTimer = null;
      this.claimDeadline = null;
      if (this.state.hand?.phase === 'claims') this.dispatch({ type: 'timeout' });
    }, ms);
  }

  protected clearClaimTimer(): void {
    if (this.claimTimer) this.clock.clearTimer(this.claimTimer);
    if (this.pauseTimer) this.clock.clearTimer(this.pauseTimer);
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
  protected windowOpened(): void {
    this.clearClaimTimer();
    this.pause.start();
    this.pausing = true;
    const serial = ++this.windowSerial;
    this.sink.then(() => {
      if (serial !== this.windowSerial || !this.pausing || this.closed) return;
      this.pauseTimer = this.clock.setTimer(() => {
        this.pauseTimer = null;
        this.pausing = false;
        this.settleWindow();
      }, this.timing.claimPauseMs);
    });
  }

  /**
   * A move from a player or a bot. An answer to a claim window during its pause is checked now
   * and held; everything else is applied at once.
   */
  protected submit(action: Action, peer: P | null): ApplyResult | 'held' {
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
  protected proceed(): void {
    if (this.closed) return;
    if (this.paused()) {
      this.turnClock.stop();
      if (this.claimTimer) this.clock.clearTimer(this.claimTimer);
      this.claimTimer = null;
      this.claimDeadline = null;
      return;
    }
    this.ensureClaimTimer();
    // A clock that starts outside a step (the ceremony over, a player back) is shown to everyone.
    if (this.armClock()) this.broadcast([]);
    if (!this.pausing && (this.pause.pending > 0 || windowAwaitsHost(this.state)))
      this.settleTick = this.clock.defer(() => {
        this.settleTick = null;
        this.settleWindow();
      });
    const status = this.status();
    if (status === 'waiting' && this.places.every((p) => p.kind !== 'empty')) this.beginRound();
    else if (status === 'between-hands') {
      if (this.present().every((i) => this.places[i].ready)) this.beginRoundSoon();
      else this.armNextHand();
    } else if (status === 'playing') {
      this.botsAnswerWindow();
      this.scheduleBots();
      this.others.ask();
    }
  }

  protected stopPlay(): void {
    this.turnClock.stop();
    for (const t of [this.claimTimer, this.pauseTimer, this.botTimer, this.settleTick]) if (t) this.clock.clearTimer(t);
    this.claimTimer = this.pauseTimer = this.botTimer = this.settleTick = null;
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
    return this.turnClock.set(mover, hand ? JSON.stringify([hand.index, hand.phase, hand.turn, hand.discardsMade, hand.kongs]) : '');
  }

  /** The player's time is up: the bot's move is made for them (and, when it keeps happening, the bot plays on). */
  protected timeUp(place: number, idle: boolean): void {
    if (this.closed) return;
    if (idle) this.places[place].idle = true;
    const action = botAction(this.state, [this.seatOf(place)], this.timing.botLevel);
    const result = action ? this.submit(action, null) : null;
    if (!result || (result !== 'held' && !result.ok)) this.broadcast([]);
    this.proceed();
    this.sink.changed();
  }

  // ---- bots ---------------------------------------------------------------------------------

  private scheduleBots(): void {
    if (this.botTimer || this.closed || this.paused() || this.botSeats().length === 0) return;
    this.botTimer = this.clock.setTimer(() => {
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
      const action = botAction(this.state, [seat], this.timing.botLevel);
      if (action) this.submit(action, null);
    }
  }

  /** May the bots move now: not while dealing; during the ceremony only claim windows (a player who skipped it may already have discarded). */
  protected botsMayMove(): boolean {
    if (this.round) return false;
    return !(this.ceremony && this.state.hand?.phase !== 'claims');
  }

  private botSeats(): Seat[] {
    if (!this.botsMayMove()) return [];
    const seats = seatsAwaitingBots(this.state, this.places.flatMap((p, place) => (botPlays(p) && !this.others.decides(place) ? [this.seatOf(place)] : [])));
    return seats.filter((seat) => !this.pause.holds(seat));
  }

  private botMove(): void {
    if (this.closed || this.paused() || this.status() !== 'playing') return;
    const action = botAction(this.state, this.botSeats(), this.timing.botLevel);
    if (!action) return;
    const result = this.submit(action, null);
    if (result === 'held') return this.scheduleBots();
    if (!result.ok) console.error(`sparrow: table ${this.id}: a bot's move ${JSON.stringify(action)} was refused: ${result.error.message}`);
  }
}
