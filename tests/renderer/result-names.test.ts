// @vitest-environment happy-dom
/**
 * A hand's result names those who played it: someone who takes a free place after the hand ended
 * (between hands) is not credited with the hand the bot played there.
 */
import { flushPromises } from '@vue/test-utils';
import { expect, it } from 'vitest';
import { PROTOCOL_VERSION } from '../../shared/protocol';
import { LocalHost } from '../../renderer/src/transport/local';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';
import { tablePage } from './table-page';

it('a player who sits down between hands is not named in the result of the hand before', async () => {
  const clock = new FakeClock();
  const host = new LocalHost({ clock, botDelayMs: 0, nextHandMs: 3_600_000, ceremonyMs: 0, entropyMs: 1000 });
  const { w, lobby, table } = await tablePage(host, clock, 'Ann');
  lobby.createTable({ name: 'Friday', preset: 'hungarian' });
  await until(() => table.tableId, 'the table', { clock });
  // Bob sits down, the rest are bots; Bob goes for good once the hand is dealt.
  const bob = host.connect();
  bob.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Bob' });
  bob.send({ t: 'join', table: table.tableId! });
  await until(() => table.players.some((p) => p.name === 'Bob'), 'Bob seated', { clock });
  lobby.transport!.send({ t: 'addBots', table: table.tableId! });
  await until(() => table.view?.hand, 'the deal', { clock });
  bob.send({ t: 'leave' });
  // Ann plays her turns (the first tile she may discard) and passes every claim, to the end of the hand.
  await until(
    () => {
      const v = table.view;
      const h = v?.hand;
      if (!v || !h || h.phase === 'over') return h?.phase === 'over';
      const move = v.legal.find((a) => a.type === 'pass') ?? v.legal.find((a) => a.type === 'draw') ?? v.legal.find((a) => a.type === 'discard');
      if (move) {
        const { seat: _seat, ...action } = move as typeof move & { seat: number };
        table.act(action as never);
      }
      return false;
    },
    'the end of the hand',
    { clock, timeoutMs: 60_000 },
  );
  // (After a win the result comes once the winner's call has been seen.)
  await until(() => w.find('[data-test=hand-result]').exists(), 'the result');
  const before = w.find('[data-test=hand-result]').text();
  expect(before).not.toContain('Cal');
  // Cal takes the place Bob left, between hands.
  const cal = host.connect();
  cal.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Cal' });
  cal.send({ t: 'join', table: table.tableId! });
  await until(() => table.players.some((p) => p.name === 'Cal'), 'Cal seated', { clock });
  await flushPromises();
  expect(w.find('[data-test=hand-result]').text()).not.toContain('Cal');
  w.unmount();
  host.dispose();
});
