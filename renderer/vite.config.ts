/** Builds the renderer to dist/renderer/ with a relative base, so any host (or Electron's file://) can serve it. */
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  plugins: [vue()],
  define: {
    __VUE_OPTIONS_API__: 'false',
    __VUE_PROD_DEVTOOLS__: 'false',
    __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    __INTLIFY_JIT_COMPILATION__: 'true',
    __INTLIFY_DROP_MESSAGE_COMPILER__: 'false',
  },
  build: {
    outDir: fileURLToPath(new URL('../dist/renderer', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    reportCompressedSize: false,
    // The Vue transform is the slow part on small machines; Rolldown's note about it is noise here.
    rolldownOptions: {
      checks: { bundlerTimings: false },
      // The libraries (Vue, Pinia, vue-i18n, valibot…) in a chunk of their own: it stays cached across
      // app updates, and neither chunk passes Vite's 500 kB warning. The QR encoder (uqr) stays with
      // the waiting screen's QR code, loaded only when it shows.
      output: { codeSplitting: { groups: [{ name: 'vendor', test: /[\\/]node_modules[\\/](?!uqr[\\/])/ }] } },
    },
  },
  server: { fs: { allow: [fileURLToPath(new URL('..', import.meta.url))] } },
});
