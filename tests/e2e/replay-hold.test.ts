/**
 * The next hand waits while you watch the last hand's replay (issue T2 4/6, item 10): opening the
 * replay between hands stops the host's countdown, closing it lets it run on from where it stood.
 * The hold's bound and who may hold it are tested on the host core (tests/shared/host/core.test.ts).
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPlayer, playHand, shot, startHost, type RunningHost } from './helpers';

const seconds = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1]);

describe('the replay holds the next hand', () => {
  let host: RunningHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startHost(['--no-table', '--bot-delay', '100']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('opening the replay stops the countdown; closing it resumes it', async () => {
    const p = await openPlayer(browser, host.url, 'Ann', { animations: false });
    const page = p.page;
    const held = () => (p.views.at(-1) as unknown as { nextHandHeld?: boolean } | undefined)?.nextHandHeld;
    await page.locator('[data-action=practice]').click();
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    await playHand(page);
    const countdown = page.locator('[data-test=result-buttons] .nextin');
    await countdown.waitFor();
    expect(held()).toBe(false);

    await page.locator('[data-action=replay]').click();
    const hold = page.locator('[data-test=replay-hold]');
    await hold.waitFor();
    await expect.poll(held).toBe(true);
    const frozen = seconds(await hold.textContent());
    expect(frozen).toBeGreaterThan(0);
    await shot(page, 'h1-replay-holds', false);
    // It stands still: a while later the same time is left, and no hand has started.
    await page.waitForTimeout(2500);
    expect(seconds(await hold.textContent())).toBe(frozen);
    expect(p.views.at(-1)!.view.hand!.phase).toBe('over');

    await page.locator('[data-test=replay] button.close').click();
    await expect.poll(held).toBe(false);
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/starts in/);
    // Running again, from where it stood.
    expect(seconds(await countdown.textContent())).toBeLessThanOrEqual(frozen);
    await expect.poll(async () => seconds(await countdown.textContent()), { timeout: 10_000 }).toBeLessThan(frozen);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 200_000);
});
