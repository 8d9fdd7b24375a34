// @vitest-environment happy-dom
/**
 * The club page offers the tenhou.net/6 download only when there is a log to take home (found in a
 * review: a riichi evening played on real tiles only downloaded an empty `[]`).
 */
import { flushPromises } from '@vue/test-utils';
import { expect, it } from 'vitest';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import ClubView from '../../renderer/src/views/ClubView.vue';
import { evening, FakeHost } from './club-page';
import { mountWith } from './mount';

it.each([
  [0, false],
  [2, true],
])('a riichi evening with %i game logs: the tenhou.net/6 download is offered: %s', async (logs, offered) => {
  const host = new FakeHost(false);
  setTransportFactory(() => host);
  const w = mountWith(ClubView);
  useLobby().connect('10.0.0.2:7420');
  host.emit({ t: 'evening', evening: evening([{ name: 'Ann' }], { preset: 'riichi', tenhouLogs: logs }), organiser: false });
  await flushPromises();
  expect(w.get('.downloads').text()).toContain('Standings (CSV)');
  expect(w.find('[data-action=club-tenhou]').exists()).toBe(offered);
});
