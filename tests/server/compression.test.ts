/**
 * The renderer's files go out compressed when the browser asks (the build's brotli or gzip copy,
 * with Content-Encoding and Vary), as they are when it does not; hashed assets are cached as
 * immutable, index.html is revalidated.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accepts } from '../../electron/server/send-asset';
import { precompress } from '../../scripts/precompress.mjs';
import { testHost, type TestHost } from './helpers/host';

interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

function get(port: number, path: string, acceptEncoding?: string, method = 'GET'): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding };
    const req = request({ host: '127.0.0.1', port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const JS = `export const tiles = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => ({ kind: i % 34, name: `tile ${i % 34}` })))};\n`;
const HASHED = '/assets/index-B4xk_9Qz.js';
let base: string;
let host: TestHost;

beforeAll(async () => {
  base = mkdtempSync(join(tmpdir(), 'sparrow-compressed-'));
  mkdirSync(join(base, 'assets'));
  writeFileSync(join(base, 'index.html'), `<!doctype html><title>Sparrow</title><script type="module" src=".${HASHED}"></script>${' '.repeat(300)}`);
  writeFileSync(join(base, HASHED), JS);
  writeFileSync(join(base, 'assets', 'plain.js'), JS);
  writeFileSync(join(base, 'assets', 'tiny-C2vk81aZ.js'), 'x');
  expect(precompress(base)).toBeGreaterThanOrEqual(6);
  host = await testHost({ rendererDir: base });
});
afterAll(async () => {
  await host?.dispose();
  rmSync(base, { recursive: true, force: true });
});

describe('compressed assets', () => {
  it('the build writes a brotli and a gzip copy beside each text file, not where it would be larger', () => {
    expect(readdirSync(join(base, 'assets')).sort()).toEqual(
      ['index-B4xk_9Qz.js', 'index-B4xk_9Qz.js.br', 'index-B4xk_9Qz.js.gz', 'plain.js', 'plain.js.br', 'plain.js.gz', 'tiny-C2vk81aZ.js'].sort(),
    );
  });

  it('sends brotli to a browser that accepts it, with Content-Encoding, Vary and the compressed length', async () => {
    const r = await get(host.port, HASHED, 'gzip, deflate, br, zstd');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers.vary).toBe('Accept-Encoding');
    expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(r.headers['content-length'])).toBe(r.bytes.length);
    expect(r.bytes.length).toBeLessThan(JS.length / 4);
    expect(brotliDecompressSync(r.bytes).toString()).toBe(JS);
  });

  it('sends gzip when brotli is not accepted', async () => {
    for (const header of ['gzip', 'br;q=0, gzip;q=0.8', 'gzip, deflate']) {
      const r = await get(host.port, HASHED, header);
      expect(r.headers['content-encoding'], header).toBe('gzip');
      expect(gunzipSync(r.bytes).toString()).toBe(JS);
    }
  });

  it('sends the file as it is to a browser that asks for no compression, still saying it varies', async () => {
    for (const header of [undefined, 'identity', 'gzip;q=0, br;q=0', '']) {
      const r = await get(host.port, HASHED, header);
      expect(r.headers['content-encoding'], String(header)).toBeUndefined();
      expect(r.headers.vary).toBe('Accept-Encoding');
      expect(r.bytes.toString()).toBe(JS);
    }
    const tiny = await get(host.port, '/assets/tiny-C2vk81aZ.js', 'br, gzip');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.bytes.toString()).toBe('x');
  });

  it('HEAD gives the same headers and no body', async () => {
    const r = await get(host.port, HASHED, 'br', 'HEAD');
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.bytes.length).toBe(0);
  });

  it('caches hashed assets for a year as immutable, other files for an hour, and revalidates index.html', async () => {
    expect((await get(host.port, HASHED, 'br')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get(host.port, '/assets/plain.js')).headers['cache-control']).toBe('public, max-age=3600');
    for (const path of ['/', '/index.html', '/table/abc']) {
      const r = await get(host.port, path, 'gzip');
      expect(r.headers['cache-control'], path).toBe('no-cache');
      expect(r.headers['content-encoding'], path).toBe('gzip');
      expect(gunzipSync(r.bytes).toString()).toContain('<title>Sparrow</title>');
    }
  });

  it('reads Accept-Encoding as the standard says: q=0 refuses, * stands for the others', () => {
    expect(accepts('br', 'br')).toBe(true);
    expect(accepts('BR;Q=1', 'br')).toBe(true);
    expect(accepts('br;q=0', 'br')).toBe(false);
    expect(accepts('gzip', 'br')).toBe(false);
    expect(accepts('*', 'gzip')).toBe(true);
    expect(accepts('*;q=0, gzip', 'br')).toBe(false);
    expect(accepts('gzip;q=0, *', 'gzip')).toBe(false);
    expect(accepts(undefined, 'gzip')).toBe(false);
  });
});
