/**
 * The Electron main process entry (bundled to dist/electron/main.js): hands the real Electron
 * APIs and the table server to `runApp`. Everything with logic lives in the files beside this one.
 */
import { BrowserWindow, Menu, app, dialog, ipcMain, protocol, session } from 'electron';
import { existsSync } from 'node:fs';
import { hostname, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TableBrowser } from '../server/discovery';
import { lanAddresses, startHost } from '../server/host';
import { Lobby } from '../server/lobby';
import { DEFAULT_TIMING } from '../server/table';
import { runApp, type WindowLike } from './app';

const here = dirname(fileURLToPath(import.meta.url));
const root = app.getAppPath();
const icon = join(root, 'build', 'icons', '512x512.png');

function defaultHostName(): string {
  try {
    return `${userInfo().username}@${hostname()}`;
  } catch {
    return hostname();
  }
}

const windows = new Map<WindowLike, BrowserWindow>();

runApp({
  app,
  createWindow: (options) => {
    // The preferences that must never change are pinned again where the window is made.
    const win = new BrowserWindow({
      ...options,
      webPreferences: { ...options.webPreferences, contextIsolation: true, sandbox: true, nodeIntegration: false, webviewTag: false, disableBlinkFeatures: 'Auxclick' },
    });
    const like: WindowLike = win;
    windows.set(like, win);
    win.on('closed', () => windows.delete(like));
    return like;
  },
  protocol: {
    registerSchemesAsPrivileged: (schemes) => protocol.registerSchemesAsPrivileged(schemes.map((s) => ({ scheme: s.scheme, privileges: { ...s.privileges } }))),
    handle: (scheme, handler) => protocol.handle(scheme, handler),
  },
  session: {
    setPermissionRequestHandler: (h) => session.defaultSession.setPermissionRequestHandler(h),
    setPermissionCheckHandler: (h) => session.defaultSession.setPermissionCheckHandler(h),
    setDevicePermissionHandler: (h) => session.defaultSession.setDevicePermissionHandler(h),
    setDisplayMediaRequestHandler: (h) => session.defaultSession.setDisplayMediaRequestHandler(h),
  },
  ipcMain,
  setMenu: (template) => Menu.setApplicationMenu(Menu.buildFromTemplate(template)),
  showMessageBox: (window, options) => {
    const win = window ? windows.get(window) : undefined;
    return win ? dialog.showMessageBox(win, options) : dialog.showMessageBox(options);
  },
  server: {
    startHost,
    createBrowser: (options) => new TableBrowser(options),
    listSaved: (dataDir) => new Lobby({ dataDir, timing: DEFAULT_TIMING, maxTables: 1 }).saved(),
    lanAddresses,
  },
  paths: {
    preload: join(here, 'preload.cjs'),
    rendererDir: join(root, 'dist', 'renderer'),
    ...(existsSync(icon) ? { icon } : {}),
  },
  platform: process.platform,
  hostName: defaultHostName(),
});
