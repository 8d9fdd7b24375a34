/**
 * Offline practice: the host core (shared/host/table-core.ts, the same one the server runs) behind
 * an in-memory transport, for when no host is reachable (e.g. the renderer opened from disk) and
 * for the renderer's tests. This shell only routes messages and keeps the list of tables; every
 * rule of hosting (places, bots, claim windows, ceremony, commit–reveal, timers) is the core's.
 */
import * as v from 'valibot';
import { systemClock, type HostClock, type RandomSource } from '../../../shared/host/clock';
import { pinHash } from '../../../shared/host/places';
import { leaveFirst, logRequest, playRequest } from '../../../shared/host/requests';
import { reviewRequest } from '../../../shared/host/review';
import { TableCore, type Failure, type HostTiming } from '../../../shared/host/table-core';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import { PROTOCOL_VERSION, TableOptionsSchema, type ClientMessage, type ServerMessage, type TableOptions, type TableSummary } from '../../../shared/protocol';
import { presetById, withHouseRules, type Preset } from '../../../shared/rules/presets';
import { CLAIM_PAUSE_MS } from '../../../shared/table/pacing';
import { newTable } from '../../../shared/table/start';
import { historyRequest, type HistoryStore } from '../../../shared/history/requests';
import { DeviceHistory } from '../logic/deviceHistory';
import { type ConnectionState, Listeners, type Transport } from './types';

export interface LocalHostOptions {
  hostName?: string;
  /** Overrides the preset's claim window (tests use a short one). */
  claimWindowMs?: number;
  /** The least time every claim window stays open (shared/table/pacing.ts). */
  claimPauseMs?: number;
  /** After a deal the bots wait this long at most for the player to watch the ceremony. */
  ceremonyMs?: number;
  /** Pause before a bot moves, so people can follow. */
  botDelayMs?: number;
  /** How long the host waits for players' entropy before using its own. */
  entropyMs?: number;
  /** Pause after a hand before the next one starts without the player's `nextHand`. */
  nextHandMs?: number;
  /** The core's clock (tests may pass a fake one). */
  clock?: HostClock;
  /** The core's random bytes (tests may pass a seeded source). */
  random?: RandomSource;
  /** Where finished games are kept (the browser's storage by default). */
  history?: HistoryStore;
}

type Client = HostPeer;

const errorFor = (client: Client, f: Failure, about: ClientMessage['t']) => client.send({ t: 'error', code: f.code, message: f.message, for: about });

export class LocalHost {
  readonly tables = new Map<string, TableCore<Client>>();
  readonly clients = new Set<Client>();
  readonly hostName: string;
  private readonly timing: HostTiming;
  private readonly clock: HostClock;
  private readonly random: RandomSource | undefined;
  private nextId = 1;
  private listed = '';
  private readonly history: HistoryStore;

  constructor(options: LocalHostOptions = {}) {
    this.hostName = options.hostName ?? 'this device';
    this.clock = options.clock ?? systemClock;
    this.random = options.random;
    this.history = options.history ?? new DeviceHistory();
    this.timing = {
      entropyMs: options.entropyMs ?? 2000,
      graceMs: 15_000,
      botDelayMs: options.botDelayMs ?? 450,
      nextHandMs: options.nextHandMs ?? 20_000,
      claimWindowMs: options.claimWindowMs ?? null,
      claimPauseMs: options.claimPauseMs ?? CLAIM_PAUSE_MS,
      ceremonyMs: options.ceremonyMs ?? 20_000,
      turnTimer: null,
    };
  }

  summaries(): TableSummary[] {
    return [...this.tables.values()].filter((t) => t.listed()).map((t) => t.summary());
  }

  /** Every client hears of a change in the list of tables. */
  private tablesChanged(): void {
    const tables = this.summaries();
    const now = JSON.stringify(tables);
    if (now === this.listed) return;
    this.listed = now;
    for (const c of this.clients) c.send({ t: 'tables', tables });
  }

  private create(client: Client, options: TableOptions): void {
    // Checked as the real host checks it (house rules above all).
    const checked = v.safeParse(TableOptionsSchema, options);
    if (!checked.success) return errorFor(client, { code: 'bad-message', message: checked.issues[0].message }, 'createTable');
    let preset: Preset;
    try {
      preset = withHouseRules(presetById(checked.output.preset), checked.output.rules);
    } catch (e) {
      return errorFor(client, { code: 'bad-message', message: (e as Error).message }, 'createTable');
    }
    const table: TableCore<Client> = new TableCore<Client>({
      id: `t${this.nextId++}`,
      name: checked.output.name,
      preset,
      pin: checked.output.pin ? pinHash(checked.output.pin) : null,
      timing: this.timing,
      state: newTable(preset),
      clock: this.clock,
      random: this.random,
      sink: {
        // Nothing is kept on this device: a practice table is not resumable.
        record: () => {},
        send: (peer, message) => peer.send(message),
        then: (fn) => fn(),
        changed: () => this.tablesChanged(),
        closed: () => {
          this.tables.delete(table.id);
          this.tablesChanged();
        },
        // A finished game is kept on this device (logic/deviceHistory.ts).
        gameOver: (log) => void this.history.add(log),
      },
    });
    this.tables.set(table.id, table);
    table.start();
    const joined = table.join(client, undefined);
    if ('code' in joined) return errorFor(client, joined, 'createTable');
    if (checked.output.bots) table.addBots(checked.output.bots);
    this.tablesChanged();
  }

