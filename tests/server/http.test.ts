/**
 * The host's HTTP side: the built renderer (or a page saying it is not built) under its CSP and
 * security headers, no path escapes, only this machine's own names as Host (no DNS rebinding),
 * WebSocket origins.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { hostname, networkInterfaces, tmpdir } from 'node:os';
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

function get(port: number, path: string, method = 'GET', host?: string): Promise<{ status: number; type: string; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method, headers: host ? { Host: host } : {} }, (res) => {
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode!, type: String(res.headers['content-type']), body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

function upgrade(url: string, origin?: string, host?: string): Promise<'open' | number> {
  return new Promise((resolve) => {
    const ws = new WebSocket(url, { ...(origin ? { origin } : {}), ...(host ? { headers: { Host: host } } : {}) });
    ws.on('open', () => {
      ws.close();
      resolve('open');
    });
    ws.on('unexpected-response', (_req, res) => resolve(res.statusCode!));
    ws.on('error', () => {});
  });
}

/** A WebSocket upgrade sent by hand for `path` exactly as written: the first line of the host's answer. */
function rawUpgrade(port: number, path: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n`),
    );
    let got = '';
    socket.on('data', (d) => (got += d));
    socket.on('close', () => resolve(got.split('\r\n')[0]));
    socket.on('error', reject);
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
    // Dot files (the build stamp, say) are not served.
    writeFileSync(join(dir, '.built'), 'stamp-1234');
    writeFileSync(join(dir, 'assets', '.hidden.js'), 'hidden');
    for (const path of ['/.built', '/assets/.hidden.js', '/%2ebuilt']) expect((await get(host.port, path)).body, path).not.toMatch(/stamp-1234|hidden/);
  });

  it('says so when the renderer has not been built', async () => {
    const host = await testHost();
    hosts.push(host);
    const page = await get(host.port, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('has not been built');
  });

  it('accepts WebSockets from its own page (scheme, host and port), the app and tools without a page; refuses other sites and other ports', async () => {
    const host = await testHost();
    hosts.push(host);
    expect(await upgrade(host.url)).toBe('open');
    expect(await upgrade(host.url, `http://127.0.0.1:${host.port}`)).toBe('open');
    expect(await upgrade(host.url, 'sparrow://app')).toBe('open');
    // A sandboxed frame or a file page (opaque origin) and other schemes could otherwise act as this machine.
    expect(await upgrade(host.url, 'null')).toBe(403);
    expect(await upgrade(host.url, 'file://')).toBe(403);
    expect(await upgrade(host.url, 'chrome-extension://abcdef')).toBe(403);
    // Another port or scheme on this very machine is another page: not let in unless named.
    expect(await upgrade(host.url, 'http://127.0.0.1:3000')).toBe(403);
    expect(await upgrade(host.url, 'http://localhost:5173')).toBe(403);
    expect(await upgrade(host.url, `https://127.0.0.1:${host.port}`)).toBe(403);
    expect(await upgrade(host.url, `http://localhost:${host.port}`)).toBe(403);
    expect(await upgrade(host.url, 'https://evil.example')).toBe(403);
    expect(await upgrade(host.url, 'http://192.168.1.20:7070')).toBe(403);
    // A development server's page is let in when the host is told its origin.
    const dev = await testHost({ allowedOrigins: ['http://localhost:5173'] });
    hosts.push(dev);
    expect(await upgrade(dev.url, 'http://localhost:5173')).toBe('open');
  });

  it('answers WebSockets only at /ws: any other path is not found, and holds no connection', async () => {
    const host = await testHost();
    hosts.push(host);
    const base = `ws://127.0.0.1:${host.port}`;
    expect(await upgrade(`${base}/ws?x=1`)).toBe('open');
    for (const path of ['/', '/ws/', '/wss', '/table/abc', '/ws/../x']) expect(await upgrade(`${base}${path}`), path).toBe(404);
    // A request line no URL parser takes (a stranger's, by hand): refused (404, or 400 from Node's own parser), and the host answers on.
    for (const path of ['//[', '//a:b@[x', '%', '*']) expect(await rawUpgrade(host.port, path), path).toMatch(/^HTTP\/1\.1 40[04]/);
    expect(await upgrade(`${base}/ws`)).toBe('open');
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

describe('what a browser may do with the page', () => {
  const renderer = () => {
    const base = mkdtempSync(join(tmpdir(), 'sparrow-renderer-'));
    dirs.push(base);
    writeFileSync(join(base, 'index.html'), '<!doctype html><title>Sparrow app</title>');
    return base;
  };

  it('serves the page with a strict CSP that lets nobody frame it, and the security headers', async () => {
    const host = await testHost({ rendererDir: renderer() });
    hosts.push(host);
    const unbuilt = await testHost();
    hosts.push(unbuilt);
    for (const page of [await get(host.port, '/'), await get(host.port, '/assets/missing.js'), await get(unbuilt.port, '/')]) {
      const csp = String(page.headers['content-security-policy']).split('; ');
      expect(csp).toEqual(expect.arrayContaining(["default-src 'none'", "script-src 'self'", "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'", "form-action 'none'", "object-src 'none'"]));
      expect(page.headers).toMatchObject({ 'x-frame-options': 'DENY', 'referrer-policy': 'no-referrer', 'x-content-type-options': 'nosniff' });
    }
  });

  it("answers only this machine's own names and addresses as Host: a forged one gets no page and no WebSocket", async () => {
    const host = await testHost({ rendererDir: renderer() });
    hosts.push(host);
    const p = host.port;
    const lan = Object.values(networkInterfaces()).flatMap((l) => l ?? []).map((a) => (a.family === 'IPv6' ? `[${a.address}]` : a.address));
    const ours = [`127.0.0.1:${p}`, `127.0.0.5:${p}`, `localhost:${p}`, `[::1]:${p}`, `${hostname()}:${p}`, `${hostname()}.local:${p}`, `${hostname().toUpperCase()}.local.:${p}`, ...lan.map((a) => `${a}:${p}`)];
    for (const name of ours) {
      expect(await get(p, '/', 'GET', name), name).toMatchObject({ status: 200, body: expect.stringContaining('Sparrow app') });
      expect(await upgrade(host.url, undefined, name), name).toBe('open');
    }
    for (const name of [`evil.example:${p}`, 'evil.example', `${hostname()}.evil.example:${p}`, `192.0.2.7:${p}`, `[2001:db8::1]:${p}`, 'a b']) {
      const page = await get(p, '/', 'GET', name);
      expect(page.status, name).toBe(421);
      expect(page.body).not.toContain('Sparrow');
      expect(await upgrade(host.url, undefined, name), name).toBe(421);
    }
  });

  it('refuses a DNS-rebinding page: its Origin equals its Host, but the Host is not ours', async () => {
    const host = await testHost();
    hosts.push(host);
    const rebound = `evil.example:${host.port}`;
    expect(await upgrade(host.url, `http://${rebound}`, rebound)).toBe(421);
    // The page this host serves under one of its own names still may.
    expect(await upgrade(host.url, `http://localhost:${host.port}`, `localhost:${host.port}`)).toBe('open');
  });
});
