/**
 * The security checklist, item by item, on the pieces that enforce it: BrowserWindow options,
 * the CSP, navigation and window-open blocking, <webview>s, and permission requests.
 */
import { describe, expect, it } from 'vitest';
import { CSP, CSP_DIRECTIVES } from '../../electron/main/csp';
import { denyPermissions, hardenContents, isAppUrl } from '../../electron/main/security';
import { SECURE_WEB_PREFERENCES, windowOptions } from '../../electron/main/window';
import { defaultSettings } from '../../electron/main/settings';
import { FakeContents, FakeSession } from './helpers/fakes';

describe('BrowserWindow options', () => {
  const options = windowOptions({ preload: '/app/dist/electron/preload.cjs', bounds: defaultSettings('h').window, devTools: false });
  const web = options.webPreferences!;

  it('isolates and sandboxes the page, with no Node in it', () => {
    expect(web.contextIsolation).toBe(true);
    expect(web.sandbox).toBe(true);
    expect(web.nodeIntegration).toBe(false);
    expect(web.nodeIntegrationInWorker).toBe(false);
    expect(web.nodeIntegrationInSubFrames).toBe(false);
  });

  it('keeps web security on and the risky features off', () => {
    expect(web.webSecurity).toBe(true);
    expect(web.allowRunningInsecureContent).toBe(false);
    expect(web.experimentalFeatures).toBe(false);
    expect(web.webviewTag).toBe(false);
    expect(web.navigateOnDragDrop).toBe(false);
    expect(web.disableBlinkFeatures).toBe('Auxclick');
    expect(web.enableBlinkFeatures).toBeUndefined();
    expect(web.preload).toBe('/app/dist/electron/preload.cjs');
    expect(web.devTools).toBe(false);
    expect(web).toEqual({ ...SECURE_WEB_PREFERENCES, preload: '/app/dist/electron/preload.cjs', devTools: false });
  });

  it('shows the window only when ready, at the remembered size', () => {
    expect(options).toMatchObject({ show: false, width: 1200, height: 820, minWidth: 360, minHeight: 480 });
    expect(windowOptions({ preload: 'p', bounds: { width: 900, height: 700, x: 5, y: 6, maximized: false }, devTools: true })).toMatchObject({ x: 5, y: 6, width: 900 });
  });
});

describe('Content-Security-Policy', () => {
  it('allows only the app itself for code, styles and images', () => {
    expect(CSP_DIRECTIVES['default-src']).toBe("'none'");
    expect(CSP_DIRECTIVES['script-src']).toBe("'self'");
    expect(CSP_DIRECTIVES['style-src']).toBe("'self'");
    expect(CSP_DIRECTIVES['img-src']).toBe("'self' data:");
  });

  it('has no unsafe source, wildcard host or remote origin anywhere', () => {
    expect(CSP).not.toMatch(/unsafe-|\*|https?:|blob:|filesystem:/);
    expect(CSP).not.toMatch(/'strict-dynamic'|nonce-|sha\d+-/);
  });

  it('lets the page open only WebSockets (to table hosts) as network', () => {
    expect(CSP_DIRECTIVES['connect-src']).toBe('ws: wss:');
  });

  it('forbids plugins, frames, workers, forms and a base URL', () => {
    for (const d of ['object-src', 'frame-src', 'worker-src', 'base-uri', 'form-action', 'frame-ancestors', 'media-src', 'manifest-src']) expect(CSP_DIRECTIVES[d]).toBe("'none'");
  });

  it('is one well-formed header', () => {
    expect(CSP.split('; ').map((d) => d.split(' ')[0])).toEqual(Object.keys(CSP_DIRECTIVES));
    expect(CSP).not.toMatch(/[\r\n,]/);
  });
});

describe('navigation, new windows and webviews', () => {
  it('blocks navigation and redirects away from the app, allowing its own pages', () => {
    const c = new FakeContents();
    const logs: string[] = [];
    hardenContents(c, (m) => logs.push(m));
    expect(c.fire('will-navigate', 'https://evil.example/')).toBe(true);
    expect(c.fire('will-navigate', 'file:///etc/passwd')).toBe(true);
    expect(c.fire('will-navigate', 'http://192.168.1.20:7070/')).toBe(true);
    expect(c.fire('will-redirect', 'https://evil.example/')).toBe(true);
    expect(c.fire('will-navigate', 'sparrow://app/index.html?host=127.0.0.1:7070')).toBe(false);
    expect(logs).toHaveLength(4);
  });

  it('denies every new window and every <webview>', () => {
    const c = new FakeContents();
    hardenContents(c, () => {});
    expect(c.windowOpenHandler!({ url: 'https://example.org/' })).toEqual({ action: 'deny' });
    expect(c.windowOpenHandler!({ url: 'sparrow://app/index.html' })).toEqual({ action: 'deny' });
    expect(c.fire('will-attach-webview')).toBe(true);
  });

  it('knows the app origin exactly', () => {
    expect(isAppUrl('sparrow://app/x')).toBe(true);
    expect(isAppUrl('sparrow://app.evil/x')).toBe(false);
    expect(isAppUrl('sparrow://evil/x')).toBe(false);
    expect(isAppUrl('')).toBe(false);
  });
});

describe('permissions', () => {
  it('denies every permission request and check, devices and screen capture', () => {
    const s = new FakeSession();
    denyPermissions(s, () => {});
    for (const p of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'fullscreen', 'midi', 'pointerLock']) {
      let granted: boolean | null = null;
      s.request!({}, p, (g) => (granted = g));
      expect(granted).toBe(false);
      expect(s.check!({}, p)).toBe(false);
    }
    expect(s.device!({ deviceType: 'usb' })).toBe(false);
    let streams: unknown = 'unset';
    s.display!({}, (x) => (streams = x));
    expect(streams).toBeNull();
  });
});
