/**
 * One table on the server: the host core (shared/host/table-core.ts) with its journal on disk,
 * the Outbox that sends nothing before the records it follows are durable, the latency figures,
 * and the places played by an external mjai AI (riichi only): it is asked like a bot, and the bot
 * answers when it cannot.
 */
import type { SparrowLog } from '../../shared/history/sparrow-log';
import type { Action, Seat, TableEvent, TableState } from '../../shared/table/types';
import { legalActions } from '../../shared/table/legal';
import { namesByActor } from '../../shared/rules/riichi/logs/game-log';
import { CLAIM_PAUSE_MS } from '../../shared/table/pacing';
import { botAction, seatsAwaitingBots } from '../../shared/host/bot-turn';
import type { HostClock } from '../../shared/host/clock';
import type { Act } from '../../shared/host/moves';
import { TableCore, CLOSED, failure, type CoreInit, type Failure, type HostTiming } from '../../shared/host/table-core';
import { MJAI_MAX_MISSES, MjaiPlayer, type MjaiAi } from './mjai-place';
import type { Journal } from './journal';
import { nodeClock } from './node-clock';
import { Outbox } from './outbox';
import type { Peer } from './peer';
import { Timings } from './timings';

export type { Failure } from '../../shared/host/table-core';

export interface Timing extends HostTiming {
  /** How long an mjai AI may take over a decision before the bot plays it. */
  mjaiAnswerMs: number;
  /** A table a connection opened that never dealt closes after this long with no player connected (the lobby's). */
  unplayedTableMs: number;
}

export const DEFAULT_TIMING: Timing = { entropyMs: 4000, graceMs: 15_000, botDelayMs: 700, nextHandMs: 20_000, claimWindowMs: null, claimPauseMs: CLAIM_PAUSE_MS, ceremonyMs: 20_000, mjaiAnswerMs: 5000, turnTimer: null, unplayedTableMs: 10 * 60_000 };

export interface TableInit extends Omit<CoreInit<Peer>, 'sink' | 'clock' | 'timing'> {
  journal: Journal;
  /** Node's timers unless given (tests pass a fake clock). */
  clock?: HostClock;
  timing: Timing;
  onChange(table: Table): void;
  onClose(table: Table): void;
  /** The game is over: its Sparrow log, to keep. */
  onGameOver?(log: SparrowLog): void;
}

export class Table extends TableCore<Peer> {
  /** Milliseconds from a player's move arriving to its view being sent (journal fsync included). */
  readonly timings = new Timings(1000);
  private readonly journal: Journal;
  private readonly serverTiming: Timing;
  /** Places played by an mjai AI (while it is there: then a bot plays them). */
  private readonly ais = new Map<number, MjaiPlayer>();
  private aiTick: NodeJS.Immediate | null = null;

  constructor(init: TableInit) {
    const outbox = new Outbox(init.journal);
    const self: { table: Table | null } = { table: null };
    super({
      ...init,
      clock: init.clock ?? nodeClock,
      sink: {
        record: (r) => init.journal.append(r),
        send: (peer, message) => outbox.send(peer, message),
        then: (fn) => outbox.then(fn),
        changed: () => init.onChange(self.table!),
        closed: () => {
          void init.journal.close();
          init.onClose(self.table!);
        },
        gameOver: (log) => init.onGameOver?.(log),
      },
    });
    self.table = this;
    this.journal = init.journal;
    this.serverTiming = init.timing;
  }

  override act(peer: Peer, message: Act): Failure | null {
    const received = performance.now();
    return super.act(peer, message, () => this.timings.record(performance.now() - received));
  }

  /** Resolves once every journal record so far is on disk. */
  settled(): Promise<void> {
    return this.journal.settled();
  }

  /** Host shutdown: stop moving, keep the journal resumable. */
  async shutdown(): Promise<void> {
    this.stop();
    await this.journal.close();
  }

  protected override observed(before: TableState, action: Action, events: readonly TableEvent[], after: TableState): void {
    for (const [place, ai] of this.ais) ai.observe(before, action, events as TableEvent[], after, this.seatOf(place), () => this.namesByActor());
  }

  protected override decidedElsewhere(place: number): boolean {
    return this.ais.get(place)?.playing === true;
  }

  protected override stopOthers(): void {
    if (this.aiTick) clearImmediate(this.aiTick);
    this.aiTick = null;
    for (const ai of this.ais.values()) ai.close();
    this.ais.clear();
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
    this.seatBot(place, name);
    const player = new MjaiPlayer(ai, (m) => console.error(`sparrow: table ${this.id}: ${name} (${ai.origin}) at place ${place + 1}: ${m}`));
    this.ais.set(place, player);
    void ai.channel.ended.then((reason) => this.mjaiGone(place, player, reason));
    this.placesChanged();
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
  protected override gameEnded(): void {
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
  protected override askOthers(): void {
    if (this.aiTick || this.ais.size === 0) return;
    this.aiTick = setImmediate(() => {
      this.aiTick = null;
      this.askAis();
    });
  }

  /** Asks each AI whose seat has a decision (as the bots are asked: not while dealing, only claims during the ceremony). */
  private askAis(): void {
    if (this.closed || this.paused() || this.status() !== 'playing' || !this.botsMayMove()) return;
    for (const [place, ai] of this.ais) {
      const seat = this.seatOf(place);
      if (ai.busy || ai.asked || !ai.seated || this.pause.holds(seat) || seatsAwaitingBots(this.state, [seat]).length === 0) continue;
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
      const fallback = botAction(this.state, [seat], this.timing.botLevel);
      if (fallback) this.submit(fallback, null);
    }
  }

  /** The AI's move for the seat's decision now, the bot's when it has none to give, or null when there is nothing (more) to do. */
  private async mjaiDecision(place: number, ai: MjaiPlayer, seat: Seat): Promise<Action | null> {
    const key = this.decisionKey(seat);
    const started = Date.now();
    const outcome = await ai.decide(this.state, this.serverTiming.mjaiAnswerMs);
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
      action = botAction(this.state, [seat], this.timing.botLevel);
    } else {
      ai.answered(outcome.action);
      action = outcome.action;
      // No move is an answer only while a claim window it may not claim from is open (it draws after it).
      if (action === null && this.state.hand?.phase !== 'claims') action = botAction(this.state, [seat], this.timing.botLevel);
    }
    if (!action) return null;
    // Like a bot's, its move shows no sooner than a bot's would.
    const wait = this.timing.botDelayMs - (Date.now() - started);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    if (current()) return action;
    setImmediate(() => this.proceed());
    return null;
  }
}
