/**
 * The type check (scripts/typecheck.mjs: tsc and vue-tsc) as one of the suite's files, so it runs
 * beside the other tests rather than before them all; a type error fails `npm test` here.
 */
import { spawnSync } from 'node:child_process';
import { expect, it } from 'vitest';

it('the project and the renderer type-check', () => {
  const run = spawnSync(process.execPath, ['scripts/typecheck.mjs'], { encoding: 'utf8' });
  expect(`${run.stdout}${run.stderr}`.trim()).toBe('');
  expect(run.status).toBe(0);
}, 600_000);
