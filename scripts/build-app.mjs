#!/usr/bin/env node
/**
 * Builds everything the desktop app loads: the renderer (through the renderer's own build script,
 * which skips an up-to-date build) and the Electron main process + preload (electron/vite.config.ts)
 * into dist/electron/. Used by `npm start`, `npm run dist` and the app tests.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export async function buildApp({ quiet = false } = {}) {
  const { build } = await import('vite');
  const rendererScript = join(root, 'scripts', 'build-renderer.mjs');
  if (existsSync(rendererScript)) await (await import(pathToFileURL(rendererScript).href)).buildRenderer({ quiet });
  else await build({ configFile: join(root, 'renderer', 'vite.config.ts'), logLevel: 'warn' });
  const started = Date.now();
  for (const mode of ['main', 'preload']) await build({ configFile: join(root, 'electron', 'vite.config.ts'), mode, logLevel: 'warn' });
  if (!quiet) console.log(`electron: main and preload built in ${((Date.now() - started) / 1000).toFixed(1)} s (dist/electron)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  buildApp().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
