/**
 * Locks down every web contents and the session: the page may not navigate away from the app's
 * own origin, open windows, attach <webview>s, or get any permission (camera, microphone,
 * notifications, geolocation, USB/HID/serial devices, screen capture…). Electron objects are
 * passed in, so this runs in plain Node tests.
 */
import { APP_ORIGIN } from './protocol';

export interface PreventableEvent {
  preventDefault(): void;
}

export interface ContentsLike {
  on(event: 'will-navigate' | 'will-redirect', listener: (event: PreventableEvent, url: string) => void): unknown;
  on(event: 'will-attach-webview', listener: (event: PreventableEvent) => void): unknown;
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' }): void;
}

export interface SessionLike {
  setPermissionRequestHandler(handler: (contents: unknown, permission: string, callback: (granted: boolean) => void) => void): void;
  setPermissionCheckHandler(handler: (contents: unknown, permission: string) => boolean): void;
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void;
  setDisplayMediaRequestHandler(handler: (request: unknown, callback: (streams: null) => void) => void): void;
}

/** Is `url` a page of the app itself? */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return !u.username && !u.password && `${u.protocol}//${u.host}` === APP_ORIGIN;
  } catch {
    return false;
  }
}

export function hardenContents(contents: ContentsLike, log: (message: string) => void = console.warn): void {
  const guard = (what: string) => (event: PreventableEvent, url: string) => {
    if (isAppUrl(url)) return;
    event.preventDefault();
    log(`sparrow: blocked ${what} to ${url}`);
  };
  contents.on('will-navigate', guard('navigation'));
  contents.on('will-redirect', guard('redirect'));
  contents.on('will-attach-webview', (event) => {
    event.preventDefault();
    log('sparrow: blocked a <webview>');
  });
  contents.setWindowOpenHandler(({ url }) => {
    log(`sparrow: blocked a new window for ${url}`);
    return { action: 'deny' };
  });
}

export function denyPermissions(session: SessionLike, log: (message: string) => void = console.warn): void {
  session.setPermissionRequestHandler((_contents, permission, callback) => {
    log(`sparrow: denied permission ${permission}`);
    callback(false);
  });
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
  session.setDisplayMediaRequestHandler((_request, callback) => callback(null));
}
