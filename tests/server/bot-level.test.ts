/**
 * The host's bots play at the level it was started with (`npm run host -- --bot-level strong`):
 * every discard a bot made on its own turn is the one that level chooses from the bot's own view.
 */
import { afterEach, expect, it } from 'vitest';
import { chooseAction } from '../../shared/bots';
import type { BotLevel } from '../../shared/bots/policy';
import type { ServerMessage } from '../../shared/protocol';
import { apply } from '../../shared/table/apply';
import { viewFor } from '../../shared/view';
import { autoPlay, TestClient } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

async function botDiscards(level: BotLevel) {
  host = await testHost({ timing: { botLevel: level } });
  const ann = await TestClient.connect(host.url, 'Ann');
  autoPlay(ann);
  ann.send({ t: 'createTable', options: { name: 'Level', preset: 'riichi', bots: 3 } });
  const joined = await ann.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  const table = host.lobby.table(joined.table)!;
  await ann.next((m) => m.t === 'reveal' && m.hand === 1, 60_000);
  const mine = table.seatOf(joined.seat!);
  const { initial, actions } = table.history();
  let state = initial;
  const discards: { made: unknown; strong: unknown; normal: unknown }[] = [];
  for (const action of actions) {
    if (action.type === 'discard' && action.seat !== mine) {
      const view = viewFor(state, action.seat);
      discards.push({ made: action, strong: chooseAction(view, 'strong'), normal: chooseAction(view, 'normal') });
    }
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
  }
  await ann.close();
  return discards;
}

it('strong bots at the host discard as the strong level does, not as normal', async () => {
  const discards = await botDiscards('strong');
  expect(discards.length).toBeGreaterThan(20);
  expect(discards.filter((d) => JSON.stringify(d.made) !== JSON.stringify(d.strong))).toEqual([]);
  // The levels do differ on these very views, so the test would see a host that ignored the level.
  expect(discards.some((d) => JSON.stringify(d.made) !== JSON.stringify(d.normal))).toBe(true);
}, 90_000);
