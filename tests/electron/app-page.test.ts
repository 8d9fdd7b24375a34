/**
 * The app's page as the app shows it, where Electron itself cannot run: Chromium loads
 * the built renderer with every response carrying the app's CSP and security headers (served by
 * the same `appResponse` the app's scheme uses), the built preload.cjs runs in the page through a
 * stand-in for `contextBridge`/`ipcRenderer`, and its IPC calls reach the app's real `Hosting`
 * (the table server on 127.0.0.1, no mDNS). Then a person hosts a practice table and sees it,
 * with no CSP violation on the way, while eval and inline script stay blocked.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hosting } from '../../electron/main/hosting';
import { SECURITY_HEADERS } from '../../electron/main/csp';
import { appResponse } from '../../electron/main/protocol';
import { defaultSettings, SettingsStore } from '../../electron/main/settings';
import { CHANNELS } from '../../electron/preload/api';
import { startHost } from '../../electron/server/host';
import { Lobby } from '../../electron/server/lobby';
import { DEFAULT_TIMING } from '../../electron/server/table';
import { chromiumLaunchOptions } from '../../scripts/find-browser.mjs';
import { buildElectronInto, ROOT } from './helpers/build';

const RENDERER = join(ROOT, 'dist', 'renderer');
const SHOTS = join(ROOT, 'test-results', 'screenshots');

let work: string;
let server: Server;
let pageUrl: string;
let hosting: Hosting;
let browser: Browser;
let preloadSource: string;

/** Runs the built preload with `require('electron')` answered by a stand-in that forwards IPC to the test. */
const shim = (source: string) => `(() => {
  const listeners = new Map();
  const electron = {
    contextBridge: { exposeInMainWorld: (key, api) => Object.defineProperty(window, key, { value: Object.freeze(api), enumerable: true }) },
    ipcRenderer: {
      invoke: (channel, ...args) => window.__sparrowIpc(channel, args),
      on: (channel, l) => { if (!listeners.has(channel)) listeners.set(channel, new Set()); listeners.get(channel).add(l); },
      removeListener: (channel, l) => listeners.get(channel)?.delete(l),
    },
  };
  const require = (name) => { if (name !== 'electron') throw new Error('a sandboxed preload may only require electron, not ' + name); return electron; };
  const module = { exports: {} };
  (function (require, module, exports) {\n${source}\n})(require, module, module.exports);
})();`;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'sparrow-page-'));
  const { buildRenderer } = (await import(join(ROOT, 'scripts', 'build-renderer.mjs'))) as { buildRenderer: (o: { quiet: boolean }) => Promise<boolean> };
  await buildRenderer({ quiet: true });
  await buildElectronInto(join(work, 'built'));
  preloadSource = readFileSync(join(work, 'built', 'preload.cjs'), 'utf8');

  const settings = new SettingsStore(work, { ...defaultSettings('test host'), advertise: false, port: 0 });
  hosting = new Hosting({
    // The page stands in for sparrow://app from its own HTTP origin (below): the host lets that origin in as it would the app's.
    startHost: (o) => startHost({ ...o, allowedOrigins: [new URL(pageUrl).origin], timing: { botDelayMs: 60, nextHandMs: 50, graceMs: 200, claimWindowMs: 1500 } }),
    listSaved: (dataDir) => new Lobby({ dataDir, timing: DEFAULT_TIMING, maxTables: 1 }).saved(),
    settings,
    dataDir: work,
    rendererDir: RENDERER,
    bind: '127.0.0.1',
  });

  // The app scheme's answers, over HTTP on 127.0.0.1 (Chromium cannot register sparrow:// here).
  server = createServer(async (req, res) => {
    if (req.url === '/__probe.js') {
      // A same-origin script (allowed) that tries eval and new Function (which the CSP must block).
      res.writeHead(200, { ...SECURITY_HEADERS, 'Content-Type': 'text/javascript' });
      return res.end(`window.__probe = { eval: (() => { try { return eval('true'); } catch { return false; } })(), fn: (() => { try { return new Function('return true')(); } catch { return false; } })() };`);
    }
    const r = await appResponse({ url: `sparrow://app${req.url ?? '/'}`, method: req.method ?? 'GET' }, RENDERER);
    const headers: Record<string, string> = {};
    r.headers.forEach((value, key) => (headers[key] = value));
    res.writeHead(r.status, headers);
    res.end(Buffer.from(await r.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const address = server.address();
  pageUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/index.html`;

  browser = await chromium.launch(chromiumLaunchOptions());
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await hosting?.stop();
  await new Promise((r) => server?.close(r));
  rmSync(work, { recursive: true, force: true });
});

async function openApp(): Promise<{ page: Page; violations: () => Promise<string[]>; calls: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  const calls: string[] = [];
  await page.exposeFunction('__sparrowIpc', async (channel: string, args: unknown[]) => {
    calls.push(channel);
    if (channel === CHANNELS.startHost) return hosting.start();
    if (channel === CHANNELS.stopHost) return hosting.stop();
    if (channel === CHANNELS.hostStatus) return hosting.status();
    if (channel === CHANNELS.browse) return undefined;
    throw new Error(`unexpected ${channel} ${JSON.stringify(args)}`);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sample}`));
  });
  await page.addInitScript(shim(preloadSource));
  await page.goto(pageUrl);
  return { page, calls, violations: () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations) };
}

