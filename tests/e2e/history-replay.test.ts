/**
 * A kept game's replay on the history page, in a real browser: opening it is a step of the
 * browser's history (Back closes it and stays on the page, Forward opens it again, a reload shows
 * it again, Close leaves no step behind).
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botGame } from '../shared/history/bot-game';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer } from './helpers';

describe("a kept game's replay on the history page", () => {
  let host: FakeTimeHost;
  let browser: Browser;
  let ids: string[];

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--no-table'], { paused: true }), launch()]);
    ids = [botGame('millington', 2).log, botGame('riichi', 1).log].map((log) => host.host.history!.add(log)!.id);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('Back closes the replay and stays on the history page; Forward and a reload open it again', async () => {
    const me = await openPlayer(browser, host.url, 'Ann', { animations: false }, { width: 1280, height: 800 });
    const page = me.page;
    const replay = page.locator('[data-test=game-replay]');
    const open = (id: string) => page.locator(`[data-test=history-host] [data-game="${id}"] [data-action=history-open]`).click();
    await page.locator('nav a[href="#/history"]').click();
    await open(ids[0]);
    await replay.waitFor();
    await expect(replay.getAttribute('aria-label')).resolves.toContain('millington');

    await page.goBack();
    await replay.waitFor({ state: 'detached' });
    await page.locator('[data-test=history]').waitFor();
    expect(new URL(page.url()).hash).toBe('#/history');

    await page.goForward();
    await replay.waitFor();
    await expect(replay.getAttribute('aria-label')).resolves.toContain('millington');

    // A reload with the replay open shows it again (the host sends the game anew).
    await page.reload();
    await replay.waitFor({ timeout: 20_000 });
    await expect(replay.getAttribute('aria-label')).resolves.toContain('millington');
    await page.goBack();
    await replay.waitFor({ state: 'detached' });
    await page.locator('[data-test=history]').waitFor();

    // Another game opened while one is shown takes its place: Back still goes to the list.
    await open(ids[0]);
    await replay.waitFor();
    await open(ids[1]);
    await expect.poll(() => replay.getAttribute('aria-label')).toContain('riichi');
    await page.goBack();
    await replay.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#/history');

    // Close leaves no step behind: Back from the list then goes where the list was opened from.
    await open(ids[1]);
    await replay.waitFor();
    await page.locator('[data-action=close-replay]').click();
    await replay.waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).toBe('#/history');
    await page.goBack();
    await page.locator('[data-test=history]').waitFor({ state: 'detached' });
    expect(new URL(page.url()).hash).not.toMatch(/history/);
    expect(me.errors).toEqual([]);
  }, 120_000);

  it('a log opened from text closes with Back too; after a reload (the text forgotten) the list shows', async () => {
    const me = await openPlayer(browser, `${host.url}#/history`, 'Ann', { animations: false }, { width: 1280, height: 800 });
    const page = me.page;
    const replay = page.locator('[data-test=game-replay]');
    await page.locator('details.paste summary').click();
    await page.locator('[data-test=history-paste]').fill(JSON.stringify(host.host.history!.log(ids[1], true)));
    await page.locator('[data-action=history-open-pasted]').click();
    await replay.waitFor();
    expect(new URL(page.url()).hash).toMatch(/^#\/history\/file:/);
    await page.goBack();
    await replay.waitFor({ state: 'detached' });
    await page.goForward();
    await replay.waitFor();
    await page.reload();
    await page.locator('[data-test=history-host] [data-game]').first().waitFor();
    await expect.poll(() => new URL(page.url()).hash).toBe('#/history');
    await expect(replay.count()).resolves.toBe(0);
    expect(me.errors).toEqual([]);
  }, 60_000);
});
