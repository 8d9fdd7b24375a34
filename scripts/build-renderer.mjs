#!/usr/bin/env node
/**
 * Builds the renderer into dist/renderer/ when any of its sources (renderer/, shared/, the build
 * config, the lock file) is newer than the last build. `npm run host`, `npm start` and the browser
 * tests call it, so nobody has to remember a build step. Each text file gets brotli and gzip
 * copies beside it (scripts/precompress.mjs) for the host to send. `--force` always builds;
 * `--quiet` prints only warnings.
 *
 * Several processes may ask at once (parallel test runs, a host starting): one builds while the
 * others wait on a lock, and the new build replaces dist/renderer/ by renaming, so a host serving
 * the old one never sees a half-written directory.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { precompress } from './precompress.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'dist', 'renderer');
const stamp = join(out, '.built');
const lock = join(root, 'dist', '.renderer-build.lock');

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

function sourcesTime() {
  return Math.max(
    newest(join(root, 'renderer')),
    newest(join(root, 'shared')),
    newest(join(root, 'package-lock.json')),
    newest(join(root, 'scripts', 'build-renderer.mjs')),
    newest(join(root, 'scripts', 'precompress.mjs')),
  );
}

const upToDate = () => existsSync(stamp) && existsSync(join(out, 'index.html')) && statSync(stamp).mtimeMs >= sourcesTime();

async function withLock(fn) {
  mkdirSync(dirname(lock), { recursive: true });
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // A lock older than five minutes belongs to a builder that died.
      try {
        if (Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      } catch {
        /* gone meanwhile */
      }
      if (Date.now() - started > 600_000) throw new Error(`renderer build: waited too long for ${lock}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export async function buildRenderer({ force = false, quiet = false } = {}) {
  if (!force && upToDate()) {
    if (!quiet) console.log('renderer: up to date (dist/renderer)');
    return false;
  }
  return withLock(async () => {
    // Someone else may have built it while we waited.
    if (!force && upToDate()) return false;
    const { build } = await import('vite');
    const started = Date.now();
    const fresh = join(root, 'dist', `renderer.new-${process.pid}`);
    const old = join(root, 'dist', `renderer.old-${process.pid}`);
    rmSync(fresh, { recursive: true, force: true });
    // A production build whoever asks: under vitest NODE_ENV is "test", and Vite would then bundle
    // Vue's development build (a third larger, with its warnings) into what the host serves.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      await build({ configFile: join(root, 'renderer', 'vite.config.ts'), mode: 'production', logLevel: quiet ? 'warn' : 'info', build: { outDir: fresh, emptyOutDir: true } });
    } finally {
      if (nodeEnv === undefined) delete process.env.NODE_ENV;
      else process.env.NODE_ENV = nodeEnv;
    }
    precompress(fresh);
    writeFileSync(join(fresh, '.built'), new Date().toISOString() + '\n');
    if (existsSync(out)) renameSync(out, old);
    renameSync(fresh, out);
    rmSync(old, { recursive: true, force: true });
    if (!quiet) console.log(`renderer: built in ${((Date.now() - started) / 1000).toFixed(1)} s (dist/renderer)`);
    return true;
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildRenderer({ force: process.argv.includes('--force'), quiet: process.argv.includes('--quiet') }).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
