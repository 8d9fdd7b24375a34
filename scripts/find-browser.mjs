/**
 * The Chromium that browser tests and the icon renderer launch through Playwright: CHROMIUM_PATH if
 * set, else Playwright's own Chromium where it was downloaded (`npx playwright install chromium`),
 * else the system's: Debian's headless shell (package chromium-headless-shell: the same engine
 * without the desktop browser around it, a quarter less CPU in the browser tests), Debian's
 * /usr/bin/chromium, or chromium-browser elsewhere.
 */
import { existsSync } from 'node:fs';
import { chromium } from 'playwright';

// Past the first six: less drawing and background work per page (the browser tests are CPU-bound on two cores).
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-lcd-text', '--disable-renderer-accessibility', '--disable-features=Translate,OptimizationHints,MediaRouter,PaintHolding,BackForwardCache', '--disable-smooth-scrolling', '--disable-partial-raster'];

export const INSTALL_CHROMIUM_HINT =
  "Browser tests need Chromium: run `npx playwright install chromium`, or install your system's chromium package (Debian: apt-get install chromium), or set CHROMIUM_PATH.";

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser'];

/** Where Playwright keeps its own Chromium; the path is returned whether or not it was downloaded. */
function playwrightChromium() {
  try {
    return chromium.executablePath();
  } catch {
    // Playwright has no build for this platform.
    return null;
  }
}

/** The places to look, in order of preference. */
export function chromiumCandidates() {
  return [playwrightChromium(), ...SYSTEM_CHROMIUMS].filter((p) => p !== null);
}

/** The Chromium executable to launch, or null when there is none. */
export function findChromium({ env = process.env, candidates = chromiumCandidates(), exists = existsSync } = {}) {
  if (env.CHROMIUM_PATH) return env.CHROMIUM_PATH;
  return candidates.find((p) => exists(p)) ?? null;
}

/** Options for `chromium.launch`; throws saying what to install when no Chromium is found. */
export function chromiumLaunchOptions() {
  const executablePath = findChromium();
  if (!executablePath) throw new Error(INSTALL_CHROMIUM_HINT);
  return { executablePath, args: CHROMIUM_ARGS };
}
