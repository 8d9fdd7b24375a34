/**
 * Benign races at a real-tile table are not errors (found in a review): a player who taps Confirm
 * twice, or confirms a hand the others' confirmations already counted, and two players who end
 * their table's round together, are told nothing; the evening is as if each had asked once. What
 * still needs saying (a hand changed since, a table that is not theirs) is still refused.
 */
import { afterEach, expect, it } from 'vitest';
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

/** Every message a client sent before this one has been answered (the host answers a connection's messages in order). */
async function answered(p: ClubPlayer): Promise<void> {
  p.client.send({ t: 'clubExport', format: 'json' });
  await p.client.next((m) => m.t === 'clubFile');
}

const hand = (winner: number) => ({ family: 'classical' as const, winner, scores: [0, 1, 2, 3].map((p) => (p === winner ? 40 : 4)), east: 0, from: null });

async function realTileTable(hands: number) {
  host = await testHost();
  const organiser = await openEvening(host, { rounds: 2, hands, botSeats: false, realTileTables: 1 }, clients);
  const players = await register(host, ['Ann', 'Bea', 'Cy', 'Dan'], clients);
  organiser.send({ t: 'clubNextRound' });
  await host.until(() => players.every((p) => p.you?.table != null), 'the draw');
  return { organiser, players };
}

it('a double tap on Confirm, and a confirmation of a hand already counted, are told nothing', async () => {
  const { organiser, players } = await realTileTable(3);
  const [ann, bea, cy, dan] = players;
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: hand(ann.you!.table!.place) });
  const proposed = await eveningWhere(organiser, (e) => !!e.tables[0]?.pending);
  const { version } = proposed.tables[0].pending!;
  // Bea taps twice before the first answer comes back; Cy and Dan confirm, Dan twice: his second comes after the hand counted.
  bea.client.send({ t: 'clubConfirm', token: bea.you!.token, hand: 1, version });
  bea.client.send({ t: 'clubConfirm', token: bea.you!.token, hand: 1, version });
  cy.client.send({ t: 'clubConfirm', token: cy.you!.token, hand: 1, version });
  await eveningWhere(organiser, (e) => e.tables[0]?.pending?.waitingFor.join() === 'Dan');
  dan.client.send({ t: 'clubConfirm', token: dan.you!.token, hand: 1, version });
  dan.client.send({ t: 'clubConfirm', token: dan.you!.token, hand: 1, version });
  const counted = await eveningWhere(organiser, (e) => e.tables[0]?.hands === 1);
  expect(counted.tables[0].pending).toBeNull();
  // Ann confirms the hand she entered again, once it has counted.
  ann.client.send({ t: 'clubConfirm', token: ann.you!.token, hand: 1, version });
  for (const p of players) await answered(p);
  expect(players.flatMap((p) => p.refusals)).toEqual([]);
  expect(host!.club!.evening!.state.tables[0].hands).toHaveLength(1);
  // A hand changed since is still worth saying.
  ann.client.send({ t: 'clubHand', token: ann.you!.token, hand: hand(ann.you!.table!.place) });
  await eveningWhere(organiser, (e) => e.tables[0]?.pending?.hand === 2);
  bea.client.send({ t: 'clubHand', token: bea.you!.token, hand: hand(bea.you!.table!.place) });
  const changed = await eveningWhere(organiser, (e) => (e.tables[0]?.pending?.version ?? 0) > 2);
  cy.client.send({ t: 'clubConfirm', token: cy.you!.token, hand: 2, version: changed.tables[0].pending!.version - 1 });
  await answered(cy);
  expect(cy.refusals.map((r) => r.code)).toEqual(['stale-proposal']);
});

it('two players ending their table’s round together: the round ends once, and neither is told anything', async () => {
  const { organiser, players } = await realTileTable(4);
  const [, bea, cy] = players;
  bea.client.send({ t: 'clubEndTable', table: 0, token: bea.you!.token });
  cy.client.send({ t: 'clubEndTable', table: 0, token: cy.you!.token });
  const over = await eveningWhere(organiser, (e) => e.phase === 'between');
  expect(over.games).toHaveLength(1);
  // The organiser, a moment late, too.
  organiser.send({ t: 'clubEndTable', table: 0 });
  for (const p of players) await answered(p);
  organiser.send({ t: 'clubExport', format: 'json' });
  await organiser.next((m) => m.t === 'clubFile');
  expect(organiser.received.filter((m) => m.t === 'clubRefused')).toEqual([]);
  expect(players.flatMap((p) => p.refusals)).toEqual([]);
  expect(host!.club!.evening!.state.games).toHaveLength(1);
});
