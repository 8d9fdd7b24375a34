/**
 * The app page's Content-Security-Policy (electron/page-security.ts), sent as a header with every
 * response of the app's own scheme. The only network the page may open is a WebSocket to a table
 * host (`ws:`/`wss:`, any LAN address: hosts are found at run time).
 */
import { cspDirectives, cspHeader, securityHeaders } from '../page-security';

export const CSP_DIRECTIVES = cspDirectives('ws: wss:');

export const CSP = cspHeader(CSP_DIRECTIVES);

/** Headers every app response carries. */
export const SECURITY_HEADERS = securityHeaders(CSP);
