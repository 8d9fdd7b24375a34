/**
 * Vitest global setup, before any test runs: the browser tests need a Chromium (say in one line
 * what to install when there is none, and fail the run rather than let it pass without them) and
 * dist/renderer (built here if the sources changed).
 */
import { relative } from 'node:path';
import type { TestProject } from 'vitest/node';
import { findChromium, INSTALL_CHROMIUM_HINT } from '../../scripts/find-browser.mjs';

const isBrowserTest = (file: string) => file.startsWith('tests/e2e/') || file === 'tests/electron/app-page.test.ts';

async function runIncludesBrowserTests(project: TestProject): Promise<boolean> {
  // The command line's file filters, as vitest keeps them (not in its typed API); none means every file.
  const filters = (project.vitest as unknown as { filenamePattern?: string[] }).filenamePattern;
  const { testFiles } = await project.globTestFiles(filters);
  return testFiles.some((file) => isBrowserTest(relative(project.config.root, file).split('\\').join('/')));
}

export default async function setup(project: TestProject): Promise<void> {
  if (!findChromium() && (await runIncludesBrowserTests(project))) {
    // Exit rather than throw: vitest would follow a thrown error with a misleading "No test files
    // found" and a stack, burying the one line that says what to do.
    console.error(INSTALL_CHROMIUM_HINT);
    process.exit(1);
  }
  const wanted = process.argv.some((a) => a.includes('e2e')) || !process.argv.some((a) => /tests\/(shared|server|renderer)/.test(a));
  if (!wanted) return;
  const { buildRenderer } = await import('../../scripts/build-renderer.mjs');
  await buildRenderer({ quiet: true });
}
