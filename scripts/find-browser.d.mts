export const CHROMIUM_ARGS: string[];
/** One line saying what to install when no Chromium is found. */
export const INSTALL_CHROMIUM_HINT: string;
/** The places to look, in order of preference: Playwright's own Chromium, then the system's. */
export function chromiumCandidates(): string[];
/** CHROMIUM_PATH if set, else the first candidate that exists, else null. */
export function findChromium(options?: { env?: Record<string, string | undefined>; candidates?: string[]; exists?: (path: string) => boolean }): string | null;
/** Options for `chromium.launch`; throws saying what to install when no Chromium is found. */
export function chromiumLaunchOptions(): { executablePath: string; args: string[] };
