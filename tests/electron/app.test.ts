/**
 * The app's lifecycle with every Electron API faked: single instance, the scheme and session set
 * up, one hardened window, the IPC API, the menu, the crash-resume offer, and a quit that stops
 * the table server first.
 */
import { EventEmitter } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runApp, type AppDeps, type MessageBoxOptions, type WindowLike } from '../../electron/main/app';
import { CSP } from '../../electron/main/csp';
import { APP_URL } from '../../electron/main/protocol';
import { CHANNELS } from '../../electron/preload/api';
import type { Host } from '../../electron/server/host';
import type { SavedTableSummary } from '../../shared/protocol';
import { FakeContents, FakeEvent, FakeIpcMain, FakeSession, ipcEvent } from './helpers/fakes';

class FakeWindow extends EventEmitter implements WindowLike {
  readonly webContents = new FakeContents();
  url = '';
  shown = false;
  focused = 0;
  minimized = false;
  destroyed = false;
  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
  }
  async loadURL(url: string): Promise<void> {
    this.url = url;
  }
  show(): void {
    this.shown = true;
  }
  focus(): void {
    this.focused++;
  }
  restore(): void {
    this.minimized = false;
  }
  isMinimized(): boolean {
    return this.minimized;
  }
  isMaximized(): boolean {
    return false;
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  getNormalBounds() {
    return { x: 1, y: 2, width: 1000, height: 700 };
  }
}

class FakeApp extends EventEmitter {
  isPackaged = true;
  lock = true;
  sandboxed = false;
  quits = 0;
  private readyResolve!: () => void;
  private readyPromise = new Promise<void>((r) => (this.readyResolve = r));
  constructor(private readonly userData: string) {
    super();
  }
  requestSingleInstanceLock(): boolean {
    return this.lock;
  }
  enableSandbox(): void {
    this.sandboxed = true;
  }
  whenReady(): Promise<void> {
    return this.readyPromise;
  }
  becomeReady(): void {
    this.readyResolve();
  }
  getPath(): string {
    return this.userData;
  }
  getVersion(): string {
    return '0.1.0';
  }
  quit(): void {
    this.quits++;
    const e = new FakeEvent();
    this.emit('before-quit', e);
  }
}

let userData: string;
beforeEach(() => {
  userData = mkdtempSync(join(tmpdir(), 'sparrow-app-'));
});
afterEach(() => rmSync(userData, { recursive: true, force: true }));

const SAVED: SavedTableSummary = { id: 'aaaaaaaaaaaa', name: 'Friday', preset: 'hungarian', handsPlayed: 3, actions: 120, players: ['Ann', 'Bot 2', null, 'Bot 4'], savedAt: 1 };

function setup(options: { answer?: number; saved?: SavedTableSummary[] } = {}) {
  const app = new FakeApp(userData);
  const windows: FakeWindow[] = [];
  const ipcMain = new FakeIpcMain();
  const session = new FakeSession();
  const menus: MenuItemConstructorOptions[][] = [];
  const boxes: MessageBoxOptions[] = [];
  const log: string[] = [];
  const schemes: unknown[] = [];
  let handler: ((r: Request) => Promise<Response>) | null = null;
  const hosts: { closed: boolean; resumed: string[] }[] = [];
  const deps: AppDeps = {
    app,
    createWindow: (o) => {
      const w = new FakeWindow(o);
      windows.push(w);
      return w;
    },
    protocol: {
      registerSchemesAsPrivileged: (s) => {
        if (handler) throw new Error('registered after ready');
        schemes.push(...s);
      },
      handle: (_scheme, h) => void (handler = h),
    },
    session,
    ipcMain,
    setMenu: (t) => void menus.push(t),
    showMessageBox: async (_w, o) => {
      boxes.push(o);
      return { response: options.answer ?? 1 };
    },
    server: {
      startHost: async () => {
        const h = { closed: false, resumed: [] as string[] };
        hosts.push(h);
        return {
          port: 7070,
          lobby: { saved: () => [], resume: (id: string) => (h.resumed.push(id), { id }), list: () => [] } as unknown as Host['lobby'],
          urls: () => ['http://192.168.0.9:7070', 'http://127.0.0.1:7070'],
          hostKey: 'e'.repeat(64),
          data: { dir: '/tmp/fake', files: 0, bytes: 0, capBytes: 1 },
          organiserUrl: () => `http://127.0.0.1:7070/#host=${'e'.repeat(64)}`,
          close: async () => void (h.closed = true),
        };
      },
      createBrowser: () => ({ stop: async () => {} }),
      listSaved: () => options.saved ?? [],
      lanAddresses: () => ['192.168.0.9'],
    },
    paths: { preload: '/app/preload.cjs', rendererDir: join(userData, 'renderer') },
    platform: 'linux',
    hostName: 'ann@box',
    log: (m) => void log.push(m),
  };
  return { app, deps, windows, ipcMain, session, menus, boxes, log, schemes, hosts, handler: () => handler };
}

