/**
 * The app page's Content-Security-Policy, sent as a header with every response of the app's own
 * scheme. Scripts, styles and images come only from the app itself (no inline script, no eval);
 * the only network the page may open is a WebSocket to a table host (`ws:`/`wss:`, any LAN
 * address: hosts are found at run time); no frames, plugins, forms, workers or base URL.
 */
export const CSP_DIRECTIVES: Readonly<Record<string, string>> = {
  'default-src': "'none'",
  'script-src': "'self'",
  'style-src': "'self'",
  'img-src': "'self' data:",
  'font-src': "'self'",
  'connect-src': 'ws: wss:',
  'media-src': "'none'",
  'object-src': "'none'",
  'frame-src': "'none'",
  'worker-src': "'none'",
  'manifest-src': "'none'",
  'base-uri': "'none'",
  'form-action': "'none'",
  'frame-ancestors': "'none'",
};

export const CSP = Object.entries(CSP_DIRECTIVES)
  .map(([name, value]) => `${name} ${value}`)
  .join('; ');

/** Headers every app response carries. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
};
