/** Every IPC message is checked for its sender and its arguments before anything runs. */
import { describe, expect, it } from 'vitest';
import { isTrustedSender, registerIpc } from '../../electron/main/ipc';
import { CHANNELS } from '../../electron/preload/api';
import { FakeIpcMain, ipcEvent } from './helpers/fakes';

const ours = { id: 7 };
const ids = () => [7];

describe('IPC sender validation', () => {
  it('trusts only the top frame of our window showing sparrow://app', () => {
    expect(isTrustedSender(ipcEvent(ours, 'sparrow://app/index.html'), ids)).toBe(true);
    expect(isTrustedSender(ipcEvent(ours, 'sparrow://app/index.html?host=127.0.0.1:7070#/table'), ids)).toBe(true);
  });

  it.each([
    ['another web contents', ipcEvent({ id: 8 }, 'sparrow://app/index.html')],
    ['a sub-frame', ipcEvent(ours, 'sparrow://app/index.html', { url: 'sparrow://app/' })],
    ['no frame', { sender: ours, senderFrame: null }],
    ['a page served over HTTP (the LAN copy of the renderer)', ipcEvent(ours, 'http://127.0.0.1:7070/')],
    ['a remote page', ipcEvent(ours, 'https://evil.example/')],
    ['a file', ipcEvent(ours, 'file:///etc/passwd')],
    ['another host of the scheme', ipcEvent(ours, 'sparrow://evil/index.html')],
    ['a look-alike', ipcEvent(ours, 'sparrow://app.evil/index.html')],
    ['credentials in the URL', ipcEvent(ours, 'sparrow://x@app/')],
    ['a password in the URL', ipcEvent(ours, 'sparrow://:p@app/')],
    ['garbage', ipcEvent(ours, 'not a url')],
    ['about:blank', ipcEvent(ours, 'about:blank')],
  ])('refuses %s', (_what, event) => {
    expect(isTrustedSender(event, ids)).toBe(false);
  });
});

describe('IPC handlers', () => {
  function setup() {
    const ipc = new FakeIpcMain();
    const ran: unknown[][] = [];
    const logs: string[] = [];
    const remove = registerIpc(
      ipc,
      {
        [CHANNELS.browse]: (_e, on: boolean) => void ran.push(['browse', on]),
        [CHANNELS.startHost]: () => (ran.push(['start']), { address: '127.0.0.1:1' }),
        [CHANNELS.setSettings]: (_e, patch: unknown) => void ran.push(['set', patch]),
      },
      (e) => isTrustedSender(e, ids),
      (m) => logs.push(m),
    );
    return { ipc, ran, logs, remove };
  }

  it('runs a trusted call with good arguments', async () => {
    const { ipc, ran } = setup();
    const ok = ipcEvent(ours, 'sparrow://app/index.html');
    await expect(ipc.invoke(ok, CHANNELS.startHost)).resolves.toEqual({ address: '127.0.0.1:1' });
    await ipc.invoke(ok, CHANNELS.browse, true);
    await ipc.invoke(ok, CHANNELS.setSettings, { playerName: 'Ann' });
    expect(ran).toEqual([['start'], ['browse', true], ['set', { playerName: 'Ann' }]]);
  });

  it('refuses an untrusted sender before the handler runs, and logs it', async () => {
    const { ipc, ran, logs } = setup();
    await expect(ipc.invoke(ipcEvent(ours, 'https://evil.example/'), CHANNELS.startHost)).rejects.toThrow(/refused/);
    expect(ran).toEqual([]);
    expect(logs[0]).toMatch(/refused sparrow:host-start from https:\/\/evil\.example\//);
  });

  it('refuses wrong arguments', async () => {
    const { ipc, ran } = setup();
    const ok = ipcEvent(ours, 'sparrow://app/index.html');
    await expect(ipc.invoke(ok, CHANNELS.browse, 'yes')).rejects.toThrow(/bad arguments/);
    await expect(ipc.invoke(ok, CHANNELS.browse)).rejects.toThrow(/bad arguments/);
    await expect(ipc.invoke(ok, CHANNELS.startHost, { port: 1 })).rejects.toThrow(/bad arguments/);
    await expect(ipc.invoke(ok, CHANNELS.setSettings, {}, {})).rejects.toThrow(/bad arguments/);
    expect(ran).toEqual([]);
  });

  it('registers only the given channels and removes them', () => {
    const { ipc, remove } = setup();
    expect([...ipc.handlers.keys()].sort()).toEqual([CHANNELS.browse, CHANNELS.setSettings, CHANNELS.startHost].sort());
    remove();
    expect(ipc.handlers.size).toBe(0);
  });
});
