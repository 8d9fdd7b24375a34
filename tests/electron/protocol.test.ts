/** The app scheme serves only files of the renderer folder, each with the CSP. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSP } from '../../electron/main/csp';
import { appFilePath, appResponse } from '../../electron/main/protocol';

let root: string;
beforeAll(() => {
  const base = mkdtempSync(join(tmpdir(), 'sparrow-scheme-'));
  root = join(base, 'renderer');
  mkdirSync(join(root, 'assets'), { recursive: true });
  writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
  writeFileSync(join(base, 'secret.json'), '{"secret":1}');
});
afterAll(() => rmSync(join(root, '..'), { recursive: true, force: true }));

describe('app scheme', () => {
  it('maps URLs into the folder', () => {
    expect(appFilePath('sparrow://app/', root)).toBe(join(root, 'index.html'));
    expect(appFilePath('sparrow://app/index.html?host=1.2.3.4:5#/table', root)).toBe(join(root, 'index.html'));
    expect(appFilePath('sparrow://app/assets/app.js', root)).toBe(join(root, 'assets', 'app.js'));
  });

  it.each(['sparrow://app/../secret.json', 'sparrow://app/%2e%2e/secret.json', 'sparrow://app/assets/%2e%2e/%2e%2e/secret.json'])('keeps %s inside the folder', async (url) => {
    const path = appFilePath(url, root);
    expect(path === null || path.startsWith(root + sep)).toBe(true);
    expect((await appResponse({ url, method: 'GET' }, root)).status).toBe(404);
  });

  it.each([
    'sparrow://app/..%2fsecret.json',
    'sparrow://app/..%2f..%2fsecret.json',
    'sparrow://app/..%5csecret.json',
    'sparrow://app/index.html%00.js',
    'sparrow://app/%E0%A4%A',
    'sparrow://other/index.html',
    'sparrow://x@app/index.html',
    'file:///etc/passwd',
    'http://app/index.html',
    'sparrow://app/notes.txt',
    'sparrow://app/run.sh',
  ])('refuses %s', (url) => {
    expect(appFilePath(url, root)).toBeNull();
  });

  it('answers with the file, its type and the security headers', async () => {
    const r = await appResponse({ url: 'sparrow://app/index.html', method: 'GET' }, root);
    expect(r.status).toBe(200);
    expect(await r.text()).toContain('<title>t</title>');
    expect(r.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(r.headers.get('content-security-policy')).toBe(CSP);
    expect(r.headers.get('x-content-type-options')).toBe('nosniff');
    const js = await appResponse({ url: 'sparrow://app/assets/app.js', method: 'GET' }, root);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  });

  it('answers 404 for missing or refused files and 405 for other methods, still with the CSP', async () => {
    for (const url of ['sparrow://app/missing.js', 'sparrow://app/../secret.json']) {
      const r = await appResponse({ url, method: 'GET' }, root);
      expect(r.status).toBe(404);
      expect(r.headers.get('content-security-policy')).toBe(CSP);
    }
    expect((await appResponse({ url: 'sparrow://app/index.html', method: 'POST' }, root)).status).toBe(405);
  });
});
