/**
 * The host side of the latency bench, in its own process: N tables with three bots each, waiting
 * for one player apiece. Arguments: tables, bot delay (ms), and optionally the connections it
 * accepts per address (the host's default otherwise). Its caps are raised to fit (and printed):
 * every table, a connection for each player besides the lobby's, and (since one address's players
 * all connect at once) its lobby cap as high as its connection cap. Prints
 * `READY {port, tables, perAddress, maxConnections, maxTables}`; on SIGTERM, `STATS` with its CPU
 * time, its memory before and after the tables opened, and the journal writers' group commits.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { join } from 'node:path';
import { startHost } from '../electron/server/host';
import { writerStats } from '../electron/server/journal-writer';
import { DEFAULT_LIMITS } from '../electron/server/limits';

const tables = Number(process.argv[2] ?? 50);
const botDelayMs = Number(process.argv[3] ?? 700);
const perAddress = Number(process.argv[4] ?? DEFAULT_LIMITS.maxConnectionsPerAddress);
const maxConnections = Math.max(DEFAULT_LIMITS.maxConnections, tables + 64);
// The players of one address connect at once: all of them sit at no table for a moment.
const maxLobbyConnectionsPerAddress = perAddress;
const rssBefore = process.memoryUsage().rss;
const host = await startHost({
  port: 0,
  bind: '127.0.0.1',
  mdns: false,
  dataDir: mkdtempSync(join(process.env.SPARROW_BENCH_DIR ?? tmpdir(), 'sparrow-bench-')),
  maxTables: tables,
  limits: { maxConnectionsPerAddress: perAddress, maxConnections, maxLobbyConnectionsPerAddress },
  timing: { botDelayMs, nextHandMs: 1000, entropyMs: 2000 },
});
const ids: string[] = [];
for (let i = 0; i < tables; i++) {
  const table = host.lobby.create({ name: `Bench ${i + 1}`, preset: 'hungarian' });
  if ('code' in table) throw new Error(table.message);
  table.addBots(3);
  ids.push(table.id);
}
console.log(`READY ${JSON.stringify({ port: host.port, tables: ids, perAddress, maxConnections, maxTables: tables })}`);
// How late the host's event loop ran (a stall delays every table alike: GC, or no core free).
const loopDelay = monitorEventLoopDelay({ resolution: 5 });
loopDelay.enable();
const started = { cpu: process.cpuUsage(), at: performance.now(), writes: { ...writerStats } };
process.on('SIGTERM', () => {
  const cpu = process.cpuUsage(started.cpu);
  const wall = performance.now() - started.at;
  const hostMs = host.lobby.all().flatMap((t) => t.timings.all());
  const cpuMs = (cpu.user + cpu.system) / 1000;
  const journalWrites = writerStats.writes - started.writes.writes;
  const journalRecords = writerStats.records - started.writes.records;
  const memory = { rssBefore, rssAfter: process.memoryUsage().rss };
  console.log(`STATS ${JSON.stringify({ cpuPercent: (cpuMs / wall) * 100, cpuMs, wallMs: wall, ...memory, loopDelayP99: loopDelay.percentile(99) / 1e6, journalWrites, journalRecords, hostMs })}`);
  void host.close().then(() => process.exit(0));
});
