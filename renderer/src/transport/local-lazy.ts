/**
 * The in-process host (offline practice, local.ts) as a transport whose code — the host core,
 * the table engine and the bots — loads when it is first connected: a page served by a host
 * talks to that host and never needs it.
 */
import type { ClientMessage, ServerMessage } from '../../../shared/protocol';
import { type ConnectionState, Listeners, LOCAL_HOST_NAME, type Transport } from './types';

export function localTransport(): Transport {
  const messages = new Listeners<ServerMessage>();
  const states = new Listeners<ConnectionState>();
  let inner: Transport | null = null;
  let closed = false;
  // Sent before the host's code arrived: handed on, in order, once it has.
  const queue: ClientMessage[] = [];
  void import('./local').then(({ LocalHost }) => {
    if (closed) return;
    const t = new LocalHost().connect();
    inner = t;
    t.onMessage((m) => messages.emit(m));
    t.onState((s) => states.emit(s));
    for (const m of queue.splice(0)) t.send(m);
  });
  return {
    kind: 'local',
    address: LOCAL_HOST_NAME,
    get state() {
      return closed ? 'closed' : (inner?.state ?? 'connecting');
    },
    send(message) {
      if (inner) inner.send(message);
      else if (!closed) queue.push(message);
    },
    onMessage: (l) => messages.add(l),
    onState: (l) => states.add(l),
    close() {
      if (closed) return;
      closed = true;
      if (inner) inner.close();
      else states.emit('closed');
    },
  };
}
