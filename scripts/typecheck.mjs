#!/usr/bin/env node
/**
 * `npm test`'s type check: the whole project, .vue files too, as one program with vue-tsc (checking
 * shared/ once: two programs, tsc and vue-tsc, took half as much CPU again). Incremental: what it
 * learnt is kept in node_modules/.cache, so a second run checks only what changed.
 */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (cmd, args) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

const cache = (name) => ['--incremental', '--tsBuildInfoFile', join(root, 'node_modules', '.cache', 'sparrow-typecheck', `${name}.tsbuildinfo`)];
process.exit(await run(bin('vue-tsc'), ['--noEmit', '-p', 'tsconfig.json', ...cache('project')]));
