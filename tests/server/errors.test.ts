/**
 * Bad input of every kind gets an explicit error and changes nothing: out-of-turn, malformed,
 * oversized, wrong-seat and replayed messages; plus the connection limits (rate, hard frame cap,
 * hello deadline, ping/pong). The tables run on the test host's fake clock; the connection's own
 * limits are timed in real time (connection.ts), whatever the host's clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventEmitter } from 'node:events';
import { WebSocket } from 'ws';
import { attachConnection } from '../../electron/server/connection';
import { serverTables } from '../../electron/server/host-tables';
import { DEFAULT_LIMITS } from '../../electron/server/limits';
import { PinGuard } from '../../electron/server/pin-guard';
import type { Table } from '../../electron/server/table';
import type { ErrorCode, ServerMessage } from '../../shared/protocol';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import { TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

type ErrorMessage = Extract<ServerMessage, { t: 'error' }>;

let host: TestHost;
let table: Table;
let clients: TestClient[];
let mover: TestClient;
let others: TestClient[];
let tokens: string[];

const snapshot = () => JSON.stringify({ state: table.state, seq: table.seq, places: table.places.map((p) => [p.kind, p.name, p.tokenHash]) });

/** Sends a frame, expects an error with `code`, and checks the table did not change. */
async function refused(client: TestClient, frame: Parameters<TestClient['send']>[0], code: ErrorCode): Promise<ErrorMessage> {
  const before = snapshot();
  client.drain();
  client.send(frame);
  const error = await client.next<ErrorMessage>((m) => m.t === 'error');
  expect(error.code).toBe(code);
  expect(error.message.length).toBeGreaterThan(5);
  expect(snapshot()).toBe(before);
  return error;
}

