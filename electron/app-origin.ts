/**
 * The desktop app's own page is served from `sparrow://app/` (electron/main/protocol.ts). The table
 * server lets that origin open a WebSocket, on this machine or another host on the LAN.
 */
export const APP_SCHEME = 'sparrow';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
