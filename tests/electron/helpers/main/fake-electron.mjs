// A stand-in for the 'electron' module, recording what the built main process does with it.
import { EventEmitter } from 'node:events';

const state = (globalThis.__fakeElectron = {
  calls: [],
  windows: [],
  schemes: [],
  handlers: new Map(),
  protocolHandlers: new Map(),
  session: {},
  menu: null,
  appPath: process.env.FAKE_APP_PATH,
  userData: process.env.FAKE_USER_DATA,
});

class App extends EventEmitter {
  isPackaged = false;
  requestSingleInstanceLock() {
    state.calls.push('requestSingleInstanceLock');
    return true;
  }
  enableSandbox() {
    state.calls.push('enableSandbox');
  }
  whenReady() {
    state.calls.push('whenReady');
    return Promise.resolve();
  }
  getAppPath() {
    return state.appPath;
  }
  getPath(name) {
    if (name !== 'userData') throw new Error(`unexpected path ${name}`);
    return state.userData;
  }
  getVersion() {
    return '0.0.0-test';
  }
  quit() {
    state.calls.push('quit');
  }
}
export const app = new App();

let nextId = 1;
class WebContents extends EventEmitter {
  id = nextId++;
  sent = [];
  setWindowOpenHandler(h) {
    this.windowOpenHandler = h;
  }
  send(channel, ...args) {
    this.sent.push([channel, args]);
  }
  isDestroyed() {
    return false;
  }
}

export class BrowserWindow extends EventEmitter {
  constructor(options) {
    super();
    this.options = options;
    this.webContents = new WebContents();
    state.windows.push(this);
  }
  async loadURL(url) {
    this.url = url;
  }
  show() {}
  focus() {}
  restore() {}
  isMinimized() {
    return false;
  }
  isMaximized() {
    return false;
  }
  isDestroyed() {
    return false;
  }
  getNormalBounds() {
    return { x: 0, y: 0, width: 1200, height: 820 };
  }
  static getAllWindows() {
    return state.windows;
  }
}

export const protocol = {
  registerSchemesAsPrivileged(schemes) {
    state.schemes.push(...schemes);
  },
  handle(scheme, handler) {
    state.protocolHandlers.set(scheme, handler);
  },
};

export const ipcMain = {
  handle(channel, listener) {
    state.handlers.set(channel, listener);
  },
  removeHandler(channel) {
    state.handlers.delete(channel);
  },
};

const defaultSession = {};
for (const name of ['setPermissionRequestHandler', 'setPermissionCheckHandler', 'setDevicePermissionHandler', 'setDisplayMediaRequestHandler'])
  defaultSession[name] = (h) => (state.session[name] = h);
export const session = { defaultSession };

export const Menu = {
  buildFromTemplate: (template) => ({ template }),
  setApplicationMenu: (menu) => (state.menu = menu),
};

export const dialog = {
  showMessageBox: async () => ({ response: 1 }),
};

export default { app, BrowserWindow, protocol, ipcMain, session, Menu, dialog };
