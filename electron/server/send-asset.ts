/**
 * Sends one file of the built renderer: the brotli or gzip copy written beside it at build time
 * (`scripts/precompress.mjs`) when the browser accepts it, with `Content-Encoding` and
 * `Vary: Accept-Encoding`; the file itself otherwise. Vite's content-hashed files
 * (`assets/name-HASH.js`) are cached for a year as immutable; index.html is revalidated every time.
 */
import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, dirname } from 'node:path';

export type Encoding = 'br' | 'gzip';

/** The file suffix of each precompressed copy, in order of preference. */
const ENCODED_COPIES: readonly { encoding: Encoding; suffix: string }[] = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
];

/** Whether an `Accept-Encoding` header accepts `encoding` (q=0 refuses it; `*` stands for the rest). */
export function accepts(header: string | undefined, encoding: Encoding): boolean {
  if (!header) return false;
  let star: boolean | null = null;
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const ok = !q || Number(q.slice(2)) > 0;
    if (name.trim() === encoding) return ok;
    if (name.trim() === '*') star = ok;
  }
  return star === true;
}

// Vite names built files `name-HASH.ext`, the hash 8 characters of [A-Za-z0-9_-].
const HASHED = /-[A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

function cacheControlFor(file: string, isIndex: boolean): string {
  if (isIndex) return 'no-cache';
  if (basename(dirname(file)) === 'assets' && HASHED.test(basename(file))) return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

function sizeOf(file: string): number | null {
  try {
    const st = statSync(file);
    return st.isFile() ? st.size : null;
  } catch {
    return null;
  }
}

/** Answers a GET or HEAD for `file` (already checked to be inside the renderer folder). */
export function sendAsset(req: IncomingMessage, res: ServerResponse, file: string, contentType: string, isIndex: boolean): void {
  const original = sizeOf(file);
  if (original === null) return void res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('not found');
  const header = req.headers['accept-encoding'];
  let body = file;
  let size = original;
  let encoding: Encoding | null = null;
  let compressible = false;
  for (const copy of ENCODED_COPIES) {
    const copySize = sizeOf(file + copy.suffix);
    if (copySize === null) continue;
    compressible = true;
    if (encoding === null && accepts(typeof header === 'string' ? header : undefined, copy.encoding)) {
      encoding = copy.encoding;
      body = file + copy.suffix;
      size = copySize;
    }
  }
  res.writeHead(200, {
    'Content-Type': contentType,
    'Content-Length': String(size),
    'Cache-Control': cacheControlFor(file, isIndex),
    ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(body).on('error', () => res.destroy()).pipe(res);
}

