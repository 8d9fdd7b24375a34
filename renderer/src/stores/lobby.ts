/**
 * The way in: the connection to a table host, the tables it has, tables found on the LAN (in the
 * app), hosting, joining, watching, practice and resuming. In a plain browser the host is the one
 * that served the page; in the app the preload bridge finds and starts hosts.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { PROTOCOL_VERSION, type ClientMessage, type SavedTableSummary, type ServerMessage, type TableOptions, type TableSummary, type YourTable } from '../../../shared/protocol';
import { DEFAULT_NAMES } from '../i18n/default-names';
import { bridge, type LanTable } from '../transport/bridge';
import { forgetHostKey, hostKeyFor, rememberHostKey } from '../transport/hostKey';
import { playerKeyFor } from '../transport/playerKey';
import { localTransport } from '../transport/local-lazy';
import type { ConnectionState, Transport } from '../transport/types';
import { browserTransport } from '../transport/websocket';
import { useSettings } from './settings';
import { useTable } from './table';

export type Mode = 'browser' | 'electron' | 'local';

/** A seat this browser held, so it can come back to it. */
export interface SavedSeat {
  address: string;
  table: string;
  name: string;
  preset: string;
  token: string;
  at: number;
}

const SEATS_KEY = 'sparrow.seats.v1';

function loadSeats(): SavedSeat[] {
  try {
    const raw = localStorage.getItem(SEATS_KEY);
    return raw ? (JSON.parse(raw) as SavedSeat[]).filter((s) => typeof s.token === 'string') : [];
  } catch {
    return [];
  }
}

function storeSeats(seats: SavedSeat[]): void {
  try {
    localStorage.setItem(SEATS_KEY, JSON.stringify(seats.slice(0, 20)));
  } catch {
    /* private mode */
  }
}

/** Tests and the offline mode replace how a transport is made. */
let makeTransport: (address: string | null) => Transport = (address) => {
  if (address === null) return localTransport();
  return browserTransport(address, typeof location !== 'undefined' && location.protocol === 'https:');
};
export function setTransportFactory(f: (address: string | null) => Transport): void {
  makeTransport = f;
}

/** The page's own host, when it was served by one. */
export function pageHost(): string | null {
  if (typeof location === 'undefined') return null;
  return location.protocol === 'http:' || location.protocol === 'https:' ? location.host : null;
}

