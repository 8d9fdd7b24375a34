/**
 * One token holder cannot make the host work without end (found in a review): entering a hand and
 * taking it back, over and over, each an evening record written and synced and a push of the whole
 * evening to everyone watching. A player's own steps (entering a hand, taking one back, leaving and
 * rejoining) are limited: a few at once, then one every 10 s, each one over refused `rate-limited`
 * with nothing changed; other players' steps are not slowed. Pushes a player's steps cause are
 * sent together, a moment later, not one per step.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

type Refused = Extract<ClubServerMessage, { t: 'clubRefused' }>;
const classical = classicalHand;

/** An evening of one real-tile table of four (Ann, Bea, Cy, Dan), its round drawn. */
async function drawnRealTileTable() {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 1, hands: 2, botSeats: false, realTileTables: 1 }, clients);
  const [ann, bea] = await register(host, ['Ann', 'Bea', 'Cy', 'Dan'], clients);
  organiser.send({ t: 'clubNextRound' });
  await host.until(() => ann.you?.table != null && bea.you?.table != null, 'the draw');
  return { h: host, organiser, ann, bea };
}
const journalLines = (h: TestHost) => readFileSync(join(h.dataDir, 'evenings', `${h.club!.evening!.id}.ndjson`), 'utf8').trim().split('\n').length;
const evenings = (c: TestClient) => c.received.filter((m) => m.t === 'evening').length;

it('a player entering and taking back hands over and over is refused past six at once, then allowed one every 10 s; the others are not slowed', async () => {
  const { h, organiser, ann, bea } = await drawnRealTileTable();
  const token = ann.you!.token;
  const table = () => h.club!.evening!.state.tables[0];

  // Six steps at once: three hands entered, three taken back.
  for (let v = 1; v <= 3; v++) {
    ann.client.send({ t: 'clubHand', token, hand: classical(0) });
    ann.client.send({ t: 'clubWithdrawHand', token, hand: 1, version: v });
  }
  await h.until(() => table().proposals === 3 && table().pending === null, 'three hands entered and taken back');
  const lines = journalLines(h);
  // The seventh is refused, and changes nothing.
  ann.client.send({ t: 'clubHand', token, hand: classical(0) });
  expect(await ann.client.next<Refused>((m) => m.t === 'clubRefused' && m.for === 'clubHand')).toMatchObject({ code: 'rate-limited' });
  ann.client.send({ t: 'clubLeave', token });
  expect(await ann.client.next<Refused>((m) => m.t === 'clubRefused' && m.for === 'clubLeave')).toMatchObject({ code: 'rate-limited' });
  expect(table()).toMatchObject({ proposals: 3, pending: null });
  expect(journalLines(h)).toBe(lines);

  // Bea is not slowed by Ann: she enters a hand, and Ann may say it is wrong 10 s later.
  bea.client.send({ t: 'clubHand', token: bea.you!.token, hand: classical(1) });
  await h.until(() => table().pending?.version === 4, 'Bea’s hand');
  await h.pass(9_000);
  ann.client.send({ t: 'clubWithdrawHand', token, hand: 1, version: 4 });
  expect(await ann.client.next<Refused>((m) => m.t === 'clubRefused' && m.for === 'clubWithdrawHand')).toMatchObject({ code: 'rate-limited' });
  await h.pass(1_000);
  ann.client.send({ t: 'clubWithdrawHand', token, hand: 1, version: 4 });
  const view = await eveningWhere(organiser, (e) => e.tables[0].withdrawn?.wrong === true);
  expect(view.tables[0]).toMatchObject({ pending: null, withdrawn: { by: 'Ann', wrong: true } });
});

it('the pushes a player’s steps cause are sent together, not one per step', async () => {
  const { h, organiser, ann, bea } = await drawnRealTileTable();
  await h.pass(1_000);
  const before = { organiser: evenings(organiser), bea: evenings(bea.client) };
  const token = ann.you!.token;
  for (let v = 1; v <= 3; v++) {
    ann.client.send({ t: 'clubHand', token, hand: classical(0) });
    ann.client.send({ t: 'clubWithdrawHand', token, hand: 1, version: v });
  }
  await h.until(() => h.club!.evening!.state.tables[0].proposals === 3 && h.club!.evening!.state.tables[0].pending === null, 'six steps');
  await h.pass(1_000);
  expect(evenings(organiser) - before.organiser).toBeLessThanOrEqual(2);
  expect(evenings(bea.client) - before.bea).toBeLessThanOrEqual(2);
  // What the last push said is the evening now.
  expect(organiser.received.filter((m) => m.t === 'evening').pop()).toMatchObject({ evening: { tables: [{ pending: null, withdrawn: { by: 'Ann', wrong: false } }] } });
});

it('the page that took a step sees it at once; the others with the next push', async () => {
  const { h, organiser, ann, bea } = await drawnRealTileTable();
  await h.pass(1_000);
  const before = { ann: evenings(ann.client), bea: evenings(bea.client) };
  ann.client.send({ t: 'clubLeave', token: ann.you!.token });
  // Without the clock moving on: Ann's page is told she left the evening, Bea's not yet.
  await h.pass(0);
  expect(ann.you?.present).toBe(false);
  expect(evenings(ann.client)).toBeGreaterThan(before.ann);
  expect(evenings(bea.client)).toBe(before.bea);
  await h.pass(1_000);
  expect(evenings(bea.client)).toBeGreaterThan(before.bea);
});
