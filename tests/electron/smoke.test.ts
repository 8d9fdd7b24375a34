/**
 * The real app, through Playwright's `_electron`: launch, host a practice table, see the table.
 * It runs wherever Electron's binary exists (after a first `npm start` has downloaded it, or with
 * ELECTRON_OVERRIDE_DIST_PATH) and a display is there (on Linux CI: xvfb-run). Otherwise it is
 * skipped and says why: this test never downloads Electron and never pretends it ran.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { _electron, type ElectronApplication } from 'playwright';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../scripts/build-app.mjs';
import { findElectron } from '../../scripts/electron-binary.mjs';
import { ROOT } from './helpers/build';

const electron = findElectron();
const display = process.platform !== 'linux' || !!process.env.DISPLAY || !!process.env.WAYLAND_DISPLAY;
const skipReason = !electron.ok ? electron.reason : !display ? 'no display for a window (set DISPLAY, e.g. run under xvfb-run)' : null;
if (skipReason) console.warn(`Electron smoke test skipped: ${skipReason}. The app's logic, page, CSP and preload are tested without Electron in tests/electron/.`);

describe.skipIf(skipReason !== null)('the Electron app (smoke)', () => {
  let app: ElectronApplication | null = null;
  const userData = mkdtempSync(join(tmpdir(), 'sparrow-electron-'));
  afterAll(async () => {
    await app?.close().catch(() => undefined);
    rmSync(userData, { recursive: true, force: true });
  });

  it('launches, hosts a practice table, and shows the table', async () => {
    await buildApp({ quiet: true });
    // No mDNS from a test, and any free port.
    writeFileSync(join(userData, 'settings.json'), JSON.stringify({ advertise: false, port: 0 }));
    app = await _electron.launch({
      executablePath: (electron as { path: string }).path,
      args: [ROOT, `--user-data-dir=${userData}`],
      env: { ...process.env, ELECTRON_ENABLE_LOGGING: '1' },
      timeout: 60_000,
    });
    const page = await app.firstWindow();
    await page.waitForLoadState('domcontentloaded');
    expect(page.url()).toBe('sparrow://app/index.html');
    expect(await page.evaluate(() => ({ api: window.sparrow?.apiVersion, node: ['require', 'process', 'module', 'Buffer'].filter((k) => k in window) }))).toEqual({ api: 1, node: [] });
    expect(await app.evaluate(({ BrowserWindow }) => BrowserWindow.getAllWindows().length)).toBe(1);

    await page.locator('[data-action=practice]').click();
    await page.locator('[data-test=ceremony], [data-test=my-area]').first().waitFor({ timeout: 60_000 });
    const skip = page.locator('[data-action=skip-ceremony]');
    if (await skip.isVisible().catch(() => false)) await skip.click().catch(() => undefined);
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(ROOT, 'test-results', 'screenshots', 'electron-practice.png') });
  }, 240_000);
});
