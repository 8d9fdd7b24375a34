/**
 * A name typed in the lobby after connecting counts at once: the client says hello again and the
 * host seats it under the new name. At a table the seat keeps its name, and a second hello is no
 * new guess at the organiser's key.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type ServerMessage } from '../../shared/protocol';
import { TestClient } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

describe('a second hello', () => {
  it('renames you in the lobby; the table you then create seats you under that name', async () => {
    host = await testHost();
    const c = await TestClient.connect(host.url, 'Guest');
    c.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Zoë' });
    const welcome = await c.next<Extract<ServerMessage, { t: 'welcome' }>>((m) => m.t === 'welcome');
    expect(welcome.organiser).toBeUndefined();
    c.send({ t: 'createTable', options: { name: 'Zoë practice', preset: 'millington', bots: 3 } });
    const view = await c.next<Extract<ServerMessage, { t: 'view' }>>((m) => m.t === 'view');
    expect(view.players.map((p) => p.name)).toContain('Zoë');
    expect(view.players.map((p) => p.name)).not.toContain('Guest');

    // Seated: the name stays what the table knows.
    c.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Other' });
    const refused = await c.next<Extract<ServerMessage, { t: 'error' }>>((m) => m.t === 'error');
    expect(refused).toMatchObject({ code: 'not-allowed', for: 'hello' });
    await c.close();
  });

  it('a person calling themselves by a bot’s name ("Bot 1") is seated with a mark, so no list takes them for a bot', async () => {
    host = await testHost();
    const c = await TestClient.connect(host.url, 'Bot 1');
    c.send({ t: 'createTable', options: { name: 'Prank', preset: 'millington', bots: 1 } });
    const view = await c.next<Extract<ServerMessage, { t: 'view' }>>((m) => m.t === 'view' && m.players.filter((p) => p.kind !== 'empty').length === 2);
    expect(view.players.filter((p) => p.kind !== 'empty').map((p) => [p.kind, p.name])).toEqual([
      ['human', 'Bot 1*'],
      ['bot', 'Bot 1'],
    ]);
    expect(host.lobby.list().find((t) => t.name === 'Prank')?.players.filter((n) => n !== null)).toEqual(['Bot 1*', 'Bot 1']);
    await c.close();
  });

  it('is no new guess at the host key: even the right key on a second hello grants nothing', async () => {
    host = await testHost();
    const c = await TestClient.connect(host.url, 'Ann');
    c.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Ann', key: host.hostKey });
    const welcome = await c.next<Extract<ServerMessage, { t: 'welcome' }>>((m) => m.t === 'welcome');
    expect(welcome.organiser).toBeUndefined();
    await c.close();
  });
});
