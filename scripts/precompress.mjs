/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every text file of a built renderer, so the
 * host sends a browser the compressed bytes without compressing on each request
 * (`electron/server/send-asset.ts` chooses by Accept-Encoding). A copy that would not be smaller
 * is not written.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.map', '.wasm']);

/** Compresses every text file under `dir`; returns how many copies were written. */
export function precompress(dir) {
  let written = 0;
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      written += precompress(path);
      continue;
    }
    if (!TEXT.has(extname(name))) continue;
    const data = readFileSync(path);
    const copies = [
      ['.br', brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length } })],
      ['.gz', gzipSync(data, { level: 9 })],
    ];
    for (const [suffix, bytes] of copies) {
      if (bytes.length >= data.length) continue;
      writeFileSync(path + suffix, bytes);
      written++;
    }
  }
  return written;
}
