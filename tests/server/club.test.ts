/**
 * A club night on a real host: the organiser opens an evening, twelve players register from
 * their own connections, three rounds are drawn and played at three tables (one player leaves
 * in the second round: a bot takes the seat, and the third round seats eleven with a bot), and
 * the standings are the sum of what each table showed its own players.
 */
import { afterEach, expect, it } from 'vitest';
import { presetById } from '../../shared/rules/presets';
import { TestClient } from './helpers/client';
import { eveningWhere, openEvening as open, register as registerAll } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

const openEvening = (host: TestHost, evening: Parameters<typeof open>[1]) => open(host, evening, clients);
const register = (host: TestHost, names: string[], pin?: string) => registerAll(host, names, clients, pin);

let host: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
});

const NAMES = ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo', 'Kit', 'Lou'];

it('twelve players and bots play a three-round evening on three tables; the standings sum the tables', { timeout: 180_000 }, async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 3, hands: 1 });
  const players = await register(host, NAMES);
  const byName = new Map(players.map((p) => [p.name, p]));
  const preset = presetById('hungarian');
  /** Each table's own result: its final scores as its players last saw them, by name. */
  const seen = new Map<string, number>();
  const seenWins = new Map<string, number>();

  let last = null as Awaited<ReturnType<typeof eveningWhere>> | null;
  for (let round = 1; round <= 3; round++) {
    // Lou makes no move in the second round: their table cannot end before their leaving reaches the host.
    byName.get('Lou')!.idle = round === 2;
    organiser.send({ t: 'clubNextRound' });
    const drawn = await eveningWhere(organiser, (e) => e.roundNo === round && e.phase === 'playing');
    expect(drawn.tables).toHaveLength(3);
    if (round === 2) {
      // Someone leaves mid-round: a bot plays their seat to the end of the round; they are out of the next draw.
      const leaver = byName.get('Lou')!;
      leaver.client.send({ t: 'clubLeave', token: leaver.you!.token });
      await eveningWhere(organiser, (e) => e.tables.some((t) => t.botTookOver.length > 0));
    }
    if (round === 3) {
      expect(drawn.tables.flatMap((t) => t.players)).not.toContain('Lou');
      expect(drawn.tables.flatMap((t) => t.players).filter((p) => p === null)).toHaveLength(1);
    }
    const done = await eveningWhere(organiser, (e) => e.roundNo === round && e.phase !== 'playing', 120_000);
    last = done;
    for (const table of done.tables) {
      // A player still at the table saw its last hand; their view is the table's own account.
      const witness = table.players.flatMap((name, place) => (name && !table.botTookOver.includes(place) ? [byName.get(name)!] : []))[0];
      await host.until(() => (witness.views.get(table.tableId!)?.view.game.handsPlayed ?? 0) >= 1 && witness.views.get(table.tableId!)!.view.hand?.phase === 'over', `table ${table.index + 1}'s last view`, { timeoutMs: 30_000 });
      const view = witness.views.get(table.tableId!)!.view;
      const game = done.games.find((g) => g.round === round && g.table === table.index)!;
      expect(game.hands).toBe(view.game.handsPlayed);
      table.players.forEach((name, place) => {
        const seat = view.playerAtSeat!.indexOf(place);
        const points = view.game.scores[seat] - preset.startingScore;
        expect(game.byPlace[place].points).toBe(points);
        const wins = view.hand!.result!.winners.filter((w) => w.seat === seat).length;
        if (name) {
          seen.set(name, (seen.get(name) ?? 0) + points);
          seenWins.set(name, (seenWins.get(name) ?? 0) + wins);
        }
      });
    }
  }
  const final = last!;
  expect(final.phase).toBe('finished');
  expect(final.games).toHaveLength(9);
  for (const row of final.standings) {
    expect(row.points).toBe(seen.get(row.name) ?? 0);
    expect(row.wins).toBe(seenWins.get(row.name) ?? 0);
  }
  expect(final.standings.map((r) => r.name).sort()).toEqual([...NAMES].sort());
  expect(final.tieBreaks[0]).toBe('points');
  // Nobody's move was refused along the way; nobody's evening message was refused.
  for (const p of players) expect(p.refusals).toEqual([]);

  // Take the results home.
  organiser.send({ t: 'clubExport', format: 'standings-csv' });
  const csv = await organiser.next<Extract<import('../../shared/protocol').ServerMessage, { t: 'clubFile' }>>((m) => m.t === 'clubFile');
  expect(csv.text.split('\r\n')[0]).toBe('rank,name,points,games,wins,deal-ins,best game,sat out');
  expect(csv.text).toContain(`1,${final.standings[0].name},${final.standings[0].points},`);
});

it('refuses what the evening does not allow and changes nothing', { timeout: 30_000 }, async () => {
  host = await testHost();
  const stranger = await TestClient.connect(host.url, 'Stranger');
  clients.push(stranger);
  stranger.send({ t: 'clubOpen', options: { name: 'Mine', preset: 'riichi' }, evening: { round: { kind: 'game' }, rounds: 1, botSeats: false, realTileTables: 0 } });
  expect(await stranger.next((m) => m.t === 'clubRefused')).toMatchObject({ code: 'not-organiser' });
  expect(host.club!.evening).toBeNull();

  const organiser = await openEvening(host, { rounds: 2, hands: 1, pin: '4321' });
  stranger.send({ t: 'clubRegister', name: 'Sneaky' });
  expect(await stranger.next((m) => m.t === 'clubRefused')).toMatchObject({ code: 'pin-needed' });
  stranger.send({ t: 'clubNextRound' });
  expect(await stranger.next((m) => m.t === 'clubRefused')).toMatchObject({ code: 'not-organiser' });
  organiser.send({ t: 'clubNextRound' });
  expect(await organiser.next((m) => m.t === 'clubRefused')).toMatchObject({ code: 'too-few-players' });
  expect(host.club!.evening!.state.players).toEqual([]);
  const [ann] = await register(host, ['Ann'], '4321');
  ann.client.send({ t: 'clubRegister', name: 'ann', pin: '4321' });
  await host.until(() => ann.refusals.length > 0, 'the refusal', { timeoutMs: 30_000 });
  expect(ann.refusals[0].code).toBe('name-taken');
  expect(host.club!.evening!.state.players.map((p) => p.name)).toEqual(['Ann']);
});
