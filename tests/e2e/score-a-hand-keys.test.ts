/**
 * The Score-a-hand panel by keyboard and by taps (found in a review): the hand's tile and ×
 * buttons show where the keyboard is (they had `outline: none`), and on a phone a pung waiting to
 * be added stays in the hand when the picked tiles are sent elsewhere.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, shot } from './helpers';

let host: FakeTimeHost;
let browser: Browser;
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table']), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

it('the hand’s tile and × buttons show the keyboard’s focus, each named by what it removes', async () => {
  const { page } = await openPlayer(browser, `${host.url}#/score`, 'Ann');
  await page.locator('[data-test=sah-ruleset]').selectOption('hungarian');
  await page.locator('[data-test=sah-notation]').fill('123m 999p 44z [555p] 2f +4z');
  await page.locator('[data-test=sah-notation]').press('Enter');
  const built = page.locator('.built');
  const set = built.getByRole('button', { name: 'Remove the set 5 of Dots, 5 of Dots, and 5 of Dots' });
  const tile = built.getByRole('button', { name: 'Remove 9 of Dots' }).first();
  // From the set's ×, Tab reaches the first concealed tile: both show a ring.
  await set.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  const ring = () => page.evaluate(() => {
    const s = getComputedStyle(document.activeElement!);
    return { label: document.activeElement!.getAttribute('aria-label'), outline: s.outlineStyle, width: parseFloat(s.outlineWidth) };
  });
  expect(await ring()).toEqual({ label: 'Remove the set 5 of Dots, 5 of Dots, and 5 of Dots', outline: 'solid', width: 3 });
  await shot(page, 'sah-focus-set', false);
  await page.keyboard.press('Tab');
  expect(await ring()).toEqual({ label: 'Remove 1 of Characters', outline: 'solid', width: 3 });
  // Enter removes the tile it names.
  await tile.focus();
  await page.keyboard.press('Enter');
  expect(await page.locator('[data-test=sah-notation]').inputValue()).toBe('123m99p44z [555p] 2f +4z');
});

it('on a phone, a pung built as an exposed set stays when the picked tiles go to the winning tile', async () => {
  const { page } = await openPlayer(browser, `${host.url}#/score`, 'Ann', {}, { width: 390, height: 844 });
  await page.locator('[data-test=sah-ruleset]').selectOption('millington');
  await page.locator('input[name=target][value=exposed]').check();
  for (const kind of [13, 13, 13]) await page.locator(`.pick[data-kind="${kind}"]`).click();
  await page.locator('input[name=target][value=winning]').check();
  expect(await page.locator('[data-test=sah-notation]').inputValue()).toBe('[555p]');
  expect(await page.locator('.pending').count()).toBe(0);
  await shot(page, 'sah-phone-pung-kept');
});
