/**
 * The tenhou.net/6 download says what it holds (found in a review): a riichi evening played only
 * on real tiles has no game log to export (it downloaded an empty `[]`), so the evening tells the
 * page how many logs there are, and the page offers the download only when there is one.
 */
import { afterEach, expect, it } from 'vitest';
import type { ClubServerMessage } from '../../shared/club/protocol';
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

type File = Extract<ClubServerMessage, { t: 'clubFile' }>;

it('a riichi evening on real tiles only has no log; one with a screen table has its game’s', { timeout: 120_000 }, async () => {
  host = await testHost();
  const real = await openEvening(host, { rounds: 1, hands: 1, preset: 'riichi', botSeats: false, realTileTables: 1 }, clients);
  await register(host, ['Ann', 'Bea', 'Cy', 'Dan'], clients);
  real.send({ t: 'clubNextRound' });
  await eveningWhere(real, (e) => e.phase === 'playing');
  real.send({ t: 'clubEndTable', table: 0 });
  const over = await eveningWhere(real, (e) => e.phase === 'finished');
  expect(over.games).toHaveLength(1);
  expect(over.tenhouLogs).toBe(0);
  real.send({ t: 'clubExport', format: 'tenhou' });
  expect((await real.next<File>((m) => m.t === 'clubFile')).text).toBe('[]');

  // The next evening plays its round at a screen table: its game's log is there to take home.
  const screen = await openEvening(host, { rounds: 1, hands: 1, preset: 'riichi' }, clients);
  await register(host, ['Eve', 'Fay', 'Gus', 'Hal'], clients);
  screen.send({ t: 'clubNextRound' });
  const done = await eveningWhere(screen, (e) => e.phase === 'finished', 90_000);
  expect(done.tenhouLogs).toBe(1);
});
