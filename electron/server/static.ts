/**
 * Serves the built renderer (`dist/renderer/`) so any browser on the LAN can open
 * `http://host:port`. Unknown paths fall back to index.html; nothing outside the folder is served.
 * Without a build, a short page says how to make one. Every answer carries the page's CSP (which
 * lets it connect only to this host, and nobody frame it) and security headers; a request whose
 * `Host` is not one of this machine's names gets 421 and nothing else (DNS rebinding).
 */
import { existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { cspDirectives, cspHeader, securityHeaders } from '../page-security';

/** The served page may open a WebSocket only to the host that served it. */
const PAGE_SECURITY_HEADERS = securityHeaders(cspHeader(cspDirectives("'self'")));
import { sendAsset } from './send-asset';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
  '.txt': 'text/plain; charset=utf-8',
};

const NOT_BUILT = `<!doctype html><meta charset="utf-8"><title>Sparrow</title>
<body style="font-family:sans-serif;max-width:36em;margin:3em auto">
<h1>Sparrow</h1><p>This host is running, but the table's web page has not been built.</p>
<p>On the host machine, build the renderer (see the README), then reload this page.</p></body>`;

function fileFor(root: string, urlPath: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]);
  } catch {
    return null;
  }
  if (path.includes('\0')) return null;
  // Dot files (the build stamp `.built`) are the build's, not the page's.
  if (path.split(/[\\/]/).some((part) => part.startsWith('.'))) return null;
  const full = resolve(root, `.${normalize(`/${path}`)}`);
  if (full !== root && !full.startsWith(root + sep)) return null;
  try {
    const st = statSync(full);
    if (st.isFile()) return full;
    if (st.isDirectory() && existsSync(join(full, 'index.html'))) return join(full, 'index.html');
  } catch {
    // not found: the single-page app's index answers
  }
  return null;
}

export function staticHandler(rendererDir: string, hostAllowed: (host: string | undefined) => boolean): (req: IncomingMessage, res: ServerResponse) => void {
  const root = resolve(rendererDir);
  return (req, res) => {
    for (const [name, value] of Object.entries(PAGE_SECURITY_HEADERS)) res.setHeader(name, value);
    if (!hostAllowed(req.headers.host)) {
      res.writeHead(421, { 'Content-Type': TYPES['.txt'] }).end('this host does not answer to that name\n');
      return;
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      res.writeHead(200, { 'Content-Type': TYPES['.html'] }).end(req.method === 'HEAD' ? undefined : NOT_BUILT);
      return;
    }
    const found = fileFor(root, req.url ?? '/');
    if (!found && extname((req.url ?? '/').split('?')[0])) {
      res.writeHead(404, { 'Content-Type': TYPES['.txt'] }).end('not found');
      return;
    }
    const file = found ?? index;
    sendAsset(req, res, file, TYPES[extname(file)] ?? 'application/octet-stream', file === index);
  };
}
