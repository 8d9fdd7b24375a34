/**
 * The built main process (dist/electron/main.js, as the app runs it) loaded in plain Node with a
 * stand-in for the 'electron' module: its imports resolve, it finds its preload and renderer, and
 * the window, scheme, session, IPC and menu it sets up are the tested ones, wired as intended.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from '../../electron/main/csp';
import { buildElectronInto, ROOT } from './helpers/build';

// Inside the repository, so the bundle's npm imports resolve from its node_modules.
const out = join(ROOT, 'dist', `electron-test-${process.pid}`);
let userData: string;
let report: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeAll(async () => {
  const { buildRenderer } = (await import(join(ROOT, 'scripts', 'build-renderer.mjs'))) as { buildRenderer: (o: { quiet: boolean }) => Promise<boolean> };
  await buildRenderer({ quiet: true });
  await buildElectronInto(out);
  userData = mkdtempSync(join(tmpdir(), 'sparrow-bundle-'));
  const stdout = execFileSync(process.execPath, [join(ROOT, 'tests', 'electron', 'helpers', 'main', 'run.mjs'), join(out, 'main.js')], {
    env: { ...process.env, FAKE_APP_PATH: ROOT, FAKE_USER_DATA: userData },
    encoding: 'utf8',
    timeout: 60_000,
  });
  report = JSON.parse(stdout.trim().split('\n').at(-1)!);
}, 180_000);

afterAll(() => {
  rmSync(out, { recursive: true, force: true });
  rmSync(userData, { recursive: true, force: true });
});

describe('the built main process', () => {
  it('takes the single-instance lock and sandboxes every renderer before ready', () => {
    expect(report.calls.slice(0, 3)).toEqual(['requestSingleInstanceLock', 'enableSandbox', 'whenReady']);
    expect(report.schemes).toEqual([{ scheme: 'sparrow', privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true } }]);
  });

  it('opens one window on the app page, with the locked-down preferences and its built preload', () => {
    expect(report.windows).toBe(1);
    expect(report.url).toBe('sparrow://app/index.html');
    const web = report.options.webPreferences;
    expect(web).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, nodeIntegrationInWorker: false, nodeIntegrationInSubFrames: false, webSecurity: true, webviewTag: false, allowRunningInsecureContent: false, disableBlinkFeatures: 'Auxclick' });
    expect(web.preload).toBe(join(out, 'preload.cjs'));
    expect(existsSync(web.preload)).toBe(true);
    expect(report.options.icon).toBe(join(ROOT, 'build', 'icons', '512x512.png'));
    expect(report.navigationBlocked).toBe(true);
  });

  it('serves the built renderer on its scheme with the CSP, and nothing outside it', () => {
    expect(report.page.status).toBe(200);
    expect(report.page.type).toBe('text/html; charset=utf-8');
    expect(report.page.csp).toBe(CSP);
    expect(report.page.html).toMatch(/<!doctype html>/i);
    expect(report.outside).toBe(404);
  });

  it('answers its own window over IPC and refuses others; denies permissions; has its menu', () => {
    expect(report.channels).toEqual(['sparrow:browse', 'sparrow:host-start', 'sparrow:host-status', 'sparrow:host-stop', 'sparrow:mjai-seat', 'sparrow:settings-get', 'sparrow:settings-set']);
    // Seating an mjai AI: refused to another window; to its own, refused while the app hosts nothing.
    expect(report.mjaiRefused.error).toMatch(/refused: not sent by the Sparrow window/);
    expect(report.mjai).toEqual({ ok: { ok: false, reason: 'not-hosting', message: 'this app is not hosting tables' } });
    expect(report.settings.ok).toMatchObject({ port: 7070, advertise: true, lastPreset: 'hungarian' });
    expect(report.status).toEqual({ ok: { hosting: false, address: null, urls: [], advertised: false, hostKey: null } });
    expect(report.refused.error).toMatch(/refused/);
    expect(report.permission).toBe(false);
    expect(report.menu).toEqual(['&Table', 'editMenu', '&View', 'windowMenu', 'help']);
  });
});
