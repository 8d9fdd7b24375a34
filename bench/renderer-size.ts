/** Bench row: the renderer's JavaScript as a browser downloads it (gzip), against the 400 KB goal. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BenchRow } from './row';

const GOAL_KB = 400;

export async function rendererSizeRows(): Promise<BenchRow[]> {
  const root = join(import.meta.dirname, '..');
  // @ts-expect-error: a plain .mjs script without type declarations
  const { buildRenderer } = (await import('../scripts/build-renderer.mjs')) as { buildRenderer: (o: { quiet: boolean }) => Promise<boolean> };
  await buildRenderer({ quiet: true });
  const assets = join(root, 'dist', 'renderer', 'assets');
  const size = (ext: string) => {
    let raw = 0;
    let gz = 0;
    for (const f of readdirSync(assets).filter((n) => n.endsWith(ext))) {
      const data = readFileSync(join(assets, f));
      raw += data.length;
      gz += gzipSync(data, { level: 9 }).length;
    }
    return { raw: raw / 1024, gz: gz / 1024 };
  };
  const js = size('.js');
  const css = size('.css');
  return [
    { figure: `renderer JS gzip size (dist/renderer, ${js.raw.toFixed(1)} KB raw)`, measured: `${js.gz.toFixed(1)} KB`, reference: '–', goal: `≤ ${GOAL_KB} KB` },
    { figure: 'renderer CSS gzip size', measured: `${css.gz.toFixed(1)} KB`, reference: '–', goal: '–' },
  ];
}
