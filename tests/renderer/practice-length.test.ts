// @vitest-environment happy-dom
/**
 * Practice offers the game's length (issue T3 2/8, item 8): East only or East and South for
 * riichi, one to four winds for the others; the table is then dealt under that length.
 */
import { flushPromises } from '@vue/test-utils';
import { afterEach, expect, it } from 'vitest';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { useSettings } from '../../renderer/src/stores/settings';
import { useTable } from '../../renderer/src/stores/table';
import { LocalHost } from '../../renderer/src/transport/local';
import LobbyView from '../../renderer/src/views/LobbyView.vue';
import { FakeClock } from '../helpers/fake-clock';
import { until } from '../helpers/until';
import { mountWith } from './mount';

let host: LocalHost | null = null;
afterEach(() => {
  host?.dispose();
  host = null;
});

it('a quick East-only riichi game from the practice card', async () => {
  const clock = new FakeClock();
  host = new LocalHost({ clock, botDelayMs: 0 });
  setTransportFactory(() => host!.connect());
  const w = mountWith(LobbyView);
  useSettings().name = 'Ann';
  const lobby = useLobby();
  lobby.connect(null);
  await until(() => lobby.welcomed, 'the welcome', { clock });
  await w.find('[data-test=practice-preset]').setValue('riichi');
  const lengths = () => w.findAll('[data-test=practice-length] option').map((o) => o.text());
  expect(lengths()).toEqual(['East only', 'East and South']);
  expect((w.find('[data-test=practice-length]').element as HTMLSelectElement).value).toBe('2');
  await w.find('[data-test=practice-preset]').setValue('hungarian');
  expect(lengths()).toEqual(['East only', 'East and South', 'Three winds', 'All four winds']);
  await w.find('[data-test=practice-preset]').setValue('riichi');
  await w.find('[data-test=practice-length]').setValue('1');
  await w.find('[data-action=practice]').trigger('click');
  const table = useTable();
  await until(() => table.view?.presetId, 'the practice table', { clock });
  await flushPromises();
  expect(table.view!.presetId).toBe('riichi+rounds=1');
  w.unmount();
  lobby.disconnect();
});
