export type ElectronLookup = { ok: true; path: string } | { ok: false; reason: string };
/** Where the Electron binary is, without downloading it. */
export function findElectron(): ElectronLookup;
/** The electron package's installer (the download), its output kept; on failure one line of reason. */
export function electronWithDownload(): ElectronLookup;
/** One line saying why Electron's download failed, from the installer's output. */
export function downloadFailure(output: string, spawnError?: Error): string;
