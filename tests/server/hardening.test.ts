/**
 * Hardening, second round (issue T3 4/8), through real sockets: a socket that never finishes its
 * request's head is closed (slowloris), silent or trickling; a whole request is still served. The
 * disk is bounded: churning dealt tables leaves no journals, a restart sweeps unresumable ones,
 * and the data directory's cap removes the oldest of what may go.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { MADE_ROOM_CLOSE_CODE, type ServerMessage } from '../../shared/protocol';
import { until } from '../helpers/until';
import { TestClient } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const sockets: Socket[] = [];
const clients: TestClient[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

type Joined = Extract<ServerMessage, { t: 'joined' }>;
const journals = (dataDir: string) => readdirSync(join(dataDir, 'tables')).filter((f) => f.endsWith('.ndjson'));

function open(port: number): Promise<{ socket: Socket; closed: () => boolean; text: () => string }> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    let closed = false;
    let text = '';
    socket.on('data', (d) => (text += d.toString()));
    socket.on('close', () => (closed = true));
    socket.on('error', () => {});
    socket.on('connect', () => resolve({ socket, closed: () => closed, text: () => text }));
  });
}

it('closes sockets that do not finish a request head in time, silent or trickling; a whole request is answered', async () => {
  // The host's limit is 10 s; here half a second, so the test does not wait ten.
  host = await testHost({ limits: { requestHeadMs: 500 } });
  const port = Number(new URL(host.url).port);
  const silent = await open(port);
  const trickle = await open(port);
  trickle.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
  let n = 0;
  const drip = setInterval(() => !trickle.closed() && trickle.socket.write(`X-${n++}: a\r\n`), 100);
  const upgrade = await open(port);
  upgrade.socket.write('GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\n');
  try {
    await until(() => silent.closed() && trickle.closed() && upgrade.closed(), 'the slow sockets closed', { timeoutMs: 8000, everyMs: 50 });
  } finally {
    clearInterval(drip);
  }
  const whole = await open(port);
  whole.socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n');
  await until(() => whole.text().startsWith('HTTP/1.1 200'), 'the page');
});

it('tables that dealt and closed leave no journal behind: 12 connections churning, then a restart', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-churn-'));
  dirs.push(dataDir);
  host = await testHost({ dataDir, limits: { maxTablesPerAddress: 64 } });
  const churners = await Promise.all(Array.from({ length: 12 }, (_, i) => TestClient.connect(host!.url, `Churn ${i}`, { from: `127.0.0.${i + 2}` })));
  clients.push(...churners);
  let opened = 0;
  for (let round = 0; round < 3; round++) {
    await Promise.all(
      churners.map(async (c, i) => {
        c.send({ t: 'createTable', options: { name: `Churn ${i}.${round}`, preset: 'hungarian', bots: 3 } });
        const joined = await c.next<Joined>((m) => m.t === 'joined');
        // It deals (its journal holds a hand), then its one player leaves: the table closes.
        await c.next((m) => m.t === 'view' && m.table === joined.table && m.seq > 0);
        c.send({ t: 'leave' });
        await c.next((m) => m.t === 'left');
        opened++;
      }),
    );
  }
  expect(opened).toBe(36);
  await host.until(() => journals(dataDir).length === 0 && host!.lobby.all().length === 0, 'every journal gone');
  // A table still open at a stop stays resumable; one closed before (an older host's, say) goes at the start.
  const keeper = churners[0];
  keeper.send({ t: 'createTable', options: { name: 'Kept', preset: 'hungarian', bots: 3 } });
  const kept = (await keeper.next<Joined>((m) => m.t === 'joined')).table;
  await keeper.next((m) => m.t === 'view' && m.seq > 0);
  const closedLeftover = 'abcdefabcdef';
  writeFileSync(join(dataDir, 'tables', `${closedLeftover}.ndjson`), '{"k":"table","v":1,"id":"abcdefabcdef","name":"Old","preset":"hungarian","pin":null,"created":1}\n{"k":"closed"}\n');
  await host.close();
  for (const c of clients.splice(0)) c.terminate();
  host = await testHost({ dataDir });
  expect(journals(dataDir)).toEqual([`${kept}.ndjson`]);
  expect(host.lobby.saved().map((s) => s.id)).toEqual([kept]);
});

it('a data directory over its cap loses its oldest set-aside files, finished evenings, saved tables and games first; the start says what it keeps', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-cap-'));
  dirs.push(dataDir);
  const file = (path: string, mb: number, age: number) => {
    mkdirSync(join(dataDir, path, '..'), { recursive: true });
    writeFileSync(join(dataDir, path), Buffer.alloc(mb * 1024 * 1024, 32));
    const t = Date.now() / 1000 - age;
    utimesSync(join(dataDir, path), t, t);
  };
  file('tables/broken/aaaaaaaaaaaa.ndjson', 6, 10);
  file('evenings/old.ndjson', 6, 50);
  file('evenings/open.ndjson', 6, 1);
  file('history/g1.json', 6, 100);
  file('tables/wal/000-1.wal.junk', 1, 5);
  file('host-key', 1, 500);
  host = await testHost({ dataDir, dataCapMb: 16 });
  const left = (dir: string) => readdirSync(join(dataDir, dir));
  // 26 MB over a 16 MB cap: the junk and broken files go, then the old evening; the open evening, the history's game and the key stay.
  expect(left('evenings')).toEqual(['open.ndjson']);
  expect(left('tables/broken')).toEqual([]);
  // (The history then sets its filler file aside as no game: the cap did not take it.)
  expect([...left('history'), ...left('history/broken')]).toContain('g1.json');
  expect(left('tables/wal')).toEqual([]);
  expect(readdirSync(dataDir)).toContain('host-key');
  expect(host.data.bytes).toBeLessThanOrEqual(16 * 1024 * 1024);
  expect(host.data.capBytes).toBe(16 * 1024 * 1024);
});

it('your open tables: listed to your address with a way to close them; at the limit the oldest nobody is at makes room; refusals say why and what to do', async () => {
  host = await testHost({ limits: { maxTablesPerAddress: 2 } });
  const open = async (name: string, from = '127.0.0.2') => {
    const c = await TestClient.connect(host!.url, name, { from });
    clients.push(c);
    c.send({ t: 'createTable', options: { name, preset: 'hungarian', bots: 3 } });
    return { c, id: (await c.next<Joined>((m) => m.t === 'joined')).table };
  };
  // Two practice tabs: the first closed without leaving its table, the second still open.
  const first = await open('Tab 1');
  const second = await open('Tab 2');
  first.c.terminate();
  const me = await TestClient.connect(host.url, 'Me', { from: '127.0.0.2' });
  clients.push(me);
  // The lobby lists them to this address only, with who is at them; a stranger cannot close them.
  me.send({ t: 'listTables' });
  const mine = await me.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables' && !!m.yours && m.yours.every((y) => y.id !== first.id || y.connected === 0));
  expect(mine.yours!.map((y) => [y.id, y.connected]).sort()).toEqual([[first.id, 0], [second.id, 1]].sort());
  const stranger = await TestClient.connect(host.url, 'Stranger', { from: '127.0.0.3' });
  clients.push(stranger);
  stranger.send({ t: 'listTables' });
  expect((await stranger.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables')).yours).toEqual([]);
  stranger.send({ t: 'closeTable', table: first.id });
  expect(await stranger.next((m) => m.t === 'error')).toMatchObject({ code: 'not-allowed', for: 'closeTable' });
  expect(host.lobby.table(first.id)).toBeDefined();
  // A request that is refused changes nothing: the table nobody is at stays.
  // (The wire's schema refuses bad house rules first; the lobby checks them too, before making room.)
  expect(host.lobby.create({ name: 'Bad', preset: 'hungarian', rules: { redFives: true } } as never, '127.0.0.2')).toMatchObject({ code: 'bad-message' });
  expect(host.lobby.table(first.id)).toBeDefined();
  // At the limit, a new table closes the oldest one nobody is at, however long ago it was left.
  me.send({ t: 'createTable', options: { name: 'Practice', preset: 'hungarian', bots: 3 } });
  const third = (await me.next<Joined>((m) => m.t === 'joined')).table;
  expect(host.lobby.table(first.id)).toBeUndefined();
  expect(host.lobby.table(second.id)).toBeDefined();
  // With someone at every one, the next is refused, saying why; closing one from the lobby frees its place.
  const refusedBy = await TestClient.connect(host.url, 'Again', { from: '127.0.0.2' });
  clients.push(refusedBy);
  refusedBy.send({ t: 'createTable', options: { name: 'More', preset: 'hungarian', bots: 3 } });
  expect(await refusedBy.next((m) => m.t === 'error')).toMatchObject({ code: 'too-many-tables', for: 'createTable', message: expect.stringMatching(/yours has 2 open, with someone at each: leave one/) });
  me.send({ t: 'closeTable', table: third });
  expect(await me.next((m) => m.t === 'error' && m.for === 'closeTable')).toMatchObject({ message: expect.stringMatching(/someone is at that table/) });
  // Abandoned tables go on counting: one address cannot pile up tables by leaving them (they used to stop counting after two minutes).
  second.c.terminate();
  await host.pass(125_000);
  for (let i = 0; i < 3; i++) {
    const tab = await open(`Later ${i}`);
    tab.c.terminate();
  }
  expect(host.lobby.yours('127.0.0.2').length).toBeLessThanOrEqual(2);
});

it('a full host says so in its own words', async () => {
  host = await testHost({ maxTables: 1 });
  const a = await TestClient.connect(host.url, 'A', { from: '127.0.0.2' });
  const b = await TestClient.connect(host.url, 'B', { from: '127.0.0.3' });
  clients.push(a, b);
  a.send({ t: 'createTable', options: { name: 'A', preset: 'hungarian' } });
  await a.next((m) => m.t === 'joined');
  b.send({ t: 'createTable', options: { name: 'B', preset: 'hungarian' } });
  expect(await b.next((m) => m.t === 'error')).toMatchObject({ code: 'host-full', message: 'this host runs at most 1 tables; join one of them, or try again later' });
});

it('a full host makes room for a newcomer: the quietest seatless connection of the address holding the most goes, never a player', async () => {
  host = await testHost({ limits: { maxConnections: 6, maxConnectionsPerAddress: 5, maxLobbyConnectionsPerAddress: 5 } });
  // A player at a table, and strangers holding the rest: four from one address, one from another.
  const player = await TestClient.connect(host.url, 'Player', { from: '127.0.0.2' });
  clients.push(player);
  player.send({ t: 'createTable', options: { name: 'Kitchen', preset: 'hungarian', bots: 3 } });
  await player.next((m) => m.t === 'joined');
  const hoard: TestClient[] = [];
  for (let i = 0; i < 4; i++) hoard.push(await TestClient.connect(host.url, `Hoard ${i}`, { from: '127.0.0.5' }));
  const other = await TestClient.connect(host.url, 'Other', { from: '127.0.0.6' });
  clients.push(...hoard, other);
  // All but the second of the hoard have spoken lately: the second is the quietest.
  for (const [i, c] of hoard.entries()) if (i !== 1) c.send({ t: 'listTables' });
  await Promise.all(hoard.filter((_, i) => i !== 1).map((c) => c.next((m) => m.t === 'tables')));
  // Full (6): a newcomer from a fresh address gets in, and the quiet hoarder is closed saying why.
  const newcomer = await TestClient.connect(host.url, 'Newcomer', { from: '127.0.0.7' });
  clients.push(newcomer);
  expect(await hoard[1].whenClosed()).toEqual({ code: MADE_ROOM_CLOSE_CODE, reason: 'the host was full: the quietest connection of the address holding the most was closed for a newcomer' });
  newcomer.send({ t: 'listTables' });
  expect((await newcomer.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables')).tables.map((t) => t.name)).toEqual(['Kitchen']);
  player.send({ t: 'ping' });
  expect(await player.next((m) => m.t === 'pong')).toBeTruthy();
});

it('a host full of players closes none of them: the newcomer is refused, saying why', async () => {
  host = await testHost({ limits: { maxConnections: 2 } });
  for (const from of ['127.0.0.2', '127.0.0.3']) {
    const p = await TestClient.connect(host.url, from, { from });
    clients.push(p);
    p.send({ t: 'createTable', options: { name: from, preset: 'hungarian', bots: 3 } });
    await p.next((m) => m.t === 'joined');
  }
  const refused = await new Promise<{ status: number; body: string }>((resolve) => {
    const ws = new WebSocket(host!.url, { localAddress: '127.0.0.4' });
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, body }));
    });
    ws.on('error', () => {});
  });
  expect(refused).toEqual({ status: 503, body: 'too many connections to this host\n' });
  expect(clients.every((c) => !c.closed)).toBe(true);
});
