/**
 * A name's four-digit code cannot be guessed from many addresses (found in a review): wrong codes
 * are slowed per address, and each name counts its own wrong codes too. After 20 the code in force
 * is void: nobody takes the name with it, the right code included, and whoever tries is told to
 * ask the organiser, whose page says so and whose next code for the name works. The void is
 * journalled (it survives a restart). Whether a code waits for a name is the organiser's page's
 * alone: a guesser's page does not learn when a name can be taken.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { ClubServerMessage } from '../../shared/club/protocol';
import { TestClient } from './helpers/client';
import { eveningWhere, openEvening } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

let hosts: TestHost[] = [];
const clients: TestClient[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  for (const h of hosts.splice(0)) await h.dispose();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

type Refused = Extract<ClubServerMessage, { t: 'clubRefused' }>;
type Code = Extract<ClubServerMessage, { t: 'clubCode' }>;
const refusal = (c: TestClient, of: string) => c.next<Refused>((m) => m.t === 'clubRefused' && m.for === of);
const lastEvening = (c: TestClient) => c.received.filter((m): m is Extract<ClubServerMessage, { t: 'evening' }> => m.t === 'evening').pop()!.evening!;

async function connect(host: TestHost, name: string, from: string): Promise<TestClient> {
  const c = await TestClient.connect(host.url, name, { from });
  clients.push(c);
  return c;
}

async function codeOf(organiser: TestClient, player: number): Promise<string> {
  organiser.send({ t: 'clubCode', player });
  return (await organiser.next<Code>((m) => m.t === 'clubCode' && m.player === player)).code;
}

/** Wrong codes for the name from `addresses` addresses, `each` from each (within an address's free tries): the refusals. */
async function guess(host: TestHost, name: string, right: string, addresses: number, each: number, first = 0): Promise<string[]> {
  const codes: string[] = [];
  let n = 0;
  for (let a = 0; a < addresses; a++) {
    const c = await connect(host, `Guesser ${a}`, `127.0.1.${first + a + 1}`);
    for (let i = 0; i < each; i++) {
      let code = String(n++).padStart(4, '0');
      if (code === right) code = String(n++).padStart(4, '0');
      c.send({ t: 'clubRegister', name, code });
      codes.push((await refusal(c, 'clubRegister')).code);
    }
  }
  return codes;
}

it('a name’s code is void after 20 wrong codes from any addresses; the organiser sees it, and the next code works, also after a restart', { timeout: 60_000 }, async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-club-guessing-'));
  dirs.push(dataDir);
  let host = await testHost({ dataDir });
  hosts.push(host);
  let organiser = await openEvening(host, { rounds: 1, hands: 1 }, clients);
  organiser.send({ t: 'clubAddName', name: 'Grandpa Joe' });
  await eveningWhere(organiser, (e) => e.players.length === 1);
  const code = await codeOf(organiser, 0);

  // Four wrong codes from each of five addresses, none of them slowed: the 20th voids the code.
  expect(await guess(host, 'Grandpa Joe', code, 5, 4, 0)).toEqual([...Array(19).fill('wrong-code'), 'code-void']);
  expect(host.club!.evening!.state.players[0]).toMatchObject({ codeVoided: true });
  const view = await eveningWhere(organiser, (e) => e.players[0].codeVoided === true);
  expect(view.players[0].codeWaiting).toBe(false);

  // The right code no longer takes the name: Joe is told to ask the organiser.
  const joe = await connect(host, 'Joe', '127.0.0.10');
  joe.send({ t: 'clubRegister', name: 'Grandpa Joe', code });
  expect(await refusal(joe, 'clubRegister')).toMatchObject({ code: 'code-void' });
  expect(host.club!.evening!.state.players).toHaveLength(1);
  expect(host.club!.evening!.state.players[0].claimed).toBeUndefined();

  // The host restarts: the code is still void.
  await host.dispose();
  hosts = [];
  host = await testHost({ dataDir });
  hosts.push(host);
  organiser = await TestClient.connect(host.url, 'Organiser', { key: host.hostKey });
  clients.push(organiser);
  organiser.send({ t: 'clubWatch' });
  expect((await eveningWhere(organiser, () => true)).players[0]).toMatchObject({ codeWaiting: false, codeVoided: true });
  const again = await connect(host, 'Joe', '127.0.0.10');
  again.send({ t: 'clubRegister', name: 'Grandpa Joe', code });
  expect(await refusal(again, 'clubRegister')).toMatchObject({ code: 'code-void' });

  // The organiser's next code for the name works (and counts its own wrong codes afresh).
  const fresh = await codeOf(organiser, 0);
  expect(fresh).not.toBe(code);
  // (The evening that says so came before the code.)
  expect(lastEvening(organiser).players[0]).toMatchObject({ codeWaiting: true });
  expect(lastEvening(organiser).players[0]).not.toHaveProperty('codeVoided');
  expect(await guess(host, 'Grandpa Joe', fresh, 1, 3, 10)).toEqual(Array(3).fill('wrong-code'));
  again.send({ t: 'clubRegister', name: 'Grandpa Joe', code: fresh });
  const you = await again.next<Extract<ClubServerMessage, { t: 'clubYou' }>>((m) => m.t === 'clubYou');
  expect(you.you).toMatchObject({ name: 'Grandpa Joe', player: 0 });
});

it('only the organiser’s page is told whether a code waits for a name', async () => {
  const host = await testHost();
  hosts.push(host);
  const organiser = await openEvening(host, { rounds: 1, hands: 1 }, clients);
  const guest = await connect(host, 'Guest', '127.0.0.9');
  guest.send({ t: 'clubWatch' });
  organiser.send({ t: 'clubAddName', name: 'Grandpa Joe' });
  expect((await eveningWhere(organiser, (e) => e.players.length === 1)).players[0]).toMatchObject({ codeWaiting: true });
  await eveningWhere(guest, (e) => e.players.length === 1);
  expect(lastEvening(guest).players[0]).not.toHaveProperty('codeWaiting');
  expect(lastEvening(guest).players[0]).not.toHaveProperty('codeVoided');
  // A player's own page neither.
  const ann = await connect(host, 'Ann', '127.0.0.2');
  ann.send({ t: 'clubRegister', name: 'Ann' });
  await ann.next((m) => m.t === 'clubYou');
  const seen = lastEvening(ann);
  expect(seen.players).toHaveLength(2);
  expect(seen.players.every((p) => !('codeWaiting' in p) && !('codeVoided' in p))).toBe(true);
});
