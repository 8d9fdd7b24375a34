/**
 * The review after a practice hand: play a hand as a careless person (always the first tile),
 * open "Review this hand", step with the keys, jump to a costly decision and read its reason; on a
 * laptop, on a 390×844 phone, and in another language.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, playHand, shot, type Player } from './helpers';
import { until } from '../helpers/until';

describe('reviewing a practice hand', () => {
  let host: FakeTimeHost;
  let browser: Browser;
  let ann: Player;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--bots', '3', '--preset', 'riichi', '--name', 'Review table', '--bot-delay', '60']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('plays a hand, opens its review and steps to a costly decision', async () => {
    ann = await openPlayer(browser, host.url, 'Ann', { animations: false });
    const { page } = ann;
    const row = page.locator('[data-table]', { hasText: 'Review table' });
    await row.waitFor({ timeout: 15_000 });
    await row.locator('[data-action=join]').click();

    // A careless hand or two: until one has a costly decision to show (the first tile always goes).
    let costlyFound = false;
    for (let hand = 0; hand < 3 && !costlyFound; hand++) {
      if (hand > 0) {
        await page.locator('[data-action=next-hand]').click();
        await page.locator('[data-test=hand-result]').waitFor({ state: 'detached', timeout: 30_000 });
      }
      await playHand(page);
      await page.locator('[data-test=hand-result]').waitFor();
      if (hand === 0) await shot(page, 'r1-result-with-review');
      await page.locator('[data-action=review-hand]').click();
      const review = page.locator('[data-test=review]');
      await review.waitFor({ timeout: 15_000 });
      const summary = (await review.locator('[data-test=review-summary]').textContent()) ?? '';
      expect(summary).toMatch(/agreed on \d+ of \d+ decisions; \d+ costly/);
      const [, agreed, decisions, costly] = summary.match(/agreed on (\d+) of (\d+) decisions; (\d+) costly/)!.map(Number);
      expect(agreed).toBeLessThanOrEqual(decisions);
      const pos = review.locator('[data-test=review-pos]');
      if (decisions > 1) {
        // The keys step through the decisions.
        await expect(pos.textContent()).resolves.toBe(`Decision 1 of ${decisions}`);
        await page.keyboard.press('ArrowRight');
        await expect(pos.textContent()).resolves.toBe(`Decision 2 of ${decisions}`);
        await page.keyboard.press('ArrowLeft');
        await expect(pos.textContent()).resolves.toBe(`Decision 1 of ${decisions}`);
      }
      // Your hand as you saw it, and your choice.
      expect(await review.locator('.mine svg.tile').count()).toBeGreaterThanOrEqual(13);
      if (costly > 0) {
        const decision = review.locator('[data-test=review-decision]');
        if ((await decision.getAttribute('data-costly')) !== 'true') await review.locator('[data-action=review-next-costly]').click();
        await expect(decision.getAttribute('data-costly')).resolves.toBe('true');
        // Marked costly, your choice beside the bot's (tile pictures), with a reason in words.
        await expect(review.locator('.verdict .badge').textContent()).resolves.toBe('Costly');
        expect(await review.locator('.choice').count()).toBe(2);
        expect(await review.locator('.choice .move svg.tile').count()).toBeGreaterThan(0);
        const reasons = await review.locator('[data-test=review-reasons] li').allTextContents();
        expect(reasons.length).toBeGreaterThan(0);
        expect(reasons.join(' ')).not.toMatch(/review\.|\{/);
        await shot(page, 'r2-review-costly-laptop');
        costlyFound = true;
      } else {
        await page.keyboard.press('Escape');
        await review.waitFor({ state: 'detached' });
      }
    }
    expect(costlyFound, 'a careless hand has a costly decision').toBe(true);

    // A phone in portrait: the same review, nothing wider than the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(200);
    const overflow = await page.evaluate(() => document.querySelector('[data-test=review]')!.scrollWidth - 390);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'r3-review-costly-phone', false);
    // Later in the hand, the table as it was then (every pond), at the bottom of the review.
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await page.locator('.ponds summary').click();
    await page.evaluate(() => document.querySelector('[data-test=review]')!.scrollTo(0, 1e6));
    expect(await page.locator('.ponds .pond svg.tile').count()).toBeGreaterThan(0);
    await shot(page, 'r4-review-phone-table', false);

    // Another language: close, switch, reopen.
    await page.keyboard.press('Escape');
    await page.locator('[data-test=review]').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.locator('[data-test=language]').selectOption('hu');
    await page.locator('[data-action=review-hand]').click();
    const review = page.locator('[data-test=review]');
    await review.waitFor();
    await until(async () => /döntésből/.test((await review.locator('[data-test=review-summary]').textContent()) ?? ''), 'the summary in Hungarian', { timeoutMs: 5000, everyMs: 100 });
    await review.locator('[data-action=review-next-costly]').click().catch(() => {});
    await shot(page, 'r5-review-hu');
    expect(ann.errors).toEqual([]);
  }, 400_000);
});
