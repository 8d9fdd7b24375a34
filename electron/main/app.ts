/**
 * The app's lifecycle, with every Electron API passed in (index.ts passes the real ones; tests
 * pass fakes): one instance only, the app scheme and the locked-down session, one hardened
 * window showing the renderer, the IPC API, the menu, the crash-resume offer, and a quit that
 * first stops the table server and LAN browsing.
 */
import type { BrowserWindowConstructorOptions, MenuItemConstructorOptions } from 'electron';
import type { BrowseOptions } from '../server/discovery';
import type { Host, HostOptions } from '../server/host';
import type { SavedTableSummary } from '../../shared/protocol';
import { CHANNELS, type SeatMjaiRequest } from '../preload/api';
import { Hosting } from './hosting';
import { isTrustedSender, registerIpc, type IpcEventLike, type IpcMainLike } from './ipc';
import { LanTables, type BrowserLike, type Subscriber } from './lan';
import { menuTemplate } from './menu';
import { seatMjai } from './mjai-seat';
import { APP_SCHEME, APP_SCHEME_PRIVILEGES, APP_URL, appResponse } from './protocol';
import { offerResume, resumeQuestion } from './resume';
import { denyPermissions, hardenContents, type ContentsLike, type PreventableEvent, type SessionLike } from './security';
import { defaultSettings, SettingsStore, type WindowState } from './settings';
import { windowOptions } from './window';

interface WebContentsLike extends ContentsLike, Subscriber {}

export interface WindowLike {
  readonly webContents: WebContentsLike;
  loadURL(url: string): Promise<void>;
  once(event: 'ready-to-show', listener: () => void): unknown;
  on(event: 'close' | 'closed', listener: () => void): unknown;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  isMaximized(): boolean;
  isDestroyed(): boolean;
  getNormalBounds(): { x: number; y: number; width: number; height: number };
}

export interface MessageBoxOptions {
  type: 'question' | 'info' | 'error';
  title: string;
  message: string;
  detail?: string;
  buttons: string[];
  defaultId?: number;
  cancelId?: number;
}

export interface AppDeps {
  app: {
    readonly isPackaged: boolean;
    requestSingleInstanceLock(): boolean;
    /** Sandboxes every renderer, whatever its options say. */
    enableSandbox(): void;
    whenReady(): Promise<unknown>;
    on(event: 'second-instance' | 'window-all-closed' | 'activate', listener: () => void): unknown;
    on(event: 'web-contents-created', listener: (event: unknown, contents: ContentsLike) => void): unknown;
    on(event: 'before-quit', listener: (event: PreventableEvent) => void): unknown;
    getPath(name: 'userData'): string;
    getVersion(): string;
    quit(): void;
  };
  createWindow(options: BrowserWindowConstructorOptions): WindowLike;
  protocol: {
    registerSchemesAsPrivileged(schemes: (typeof APP_SCHEME_PRIVILEGES)[]): void;
    handle(scheme: string, handler: (request: Request) => Promise<Response>): void;
  };
  session: SessionLike;
  ipcMain: IpcMainLike;
  setMenu(template: MenuItemConstructorOptions[]): void;
  showMessageBox(window: WindowLike | null, options: MessageBoxOptions): Promise<{ response: number }>;
  server: {
    startHost(options: HostOptions): Promise<Host>;
    createBrowser(options: BrowseOptions): BrowserLike;
    listSaved(dataDir: string): SavedTableSummary[];
    lanAddresses(): string[];
  };
  paths: { preload: string; rendererDir: string; icon?: string };
  platform: NodeJS.Platform;
  hostName: string;
  log?: (message: string) => void;
}

export interface RunningApp {
  ready: Promise<void>;
  hosting: Hosting;
  lan: LanTables;
  settings: () => SettingsStore;
  window: () => WindowLike | null;
}

