/**
 * Which tables lobbies list: a practice table whose only player closed the tab (no leave) waits
 * for their seat token but is not listed as "no free seats, playing"; it is listed again when the
 * player comes back, and closed for good when they leave.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { TestClient } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

const listed = async (url: string): Promise<string[]> => {
  const c = await TestClient.connect(url, 'Looker');
  c.send({ t: 'listTables' });
  const m = await c.next<Extract<ServerMessage, { t: 'tables' }>>((x) => x.t === 'tables');
  await c.close();
  return m.tables.map((t) => t.name);
};
/** The host has seen the player at `place` go (a socket's end reaches it in real time: the host's clock waits for it). */
const gone = (table: string, place: number) => host!.until(() => !host!.lobby.table(table)!.players()[place].connected, 'the host to see the player go', { stepMs: 0 });

describe('the lobby list', () => {
  it('hides a table nobody can join while all its players are away, and shows it again when one returns', async () => {
    host = await testHost({ timing: { graceMs: 50 } });
    const ann = await TestClient.connect(host.url, 'Ann');
    ann.send({ t: 'createTable', options: { name: 'Ann practice', preset: 'millington', bots: 3 } });
    const joined = await ann.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    await ann.next((m) => m.t === 'view');
    expect(await listed(host.url)).toEqual(['Ann practice']);

    // The tab closes without leaving: the seat waits for its token, the table drops out of the list.
    ann.terminate();
    await gone(joined.table, joined.seat!);
    await host.pass(150);
    expect(await listed(host.url)).toEqual([]);

    const back = await TestClient.connect(host.url, 'Ann');
    back.send({ t: 'resume', token: joined.token! });
    await back.next((m) => m.t === 'joined');
    expect(await listed(host.url)).toEqual(['Ann practice']);

    // Leaving closes it.
    back.send({ t: 'leave' });
    await back.next((m) => m.t === 'left');
    await host.pass(100);
    expect(await listed(host.url)).toEqual([]);
    await back.close();
  });

  it('keeps listing a table with a free seat even while its players are away', async () => {
    host = await testHost();
    const ann = await TestClient.connect(host.url, 'Ann');
    ann.send({ t: 'createTable', options: { name: 'Open table', preset: 'millington', bots: 2 } });
    const joined = await ann.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    ann.terminate();
    await gone(joined.table, joined.seat!);
    await host.pass(150);
    expect(await listed(host.url)).toEqual(['Open table']);
  });
});
