/**
 * The app's own page is served from `sparrow://app/`, a privileged standard scheme backed by the
 * built renderer folder (inside the asar when packaged): no `file://` (which would give the page
 * the whole disk as its origin) and no local HTTP port. Only GET of files inside the folder is
 * answered, each with the CSP and security headers.
 */
import { readFile } from 'node:fs/promises';
import { extname, resolve, sep } from 'node:path';
import { SECURITY_HEADERS } from './csp';

import { APP_HOST, APP_ORIGIN, APP_SCHEME } from '../app-origin';

export { APP_ORIGIN, APP_SCHEME };
export const APP_URL = `${APP_ORIGIN}/index.html`;

/** For `protocol.registerSchemesAsPrivileged`, before the app is ready. */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
} as const;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
};

/** The file a `sparrow://app/...` URL names inside `root`, or null. */
export function appFilePath(url: string, root: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST || parsed.username || parsed.password) return null;
  let path: string;
  try {
    path = decodeURIComponent(parsed.pathname);
  } catch {
    return null;
  }
  if (path.includes('\0') || path.includes('\\')) return null;
  if (path === '/' || path === '') path = '/index.html';
  const base = resolve(root);
  const file = resolve(base, `.${path}`);
  if (!file.startsWith(base + sep)) return null;
  if (!(extname(file) in TYPES)) return null;
  return file;
}

export type FileReader = (path: string) => Promise<Uint8Array>;

/** Answers one request of the app scheme (`protocol.handle`). */
export async function appResponse(request: { url: string; method: string }, root: string, read: FileReader = readFile): Promise<Response> {
  const headers = { ...SECURITY_HEADERS };
  if (request.method !== 'GET' && request.method !== 'HEAD') return new Response('method not allowed', { status: 405, headers });
  const file = appFilePath(request.url, root);
  if (!file) return new Response('not found', { status: 404, headers });
  let body: Uint8Array;
  try {
    body = await read(file);
  } catch {
    return new Response('not found', { status: 404, headers });
  }
  return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: 200, headers: { ...headers, 'Content-Type': TYPES[extname(file)] } });
}
