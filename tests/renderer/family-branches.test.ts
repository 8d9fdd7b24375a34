/** The renderer asks a family's object (shared/rules/families.ts) what it shows instead of branching on its name. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(__dirname, '../../renderer/src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : /\.(ts|vue)$/.test(n) ? [join(dir, n)] : []));

describe('the renderer and the rule families', () => {
  it('no component or store compares a family, or a rule set, with a family name', () => {
    const branches = files(root).flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/(family|ruleset|current|id)\s*[!=]==\s*'|[!=]==\s*'(riichi|classical|taiwanese)'/.test(line) ? [`${relative(root, f)}:${i + 1}`] : [])),
    );
    expect(branches).toEqual([]);
  });
});
