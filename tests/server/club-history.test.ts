/**
 * A club night's games reach the host's history (issue T3 3/8, item 5): a table whose round ends
 * by the evening's rule (a number of hands), before its game's own end, is kept as a finished game
 * would be, under its table's name, and only once.
 */
import { afterEach, expect, it } from 'vitest';
import type { HistoryServerMessage } from '../../shared/history/protocol';
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

it('each table of a round played to the evening’s hand count is in the history', { timeout: 120_000 }, async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 1 }, clients);
  await register(host, ['Ann', 'Bob', 'Cy', 'Dee'], clients);
  organiser.send({ t: 'clubNextRound' });
  await eveningWhere(organiser, (e) => e.phase === 'finished', 90_000);
  organiser.send({ t: 'historyList' });
  const list = await organiser.next<Extract<HistoryServerMessage, { t: 'history' }>>((m) => m.t === 'history');
  expect(list.games.map((g) => g.title)).toEqual(['Thursday club · 1.1']);
  expect(list.games[0].hands).toBe(1);
});
