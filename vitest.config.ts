import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // Renderer component tests import .vue files.
  plugins: [vue()],
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Builds the renderer (only when its sources changed) before browser tests load it.
    globalSetup: ['tests/e2e/global-setup.ts'],
  },
});
