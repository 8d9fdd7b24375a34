/**
 * Action → broadcast latency on a busy host: a host process runs N bot tables (three bots each);
 * this process seats one player at every table over a real WebSocket, plays with the basic bot and
 * times each of its moves from sending it to receiving the view that shows it (engine, journal
 * fsync, broadcast and both WebSocket hops included). The host also reports its own share: from
 * the move arriving to its view being sent.
 *
 * The players connect from several loopback addresses (127.0.0.1, .2, …; the host accepts 32
 * connections per address), and the run fails loudly if any table did not play: a refused
 * connection must not shrink the figure's table count unnoticed. It measures until both the
 * seconds and the sample count asked for are reached (or the most seconds allowed).
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { chooseAction } from '../shared/bots/basic';
import { PROTOCOL_VERSION, type ServerMessage } from '../shared/protocol';
import type { Action } from '../shared/table/types';
import type { VisibleEvent } from '../shared/view';
import { BENCH } from './config';
import { quantile } from './row';

export interface LatencyOptions {
  tables: number;
  botDelayMs: number;
  /** Tables seated from each loopback address. */
  tablesPerAddress: number;
  /** Connections the host accepts per address; its default when absent. */
  hostPerAddress?: number;
  seconds: number;
  minSamples: number;
  maxSeconds: number;
}

export interface LatencyResult {
  p50: number;
  p99: number;
  samples: number;
  seconds: number;
  tables: number;
  addresses: string[];
  hostPerAddress: number;
  /** Fewest moves timed at one table. */
  fewestAtOneTable: number;
  hostP50: number;
  hostP99: number;
  hostCpuPercent: number;
  /** Host CPU milliseconds per table per second measured, and its resident memory per table (growth from before the tables opened). */
  hostCpuMsPerTableSecond: number;
  hostRssMbPerTable: number;
  hostRssMb: number;
  /** The host's caps, raised to fit the tables. */
  hostMaxConnections: number;
  /** The host's event loop: p99 of how late it ran, in ms. */
  hostLoopDelayP99: number;
  /** Journal records per group commit (one write-ahead log write + fdatasync for every table) while measured. */
  recordsPerWrite: number;
  load: number;
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

interface HostStats {
  cpuPercent: number;
  cpuMs: number;
  wallMs: number;
  rssBefore: number;
  rssAfter: number;
  loopDelayP99: number;
  journalWrites: number;
  journalRecords: number;
  hostMs: number[];
}

interface BenchHost {
  port: number;
  tables: string[];
  perAddress: number;
  maxConnections: number;
  stop(): Promise<HostStats>;
}

function startHost(tables: number, botDelayMs: number, perAddress?: number): Promise<BenchHost> {
  const args = [String(tables), String(botDelayMs), ...(perAddress === undefined ? [] : [String(perAddress)])];
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'latency-host.ts'), ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const stats = new Promise<HostStats>((resolve) =>
    child.stdout!.on('data', () => {
      const line = out.split('\n').find((l) => l.startsWith('STATS '));
      if (line && out.endsWith('\n')) resolve(JSON.parse(line.slice(6)));
    }),
  );
  return new Promise((resolve, reject) => {
    child.stdout!.prependListener('data', (d) => {
      out += String(d);
      const line = out.split('\n').find((l) => l.startsWith('READY '));
      if (line && !out.includes('STATS ')) resolve({ ...JSON.parse(line.slice(6)), stop: () => (child.kill('SIGTERM'), stats) });
    });
    child.once('exit', (code) => reject(new Error(`bench host exited (${code})`)));
  });
}

/** Whether a view shows the effect of `action` by seat `you`. */
function shows(action: Action, you: number, events: VisibleEvent[], claim: { answered: boolean } | null): boolean {
  const mine = (type: string) => events.some((e) => e.type === type && 'seat' in e && e.seat === you);
  switch (action.type) {
    case 'discard':
      return mine('discarded');
    case 'draw':
      return mine('drew');
    case 'kong':
      return mine('konged') || claim !== null;
    case 'bonus':
      return mine('bonusExposed');
    case 'win':
      return events.some((e) => e.type === 'handWon');
    default:
      // A claim or a pass: the window shows it answered, or it has closed.
      return claim === null || claim.answered;
  }
}

/** What one table's player saw. */
interface Seat {
  table: string;
  address: string;
  seated: boolean;
  moves: number;
  refused: string | null;
}

