/**
 * The organiser re-seats players on a real host before their tables begin (issue T3 3/8, item 1):
 * the screen tables concerned are made again, each moved player is told their new seat and takes
 * it; once a table has dealt, nobody at it moves (nor is a move taken back). Under the majority
 * house rule, a real-tile hand counts once most of its table's players with a device confirm it.
 */
import { afterEach, expect, it } from 'vitest';
import type { ClubServerMessage } from '../../shared/club/protocol';
import type { ServerMessage } from '../../shared/protocol';
import { TestClient } from './helpers/client';
import { eveningWhere, openEvening, phonesAndAbsentNames, register } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
});

const refusal = (c: TestClient, of: string) => c.next<Extract<ClubServerMessage, { t: 'clubRefused' }>>((m) => m.t === 'clubRefused' && m.for === of);
type Joined = Extract<ServerMessage, { t: 'joined' }>;

it('a swap before the tables begin remakes both tables; the players are told and take their new seats; after the deal nobody moves', { timeout: 60_000 }, async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 1, botSeats: false }, clients);
  // Nobody comes to the drawn seats yet: the tables wait.
  const players = await register(host, ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal'], clients, undefined, true);
  organiser.send({ t: 'clubNextRound' });
  const drawn = await eveningWhere(organiser, (e) => e.phase === 'playing');
  const [a, b] = [drawn.tables[0].playerIds[1]!, drawn.tables[1].playerIds[2]!];
  const oldIds = drawn.tables.map((t) => t.tableId!);
  // Only the organiser moves players.
  players[0].client.send({ t: 'clubReseat', player: a, table: 1, place: 2 });
  expect(await refusal(players[0].client, 'clubReseat')).toMatchObject({ code: 'not-organiser' });

  organiser.send({ t: 'clubReseat', player: a, table: 1, place: 2 });
  const moved = await eveningWhere(organiser, (e) => e.tables[1].playerIds[2] === a);
  expect(moved.tables[0].playerIds[1]).toBe(b);
  expect(moved.undo).toBe('reseat');
  // Both screen tables were made again (the old ones closed), named as before.
  expect(moved.tables.map((t) => t.tableId)).not.toContain(oldIds[0]);
  expect(moved.tables.map((t) => t.tableId)).not.toContain(oldIds[1]);
  for (const id of oldIds) expect(host.lobby.table(id)).toBeUndefined();

  // Each player is told their seat now, and it takes them there.
  const ann = players.find((p) => p.you!.player === a)!;
  await host.until(() => ann.you?.table?.index === 1 && ann.you.table.place === 2, "the moved player's new seat");
  for (const p of players) {
    const seat = moved.tables.findIndex((t) => t.playerIds.includes(p.you!.player));
    await host.until(() => p.you?.table?.tableId === moved.tables[seat].tableId, `${p.name}'s table`);
    p.away = false;
    p.client.send({ t: 'resume', token: p.you!.table!.seatToken! });
    const joined = await p.client.next<Joined>((m) => m.t === 'joined' && m.table === p.you!.table!.tableId);
    expect(joined.seat).toBe(p.you!.table!.place);
    expect(joined.name).toBe(`Thursday club · 1.${seat + 1}`);
  }
  // Once the tables have dealt, nobody at them moves, and the move is not taken back.
  await host.until(() => moved.tables.every((t) => host!.lobby.table(t.tableId!)!.state.hand !== null), 'the deal');
  organiser.send({ t: 'clubReseat', player: b, table: 1, place: 2 });
  expect(await refusal(organiser, 'clubReseat')).toMatchObject({ code: 'table-begun' });
  organiser.send({ t: 'clubUndo' });
  expect(await refusal(organiser, 'clubUndo')).toMatchObject({ code: 'table-begun' });
  const now = await eveningWhere(organiser, () => true);
  expect(now.tables.map((t) => t.begun)).toEqual([true, true]);
  expect(now.tables[1].playerIds[2]).toBe(a);
});

