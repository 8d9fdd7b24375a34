/**
 * Where the Electron binary is, without downloading it: the same lookup as the `electron`
 * package's index.js (path.txt, dist/, ELECTRON_OVERRIDE_DIST_PATH), but it reports a missing
 * binary instead of fetching it. `require('electron')` is what downloads it (on first use).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const require = createRequire(import.meta.url);

/** @returns {{ ok: true, path: string } | { ok: false, reason: string }} */
export function findElectron() {
  let pkgDir;
  try {
    pkgDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { ok: false, reason: 'the electron package is not installed (npm install)' };
  }
  const pathFile = join(pkgDir, 'path.txt');
  const name = existsSync(pathFile) ? readFileSync(pathFile, 'utf8').trim() : null;
  if (process.env.ELECTRON_OVERRIDE_DIST_PATH) {
    const path = join(process.env.ELECTRON_OVERRIDE_DIST_PATH, name || 'electron');
    return existsSync(path) ? { ok: true, path } : { ok: false, reason: `ELECTRON_OVERRIDE_DIST_PATH has no Electron binary (${path})` };
  }
  if (!name) return { ok: false, reason: `Electron's binary was never downloaded (${pathFile} is missing)` };
  const path = join(pkgDir, 'dist', name);
  return existsSync(path) ? { ok: true, path } : { ok: false, reason: `Electron's binary is missing (${path})` };
}

/** Asks the electron package for its binary, which downloads it the first time, as Electron does. */
export function electronWithDownload() {
  try {
    const path = require('electron');
    return typeof path === 'string' && existsSync(path) ? { ok: true, path } : { ok: false, reason: `Electron reported ${String(path)}, which does not exist` };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  }
}
