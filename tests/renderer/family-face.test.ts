/** The renderer asks shared/rules/face.ts what a family shows instead of branching on its name. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { familyFace } from '../../shared/rules/face';

const root = join(__dirname, '../../renderer/src');
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : /\.(ts|vue)$/.test(n) ? [join(dir, n)] : []));

describe('the family face', () => {
  it('says what each family shows', () => {
    expect(familyFace('riichi')).toMatchObject({ scoreUnit: 'han', hasRiichi: true, gameLogs: true, dealerStreak: false });
    expect(familyFace('taiwanese')).toMatchObject({ scoreUnit: 'tai', dealerWins: true });
    expect(familyFace('classical')).toMatchObject({ scoreUnit: 'points', dealerStreak: true, dealerWins: false });
  });

  it('is what the renderer asks: no component or store compares a family by name', () => {
    const branches = files(root).flatMap((f) =>
      readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) => (/family\s*[!=]==\s*'/.test(line) ? [`${relative(root, f)}:${i + 1}`] : [])),
    );
    expect(branches).toEqual([]);
  });
});
