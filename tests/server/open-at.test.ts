/**
 * The waiting screen shows where others open the table (issue T3 2/8, item 6): the host's welcome
 * says its page's LAN addresses, never a loopback one, which another machine could not open.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/protocol';
import { openAddresses } from '../../electron/server/host';
import { openAtFor } from '../../electron/server/host-tables';
import { TestClient } from './helpers/client';
import { testHost, type TestHost } from './helpers/host';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
});

describe('where others open this host', () => {
  it('bound everywhere: each LAN address; bound to one: that one; loopback never', () => {
    expect(openAddresses('0.0.0.0', ['192.168.1.20', '10.0.0.7'], 7070)).toEqual(['http://192.168.1.20:7070', 'http://10.0.0.7:7070']);
    expect(openAddresses('192.168.1.20', ['192.168.1.20', '10.0.0.7'], 7070)).toEqual(['http://192.168.1.20:7070']);
    expect(openAddresses('127.0.0.1', ['192.168.1.20'], 7070)).toEqual([]);
    expect(openAddresses('0.0.0.0', [], 7070)).toEqual([]);
    expect(openAddresses('fd00::5', [], 7070)).toEqual(['http://[fd00::5]:7070']);
  });

  it('only a page on the host machine is told them; one from elsewhere learns no other address', () => {
    const all = ['http://192.168.1.20:7070', 'http://10.8.0.1:7070'];
    expect(openAtFor('127.0.0.1', all)).toEqual(all);
    expect(openAtFor('::ffff:127.0.0.1', all)).toEqual(all);
    expect(openAtFor('::1', all)).toEqual(all);
    expect(openAtFor('192.168.1.31', all)).toEqual([]);
    expect(openAtFor('::ffff:192.168.1.31', all)).toEqual([]);
  });

  it('a host on loopback only gives none in its welcome', async () => {
    host = await testHost();
    const c = await TestClient.connect(host.url, 'Ann');
    const welcome = c.received.find((m): m is Extract<ServerMessage, { t: 'welcome' }> => m.t === 'welcome')!;
    expect(welcome).toBeDefined();
    expect(welcome.openAt).toBeUndefined();
    await c.close();
  });
});
