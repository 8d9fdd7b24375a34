/**
 * No resource exhaustion by strangers on the LAN (real `ws` clients from several loopback
 * addresses, short limits): abandoned tables that never dealt expire and take their journals
 * with them, tables and idle connections per address are capped, idle connections at no table are
 * closed with a clear reason, and a real player still gets in.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { journalPath } from '../../electron/server/journal';
import { IDLE_CLOSE_CODE, type ServerMessage } from '../../shared/protocol';
import { TestClient } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

type Joined = Extract<ServerMessage, { t: 'joined' }>;
let host: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await host?.dispose();
  host = null;
});

async function connect(url: string, name: string, from?: string): Promise<TestClient> {
  const c = await TestClient.connect(url, name, { from });
  clients.push(c);
  return c;
}

async function createTable(c: TestClient, name: string, bots?: number): Promise<string> {
  c.send({ t: 'createTable', options: { name, preset: 'hungarian', ...(bots ? { bots } : {}) } });
  return (await c.next<Joined>((m) => m.t === 'joined')).table;
}

const journals = (h: TestHost) => readdirSync(join(h.dataDir, 'tables')).filter((f) => f.endsWith('.ndjson'));

describe('tables', () => {
  it('a table nobody plays at that never dealt expires and its journal goes; a dealt or attended one stays', async () => {
    host = await testHost({ maxTables: 4, timing: { unplayedTableMs: 300 } });
    const dir = join(host.dataDir, 'tables');
    const stays = await connect(host.url, 'Stays', '127.0.0.2');
    const attended = await createTable(stays, 'Attended');
    const practice = await connect(host.url, 'Practice', '127.0.0.3');
    const dealt = await createTable(practice, 'Dealt', 3);
    await practice.next((m) => m.t === 'view' && m.seq > 0);
    practice.terminate();
    // Strangers open tables and go without leaving until the host is full.
    const abandoned: string[] = [];
    for (const from of ['127.0.0.4', '127.0.0.5']) {
      const c = await connect(host.url, 'Stranger', from);
      abandoned.push(await createTable(c, 'Mine'));
      c.terminate();
    }
    const late = await connect(host.url, 'Late', '127.0.0.6');
    late.send({ t: 'createTable', options: { name: 'Late', preset: 'hungarian' } });
    expect(await late.next((m) => m.t === 'error')).toMatchObject({ code: 'host-full', message: expect.stringMatching(/at most 4 tables/) });

    await host.until(() => abandoned.every((id) => !host!.lobby.table(id)), 'the abandoned tables to expire', { timeoutMs: 15_000 });
    // Their journals go once closed.
    await host.until(() => abandoned.every((id) => !existsSync(journalPath(dir, id))), 'their journals gone');
    // They expired after the attended table would have: it is still there, and so is the dealt one with its journal.
    expect(host.lobby.table(attended)).toBeDefined();
    expect(host.lobby.table(dealt)).toBeDefined();
    expect(journals(host).sort()).toEqual([`${attended}.ndjson`, `${dealt}.ndjson`].sort());
    // The places they held are free again.
    expect(await createTable(late, 'Late')).toMatch(/^[0-9a-f]{12}$/);
  });

  it('a table that never dealt takes its journal with it when its last player leaves', async () => {
    host = await testHost();
    const c = await connect(host.url, 'Churn', '127.0.0.2');
    for (let i = 0; i < 20; i++) {
      await createTable(c, `Churn ${i}`);
      c.send({ t: 'leave' });
      await c.next((m) => m.t === 'left');
    }
    await host.until(() => journals(host!).length === 0, 'no journal left');
  });

  it('a full host: a dealt table nobody has been at for ten minutes gives its place to a newcomer\'s; a table someone is at never does', async () => {
    host = await testHost({ maxTables: 2 });
    // A practice table dealt, then its page closed: nobody comes back to it.
    const gone = await connect(host.url, 'Gone', '127.0.0.2');
    const dealt = await createTable(gone, 'Dealt', 3);
    await gone.next((m) => m.t === 'view' && m.seq > 0);
    gone.terminate();
    const stays = await connect(host.url, 'Stays', '127.0.0.3');
    const attended = await createTable(stays, 'Attended');
    const late = await connect(host.url, 'Late', '127.0.0.4');
    late.send({ t: 'createTable', options: { name: 'Late', preset: 'hungarian' } });
    expect(await late.next((m) => m.t === 'error')).toMatchObject({ code: 'host-full' });
    await host.pass(9 * 60_000);
    late.send({ t: 'createTable', options: { name: 'Late', preset: 'hungarian' } });
    expect(await late.next((m) => m.t === 'error')).toMatchObject({ code: 'host-full' });
    await host.pass(2 * 60_000);
    expect(await createTable(late, 'Late')).toMatch(/^[0-9a-f]{12}$/);
    expect(host.lobby.table(dealt)).toBeUndefined();
    expect(host.lobby.table(attended)).toBeDefined();
  });

  it('joining and leaving someone\'s table over and over from one address stops after ten places a minute: its journal stops growing', async () => {
    host = await testHost();
    const owner = await connect(host.url, 'Owner', '127.0.0.2');
    const id = await createTable(owner, 'Waiting');
    const churners = [await connect(host.url, 'Churn', '127.0.0.3'), await connect(host.url, 'Churn', '127.0.0.3')];
    const size = () => statSync(journalPath(join(host!.dataDir, 'tables'), id)).size;
    let taken = 0;
    let refused: ServerMessage | null = null;
    for (let i = 0; i < 30 && !refused; i++) {
      const c = churners[i % 2];
      c.send({ t: 'join', table: id });
      const got = await c.next<ServerMessage>((m) => m.t === 'joined' || (m.t === 'error' && m.for === 'join'));
      if (got.t === 'error') refused = got;
      else {
        taken++;
        c.send({ t: 'leave' });
        await c.next((m) => m.t === 'left');
      }
    }
    expect(taken).toBe(10);
    expect(refused).toMatchObject({ code: 'rate-limited', message: expect.stringMatching(/10 times in a minute/) });
    const grown = size();
    churners[0].send({ t: 'join', table: id });
    await churners[0].next((m) => m.t === 'error' && m.for === 'join');
    expect(size()).toBe(grown);
    // Another address is not held back, and a minute later neither is this one.
    const other = await connect(host.url, 'Other', '127.0.0.4');
    other.send({ t: 'join', table: id });
    await other.next((m) => m.t === 'joined');
    await host.pass(61_000);
    churners[1].send({ t: 'join', table: id });
    await churners[1].next((m) => m.t === 'joined');
  });

  it('one address opens at most maxTablesPerAddress tables; another address still can', async () => {
    host = await testHost({ limits: { maxTablesPerAddress: 2 } });
    const opened: string[] = [];
    for (let i = 0; i < 2; i++) opened.push(await createTable(await connect(host.url, `S${i}`, '127.0.0.2'), `S${i}`, 3));
    const third = await connect(host.url, 'S3', '127.0.0.2');
    third.send({ t: 'createTable', options: { name: 'S3', preset: 'hungarian', bots: 3 } });
    expect(await third.next((m) => m.t === 'error')).toMatchObject({ code: 'too-many-tables', message: expect.stringMatching(/at most 2 tables may be opened from one address/) });
    expect(await createTable(await connect(host.url, 'Other', '127.0.0.3'), 'Other')).toMatch(/^[0-9a-f]{12}$/);
    // Closing one gives the address its place back.
    clients[0].send({ t: 'leave' });
    await clients[0].next((m) => m.t === 'left');
    expect(await createTable(third, 'S3')).toMatch(/^[0-9a-f]{12}$/);
  });
});

describe('connections', () => {
  it('a connection at no table that sends nothing but pings is closed after idleMs with a clear reason; players are not', async () => {
    host = await testHost({ limits: { idleMs: 800 } });
    const player = await connect(host.url, 'Player', '127.0.0.2');
    await createTable(player, 'Kept');
    const watcher = await connect(host.url, 'Watcher', '127.0.0.3');
    watcher.send({ t: 'watch', table: host.lobby.all()[0].id });
    await watcher.next((m) => m.t === 'joined');
    const busy = await connect(host.url, 'Busy', '127.0.0.4');
    const pinger = await connect(host.url, 'Pinger', '127.0.0.5');
    const idle = await connect(host.url, 'Idle', '127.0.0.6');
    const timer = setInterval(() => {
      busy.send({ t: 'listTables' });
      pinger.send({ t: 'ping' });
    }, 50);
    try {
      expect(await idle.whenClosed()).toEqual({ code: IDLE_CLOSE_CODE, reason: 'no message for 800 ms at no table' });
      expect(await pinger.whenClosed()).toMatchObject({ code: IDLE_CLOSE_CODE });
      // Connected before the idle ones were closed: the player, the watcher and the busy lobby are still here.
      expect([player.closed, watcher.closed, busy.closed]).toEqual([false, false, false]);
      // Leaving the table makes the player a lobby connection like any other.
      player.send({ t: 'leave' });
      await player.next((m) => m.t === 'left');
      expect((await player.whenClosed()).code).toBe(IDLE_CLOSE_CODE);
      expect(busy.closed).toBe(false);
    } finally {
      clearInterval(timer);
    }
  });

  it('idle connections from a few addresses cannot fill the host: a real player still gets in', async () => {
    host = await testHost({ limits: { maxConnections: 40, maxLobbyConnectionsPerAddress: 4 } });
    const refused: string[] = [];
    for (let a = 2; a < 10; a++) {
      for (let i = 0; i < 5; i++) {
        try {
          await connect(host.url, 'Hoarder', `127.0.0.${a}`);
        } catch (e) {
          refused.push(`${a}: ${(e as Error).message}`);
        }
      }
    }
    expect(refused).toHaveLength(8);
    expect(refused.every((r) => r.includes('503'))).toBe(true);
    const real = await connect(host.url, 'Real', '127.0.0.10');
    expect(await createTable(real, 'Real')).toMatch(/^[0-9a-f]{12}$/);
    // Connections at a table do not count against their address's lobby cap.
    const seated = clients.find((c) => c !== real)!;
    await createTable(seated, 'Seated');
    await connect(host.url, 'One more', '127.0.0.2');
  });

  it('watching holds no seat: a few addresses watching a table from many connections cannot fill the host either', async () => {
    host = await testHost({ limits: { maxConnections: 40, maxConnectionsPerAddress: 10, maxLobbyConnectionsPerAddress: 4 } });
    const table = await createTable(await connect(host.url, 'Player', '127.0.0.10'), 'Watched');
    const refused: string[] = [];
    for (let a = 2; a < 10; a++) {
      for (let i = 0; i < 10; i++) {
        try {
          const c = await connect(host.url, 'Watcher', `127.0.0.${a}`);
          c.send({ t: 'watch', table });
          await c.next((m) => m.t === 'joined');
        } catch (e) {
          refused.push(`${a}: ${(e as Error).message}`);
        }
      }
    }
    // Each address keeps at most its seatless cap; a real player still gets in and sits down.
    expect(refused).toHaveLength(8 * 6);
    expect(refused.every((r) => r.includes('503'))).toBe(true);
    const real = await connect(host.url, 'Real', '127.0.0.11');
    real.send({ t: 'join', table });
    expect(await real.next((m) => m.t === 'joined')).toMatchObject({ table, seat: 1 });
  });
});