const trustedEvent = (w: FakeWindow) => ipcEvent(w.webContents, `${APP_URL}`);
const menuItem = (menu: MenuItemConstructorOptions[], id: string) =>
  menu.flatMap((m) => (Array.isArray(m.submenu) ? m.submenu : [])).find((i) => i.id === id)!;

describe('app lifecycle', () => {
  it('a second instance quits at once; the first is focused', async () => {
    const s = setup();
    s.app.lock = false;
    expect(runApp(s.deps)).toBeNull();
    expect(s.app.quits).toBe(1);
    expect(s.windows).toHaveLength(0);

    const first = setup();
    const running = runApp(first.deps)!;
    first.app.becomeReady();
    await running.ready;
    first.windows[0].minimized = true;
    first.app.emit('second-instance');
    expect(first.windows[0].minimized).toBe(false);
    expect(first.windows[0].focused).toBe(1);
  });

  it('sets up the sandbox, scheme and session, then opens one hardened window on the app page', async () => {
    const s = setup();
    const running = runApp(s.deps)!;
    expect(s.app.sandboxed).toBe(true);
    expect(s.schemes).toEqual([{ scheme: 'sparrow', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
    expect(s.windows).toHaveLength(0);
    s.app.becomeReady();
    await running.ready;

    expect(s.windows).toHaveLength(1);
    const w = s.windows[0];
    expect(w.url).toBe(APP_URL);
    expect(w.options.webPreferences).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, preload: '/app/preload.cjs', devTools: false });
    expect(w.options.show).toBe(false);
    w.emit('ready-to-show');
    expect(w.shown).toBe(true);
    // Hardened: navigation away and new windows are refused.
    expect(w.webContents.fire('will-navigate', 'https://example.org/')).toBe(true);
    expect(w.webContents.windowOpenHandler!({ url: 'https://example.org/' })).toEqual({ action: 'deny' });
    // Any other web contents too.
    const other = new FakeContents();
    s.app.emit('web-contents-created', {}, other);
    expect(other.fire('will-navigate', 'https://example.org/')).toBe(true);
    // Permissions refused, the scheme served with its CSP.
    let granted: boolean | null = null;
    s.session.request!({}, 'media', (g) => (granted = g));
    expect(granted).toBe(false);
    writeFileSync(join(userData, 'index.html'), '');
    const r = await s.handler()!(new Request('sparrow://app/missing.js'));
    expect(r.status).toBe(404);
    expect(r.headers.get('content-security-policy')).toBe(CSP);
  });

  it('answers the preload API for its own window only', async () => {
    const s = setup();
    const running = runApp(s.deps)!;
    s.app.becomeReady();
    await running.ready;
    const w = s.windows[0];
    expect([...s.ipcMain.handlers.keys()].sort()).toEqual([CHANNELS.browse, CHANNELS.getSettings, CHANNELS.hostStatus, CHANNELS.seatMjai, CHANNELS.setSettings, CHANNELS.startHost, CHANNELS.stopHost].sort());

    await expect(s.ipcMain.invoke(ipcEvent({ id: 999 }, APP_URL), CHANNELS.startHost)).rejects.toThrow(/refused/);
    await expect(s.ipcMain.invoke(ipcEvent(w.webContents, 'http://127.0.0.1:7070/'), CHANNELS.startHost)).rejects.toThrow(/refused/);
    expect(s.hosts).toHaveLength(0);

    const status = await s.ipcMain.invoke(trustedEvent(w), CHANNELS.startHost);
    expect(status).toEqual({ hosting: true, address: '127.0.0.1:7070', urls: ['http://192.168.0.9:7070'], advertised: true, hostKey: 'e'.repeat(64) });
    expect(menuItem(s.menus.at(-1)!, 'stop-hosting').enabled).toBe(true);

    await s.ipcMain.invoke(trustedEvent(w), CHANNELS.browse, true);
    expect(w.webContents.sent.at(-1)).toEqual({ channel: CHANNELS.tables, args: [[]] });

    expect(await s.ipcMain.invoke(trustedEvent(w), CHANNELS.setSettings, { playerName: 'Ann' })).toMatchObject({ playerName: 'Ann' });
    expect(await s.ipcMain.invoke(trustedEvent(w), CHANNELS.getSettings)).toMatchObject({ playerName: 'Ann', hostName: 'ann@box' });
    await expect(s.ipcMain.invoke(trustedEvent(w), CHANNELS.setSettings, { hosting: null })).rejects.toThrow();

    expect(await s.ipcMain.invoke(trustedEvent(w), CHANNELS.stopHost)).toMatchObject({ hosting: false });
    expect(s.hosts[0].closed).toBe(true);
    expect(menuItem(s.menus.at(-1)!, 'stop-hosting').enabled).toBe(false);
  });

  it('stops the table server before quitting, and remembers the window', async () => {
    const s = setup();
    const running = runApp(s.deps)!;
    s.app.becomeReady();
    await running.ready;
    await s.ipcMain.invoke(trustedEvent(s.windows[0]), CHANNELS.startHost);
    expect(running.settings().get().hosting).not.toBeNull();
    s.windows[0].emit('close');
    expect(running.settings().get().window).toEqual({ width: 1000, height: 700, x: 1, y: 2, maximized: false });

    const e = new FakeEvent();
    s.app.emit('before-quit', e);
    expect(e.prevented).toBe(true);
    await new Promise((r) => setTimeout(r, 10));
    expect(s.hosts[0].closed).toBe(true);
    expect(s.app.quits).toBe(1); // quits again once stopped
    expect(running.settings().get().hosting).toBeNull();
    s.app.emit('window-all-closed');
    expect(s.app.quits).toBe(2);
  });

  it('after a crash while hosting, offers to reopen the saved tables', async () => {
    writeFileSync(join(userData, 'settings.json'), JSON.stringify({ hosting: { since: 1, port: 7070 } }));
    const s = setup({ answer: 0, saved: [SAVED] });
    const running = runApp(s.deps)!;
    s.app.becomeReady();
    await running.ready;
    expect(s.boxes).toHaveLength(1);
    expect(s.boxes[0].message).toMatch(/stopped while hosting a table/);
    expect(s.boxes[0].detail).toContain('Friday');
    expect(s.hosts[0].resumed).toEqual(['aaaaaaaaaaaa']);
    expect(s.windows[0].url).toBe(`${APP_URL}?host=127.0.0.1%3A7070`);
  });

  it('"Not now" clears the mark; a clean start asks nothing', async () => {
    writeFileSync(join(userData, 'settings.json'), JSON.stringify({ hosting: { since: 1, port: 7070 } }));
    const s = setup({ answer: 1, saved: [SAVED] });
    const running = runApp(s.deps)!;
    s.app.becomeReady();
    await running.ready;
    expect(s.boxes).toHaveLength(1);
    expect(s.hosts).toHaveLength(0);
    expect(s.windows[0].url).toBe(APP_URL);
    expect(running.settings().get().hosting).toBeNull();

    const again = setup({ answer: 0, saved: [SAVED] });
    const r2 = runApp(again.deps)!;
    again.app.becomeReady();
    await r2.ready;
    expect(again.boxes).toHaveLength(0);
  });

  it('shows developer tools and reload only when not packaged', async () => {
    const packaged = setup();
    const r1 = runApp(packaged.deps)!;
    packaged.app.becomeReady();
    await r1.ready;
    const roles = (m: MenuItemConstructorOptions[]) => m.flatMap((x) => (Array.isArray(x.submenu) ? x.submenu : [])).map((i) => i.role);
    expect(roles(packaged.menus.at(-1)!)).not.toContain('toggleDevTools');
    expect(packaged.windows[0].options.webPreferences!.devTools).toBe(false);

    const dev = setup();
    dev.app.isPackaged = false;
    const r2 = runApp(dev.deps)!;
    dev.app.becomeReady();
    await r2.ready;
    expect(roles(dev.menus.at(-1)!)).toContain('toggleDevTools');
  });
});
