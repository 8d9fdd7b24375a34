/**
 * A tab reopened mid-hand (issue T3 2/8, item 6) takes its seat back with this hand's moves so far
 * and the break-dice line, as before it closed, and no second ceremony.
 */
import { expect, it } from 'vitest';
import { suiteHostAndBrowser } from './fake-host';
import { nextOffer, openPlayer, playStep, startPractice } from './helpers';

const suite = suiteHostAndBrowser(['--no-table', '--bot-delay', '100']);

it('a reopened tab shows this hand’s moves and the break line again', async () => {
  const p = await openPlayer(suite.browser, suite.host.url, 'Ann', { animations: false }, { width: 1280, height: 800 });
  const page = p.page;
  await startPractice(page, 'riichi');
  const moves = async () => Number(/\d+/.exec((await page.locator('[data-test=move-log] summary').textContent()) ?? '')?.[0] ?? 'NaN');
  // Play until a dozen moves are on the list (your own discards among them).
  for (let i = 0; i < 60 && (await moves()) < 12; i++) {
    const seen = await nextOffer(page, 5000);
    if (seen?.over) break;
    await playStep(page, { seen: seen ?? undefined });
  }
  suite.host.pause();
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
  // The list is drawn once the details element has said it opened (its toggle event comes a task later).
  await page.locator('[data-test=move-log] li').first().waitFor();
  const shown = await page.evaluate(() => ({
    said: Number(/\d+/.exec(document.querySelector('[data-test=move-log] summary')?.textContent ?? '')?.[0]),
    lines: document.querySelectorAll('[data-test=move-log] li').length,
  }));
  expect(shown.lines).toBe(shown.said);
  expect(shown.lines).toBeGreaterThanOrEqual(after);
  suite.host.resume();
  expect(p.errors).toEqual([]);
}, 120_000);
