/** The preload's `window.sparrow`, built over a fake ipcRenderer; and that the renderer accepts it. */
import { afterEach, describe, expect, it } from 'vitest';
import { CHANNELS, type LanTableInfo } from '../../electron/preload/api';
import { makeApi, type IpcRendererLike } from '../../electron/preload/bridge';
import { bridge, type SparrowBridge } from '../../renderer/src/transport/bridge';

class FakeIpcRenderer implements IpcRendererLike {
  readonly calls: { channel: string; args: unknown[] }[] = [];
  readonly listeners = new Map<string, Set<(event: unknown, ...args: unknown[]) => void>>();
  replies = new Map<string, unknown>();
  async invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    this.calls.push({ channel, args });
    return this.replies.get(channel);
  }
  on(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void {
    if (!this.listeners.has(channel)) this.listeners.set(channel, new Set());
    this.listeners.get(channel)!.add(listener);
  }
  removeListener(channel: string, listener: (event: unknown, ...args: unknown[]) => void): void {
    this.listeners.get(channel)?.delete(listener);
  }
  emit(channel: string, ...args: unknown[]): void {
    for (const l of this.listeners.get(channel) ?? []) l({ sender: 'ipc' }, ...args);
  }
}

const TABLE: LanTableInfo = {
  address: '192.168.1.20:7070',
  hostName: 'ann@box',
  table: { id: 'abc', name: 'Ann', preset: 'riichi', freeSeats: 3, players: [], hasPin: false, state: 'waiting' },
};

describe('preload bridge', () => {
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  it('is the SparrowBridge the renderer feature-detects', () => {
    const api = makeApi(new FakeIpcRenderer());
    const typed: SparrowBridge = api; // a compile-time check of the contract
    expect(typed.apiVersion).toBe(1);
    (globalThis as { window?: unknown }).window = { sparrow: api };
    expect(bridge()).toBe(api);
    expect('connect' in api).toBe(false);
  });

  it('browses once however many listeners, and stops with the last', () => {
    const ipc = new FakeIpcRenderer();
    const api = makeApi(ipc);
    const a: LanTableInfo[][] = [];
    const b: LanTableInfo[][] = [];
    const stopA = api.browseTables((t) => a.push(t));
    expect(ipc.calls).toEqual([{ channel: CHANNELS.browse, args: [true] }]);
    ipc.emit(CHANNELS.tables, [TABLE]);
    const stopB = api.browseTables((t) => b.push(t));
    expect(b).toEqual([[TABLE]]); // the latest list at once
    expect(ipc.calls).toHaveLength(1);
    ipc.emit(CHANNELS.tables, []);
    expect(a).toEqual([[TABLE], []]);
    stopA();
    stopA();
    expect(ipc.calls).toHaveLength(1);
    stopB();
    expect(ipc.calls).toEqual([
      { channel: CHANNELS.browse, args: [true] },
      { channel: CHANNELS.browse, args: [false] },
    ]);
    expect(ipc.listeners.get(CHANNELS.tables)?.size).toBe(0);
  });

  it('hands the page copies, never the objects IPC delivered', () => {
    const ipc = new FakeIpcRenderer();
    const api = makeApi(ipc);
    let got: LanTableInfo[] = [];
    api.browseTables((t) => (got = t));
    const sent = [structuredClone(TABLE)];
    ipc.emit(CHANNELS.tables, sent);
    got[0].table.name = 'changed';
    expect(sent[0].table.name).toBe('Ann');
    ipc.emit(CHANNELS.tables, 'not a list');
    expect(got).toEqual([]);
  });

  it('refuses a non-function listener', () => {
    const api = makeApi(new FakeIpcRenderer());
    expect(() => api.browseTables('x' as never)).toThrow(TypeError);
  });

  it("startHost returns the address and the organiser's key, and fails loudly without an address", async () => {
    const ipc = new FakeIpcRenderer();
    const api = makeApi(ipc);
    ipc.replies.set(CHANNELS.startHost, { hosting: true, address: '127.0.0.1:7070', urls: [], advertised: true, hostKey: 'c'.repeat(64) });
    await expect(api.startHost()).resolves.toEqual({ address: '127.0.0.1:7070', hostKey: 'c'.repeat(64) });
    ipc.replies.set(CHANNELS.startHost, { hosting: false, address: null, urls: [], advertised: false, hostKey: null });
    await expect(api.startHost()).rejects.toThrow(/did not start/);
  });

  it('sends settings patches as plain data on their own channel', async () => {
    const ipc = new FakeIpcRenderer();
    const api = makeApi(ipc);
    await api.setSettings({ playerName: 'Ann' });
    await api.getSettings();
    await api.stopHost();
    await api.hostStatus();
    expect(ipc.calls.map((c) => c.channel)).toEqual([CHANNELS.setSettings, CHANNELS.getSettings, CHANNELS.stopHost, CHANNELS.hostStatus]);
    expect(ipc.calls[0].args).toEqual([{ playerName: 'Ann' }]);
  });

  it('asks for an mjai AI on its own channel, with a plain copy of the request, and passes the answer on', async () => {
    const ipc = new FakeIpcRenderer();
    ipc.replies.set(CHANNELS.seatMjai, { ok: false, reason: 'no-start', message: 'it exited' });
    const api = makeApi(ipc);
    const request = { table: 't1', command: 'python ai.py', protocol: 'react' as const, bots: 2 };
    expect(await api.seatMjai(request)).toEqual({ ok: false, reason: 'no-start', message: 'it exited' });
    expect(ipc.calls).toEqual([{ channel: CHANNELS.seatMjai, args: [{ table: 't1', command: 'python ai.py', protocol: 'react', bots: 2 }] }]);
  });
});
