// @vitest-environment happy-dom
/**
 * The lobby's "Your open tables" (issue T3 4/8, item 2): the tables this device's address opened,
 * with who is at them, and a Close button for the ones nobody is at; the host's refusal to open
 * another says why, in your language.
 */
import { flushPromises } from '@vue/test-utils';
import { expect, it } from 'vitest';
import type { ClientMessage, ServerMessage } from '../../shared/protocol';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import type { Transport } from '../../renderer/src/transport/types';
import LobbyView from '../../renderer/src/views/LobbyView.vue';
import { mountWith } from './mount';

function fakeHost(): { transport: Transport; sent: ClientMessage[]; push: (m: ServerMessage) => void } {
  const listeners: ((m: ServerMessage) => void)[] = [];
  const sent: ClientMessage[] = [];
  const transport: Transport = {
    kind: 'browser',
    address: '192.168.1.20:7420',
    state: 'open',
    send: (m) => void sent.push(m),
    onMessage: (l) => (listeners.push(l), () => {}),
    onState: () => () => {},
    close: () => {},
  };
  return { transport, sent, push: (m) => listeners.forEach((l) => l(m)) };
}

it('lists your open tables with who is there, closes one nobody is at, and says why a new table is refused', async () => {
  const host = fakeHost();
  setTransportFactory(() => host.transport);
  const w = mountWith(LobbyView, {}, 'en');
  const lobby = useLobby();
  lobby.connect('192.168.1.20:7420');
  host.push({ t: 'welcome', v: 99, host: 'box', tables: [] });
  expect(host.sent.some((m) => m.t === 'listTables')).toBe(true);
  host.push({
    t: 'tables',
    tables: [],
    yours: [
      { id: 'aaaaaaaaaaaa', name: 'Practice', preset: 'riichi', connected: 0 },
      { id: 'bbbbbbbbbbbb', name: 'Kitchen', preset: 'hungarian', connected: 2 },
    ],
  });
  await flushPromises();
  const rows = w.findAll('[data-test=your-tables] li');
  expect(rows.map((r) => r.text().replace(/\s+/g, ' '))).toEqual(['Practice (Riichi, nobody here)Close', 'Kitchen (Classical (Hungarian 1920s), 2 players here)']);
  await rows[0].find('[data-action=close-table]').trigger('click');
  expect(host.sent.at(-1)).toEqual({ t: 'closeTable', table: 'aaaaaaaaaaaa' });
  // Practice refused: the card says why and what to do.
  await w.find('[data-action=practice]').trigger('click');
  host.push({ t: 'error', code: 'too-many-tables', message: 'at most 4 tables…', for: 'createTable' });
  await flushPromises();
  expect(w.text()).toContain('You already have as many tables open from this device as the host allows, and someone is at each of them.');
  w.unmount();
});
