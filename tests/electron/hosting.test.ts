/**
 * The table server's lifecycle in the app: with a fake `startHost` (races, a taken port, the
 * crash mark) and with the real server on 127.0.0.1 (a practice table, stop, resume).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Hosting } from '../../electron/main/hosting';
import { defaultSettings, SettingsStore } from '../../electron/main/settings';
import type { Host, HostOptions } from '../../electron/server/host';
import { startHost } from '../../electron/server/host';
import { Lobby } from '../../electron/server/lobby';
import { DEFAULT_TIMING } from '../../electron/server/table';
import { FAST } from '../server/helpers/host';
import { connect } from './helpers/ws';

let dir: string;
let settings: SettingsStore;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sparrow-hosting-'));
  settings = new SettingsStore(dir, { ...defaultSettings('box'), advertise: false });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function fakeHost(port: number, log: string[]): Host {
  return {
    port,
    lobby: { saved: () => [], resume: (id: string) => ({ id }) } as unknown as Host['lobby'],
    urls: () => [`http://192.168.0.9:${port}`, `http://127.0.0.1:${port}`],
    hostKey: `${port}`.padStart(64, 'f'),
    data: { dir: '/tmp/fake', files: 0, bytes: 0, capBytes: 1 },
    organiserUrl: () => `http://127.0.0.1:${port}/#host=${`${port}`.padStart(64, 'f')}`,
    close: async () => void log.push(`close ${port}`),
  };
}

describe('hosting with a fake server', () => {
  it('starts once however many calls race, and marks that it runs', async () => {
    const log: string[] = [];
    const seen: HostOptions[] = [];
    const hosting = new Hosting({
      startHost: async (o) => {
        seen.push(o);
        await new Promise((r) => setTimeout(r, 20));
        return fakeHost(7070, log);
      },
      listSaved: () => [],
      settings,
      dataDir: dir,
      rendererDir: '/r',
      now: () => 42,
    });
    const [a, b] = await Promise.all([hosting.start(), hosting.start()]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ port: 7070, bind: '0.0.0.0', dataDir: dir, rendererDir: '/r', hostName: 'box', mdns: false });
    // The organiser's key goes to the app's own page (over IPC), which says hello with it.
    expect(a).toEqual({ hosting: true, address: '127.0.0.1:7070', urls: ['http://192.168.0.9:7070'], advertised: false, hostKey: '7070'.padStart(64, 'f') });
    expect(b).toEqual(a);
    expect(settings.get().hosting).toEqual({ since: 42, port: 7070 });
    expect(await hosting.stop()).toEqual({ hosting: false, address: null, urls: [], advertised: false, hostKey: null });
    expect(log).toEqual(['close 7070']);
    expect(settings.get().hosting).toBeNull();
  });

  it('takes any free port when the chosen one is in use', async () => {
    const ports: (number | undefined)[] = [];
    const hosting = new Hosting({
      startHost: async (o) => {
        ports.push(o.port);
        if (o.port === 7070) throw Object.assign(new Error('in use'), { code: 'EADDRINUSE' });
        return fakeHost(40001, []);
      },
      listSaved: () => [],
      settings,
      dataDir: dir,
      rendererDir: '/r',
    });
    expect((await hosting.start()).address).toBe('127.0.0.1:40001');
    expect(ports).toEqual([7070, 0]);
  });

  it('reports other start failures and stays stopped', async () => {
    const hosting = new Hosting({
      startHost: async () => {
        throw Object.assign(new Error('no permission'), { code: 'EACCES' });
      },
      listSaved: () => [],
      settings,
      dataDir: dir,
      rendererDir: '/r',
    });
    await expect(hosting.start()).rejects.toThrow('no permission');
    expect(hosting.status().hosting).toBe(false);
    expect(settings.get().hosting).toBeNull();
  });
});

describe('hosting with the real server on 127.0.0.1', () => {
  const real = (o: HostOptions) => startHost({ ...o, timing: FAST });
  const listSaved = (dataDir: string) => new Lobby({ dataDir, timing: DEFAULT_TIMING, maxTables: 1 }).saved();

  it('serves a practice table, keeps it resumable after a stop, and reopens it', async () => {
    settings.update({ port: 0 });
    const hosting = new Hosting({ startHost: real, listSaved, settings, dataDir: dir, rendererDir: join(dir, 'none'), bind: '127.0.0.1' });
    const status = await hosting.start();
    expect(status.address).toMatch(/^127\.0\.0\.1:\d+$/);

    const client = await connect(status.address!);
    client.send({ t: 'hello', v: 1, name: 'Ann' });
    await client.next('welcome');
    client.send({ t: 'createTable', options: { name: 'Practice', preset: 'hungarian', bots: 3 } });
    // The host seats whoever opens a table.
    const { table: id } = await client.next('joined');
    await client.next('view', (m) => m.status === 'playing');
    client.close();

    await hosting.stop();
    expect(settings.get().hosting).toBeNull();
    expect(hosting.saved().map((s) => s.id)).toEqual([id]);

    // A new run of the app (same data folder) reopens it.
    const again = new Hosting({ startHost: real, listSaved, settings, dataDir: dir, rendererDir: join(dir, 'none'), bind: '127.0.0.1' });
    expect(await again.resume([id, '000000000000'])).toEqual([id]);
    expect(again.running!.lobby.list().map((t) => t.id)).toEqual([id]);
    expect(again.saved()).toEqual([]);
    await again.stop();
  });
});
