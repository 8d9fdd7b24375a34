/**
 * A flood from 30 connections against one host, and what four players feel: their ping → pong
 * p50 / p99 while 30 connections (30 loopback addresses) send `listTables` as fast as they can,
 * beside the same four with nobody flooding (the reference, same run, a host as fresh). Three
 * processes: the host (latency-host.ts, one table of three bots, its default limits but its
 * connection caps), the flooders (flood-clients.ts) and the victims (here). `npm run bench -- --flood`.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { PROTOCOL_VERSION } from '../shared/protocol';
import { count, goal, type BenchRow } from './row';

const FLOODERS = 30;
// Within the host's 20 messages a second for one connection.
const PING_EVERY_MS = 60;
const PONG_WAIT_MS = 10_000;
const VICTIMS = 4;

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** `niced`: at the lowest CPU priority (`nice -n 19`, where there is one), standing in for machines of their own. */
function child(script: string, args: string[], ready: string, niced = false): Promise<{ out: () => string; wait: (prefix: string) => Promise<string>; kill: () => void }> {
  const node = [process.execPath, '--import', 'tsx', join(import.meta.dirname, script), ...args];
  const [cmd, ...rest] = niced && process.platform !== 'win32' ? ['nice', '-n', '19', ...node] : node;
  const proc = spawn(cmd, rest, { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  let exited: string | null = null;
  const waiters: { prefix: string; resolve: (line: string) => void; reject: (e: Error) => void }[] = [];
  // A child that ends before printing what is waited for fails the wait with its own words, not a hang.
  const failAll = () => {
    for (const w of waiters.splice(0)) w.reject(new Error(`${script} ${exited} before printing "${w.prefix}"; it said: ${(out + err).slice(-800)}`));
  };
  proc.stderr!.on('data', (d) => {
    err += String(d);
    process.stderr.write(d);
  });
  // 'close', not 'exit': by then everything it printed has arrived.
  proc.on('close', (code, signal) => {
    exited = `exited (${signal ?? code})`;
    failAll();
  });
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
  const wait = (prefix: string) =>
    new Promise<string>((resolve, reject) => {
      waiters.push({ prefix, resolve, reject });
      // Already printed (stdout arrived before this wait), or already gone.
      const line = out.split('\n').find((l) => l.startsWith(prefix));
      if (line) {
        waiters.pop();
        resolve(line);
      } else if (exited) failAll();
    });
  return wait(ready).then(() => ({ out: () => out, wait, kill: () => void proc.kill('SIGTERM') }));
}

/** The victim's ping round trips for `seconds`. */
async function pings(victim: WebSocket, seconds: number): Promise<number[]> {
  const times: number[] = [];
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const sent = performance.now();
    await new Promise<void>((resolve, reject) => {
      // A ping the host never answers is a finding, reported, not a hang.
      const lost = setTimeout(() => {
        victim.off('message', on);
        victim.off('close', closed);
        reject(new Error(`the victim's ping #${times.length + 1} got no pong in ${PONG_WAIT_MS / 1000} s (socket ${['connecting', 'open', 'closing', 'closed'][victim.readyState]})`));
      }, PONG_WAIT_MS);
      const closed = (code: number) => {
        clearTimeout(lost);
        victim.off('message', on);
        reject(new Error(`the host closed the victim (${code}) at ping #${times.length + 1}`));
      };
      const on = (data: Buffer) => {
        if (!data.toString().startsWith('{"t":"pong"')) return;
        clearTimeout(lost);
        victim.off('message', on);
        victim.off('close', closed);
        resolve();
      };
      victim.on('message', on);
      victim.once('close', closed);
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
  // Four victims, as at a table of four (and four times the samples for the p99).
  const victims = await Promise.all(
    Array.from(
      { length: VICTIMS },
      (_, i) =>
        new Promise<WebSocket>((resolve, reject) => {
          const ws = new WebSocket(url, { localAddress: `127.0.0.${i + 2}` });
          ws.once('open', () => resolve(ws));
          ws.once('error', reject);
        }),
    ),
  );
  victims.forEach((v, i) => v.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name: `Victim ${i + 1}` })));
  await new Promise((r) => setTimeout(r, 300));
  const flood = flooders ? await child('flood-clients.ts', [url, String(flooders), String(seconds)], 'OPEN', niced).catch((e: Error) => (host.kill(), Promise.reject(e))) : null;
  try {
    const times = (await Promise.all(victims.map((v) => pings(v, seconds)))).flat();
    const done = flood ? (JSON.parse((await flood.wait('DONE ')).slice(5)) as { sent: number; closed: number }) : { sent: 0, closed: 0 };
    for (const v of victims) v.close();
    host.kill();
    const stats = JSON.parse((await host.wait('STATS ')).slice(6)) as { loopDelayP99: number };
    return { pings: times, loopP99: stats.loopDelayP99, ...done };
  } finally {
    for (const v of victims) v.close();
    flood?.kill();
    host.kill();
  }
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
      figure: `A victim's ping → pong (${VICTIMS} victims, own addresses) while ${FLOODERS} connections (${FLOODERS} addresses, another process) flood listTables for ${seconds} s (${count(flooded.sent)} frames sent, ${flooded.closed} flooders closed by the host) vs. nobody flooding, a fresh host (own process, default limits) for each (${count(flooded.pings.length)} / ${count(quiet.pings.length)} pings): p50 / p99; the host's event loop late by ${f(flooded.loopP99)} vs. ${f(quiet.loopP99)} ms at p99 (on 2 cores the three processes share the CPU: the victim's figure includes waiting for one)`,
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
