/**
 * The places of one table played by an external mjai AI (riichi only), handed to the host core as
 * a seat player (shared/host/seat-player.ts) layered over the person and the bot: each AI is asked
 * like a bot, sees every action through its own seat (its mjai stream), and answers through the
 * table's `submit`; the bot answers a decision it cannot. Once an AI goes, it no longer plays its
 * place, and the bot beneath plays it.
 */
import { legalActions } from '../../shared/table/legal';
import { namesByActor } from '../../shared/rules/riichi/logs/game-log';
import type { Action, Seat, TableEvent, TableState } from '../../shared/table/types';
import { botAction, seatsAwaitingBots } from '../../shared/host/bot-turn';
import type { SeatPlayer, SeatTable } from '../../shared/host/seat-player';
import type { HostClock, TimerHandle } from '../../shared/host/clock';
import { CLOSED, failure, type Failure } from '../../shared/host/table-core';
import { MJAI_MAX_MISSES, MJAI_START_MS, MjaiPlayer, type MjaiAi } from './mjai-place';

export class MjaiSeats implements SeatPlayer {
  readonly kind = 'other';
  /** Places played by an mjai AI (while it is there: then a bot plays them). */
  private readonly ais = new Map<number, MjaiPlayer>();
  private aiTick: TimerHandle | null = null;

  constructor(
    private readonly table: SeatTable,
    /** How long an AI may take over a decision before the bot plays it (real time: the AI is a real process). */
    private readonly answerMs: number,
    /** The table's clock: an AI's move shows no sooner than a bot's would, in the table's time. */
    private readonly clock: HostClock,
    /** How long an AI may take until its first answer of the game (start-up). */
    private readonly startMs = MJAI_START_MS,
  ) {}

  /** Seats an mjai AI at place `at` (0–3), or the first empty place: riichi tables only, before the first deal. */
  add(ai: MjaiAi, at?: number): Failure | null {
    const table = this.table;
    if (table.closed()) return CLOSED;
    if (!table.preset.riichi) return failure('not-allowed', `only a riichi table can seat an mjai AI (this one plays ${table.preset.id})`);
    if (table.state().hand) return failure('not-allowed', 'an mjai AI can only take a seat before the first deal');
    const place = at ?? table.places.findIndex((p) => p.kind === 'empty');
    if (place < 0) return failure('table-full', 'there is no empty place for an mjai AI');
    if (table.places[place]?.kind !== 'empty') return failure('not-allowed', `place ${place + 1} is not free for an mjai AI`);
    const name = `mjai ${ai.name || 'AI'}`;
    // To everyone else (and in the journal) the place is a bot's: a resumed table has no AI, and a bot plays it.
    table.seatBot(place, name);
    const player = new MjaiPlayer(ai, (m) => console.error(`sparrow: table ${table.id}: ${name} (${ai.origin}) at place ${place + 1}: ${m}`), this.startMs);
    this.ais.set(place, player);
    void ai.channel.ended.then((reason) => this.gone(place, player, reason));
    table.placesChanged();
    return null;
  }

  /** The places an mjai AI plays now. */
  places(): number[] {
    return [...this.ais.keys()];
  }

  observe(before: TableState, action: Action, events: readonly TableEvent[], after: TableState): void {
    for (const [place, ai] of this.ais) ai.observe(before, action, events as TableEvent[], after, this.table.seatOf(place), () => this.namesByActor());
  }

  /** Its AI plays the place. */
  plays(place: number): boolean {
    return this.ais.has(place);
  }

  stop(): void {
    if (this.aiTick) this.clock.clearTimer(this.aiTick);
    this.aiTick = null;
    for (const ai of this.ais.values()) ai.close();
    this.ais.clear();
  }

  /** The game is over: each AI hears the end, then its channel closes. */
  gameEnded(): void {
    const ais = [...this.ais.values()];
    this.ais.clear();
    for (const ai of ais) void ai.finish();
  }

  /** Soon (once the host's current step is over: held answers all applied, say), asks the AIs that have a decision. */
  ask(): void {
    if (this.aiTick || this.ais.size === 0) return;
    this.aiTick = this.clock.defer(() => {
      this.aiTick = null;
      this.askAis();
    });
  }

