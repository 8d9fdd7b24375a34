/**
 * Offline practice: the host core (shared/host/table-core.ts, the same one the server runs) behind
 * an in-memory transport, for when no host is reachable (e.g. the renderer opened from disk) and
 * for the renderer's tests. This shell only moves messages, checks them as the server does and
 * keeps the list of tables; every message is routed by shared/host/route.ts, and every rule of
 * hosting (places, bots, claim windows, ceremony, commit–reveal, timers) is the core's.
 */
import { systemClock, type HostClock, type RandomSource } from '../../../shared/host/clock';
import { pinHash } from '../../../shared/host/places';
import { ListNotice } from '../../../shared/host/list-notice';
import { route, tablesFor, type HostTables, type RoutedPeer } from '../../../shared/host/route';
import { failure, TableCore, type Failure, type HostTiming } from '../../../shared/host/table-core';
import type { HostMessage } from '../../../shared/host/wire';
import { parseClientMessage, type ClientMessage, type SavedTableSummary, type ServerMessage, type TableOptions, type TableSummary, type YourTable } from '../../../shared/protocol';
import { presetById, withHouseRules, type Preset } from '../../../shared/rules/presets';
import { CLAIM_PAUSE_MS } from '../../../shared/table/pacing';
import { newTable } from '../../../shared/table/start';
import type { HistoryStore } from '../../../shared/history/requests';
import { DeviceHistory } from '../logic/deviceHistory';
import { type ConnectionState, Listeners, LOCAL_HOST_NAME, type Transport } from './types';

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

/** A practice client: it connects from this device, whose own user decides about the games kept on it. */
export type LocalClient = RoutedPeer;

const NOT_KEPT = failure('no-table', 'this device keeps no saved tables');

/** Players connected at a table now. */
const connectedAt = (table: TableCore<LocalClient>): number => table.players().filter((p) => p.kind === 'human' && p.connected).length;

export class LocalHost implements HostTables<LocalClient> {
  readonly tables = new Map<string, TableCore<LocalClient>>();
  readonly listeners = new Set<LocalClient>();
  readonly hostName: string;
  readonly history: HistoryStore;
  private readonly timing: HostTiming;
  private readonly clock: HostClock;
  private readonly random: RandomSource | undefined;
  private nextId = 1;
  private readonly notice: ListNotice;

  constructor(options: LocalHostOptions = {}) {
    this.hostName = options.hostName ?? LOCAL_HOST_NAME;
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
    this.notice = new ListNotice(this.clock, () => this.list(), (tables) => this.listeners.forEach((c) => c.send(tablesFor(this, c, tables))));
  }

  list(): TableSummary[] {
    return [...this.tables.values()].filter((t) => t.listed()).map((t) => t.summary());
  }

  /** Every table here is this device's own: each counts (there is no cap here) and may be closed once nobody is at it. */
  yours(): YourTable[] {
    return [...this.tables.values()].map((t) => ({ id: t.id, name: t.name, preset: t.preset.id, connected: connectedAt(t) }));
  }

  closeYours(_peer: LocalClient, id: string): Failure | null {
    const table = this.tables.get(id);
    if (!table) return failure('not-allowed', 'only a table opened from your address can be closed from here');
    if (connectedAt(table) > 0) return failure('not-allowed', 'someone is at that table: it closes when the last player leaves it');
    table.close();
    return null;
  }

  table(id: string): TableCore<LocalClient> | undefined {
    return this.tables.get(id);
  }

  findToken(token: string): { table: TableCore<LocalClient>; place: number } | null {
    for (const table of this.tables.values()) {
      const place = table.placeForToken(token);
      if (place >= 0) return { table, place };
    }
    return null;
  }

  // Nothing is kept on this device: a practice table is not resumable.
  saved = (): SavedTableSummary[] => [];
  reopen = (): Failure => NOT_KEPT;
  isOrganiserKey = (): boolean => false;
  pinRefused = (_peer: LocalClient, table: TableCore<LocalClient>, attempt: string | undefined): Failure | null => table.checkPin(attempt);
  ownsHistory = (): boolean => true;

  /** Every client at no table hears of a change in the list of tables. */
  private tablesChanged(): void {
    this.notice.changed();
  }

  open(options: TableOptions): TableCore<LocalClient> | Failure {
    let preset: Preset;
    try {
      preset = withHouseRules(presetById(options.preset), options.rules);
    } catch (e) {
      return failure('bad-message', (e as Error).message);
    }
    const table: TableCore<LocalClient> = new TableCore<LocalClient>({
      id: `t${this.nextId++}`,
      name: options.name,
      preset,
      pin: options.pin ? pinHash(options.pin) : null,
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
    this.tablesChanged();
    return table;
  }

  /** One message from a client, routed as the server routes it. */
  handle(client: LocalClient, message: ClientMessage): void {
    route(this, client, message);
  }

  /** A new in-memory client (as if connected from this device), for the transport and tests. */
  client(send: (message: HostMessage) => void, close: () => void = () => {}): LocalClient {
    return { name: 'Player', tableId: null, greeted: false, organiser: false, address: this.hostName, send, close };
  }

  connect(): Transport {
    const messages = new Listeners<ServerMessage>();
    const states = new Listeners<ConnectionState>();
    let state: ConnectionState = 'connecting';
    const host = this;
    // Asynchronous like a network, and a copy, so nobody shares objects with the host.
    const client = this.client(
      (m: HostMessage) => {
        const copy = JSON.parse(JSON.stringify(m)) as ServerMessage;
        setTimeout(() => state === 'open' && messages.emit(copy), 0);
      },
      () => transport.close(),
    );
    const queue: string[] = [];
    // Checked as the server checks every frame, then routed as it routes them.
    const deliver = (frame: string) =>
      setTimeout(() => {
        if (state !== 'open') return;
        const parsed = parseClientMessage(frame);
        if (parsed.ok) host.handle(client, parsed.message);
        else client.send({ t: 'error', code: parsed.code, message: parsed.message, ...(parsed.about ? { for: parsed.about } : {}) });
      }, 0);
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
        const frame = JSON.stringify(message);
        if (state === 'connecting') queue.push(frame);
        else deliver(frame);
      },
      onMessage: (l) => messages.add(l),
      onState: (l) => states.add(l),
      close() {
        if (state === 'closed') return;
        // As on the server: a closed connection is away (a bot covers it after the grace period), not gone.
        if (client.tableId) host.table(client.tableId)?.disconnected(client);
        host.listeners.delete(client);
        state = 'closed';
        states.emit(state);
      },
    };
    return transport;
  }

  dispose(): void {
    this.notice.stop();
    for (const t of this.tables.values()) t.stop();
  }
}
