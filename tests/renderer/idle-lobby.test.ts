/**
 * A player idling in the lobby while the host closes idle connections (close code 4001): a page in
 * view connects again at once without ever showing the connection as lost; a hidden page stays
 * closed until it is shown again (or sends something), then carries on as before.
 */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { SocketTransport, socketUrl, type SocketLike } from '../../renderer/src/transport/websocket';
import { testHost, type TestHost } from '../server/helpers/host';
import { until } from '../helpers/until';

const g = globalThis as unknown as { document?: unknown };
let host: TestHost | null = null;
afterEach(async () => {
  delete g.document;
  await host?.dispose();
  host = null;
});

/** A page whose visibility the test sets. */
function fakePage(visibility: 'visible' | 'hidden') {
  const listeners = new Set<() => void>();
  const page = {
    visibilityState: visibility,
    addEventListener: (_: string, f: () => void) => listeners.add(f),
    removeEventListener: (_: string, f: () => void) => listeners.delete(f),
    show() {
      page.visibilityState = 'visible';
      for (const f of [...listeners]) f();
    },
  };
  g.document = page;
  return page;
}

it('an idle lobby page reconnects quietly when the host closes it for idling, or when it is shown again', async () => {
  host = await testHost({ limits: { idleMs: 300 } });
  let opened = 0;
  setTransportFactory((address) => new SocketTransport(address!, (a) => (opened++, new WebSocket(socketUrl(a)) as unknown as SocketLike)));
  setActivePinia(createPinia());
  const lobby = useLobby();
  const page = fakePage('visible');
  const states: string[] = [];
  lobby.connect(`127.0.0.1:${host.port}`);
  lobby.transport!.onState((s) => states.push(s));
  await lobby.whenReady(5000);

  // In view: the host closes it, it is back at once, and it never showed as lost.
  await until(() => opened >= 3 && lobby.connection === 'open' && lobby.welcomed, 'two idle closes and reconnections', { timeoutMs: 15_000 });
  expect(states).not.toContain('closed');
  expect(lobby.error).toBeNull();

  // Hidden: closed and left closed (nothing is lost) until shown again.
  page.visibilityState = 'hidden';
  const before = opened;
  await until(() => lobby.connection === 'closed', 'the idle close of a hidden page', { timeoutMs: 15_000 });
  expect(opened).toBe(before);
  page.show();
  await until(() => lobby.connection === 'open' && lobby.welcomed, 'the reconnection when shown', { timeoutMs: 15_000 });
  expect(opened).toBe(before + 1);

  // Hidden again, then the player does something: it connects and does it.
  page.visibilityState = 'hidden';
  await until(() => lobby.connection === 'closed', 'the next idle close', { timeoutMs: 15_000 });
  lobby.createTable({ name: 'After a nap', preset: 'hungarian' });
  await until(() => lobby.tableName === 'After a nap', 'the table to be created', { timeoutMs: 15_000 });
  expect(host.lobby.list().map((t) => t.name)).toEqual(['After a nap']);
  lobby.disconnect();
});
