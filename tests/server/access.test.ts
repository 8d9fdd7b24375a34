/**
 * Who may do what, with real `ws` clients from several loopback addresses (127.0.0.2 and .3 stand
 * for other machines on the Wi-Fi): PIN guessing slows only the guesser's address, never the
 * table; host-only messages need the organiser's host key, not a loopback address; a dropped
 * message's `rate-limited` error names it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { guessKey, PinGuard } from '../../electron/server/pin-guard';
import type { SavedTableSummary, ServerMessage } from '../../shared/protocol';
import { TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

type ErrorMessage = Extract<ServerMessage, { t: 'error' }>;
type Joined = Extract<ServerMessage, { t: 'joined' }>;
type Welcome = Extract<ServerMessage, { t: 'welcome' }>;

const STRANGER = '127.0.0.2';
const PLAYER = '127.0.0.3';

let hosts: TestHost[] = [];
let clients: TestClient[] = [];
let dirs: string[] = [];
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await Promise.all(hosts.map((h) => h.dispose()));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
  hosts = [];
  clients = [];
  dirs = [];
});

async function host(options: Parameters<typeof testHost>[0] = {}): Promise<TestHost> {
  const h = await testHost(options);
  hosts.push(h);
  return h;
}
async function client(h: TestHost, name: string, options: { key?: string; from?: string } = {}): Promise<TestClient> {
  const c = await TestClient.connect(h.url, name, options);
  clients.push(c);
  return c;
}
const nextError = (c: TestClient) => c.next<ErrorMessage>((m) => m.t === 'error');

async function pinTable(h: TestHost): Promise<string> {
  const ann = await client(h, 'Ann');
  ann.send({ t: 'createTable', options: { name: 'Locked', preset: 'millington', pin: '4321' } });
  return (await ann.next<Joined>((m) => m.t === 'joined')).table;
}

describe('PIN guessing', () => {
  it('throttles the stranger who floods wrong PINs, never the player with the right PIN at another address', async () => {
    const h = await host();
    const table = await pinTable(h);
    // Three connections of ten wrong PINs each (a connection is closed after ten refusals).
    const errors: ErrorMessage[] = [];
    for (let c = 0; c < 3; c++) {
      const stranger = await client(h, 'Stranger', { from: STRANGER });
      for (let i = 0; i < 10; i++) {
        stranger.send({ t: 'join', table, pin: String(1000 + c * 10 + i) });
        errors.push(await nextError(stranger));
      }
      // Per connection too: the tenth refused PIN closes it.
      expect(await stranger.whenClosed()).toEqual({ code: 1008, reason: 'too many wrong PINs' });
    }
    expect(errors.slice(0, 5).map((e) => e.code)).toEqual(Array(5).fill('wrong-pin'));
    expect(errors.slice(5).every((e) => e.code === 'rate-limited' && e.for === 'join' && /wrong PINs from your address/.test(e.message))).toBe(true);
    // While the stranger's address waits, even the right PIN from it is not checked (else waiting would not slow guessing).
    const late = await client(h, 'Stranger', { from: STRANGER });
    late.send({ t: 'watch', table, pin: '4321' });
    expect(await nextError(late)).toMatchObject({ code: 'rate-limited', for: 'watch' });

    const player = await client(h, 'Bea', { from: PLAYER });
    player.send({ t: 'join', table, pin: '4321' });
    expect(await player.next<Joined>((m) => m.t === 'joined')).toMatchObject({ table, seat: 1 });
    const watcher = await client(h, 'Cy', { from: PLAYER });
    watcher.send({ t: 'watch', table, pin: '4321' });
    expect(await watcher.next<Joined>((m) => m.t === 'joined')).toMatchObject({ table, seat: null });
    expect((await watcher.next<ViewMessage>((m) => m.t === 'view')).table).toBe(table);
  });

  it('waits longer after each further wrong guess, up to a ceiling, and forgets a quiet address', () => {
    let now = 0;
    const guard = new PinGuard({ freeGuesses: 2, firstWaitMs: 1000, maxWaitMs: 4000, forgetMs: 60_000, maxAddresses: 10 }, () => now);
    guard.wrong('10.0.0.5');
    expect(guard.waitFor('10.0.0.5')).toBe(0);
    guard.wrong('10.0.0.5');
    expect(guard.waitFor('10.0.0.5')).toBe(1000);
    expect(guard.waitFor('10.0.0.6')).toBe(0);
    const waits: number[] = [];
    for (let i = 0; i < 4; i++) {
      now += guard.waitFor('10.0.0.5');
      guard.wrong('10.0.0.5');
      waits.push(guard.waitFor('10.0.0.5'));
    }
    expect(waits).toEqual([2000, 4000, 4000, 4000]);
    now += 60_001 + 4000;
    expect(guard.waitFor('10.0.0.5')).toBe(0);
    guard.wrong('10.0.0.5');
    expect(guard.waitFor('10.0.0.5')).toBe(0);
  });

  it('counts an IPv4 address mapped into IPv6 as itself, and an IPv6 client by its /64', () => {
    expect(guessKey('::ffff:192.168.1.7')).toBe('192.168.1.7');
    expect(guessKey('fe80::1')).toBe('fe80:0:0:0::/64');
    expect(guessKey('2001:db8:1:2:aaaa::1')).toBe(guessKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee'));
    expect(guessKey('2001:db8:1:3::1')).not.toBe(guessKey('2001:db8:1:2::1'));
  });
});

describe('host-only messages', () => {
  async function savedTableHost(): Promise<{ h: TestHost; id: string }> {
    const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-access-'));
    dirs.push(dataDir);
    const first = await testHost({ dataDir });
    const ann = await TestClient.connect(first.url, 'Ann');
    ann.send({ t: 'createTable', options: { name: 'Saved', preset: 'millington' } });
    const { table: id } = await ann.next<Joined>((m) => m.t === 'joined');
    await first.close();
    await ann.close();
    const h = await host({ dataDir });
    return { h, id };
  }

  it('are refused to a loopback client without the host key: it is an ordinary client', async () => {
    const { h, id } = await savedTableHost();
    const local = await client(h, 'Local');
    expect(local.received.find((m) => m.t === 'welcome')).not.toHaveProperty('organiser');
    local.send({ t: 'listSaved' });
    expect(await nextError(local)).toMatchObject({ code: 'not-allowed', for: 'listSaved' });
    local.send({ t: 'resumeTable', table: id });
    expect(await nextError(local)).toMatchObject({ code: 'not-allowed', for: 'resumeTable' });
    expect(h.lobby.table(id)).toBeUndefined();
    const bea = await client(h, 'Bea');
    bea.send({ t: 'createTable', options: { name: 'Bea', preset: 'riichi' } });
    const { table } = await bea.next<Joined>((m) => m.t === 'joined');
    local.send({ t: 'addBots', table });
    expect(await nextError(local)).toMatchObject({ code: 'not-seated', for: 'addBots' });
    // A wrong (or old) key says so and grants nothing.
    const guess = await client(h, 'Guess', { key: 'b'.repeat(64) });
    expect(await nextError(guess)).toMatchObject({ code: 'not-allowed', for: 'hello' });
    guess.send({ t: 'listSaved' });
    expect(await nextError(guess)).toMatchObject({ code: 'not-allowed', for: 'listSaved' });
  });

  it('are open to the organiser with the host key, from any address', async () => {
    const { h, id } = await savedTableHost();
    const organiser = await client(h, 'Host', { key: h.hostKey, from: PLAYER });
    expect(organiser.received.find((m) => m.t === 'welcome')).toMatchObject<Partial<Welcome>>({ organiser: true });
    organiser.send({ t: 'listSaved' });
    const saved = await organiser.next<{ t: 'saved'; tables: SavedTableSummary[] }>((m) => m.t === 'saved');
    expect(saved.tables.map((s) => s.id)).toEqual([id]);
    organiser.send({ t: 'resumeTable', table: id });
    expect((await organiser.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables')).tables.map((t) => t.id)).toEqual([id]);
    expect(h.lobby.table(id)).toBeDefined();
    organiser.send({ t: 'addBots', table: id });
    await organiser.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables' && m.tables[0].freeSeats === 0);
  });
});

describe('rate-limited errors', () => {
  it('name the message that was dropped', async () => {
    // Two messages at once, and (practically) none more.
    const h = await host({ limits: { ratePerSecond: 0.001, burst: 2 } });
    const c = await client(h, 'Quick');
    c.send({ t: 'listTables' });
    await c.next((m) => m.t === 'tables');
    c.send({ t: 'join', table: 'abc' });
    expect(await nextError(c)).toMatchObject({ code: 'rate-limited', for: 'join', message: expect.stringContaining('"join"') });
    // A dropped frame that does not parse is named as such, with no `for`.
    const d = await client(h, 'Garbled');
    d.send({ t: 'listTables' });
    await d.next((m) => m.t === 'tables');
    d.send('not json');
    const e = await nextError(d);
    expect(e).toMatchObject({ code: 'rate-limited', message: expect.stringContaining('dropped a message') });
    expect(e).not.toHaveProperty('for');
  });
});
