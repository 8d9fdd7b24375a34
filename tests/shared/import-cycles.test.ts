/**
 * No import cycles among the engine's and the host's modules (shared/, electron/): each module's
 * imports, type-only ones included, are followed and every cycle found is listed. (The renderer,
 * whose .vue files this parser does not read, is left out.)
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = join(__dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.ts$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The repository files a module imports (relative specifiers only: packages cannot close a cycle here). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  const specifiers = [...text.matchAll(/\b(?:import|export)\b[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]|^import\s+['"]([^'"]+)['"]/gm)].map((m) => m[1] ?? m[2] ?? m[3]);
  return specifiers.flatMap((spec) => {
    if (!spec.startsWith('.')) return [];
    const base = resolve(dirname(file), spec).replace(/\.js$/, '');
    const target = [`${base}.ts`, join(base, 'index.ts')].find((p) => existsSync(p));
    return target ? [target] : [];
  });
}

/** Every cycle (as the list of its modules, smallest first) among `files`' imports. */
function importCycles(files: readonly string[]): string[][] {
  const graph = new Map(files.map((f) => [f, importsOf(f)]));
  // Tarjan's strongly connected components: any with more than one module (or a self-import) is a cycle.
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    order.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!order.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, order.get(w)!));
    }
    if (low.get(v) !== order.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(w);
    } while (w !== v);
    if (component.length > 1 || graph.get(v)!.includes(v)) cycles.push(component.sort());
  };
  for (const f of files) if (!order.has(f)) visit(f);
  return cycles;
}

const files = ['shared', 'electron'].flatMap((d) => sourceFiles(join(repo, d)));
const named = (cycles: string[][]) => cycles.map((c) => c.map((f) => relative(repo, f)).join(' ↔ '));

describe('imports', () => {
  it('the check finds cycles, type-only imports included, and nothing else', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparrow-cycles-'));
    const write = (name: string, text: string) => writeFileSync(join(dir, name), text);
    write('a.ts', "import { b } from './b';\nexport const a = b;\n");
    write('b.ts', "import type { C } from './c.js';\nexport const b = 1;\n");
    write('c.ts', "export type C = number;\n// import { a } from './a';\nexport { a } from './a';\n");
    write('d.ts', "import { a } from './a';\nimport * as v from 'valibot';\nexport const d = [a, v];\n");
    write('e.ts', "/* import { d } from './d'; */\nexport const e = 1;\n");
    const all = ['a', 'b', 'c', 'd', 'e'].map((n) => join(dir, `${n}.ts`));
    try {
      expect(importCycles(all).map((c) => c.map((f) => relative(dir, f)))).toEqual([['a.ts', 'b.ts', 'c.ts']]);
      expect(importCycles(all.filter((f) => !f.endsWith('c.ts')))).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shared/ and electron/ have none', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(named(importCycles(files))).toEqual([]);
  });
});
