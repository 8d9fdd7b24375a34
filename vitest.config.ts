import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';
import FileTimesReporter from './tests/helpers/file-times-reporter';

/** Engine tests that neither mock a module nor keep state between files: they share each worker's loaded modules. */
const PURE = ['tests/shared/**/*.test.ts'];
const MOCKS_A_MODULE = ['tests/shared/taiwanese/deal-flowers.test.ts'];

export default defineConfig({
  // Renderer component tests import .vue files.
  plugins: [vue()],
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time even on a 2-core machine (the default there is one): the browser tests at
    // the table's real pace mostly wait on bot pacing and claim pauses, so two run side by side in
    // little more time than one. Nothing times itself, so contention only makes the run slower.
    maxWorkers: 2,
    // After the usual output, each file's time, slowest first.
    reporters: ['default', new FileTimesReporter()],
    projects: [
      // Loading the engine and the bots again for each of its ~90 files cost more than a minute.
      { extends: true, test: { name: 'engine', include: PURE, exclude: MOCKS_A_MODULE, isolate: false } },
      {
        extends: true,
        // Before browser tests: checks for a Chromium, and builds the renderer if its sources changed.
        test: { name: 'app', include: ['tests/**/*.test.ts'], exclude: PURE, globalSetup: ['tests/e2e/global-setup.ts'] },
      },
      { extends: true, test: { name: 'mocking', include: MOCKS_A_MODULE } },
    ],
  },
});
