/**
 * Action → broadcast latency on a busy host: a host process runs N bot tables (three bots each);
 * this process seats one player at every table over a real WebSocket, plays with the basic bot and
 * times each of its moves from sending it to receiving the view that shows it (engine, journal
 * fsync, broadcast and both WebSocket hops included). The host also reports its own share: from
 * the move arriving to its view being sent.
 */
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { chooseAction } from '../shared/bots/basic';
import { PROTOCOL_VERSION, type ServerMessage } from '../shared/protocol';
import type { Action } from '../shared/table/types';
import type { VisibleEvent } from '../shared/view';

const SECONDS = Number(process.env.SPARROW_BENCH_SECONDS ?? 20);

export interface LatencyResult {
  label: string;
  p50: number;
  p99: number;
  samples: number;
  hostP50: number;
  hostP99: number;
  hostCpuPercent: number;
  load: number;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
};

interface BenchHost {
  port: number;
  tables: string[];
  stop(): Promise<{ cpuPercent: number; hostMs: number[] }>;
}

function startHost(tables: number, botDelayMs: number): Promise<BenchHost> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'latency-host.ts'), String(tables), String(botDelayMs)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  const stats = new Promise<{ cpuPercent: number; hostMs: number[] }>((resolve) =>
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

/** One seated player: plays every move it has and records how long each took to come back. */
function player(url: string, table: string, samples: number[], measuring: () => boolean): WebSocket {
  const ws = new WebSocket(url);
  let pending: { action: Action; seq: number; sent: number } | null = null;
  let lastSeq = -1;
  const send = (m: object) => ws.send(JSON.stringify(m));
  ws.on('open', () => {
    send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Bench' });
    send({ t: 'join', table });
  });
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as ServerMessage;
    if (m.t === 'commit') send({ t: 'entropy', hand: m.hand, value: 'ab'.repeat(16) });
    if (m.t === 'reveal') send({ t: 'nextHand' });
    if (m.t === 'error') pending = null;
    if (m.t !== 'view' || m.view.you === null) return;
    if (m.view.hand && m.events.some((e) => e.type === 'handStarted')) send({ t: 'ceremonyDone', hand: m.view.hand.index });
    // An answer to a claim window is shown at once as answered (the host holds it for the window's pause).
    const answer = pending?.action.type === 'claim' || pending?.action.type === 'pass';
    if (pending && (m.seq > pending.seq || answer) && shows(pending.action, m.view.you, m.events, m.view.hand?.claim ?? null)) {
      if (measuring()) samples.push(performance.now() - pending.sent);
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
  ws.on('error', () => {});
  return ws;
}

export async function latencyRun(tables: number, botDelayMs: number, label: string): Promise<LatencyResult> {
  const host = await startHost(tables, botDelayMs);
  const samples: number[] = [];
  let measuring = false;
  const sockets = host.tables.map((id) => player(`ws://127.0.0.1:${host.port}/ws`, id, samples, () => measuring));
  await new Promise((r) => setTimeout(r, 3000));
  measuring = true;
  await new Promise((r) => setTimeout(r, SECONDS * 1000));
  measuring = false;
  const load = loadavg()[0];
  const stats = await host.stop();
  for (const s of sockets) s.terminate();
  return {
    label,
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    samples: samples.length,
    hostP50: quantile(stats.hostMs, 0.5),
    hostP99: quantile(stats.hostMs, 0.99),
    hostCpuPercent: stats.cpuPercent,
    load,
  };
}

export async function latencyRows(): Promise<string[]> {
  const results = [
    await latencyRun(50, 700, '50 bot tables, bots think 700 ms (default)'),
    await latencyRun(50, 50, '50 bot tables, bots think 50 ms (stress)'),
  ];
  const f = (x: number) => x.toFixed(1);
  return [
    '',
    `| action → broadcast latency, ${SECONDS} s each (SPARROW_BENCH_SECONDS) | p50 ms | p99 ms | moves | host share p50 / p99 ms | host CPU | load avg | goal |`,
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(
      (r) => `| ${r.label} | ${f(r.p50)} | ${f(r.p99)} | ${r.samples} | ${f(r.hostP50)} / ${f(r.hostP99)} | ${r.hostCpuPercent.toFixed(0)}% | ${r.load.toFixed(1)} | p99 < 20 ms |`,
    ),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) for (const row of await latencyRows()) console.log(row);
