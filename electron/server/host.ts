/**
 * The table host: one HTTP port serving the built renderer and accepting WebSocket upgrades,
 * the lobby of tables, and (optionally) mDNS publishing of every table. Plain Node: it runs in
 * the Electron main process and headless (`npm run host`).
 */
import { MADE_ROOM_CLOSE_CODE, SOCKET_PATH } from '../../shared/protocol';
import { tablesFor } from '../../shared/host/route';
import { createServer, type IncomingMessage } from 'node:http';
import { hostname, networkInterfaces } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { WebSocketServer } from 'ws';
import { Club } from './club';
import { ClubWire } from './club-wire';
import { attachConnection, type ConnectionContext } from './connection';
import { Turns } from './budget';
import { serverTables } from './host-tables';
import { Publisher } from './discovery';
import { newHostKey, organiserLink } from './host-key';
import { HostNames, isLoopbackAddress } from './host-names';
import { History } from './history';
import { DEFAULT_LIMITS, type Limits } from './limits';
import { DEFAULT_DATA_CAP_MB, enforceDataCap, newestFile } from './data-dir';
import { listEveningJournals } from './club-journal';
import { Lobby } from './lobby';
import { DEFAULT_PIN_GUARD, PinGuard, type PinGuardOptions } from './pin-guard';
import { staticHandler } from './static';
import { APP_ORIGIN } from '../app-origin';
import { DEFAULT_TIMING, type Timing } from './table';
import type { Peer } from './peer';
import type { HostClock } from '../../shared/host/clock';

export const DEFAULT_PORT = 7070;
/** A request's path without its query; never throws (a request line is a stranger's to write: `new URL` throws on some). */
const pathOf = (url: string | undefined) => (url ?? '/').split('?')[0];
const DEFAULT_RENDERER_DIR = join(dirname(fileURLToPath(import.meta.url)), '../../dist/renderer');

export interface HostOptions {
  /** 0: any free port. */
  port?: number;
  /** Address to listen on; all interfaces by default (the LAN must reach it). */
  bind?: string;
  dataDir: string;
  rendererDir?: string;
  hostName?: string;
  limits?: Partial<Limits>;
  timing?: Partial<Timing>;
  maxTables?: number;
  /** How PIN guessing is slowed per address (pin-guard.ts). */
  pinGuessing?: Partial<PinGuardOptions>;
  /** Publish the tables by mDNS. Off unless asked for: tests must not talk to the real LAN. */
  mdns?: boolean;
  /** Extra page origins allowed to open a WebSocket (e.g. a dev server). */
  allowedOrigins?: string[];
  /** The most finished games kept (history.ts); the oldest go first. */
  historyCap?: number;
  /** The data directory's size cap in MB (data-dir.ts; default DEFAULT_DATA_CAP_MB). */
  dataCapMb?: number;
  /** Node's timers unless given: tests pass a fake clock, which the lobby, its tables and the club share. */
  clock?: HostClock;
  /** Called with each table's mDNS instance name once it is published. */
  onAdvertised?: (tableId: string, instance: string) => void;
}

export interface Host {
  port: number;
  lobby: Lobby;
  /** Finished games kept on this host. */
  history?: History;
  /** The club night (club.ts). */
  club?: Club;
  /** Addresses to open in a browser: this machine's LAN addresses, then localhost. */
  urls(): string[];
  /** The organiser's secret: a hello carrying it may list and reopen saved tables (host-key.ts). */
  hostKey: string;
  /** The page on this machine with the key in its fragment, for the organiser alone. */
  organiserUrl(): string;
  /** The data directory at start, after its retention rules (what the start reports). */
  data: { dir: string; files: number; bytes: number; capBytes: number };
  close(): Promise<void>;
}

/**
 * Browsers may connect from the page this host serves (its own scheme, host and port: the Origin
 * equals `http://` + the Host header) and the desktop app's page; a client that is not a browser
 * sends no origin. Anything else is refused: another web site, another port on this machine (a
 * dev server is let in only by name, `allowedOrigins`), an opaque `null` origin (a sandboxed
 * frame, a file page), an extension. "The page this host serves" is only trusted because the
 * Host was checked first (host-names.ts): a rebound foreign name never gets this far.
 */
