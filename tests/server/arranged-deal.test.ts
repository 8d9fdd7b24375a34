/**
 * A test host's arranged first deal (`--test-arranged-deal`) is an explicit deal like any other
 * (issue T3 5/8, item 1): the player holds the arranged hand from the first view on, the journal
 * keeps the deal with its hand (so a restart deals it again), and the fairness record and the
 * reveal say "arranged": the host does not call it verified and neither does the player's device.
 */
import { afterEach, expect, it } from 'vitest';
import { readJournal } from '../../electron/server/journal';
import { parseTiles } from '../../shared/notation';
import type { ServerMessage } from '../../shared/protocol';
import { kindOf } from '../../shared/tiles';
import { autoPlay, TestClient } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

const HANDS: [string, string, string, string] = ['11115z789m456p789s', '555z39m22789p123s', '338m111p4569s227z', '45m999p23467899s'];

it('deals the arranged hand, journals it as dealt, and its reveal says arranged, not verified', async () => {
  host = await testHost();
  const table = host.lobby.create({ name: 'Arranged', preset: 'riichi' });
  if ('code' in table) throw new Error(table.message);
  expect(table.arrangeFirstDealForTest({ hands: HANDS, wall: '676z3m' })).toBeNull();
  table.addBots(3);
  const c = await TestClient.connect(host.url, 'Ann');
  const player = autoPlay(c);
  c.send({ t: 'join', table: table.id });
  const reveal = await c.next<Extract<ServerMessage, { t: 'reveal' }>>((m) => m.t === 'reveal', 30_000);
  player.stop();

  // The first view that held Ann's hand held the arranged one for her seat.
  const first = c.received.find((m) => m.t === 'view' && m.view.hand?.seats[m.view.you!]?.concealed) as Extract<ServerMessage, { t: 'view' }>;
  const seat = first.view.you!;
  const sorted = (kinds: readonly number[]) => [...kinds].sort((a, b) => a - b);
  expect(sorted(first.view.hand!.seats[seat].concealed!.map(kindOf))).toEqual(sorted(parseTiles(HANDS[seat])));

  expect(reveal.dealt).toBe('arranged');
  expect(reveal.verified).toBe(false);
  // The player's device: the check that the tiles came from the seed fails, so the hand is not called fair.
  expect(player.verdicts[0]).toMatchObject({ ok: false });

  await table.settled();
  const records = readJournal(`${host.dataDir}/tables/${table.id}.ndjson`).records;
  expect(records.find((r) => r.k === 'hand')).toMatchObject({ dealt: 'arranged' });
  const start = records.find((r) => r.k === 'act' && r.a.type === 'startHand');
  expect(start).toMatchObject({ a: { type: 'startHand', deal: { origin: 'arranged' } } });
  await c.close();
});
