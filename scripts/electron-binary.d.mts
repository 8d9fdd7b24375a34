export type ElectronLookup = { ok: true; path: string } | { ok: false; reason: string };
/** Where the Electron binary is, without downloading it. */
export function findElectron(): ElectronLookup;
/** `require('electron')`, which downloads the binary the first time. */
export function electronWithDownload(): ElectronLookup;