  /** Player names by mjai actor (seat order from the first dealer). */
  private namesByActor(): string[] {
    return namesByActor(this.table.state(), this.table.places.map((p) => p.name));
  }

  /** The AI has gone (or was let go): the bot plays its place for the rest of the game. */
  private gone(place: number, ai: MjaiPlayer, reason: string): void {
    if (this.ais.get(place) !== ai) return;
    this.ais.delete(place);
    ai.log(`${reason}; the bot plays the place for the rest of the game`);
    ai.close();
    this.table.proceed();
  }

  /** What a seat is deciding now: an answer for anything else is stale. */
  private decisionKey(seat: Seat): string {
    const state = this.table.state();
    const hand = state.hand;
    if (!hand || hand.phase === 'over' || this.table.dealing()) return '';
    return JSON.stringify([hand.index, hand.phase, hand.turn, hand.discardsMade, hand.kongs, legalActions(state, seat)]);
  }

  /** Asks each AI whose seat has a decision (as the bots are asked: not while dealing, only claims during the ceremony). */
  private askAis(): void {
    for (const [place, ai] of this.ais) {
      const seat = this.table.seatOf(place);
      if (!this.table.mayAsk(seat) || ai.asked || !ai.seated || seatsAwaitingBots(this.table.state(), [seat]).length === 0) continue;
      void this.askMjai(place, ai, seat);
    }
  }

  private async askMjai(place: number, ai: MjaiPlayer, seat: Seat): Promise<void> {
    ai.asked = true;
    let action: Action | null;
    try {
      action = await this.decision(place, ai, seat);
    } finally {
      ai.asked = false; // before the move: its next decision may follow at once
    }
    if (!action) return;
    const result = this.table.submit(action);
    if (result !== 'held' && !result.ok) {
      ai.log(`its move ${JSON.stringify(action)} was refused (${result.error.message}); the bot played that decision`);
      const fallback = botAction(this.table.state(), [seat], this.table.timing.botLevel);
      if (fallback) this.table.submit(fallback);
    }
  }

  /** The AI's move for the seat's decision now, the bot's when it has none to give, or null when there is nothing (more) to do. */
  private async decision(place: number, ai: MjaiPlayer, seat: Seat): Promise<Action | null> {
    const table = this.table;
    const key = this.decisionKey(seat);
    const started = this.clock.now();
    const outcome = await ai.decide(table.state(), this.answerMs);
    if ('error' in outcome && ai.gone) {
      this.gone(place, ai, outcome.error);
      return null;
    }
    const current = () => !table.closed() && this.ais.get(place) === ai && this.decisionKey(seat) === key;
    if (!current()) {
      this.clock.defer(() => table.proceed());
      return null;
    }
    let action: Action | null;
    if ('error' in outcome) {
      if (outcome.timedOut && ++ai.misses >= MJAI_MAX_MISSES) {
        this.gone(place, ai, `${outcome.error}, and missed ${ai.misses} decisions in a row`);
        return null;
      }
      ai.log(`${outcome.error}; the bot played that decision`);
      action = botAction(table.state(), [seat], table.timing.botLevel);
    } else {
      ai.answered(outcome.action);
      action = outcome.action;
      // No move is an answer only while a claim window it may not claim from is open (it draws after it).
      if (action === null && table.state().hand?.phase !== 'claims') action = botAction(table.state(), [seat], table.timing.botLevel);
    }
    if (!action) return null;
    // Like a bot's, its move shows no sooner than a bot's would; and like a bot's, an answer to a claim
    // window is held for the window's pause only (bot-seat.ts): waiting for the thinking time too would
    // keep open longer exactly the windows it could claim.
    const wait = table.state().hand?.phase === 'claims' ? 0 : table.timing.botDelayMs - (this.clock.now() - started);
    if (wait > 0) await new Promise<void>((resolve) => this.clock.setTimer(resolve, wait));
    if (current()) return action;
    this.clock.defer(() => table.proceed());
    return null;
  }
}
