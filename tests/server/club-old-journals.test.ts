/**
 * Evening journals written by the host before this one (found in a review): a resumed evening is
 * replayed under the rules its journal was written with, so the hands its players confirmed stay
 * counted and its draws stay the ones journalled. The fixtures are such journals, as written
 * (tests/fixtures/evenings-v1/README.md); each is put in a data directory the host starts from.
 * A name taken when claims were records beside the actions is taken in the evening's state too.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { codeWaiting } from '../../shared/club/codes';
import { applyEvening } from '../../shared/club/evening';
import { TestClient } from './helpers/client';
import { eveningWhere } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const dirs: string[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A host started from a data directory holding one old evening journal. */
async function resumeFrom(fixture: string, id: string): Promise<TestHost> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-old-evening-'));
  dirs.push(dataDir);
  mkdirSync(join(dataDir, 'evenings'));
  copyFileSync(join(import.meta.dirname, '../fixtures/evenings-v1', fixture), join(dataDir, 'evenings', `${id}.ndjson`));
  return (host = await testHost({ dataDir }));
}

it('a classical hand an old host recorded as a win scoring 0 resumes as it was counted', async () => {
  const h = await resumeFrom('zero-win.ndjson', '0a0000000001');
  const state = h.club!.evening?.state;
  expect(state?.phase).toBe('playing');
  expect(state!.tables[0].hands).toEqual([{ deltas: [0, 0, 0, 0], winner: 0, from: null }]);
});

it('a rejoin in the round the player left, journalled by an old host, keeps the bot in the seat and the hands the others confirmed', async () => {
  const h = await resumeFrom('rejoin.ndjson', '0a0000000002');
  const state = h.club!.evening?.state;
  expect(state).toMatchObject({ phase: 'playing', round: 2 });
  // Round 1 as the old host counted it: table 1's two hands, confirmed by the three who stayed.
  expect(state!.games.map((g) => g.hands)).toEqual([2, 2]);
  expect(state!.games[0].botPlayed).toEqual([0]);
  // Round 2 as journalled (its `tables` record), the one who rejoined drawn from it.
  expect(state!.tables.map((t) => t.players)).toEqual([
    [6, 5, 0, 3],
    [4, 2, 7, 1],
  ]);
  expect(state!.players[2].fromRound).toBe(2);
  // The organiser's page shows it.
  const organiser = await TestClient.connect(h.url, 'Organiser', { key: h.hostKey });
  clients.push(organiser);
  organiser.send({ t: 'clubWatch' });
  const view = await eveningWhere(organiser, () => true);
  expect(view).toMatchObject({ roundNo: 2, phase: 'playing' });
  expect(view.games).toHaveLength(2);
});

it("a majority table without a device, its hand counted by one confirmation under the old host, resumes with the hand counted", async () => {
  const h = await resumeFrom('majority.ndjson', '0a0000000003');
  const state = h.club!.evening?.state;
  expect(state?.phase).toBe('playing');
  expect(state!.tables[0]).toMatchObject({ pending: null, hands: [{ deltas: [-80, -24, 160, -56], winner: 2, from: null }] });
});

it('a name taken when claims were records beside the actions is taken for the evening too: no code waits for it, its token holds it', async () => {
  const h = await resumeFrom('legacy-claim.ndjson', '0a0000000004');
  const state = h.club!.evening!.state;
  expect(state.players.map((p) => [p.name, p.claimed ?? false])).toEqual([
    ['Grandpa Joe', true],
    ['Fay', false],
  ]);
  // One rule: the evening itself refuses to let it be taken again, as the host does.
  expect([codeWaiting(state, 0), codeWaiting(state, 1)]).toEqual([false, true]);
  expect(applyEvening(state, { type: 'claim', player: 0 })).toMatchObject({ ok: false, error: { code: 'name-taken' } });
  const joe = await TestClient.connect(h.url, 'Joe', { from: '127.0.0.2' });
  clients.push(joe);
  joe.send({ t: 'clubWatch', token: h.club!.playerToken(0) });
  expect(await joe.next((m) => m.t === 'clubYou')).toMatchObject({ you: { name: 'Grandpa Joe', player: 0 } });
});
