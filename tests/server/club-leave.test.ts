/**
 * Stepping away from a club night's table and coming back (found in a club-night review): a drawn
 * player's place is the evening's, not the table's to give away. The table's own `leave` steps away
 * (a bot plays meanwhile, the seat token stays good), a plain `join` is refused there, the table does
 * not close when its players all step away, and a bot's play at a place its player left is on the
 * game's record. Leaving the evening and rejoining in the same round hands the seat back.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { TestClient } from './helpers/client';
import { eveningWhere, openEvening, register, type ClubPlayer } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
});

type Joined = Extract<ServerMessage, { t: 'joined' }>;
type ErrorMessage = Extract<ServerMessage, { t: 'error' }>;
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];

/** An evening of one table of four (no bots), its round drawn and every player at their place. */
async function seated(hands: number, idle = false, dataDir?: string): Promise<{ h: TestHost; organiser: TestClient; players: ClubPlayer[]; tableId: string }> {
  const h = (host = await testHost(dataDir ? { dataDir } : {}));
  const organiser = await openEvening(h, { rounds: 2, hands, botSeats: false }, clients);
  const players = await register(h, NAMES, clients);
  for (const p of players) p.idle = idle;
  organiser.send({ t: 'clubNextRound' });
  const drawn = await eveningWhere(organiser, (e) => e.phase === 'playing');
  const tableId = drawn.tables[0].tableId!;
  await h.until(() => h.lobby.table(tableId)!.players().every((p) => p.connected), 'everyone at the table', { timeoutMs: 30_000 });
  return { h, organiser, players, tableId };
}

const leaveTable = async (p: ClubPlayer, tableId: string) => {
  p.client.send({ t: 'leave' });
  await p.client.next((m) => m.t === 'left' && m.table === tableId);
};

it("a drawn player who leaves the table keeps the place: a bot plays it meanwhile, a stranger cannot take it, the seat token brings them back", { timeout: 60_000 }, async () => {
  const { h, organiser, players, tableId } = await seated(200, true);
  const ann = players[0];
  const place = ann.you!.table!.place;
  await leaveTable(ann, tableId);
  const table = h.lobby.table(tableId)!;
  expect(table.closed).toBe(false);
  expect(table.players()[place]).toMatchObject({ name: 'Ann', kind: 'human', connected: false, botPlaying: true });
  const away = await eveningWhere(organiser, (e) => e.tables[0].absent.includes(place));
  expect(away.tables[0]).toMatchObject({ done: false, botTookOver: [] });

  // Anyone on the network knows the table's id (a no-PIN evening shows it): a plain join is refused there, and changes nothing.
  const stranger = await TestClient.connect(h.url, 'Mallory', { from: '127.0.0.9' });
  clients.push(stranger);
  for (const join of [{ t: 'join', table: tableId }, { t: 'join', table: tableId, seat: place as 0 }] as const) {
    stranger.send(join);
    expect(await stranger.next<ErrorMessage>((m) => m.t === 'error')).toMatchObject({ code: 'not-allowed', for: 'join' });
  }
  expect(table.players().map((p) => p.name)).toEqual(away.tables[0].players);

  // The club page still offers Ann her table, and her seat token takes the place back.
  expect(ann.you!.table).toMatchObject({ tableId, place });
  ann.client.send({ t: 'resume', token: ann.you!.table!.seatToken! });
  expect(await ann.client.next<Joined>((m) => m.t === 'joined')).toMatchObject({ table: tableId, seat: place });
  expect(table.players()[place]).toMatchObject({ name: 'Ann', connected: true, botPlaying: false });
  for (const p of players) expect(p.refusals).toEqual([]);
});

it('every player leaves the table: it stays open and waits, the round goes on when they come back', { timeout: 60_000 }, async () => {
  const { h, organiser, players, tableId } = await seated(1);
  for (const p of players) await leaveTable(p, tableId);
  await h.pass(30_000);
  const table = h.lobby.table(tableId);
  expect(table?.closed).toBe(false);
  const evening = host!.club!.evening!.state;
  expect(evening.phase).toBe('playing');
  expect(evening.games).toEqual([]);
  expect(evening.tables[0].done).toBe(false);
  // They come back and play their hand: the round ends by its rule, with a played hand.
  for (const p of players) p.client.send({ t: 'resume', token: p.you!.table!.seatToken! });
  const over = await eveningWhere(organiser, (e) => e.phase === 'between', 60_000);
  expect(over.games).toHaveLength(1);
  expect(over.games[0].hands).toBe(1);
  expect(over.games[0].botPlayed).toBeUndefined();
});

