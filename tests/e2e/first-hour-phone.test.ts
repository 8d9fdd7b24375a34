/**
 * The first hour on a 390×844 phone (issue T2 4/6, item 4): the top menu is never cut off, a claim
 * prompt leaves your hand in sight (you see the tiles you would claim with), and "Next hand" is on
 * screen at the end of a hand without scrolling, with Replay and Review beside it (not past the
 * screen's edge, where a newcomer would never swipe to find them).
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { until } from '../helpers/until';
import { launch, openPlayer, playHand, shot } from './helpers';

const PHONE = { width: 390, height: 844 };

/** Every tile of your hand that some other element covers (at its centre), by index. */
const coveredTiles = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-test=my-area] button.htile')).flatMap((el, i) => {
      const r = el.getBoundingClientRect();
      const x = r.left + r.width / 2;
      const y = r.top + r.height / 2;
      if (y < 0 || y > innerHeight) return [];
      const top = document.elementFromPoint(x, y);
      return top && (top === el || el.contains(top)) ? [] : [i];
    }),
  );

describe('a new player on a phone', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--bot-delay', '150', '--replay-hold', '1000']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('menu whole, claims beside your hand, Next hand on screen', async () => {
    const p = await openPlayer(browser, host.url, 'Ann', { animations: false, locale: 'fr' }, PHONE, { frames: true });
    const page = p.page;
    // Every page of the menu is on the screen (French has the longest names).
    const links = await page.locator('nav a').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().right));
    for (const right of links) expect(right).toBeLessThanOrEqual(PHONE.width);

    await page.locator('[data-action=practice]').click();
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    let prompts = 0;
    // The practice table's walls are random: a hand may offer you no pung or chow, so a few are played until one does.
    for (let hands = 0; prompts === 0 && hands < 4; hands++) {
      if (hands > 0) {
        // Ask for the next hand, unless it is asked for already or dealt (the host deals it by itself after a while).
        await page.locator('[data-action=next-hand]:enabled').click({ timeout: 5_000 }).catch(() => {});
        await page.locator('[data-test=hand-result]').waitFor({ state: 'hidden', timeout: 60_000 });
      }
      await playHand(page, async () => {
        // A claim is offered: the prompt covers none of your tiles (scrolled to your hand, as a player would be).
        await page.locator('[data-test=my-area]').scrollIntoViewIfNeeded();
        expect(await coveredTiles(page)).toEqual([]);
        if (prompts++ === 0) await shot(page, 'f4-phone-claim', false);
        return false;
      });
    }
    expect(prompts).toBeGreaterThan(0);

    // The hand is over: Next hand is on the screen as the result opens, without scrolling.
    const next = page.locator('[data-action=next-hand]');
    await next.waitFor();
    const box = await next.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(await page.evaluate(() => { const b = document.querySelector('[data-action=next-hand]')!.getBoundingClientRect(); const top = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2); return !!top?.closest('[data-action=next-hand]'); })).toBe(true);
    // Every part of the result's row (Next hand, its countdown, Replay, Review) is on the screen: none past its right edge, to be found only by swiping.
    const row = await page.locator('[data-test=result-buttons] > *').evaluateAll((els) => els.map((e) => ({ what: e.getAttribute('data-action') ?? e.textContent?.trim(), right: Math.round(e.getBoundingClientRect().right) })));
    expect(row.map((b) => b.what)).toEqual(expect.arrayContaining(['next-hand', 'replay', 'review-hand']));
    expect(row.filter((b) => b.right > PHONE.width)).toEqual([]);
    await shot(page, 'f4-phone-result', false);

    // Watching this hand's replay when the host deals the next one (the replay holds the next hand
    // for a second at most on this host: --replay-hold): the replay is not cut off.
    await page.locator('[data-action=replay]').click();
    for (let i = 0; i < 3; i++) await page.locator('[data-action=replay-next]').click();
    const pos = await page.locator('[data-test=replay-pos]').textContent();
    const views = p.views.length;
    // Ann is awaited (she has not asked for the next hand), so the test host's driver holds its
    // clock: the test moves it on until the host deals by itself.
    await until(() => p.views.slice(views).some((v) => v.view.hand !== null && v.view.hand.phase !== 'over'), 'the next hand, dealt by the host', { clock: host, stepMs: 250, everyMs: 50, timeoutMs: 40_000 });
    expect(await page.locator('[data-test=replay]').isVisible()).toBe(true);
    // Still at the same step (the hand's last views may still have come in after it opened).
    const stepOf = (text: string | null) => /\d+/.exec(text ?? '')?.[0];
    expect(stepOf(await page.locator('[data-test=replay-pos]').textContent())).toBe(stepOf(pos));
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 400_000);
});