function originAllowed(req: IncomingMessage, extra: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined || origin === APP_ORIGIN || extra.includes(origin)) return true;
  return req.headers.host !== undefined && origin.toLowerCase() === `http://${req.headers.host.toLowerCase()}`;
}

/** The page's addresses other players can open: the LAN's when bound everywhere, else the bound one; never loopback. */
export function openAddresses(bind: string, lan: readonly string[], port: number): string[] {
  const everywhere = bind === '0.0.0.0' || bind === '::';
  return (everywhere ? lan : [bind]).filter((a) => a !== 'localhost' && !isLoopbackAddress(a)).map((a) => `http://${a.includes(':') ? `[${a}]` : a}:${port}`);
}

export function lanAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flatMap((list) => list ?? [])
    .filter((a) => a.family === 'IPv4' && !a.internal)
    .map((a) => a.address);
}

/** The options given, without those left undefined (a command line's unset flags keep the defaults). */
function defined<T extends object>(options: Partial<T> | undefined): Partial<T> {
  return Object.fromEntries(Object.entries(options ?? {}).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export async function startHost(options: HostOptions): Promise<Host> {
  const limits: Limits = { ...DEFAULT_LIMITS, ...defined(options.limits) };
  const timing: Timing = { ...DEFAULT_TIMING, ...defined(options.timing) };
  const hostName = options.hostName ?? hostname();
  // Within its cap before anything reads it (the open evening's journal, the newest, is kept).
  const capBytes = (options.dataCapMb ?? DEFAULT_DATA_CAP_MB) * 1024 * 1024;
  const openEvening = newestFile(listEveningJournals(options.dataDir));
  const data = enforceDataCap(options.dataDir, capBytes, (path) => path === openEvening);
  const history = new History(options.dataDir, options.historyCap);
  const lobby = new Lobby({ dataDir: options.dataDir, history, timing, clock: options.clock, maxTables: options.maxTables ?? 64, maxTablesPerAddress: limits.maxTablesPerAddress });
  const lobbyPeers = new Set<Peer>();
  const hostKey = newHostKey();
  const pinGuard = new PinGuard({ ...DEFAULT_PIN_GUARD, ...defined(options.pinGuessing) });
  // The club night: an unfinished evening (and its round's tables) comes back with the host.
  const club = new Club(lobby, options.dataDir, options.clock);
  club.resumeSaved();
  const clubWire = new ClubWire(club, pinGuard, options.clock, limits.clubNamesPerAddress);
  // The port is known once listening (below); until then no address is given.
  let openAt = (): string[] => [];
  const hostTables = serverTables({ lobby, hostName, listeners: lobbyPeers, hostKey, pinGuard, club: clubWire, history, openAt: () => openAt() });
  const ctx: ConnectionContext = { host: hostTables, limits, club: clubWire, turns: new Turns(limits.handlingTurnMs) };
  const names = new HostNames();
  const hostAllowed = (host: string | undefined) => names.allows(host);

  // A socket that does not finish its request's head in time is closed: checked every second, so within a second of the limit.
  const http = createServer(
    { headersTimeout: limits.requestHeadMs, requestTimeout: Math.max(limits.requestHeadMs, 30_000), connectionsCheckingInterval: Math.min(1000, limits.requestHeadMs) },
    staticHandler(options.rendererDir ?? DEFAULT_RENDERER_DIR, hostAllowed),
  );
  // One message of a connection per turn of the event loop (not a whole read of them at once): a
  // flood's frames are parsed a few at a time between everybody else's, never in one long run.
  const wss = new WebSocketServer({ noServer: true, maxPayload: limits.hardFrameBytes, perMessageDeflate: false, allowSynchronousEvents: false });
  /** Open WebSockets per remote address. */
  const perAddress = new Map<string, Set<Peer>>();
  // Watching holds no seat either: watchers count with the lobby, or a few addresses could fill the host by watching.
  const holdsSeat = (p: Peer) => p.tableId !== null && (lobby.table(p.tableId)?.placeOf(p) ?? -1) >= 0;
  const open = (peers: Iterable<Peer>) => [...peers].filter((p) => !p.closing);
  /**
   * A full host makes room for a newcomer: the quietest seatless connection (at no table, or
   * watching) of the address holding the most connections is closed, saying why. Players are never
   * closed for it; if every connection holds a seat, the newcomer is refused.
   */
  const makeRoom = (): boolean => {
    const busiest = [...perAddress.values()].map(open).sort((a, b) => b.length - a.length);
    for (const peers of busiest) {
      const quietest = peers.filter((p) => !holdsSeat(p)).sort((a, b) => a.lastSaid - b.lastSaid)[0];
      if (!quietest) continue;
      quietest.close(MADE_ROOM_CLOSE_CODE, 'the host was full: the quietest connection of the address holding the most was closed for a newcomer');
      return true;
    }
    return false;
  };
  /** Why a new connection from `from` is refused, if it is: the caps leave room for players. */
  const refusal = (from: string): string | null => {
    const peers = open(perAddress.get(from) ?? []);
    if (peers.length >= limits.maxConnectionsPerAddress) return 'too many connections from your address';
    const seatless = peers.filter((p) => !holdsSeat(p)).length;
    if (seatless >= limits.maxLobbyConnectionsPerAddress) return 'too many connections from your address that hold no seat';
    const total = [...perAddress.values()].reduce((n, s) => n + open(s).length, 0);
    if (total >= limits.maxConnections && !makeRoom()) return 'too many connections to this host';
    return null;
  };
  http.on('upgrade', (req, socket, head) => {
    if (pathOf(req.url) !== SOCKET_PATH) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\nthe table server answers at /ws\n');
      return;
    }
    if (!hostAllowed(req.headers.host)) {
      socket.end('HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\nthis host does not answer to that name\n');
      return;
    }
    if (!originAllowed(req, options.allowedOrigins ?? [])) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    const from = req.socket.remoteAddress ?? '';
    const refused = refusal(from);
    if (refused) {
      socket.end(`HTTP/1.1 503 Service Unavailable\r\nConnection: close\r\nContent-Type: text/plain\r\n\r\n${refused}\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const peers = perAddress.get(from) ?? new Set<Peer>();
      perAddress.set(from, peers);
      const peer = attachConnection(ws, from, ctx);
      peers.add(peer);
      ws.once('close', () => {
        peers.delete(peer);
        if (peers.size === 0) perAddress.delete(from);
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(options.port ?? DEFAULT_PORT, options.bind ?? '0.0.0.0', () => {
      http.off('error', reject);
      resolve();
    });
  });
  const address = http.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const bind = options.bind ?? '0.0.0.0';
  const everywhere = bind === '0.0.0.0' || bind === '::';
  const pageUrl = (a: string) => `http://${a.includes(':') ? `[${a}]` : a}:${port}`;
  openAt = () => openAddresses(bind, lanAddresses(), port);

  const publisher = options.mdns ? new Publisher({ port, hostName, onPublished: options.onAdvertised }) : null;
  lobby.onChange(() => {
    const tables = lobby.list();
    for (const peer of lobbyPeers) peer.send(tablesFor(hostTables, peer, tables));
    void publisher?.sync(tables);
  });

  return {
    port,
    lobby,
    history,
    club,
    hostKey,
    data: { dir: options.dataDir, ...data.usage, capBytes },
    organiserUrl: () => organiserLink(everywhere ? `http://127.0.0.1:${port}` : pageUrl(bind), hostKey),
    urls: () => (everywhere ? [...lanAddresses(), '127.0.0.1'] : [bind]).map(pageUrl),
    async close() {
      await publisher?.stop();
      club.shutdown();
      await lobby.shutdown();
      for (const client of wss.clients) client.terminate();
      wss.close();
      await new Promise<void>((resolve) => http.close(() => resolve()));
    },
  };
}
