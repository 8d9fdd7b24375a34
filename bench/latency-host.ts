/**
 * The host side of the latency bench, in its own process: N tables with three bots each, waiting
 * for one player apiece. Arguments: tables, bot delay (ms), and optionally the connections it
 * accepts per address (the host's default otherwise). Prints `READY {port, tables, perAddress}`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startHost } from '../electron/server/host';
import { DEFAULT_LIMITS } from '../electron/server/limits';

const tables = Number(process.argv[2] ?? 50);
const botDelayMs = Number(process.argv[3] ?? 700);
const perAddress = Number(process.argv[4] ?? DEFAULT_LIMITS.maxConnectionsPerAddress);
const host = await startHost({
  port: 0,
  bind: '127.0.0.1',
  mdns: false,
  dataDir: mkdtempSync(join(process.env.SPARROW_BENCH_DIR ?? tmpdir(), 'sparrow-bench-')),
  maxTables: tables,
  limits: { maxConnectionsPerAddress: perAddress },
  timing: { botDelayMs, nextHandMs: 1000, entropyMs: 2000 },
});
const ids: string[] = [];
for (let i = 0; i < tables; i++) {
  const table = host.lobby.create({ name: `Bench ${i + 1}`, preset: 'hungarian' });
  if ('code' in table) throw new Error(table.message);
  table.addBots(3);
  ids.push(table.id);
}
console.log(`READY ${JSON.stringify({ port: host.port, tables: ids, perAddress })}`);
const started = { cpu: process.cpuUsage(), at: performance.now() };
process.on('SIGTERM', () => {
  const cpu = process.cpuUsage(started.cpu);
  const wall = performance.now() - started.at;
  const hostMs = host.lobby.all().flatMap((t) => t.timings.all());
  console.log(`STATS ${JSON.stringify({ cpuPercent: ((cpu.user + cpu.system) / 1000 / wall) * 100, hostMs })}`);
  void host.close().then(() => process.exit(0));
});
