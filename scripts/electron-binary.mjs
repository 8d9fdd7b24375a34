/**
 * Where the Electron binary is, without downloading it: the same lookup as the `electron`
 * package's index.js (path.txt, dist/, ELECTRON_OVERRIDE_DIST_PATH), but it reports a missing
 * binary instead of fetching it. `electronWithDownload` runs the package's installer, as its index.js would.
 */
import { spawnSync } from 'node:child_process';
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

/**
 * Runs the electron package's own installer (what `require('electron')` does the first time), its
 * output kept: on failure the caller gets one line of reason, not the installer's stack or its
 * advice to reinstall the package (start.mjs says what to do instead).
 */
export function electronWithDownload() {
  let pkgDir;
  try {
    pkgDir = dirname(require.resolve('electron/package.json'));
  } catch {
    return { ok: false, reason: 'the electron package is not installed (npm install)' };
  }
  const run = spawnSync(process.execPath, [join(pkgDir, 'install.js')], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  if (run.status === 0) return findElectron();
  return { ok: false, reason: downloadFailure(`${run.stderr ?? ''}\n${run.stdout ?? ''}`, run.error) };
}

/** One line saying why Electron's download failed, from the installer's output (an error and its cause's code). */
export function downloadFailure(output, spawnError) {
  if (spawnError) return `the download could not run: ${spawnError.message}`;
  const lines = output.split('\n').map((l) => l.trim());
  const error = lines.find((l) => /^[A-Za-z]*Error\b.*:/.test(l)) ?? lines.find((l) => l && !l.startsWith('at ')) ?? 'no reason given';
  const code = /code: '([A-Z_]+)'/.exec(output)?.[1];
  const host = /hostname: '([^']+)'/.exec(output)?.[1];
  return `the download failed: ${error}${code ? ` (${code}${host ? ` ${host}` : ''})` : ''}`;
}
