/**
 * Bench row: what a browser downloads for a first page load, measured through the host over HTTP:
 * index.html and every file it references (scripts, module preloads, style sheets, and what those
 * import or load), once asking for compression as browsers do and once without.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startHost } from '../electron/server/host';
import { count, goal, type BenchRow } from './row';

/** The first page a phone downloads (issue 40). */
export const TRANSFER_GOAL_KB = 200;
/** What Chromium and Firefox send. */
export const BROWSER_ACCEPT = 'gzip, deflate, br, zstd';

interface Fetched {
  /** Bytes on the wire (the body as sent, compressed or not). */
  wire: number;
  text: string;
  encoding: string | null;
}

function fetchRaw(port: number, path: string, acceptEncoding: string | null): Promise<Fetched> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {};
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        if (res.statusCode !== 200) return reject(new Error(`GET ${path}: HTTP ${res.statusCode}`));
        const body = Buffer.concat(chunks);
        const encoding = (res.headers['content-encoding'] as string | undefined) ?? null;
        const plain = encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body;
        resolve({ wire: body.length, text: plain.toString('utf8'), encoding });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Same-origin files a page or module references: src/href attributes, `import … from "./x"`, CSS url(). */
export function referencedPaths(text: string, fromPath: string): string[] {
  const found = new Set<string>();
  const patterns = [/\b(?:src|href)=["']([^"'#]+)["']/g, /\bimport\s*(?:[^'"()]*?from\s*)?["']([^"']+)["']/g, /url\(\s*["']?([^"')]+)["']?\s*\)/g];
  for (const re of patterns)
    for (const m of text.matchAll(re)) {
      const ref = m[1];
      if (/^(data:|https?:|\/\/|blob:)/.test(ref) || !/\.(js|mjs|css|woff2?|png|svg|webp|jpg|json)$/.test(ref.split('?')[0])) continue;
      found.add(new URL(ref, `http://host${fromPath}`).pathname);
    }
  return [...found];
}

/** Every file a first load fetches, with the bytes each took. */
export async function firstLoad(port: number, acceptEncoding: string | null): Promise<{ files: number; bytes: number; encodings: Set<string> }> {
  const seen = new Set<string>();
  const queue = ['/'];
  let bytes = 0;
  const encodings = new Set<string>();
  while (queue.length) {
    const path = queue.shift()!;
    if (seen.has(path)) continue;
    seen.add(path);
    const f = await fetchRaw(port, path, acceptEncoding);
    bytes += f.wire;
    encodings.add(f.encoding ?? 'identity');
    if (path === '/' || /\.(js|mjs|css)$/.test(path)) queue.push(...referencedPaths(f.text, path === '/' ? '/index.html' : path));
  }
  return { files: seen.size, bytes, encodings };
}

export async function transferRows(): Promise<BenchRow[]> {
  const { buildRenderer } = await import('../scripts/build-renderer.mjs');
  await buildRenderer({ quiet: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-bench-transfer-'));
  const host = await startHost({ port: 0, bind: '127.0.0.1', mdns: false, dataDir, rendererDir: join(import.meta.dirname, '..', 'dist', 'renderer') });
  try {
    const compressed = await firstLoad(host.port, BROWSER_ACCEPT);
    const gzipOnly = await firstLoad(host.port, 'gzip');
    const plain = await firstLoad(host.port, null);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    return [
      {
        figure: `first page load through the host over HTTP: index.html and the ${count(compressed.files - 1)} files it loads, bodies as sent (Accept-Encoding "${BROWSER_ACCEPT}": ${[...compressed.encodings].join(', ')}; a gzip-only browser: ${kb(gzipOnly.bytes)})`,
        measured: kb(compressed.bytes),
        reference: `without compression: ${kb(plain.bytes)}`,
        goal: goal(`≤ ${TRANSFER_GOAL_KB} KB`, compressed.bytes <= TRANSFER_GOAL_KB * 1024),
      },
    ];
  } finally {
    await host.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
