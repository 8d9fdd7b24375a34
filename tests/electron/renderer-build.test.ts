/**
 * The renderer build that the host serves: a production build even when a test process (NODE_ENV
 * "test") asks for it, with a brotli and a gzip copy beside each script and style sheet.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildRenderer } from '../../scripts/build-renderer.mjs';

const assets = join(import.meta.dirname, '..', '..', 'dist', 'renderer', 'assets');

describe('renderer build', () => {
  it('is a production build with compressed copies, even from a test process', async () => {
    expect(process.env.NODE_ENV).toBe('test');
    await buildRenderer({ force: true, quiet: true });
    expect(process.env.NODE_ENV).toBe('test');
    const files = readdirSync(assets);
    const code = files.filter((f) => /\.(js|css)$/.test(f));
    expect(code.length).toBeGreaterThanOrEqual(3);
    for (const f of code) {
      // A copy is written only where it is smaller (precompress.mjs): a chunk of a few bytes may have none.
      if (statSync(join(assets, f)).size >= 1024) {
        expect(files, f).toContain(`${f}.br`);
        expect(files, f).toContain(`${f}.gz`);
      }
      // Vue's development build prints "[Vue warn]"; the production build has no such text.
      expect(readFileSync(join(assets, f), 'utf8'), f).not.toContain('Vue warn');
    }
  }, 180_000);
});
