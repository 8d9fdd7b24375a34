/**
 * LAN test in Linux network namespaces: a bridge namespace, one host namespace and three client
 * namespaces with their own addresses (and a multicast route each). The clients find the table by
 * mDNS alone, join it and play a hand with a bot to the end; after the host is killed, a browsing
 * client drops the table because its WebSocket stops answering (its mDNS record lingers).
 * All traffic stays inside the namespaces this test creates. Needs root; skips otherwise.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';

const root = join(__dirname, '../..');
const tag = `sp${process.pid % 100000}`;
const BRIDGE = `${tag}br`;
const HOST = `${tag}h`;
const CLIENTS = [1, 2, 3].map((i) => `${tag}c${i}`);
const address = (i: number) => `10.77.${process.pid % 250}.${i}`;
const children: ChildProcess[] = [];
const created: string[] = [];
let skipReason: string | null = null;
let dataDir = '';

const ip = (...args: string[]) => execFileSync('ip', args, { stdio: ['ignore', 'pipe', 'pipe'] }).toString();

function addMember(ns: string, index: number): void {
  ip('netns', 'add', ns);
  created.push(ns);
  ip('-n', BRIDGE, 'link', 'add', `v${index}`, 'type', 'veth', 'peer', 'name', 'eth0', 'netns', ns);
  ip('-n', BRIDGE, 'link', 'set', `v${index}`, 'master', 'br0', 'up');
  ip('-n', ns, 'link', 'set', 'lo', 'up');
  ip('-n', ns, 'addr', 'add', `${address(index)}/24`, 'dev', 'eth0');
  ip('-n', ns, 'link', 'set', 'eth0', 'up');
  ip('-n', ns, 'route', 'add', '224.0.0.0/4', 'dev', 'eth0');
}

beforeAll(() => {
  if (process.platform !== 'linux') return void (skipReason = 'network namespaces need Linux');
  if (process.getuid?.() !== 0) return void (skipReason = 'network namespaces need root');
  try {
    ip('netns', 'add', BRIDGE);
    created.push(BRIDGE);
    ip('-n', BRIDGE, 'link', 'set', 'lo', 'up');
    ip('-n', BRIDGE, 'link', 'add', 'br0', 'type', 'bridge');
    ip('-n', BRIDGE, 'link', 'set', 'br0', 'up');
    addMember(HOST, 1);
    CLIENTS.forEach((ns, i) => addMember(ns, i + 2));
  } catch (e) {
    skipReason = `ip netns failed: ${String((e as { stderr?: Buffer }).stderr ?? e).trim()}`;
  }
  dataDir = mkdtempSync(join(tmpdir(), 'sparrow-lan-'));
});

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  await Promise.all(children.map((c) => (c.exitCode === null && c.signalCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  for (const ns of created.reverse()) {
    try {
      ip('netns', 'del', ns);
    } catch {
      // already gone
    }
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Runs a Node process inside a namespace, collecting its output lines. */
function run(ns: string, args: string[]): { child: ChildProcess; lines: string[]; waitFor(re: RegExp, ms: number): Promise<string> } {
  const child = spawn('ip', ['netns', 'exec', ns, process.execPath, '--import', 'tsx', ...args], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  children.push(child);
  const lines: string[] = [];
  const listeners: (() => void)[] = [];
  const onData = (d: Buffer) => {
    lines.push(...String(d).split('\n').filter(Boolean));
    listeners.forEach((l) => l());
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  return {
    child,
    lines,
    waitFor(re, ms) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${ns}: no ${re} within ${ms} ms:\n${lines.slice(-15).join('\n')}`)), ms);
        const check = () => {
          const line = lines.find((l) => re.test(l));
          if (line) {
            clearTimeout(timer);
            resolve(line);
          }
        };
        listeners.push(check);
        check();
      });
    },
  };
}

it('clients in their own namespaces find the table by mDNS alone and play a hand with a bot', async (ctx) => {
  if (skipReason) {
    console.log(`LAN test skipped: ${skipReason}`);
    ctx.skip();
  }
  const host = run(HOST, ['electron/server/cli.ts', '--port', '7070', '--name', 'LAN night', '--preset', 'hungarian', '--bots', '1', '--bot-delay', '5', '--claim-pause', '20', '--data-dir', dataDir, '--no-resume']);
  await host.waitFor(/advertised on the LAN/, 30_000);
  const players = CLIENTS.map((ns, i) => run(ns, ['tests/server/lan/client.ts', '--name', `P${i + 1}`, ...(i === 2 ? ['--watch'] : [])]));
  const results = await Promise.all(players.map(async (p) => JSON.parse((await p.waitFor(/^RESULT /, 60_000)).slice(7))));
  for (const r of results) {
    expect(r.ok, JSON.stringify(r)).toBe(true);
    expect(r).toMatchObject({ address: address(1), port: 7070, rules: 'hungarian', v: 1, hand: 0, phase: 'over', errors: [], savedRefused: 'not-allowed', botsRefused: 'not-seated' });
    expect(r.instance).toMatch(/^LAN night @ /);
    expect(r.verdicts).toEqual([{ ok: true }]);
  }
  expect(new Set(results.map((r) => r.table)).size).toBe(1);
  expect(new Set(results.map((r) => r.place)).size).toBe(3);

  // A second host with a table of the same name gets a different instance name.
  const twin = run(CLIENTS[0], ['electron/server/cli.ts', '--port', '7071', '--name', 'LAN night', '--data-dir', join(dataDir, 'twin'), '--no-resume']);
  const advertised = await twin.waitFor(/advertised as/, 30_000);
  expect(advertised).toMatch(/advertised as "LAN night @ .+ \(2\)"$/);
  expect(host.lines.some((l) => /advertised as "LAN night @ [^(]+"$/.test(l))).toBe(true);
  twin.child.kill('SIGKILL');

  // The host dies without a goodbye: the browsing client drops the table by its failed ping.
  host.child.kill('SIGKILL');
  await players[2].waitFor(/^GONE$/, 20_000);
  if (process.env.SPARROW_LAN_LOG) for (const p of [host, ...players]) console.log(p.lines.join("\n"));
}, 120_000);
