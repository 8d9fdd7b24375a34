/**
 * The next hand waits while you watch the last hand's replay (issue T2 4/6, item 10): opening the
 * replay between hands stops the host's countdown, closing it lets it run on from where it stood.
 * The hold's bound and who may hold it are tested on the host core (tests/shared/host/core.test.ts).
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, playHand, shot } from './helpers';

const seconds = (text: string | null) => Number(/(\d+)/.exec(text ?? '')?.[1]);

describe('the replay holds the next hand', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--bot-delay', '100']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('opening the replay stops the countdown; closing it resumes it', async () => {
    const p = await openPlayer(browser, host.url, 'Ann', { animations: false }, undefined, { frames: true });
    const page = p.page;
    const last = () => p.views.at(-1) as unknown as { nextHandHeld?: boolean; nextHandMsLeft: number | null; view: { hand: { index: number; phase: string } | null } } | undefined;
    const held = () => last()?.nextHandHeld;
    await page.locator('[data-action=practice]').click();
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    await playHand(page);
    // From here on the host's time moves only as this test moves it.
    host.pause();
    const countdown = page.locator('[data-test=result-buttons] .nextin');
    await countdown.waitFor();
    expect(held()).toBe(false);

    await page.locator('[data-action=replay]').click();
    const hold = page.locator('[data-test=replay-hold]');
    await hold.waitFor();
    await expect.poll(held).toBe(true);
    const heldMs = last()!.nextHandMsLeft!;
    const frozen = seconds(await hold.textContent());
    expect(frozen).toBeGreaterThan(0);
    expect(frozen).toBe(Math.ceil(heldMs / 1000));
    await shot(page, 'h1-replay-holds', false);
    // It stands still: ten seconds of the host's time later the same time is left, and no hand has started.
    const table = host.host.lobby.all()[0];
    host.advance(10_000);
    expect(table.status()).toBe('between-hands');
    expect(seconds(await hold.textContent())).toBe(frozen);
    expect(last()!.view.hand!.phase).toBe('over');

    await page.locator('[data-test=replay] button.close').click();
    await expect.poll(held).toBe(false);
    // Nothing of it went while held: the host says exactly what it said then.
    expect(last()!.nextHandMsLeft).toBe(heldMs);
    await countdown.waitFor();
    expect(await countdown.textContent()).toMatch(/starts in/);
    // Running again, from where it stood (the page counts it down between the host's messages).
    expect(seconds(await countdown.textContent())).toBeLessThanOrEqual(frozen);
    await expect.poll(async () => seconds(await countdown.textContent()), { timeout: 10_000 }).toBeLessThan(frozen);
    // Five seconds of the host's time later, the replay opened again holds five seconds less.
    host.advance(5000);
    await page.locator('[data-action=replay]').click();
    await expect.poll(held).toBe(true);
    expect(last()!.nextHandMsLeft).toBe(heldMs - 5000);
    expect(seconds(await hold.textContent())).toBe(Math.ceil((heldMs - 5000) / 1000));
    await page.locator('[data-test=replay] button.close').click();
    await expect.poll(held).toBe(false);
    // The next hand comes when what was left has run out, not a millisecond sooner.
    host.advance(heldMs - 5000 - 1);
    expect(table.status()).toBe('between-hands');
    host.advance(1);
    expect(table.status()).toBe('dealing');
    host.resume();
    await expect.poll(() => last()!.view.hand!.index, { timeout: 20_000 }).toBe(1);
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 200_000);
});
