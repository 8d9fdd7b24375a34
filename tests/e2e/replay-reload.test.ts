/**
 * "Replay this hand" after a reload: the page that comes back holds only the catch-up view, and
 * asks the host for the hand's steps when its replay opens. Between hands the hand's replay, and
 * mid-hand the last hand's, step through the whole hand again, exactly as before the reload.
 */
import type { Page } from 'playwright';
import { expect, it } from 'vitest';
import { suiteHostAndBrowser } from './fake-host';
import { nextOffer, openPlayer, playHand, playStep, shot, startPractice } from './helpers';

const suite = suiteHostAndBrowser(['--no-table', '--bot-delay', '100']);

const total = async (page: Page) => Number(/of (\d+)/.exec((await page.locator('[data-test=replay-pos]').textContent()) ?? '')?.[1] ?? 'NaN');

/** Every step of the open replay, as it says what happened, from the first step to the last. */
async function stepThrough(page: Page): Promise<string[]> {
  const replay = page.locator('[data-test=replay]');
  await replay.locator('header button').first().click();
  const n = await total(page);
  const lines: string[] = [];
  for (let i = 1; i <= n; i++) {
    await expect.poll(async () => page.locator('[data-test=replay-pos]').textContent()).toMatch(new RegExp(`\\b${i} of ${n}`));
    lines.push((await replay.locator('.what').innerText()).trim());
    if (i < n) await replay.locator('[data-action=replay-next]').click();
  }
  return lines;
}

it('after a reload the replay steps through the whole hand: between hands, and the last hand mid-hand', async () => {
  const p = await openPlayer(suite.browser, suite.host.url, 'Ann', { animations: false }, { width: 1280, height: 800 });
  const page = p.page;
  await startPractice(page, 'riichi');
  await playHand(page);
  // Between hands the table waits for Ann's "Next hand": nothing moves while the page reloads.
  await page.locator('[data-action=replay]').click();
  const seen = await total(page);
  expect(seen).toBeGreaterThan(20);
  const steps = await stepThrough(page);
  await page.locator('[data-test=replay] button.close').click();

  await page.reload();
  await page.locator('[data-action=replay]').click();
  // The page saw only the catch-up: the host sends the rest.
  await expect.poll(() => total(page), { timeout: 10_000 }).toBe(seen);
  expect(await stepThrough(page)).toEqual(steps);
  await page.locator('[data-test=replay] header button').first().click();
  await shot(page, 'replay-after-reload', false);
  await page.locator('[data-test=replay] button.close').click();

  // The next hand: a few moves, then a reload mid-hand; the last hand's replay is whole too.
  await page.locator('[data-action=next-hand]').click();
  for (let moves = 0; moves < 4; ) {
    const o = await nextOffer(page, 20_000);
    if (o?.over) break;
    if ((await playStep(page, { seen: o ?? undefined })) === 'acted') moves++;
  }
  await page.reload();
  await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
  await page.locator('[data-action=replay-last]').click();
  await expect.poll(() => total(page), { timeout: 10_000 }).toBe(seen);
  expect(await stepThrough(page)).toEqual(steps);
  await page.locator('[data-test=replay] button.close').click();
  expect(p.errors).toEqual([]);
}, 240_000);
