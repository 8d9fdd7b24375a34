/** Four real `ws` clients play full hands; spectators and other seats never see hidden tiles. */
import { afterEach, describe, expect, it } from 'vitest';
import { readJournal } from '../../electron/server/journal';
import type { ServerMessage } from '../../shared/protocol';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

const HANDS = Number(process.env.SPARROW_PLAY_HANDS ?? 3);

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

/** Nothing hidden in a message seen by place `place` (null: a spectator). */
function assertNoLeak(m: ServerMessage, mine: number | null): void {
  // Keys that only the engine state or a reveal (after the hand) may hold.
  if (m.t !== 'reveal') expect(JSON.stringify(m).match(/"(rng|wall|secret|ring|seed|uraIndicators)":/)?.[0] ?? null).toBeNull();
  if (m.t !== 'view') return;
  const { view, events } = m as ViewMessage;
  const you = view.you;
  if (mine === null) expect(you).toBeNull();
  if (view.hand && view.hand.phase !== 'over')
    view.hand.seats.forEach((s, seat) => {
      if (seat !== you) expect(s.concealed).toBeNull();
    });
  for (const e of events) {
    if (e.type === 'drew' && e.seat !== you) expect(e.tile).toBeNull();
    if (e.type === 'tilesDealt' && e.seat !== you) expect(e.tiles).toBeNull();
    if (e.type === 'bonusReplaced' && e.seat !== you) expect(e.replacement).toBeNull();
  }
  if (mine === null) expect(view.legal).toEqual([]);
}

