#!/usr/bin/env node
/**
 * Builds the renderer into dist/renderer/ when any of its sources (renderer/, shared/, the build
 * config, the lock file) is newer than the last build. `npm run host`, `npm start` and the browser
 * tests call it, so nobody has to remember a build step. `--force` always builds; `--quiet` prints
 * only warnings.
 */
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'renderer');
const stamp = join(out, '.built');

function newest(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = st.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
}

export async function buildRenderer({ force = false, quiet = false } = {}) {
  const sources = Math.max(
    newest(join(root, 'renderer')),
    newest(join(root, 'shared')),
    newest(join(root, 'package-lock.json')),
    newest(join(root, 'scripts', 'build-renderer.mjs')),
  );
  const built = existsSync(stamp) && existsSync(join(out, 'index.html')) ? statSync(stamp).mtimeMs : 0;
  if (!force && built >= sources) {
    if (!quiet) console.log('renderer: up to date (dist/renderer)');
    return false;
  }
  const { build } = await import('vite');
  const started = Date.now();
  await build({ configFile: join(root, 'renderer', 'vite.config.ts'), logLevel: quiet ? 'warn' : 'info' });
  writeFileSync(stamp, new Date().toISOString() + '\n');
  if (!quiet) console.log(`renderer: built in ${((Date.now() - started) / 1000).toFixed(1)} s (dist/renderer)`);
  return true;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildRenderer({ force: process.argv.includes('--force'), quiet: process.argv.includes('--quiet') }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
