/**
 * Builds the Electron main process and the preload into dist/electron/:
 * `vite build -c electron/vite.config.ts --mode main` → main.js (ES module, Node target; npm
 * packages and Electron stay external and ship in node_modules), `--mode preload` → preload.cjs
 * (CommonJS and self-contained: a sandboxed preload can only require 'electron').
 */
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
const nodeBuiltins = [...builtinModules, ...builtinModules.map((m) => `node:${m}`)];

export default defineConfig(({ mode }): UserConfig => {
  const preload = mode === 'preload';
  const input: Record<string, string> = preload ? { preload: here('preload/index.ts') } : { main: here('main/index.ts') };
  return {
    root: here('..'),
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: here('../dist/electron'),
      emptyOutDir: !preload,
      target: 'node20',
      minify: false,
      sourcemap: true,
      reportCompressedSize: false,
      rolldownOptions: {
        input,
        external: preload ? ['electron'] : ['electron', ...nodeBuiltins, 'ws', 'bonjour-service', 'valibot', '@noble/hashes', /^@noble\/hashes\//],
        output: preload
          ? { format: 'cjs', entryFileNames: '[name].cjs' }
          : { format: 'es', entryFileNames: '[name].js' },
      },
    },
    ssr: preload ? { noExternal: true, target: 'webworker' } : { target: 'node' },
  };
});