/** One seated player: plays every move it has and records how long each took to come back. */
function player(url: string, seatInfo: Seat, samples: number[], measuring: () => boolean): WebSocket {
  const ws = new WebSocket(url, { localAddress: seatInfo.address });
  let pending: { action: Action; seq: number; sent: number } | null = null;
  let lastSeq = -1;
  const send = (m: object) => ws.send(JSON.stringify(m));
  ws.on('unexpected-response', (_req, res) => (seatInfo.refused = `HTTP ${res.statusCode}`));
  ws.on('open', () => {
    send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Bench' });
    send({ t: 'join', table: seatInfo.table });
  });
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as ServerMessage;
    if (m.t === 'commit') send({ t: 'entropy', hand: m.hand, value: 'ab'.repeat(16) });
    if (m.t === 'reveal') send({ t: 'nextHand' });
    if (m.t === 'error') pending = null;
    if (m.t !== 'view' || m.view.you === null) return;
    seatInfo.seated = true;
    if (m.view.hand && m.events.some((e) => e.type === 'handStarted')) send({ t: 'ceremonyDone', hand: m.view.hand.index });
    // An answer to a claim window is shown at once as answered (the host holds it for the window's pause).
    const answer = pending?.action.type === 'claim' || pending?.action.type === 'pass';
    if (pending && (m.seq > pending.seq || answer) && shows(pending.action, m.view.you, m.events, m.view.hand?.claim ?? null)) {
      if (measuring()) {
        samples.push(performance.now() - pending.sent);
        seatInfo.moves++;
      }
      pending = null;
    }
    if (!m.view.hand || m.view.legal.length === 0 || m.seq === lastSeq) return;
    const action = chooseAction(m.view);
    if (!action) return;
    lastSeq = m.seq;
    const { seat: _seat, ...move } = action as Action & { seat?: number };
    pending = { action, seq: m.seq, sent: performance.now() };
    send({ t: 'act', hand: m.view.hand.index, seq: m.seq, action: move });
  });
  ws.on('error', (e) => (seatInfo.refused ??= e.message));
  return ws;
}

/** The loopback address table `i` is seated from. */
export const addressFor = (i: number, tablesPerAddress: number): string => `127.0.0.${1 + Math.floor(i / Math.max(1, tablesPerAddress))}`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function latencyRun(o: LatencyOptions): Promise<LatencyResult> {
  if (Math.ceil(o.tables / Math.max(1, o.tablesPerAddress)) > 254) throw new Error('latency bench: more loopback addresses than 127.0.0.1–254');
  const host = await startHost(o.tables, o.botDelayMs, o.hostPerAddress);
  const samples: number[] = [];
  let measuring = false;
  const seats: Seat[] = host.tables.map((table, i) => ({ table, address: addressFor(i, o.tablesPerAddress), seated: false, moves: 0, refused: null }));
  const sockets = seats.map((seat) => player(`ws://127.0.0.1:${host.port}/ws`, seat, samples, () => measuring));
  await sleep(Math.min(3, o.seconds) * 1000);
  measuring = true;
  const started = performance.now();
  const elapsed = () => (performance.now() - started) / 1000;
  while (elapsed() < o.maxSeconds && (elapsed() < o.seconds || samples.length < o.minSamples || seats.some((s) => s.moves === 0))) await sleep(250);
  measuring = false;
  const seconds = elapsed();
  const load = loadavg()[0];
  const stats = await host.stop();
  for (const s of sockets) s.terminate();
  const idle = seats.filter((s) => !s.seated || s.moves === 0);
  if (idle.length) {
    const why = idle.slice(0, 5).map((s) => `${s.table} from ${s.address}: ${s.refused ?? (s.seated ? 'seated, no move timed' : 'never seated')}`);
    throw new Error(`latency bench: ${idle.length} of ${seats.length} tables did not play (${why.join('; ')}${idle.length > 5 ? '; …' : ''})`);
  }
  const times = sorted(samples);
  const hostMs = sorted(stats.hostMs);
  return {
    p50: quantile(times, 0.5),
    p99: quantile(times, 0.99),
    samples: samples.length,
    seconds,
    tables: seats.length,
    addresses: [...new Set(seats.map((s) => s.address))],
    hostPerAddress: host.perAddress,
    fewestAtOneTable: Math.min(...seats.map((s) => s.moves)),
    hostP50: quantile(hostMs, 0.5),
    hostP99: quantile(hostMs, 0.99),
    hostCpuPercent: stats.cpuPercent,
    hostCpuMsPerTableSecond: stats.cpuMs / seats.length / (stats.wallMs / 1000),
    hostRssMbPerTable: (stats.rssAfter - stats.rssBefore) / seats.length / 2 ** 20,
    hostRssMb: stats.rssAfter / 2 ** 20,
    hostMaxConnections: host.maxConnections,
    hostLoopDelayP99: stats.loopDelayP99,
    recordsPerWrite: stats.journalWrites ? stats.journalRecords / stats.journalWrites : 0,
    load,
  };
}

/** The bench's latency run with its configured sizes. */
export const benchLatency = (botDelayMs: number): Promise<LatencyResult> =>
  latencyRun({ tables: BENCH.tables, botDelayMs, tablesPerAddress: BENCH.tablesPerAddress, seconds: BENCH.seconds, minSamples: BENCH.minSamples, maxSeconds: BENCH.maxSeconds });
