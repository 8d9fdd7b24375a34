/**
 * Stepping away from a club night's table and coming back (found in a club-night review): a drawn
 * player's place is the evening's, not the table's to give away. The table's own `leave` steps away
 * (a bot plays meanwhile, the seat token stays good), a plain `join` is refused there, the table does
 * not close when its players all step away, and a bot's play at a place its player left is on the
 * game's record.
 */
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
async function seated(hands: number, idle = false): Promise<{ h: TestHost; organiser: TestClient; players: ClubPlayer[]; tableId: string }> {
  const h = (host = await testHost());
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
