/**
 * A seat's name and its score stay clearly apart: on an upright phone "電腦 1" and its score 0 read
 * "電腦 1 0", like "電腦 10" (found in a newcomer hunt, zh-TW Taiwanese and cs Millington practice,
 * where scores start at 0; the gap was 4–6 px, a third of the name's height, hardly more than the
 * space inside "電腦 1": 0.29 of the name's height). A score on the name's line now stands at least
 * 0.45 of the name's height from it: the board is scaled to the room with its text, so pixels
 * depend on the deal (8–12 px on a 390×844 phone, 7 px at 360×640, 9–16 px on a laptop).
 * Sideways a narrow panel may put the score on a line of its own, as before; the extra room is no
 * wider than keeps "Robot 2" and 0 on one line there.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { suiteHostAndBrowser } from './fake-host';
import { leaveTable, openPlayer, shot, startPractice } from './helpers';

const SIZES = [
  { width: 390, height: 844 },
  { width: 360, height: 640 },
  { width: 844, height: 390 },
  { width: 1280, height: 800 },
];

interface Seat {
  name: string;
  score: string;
  /** Pixels from the name's right edge to the score's left edge, as drawn (the board may be scaled). */
  gap: number;
  /** Whether the score's middle lies within the name's line. */
  sameLine: boolean;
  /** The name's height as drawn. */
  nameHeight: number;
}

const seats = (page: Page): Promise<Seat[]> =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLElement>('.seat'))
      .filter((s) => s.offsetParent !== null)
      .map((s) => {
        const name = s.querySelector('.name')!.getBoundingClientRect();
        const score = s.querySelector('.score')!.getBoundingClientRect();
        const mid = (score.top + score.bottom) / 2;
        return {
          name: s.querySelector('.name')!.textContent ?? '',
          score: s.querySelector('.score')!.textContent ?? '',
          gap: Math.round((score.left - name.right) * 10) / 10,
          sameLine: mid > name.top && mid < name.bottom,
          nameHeight: Math.round(name.height * 10) / 10,
        };
      }),
  );

describe('a seat’s name and score', () => {
  const suite = suiteHostAndBrowser(['--no-table', '--bot-delay', '100']);

  it.each([
    ['zh-TW', 'taiwanese'],
    ['cs', 'millington'],
  ])('%s %s practice: the score stands apart from the name on every screen', async (locale, preset) => {
    const p = await openPlayer(suite.browser, suite.host.url, 'Ann', { animations: false, locale, lastPreset: preset }, SIZES[0]);
    const page = p.page;
    await startPractice(page, preset);
    suite.host.pause();
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await page.locator('.board .center').waitFor();
      const label = `${locale} ${size.width}×${size.height}`;
      const all = await seats(page);
      expect(all.length, label).toBeGreaterThanOrEqual(4);
      for (const s of all.filter((x) => x.sameLine)) {
        expect(s.gap, `${label}: ${s.name} and the score ${s.score}`).toBeGreaterThanOrEqual(0.45 * s.nameHeight);
      }
      // Upright, a bot's short name and its score share a line.
      if (size.height > size.width) expect(all.filter((x) => x.name !== 'Ann' && x.sameLine).length, label).toBeGreaterThan(0);
      await shot(page, `seat-score-${locale}-${size.width}x${size.height}`, false);
    }
    suite.host.resume();
    expect(p.errors).toEqual([]);
    await leaveTable(page);
    await p.context.close();
  }, 90_000);
});
