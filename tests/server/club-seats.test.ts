/**
 * A club night's tables over real `ws` clients: they are the evening's, not the lobby's (unlisted,
 * behind the evening's PIN, seats only for the drawn players' tokens), and a drawn player who
 * never comes does not hold their table up: after the grace period a bot plays for them, the
 * organiser sees who is missing, and the player can still come and take the seat.
 */
import { afterEach, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { TestClient } from './helpers/client';
import { eveningWhere, openEvening, register } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
});

type Joined = Extract<ServerMessage, { t: 'joined' }>;
type Tables = Extract<ServerMessage, { t: 'tables' }>;
type ErrorMessage = Extract<ServerMessage, { t: 'error' }>;
const NAMES = ['Ann', 'Bob', 'Cy', 'Dee'];

it('a club table carries the evening PIN and is not in the lobby; a stranger can neither see nor take it; a drawn player reaches their seat', { timeout: 60_000 }, async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 1, pin: '4321', botSeats: false }, clients);
  // Ann, Bob and Cy take their drawn seats; Dee is away, so the table waits for her grace period.
  const players = await register(host, NAMES, clients, '4321');
  players[3].away = true;
  const stranger = await TestClient.connect(host.url, 'Stranger', { from: '127.0.0.9' });
  clients.push(stranger);

  organiser.send({ t: 'clubNextRound' });
  const drawn = await eveningWhere(organiser, (e) => e.phase === 'playing');
  const tableId = drawn.tables[0].tableId!;
  expect(host.lobby.table(tableId)!.pin).not.toBeNull();

  // Each registered player who came reaches the place the draw gave them.
  for (const p of players.slice(0, 3)) {
    const joined = await p.client.next<Joined>((m) => m.t === 'joined' && m.table === tableId);
    expect(joined.seat).toBe(p.you!.table!.place);
    expect(drawn.tables[0].players[joined.seat!]).toBe(p.name);
    // Told the table's name (it is in no list): its evening, round and number.
    expect(joined.name).toBe('Thursday club · 1.1');
  }

  // The stranger does not see it in the lobby's list...
  stranger.send({ t: 'listTables' });
  const listed = await stranger.next<Tables>((m) => m.t === 'tables');
  expect(listed.tables.map((t) => t.id)).not.toContain(tableId);
  // ...cannot follow the evening to learn it, nor watch or join it without the PIN...
  stranger.send({ t: 'clubWatch' });
  expect(await stranger.next((m) => m.t === 'clubRefused')).toMatchObject({ code: 'pin-needed' });
  stranger.send({ t: 'watch', table: tableId });
  expect(await stranger.next<ErrorMessage>((m) => m.t === 'error')).toMatchObject({ code: 'wrong-pin', for: 'watch' });
  stranger.send({ t: 'join', table: tableId, seat: players[3].you!.table!.place as 0 });
  expect(await stranger.next<ErrorMessage>((m) => m.t === 'error')).toMatchObject({ code: 'wrong-pin', for: 'join' });
  // ...and even with it cannot take Dee's drawn place: only her seat token does (the evening hands out a club table's places).
  stranger.send({ t: 'join', table: tableId, seat: players[3].you!.table!.place as 0, pin: '4321' });
  expect(await stranger.next<ErrorMessage>((m) => m.t === 'error')).toMatchObject({ code: 'not-allowed', for: 'join' });
  expect(host.lobby.table(tableId)!.players().map((p) => p.name)).toEqual(drawn.tables[0].players);
  // With the PIN it may watch, as at any table with a PIN.
  stranger.send({ t: 'watch', table: tableId, pin: '4321' });
  expect(await stranger.next<Joined>((m) => m.t === 'joined')).toMatchObject({ table: tableId, seat: null });
  for (const p of players) expect(p.refusals).toEqual([]);
});

it('a drawn player who never comes: after the grace period a bot plays for them; the organiser sees who is missing; they can still take their seat', { timeout: 60_000 }, async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 200, botSeats: false }, clients);
  const players = await register(host, NAMES, clients, undefined, true);

  organiser.send({ t: 'clubNextRound' });
  const drawn = await eveningWhere(organiser, (e) => e.phase === 'playing');
  expect(drawn.tables[0].absent).toEqual([0, 1, 2, 3]);
  // Nobody came: once the grace period is over the table is played by bots all the same.
  const playing = await eveningWhere(organiser, (e) => e.tables[0].hands >= 1, 30_000);
  expect(playing.tables[0].absent).toEqual([0, 1, 2, 3]);

  // Cy comes after all and takes the drawn place back from the bot.
  const cy = players[2];
  const place = cy.you!.table!.place;
  cy.client.send({ t: 'resume', token: cy.you!.table!.seatToken! });
  const joined = await cy.client.next<Joined>((m) => m.t === 'joined');
  expect(joined).toMatchObject({ table: drawn.tables[0].tableId, seat: place });
  await host.until(() => cy.client.lastView?.players[place].connected === true && cy.client.lastView.players[place].botPlaying === false, "Cy's place back in Cy's hands", { timeoutMs: 30_000 });
  const after = await eveningWhere(organiser, (e) => !e.tables[0].absent.includes(place));
  expect(after.tables[0].absent).toEqual([0, 1, 2, 3].filter((p) => p !== place));
});
