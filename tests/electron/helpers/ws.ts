/** A minimal protocol client for the app tests: send, and wait for the next message of a kind. */
import { WebSocket } from 'ws';
import type { ClientMessage, ServerMessage } from '../../../shared/protocol';

type Of<T extends ServerMessage['t']> = Extract<ServerMessage, { t: T }>;

export interface Client {
  send(m: ClientMessage): void;
  next<T extends ServerMessage['t']>(t: T, where?: (m: Of<T>) => boolean, timeoutMs?: number): Promise<Of<T>>;
  close(): void;
}

export function connect(address: string): Promise<Client> {
  const ws = new WebSocket(`ws://${address}/ws`);
  const seen: ServerMessage[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    seen.push(JSON.parse(String(data)) as ServerMessage);
    for (const w of [...waiters]) w();
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('open', () =>
      resolve({
        send: (m) => ws.send(JSON.stringify(m)),
        next: (t, where = () => true, timeoutMs = 20_000) =>
          new Promise((res, rej) => {
            const look = () => {
              const i = seen.findIndex((m) => m.t === t && where(m as never));
              if (i < 0) return false;
              const [m] = seen.splice(0, i + 1).slice(-1);
              waiters.delete(look);
              clearTimeout(timer);
              res(m as never);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              rej(new Error(`no ${t} within ${timeoutMs} ms`));
            }, timeoutMs);
            if (!look()) waiters.add(look);
          }),
        close: () => ws.close(),
      }),
    );
  });
}