it("a place its player stepped away from for good is on the game's record as a bot's", { timeout: 60_000 }, async () => {
  const { organiser, players, tableId } = await seated(1);
  const ann = players[0];
  const place = ann.you!.table!.place;
  ann.idle = true;
  await leaveTable(ann, tableId);
  const over = await eveningWhere(organiser, (e) => e.phase === 'between', 60_000);
  expect(over.games[0]).toMatchObject({ hands: 1, botPlayed: [place] });
});

it('leaving the evening mid-round and rejoining in the same round hands the seat back', { timeout: 60_000 }, async () => {
  const { h, organiser, players, tableId } = await seated(200, true);
  const ann = players[0];
  const { place, seatToken } = ann.you!.table!;
  ann.client.send({ t: 'clubLeave', token: ann.you!.token });
  await eveningWhere(organiser, (e) => e.tables[0].botTookOver.includes(place));
  await h.until(() => ann.you?.table === null, "Ann's page told she has no table");
  expect(h.lobby.table(tableId)!.players()[place]).toMatchObject({ kind: 'bot' });

  ann.client.send({ t: 'clubRejoin', token: ann.you!.token });
  const back = await eveningWhere(organiser, (e) => e.tables[0].botTookOver.length === 0);
  expect(back.players.find((p) => p.name === 'Ann')).toMatchObject({ present: true });
  await h.until(() => ann.you?.table != null, "Ann's page told her table again");
  expect(ann.you!.table).toMatchObject({ tableId, place, seatToken });
  expect(h.lobby.table(tableId)!.players()[place]).toMatchObject({ kind: 'human', name: 'Ann' });
  ann.client.send({ t: 'resume', token: seatToken! });
  expect(await ann.client.next<Joined>((m) => m.t === 'joined' && m.table === tableId)).toMatchObject({ seat: place });
  // Still drawn in the next round as anyone present.
  expect(host!.club!.evening!.state.players.find((p) => p.name === 'Ann')!.fromRound).toBeLessThanOrEqual(2);
  for (const p of players) expect(p.refusals).toEqual([]);
});

it("a return the table's journal had not kept when the host was killed: the restarted host reserves the place again all the same", { timeout: 60_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-club-leave-'));
  try {
    const { h, organiser, players, tableId } = await seated(200, true, dataDir);
    const ann = players[0];
    const { place, seatToken } = ann.you!.table!;
    ann.client.send({ t: 'clubLeave', token: ann.you!.token });
    await eveningWhere(organiser, (e) => e.tables[0].botTookOver.includes(place));
    ann.client.send({ t: 'clubRejoin', token: ann.you!.token });
    await eveningWhere(organiser, (e) => e.tables[0].botTookOver.length === 0);
    await h.until(() => h.lobby.table(tableId)!.players()[place].kind === 'human', 'the place reserved again');
    await h.lobby.table(tableId)!.settled();
    for (const c of clients.splice(0)) c.terminate();
    await h.close();
    host = null;
    // The evening's journal (synced before anyone is told) has the return; the table's lost its records from the place's change on.
    const path = join(dataDir, 'tables', `${tableId}.ndjson`);
    const lines = readFileSync(path, 'utf8').trimEnd().split('\n');
    const isReserved = (line: string) => {
      const r = JSON.parse(line) as { k: string; place?: number; kind?: string };
      return r.k === 'place' && r.place === place && r.kind === 'human';
    };
    const given = lines.length - 1 - [...lines].reverse().findIndex(isReserved);
    writeFileSync(path, lines.slice(0, given).join('\n') + '\n');
    rmSync(join(dataDir, 'tables', 'wal'), { recursive: true, force: true });

    const again = (host = await testHost({ dataDir }));
    expect(again.lobby.table(tableId)!.players()[place]).toMatchObject({ kind: 'human', name: 'Ann' });
    const back = await TestClient.connect(again.url, 'Ann', { from: '127.0.0.2' });
    clients.push(back);
    back.send({ t: 'resume', token: seatToken! });
    expect(await back.next<Joined>((m) => m.t === 'joined' || m.t === 'error')).toMatchObject({ t: 'joined', table: tableId, seat: place });
  } finally {
    await host?.dispose();
    host = null;
    rmSync(dataDir, { recursive: true, force: true });
  }
});