beforeAll(async () => {
  host = await testHost({ timing: { claimWindowMs: 60_000 } });
  clients = await Promise.all(['Ann', 'Bob', 'Cid', 'Dee'].map((n) => TestClient.connect(host.url, n)));
  clients[0].send({ t: 'createTable', options: { name: 'Strict', preset: 'hungarian' } });
  const { table: id, token } = await clients[0].next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  tokens = [token!];
  for (const c of clients.slice(1)) {
    c.send({ t: 'join', table: id });
    tokens.push((await c.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined')).token!);
  }
  const commits = await Promise.all(clients.map((c) => c.next<Extract<ServerMessage, { t: 'commit' }>>((m) => m.t === 'commit')));
  clients.forEach((c, i) => c.send({ t: 'entropy', hand: commits[i].hand, value: `${i}`.repeat(32) }));
  await Promise.all(clients.map((c) => c.next<ViewMessage>((m) => m.t === 'view' && m.status === 'playing')));
  table = host.lobby.table(id)!;
  await table.settled();
  const turnPlace = table.state.playerAtSeat![table.state.hand!.turn];
  mover = clients[turnPlace];
  others = clients.filter((c) => c !== mover);
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await host.dispose();
});

const myTile = (c: TestClient) => c.lastView!.view.hand!.seats[c.lastView!.view.you!].concealed!.find((t) => t < 136)!;
const act = (c: TestClient, action: object, extra: object = {}) => JSON.stringify({ t: 'act', hand: 0, seq: c.lastView?.seq ?? 0, action, ...extra });

describe('refused without effect', () => {
  it('out of turn: discarding when it is not your turn', async () => {
    for (const c of others) await refused(c, act(c, { type: 'discard', tile: myTile(c) }), 'not-your-turn');
    await refused(others[0], act(others[0], { type: 'draw' }), 'not-your-turn');
    await refused(others[0], act(others[0], { type: 'pass' }), 'not-your-turn');
  });

  it('malformed: not JSON, wrong shapes, unknown types, extra keys', async () => {
    const c = mover;
    await refused(c, 'not json at all', 'bad-json');
    await refused(c, '{"t":"act",', 'bad-json');
    // Messages are JSON text: a binary frame is refused even when its bytes are JSON.
    await refused(c, Buffer.from([0xff, 0xfe, 0x00, 0x81]), 'bad-message');
    await refused(c, Buffer.from('{"t":"ping"}'), 'bad-message');
    await refused(c, '[]', 'bad-message');
    await refused(c, 'null', 'bad-message');
    await refused(c, '42', 'bad-message');
    await refused(c, '{"t":"nope"}', 'bad-message');
    await refused(c, '{"t":"act"}', 'bad-message');
    await refused(c, act(c, { type: 'discard', tile: 'x' }), 'bad-message');
    await refused(c, act(c, { type: 'discard', tile: 1.5 }), 'bad-message');
    await refused(c, act(c, { type: 'discard', tile: -1 }), 'bad-message');
    await refused(c, act(c, { type: 'discard', tile: 144 }), 'bad-message');
    await refused(c, act(c, { type: 'startHand', seed: 'ab'.repeat(32) }), 'bad-message');
    await refused(c, act(c, { type: 'timeout' }), 'bad-message');
    await refused(c, act(c, { type: 'discard', tile: myTile(c) }, { extra: 1 }), 'bad-message');
    await refused(c, '{"t":"act","hand":0,"action":{"type":"discard","tile":4},"__proto__":{"x":1}}', 'bad-message');
    await refused(c, JSON.stringify({ t: 'entropy', hand: 0, value: 'not hex!' }), 'bad-message');
    await refused(c, '['.repeat(2000) + ']'.repeat(2000), 'bad-message');
  });

  it('oversized: a frame over the limit is refused; one over the hard cap closes the connection', async () => {
    const big = JSON.stringify({ t: 'hello', v: 1, name: 'x'.repeat(5000) });
    await refused(mover, big, 'too-large');
    const intruder = await TestClient.connect(host.url, 'Big');
    const before = snapshot();
    const closed = new Promise<number>((resolve) => intruder.ws.once('close', (code) => resolve(code)));
    intruder.send('x'.repeat(70 * 1024));
    expect(await closed).toBe(1009);
    expect(snapshot()).toBe(before);
  });

  it('wrong seat: a move naming a seat, another seat’s tile, or from someone not seated', async () => {
    const otherSeat = (mover.lastView!.view.you! + 1) % 4;
    await refused(mover, act(mover, { type: 'discard', tile: myTile(mover), seat: otherSeat }), 'bad-message');
    await refused(mover, act(mover, { type: 'discard', tile: myTile(others[0]) }), 'bad-tile');
    const watcher = await TestClient.connect(host.url, 'Eve');
    await refused(watcher, act(watcher, { type: 'discard', tile: myTile(mover) }), 'not-seated');
    watcher.send({ t: 'watch', table: table.id });
    await watcher.next((m) => m.t === 'joined');
    await refused(watcher, act(watcher, { type: 'discard', tile: myTile(mover) }), 'not-seated');
    await refused(watcher, JSON.stringify({ t: 'nextHand' }), 'not-seated');
    await refused(others[0], JSON.stringify({ t: 'join', table: table.id, seat: 0 }), 'not-allowed');
    await refused(watcher, JSON.stringify({ t: 'resume', token: 'ab'.repeat(32) }), 'bad-token');
    // One connection holds one seat: a player cannot take over another's seat at the same table with its token.
    await refused(clients[1], JSON.stringify({ t: 'resume', token: tokens[2] }), 'not-allowed');
    await watcher.close();
  });

  it('replayed: the same frame again, a frame from an old view, a second entropy', async () => {
    const view = mover.lastView!;
    const tile = myTile(mover);
    const frame = act(mover, { type: 'discard', tile }, { seq: view.seq });
    mover.drain();
    mover.send(frame);
    await mover.next<ViewMessage>((m) => m.t === 'view' && m.seq > view.seq);
    expect(table.state.hand!.seats[view.view.you!].discards.at(-1)!.tile).toBe(tile);
    // A claim window nobody can answer closes by itself after its short pause: let it, so the
    // table stands still while the refusals below are checked against it.
    await host.until(() => table.state.hand!.phase !== 'claims' || table.state.hand!.claim!.eligible.length > 0, 'the empty claim window to close', { timeoutMs: 5000 });
    await refused(mover, frame, 'stale');
    // A move must say which view it was chosen from; without seq it is not a valid message at all.
    await refused(mover, JSON.stringify({ t: 'act', hand: 0, action: { type: 'discard', tile } }), 'bad-message');
    await refused(mover, act(mover, { type: 'discard', tile }), 'not-your-turn');
    await refused(mover, JSON.stringify({ t: 'act', hand: 7, seq: table.seq, action: { type: 'draw' } }), 'stale');
    await refused(mover, act(mover, { type: 'draw' }, { seq: table.seq + 5 }), 'stale');
    await refused(mover, JSON.stringify({ t: 'entropy', hand: 0, value: 'ab'.repeat(16) }), 'not-allowed');
    await refused(mover, JSON.stringify({ t: 'nextHand' }), 'not-allowed');
    await refused(mover, JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name: 'Again' }), 'not-allowed');
  });
});

