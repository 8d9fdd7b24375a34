/**
 * A player who takes a free place between hands never held the hand before it: the host sends none
 * of its steps, so the page offers no replay of it, neither in its result nor as "Replay the last
 * hand" once the next hand is dealt, nor after a reload mid-hand (before, the replay opened on a
 * fragment and said the host did not send the rest). A spectator is offered it and gets it whole.
 * The host's and the store's sides: tests/shared/host/hand-steps-offer.test.ts,
 * tests/renderer/replay-steps.test.ts.
 */
import type { Page } from 'playwright';
import { expect, it } from 'vitest';
import { autoPlay, TestClient, type ViewMessage } from '../server/helpers/client';
import { suiteHostAndBrowser } from './fake-host';
import { nextOffer, openPlayer, playStep, shot } from './helpers';

const suite = suiteHostAndBrowser(['--preset', 'riichi', '--name', 'Newcomer table', '--bots', '2', '--bot-delay', '100']);

const replayLast = (page: Page) => page.locator('[data-action=replay-last]');
const total = async (page: Page) => Number(/of (\d+)/.exec((await page.locator('[data-test=replay-pos]').textContent()) ?? '')?.[1] ?? 'NaN');

/** Opens the lobby's row of the table: `watch` or `join`. */
async function take(page: Page, how: 'watch' | 'join'): Promise<void> {
  await page.locator('[data-table]', { hasText: 'Newcomer table' }).locator(`[data-action=${how}]`).click({ timeout: 15_000 });
}

it('a place taken between hands offers no replay of the hand before it, reloaded or not; a spectator has it whole', async () => {
  const { host, browser } = suite;
  const sue = await openPlayer(browser, host.url, 'Sue', { animations: false });
  await take(sue.page, 'watch');
  // Ann and Dan, over the WebSocket, take the free places and play hand 0; the table then waits for their "next hand".
  const [ann, dan] = await Promise.all(['Ann', 'Dan'].map((name) => TestClient.connect(`ws://127.0.0.1:${host.port}/ws`, name)));
  for (const c of [ann, dan]) {
    autoPlay(c, { nextHand: false });
    const welcome = c.received.find((m) => m.t === 'welcome') as { tables: { id: string }[] };
    c.send({ t: 'join', table: welcome.tables[0].id });
  }
  await dan.next<ViewMessage>((m) => m.t === 'view' && m.view.hand?.index === 0 && m.view.hand.phase === 'over', 120_000);
  // He leaves between hands (the clock stands still meanwhile) and Eve takes his place.
  host.pause();
  dan.send({ t: 'leave' });
  await dan.next((m) => m.t === 'left');
  const eve = await openPlayer(browser, host.url, 'Eve', { animations: false }, { width: 1280, height: 800 });
  const page = eve.page;
  await take(page, 'join');
  const result = page.locator('[data-test=hand-result]');
  await result.waitFor({ timeout: 20_000 });
  host.resume();
  // Hand 0 was Dan's: its result offers Eve no replay; the spectator's does.
  await expect.poll(() => result.locator('[data-action=next-hand]').isVisible()).toBe(true);
  expect(await result.locator('[data-action=replay]').count()).toBe(0);
  // Nor a review of it (the host refuses one: it was Dan's hand).
  expect(await result.locator('[data-action=review-hand]').count()).toBe(0);
  // The result names who played the hand: Dan, not Eve who sat down after it.
  const resultText = (await result.textContent())!;
  expect(resultText).toContain('Dan');
  expect(resultText).not.toContain('Eve');
  await shot(page, 'newcomer-result', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'newcomer-result-phone', false);
  await page.setViewportSize({ width: 1280, height: 800 });
  // (Sue watched the hand end: her result comes after the winner's call.)
  await sue.page.locator('[data-test=hand-result] [data-action=replay]').waitFor({ timeout: 10_000 });

  // Hand 1, a few of Eve's moves in: no replay of hand 0, before a reload or after it.
  await result.locator('[data-action=next-hand]').click();
  ann.send({ t: 'nextHand' });
  for (let moves = 0; moves < 3; ) {
    const o = await nextOffer(page, 20_000);
    if (o?.over) break;
    if ((await playStep(page, { seen: o ?? undefined })) === 'acted') moves++;
  }
  await page.locator('[data-test=my-area] button.htile').first().waitFor();
  expect(await replayLast(page).count()).toBe(0);
  await page.reload();
  await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
  expect(await page.locator('.tableview').count()).toBe(1);
  expect(await replayLast(page).count()).toBe(0);
  await shot(page, 'newcomer-reloaded', false);

  // The spectator, back on a reloaded page, replays hand 0 whole: the host sends the spectators' steps.
  await sue.page.reload();
  if (!(await sue.page.locator('.tableview').isVisible())) await take(sue.page, 'watch');
  await replayLast(sue.page).click({ timeout: 20_000 });
  await sue.page.locator('[data-test=replay-pos]').waitFor();
  await sue.page.locator('[data-test=replay-asked]').waitFor({ state: 'hidden', timeout: 10_000 });
  expect(await total(sue.page)).toBeGreaterThan(10);
  await shot(sue.page, 'newcomer-spectator-replay', false);
  expect([...eve.errors, ...sue.errors]).toEqual([]);
  await Promise.all([ann.close(), dan.close()]);
}, 240_000);
