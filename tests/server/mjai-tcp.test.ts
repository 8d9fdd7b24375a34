/**
 * `--mjai tcp:PORT` and gimite's `mjsonp://localhost:PORT/ROOM`: the port keeps listening until a
 * connection joins (hello answered by join); port probes, junk and silence are closed and ignored;
 * several AIs share one port by room name.
 */
import { createConnection, createServer, type Socket } from 'node:net';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { closeMjaiListeners, mjaiListener } from '../../electron/server/mjai-listener';
import { connectMjai, parseMjaiSpec } from '../../electron/server/mjai-place';
import { until } from '../helpers/until';

const sockets: Socket[] = [];
afterEach(() => {
  closeMjaiListeners();
  for (const s of sockets.splice(0)) s.destroy();
});

/** Connects to the port; `onLine` answers each line the host sends (null: says nothing). Resolves `closed` when the host closes it. */
function client(port: number, onLine: (m: Record<string, unknown>) => string | null): { socket: Socket; closed: Promise<void>; received: string[] } {
  const socket = createConnection(port, '127.0.0.1');
  sockets.push(socket);
  const received: string[] = [];
  socket.on('error', () => {});
  createInterface({ input: socket }).on('line', (line) => {
    received.push(line);
    const reply = onLine(JSON.parse(line) as Record<string, unknown>);
    if (reply !== null) socket.write(reply + '\n');
  });
  return { socket, closed: new Promise((resolve) => socket.on('close', () => resolve())), received };
}

const joiner = (name: string, room?: string) => (m: Record<string, unknown>) => (m.type === 'hello' ? JSON.stringify({ type: 'join', name, ...(room ? { room } : {}) }) : null);

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('an mjai AI over TCP', () => {
  it('a port probe and a connection that speaks something else are closed; the port waits on and seats the AI that joins', async () => {
    const logged: string[] = [];
    let junk: ReturnType<typeof client> | null = null;
    const ai = await connectMjai(parseMjaiSpec('tcp:0'), {
      answerMs: 1000,
      joinMs: 5000,
      log: (m) => logged.push(m),
      onListening: (port) => {
        // nc -z: connects and hangs up at once.
        const probe = createConnection(port, '127.0.0.1');
        probe.on('error', () => {});
        probe.on('connect', () => probe.destroy());
        junk = client(port, () => 'GET / HTTP/1.1');
        // The AI joins once the junk has been turned away.
        void junk.closed.then(() => client(port, joiner('the real one')));
      },
    });
    expect(ai.name).toBe('the real one');
    expect(junk!.received.map((l) => JSON.parse(l).type)).toEqual(['hello']);
    expect(logged.join('\n')).toMatch(/answered hello with GET \/ HTTP\/1\.1, not join: closed/);
    ai.channel.close();
  });

  it('two AIs share one port by room: each seat gets the AI of its room, whichever joins first', async () => {
    const port = await freePort();
    // Seated as the host does, one after the other: B (connecting first) joins while only room a's seat waits, and is kept for room b's.
    const a = await connectMjai(parseMjaiSpec(`mjsonp://localhost:${port}/a`), {
      answerMs: 1000,
      joinMs: 5000,
      onListening: () => {
        client(port, joiner('B', 'b'));
        client(port, joiner('A', 'a'));
      },
    });
    const b = await connectMjai(parseMjaiSpec(`mjsonp://localhost:${port}/b`), { answerMs: 1000, joinMs: 5000 });
    expect([a.name, b.name]).toEqual(['A', 'B']);
    expect([a.origin, b.origin]).toEqual([`127.0.0.1:${port}/a`, `127.0.0.1:${port}/b`]);
    a.channel.close();
    b.channel.close();
  });

  it('joins that hang up do not keep their place: after eight of them the AI that joins before its seat waits is kept for it', async () => {
    const listener = mjaiListener(0, 5000, 1000);
    const port = await listener.port;
    try {
      // Eight strangers join room "junk" (no seat waits for it) and hang up; the host's side has
      // closed when theirs has (it ends its half once it has read their end).
      await Promise.all(
        Array.from({ length: 8 }, () => {
          const junk = client(port, joiner('junk', 'junk'));
          junk.socket.on('data', () => setImmediate(() => junk.socket.end()));
          return junk.closed;
        }),
      );
      // The AI joins room R before a seat waits for it: kept (found by a seat that asks), or refused with an error line.
      const ai = client(port, joiner('the real one', 'R'));
      const joined = await until(async () => {
        if (ai.received.length > 1) return 'refused';
        const asked = listener.take('R');
        asked.cancel();
        return Promise.race([asked.joined, Promise.resolve(null)]);
      }, 'the AI to be kept or refused');
      expect(ai.received.map((l) => JSON.parse(l).type)).toEqual(['hello']);
      if (joined === 'refused') throw new Error('refused');
      expect(joined.name).toBe('the real one');
      expect(ai.received.map((l) => JSON.parse(l).type)).toEqual(['hello']);
      joined.channel.close();
    } finally {
      listener.close();
    }
  });

  it('the spec: tcp:PORT[/ROOM] or mjsonp://localhost:PORT/ROOM (loopback only)', () => {
    expect(parseMjaiSpec('tcp:11600')).toEqual({ kind: 'tcp', port: 11600, room: null });
    expect(parseMjaiSpec('tcp:11600/default')).toEqual({ kind: 'tcp', port: 11600, room: 'default' });
    expect(parseMjaiSpec('mjsonp://localhost:11600/table-2')).toEqual({ kind: 'tcp', port: 11600, room: 'table-2' });
    expect(() => parseMjaiSpec('mjsonp://example.com:11600/default')).toThrow(/127\.0\.0\.1 only/);
    expect(() => parseMjaiSpec('tcp:11600/no spaces')).toThrow(/room name/);
  });
});