describe('connection limits', () => {
  it('needs hello first, and the right protocol version', async () => {
    const c = await TestClient.open(host.url);
    c.send({ t: 'listTables' });
    expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'not-allowed' });
    c.send({ t: 'ping' });
    await c.next((m) => m.t === 'pong');
    const closed = new Promise<void>((resolve) => c.ws.once('close', () => resolve()));
    c.send({ t: 'hello', v: PROTOCOL_VERSION + 1, name: 'Future' });
    expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'version' });
    await closed;
  });

  it('rate-limits a flood, then closes the connection', async () => {
    const strict = await testHost({ limits: { ratePerSecond: 20, burst: 40, maxDropped: 200 } });
    const c = await TestClient.connect(strict.url, 'Flood');
    const closed = new Promise<number>((resolve) => c.ws.once('close', (code) => resolve(code)));
    for (let i = 0; i < 100; i++) c.send({ t: 'ping' });
    expect(await c.next((m) => m.t === 'error')).toMatchObject({ code: 'rate-limited' });
    expect(c.received.filter((m) => m.t === 'pong').length).toBeLessThanOrEqual(42);
    for (let i = 0; i < 300; i++) c.send({ t: 'ping' });
    expect(await closed).toBe(1008);
    await strict.dispose();
  });

  it('drops a client that stops reading instead of buffering for it without end', () => {
    // A stand-in socket: the kernel's buffers make a real one absorb megabytes first.
    const socket = Object.assign(new EventEmitter(), {
      OPEN: 1,
      readyState: 1,
      bufferedAmount: 0,
      sent: 0,
      terminated: false,
      send() {
        this.sent++;
      },
      terminate() {
        this.terminated = true;
      },
      close() {},
      ping() {},
    });
    const peer = attachConnection(socket as never, '10.0.0.9', {
      host: serverTables({ lobby: host.lobby, hostName: 'test', listeners: new Set(), hostKey: 'a'.repeat(64), pinGuard: new PinGuard() }),
      limits: { ...DEFAULT_LIMITS, maxBufferedBytes: 1000 },
    });
    peer.send({ t: 'pong' });
    expect(socket.sent).toBe(1);
    socket.bufferedAmount = 1001;
    peer.send({ t: 'pong' });
    expect(socket.sent).toBe(1);
    expect(socket.terminated).toBe(true);
    socket.emit('close');
  });

  it('closes a connection that never says hello, and one that stops answering pings', async () => {
    // The hello deadline and the heartbeat are real timers (the test sleeps real time for them): so is the host's clock.
    const quick = await testHost({ realTimers: true, limits: { helloTimeoutMs: 150, pingIntervalMs: 100 } });
    const silent = await TestClient.open(quick.url);
    const silentClosed = new Promise<void>((resolve) => silent.ws.once('close', () => resolve()));
    expect(await silent.next((m) => m.t === 'error', 2000)).toMatchObject({ code: 'not-allowed' });
    await silentClosed;

    const deaf = new WebSocket(quick.url, { autoPong: false });
    await new Promise((r) => deaf.once('open', r));
    deaf.send(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name: 'Deaf' }));
    const alive = await TestClient.connect(quick.url, 'Alive');
    // Dropped by the heartbeat (terminated: no close frame, 1006), not closed later for being idle.
    const code = await new Promise<number>((resolve) => deaf.once('close', (c) => resolve(c)));
    expect(code).toBe(1006);
    await new Promise((r) => setTimeout(r, 300));
    expect(alive.closed).toBe(false);
    await alive.close();
    await quick.dispose();
  });
});
