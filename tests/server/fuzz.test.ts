/**
 * Fuzz: random and mutated frames from a seated player and from a connection that never said
 * hello. Every frame gets exactly one reply, the host keeps running, and the table is unchanged.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Table } from '../../electron/server/table';
import { sha256Hex } from '../../shared/fairness';
import { parseClientMessage, type ServerMessage } from '../../shared/protocol';
import { rngFromHex } from '../../shared/random';
import { corpus, frame } from './helpers/fuzz-frames';
import { TestClient, type ViewMessage } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';
import { testSize } from '../helpers/sizes';

const FRAMES = testSize('SPARROW_FUZZ_FRAMES', { local: 10_000, ci: 100_000 });
const BATCH = 1000;

let host: TestHost;
let table: Table;
let clients: TestClient[];

beforeAll(async () => {
  host = await testHost({ timing: { claimWindowMs: 600_000 }, limits: { ratePerSecond: 1e9, burst: 1e9, helloTimeoutMs: 600_000 } });
  clients = await Promise.all(['Ann', 'Bob', 'Cid', 'Dee'].map((n) => TestClient.connect(host.url, n)));
  clients[0].send({ t: 'createTable', options: { name: 'Fuzz', preset: 'millington' } });
  const { table: id } = await clients[0].next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
  for (const c of clients.slice(1)) {
    c.send({ t: 'join', table: id });
    await c.next((m) => m.t === 'joined');
  }
  await Promise.all(clients.map((c) => c.next<ViewMessage>((m) => m.t === 'view' && m.status === 'playing', 5000)));
  table = host.lobby.table(id)!;
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await host.dispose();
});

/**
 * Frames a fuzzer must not send because they are legitimate changes: a seated player's `leave`
 * changes the seating, and a stranger's `hello` would let later frames open tables.
 */
/** What the host makes of a frame: a binary one is refused whatever its bytes (connection.ts). */
const parsedOf = (f: string | Buffer) => (typeof f === 'string' ? parseClientMessage(f) : null);
const legitimate = (f: string | Buffer, excluded: string) => {
  const parsed = parsedOf(f);
  return !!parsed?.ok && parsed.message.t === excluded;
};

async function fuzz(client: TestClient, rng: ReturnType<typeof rngFromHex>, count: number, seeds: unknown[], excluded: 'leave' | 'hello'): Promise<{ replies: number; errors: number; valid: number }> {
  let replies = 0;
  let errors = 0;
  let valid = 0;
  let wanted = 0;
  let reached: (() => void) | null = null;
  client.onMessage = (m) => {
    replies++;
    if (m.t === 'error') errors++;
    if (replies >= wanted) reached?.();
  };
  let pings = 0;
  for (let sent = 0; sent < count; ) {
    const n = Math.min(BATCH, count - sent);
    for (let i = 0; i < n; i++) {
      let f = frame(rng, seeds);
      while (legitimate(f, excluded)) f = frame(rng, seeds);
      if (parsedOf(f)?.ok) valid++;
      client.send(f);
    }
    sent += n;
    client.send({ t: 'ping' });
    pings++;
    // Every frame gets its own reply (an error, or a pong / table list for the few valid ones).
    wanted = sent + pings;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${replies} replies to ${wanted} frames`)), 30_000);
      reached = () => {
        clearTimeout(timer);
        resolve();
      };
      if (replies >= wanted) reached();
    });
  }
  // Everything in flight has landed (the host's clock does not move): no reply more than one a frame.
  await host.pass(0);
  expect(replies).toBe(count + pings);
  client.onMessage = null;
  return { replies, errors, valid };
}

it(`${FRAMES} random and mutated frames: no crash, one reply each, table unchanged`, async () => {
  console.log(`fuzz frames: ${FRAMES} (SPARROW_FUZZ_FRAMES)`);
  const moverPlace = table.state.playerAtSeat![table.state.hand!.turn];
  const seated = clients[(moverPlace + 1) % 4];
  const mover = clients[moverPlace];
  const tiles = seated.lastView!.view.hand!.seats[seated.lastView!.view.you!].concealed!;
  const seeds = corpus(table.id, tiles);
  const before = JSON.stringify({ state: table.state, seq: table.seq, places: table.places.map((p) => [p.kind, p.name, p.tokenHash, p.peer?.id]) });
  const started = performance.now();

  const rng = rngFromHex(sha256Hex('sparrow-fuzz'));
  const strangerFrames = Math.floor(FRAMES / 10);
  const a = await fuzz(seated, rng, FRAMES - strangerFrames, seeds, 'leave');
  const stranger = await TestClient.open(host.url);
  const b = await fuzz(stranger, rng, strangerFrames, seeds, 'hello');
  console.log(
    `fuzz: ${FRAMES} frames in ${((performance.now() - started) / 1000).toFixed(1)} s; ${a.errors + b.errors} errors, ${a.valid + b.valid} frames were valid messages`,
  );

  expect(a.errors + b.errors).toBeGreaterThan(FRAMES * 0.9);
  expect(JSON.stringify({ state: table.state, seq: table.seq, places: table.places.map((p) => [p.kind, p.name, p.tokenHash, p.peer?.id]) })).toBe(before);
  expect(host.lobby.all().length).toBe(1);
  // Still alive and playing: the player to move can move.
  const view = mover.lastView!;
  const discard = view.view.legal.find((x) => x.type === 'discard') as { tile: number };
  mover.send({ t: 'act', hand: view.view.hand!.index, seq: view.seq, action: { type: 'discard', tile: discard.tile } });
  await mover.next<ViewMessage>((m) => m.t === 'view' && m.seq === view.seq + 1);
  await stranger.close();
}, 300_000);
