import { chromium } from 'playwright';
import { describe, expect, it } from 'vitest';
import { chromiumCandidates, findChromium } from '../../scripts/find-browser.mjs';

const onDisk = (...paths: string[]) => (p: string) => paths.includes(p);

describe('finding a Chromium for the browser tests', () => {
  it('takes CHROMIUM_PATH over every candidate', () => {
    expect(findChromium({ env: { CHROMIUM_PATH: '/opt/my/chrome' }, candidates: ['/a', '/b'], exists: onDisk('/a', '/b') })).toBe('/opt/my/chrome');
  });

  it('takes the first candidate that exists, skipping missing ones', () => {
    expect(findChromium({ env: {}, candidates: ['/a', '/b', '/c'], exists: onDisk('/b', '/c') })).toBe('/b');
    expect(findChromium({ env: { CHROMIUM_PATH: '' }, candidates: ['/a', '/b'], exists: onDisk('/a') })).toBe('/a');
  });

  it('finds none when no candidate exists', () => {
    expect(findChromium({ env: {}, candidates: ['/a', '/b'], exists: onDisk() })).toBeNull();
    expect(findChromium({ env: {}, candidates: [], exists: () => true })).toBeNull();
  });

  it("prefers Playwright's own Chromium, then the system's headless shell, then the system's browser", () => {
    expect(chromiumCandidates()).toEqual([chromium.executablePath(), '/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
  });
});
