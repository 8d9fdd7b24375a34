/**
 * A flood from 30 connections against one host, and what a victim at a table feels: its ping →
 * pong p50 / p99 while 30 connections (30 loopback addresses) send `listTables` as fast as they
 * can for a few seconds, beside the same victim with nobody flooding (the reference, same run,
 * same host). The host's own limits are the defaults (rate, burst, drops before closing, each
 * connection's share of the event loop). `npm run bench -- --flood`.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WebSocket } from 'ws';
import { startHost } from '../electron/server/host';
import { PROTOCOL_VERSION } from '../shared/protocol';
import { count, goal, type BenchRow } from './row';

const FLOODERS = 30;
const SECONDS = Number(process.env.SPARROW_BENCH_FLOOD_SECONDS ?? 3);
// Within the host's 20 messages a second for one connection.
const PING_EVERY_MS = 60;

const open = (url: string, from: string): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { localAddress: from });
    ws.once('open', () => {
      ws.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name: from }));
      resolve(ws);
    });
    ws.once('error', reject);
  });

const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))];

/** The victim's ping round trips for `seconds`, pinging every 60 ms (within its rate). */
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

export async function floodRows(): Promise<BenchRow[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-flood-'));
  const host = await startHost({ port: 0, bind: '127.0.0.1', mdns: false, dataDir, rendererDir: join(dataDir, 'none'), timing: { botDelayMs: 50 } });
  const url = `ws://127.0.0.1:${host.port}/ws`;
  try {
    const victim = await open(url, '127.0.0.2');
    victim.send(JSON.stringify({ t: 'createTable', options: { name: 'Victim', preset: 'hungarian', bots: 3 } }));
    await new Promise((r) => setTimeout(r, 500));
    const quiet = await pings(victim, SECONDS);
    const flooders = await Promise.all(Array.from({ length: FLOODERS }, (_, i) => open(url, `127.0.0.${i + 10}`)));
    let sent = 0;
    let flooding = true;
    const pump = (ws: WebSocket) => {
      if (!flooding || ws.readyState !== ws.OPEN) return;
      // As fast as this process can write them (a batch each turn of the loop), while the host takes them.
      if (ws.bufferedAmount < 64 * 1024)
        for (let i = 0; i < 100; i++) {
          ws.send('{"t":"listTables"}');
          sent++;
        }
      setTimeout(() => pump(ws), 1);
    };
    flooders.forEach(pump);
    const flooded = await pings(victim, SECONDS);
    flooding = false;
    const closed = flooders.filter((f) => f.readyState !== f.OPEN).length;
    for (const f of flooders) f.terminate();
    victim.close();
    const f = (x: number) => x.toFixed(1);
    const moved = percentile(flooded, 99) - percentile(quiet, 99);
    return [
      {
        figure: `A victim's ping → pong while ${FLOODERS} connections (${FLOODERS} addresses) flood listTables for ${SECONDS} s (${count(sent)} frames sent, ${closed} flooders closed by the host) vs. nobody flooding (${count(flooded.length)} / ${count(quiet.length)} pings), default limits: p50 / p99`,
        measured: `${f(percentile(flooded, 50))} / ${f(percentile(flooded, 99))} ms`,
        reference: `${f(percentile(quiet, 50))} / ${f(percentile(quiet, 99))} ms`,
        goal: goal('p99 moved < 20 ms', moved < 20) + ` (moved ${f(moved)} ms)`,
      },
    ];
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
