#!/usr/bin/env node
/**
 * `npm start`: builds the renderer, main process and preload, then opens the app with Electron.
 * The first start downloads Electron's binary, as the electron package does. Where it cannot
 * (no network to Electron's releases), this says so, explains the headless host, and exits
 * non-zero: it never pretends the app started.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './build-app.mjs';
import { electronWithDownload, findElectron } from './electron-binary.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronVersion = () => JSON.parse(readFileSync(createRequire(import.meta.url).resolve('electron/package.json'), 'utf8')).version;

const NO_ELECTRON = (reason) => `
Sparrow could not start the desktop app: Electron's binary is not available.
  ${reason.split('\n')[0]}

The electron package downloads its binary the first time it is used. That download failed,
usually because this machine cannot reach Electron's releases. To fix it, run \`npm start\` again
where the download works, or point ELECTRON_OVERRIDE_DIST_PATH at an unpacked Electron ${electronVersion()}.

Without Electron you can still play: the table server runs headless and any browser is the app.
  npm run host -- --bots 3      # a practice table with three bots
  then open the address it prints (e.g. http://127.0.0.1:7070) in a browser.
`;

async function main() {
  await buildApp();
  let electron = findElectron();
  if (!electron.ok) {
    console.log('Electron: downloading its binary (first start)…');
    electron = electronWithDownload();
  }
  if (!electron.ok) {
    console.error(NO_ELECTRON(electron.reason));
    process.exit(1);
  }
  const env = { ...process.env };
  delete env.ELECTRON_RUN_AS_NODE;
  const child = spawn(electron.path, [root, ...process.argv.slice(2)], { stdio: 'inherit', env });
  child.on('error', (e) => {
    console.error(`Sparrow: could not run Electron (${electron.path}): ${e.message}`);
    process.exit(1);
  });
  child.on('exit', (code, signal) => process.exit(signal ? 1 : (code ?? 0)));
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