describe('four clients at one table', () => {
  it(`play ${HANDS} full hands with verified deals`, async () => {
    host = await testHost();
    console.log(`hands played over the wire: ${HANDS} (SPARROW_PLAY_HANDS)`);
    const names = ['Ann', 'Bob', 'Cid', 'Dee'];
    const clients = await Promise.all(names.map((n) => TestClient.connect(host!.url, n)));
    clients[0].send({ t: 'createTable', options: { name: 'Four', preset: 'hungarian' } });
    const created = await clients[0].next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    const watcher = await TestClient.connect(host.url, 'Eve');
    watcher.send({ t: 'watch', table: created.table });
    await watcher.next((m) => m.t === 'joined');
    const players = clients.map((c, place) => autoPlay(c, { place }));
    for (const c of clients.slice(1)) {
      c.send({ t: 'join', table: created.table });
      await c.next((m) => m.t === 'joined');
    }
    await Promise.all(clients.map(async (c) => {
      for (let h = 0; h < HANDS; h++) await c.next((m) => m.t === 'reveal', 30_000);
    }));
    const table = host.lobby.table(created.table)!;

    for (const p of players) {
      expect(p.verdicts.length).toBe(HANDS);
      expect(p.verdicts.every((v) => v.ok)).toBe(true);
      expect(p.errors.filter((e) => e.code !== 'stale')).toEqual([]);
    }
    clients.forEach((c, place) => c.received.forEach((m) => assertNoLeak(m, place)));
    watcher.received.forEach((m) => assertNoLeak(m, null));
    // Everyone saw the same public story: every player got every seq the spectator got.
    const seqs = (c: TestClient) => new Set(c.received.flatMap((m) => (m.t === 'view' ? [m.seq] : [])));
    for (const c of clients) for (const s of seqs(watcher)) expect(seqs(c).has(s)).toBe(true);
    // The journal holds every action the table applied.
    players.forEach((p) => p.stop());
    await table.settled();
    const acts = readJournal(`${host.dataDir}/tables/${table.id}.ndjson`).records.filter((r) => r.k === 'act');
    expect(acts.length).toBe(table.history().actions.length);
    // Each action is marked with the step (the views' seq) that showed it.
    expect(acts.at(-1)).toMatchObject({ s: table.seq });
    expect(acts.filter((r) => r.k === 'act' && r.a.type === 'startHand').length).toBeGreaterThanOrEqual(HANDS);
    await Promise.all([...clients, watcher].map((c) => c.close()));
  });

  it('a player with three bots plays a hand to the end (the --bots 3 practice table)', async () => {
    host = await testHost();
    const id = (host.lobby.create({ name: 'Practice', preset: 'riichi' }) as { id: string }).id;
    host.lobby.table(id)!.addBots(3);
    const c = await TestClient.connect(host.url, 'Solo');
    const p = autoPlay(c);
    c.send({ t: 'join', table: id });
    await c.next((m) => m.t === 'reveal', 30_000);
    expect(p.verdicts).toEqual([{ ok: true }]);
    const last = c.lastView!;
    expect(last.players.map((x) => x.kind).sort()).toEqual(['bot', 'bot', 'bot', 'human']);
    await c.close();
  });

  it('keeps a PIN table closed to those without the PIN, and never advertises the PIN', async () => {
    host = await testHost();
    const a = await TestClient.connect(host.url, 'Ann');
    a.send({ t: 'createTable', options: { name: 'Locked', preset: 'millington', pin: '4321' } });
    const { table } = await a.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    const b = await TestClient.connect(host.url, 'Bob');
    b.send({ t: 'join', table });
    expect(await b.next((m) => m.t === 'error')).toMatchObject({ code: 'wrong-pin' });
    b.send({ t: 'join', table, pin: '1234' });
    expect(await b.next((m) => m.t === 'error')).toMatchObject({ code: 'wrong-pin' });
    b.send({ t: 'watch', table });
    expect(await b.next((m) => m.t === 'error')).toMatchObject({ code: 'wrong-pin' });
    b.send({ t: 'watch', table, pin: '4321' });
    expect(await b.next((m) => m.t === 'joined')).toMatchObject({ table, seat: null, token: null });
    // A spectator may take a seat at the table it watches.
    b.send({ t: 'join', table, pin: '4321' });
    expect(await b.next((m) => m.t === 'joined')).toMatchObject({ table, seat: 1 });
    b.send({ t: 'listTables' });
    const list = await b.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables');
    expect(list.tables[0]).toMatchObject({ hasPin: true, freeSeats: 2 });
    expect(JSON.stringify(list)).not.toContain('4321');
    // Guessing is throttled per address, whichever connections the guesses come from (tests/server/access.test.ts: never per table).
    const guessers = await Promise.all([1, 2, 3].map(() => TestClient.connect(host!.url, 'Guess')));
    const codes: string[] = [];
    for (let i = 0; i < 24; i++) {
      const g = guessers[i % 3];
      g.send({ t: 'join', table, pin: String(1000 + i) });
      codes.push((await g.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error')).code);
    }
    // Bob's wrong PIN above was the first of the 5 this address may make back to back.
    expect(codes.slice(0, 4)).toEqual(Array(4).fill('wrong-pin'));
    expect(codes.slice(4)).toEqual(Array(20).fill('rate-limited'));
    await Promise.all([a.close(), b.close(), ...guessers.map((g) => g.close())]);
  });

  it('keeps lobby clients up to date, and fills empty places with bots on request', async () => {
    host = await testHost();
    const lobby = await TestClient.connect(host.url, 'Looker');
    const a = await TestClient.connect(host.url, 'Ann');
    a.send({ t: 'createTable', options: { name: 'Club night 1', preset: 'riichi' } });
    const { table } = await a.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    const pushed = await lobby.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables' && m.tables.length === 1);
    expect(pushed.tables[0]).toMatchObject({ id: table, name: 'Club night 1', preset: 'riichi', freeSeats: 3, state: 'waiting', hasPin: false });
    a.send({ t: 'addBots', table });
    const full = await lobby.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables' && m.tables[0].freeSeats === 0);
    expect(full.tables[0].players).toEqual(['Ann', 'Bot 1', 'Bot 2', 'Bot 3']);
    expect(full.tables[0].state).toBe('playing');
    a.send({ t: 'addBots', table });
    expect(await a.next((m) => m.t === 'error')).toMatchObject({ code: 'table-full' });
    await Promise.all([a.close(), lobby.close()]);
  });

  it('takes an explicit place, refuses a taken one, and lets a leaver be replaced', async () => {
    host = await testHost();
    const a = await TestClient.connect(host.url, 'Ann');
    a.send({ t: 'createTable', options: { name: 'Places', preset: 'millington' } });
    const { table } = await a.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    const b = await TestClient.connect(host.url, 'Bob');
    b.send({ t: 'join', table, seat: 0 });
    expect(await b.next((m) => m.t === 'error')).toMatchObject({ code: 'seat-taken' });
    b.send({ t: 'join', table, seat: 2 });
    expect(await b.next((m) => m.t === 'joined')).toMatchObject({ seat: 2 });
    b.send({ t: 'join', table });
    expect(await b.next((m) => m.t === 'error')).toMatchObject({ code: 'not-allowed' });
    b.send({ t: 'leave' });
    await b.next((m) => m.t === 'left');
    const view = await a.next<ViewMessage>((m) => m.t === 'view' && m.players[2].kind === 'empty');
    expect(view.status).toBe('waiting');
    await Promise.all([a.close(), b.close()]);
  });
});
