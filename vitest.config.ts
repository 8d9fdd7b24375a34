import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';
import FileTimesReporter from './tests/helpers/file-times-reporter';
import InterleavingSequencer from './tests/helpers/sequencer';

/** Engine tests that neither mock a module nor keep state between files: they share each worker's loaded modules. */
const PURE = ['tests/shared/**/*.test.ts'];
const MOCKS_A_MODULE = ['tests/shared/taiwanese/deal-flowers.test.ts', 'tests/server/journal-writer.test.ts', 'tests/renderer/local-play.test.ts'];
/** Server tests close the hosts they start, so they too share each worker's loaded modules (−20 s of CPU in a run). */
const SERVER = ['tests/server/**/*.test.ts'];
/**
 * Component tests too (a third less time for them: Vue, the i18n messages and the stores are
 * loaded once a worker); each file starts with empty storage (fresh-page.ts).
 */
const RENDERER = ['tests/renderer/**/*.test.ts'];

export default defineConfig({
  // Renderer component tests import .vue files.
  plugins: [vue()],
  test: {
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Three files at a time even on a 2-core machine (the default there is one): the browser tests
    // wait on their browsers much of the time, and the projects run one after another (app, engine,
    // server), so a third file fills the waits. Nothing times itself, so contention only makes the
    // run slower.
    maxWorkers: 3,
    // Browser files and engine files side by side rather than one project after another.
    sequence: { sequencer: InterleavingSequencer },
    // After the usual output, each file's time, slowest first.
    reporters: ['default', new FileTimesReporter()],
    projects: [
      // Loading the engine and the bots again for each of its ~90 files cost more than a minute.
      { extends: true, test: { name: 'engine', include: PURE, exclude: MOCKS_A_MODULE, isolate: false } },
      { extends: true, test: { name: 'server', include: SERVER, exclude: MOCKS_A_MODULE, isolate: false } },
      { extends: true, test: { name: 'renderer', include: RENDERER, exclude: MOCKS_A_MODULE, isolate: false, setupFiles: ['tests/renderer/fresh-page.ts'] } },
      {
        extends: true,
        // Before browser tests: checks for a Chromium, and builds the renderer if its sources changed.
        // Their files close the browsers and hosts they start, and mock nothing: they too share modules.
        test: { name: 'app', include: ['tests/**/*.test.ts'], exclude: [...PURE, ...SERVER, ...RENDERER], globalSetup: ['tests/e2e/global-setup.ts'], isolate: false },
      },
      { extends: true, test: { name: 'mocking', include: MOCKS_A_MODULE } },
    ],
  },
});
