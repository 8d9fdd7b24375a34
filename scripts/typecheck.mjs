#!/usr/bin/env node
/**
 * `npm test`'s type check: the project with tsc and the renderer's .vue files with vue-tsc, side by
 * side (two processes, so the two cores share the work). Fails if either fails. Incremental: what
 * they learnt is kept in node_modules/.cache, so a second run checks only what changed.
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
const codes = await Promise.all([run(bin('tsc'), ['--noEmit', '-p', 'tsconfig.json', ...cache('tsc')]), run(bin('vue-tsc'), ['--noEmit', '-p', 'renderer/tsconfig.json', ...cache('vue-tsc')])]);
process.exit(codes.some((c) => c !== 0) ? 1 : 0);
