/**
 * One Content-Security-Policy and one set of security headers for Sparrow's page, wherever it is
 * served: the app's own scheme (electron/main/csp.ts) and the table host's HTTP port
 * (electron/server/static.ts). Scripts, styles and images come only from the page's own origin
 * (no inline script, no eval); no frames, plugins, forms, workers or base URL, and no one may frame
 * the page. They differ only in where the page may connect: the app to any table host on the LAN
 * (found at run time), a browser page only to the host that served it.
 */
export function cspDirectives(connectSrc: string): Readonly<Record<string, string>> {
  return {
    'default-src': "'none'",
    'script-src': "'self'",
    'style-src': "'self'",
    'img-src': "'self' data:",
    'font-src': "'self'",
    'connect-src': connectSrc,
    'media-src': "'none'",
    'object-src': "'none'",
    'frame-src': "'none'",
    'worker-src': "'none'",
    'manifest-src': "'none'",
    'base-uri': "'none'",
    'form-action': "'none'",
    'frame-ancestors': "'none'",
  };
}

export const cspHeader = (directives: Readonly<Record<string, string>>): string =>
  Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');

/** Headers every response of the page carries. */
export const securityHeaders = (csp: string): Readonly<Record<string, string>> => ({
  'Content-Security-Policy': csp,
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
});