  private tableOf(client: Client): TableCore<Client> | undefined {
    return client.tableId ? this.tables.get(client.tableId) : undefined;
  }

  handle(client: Client, m: ClientMessage): void {
    const notHere = () => errorFor(client, { code: 'no-table', message: 'no such table' }, m.t);
    switch (m.t) {
      case 'hello':
        client.name = m.name;
        return client.send({ t: 'welcome', v: PROTOCOL_VERSION, host: this.hostName, tables: this.summaries() });
      case 'listTables':
        return client.send({ t: 'tables', tables: this.summaries() });
      case 'createTable': {
        const refused = leaveFirst(this.tableOf(client), client);
        return refused ? errorFor(client, refused, m.t) : this.create(client, m.options);
      }
      case 'join':
      case 'watch': {
        const refused = leaveFirst(this.tableOf(client), client, m.t === 'join' ? m.table : undefined);
        if (refused) return errorFor(client, refused, m.t);
        const table = this.tables.get(m.table);
        if (!table) return notHere();
        const wrongPin = table.checkPin(m.pin);
        if (wrongPin) return errorFor(client, wrongPin, m.t);
        const done = m.t === 'join' ? table.join(client, m.seat) : table.watch(client);
        return done && 'code' in done ? errorFor(client, done, m.t) : undefined;
      }
      case 'resume': {
        for (const table of this.tables.values()) {
          const place = table.placeForToken(m.token);
          if (place < 0) continue;
          const failed = table.takeBack(client, place, m.token);
          return failed ? errorFor(client, failed, m.t) : undefined;
        }
        return errorFor(client, { code: 'bad-token', message: 'nothing to resume' }, m.t);
      }
      case 'addBots': {
        const table = this.tables.get(m.table);
        if (!table) return notHere();
        const failed = table.addBots();
        return failed ? errorFor(client, failed, m.t) : undefined;
      }
      case 'entropy':
      case 'act':
      case 'ceremonyDone':
      case 'nextHand':
      case 'watchReplay':
      case 'playAgain': {
        const table = this.tableOf(client);
        if (!table) return errorFor(client, { code: 'not-seated', message: 'join a table first' }, m.t);
        const failed = playRequest(table, client, m);
        return failed ? errorFor(client, failed, m.t) : undefined;
      }
      case 'leave':
        return this.tableOf(client)?.leave(client);
      case 'exportLog': {
        const table = this.tables.get(m.table);
        if (!table) return notHere();
        const log = logRequest(table, client, m);
        return 'code' in log ? errorFor(client, log, m.t) : client.send(log);
      }
      case 'review': {
        const table = this.tables.get(m.table);
        if (!table) return notHere();
        const review = reviewRequest(table, client, m);
        return 'code' in review ? errorFor(client, review, m.t) : client.send(review);
      }
      case 'ping':
        return client.send({ t: 'pong' });
      case 'historyList':
      case 'historyGet':
      case 'historyRemove':
      case 'historyPrune':
      case 'historyForget':
        // The device's own user decides about the games kept on it.
        return historyRequest(this.history, { name: client.name, organiser: true }, m).forEach((r) => client.send(r));
      case 'listSaved':
        return client.send({ t: 'saved', tables: [] });
      default:
        return client.send({ t: 'error', code: 'bad-message', message: `not supported here: ${m.t}` });
    }
  }

  connect(): Transport {
    const messages = new Listeners<ServerMessage>();
    const states = new Listeners<ConnectionState>();
    let state: ConnectionState = 'connecting';
    const host = this;
    const client: Client = {
      // Asynchronous like a network, and a copy, so nobody shares objects with the host.
      send: (m: HostMessage) => {
        const copy = JSON.parse(JSON.stringify(m)) as ServerMessage;
        setTimeout(() => state === 'open' && messages.emit(copy), 0);
      },
      close: () => transport.close(),
      name: 'Player',
      tableId: null,
    };
    this.clients.add(client);
    const queue: ClientMessage[] = [];
    const deliver = (message: ClientMessage) => setTimeout(() => state === 'open' && host.handle(client, message), 0);
    setTimeout(() => {
      state = 'open';
      // Listeners say hello first; messages sent while connecting follow.
      states.emit(state);
      for (const m of queue.splice(0)) deliver(m);
    }, 0);
    const transport: Transport = {
      kind: 'local',
      address: this.hostName,
      get state() {
        return state;
      },
      send(message) {
        const copy = JSON.parse(JSON.stringify(message)) as ClientMessage;
        if (state === 'connecting') queue.push(copy);
        else deliver(copy);
      },
      onMessage: (l) => messages.add(l),
      onState: (l) => states.add(l),
      close() {
        if (state === 'closed') return;
        // As on the server: a closed connection is away (a bot covers it after the grace period), not gone.
        host.tableOf(client)?.disconnected(client);
        host.clients.delete(client);
        state = 'closed';
        states.emit(state);
      },
    };
    return transport;
  }

  dispose(): void {
    for (const t of this.tables.values()) t.stop();
  }
}
