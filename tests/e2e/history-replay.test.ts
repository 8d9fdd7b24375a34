/**
 * A kept game's replay on the history page, in a real browser: opening it is a step of the
 * browser's history (Back closes it and stays on the page, Forward opens it again, a reload shows
 * it again, Close leaves no step behind), and on a phone held upright its tiles are large enough
 * to read (the page scrolls instead of the board shrinking), while a laptop keeps the whole board.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { botGame } from '../shared/history/bot-game';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, shot } from './helpers';

const PHONE = { width: 390, height: 844 };

/** The rendered heights of the upright tiles the replay shows (those laid sideways are a tile wide). */
const uprightTileHeights = (page: Page) => page.locator('[data-test=game-replay] svg.tile:not(.sideways)').evaluateAll((els) => els.filter((e) => e.getClientRects().length > 0).map((e) => e.getBoundingClientRect().height));

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

  it('on a phone held upright the replay shows a chosen seat\'s hand and the ponds at a readable size', async () => {
    const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-GB', reducedMotion: 'reduce' });
    await context.addInitScript(() => localStorage.setItem('sparrow.settings.v1', JSON.stringify({ name: 'Ann', locale: 'en', animations: false })));
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${host.url}#/history`);
    await page.locator(`[data-test=history-host] [data-game="${ids[1]}"] [data-action=history-open]`).click();
    const replay = page.locator('[data-test=game-replay]');
    await replay.waitFor();
    for (let i = 0; i < 30; i++) await replay.locator('[data-action=replay-next]').click();

    // Four ponds, and one seat's hand at a time: every upright tile at least 30 px tall (it was about 13 to 25).
    const heights = await uprightTileHeights(page);
    expect(heights.length).toBeGreaterThan(13 + 4);
    expect(Math.min(...heights)).toBeGreaterThanOrEqual(30);
    await expect(replay.locator('[data-test=ponds] .pond').count()).resolves.toBe(4);
    const hand = replay.locator('[data-test=replay-seat-hand] svg.tile');
    expect(await hand.count()).toBeGreaterThanOrEqual(13);
    // Sorted by kind, as a hand on the table is (the view keeps the order the tiles were drawn in).
    const kinds = await replay.locator('[data-test=replay-seat-hand] .tiles [data-kind]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-kind'))));
    expect(kinds.length).toBeGreaterThanOrEqual(13);
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    // The page scrolls down, never sideways.
    await expect(page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).resolves.toBeLessThanOrEqual(0);
    await shot(page, 'h5-history-replay-phone');

    // Another player's hand, chosen by name.
    const seats = replay.locator('[data-test=replay-seat-choice] button');
    await expect(seats.count()).resolves.toBe(4);
    const before = await hand.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join());
    const other = replay.locator('[data-test=replay-seat-choice] button[aria-pressed=false]').first();
    const name = await other.textContent();
    await other.click();
    await expect(replay.locator('[data-test=replay-seat-choice] button[aria-pressed=true]').textContent()).resolves.toBe(name);
    await expect.poll(() => hand.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label')).join())).not.toBe(before);
    expect(errors).toEqual([]);
  }, 120_000);

  it('a laptop keeps the whole board, scaled into its box', async () => {
    const me = await openPlayer(browser, `${host.url}#/history`, 'Ann', { animations: false }, { width: 1280, height: 800 });
    await me.page.locator(`[data-test=history-host] [data-game="${ids[1]}"] [data-action=history-open]`).click();
    const replay = me.page.locator('[data-test=game-replay]');
    await replay.waitFor();
    await replay.locator('[data-action=replay-next]').click();
    await expect(replay.locator('.board-fit .board [data-test=ponds]').count()).resolves.toBe(1);
    await expect(replay.locator('[data-test=replay-seat-choice]').count()).resolves.toBe(0);
    expect(me.errors).toEqual([]);
  }, 60_000);
});
