/**
 * A phone held sideways (844×390 and 740×360): the opening ceremony fits the screen. The whole wall
 * picture (its four sides, their winds, the break mark) lies in the window and the ceremony's room
 * does not scroll, for every rule set (the Taiwanese and classical walls are the biggest), in
 * English, Czech and Chinese.
 */
import { describe, expect, it } from 'vitest';
import { suiteHostAndBrowser } from './fake-host';
import { leaveTable, openPlayer, shot } from './helpers';

const SIZES = [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
];
const CASES: [string, string][] = [
  ['millington', 'cs'],
  ['hungarian', 'en'],
  ['riichi', 'en'],
  ['taiwanese', 'zh-TW'],
];

describe('the ceremony on a phone held sideways', () => {
  const suite = suiteHostAndBrowser(['--no-table', '--bot-delay', '100']);

  it.each(CASES)('%s in %s: the wall and the dice fit, nothing scrolls', async (preset, locale) => {
    for (const size of SIZES) {
      const p = await openPlayer(suite.browser, suite.host.url, 'Zuzana Nováková', { animations: true, locale }, size, { touch: true });
      const { page } = p;
      try {
        await page.locator('[data-test=practice-preset]').selectOption(preset);
        await page.locator('[data-action=practice]').click();
        await page.locator('[data-test=ceremony] [data-test=wall]').waitFor({ timeout: 20_000 });
        const seen = await page.evaluate(() => {
          const inside = (sel: string) =>
            Array.from(document.querySelectorAll(sel)).map((e) => {
              const r = e.getBoundingClientRect();
              return r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
            });
          const room = document.querySelector('.ceremony-room') as HTMLElement;
          return {
            wall: inside('[data-test=ceremony] [data-test=wall]'),
            dice: inside('[data-test=ceremony] [data-test=dice]'),
            scrolls: room.scrollHeight > room.clientHeight + 1,
            page: document.scrollingElement!.scrollHeight > innerHeight + 1,
          };
        });
        await shot(page, `landscape-ceremony-${preset}-${locale}-${size.width}`, false);
        expect(seen, `${preset} ${locale} ${size.width}×${size.height}`).toEqual({ wall: [true], dice: seen.dice.map(() => true), scrolls: false, page: false });
        await page.locator('[data-action=skip-ceremony]').click().catch(() => {});
        await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
        expect(p.errors).toEqual([]);
      } finally {
        await leaveTable(page).catch(() => {});
        await p.context.close();
      }
    }
  });
});
