/**
 * A player process for the LAN test, run inside a network namespace: finds the table by mDNS
 * alone, joins it over the wire, plays one hand with the basic bot, checks the reveal, and prints
 * `RESULT {json}`. With --watch it then keeps browsing and prints `GONE` once the table is no
 * longer listed (its host stopped answering the WebSocket ping).
 */
import { parseArgs } from 'node:util';
import { TableBrowser, type DiscoveredTable } from '../../../electron/server/discovery';
import type { ServerMessage } from '../../../shared/protocol';
import { autoPlay, TestClient } from '../helpers/client';

const { values } = parseArgs({ options: { name: { type: 'string' }, table: { type: 'string' }, watch: { type: 'boolean' } } });
const name = values.name ?? 'Player';
const wanted = values.table ?? 'LAN night';
const log = (line: string) => console.log(`[${name}] ${line}`);

function fail(message: string): never {
  console.log(`RESULT ${JSON.stringify({ name, ok: false, error: message })}`);
  process.exit(1);
}
setTimeout(() => fail('timed out'), 60_000).unref();

let resolveFound: (t: DiscoveredTable) => void;
const found = new Promise<DiscoveredTable>((r) => (resolveFound = r));
let gone: (() => void) | null = null;
const browser = new TableBrowser({
  requeryMs: 1000,
  livenessMs: 1000,
  pingTimeoutMs: 800,
  onChange: (tables) => {
    log(`tables: ${tables.map((t) => `${t.name}@${t.address}:${t.port} free=${t.free}`).join(', ') || 'none'}`);
    const t = tables.find((x) => x.name === wanted);
    if (t) resolveFound(t);
    else gone?.();
  },
});

const table = await found;
const client = await TestClient.connect(`ws://${table.address}:${table.port}/ws`, name);
client.send({ t: 'listSaved' });
const refused = await client.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error');
client.send({ t: 'addBots', table: table.id });
const botsRefused = await client.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error');
const player = autoPlay(client, { nextHand: false });
client.send({ t: 'join', table: table.id });
const joined = await client.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined' || m.t === 'error');
if (joined.t !== 'joined') fail(`join refused: ${JSON.stringify(joined)}`);
const reveal = await client.next<Extract<ServerMessage, { t: 'reveal' }>>((m) => m.t === 'reveal', 50_000);
const last = client.lastView!;
console.log(
  `RESULT ${JSON.stringify({
    name,
    ok: true,
    address: table.address,
    port: table.port,
    instance: table.instance,
    rules: table.rules,
    v: table.v,
    table: table.id,
    place: joined.seat,
    hand: reveal.hand,
    phase: last.view.hand?.phase,
    verdicts: player.verdicts,
    errors: player.errors.filter((e) => e.code !== 'stale'),
    savedRefused: refused.code,
    botsRefused: botsRefused.code,
  })}`,
);
player.stop();
if (values.watch) {
  await new Promise<void>((r) => (gone = r));
  console.log('GONE');
}
await client.close().catch(() => {});
await browser.stop();
process.exit(0);
