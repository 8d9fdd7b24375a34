import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';
import FileTimesReporter from './tests/helpers/file-times-reporter';

export default defineConfig({
  // Renderer component tests import .vue files.
  plugins: [vue()],
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two files at a time even on a 2-core machine (the default there is one): the browser and host
    // tests mostly wait on bot pacing and claim pauses, so two run side by side in little more time
    // than one. Nothing times itself, so the contention only makes the run slower, not wrong.
    maxWorkers: 2,
    // Before browser tests: checks for a Chromium, and builds the renderer if its sources changed.
    globalSetup: ['tests/e2e/global-setup.ts'],
    // After the usual output, each file's time, slowest first.
    reporters: ['default', new FileTimesReporter()],
  },
});
