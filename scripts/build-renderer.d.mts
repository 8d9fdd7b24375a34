/** Builds the renderer into dist/renderer/ if its sources changed (always with `force`); true when it built. */
export function buildRenderer(options?: { force?: boolean; quiet?: boolean }): Promise<boolean>;
