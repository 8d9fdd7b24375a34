/**
 * A real-tile table's hand entry on the wire (found in a review of the club night's hand entry):
 * the organiser enters a hand for a table whose players have no device; the one who entered a
 * hand withdraws it, another player says it is wrong; riichi hands carry who declared riichi and
 * the honba. Every message is checked; a bad one is refused and changes nothing.
 */
import { afterEach, expect, it } from 'vitest';
import type { ClubServerMessage } from '../../shared/club/protocol';
import { TestClient } from './helpers/client';
import { classicalHand, eveningWhere, openEvening, register } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
});

const refusal = (c: TestClient, of: string) => c.next<Extract<ClubServerMessage, { t: 'clubRefused' }>>((m) => m.t === 'clubRefused' && m.for === of);
const badMessage = (c: TestClient) => c.next((m) => m.t === 'error' && (m as { code?: string }).code === 'bad-message');
const classical = classicalHand;

it('the organiser enters the hand of a table whose players have no device: it counts at once; nobody else enters one without a token', async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 2, botSeats: false, realTileTables: 1 }, clients);
  for (const name of ['Ann', 'Bea', 'Cy', 'Dan']) organiser.send({ t: 'clubAddName', name });
  await eveningWhere(organiser, (e) => e.players.length === 4);
  organiser.send({ t: 'clubNextRound' });
  await eveningWhere(organiser, (e) => e.phase === 'playing');
  const stranger = await TestClient.connect(host.url, 'Stranger', { from: '127.0.0.20' });
  clients.push(stranger);
  stranger.send({ t: 'clubWatch' });
  await eveningWhere(stranger, (e) => e.phase === 'playing');
  stranger.send({ t: 'clubHand', table: 0, hand: classical(0) });
  expect(await refusal(stranger, 'clubHand')).toMatchObject({ code: 'not-organiser' });
  organiser.send({ t: 'clubHand', hand: classical(0) });
  expect(await refusal(organiser, 'clubHand')).toMatchObject({ code: 'unknown-table' });
  expect(host.club!.evening!.state.tables[0].pending).toBeNull();
  organiser.send({ t: 'clubHand', table: 0, hand: classical(2) });
  const counted = await eveningWhere(organiser, (e) => e.tables[0]?.hands === 1);
  expect(counted.tables[0]).toMatchObject({ pending: null, byOrganiser: [1] });
  expect(counted.tables[0].scores![2]).toBeGreaterThan(0);
});

it('the one who entered a hand withdraws it; another player says it is wrong; everyone sees who, and a bad message changes nothing', async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 2, botSeats: false, realTileTables: 1 }, clients);
  const [ann, bea] = await register(host, ['Ann', 'Bea', 'Cy', 'Dan'], clients);
  organiser.send({ t: 'clubNextRound' });
  await host.until(() => ann.you?.table != null && bea.you?.table != null, 'the draw');
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: classical(0) });
  const entered = await eveningWhere(bea.client, (e) => e.tables[0]?.pending?.version === 1);
  expect(entered.tables[0].pending!.by).toBe('Ann');
  // Malformed: no version, a version of 0, a hand with three scores.
  bea.client.send({ t: 'clubWithdrawHand', token: bea.you!.token, hand: 1 } as never);
  await badMessage(bea.client);
  bea.client.send({ t: 'clubWithdrawHand', token: bea.you!.token, hand: 1, version: 0 });
  await badMessage(bea.client);
  bea.client.send({ t: 'clubHand', token: bea.you!.token, hand: { ...classical(1), scores: [40, 4, 4] } });
  await badMessage(bea.client);
  bea.client.send({ t: 'clubWithdrawHand', token: bea.you!.token, hand: 1, version: 2 });
  expect(await refusal(bea.client, 'clubWithdrawHand')).toMatchObject({ code: 'stale-proposal' });
  expect(host.club!.evening!.state.tables[0].pending?.version).toBe(1);

  bea.client.send({ t: 'clubWithdrawHand', token: bea.you!.token, hand: 1, version: 1 });
  const wrong = await eveningWhere(ann.client, (e) => e.tables[0]?.withdrawn != null);
  expect(wrong.tables[0].withdrawn).toEqual({ by: 'Bea', wrong: true });
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: classical(1) });
  const again = await eveningWhere(bea.client, (e) => e.tables[0]?.pending?.version === 2);
  expect(again.tables[0].withdrawn).toBeNull();
  ann.client.send({ t: 'clubWithdrawHand', token: ann.you!.token, hand: 1, version: 2 });
  const withdrawn = await eveningWhere(bea.client, (e) => e.tables[0]?.withdrawn?.by === 'Ann');
  expect(withdrawn.tables[0].withdrawn).toEqual({ by: 'Ann', wrong: false });
  expect(withdrawn.tables[0].hands).toBe(0);
});

it('a riichi hand says who declared riichi and the honba: the winner takes the sticks; four flags or none', async () => {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 2, botSeats: false, realTileTables: 1, preset: 'riichi' }, clients);
  const [ann, bea] = await register(host, ['Ann', 'Bea', 'Cy', 'Dan'], clients);
  organiser.send({ t: 'clubNextRound' });
  await host.until(() => ann.you?.table != null && bea.you?.table != null, 'the draw');
  const a = ann.you!.table!.place;
  const b = bea.you!.table!.place;
  const win = { family: 'riichi' as const, kind: 'win' as const, winner: a, from: b, dealer: a, han: 2, fu: 30, honba: 2 };
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: { ...win, riichi: [true, false, false] } });
  await badMessage(ann.client);
  const flags = [0, 1, 2, 3].map((p) => p === a || p === b);
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: { ...win, riichi: flags } });
  const pending = (await eveningWhere(bea.client, (e) => e.tables[0]?.pending != null)).tables[0].pending!;
  // Dealer ron 2 han 30 fu: 2,900 and 600 for two honba; Ann's stick back, Bea's stick to Ann.
  expect(pending.result.deltas[a]).toBe(2900 + 600 + 1000);
  expect(pending.result.deltas[b]).toBe(-3500 - 1000);
});