it('someone sitting out comes in for a player who has not come; taking it back puts the first table back', { timeout: 60_000 }, async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 2, hands: 1, botSeats: false }, clients);
  await register(host, ['Ann', 'Bob', 'Cy', 'Dee', 'Eve'], clients, undefined, true);
  organiser.send({ t: 'clubNextRound' });
  const drawn = await eveningWhere(organiser, (e) => e.phase === 'playing');
  const resting = drawn.players.find((p) => drawn.sittingOut.includes(p.name))!;
  const absent = drawn.tables[0].players[3]!;
  organiser.send({ t: 'clubReseat', player: resting.id, table: 0, place: 3 });
  const moved = await eveningWhere(organiser, (e) => e.tables[0].players[3] === resting.name);
  expect(moved.sittingOut).toEqual([absent]);
  const remade = moved.tables[0].tableId!;
  expect(remade).not.toBe(drawn.tables[0].tableId);
  expect(host.lobby.table(remade)!.places.map((p) => p.name)).toEqual(moved.tables[0].players);
  organiser.send({ t: 'clubUndo' });
  const back = await eveningWhere(organiser, (e) => e.tables[0].players[3] === absent);
  expect(back.sittingOut).toEqual([resting.name]);
  expect(host.lobby.table(back.tables[0].tableId!)!.places.map((p) => p.name)).toEqual(drawn.tables[0].players);
  expect(host.lobby.table(remade)).toBeUndefined();
});

it('majority house rule: two phones at a table of four (two names without a device) record a hand between them', { timeout: 60_000 }, async () => {
  host = await testHost();
  const { organiser, ann, bea } = await phonesAndAbsentNames(host, { rounds: 1, hands: 4, confirm: 'majority' }, clients);
  const hand = { family: 'classical' as const, winner: ann.you!.table!.place, scores: [0, 1, 2, 3].map((p) => (p === ann.you!.table!.place ? 40 : 4)), east: 0, from: null };
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand });
  // Ann's entry is her confirmation; one more phone makes a majority of two.
  let view = await eveningWhere(organiser, (e) => e.tables[0]?.pending?.more === 1);
  expect(view.tables[0].pending!.waitingFor.sort()).toEqual(['Bea', 'Eve', 'Fay']);
  bea.client.send({ t: 'clubConfirm', token: bea.you!.token, hand: 1, version: view.tables[0].pending!.version });
  view = await eveningWhere(organiser, (e) => e.tables[0]?.hands === 1);
  expect(view.tables[0]).toMatchObject({ pending: null, byOrganiser: [] });
});

it("a withdrawal in play taken back: the bot gives the screen table's place back, and the player takes it with their seat token", { timeout: 60_000 }, async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 1, botSeats: false }, clients);
  const players = await register(host, ['Ann', 'Bob', 'Cy', 'Dee'], clients, undefined, true);
  organiser.send({ t: 'clubNextRound' });
  const drawn = await eveningWhere(organiser, (e) => e.phase === 'playing');
  const dee = players[3];
  const place = drawn.tables[0].playerIds.indexOf(dee.you!.player);
  organiser.send({ t: 'clubLeave', player: dee.you!.player });
  await eveningWhere(organiser, (e) => e.tables[0].botTookOver.includes(place) && e.undo === 'leave');
  const table = host.lobby.table(drawn.tables[0].tableId!)!;
  expect(table.players()[place].kind).toBe('bot');
  organiser.send({ t: 'clubUndo' });
  await eveningWhere(organiser, (e) => !e.tables[0].botTookOver.includes(place) && e.players.find((p) => p.name === 'Dee')!.present);
  expect(table.players()[place]).toMatchObject({ kind: 'human', name: 'Dee' });
  // Her page is told her seat again, and it takes her there.
  await host.until(() => dee.you?.table?.seatToken != null, "Dee's seat again");
  dee.client.send({ t: 'resume', token: dee.you!.table!.seatToken! });
  const joined = await dee.client.next<Joined>((m) => m.t === 'joined' && m.table === table.id);
  expect(joined.seat).toBe(place);
});
