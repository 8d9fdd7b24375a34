/**
 * A PIN evening tells a newcomer the truth (found in a review): before any PIN is given it says
 * the evening needs one (`pin-needed`), not that a PIN was wrong; a wrong one is `wrong-pin`; an
 * address that guessed too often is told to wait (`too-many-tries`), even with the right PIN.
 * A page let in with the PIN registers without giving it again.
 */
import { afterEach, expect, it } from 'vitest';
import type { ClubServerMessage } from '../../shared/club/protocol';
import { TestClient } from './helpers/client';
import { eveningWhere, openEvening } from './helpers/club';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.terminate();
  await host?.dispose();
  host = null;
});

type Refused = Extract<ClubServerMessage, { t: 'clubRefused' }>;
const refusal = (c: TestClient, of: string) => c.next<Refused>((m) => m.t === 'clubRefused' && m.for === of);

async function newcomer(from: string): Promise<TestClient> {
  const c = await TestClient.connect(host!.url, 'Zoe', { from });
  clients.push(c);
  return c;
}

it('a newcomer is asked for the PIN, told when it is wrong, and registers without giving it twice', async () => {
  host = await testHost();
  await openEvening(host, { rounds: 1, hands: 1, pin: '4711' }, clients);
  const zoe = await newcomer('127.0.0.7');
  zoe.send({ t: 'clubWatch' });
  expect(await refusal(zoe, 'clubWatch')).toMatchObject({ code: 'pin-needed' });
  zoe.send({ t: 'clubWatch', pin: '1234' });
  expect(await refusal(zoe, 'clubWatch')).toMatchObject({ code: 'wrong-pin' });
  zoe.send({ t: 'clubWatch', pin: '4711' });
  await eveningWhere(zoe, (e) => e.hasPin);
  // Let in: her registration needs no PIN again.
  zoe.send({ t: 'clubRegister', name: 'Zoe' });
  const you = await zoe.next<Extract<ClubServerMessage, { t: 'clubYou' }>>((m) => m.t === 'clubYou');
  expect(you.you.name).toBe('Zoe');
  // A page never let in cannot register without the PIN.
  const yan = await newcomer('127.0.0.8');
  yan.send({ t: 'clubRegister', name: 'Yan' });
  expect(await refusal(yan, 'clubRegister')).toMatchObject({ code: 'pin-needed' });
  expect(host.club!.evening!.state.players.map((p) => p.name)).toEqual(['Zoe']);
});

it('a page following before the PIN evening opened is asked for its PIN, not told it was wrong', async () => {
  host = await testHost();
  const early = await newcomer('127.0.0.9');
  early.send({ t: 'clubWatch' });
  await early.next((m) => m.t === 'evening');
  await openEvening(host, { rounds: 1, hands: 1, pin: '4711' }, clients);
  expect(await refusal(early, 'clubWatch')).toMatchObject({ code: 'pin-needed' });
});

it('an address that guessed too often is told to wait, not that the right PIN is wrong', async () => {
  host = await testHost({ pinGuessing: { freeGuesses: 1 } });
  await openEvening(host, { rounds: 1, hands: 1, pin: '4711' }, clients);
  const guesser = await newcomer('127.0.0.10');
  guesser.send({ t: 'clubWatch', pin: '0000' });
  expect(await refusal(guesser, 'clubWatch')).toMatchObject({ code: 'wrong-pin' });
  guesser.send({ t: 'clubWatch', pin: '4711' });
  expect(await refusal(guesser, 'clubWatch')).toMatchObject({ code: 'too-many-tries' });
});
