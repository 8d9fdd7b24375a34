/**
 * Fuzz for the club night: random and mutated club messages from a registered player and from a
 * stranger who never said who they are, during a round with a real-tile table. The host never
 * fails to handle one (no `internal` error), keeps answering, and the evening it holds is the one
 * its journal gives back after a restart: nothing it counted is lost, nothing half-done is kept.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { sha256Hex } from '../../shared/fairness';
import { rngFromHex } from '../../shared/random';
import { testSize } from '../helpers/sizes';
import { TestClient } from './helpers/client';
import { eveningWhere, openEvening, register } from './helpers/club';
import { frame } from './helpers/fuzz-frames';
import { testHost, type TestHost } from './helpers/host';

const FRAMES = testSize('SPARROW_CLUB_FUZZ_FRAMES', { local: 3_000, ci: 20_000 });

let hosts: TestHost[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  for (const h of hosts.splice(0)) await h.dispose();
});

function clubCorpus(token: string, seat: string): unknown[] {
  const classical = { family: 'classical', winner: 0, scores: [40, 4, 4, 4], east: 0, from: null };
  return [
    { t: 'clubWatch', token },
    { t: 'clubWatch', pin: '1234' },
    { t: 'clubRegister', name: 'Fuzzy', code: '1234' },
    { t: 'clubCode', player: 0, renew: true },
    { t: 'clubAddName', name: 'Zed' },
    { t: 'clubRemoveName', player: 1 },
    { t: 'clubReseat', player: 0, table: 0, place: 1 },
    { t: 'clubUndo' },
    { t: 'clubLeave', token },
    { t: 'clubRejoin', token },
    { t: 'clubRejoin', player: 2 },
    { t: 'clubNextRound' },
    { t: 'clubFinish' },
    { t: 'clubHand', token, hand: classical },
    { t: 'clubHand', table: 0, hand: { ...classical, winner: null } },
    { t: 'clubWithdrawHand', token, hand: 1, version: 1 },
    { t: 'clubConfirm', token, hand: 1, version: 1 },
    { t: 'clubOrganiserConfirm', table: 0, hand: 1, version: 1 },
    { t: 'clubVoidHand', table: 0, hand: 1, version: 1 },
    { t: 'clubEndTable', table: 0, token },
    { t: 'clubExport', format: 'csv' },
    { t: 'resume', token: seat },
  ];
}

it(`${FRAMES} random and mutated club messages: handled, answered, and the evening is what its journal gives back`, { timeout: 300_000 }, async () => {
  console.log(`club fuzz frames: ${FRAMES} (SPARROW_CLUB_FUZZ_FRAMES)`);
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-club-fuzz-'));
  try {
    let host = await testHost({ dataDir, limits: { ratePerSecond: 1e9, burst: 1e9, helloTimeoutMs: 600_000 } });
    hosts.push(host);
    const organiser = await openEvening(host, { rounds: 2, hands: 2, botSeats: false, realTileTables: 1 }, clients);
    const [ann] = await register(host, ['Ann', 'Bea', 'Cy', 'Dan'], clients);
    organiser.send({ t: 'clubNextRound' });
    await eveningWhere(organiser, (e) => e.phase === 'playing');
    await host.until(() => ann.you?.table != null, 'Ann drawn');
    const seeds = clubCorpus(ann.you!.token, 'ab'.repeat(32));
    const stranger = await TestClient.open(host.url);
    clients.push(stranger);

    const startState = JSON.stringify(host.club!.evening!.state);
    const internal: unknown[] = [];
    const answers = { refused: 0, errors: 0 };
    const rng = rngFromHex(sha256Hex('sparrow-club-fuzz'));
    for (const [client, count] of [[ann.client, FRAMES - Math.floor(FRAMES / 5)], [stranger, Math.floor(FRAMES / 5)]] as const) {
      const watch = client.onMessage;
      client.onMessage = (m) => {
        if (m.t === 'error' && m.code === 'internal') internal.push(m);
        if (m.t === 'error') answers.errors++;
        if (m.t === 'clubRefused') answers.refused++;
        watch?.(m);
      };
      for (let sent = 0; sent < count; sent += 500) {
        for (let i = 0; i < Math.min(500, count - sent); i++) client.send(frame(rng, seeds));
        // Still answering, once everything sent has been handled.
        await client.roundTrip();
        client.send({ t: 'ping' });
        await client.next((m) => m.t === 'pong');
      }
    }
    await host.pass(1_000);
    console.log(`club fuzz: ${answers.errors} frames refused on the wire, ${answers.refused} club steps refused by the evening's rules`);
    expect(internal).toEqual([]);
    // Some frames were steps the evening took (so what follows compares something).
    expect(JSON.stringify(host.club!.evening!.state)).not.toBe(startState);
    // The fuzz reached the evening's own rules, not only the wire's.
    expect(answers.refused).toBeGreaterThan(10);

    // The evening the host holds is the one its journal gives back.
    const held = JSON.stringify(host.club!.evening!.state);
    await host.dispose();
    hosts = [];
    host = await testHost({ dataDir });
    hosts.push(host);
    expect(JSON.stringify(host.club!.evening!.state)).toBe(held);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
