/**
 * One table on the server: the host core (shared/host/table-core.ts) built with its journal on
 * disk, the Outbox that sends nothing before the records it follows are durable, the latency
 * figures, and the places played by an external mjai AI (mjai-seats.ts, a seat player layered
 * over the person and the bot).
 */
import type { SparrowLog } from '../../shared/history/sparrow-log';
import { CLAIM_PAUSE_MS } from '../../shared/table/pacing';
import type { HostClock } from '../../shared/host/clock';
import { TableCore, type CoreInit, type Failure, type HostTiming } from '../../shared/host/table-core';
import type { MjaiAi } from './mjai-place';
import { MjaiSeats } from './mjai-seats';
import type { Journal } from './journal';
import { nodeClock } from './node-clock';
import { Outbox } from './outbox';
import type { Peer } from './peer';
import { Timings } from './timings';
import { MJAI_ANSWER_MS, MJAI_START_MS } from './mjai-place';

export type { Failure } from '../../shared/host/table-core';

export interface Timing extends HostTiming {
  /** How long an mjai AI may take over a decision before the bot plays it. */
  mjaiAnswerMs: number;
  /** How long it may take over the decisions before its first answer of the game (start-up). */
  mjaiStartMs: number;
  /** A table a connection opened that never dealt closes after this long with no player connected (the lobby's). */
  unplayedTableMs: number;
}

export const DEFAULT_TIMING: Timing = { entropyMs: 4000, graceMs: 15_000, botDelayMs: 700, nextHandMs: 20_000, claimWindowMs: null, claimPauseMs: CLAIM_PAUSE_MS, ceremonyMs: 20_000, mjaiAnswerMs: MJAI_ANSWER_MS, mjaiStartMs: MJAI_START_MS, turnTimer: null, unplayedTableMs: 10 * 60_000 };

export interface TableInit extends Omit<CoreInit<Peer>, 'sink' | 'clock' | 'timing' | 'others'> {
  journal: Journal;
  /** Node's timers unless given (tests pass a fake clock). */
  clock?: HostClock;
  timing: Timing;
  onChange(table: Table): void;
  onClose(table: Table): void;
  /** The game is over: its Sparrow log, to keep. */
  onGameOver?(log: SparrowLog, owners: (string | null)[]): void;
}

/**
 * A server table: the host core built with the server's journal, outbox, clock and mjai seats, and
 * what the server adds to it. It only adds (it overrides nothing of the core).
 */
export class Table extends TableCore<Peer> {
  /** Milliseconds from a player's move arriving to its view being sent (journal fsync included). */
  readonly timings: Timings;
  private readonly journal: Journal;
  private readonly mjai: MjaiSeats;

  constructor(init: TableInit) {
    const { journal } = init;
    const outbox = new Outbox(journal);
    const timings = new Timings(1000);
    // The sink and the seats are made before the core; they reach the table once it is built.
    const made: { mjai?: MjaiSeats; table?: Table } = {};
    const clock = init.clock ?? nodeClock;
    super({
      ...init,
      clock,
      sink: {
        record: (r, unseen) => {
          journal.append(r);
          outbox.recorded(unseen === true);
        },
        send: (peer, message) => outbox.send(peer, message),
        sendShown: (peer, message) => outbox.sendShown(peer, message),
        then: (fn) => outbox.then(fn),
        timeMove: () => {
          const received = performance.now();
          return () => timings.record(performance.now() - received);
        },
        changed: () => init.onChange(made.table!),
        closed: () => {
          void journal.close();
          init.onClose(made.table!);
        },
        gameOver: (log, owners) => init.onGameOver?.(log, owners),
      },
      others: (seats) => (made.mjai = new MjaiSeats(seats, init.timing.mjaiAnswerMs, clock, init.timing.mjaiStartMs)),
    });
    made.table = this;
    this.timings = timings;
    this.journal = journal;
    this.mjai = made.mjai!;
  }

  /** Resolves once every journal record so far is on disk. */
  settled(): Promise<void> {
    return this.journal.settled();
  }

  /** Resolves once the table's journal is closed (after the table closed: its file may then go). */
  journalClosed(): Promise<void> {
    return this.journal.close();
  }

  /** Host shutdown: stop moving, keep the journal resumable. */
  async shutdown(): Promise<void> {
    this.stop();
    await this.journal.close();
  }

  /** Seats an mjai AI at place `at` (0–3), or the first empty place: riichi tables only, before the first deal. */
  addMjai(ai: MjaiAi, at?: number): Failure | null {
    return this.mjai.add(ai, at);
  }

  /** The places an mjai AI plays now. */
  mjaiPlaces(): number[] {
    return this.mjai.places();
  }
}