/** Starts the app; returns null when another instance runs (it is focused instead). */
export function runApp(deps: AppDeps): RunningApp | null {
  const { app } = deps;
  const log = deps.log ?? ((m: string) => console.log(m));
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  // Before `ready`: every renderer sandboxed; the app's page served by its own privileged scheme.
  app.enableSandbox();
  deps.protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES]);
  app.on('web-contents-created', (_event, contents) => hardenContents(contents, log));

  let settings: SettingsStore | null = null;
  let window: WindowLike | null = null;
  const store = () => settings ?? (settings = new SettingsStore(app.getPath('userData'), defaultSettings(deps.hostName)));
  const hosting = new Hosting({
    startHost: deps.server.startHost,
    listSaved: deps.server.listSaved,
    settings: { get: () => store().get(), setHosting: (mark) => store().setHosting(mark) },
    dataDir: app.getPath('userData'),
    rendererDir: deps.paths.rendererDir,
    log,
  });
  const lan = new LanTables({
    createBrowser: deps.server.createBrowser,
    channel: CHANNELS.tables,
    ownHost: () => (hosting.running ? { port: hosting.running.port, addresses: deps.server.lanAddresses() } : null),
  });

  const refreshMenu = () =>
    deps.setMenu(
      menuTemplate({
        isMac: deps.platform === 'darwin',
        devTools: !app.isPackaged,
        hosting: hosting.running !== null,
        actions: {
          showAddresses: () => {
            const urls = hosting.status().urls;
            void deps.showMessageBox(window, {
              type: 'info',
              title: 'Sparrow',
              message: urls.length ? 'Players on this network can open:' : 'This computer has no network address other players can reach.',
              detail: urls.join('\n'),
              buttons: ['OK'],
            });
          },
          stopHosting: () => void stopHosting(),
          about: () =>
            void deps.showMessageBox(window, { type: 'info', title: 'About Sparrow', message: `Sparrow ${app.getVersion()}`, detail: 'A mah-jong table for the local network.', buttons: ['OK'] }),
        },
      }),
    );
  const stopHosting = async () => {
    const status = await hosting.stop();
    refreshMenu();
    lan.refresh();
    return status;
  };

  const windowIds = () => (window && !window.isDestroyed() ? [window.webContents.id] : []);
  const trusted = (event: IpcEventLike) => isTrustedSender(event, windowIds);

  function openWindow(url: string): WindowLike {
    const s = store().get();
    const win = deps.createWindow(windowOptions({ preload: deps.paths.preload, bounds: s.window, icon: deps.paths.icon, devTools: !app.isPackaged }));
    hardenContents(win.webContents, log);
    win.once('ready-to-show', () => win.show());
    win.on('close', () => {
      const b = win.getNormalBounds();
      const state: WindowState = { width: b.width, height: b.height, x: b.x, y: b.y, maximized: win.isMaximized() };
      store().setWindow(state);
    });
    win.on('closed', () => {
      if (window === win) window = null;
    });
    void win.loadURL(url);
    return win;
  }

  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.on('window-all-closed', () => {
    if (deps.platform !== 'darwin') app.quit();
  });

  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting || (!hosting.running && !lan.browsing)) return;
    event.preventDefault();
    quitting = true;
    void Promise.allSettled([hosting.stop(), lan.stop()]).then(() => app.quit());
  });

  const ready = (async () => {
    await app.whenReady();
    denyPermissions(deps.session, log);
    deps.protocol.handle(APP_SCHEME, (request) => appResponse(request, deps.paths.rendererDir));
    registerIpc(
      deps.ipcMain,
      {
        [CHANNELS.browse]: (event: IpcEventLike, on: boolean) => {
          const sender = event.sender as WebContentsLike;
          return on ? lan.subscribe(sender) : lan.unsubscribe(sender);
        },
        [CHANNELS.startHost]: async () => {
          const status = await hosting.start();
          refreshMenu();
          lan.refresh();
          return status;
        },
        [CHANNELS.stopHost]: () => stopHosting(),
        [CHANNELS.hostStatus]: () => hosting.status(),
        [CHANNELS.getSettings]: () => store().public(),
        [CHANNELS.setSettings]: (_event: IpcEventLike, patch: unknown) => store().update(patch),
        [CHANNELS.seatMjai]: (_event: IpcEventLike, request: SeatMjaiRequest) => seatMjai(() => hosting.running, request),
      },
      trusted,
      log,
    );
    refreshMenu();
    let address: string | null = null;
    try {
      address = await offerResume({
        mark: () => store().get().hosting,
        clearMark: () => store().setHosting(null),
        hosting,
        ask: async (saved) => {
          const q = resumeQuestion(saved);
          const { response } = await deps.showMessageBox(null, { type: 'question', title: 'Sparrow', ...q, defaultId: 0, cancelId: 1 });
          return response === 0 ? saved.map((s) => s.id) : [];
        },
      });
    } catch (e) {
      log(`sparrow: could not reopen the saved tables: ${(e as Error).message}`);
    }
    refreshMenu();
    // A resumed server: the renderer connects to it (its `?host=` parameter).
    window = openWindow(address ? `${APP_URL}?host=${encodeURIComponent(address)}` : APP_URL);
    app.on('activate', () => {
      if (!window) window = openWindow(APP_URL);
    });
  })();

  return { ready, hosting, lan, settings: store, window: () => window };
}
