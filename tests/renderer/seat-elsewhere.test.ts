// @vitest-environment happy-dom
/**
 * The same seat opened in a second tab (or on another device) takes it over; the first tab is told
 * why it is back in the lobby, and how to take the seat back, instead of landing there unexplained.
 */
import { expect, it } from 'vitest';
import type { HostMessage, HostPeer } from '../../shared/host/wire';
import { useTable } from '../../renderer/src/stores/table';
import LobbyView from '../../renderer/src/views/LobbyView.vue';
import { testCore } from '../shared/host/test-core';
import { mountWith } from './mount';

it('the host tells the tab it took the seat from; that tab\'s lobby says so', async () => {
  const { core } = testCore('hungarian');
  core.start();
  const first: HostMessage[] = [];
  const peer = (got: HostMessage[]): HostPeer => ({ name: 'Ann', tableId: null, send: (m) => got.push(m), close() {} });
  const seated = core.join(peer(first), 0);
  if ('code' in seated) throw new Error(seated.message);
  expect(core.takeBack(peer([]), seated.place, seated.token)).toBeNull();
  const left = first.find((m) => m.t === 'left');
  expect(left).toEqual({ t: 'left', table: 't', elsewhere: true });

  const w = mountWith(LobbyView);
  const table = useTable();
  table.receive({ t: 'joined', table: 't', seat: 0, token: seated.token, name: 'Test' });
  table.receive(left as never);
  await w.vm.$nextTick();
  expect(w.find('[data-test=seat-elsewhere]').text()).toContain('This seat was opened in another tab or on another device');
  table.receive({ t: 'joined', table: 't', seat: 0, token: seated.token, name: 'Test' });
  await w.vm.$nextTick();
  expect(w.find('[data-test=seat-elsewhere]').exists()).toBe(false);
});

it('"Practice now" while still seated at a table (the lobby reached by Back) says so and what to do', async () => {
  const w = mountWith(LobbyView);
  useTable().receive({ t: 'joined', table: 't', seat: 0, token: 'x'.repeat(32), name: 'Test' });
  await w.find('[data-action=practice]').trigger('click');
  await w.vm.$nextTick();
  expect(w.find('.practice .error').text()).toBe('You are still at a table: go back to it (Table, above), or leave it there first.');
});
