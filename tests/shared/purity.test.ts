import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// shared/ is the engine that runs in the host, the bots and the browser: no Node, DOM or network.
const ALLOWED_PACKAGES = [/^@noble\/hashes\//, /^valibot$/];
const FORBIDDEN_GLOBALS = /\b(process|Buffer|require|window|document|navigator|localStorage|XMLHttpRequest|fetch|WebSocket|__dirname)\b\s*[.(\[]/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|vue)$/.test(name) ? [path] : [];
  });
}

const root = join(__dirname, '../../shared');
const files = sourceFiles(root);

describe('shared/ is a pure engine', () => {
  it('has source files to check', () => expect(files.length).toBeGreaterThan(5));

  it.each(files.map((f) => [relative(root, f), f]))('%s imports only relative modules and allowed packages', (_name, file) => {
    const text = readFileSync(file, 'utf8');
    const specifiers = [...text.matchAll(/\b(?:import|export)\b[^'"]*?from\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm)].map(
      (m) => m[1] ?? m[2] ?? m[3],
    );
    for (const spec of specifiers) {
      if (spec.startsWith('./') || spec.startsWith('../')) {
        // A relative import must stay inside shared/ (not reach into electron/ or renderer/).
        const target = relative(root, resolve(dirname(file), spec));
        expect(target.startsWith('..'), `${file} imports "${spec}" from outside shared/`).toBe(false);
        continue;
      }
      expect(ALLOWED_PACKAGES.some((p) => p.test(spec)), `${file} imports "${spec}"`).toBe(true);
    }
    const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
    expect(code.match(FORBIDDEN_GLOBALS)?.[0] ?? null, `${file} uses a Node or DOM global`).toBeNull();
  });
});
