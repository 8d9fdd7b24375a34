/** The host's HTTP side: the built renderer (or a page saying it is not built), no path escapes, WebSocket origins. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { testHost, type TestHost } from './helpers/host';

const dirs: string[] = [];
const hosts: TestHost[] = [];
afterAll(async () => {
  await Promise.all(hosts.map((h) => h.dispose()));
  dirs.forEach((d) => rmSync(d, { recursive: true, force: true }));
});

function get(port: number, path: string, method = 'GET'): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function upgrade(url: string, origin?: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, origin ? { origin } : {});
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode!));
    ws.on('error', () => {});
  });
}

describe('HTTP', () => {
  it('serves the built renderer, falls back to index.html for app routes, and never leaves its folder', async () => {
    const base = mkdtempSync(join(tmpdir(), 'sparrow-renderer-'));
    dirs.push(base);
    const dir = join(base, 'renderer');
    mkdirSync(join(dir, 'assets'), { recursive: true });
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Sparrow app</title>');
    writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir, '..', 'secret.txt'), 'nope');
    const host = await testHost({ rendererDir: dir });
    hosts.push(host);
    expect(await get(host.port, '/')).toMatchObject({ status: 200, body: '<!doctype html><title>Sparrow app</title>' });
    expect(await get(host.port, '/assets/app.js')).toMatchObject({ status: 200, type: 'text/javascript; charset=utf-8', body: 'console.log(1)' });
    expect(await get(host.port, '/table/abc')).toMatchObject({ status: 200, body: expect.stringContaining('Sparrow app') });
    expect((await get(host.port, '/assets/missing.js')).status).toBe(404);
    for (const path of ['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/..%5csecret.txt'])
      expect((await get(host.port, path)).body).not.toContain('nope');
    expect((await get(host.port, '/', 'POST')).status).toBe(405);
  });

  it('says so when the renderer has not been built', async () => {
    const host = await testHost();
    hosts.push(host);
    const page = await get(host.port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('has not been built');
  });

  it('accepts WebSockets from its own page, the app and local tools; refuses other sites', async () => {
    const host = await testHost();
    hosts.push(host);
    expect(await upgrade(host.url)).toBe('open');
    expect(await upgrade(host.url, `http://127.0.0.1:${host.port}`)).toBe('open');
    expect(await upgrade(host.url, 'sparrow://app')).toBe('open');
    // A sandboxed frame or a file page (opaque origin) and other schemes could otherwise act as this machine.
    expect(await upgrade(host.url, 'null')).toBe(403);
    expect(await upgrade(host.url, 'file://')).toBe(403);
    expect(await upgrade(host.url, 'chrome-extension://abcdef')).toBe(403);
    expect(await upgrade(host.url, 'http://localhost:5173')).toBe('open');
    expect(await upgrade(host.url, 'https://evil.example')).toBe(403);
    expect(await upgrade(host.url, 'http://192.168.1.20:7070')).toBe(403);
  });

  it('caps the WebSockets one address may hold open; a closed one frees its place', async () => {
    const host = await testHost({ limits: { maxConnectionsPerAddress: 3 } });
    hosts.push(host);
    const open = await Promise.all([0, 1, 2].map(() => new Promise<WebSocket>((resolve) => {
      const ws = new WebSocket(host.url);
      ws.on('open', () => resolve(ws));
    })));
    expect(await upgrade(host.url)).toBe(503);
    await new Promise<void>((resolve) => {
      open[0].once('close', () => resolve());
      open[0].close();
    });
    await new Promise((r) => setTimeout(r, 50));
    expect(await upgrade(host.url)).toBe('open');
    for (const ws of open.slice(1)) ws.close();
  });
});
