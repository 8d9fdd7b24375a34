/**
 * A phone in portrait (390×844): no page is wider than the screen, in any language — the lobby,
 * score-a-hand (a long hand built, the longest "last tile came" chosen), help and settings.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../renderer/src/i18n/locales';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, shot, type Player } from './helpers';

const PHONE = { width: 390, height: 844 };

/** How far the page reaches past the screen's right edge, and the widest offenders (for the message). */
async function overflow(page: Page): Promise<{ by: number; wide: string[] }> {
  return page.evaluate(() => {
    const by = document.documentElement.scrollWidth - window.innerWidth;
    const over = (el: Element) => el.getBoundingClientRect().right > window.innerWidth + 1;
    // The innermost elements that reach past the edge: the ones to blame.
    const wide = Array.from(document.querySelectorAll<HTMLElement>('body *'))
      .filter((el) => over(el) && !Array.from(el.children).some(over))
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${Math.round(el.getBoundingClientRect().right)}`);
    return { by, wide };
  });
}

describe('a phone in portrait', () => {
  let host: FakeTimeHost;
  let browser: Browser;
  let p: Player;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--bots', '3', '--name', 'Phone table']), launch()]);
    p = await openPlayer(browser, host.url, 'Ann', { animations: false }, PHONE);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it.each(LOCALES)('%s: the lobby, score-a-hand, help and settings fit the screen', async (locale) => {
    const { page } = p;
    await page.locator('[data-test=language]').selectOption(locale);
    await page.goto(`${host.url}#/`);
    await page.locator('[data-table]').first().waitFor({ timeout: 15_000 });
    await page.locator('[data-test=language]').selectOption(locale);
    // A language other than the first page's loads when picked; the page's lang says it is shown.
    await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
    const check = async (where: string) => {
      await page.waitForTimeout(100);
      const o = await overflow(page);
      expect(o.by, `${where} in ${locale} is ${o.by}px too wide: ${o.wide.join('; ')}`).toBeLessThanOrEqual(1);
    };
    await check('lobby');
    await shot(page, `p-lobby-${locale}`);

    await page.goto(`${host.url}#/score`);
    // A long concealed run and two sets, and the longest way the last tile came.
    for (const kind of [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 31, 31]) await page.locator(`.pick[data-kind="${kind}"]`).click();
    await page.locator('input[name=target][value=exposed]').check();
    for (const kind of [18, 18, 18]) await page.locator(`.pick[data-kind="${kind}"]`).click();
    const longest = await page.locator('.controls select').last().evaluate((s: HTMLSelectElement) =>
      Array.from(s.options).reduce((a, o) => (o.text.length > a.text.length ? o : a)).value,
    );
    await page.locator('.controls select').last().selectOption(longest);
    await check('score-a-hand');
    await shot(page, `p-score-${locale}`);

    await page.goto(`${host.url}#/help`);
    await page.locator('details summary').first().click();
    await check('help');

    await page.goto(`${host.url}#/settings`);
    await check('settings');
    await shot(page, `p-settings-${locale}`);
    expect(p.errors).toEqual([]);
  });
});
