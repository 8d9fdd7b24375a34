/** LAN browsing for the windows: one browser while anyone listens, own tables and other versions left out. */
import { describe, expect, it } from 'vitest';
import { hostNameOf, LanTables, toLanTable } from '../../electron/main/lan';
import type { BrowseOptions, DiscoveredTable } from '../../electron/server/discovery';
import { FakeContents } from './helpers/fakes';

const found = (over: Partial<DiscoveredTable>): DiscoveredTable => ({
  instance: 'Evening game @ ann@box',
  id: 't1',
  name: 'Evening game',
  rules: 'riichi',
  free: 2,
  hasPin: true,
  state: 'playing',
  v: 1,
  address: '192.168.1.20',
  port: 7070,
  ...over,
});

function setup(own: { port: number; addresses: string[] } | null = null) {
  const browsers: { options: BrowseOptions; stopped: boolean }[] = [];
  const lan = new LanTables({
    channel: 'tables',
    ownHost: () => own,
    createBrowser: (options) => {
      const b = { options, stopped: false };
      browsers.push(b);
      return { stop: async () => void (b.stopped = true) };
    },
  });
  return { lan, browsers };
}

describe('LAN tables', () => {
  it('maps a discovered table to the renderer\'s LanTable', () => {
    expect(toLanTable(found({}))).toEqual({
      address: '192.168.1.20:7070',
      hostName: 'ann@box',
      table: { id: 't1', name: 'Evening game', preset: 'riichi', freeSeats: 2, players: [], hasPin: true, state: 'playing' },
    });
    expect(toLanTable(found({ address: 'fe80::1', free: 99, state: 'weird' })).address).toBe('[fe80::1]:7070');
    expect(toLanTable(found({ free: 99, state: 'weird' })).table).toMatchObject({ freeSeats: 4, state: 'waiting' });
    expect(hostNameOf('A @ b @ host (2)')).toBe('host');
    expect(hostNameOf('plain')).toBe('plain');
  });

  it('runs one browser for every window, and stops it with the last', async () => {
    const { lan, browsers } = setup();
    const a = new FakeContents();
    const b = new FakeContents();
    lan.subscribe(a);
    lan.subscribe(b);
    lan.subscribe(a);
    expect(browsers).toHaveLength(1);
    expect(a.sent.at(-1)).toEqual({ channel: 'tables', args: [[]] });
    browsers[0].options.onChange!([found({})]);
    expect(b.sent.at(-1)!.args[0]).toHaveLength(1);
    await lan.unsubscribe(a);
    expect(browsers[0].stopped).toBe(false);
    b.destroy(); // a closed window unsubscribes itself
    await new Promise((r) => setTimeout(r, 0));
    expect(browsers[0].stopped).toBe(true);
    expect(lan.browsing).toBe(false);
    lan.subscribe(a);
    expect(browsers).toHaveLength(2);
  });

  it('leaves out this app\'s own tables and other protocol versions', () => {
    const { lan, browsers } = setup({ port: 7070, addresses: ['192.168.1.20'] });
    const w = new FakeContents();
    lan.subscribe(w);
    browsers[0].options.onChange!([found({}), found({ id: 't2', address: '192.168.1.21' }), found({ id: 't3', address: '192.168.1.22', v: 2 }), found({ id: 't4', port: 7071 })]);
    expect((w.sent.at(-1)!.args[0] as { table: { id: string } }[]).map((t) => t.table.id)).toEqual(['t2', 't4']);
  });

  it('does not send to destroyed windows', () => {
    const { lan, browsers } = setup();
    const w = new FakeContents();
    lan.subscribe(w);
    w.destroyed = true;
    const before = w.sent.length;
    browsers[0].options.onChange!([found({})]);
    expect(w.sent.length).toBe(before);
  });
});