describe('the app page under its CSP, with the built preload', () => {
  it('exposes only window.sparrow, and the renderer sees the app', async () => {
    const { page, violations } = await openApp();
    const seen = await page.evaluate(() => ({
      api: typeof window.sparrow,
      version: window.sparrow?.apiVersion,
      methods: Object.keys(window.sparrow ?? {}).sort(),
      node: ['require', 'process', 'module', 'Buffer', 'global'].filter((k) => k in window),
      csp: document.querySelector('meta[http-equiv="Content-Security-Policy"]') === null,
    }));
    expect(seen).toEqual({ api: 'object', version: 1, methods: ['apiVersion', 'browseTables', 'getSettings', 'hostStatus', 'seatMjai', 'setSettings', 'startHost', 'stopHost'], node: [], csp: true });
    await page.locator('[data-action=practice]').waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('hosts a practice table and shows it, with no CSP violation', async () => {
    const { page, calls, violations } = await openApp();
    await page.locator('[data-action=practice]').click();
    await page.locator('[data-test=ceremony], [data-test=my-area]').first().waitFor({ timeout: 30_000 });
    expect(calls).toContain(CHANNELS.startHost);
    expect(hosting.status().hosting).toBe(true);
    const skip = page.locator('[data-action=skip-ceremony]');
    if (await skip.isVisible().catch(() => false)) await skip.click().catch(() => undefined);
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 30_000 });
    expect(await page.locator('[data-test=my-area] button.htile').count()).toBeGreaterThanOrEqual(13);
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: join(SHOTS, 'app-practice.png') });
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('blocks eval, inline script, inline style and remote loads', async () => {
    const { page, violations } = await openApp();
    const result = await page.evaluate(async () => {
      const w = window as unknown as { inlineRan?: boolean; __probe?: { eval: boolean; fn: boolean } };
      const probe = document.createElement('script');
      probe.src = '/__probe.js';
      const loaded = new Promise((r) => (probe.onload = r));
      document.head.append(probe);
      await loaded;
      const script = document.createElement('script');
      script.textContent = 'window.inlineRan = true';
      document.head.append(script);
      const style = document.createElement('style');
      style.textContent = 'body { outline: 7px solid red }';
      document.head.append(style);
      const img = new Image();
      img.src = 'https://example.org/x.png';
      let fetched = 'blocked';
      try {
        await fetch('http://127.0.0.1:9/');
        fetched = 'ran';
      } catch {
        /* blocked */
      }
      await new Promise((r) => setTimeout(r, 200));
      return { probe: w.__probe, inlineRan: w.inlineRan === true, styled: getComputedStyle(document.body).outlineWidth === '7px', fetched };
    });
    expect(result).toEqual({ probe: { eval: false, fn: false }, inlineRan: false, styled: false, fetched: 'blocked' });
    const directives = (await violations()).map((v) => v.split(' ')[0]);
    expect(directives).toEqual(expect.arrayContaining(['script-src', 'script-src-elem', 'style-src-elem', 'img-src', 'connect-src']));
    await page.context().close();
  });
});
