/**
 * A flood from 30 connections against one host, and what a victim at a table feels: its ping →
 * pong p50 / p99 while 30 connections (30 loopback addresses) send `listTables` as fast as they
 * can, beside the same victim with nobody flooding (the reference, same run, same host). Three
 * processes: the host (latency-host.ts, one table of three bots, its default limits but its
 * connection caps), the flooders (flood-clients.ts) and the victim (here). `npm run bench -- --flood`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../shared/protocol';
import { count, goal, type BenchRow } from './row';

const FLOODERS = 30;
// Within the host's 20 messages a second for one connection.
const PING_EVERY_MS = 60;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** `niced`: at the lowest CPU priority (`nice -n 19`, where there is one), standing in for machines of their own. */
function child(script: string, args: string[], ready: string, niced = false): Promise<{ out: () => string; wait: (prefix: string) => Promise<string>; kill: () => void }> {
  const node = [process.execPath, '--import', 'tsx', join(import.meta.dirname, script), ...args];
  const [cmd, ...rest] = niced && process.platform !== 'win32' ? ['nice', '-n', '19', ...node] : node;
  const proc = spawn(cmd, rest, { stdio: ['ignore', 'pipe', 'inherit'] });
  let out = '';
  const waiters: { prefix: string; resolve: (line: string) => void }[] = [];
  proc.stdout!.on('data', (d) => {
    out += String(d);
    for (const w of [...waiters]) {
      const line = out.split('\n').find((l) => l.startsWith(w.prefix));
      if (line) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(line);
      }
    }
  });
  const wait = (prefix: string) => new Promise<string>((resolve) => waiters.push({ prefix, resolve }));
  return wait(ready).then(() => ({ out: () => out, wait, kill: () => void proc.kill('SIGTERM') }));
}

/** The victim's ping round trips for `seconds`. */
async function pings(victim: WebSocket, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const sent = performance.now();
    await new Promise<void>((resolve) => {
      const on = (data: Buffer) => {
        if (!data.toString().startsWith('{"t":"pong"')) return;
        victim.off('message', on);
        resolve();
      };
      victim.on('message', on);
      victim.send('{"t":"ping"}');
    });
    times.push(performance.now() - sent);
    await new Promise((r) => setTimeout(r, PING_EVERY_MS));
  }
  return times;
}

/** One phase on a fresh host: the victim's pings, with `flooders` connections flooding (0: none), and the host's own event-loop delay p99 then. */
async function phase(seconds: number, flooders: number, niced = false): Promise<{ pings: number[]; loopP99: number; sent: number; closed: number }> {
  const host = await child('latency-host.ts', ['1', '50'], 'READY ');
  const { port } = JSON.parse(host.out().split('\n').find((l) => l.startsWith('READY '))!.slice(6)) as { port: number };
  const url = `ws://127.0.0.1:${port}/ws`;
  const victim = await new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress: '127.0.0.2' });
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });
  victim.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name: 'Victim' }));
  await new Promise((r) => setTimeout(r, 300));
  const flood = flooders ? await child('flood-clients.ts', [url, String(flooders), String(seconds)], 'OPEN', niced) : null;
  const times = await pings(victim, seconds);
  const done = flood ? (JSON.parse((await flood.wait('DONE ')).slice(5)) as { sent: number; closed: number }) : { sent: 0, closed: 0 };
  victim.close();
  host.kill();
  const stats = JSON.parse((await host.wait('STATS ')).slice(6)) as { loopDelayP99: number };
  return { pings: times, loopP99: stats.loopDelayP99, ...done };
}

/** `niced`: also the phase with the flooders at the lowest priority (slow to start beside other busy processes, which then starve it). */
export async function floodRows(seconds = Number(process.env.SPARROW_BENCH_FLOOD_SECONDS ?? 3), niced = true): Promise<BenchRow[]> {
  const quiet = await phase(seconds, 0);
  const flooded = await phase(seconds, FLOODERS);
  const elsewhere = niced ? await phase(seconds, FLOODERS, true) : null;
  const f = (x: number) => x.toFixed(1);
  const moved = percentile(flooded.pings, 99) - percentile(quiet.pings, 99);
  const movedElsewhere = elsewhere ? percentile(elsewhere.pings, 99) - percentile(quiet.pings, 99) : 0;
  return [
    {
      figure: `A victim's ping → pong while ${FLOODERS} connections (${FLOODERS} addresses, another process) flood listTables for ${seconds} s (${count(flooded.sent)} frames sent, ${flooded.closed} flooders closed by the host) vs. nobody flooding, a fresh host (own process, default limits) for each (${count(flooded.pings.length)} / ${count(quiet.pings.length)} pings): p50 / p99; the host's event loop late by ${f(flooded.loopP99)} vs. ${f(quiet.loopP99)} ms at p99 (on 2 cores the three processes share the CPU: the victim's figure includes waiting for one)`,
      measured: `${f(percentile(flooded.pings, 50))} / ${f(percentile(flooded.pings, 99))} ms`,
      reference: `${f(percentile(quiet.pings, 50))} / ${f(percentile(quiet.pings, 99))} ms`,
      goal: goal('p99 moved < 20 ms', moved < 20) + ` (moved ${f(moved)} ms)`,
    },
    ...(elsewhere
      ? [
          {
            figure: `The same with the flooders at the lowest CPU priority (\`nice -n 19\`), as if on machines of their own (${count(elsewhere.sent)} frames sent, ${elsewhere.closed} flooders closed; ${count(elsewhere.pings.length)} pings; host loop late by ${f(elsewhere.loopP99)} ms at p99)`,
            measured: `${f(percentile(elsewhere.pings, 50))} / ${f(percentile(elsewhere.pings, 99))} ms`,
            reference: `${f(percentile(quiet.pings, 50))} / ${f(percentile(quiet.pings, 99))} ms`,
            goal: goal('p99 moved < 20 ms', movedElsewhere < 20) + ` (moved ${f(movedElsewhere)} ms)`,
          },
        ]
      : []),
  ];
}
