/** Builds the main process and preload into a folder of the test's own (never racing dist/). */
import { join } from 'node:path';
import { build } from 'vite';

export const ROOT = join(import.meta.dirname, '..', '..', '..');

export async function buildElectronInto(outDir: string): Promise<void> {
  for (const mode of ['main', 'preload'])
    await build({ configFile: join(ROOT, 'electron', 'vite.config.ts'), mode, logLevel: 'warn', build: { outDir, emptyOutDir: false, sourcemap: false } });
}
