/** Builds the renderer (if stale) and the Electron main process + preload into dist/. */
export function buildApp(options?: { quiet?: boolean }): Promise<void>;