export const useLobby = defineStore('lobby', () => {
  const settings = useSettings();
  const table = useTable();
  const transport = shallowRef<Transport | null>(null);
  const connection = ref<ConnectionState | 'none'>('none');
  const address = ref<string | null>(null);
  const hostName = ref<string>('');
  /** Where other players open this host (its welcome says; none for practice on this device). */
  const openAt = ref<string[]>([]);
  const tables = ref<TableSummary[]>([]);
  /** The open tables this device's address opened (the host says which still count against it). */
  const yours = ref<YourTable[]>([]);
  const lanTables = ref<LanTable[]>([]);
  const savedTables = ref<SavedTableSummary[]>([]);
  const savedSeats = ref<SavedSeat[]>(loadSeats());
  /** The host's last refusal; `for` and `table` say what it answered, so it can show where it was asked. */
  const error = ref<{ code: string; message: string; for?: string; table?: string } | null>(null);
  /** An i18n key to tell the player about the connection (offline practice after no host answered). */
  const notice = ref<string | null>(null);
  /** What was last asked of the host about a table (join, watch, resume…). */
  let asked: { for: string; table?: string } | null = null;
  /** The PIN the table we watch needed, to watch again after a dropped connection. */
  let watchPin: string | undefined;
  const welcomed = ref(false);
  const mode = computed<Mode>(() => (transport.value?.kind === 'local' ? 'local' : bridge() ? 'electron' : 'browser'));
  let pendingCreate: { name: string; known: Set<string> } | null = null;
  let pendingPreset: string | null = null;
  /** The name of the table we sit at (or watch). */
  const tableName = ref('');
  let stopBrowsing: (() => void) | null = null;
  let unsubscribe: (() => void)[] = [];

  function send(m: ClientMessage): void {
    transport.value?.send(m);
  }

  /** Other stores (the club night's) hear every message from the host too. */
  const listeners: ((m: ServerMessage) => void)[] = [];
  function listen(listener: (m: ServerMessage) => void): void {
    listeners.push(listener);
  }

  /** Your name as typed, or the name field's own placeholder ("Guest") in your language. */
  function playerName(): string {
    return settings.name.trim().slice(0, 24) || DEFAULT_NAMES[settings.locale].guest;
  }

  /** The name the host knows us by (our last hello). */
  let helloName = '';

  /** Hello, with this device's player key (playerKey.ts) and the organiser's key when we hold this host's (hostKey.ts). */
  function hello(t: Transport): ClientMessage {
    helloName = playerName();
    const key = hostKeyFor(t.address);
    const player = playerKeyFor(t.address);
    return key ? { t: 'hello', v: PROTOCOL_VERSION, name: playerName(), key, player } : { t: 'hello', v: PROTOCOL_VERSION, name: playerName(), player };
  }

  /** Connects to a host ("host:port"), or to an in-process host with null. */
  function connect(to: string | null): void {
    disconnect();
    if (to !== null) notice.value = null;
    const t = makeTransport(to);
    transport.value = t;
    address.value = t.address;
    connection.value = t.state;
    table.bind(send);
    unsubscribe = [
      t.onState((s) => {
        connection.value = s;
        if (s === 'open') {
          welcomed.value = false;
          t.send(hello(t));
          // After a dropped connection, take our seat back.
          if (table.token) t.send({ t: 'resume', token: table.token });
          else if (table.tableId && table.watching) t.send(watchPin ? { t: 'watch', table: table.tableId, pin: watchPin } : { t: 'watch', table: table.tableId });
        }
      }),
      t.onMessage(receive),
    ];
    if (t.state === 'open') t.send(hello(t));
  }

  function disconnect(): void {
    for (const u of unsubscribe) u();
    unsubscribe = [];
    transport.value?.close();
    transport.value = null;
    connection.value = 'none';
    welcomed.value = false;
    table.reset();
  }

  function receive(m: ServerMessage): void {
    switch (m.t) {
      case 'welcome':
        welcomed.value = true;
        hostName.value = m.host;
        openAt.value = m.openAt ?? [];
        tables.value = m.tables;
        // The list again, with the tables this address opened.
        send({ t: 'listTables' });
        backToSeat();
        // Saved tables are the organiser's alone (the hello carried the host key).
        if (m.organiser) send({ t: 'listSaved' });
        break;
      case 'tables': {
        tables.value = m.tables;
        yours.value = m.yours ?? [];
        if (pendingCreate) {
          const made = m.tables.find((x) => x.name === pendingCreate!.name && !pendingCreate!.known.has(x.id));
          if (made && !table.tableId) {
            pendingCreate = null;
            send({ t: 'join', table: made.id });
          }
        }
        break;
      }
      case 'saved':
        savedTables.value = m.tables;
        break;
      case 'joined': {
        const summary = tables.value.find((x) => x.id === m.table);
        const saved = m.token ? savedSeats.value.find((x) => x.token === m.token) : undefined;
        // The name of a table we just created (or resumed) may not be in our list.
        tableName.value = summary?.name ?? m.name ?? pendingCreate?.name ?? saved?.name ?? m.table;
        pendingCreate = null;
        error.value = null;
        autoResuming = false;
        if (m.token && address.value) {
          const entry: SavedSeat = {
            address: address.value,
            table: m.table,
            name: summary?.name ?? saved?.name ?? tableName.value,
            preset: summary?.preset ?? saved?.preset ?? pendingPreset ?? '',
            token: m.token,
            at: Date.now(),
          };
          savedSeats.value = [entry, ...savedSeats.value.filter((s) => !(s.address === entry.address && s.table === entry.table))];
          storeSeats(savedSeats.value);
        }
        break;
      }
      case 'error':
        // Coming back by ourselves to a seat that is gone is no error to show: the seat is forgotten.
        if (m.for === 'resume' && autoResuming) {
          autoResuming = false;
          table.token = null;
          asked = null;
          if (m.code === 'bad-token') forgetSeat(lastAutoToken);
          return;
        }
        // "I'm back" clicked twice: the second is told it changes nothing, which needs no banner.
        if (m.for !== 'act' && m.for !== 'playAgain' && m.for !== 'entropy' && m.for !== 'listSaved' && m.for !== 'ceremonyDone' && m.for !== 'nextHand' && m.for !== 'review' && m.for !== 'watchReplay' && !m.for?.startsWith('history')) {
          const about = asked && asked.for === m.for ? asked : null;
          error.value = { code: m.code, message: m.message, ...(m.for ? { for: m.for } : {}), ...(about?.table ? { table: about.table } : {}) };
        }
        if (m.for === 'resume' && m.code === 'bad-token') forgetSeat(table.token);
        // A key from before the host restarted: it is no use any more.
        if (m.for === 'hello' && m.code === 'not-allowed' && address.value) forgetHostKey(address.value);
        break;
      default:
        break;
    }
    table.receive(m);
    for (const l of listeners) l(m);
  }

  /** This page load has tried to take back our seat at this host (once: a reopened tab goes straight back to it). */
  let autoTried = false;
  let autoResuming = false;
  let lastAutoToken: string | null = null;
  function backToSeat(): void {
    if (autoTried || mode.value !== 'browser' || table.tableId) return;
    autoTried = true;
    const seat = savedSeats.value.filter((s) => s.address === address.value).sort((a, b) => b.at - a.at)[0];
    if (!seat) return;
    autoResuming = true;
    lastAutoToken = seat.token;
    asked = { for: 'resume', table: seat.table };
    table.token = seat.token;
    send({ t: 'resume', token: seat.token });
  }

  /** A name typed since our hello counts at once: hello again (the host takes the new name) before asking for a seat. */
  function sayName(): void {
    const t = transport.value;
    if (t && t.state === 'open' && playerName() !== helloName) t.send(hello(t));
  }

  function forgetSeat(token: string | null): void {
    if (!token) return;
    savedSeats.value = savedSeats.value.filter((s) => s.token !== token);
    storeSeats(savedSeats.value);
  }

  function createTable(options: TableOptions): void {
    sayName();
    error.value = null;
    asked = { for: 'createTable' };
    pendingCreate = { name: options.name, known: new Set(tables.value.map((x) => x.id)) };
    pendingPreset = options.preset;
    send({ t: 'createTable', options });
  }

  function join(tableId: string, pin?: string): void {
    sayName();
    error.value = null;
    asked = { for: 'join', table: tableId };
    send(pin ? { t: 'join', table: tableId, pin } : { t: 'join', table: tableId });
  }

  /** Watching a table, take a free seat at it (with the PIN it was watched with). */
  function sitDown(tableId: string): void {
    join(tableId, watchPin);
  }

  /** Watch a table (with its PIN if it has one); the table shows once the host says `joined`. */
  function watchTable(tableId: string, pin?: string): void {
    sayName();
    error.value = null;
    asked = { for: 'watch', table: tableId };
    watchPin = pin;
    send(pin ? { t: 'watch', table: tableId, pin } : { t: 'watch', table: tableId });
  }

  /** Resolves true once connected to a host and welcomed, false if that does not happen within `ms`. */
  function whenReady(ms: number): Promise<boolean> {
    if (connection.value === 'open' && welcomed.value) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(false), ms);
      const stop = watch([connection, welcomed], ([c, w]) => c === 'open' && w && done(true));
      function done(ok: boolean): void {
        clearTimeout(timer);
        stop();
        resolve(ok);
      }
    });
  }

  function resumeSeat(seat: SavedSeat): void {
    error.value = null;
    asked = { for: 'resume', table: seat.table };
    if (seat.address !== address.value) connect(seat.address);
    table.token = seat.token;
    send({ t: 'resume', token: seat.token });
  }

  function resumeSaved(id: string): void {
    error.value = null;
    asked = { for: 'resumeTable', table: id };
    send({ t: 'resumeTable', table: id });
  }

  function leave(): void {
    send({ t: 'leave' });
    // Left for good: the seat is not offered back.
    forgetSeat(table.token);
    table.reset();
    send({ t: 'listTables' });
  }

  function refresh(): void {
    send({ t: 'listTables' });
  }

  /** The app: start hosting here, then connect to our own host. */
  async function hostHere(): Promise<void> {
    const b = bridge();
    if (!b) return;
    const { address: a, hostKey } = await b.startHost();
    const newKey = !!hostKey && hostKey !== hostKeyFor(a);
    if (hostKey) rememberHostKey(a, hostKey);
    // Say hello again with the key if we were connected without it.
    if (a !== address.value || newKey) connect(a);
  }

  function startBrowsing(): void {
    const b = bridge();
    if (!b || stopBrowsing) return;
    stopBrowsing = b.browseTables((found) => (lanTables.value = found));
  }

  function stopLanBrowsing(): void {
    stopBrowsing?.();
    stopBrowsing = null;
  }

  return {
    transport,
    connection,
    address,
    hostName,
    openAt,
    tables,
    yours,
    closeTable: (id: string) => send({ t: 'closeTable', table: id }),
    lanTables,
    savedTables,
    savedSeats,
    error,
    notice,
    tableName,
    welcomed,
    mode,
    send,
    listen,
    connect,
    disconnect,
    createTable,
    join,
    sitDown,
    watchTable,
    whenReady,
    resumeSeat,
    resumeSaved,
    forgetSeat,
    leave,
    refresh,
    hostHere,
    startBrowsing,
    stopLanBrowsing,
  };
});
