/**
 * A tab reopened mid-hand (issue T3 2/8, item 6) takes its seat back with this hand's moves so far
 * and the break-dice line, as before it closed, and no second ceremony.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, nextOffer, openPlayer, playStep } from './helpers';

let host: FakeTimeHost;
let browser: Browser;
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--bot-delay', '100']), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

it('a reopened tab shows this hand’s moves and the break line again', async () => {
  const p = await openPlayer(browser, host.url, 'Ann', { animations: false }, { width: 1280, height: 800 });
  const page = p.page;
  await page.locator('[data-test=practice-preset]').selectOption('riichi');
  await page.locator('[data-action=practice]').click();
  await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
  const moves = async () => Number(/\d+/.exec((await page.locator('[data-test=move-log] summary').textContent()) ?? '')?.[0] ?? 'NaN');
  // Play until a dozen moves are on the list (your own discards among them).
  for (let i = 0; i < 60 && (await moves()) < 12; i++) {
    const seen = await nextOffer(page, 5000);
    if (seen?.over) break;
    await playStep(page, { seen: seen ?? undefined });
  }
  host.pause();
  const before = await moves();
  const line = await page.locator('.ceremony-line').textContent();
  expect(before).toBeGreaterThanOrEqual(12);
  expect(line).toMatch(/^Break dice/);

  await page.reload();
  await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
  expect(await page.locator('[data-test=ceremony]').count()).toBe(0);
  // (Leaving may have closed a claim window that waited for you: one move more.)
  const after = await moves();
  expect(after).toBeGreaterThanOrEqual(before);
  expect(after).toBeLessThanOrEqual(before + 2);
  expect(await page.locator('.ceremony-line').textContent()).toBe(line);
  // The list, opened, has as many lines as its summary says (read together: a move may still come in).
  await page.locator('[data-test=move-log] summary').click();
  const shown = await page.evaluate(() => ({
    said: Number(/\d+/.exec(document.querySelector('[data-test=move-log] summary')?.textContent ?? '')?.[0]),
    lines: document.querySelectorAll('[data-test=move-log] li').length,
  }));
  expect(shown.lines).toBe(shown.said);
  expect(shown.lines).toBeGreaterThanOrEqual(after);
  host.resume();
  expect(p.errors).toEqual([]);
}, 120_000);
