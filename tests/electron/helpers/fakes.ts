/** Small stand-ins for Electron objects, recording what the app does with them. */
import { EventEmitter } from 'node:events';
import type { IpcEventLike } from '../../../electron/main/ipc';
import type { ContentsLike, PreventableEvent, SessionLike } from '../../../electron/main/security';

export class FakeEvent implements PreventableEvent {
  prevented = false;
  preventDefault(): void {
    this.prevented = true;
  }
}

let nextId = 1;

export class FakeContents extends EventEmitter implements ContentsLike {
  readonly id = nextId++;
  readonly sent: { channel: string; args: unknown[] }[] = [];
  windowOpenHandler: ((details: { url: string }) => { action: 'deny' }) | null = null;
  destroyed = false;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void {
    this.windowOpenHandler = handler;
  }
  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }
  isDestroyed(): boolean {
    return this.destroyed;
  }
  destroy(): void {
    this.destroyed = true;
    this.emit('destroyed');
  }
  /** Fires an event the way Electron does and says whether the listeners prevented it. */
  fire(event: 'will-navigate' | 'will-redirect' | 'will-attach-webview', url = ''): boolean {
    const e = new FakeEvent();
    this.emit(event, e, url);
    return e.prevented;
  }
}

export class FakeSession implements SessionLike {
  request: ((contents: unknown, permission: string, callback: (granted: boolean) => void) => void) | null = null;
  check: ((contents: unknown, permission: string) => boolean) | null = null;
  device: ((details: unknown) => boolean) | null = null;
  display: ((request: unknown, callback: (streams: null) => void) => void) | null = null;
  setPermissionRequestHandler(h: NonNullable<FakeSession['request']>): void {
    this.request = h;
  }
  setPermissionCheckHandler(h: NonNullable<FakeSession['check']>): void {
    this.check = h;
  }
  setDevicePermissionHandler(h: NonNullable<FakeSession['device']>): void {
    this.device = h;
  }
  setDisplayMediaRequestHandler(h: NonNullable<FakeSession['display']>): void {
    this.display = h;
  }
}

type Listener = (event: IpcEventLike, ...args: unknown[]) => unknown;

/** ipcMain: `invoke` calls the handler as Electron would for a given sender. */
export class FakeIpcMain {
  readonly handlers = new Map<string, Listener>();
  handle(channel: string, listener: Listener): void {
    if (this.handlers.has(channel)) throw new Error(`second handler for ${channel}`);
    this.handlers.set(channel, listener);
  }
  removeHandler(channel: string): void {
    this.handlers.delete(channel);
  }
  async invoke(event: IpcEventLike, channel: string, ...args: unknown[]): Promise<unknown> {
    const h = this.handlers.get(channel);
    if (!h) throw new Error(`no handler for ${channel}`);
    return h(event, ...args);
  }
}

/** An IPC event from a frame showing `url`. */
export const ipcEvent = (sender: { id: number }, url: string, parent: unknown = null) => ({ sender, senderFrame: { url, parent } });
