/**
 * The history page: a finished practice game (one player and three bots, riichi, the quickest
 * settings; the player is scripted over the WebSocket as in game-log.test.ts) is listed, replays
 * hand by hand with every hand shown, opens its review, downloads as a Sparrow log that opens again
 * from a file; the player's statistics show. Screenshots on a laptop and a 390×844 phone.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryServerMessage } from '../../shared/history/protocol';
import { QUICK_GAME, startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, scriptedGame, shot } from './helpers';

type List = Extract<HistoryServerMessage, { t: 'history' }>;

describe('the history page', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--preset', 'riichi', '--bots', '3', '--name', 'Practice', '--bot-delay', '0', '--claim-pause', '5'], QUICK_GAME), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('lists a finished practice game, replays it with every hand shown, reviews it, and opens its saved log', async () => {
    const { over, client: ann } = await scriptedGame(host, 'Ann', { perSecond: Infinity });
    // The finished table stays a while (ten minutes of the host's time) for its results: it stays here.
    host.pause();
    ann.send({ t: 'historyList' });
    expect((await ann.next<List>((m) => m.t === 'history')).games).toHaveLength(1);
    await ann.close();

    const me = await openPlayer(browser, `${host.url}#/history`, 'Ann', { animations: false });
    const page = me.page;
    const row = page.locator('[data-test=history-host] [data-game]');
    await row.waitFor({ timeout: 20_000 });
    await expect(row.textContent()).resolves.toContain('Ann');
    await expect(page.locator('[data-player=Ann] [data-stat=games]').textContent()).resolves.toBe('1');
    await page.locator('[data-player=Ann] [data-test=placement-chart]').waitFor();
    await shot(page, 'h1-history');

    await row.locator('[data-action=history-open]').click();
    const replay = page.locator('[data-test=game-replay]');
    await replay.waitFor();
    // The game is over: all four hands are shown, step after step.
    for (let i = 0; i < 12; i++) await replay.locator('[data-action=replay-next]').click();
    await expect(replay.locator('.backs.revealed').count()).resolves.toBe(4);
    await expect(replay.locator('[data-test=replay-hand] option').count()).resolves.toBe(over.view.game.handsPlayed);
    await replay.locator('[data-test=replay-hand]').selectOption({ index: 1 });
    for (let i = 0; i < 20; i++) await replay.locator('[data-action=replay-next]').click();
    await expect(replay.locator('.backs.revealed').count()).resolves.toBe(4);
    await shot(page, 'h2-history-replay');

    // Sparrow's log downloads, and opening it from a file replays it again.
    const [download] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action=history-download-sparrow]').click()]);
    expect(download.suggestedFilename()).toBe('Practice.sparrow.json');
    await page.locator('[data-action=close-replay]').click();
    await page.locator('[data-test=history-open-file]').setInputFiles((await download.path())!);
    await page.locator('[data-test=history-file] [data-game]').waitFor();
    await replay.waitFor();
    await expect(page.locator('[data-test=history-error]').count()).resolves.toBe(0);
    // Its tenhou.net/6 log too (a riichi game played elsewhere opens the same way): the same hands, replayed.
    const [tenhou] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action=history-download-tenhou]').click()]);
    await page.locator('[data-action=close-replay]').click();
    await page.locator('[data-test=history-open-file]').setInputFiles((await tenhou.path())!);
    await replay.waitFor();
    await expect(page.locator('[data-test=history-error]').count()).resolves.toBe(0);
    await expect(replay.locator('[data-test=replay-hand] option').count()).resolves.toBe(over.view.game.handsPlayed);
    await expect(page.locator('[data-test=history-file] [data-game]').count()).resolves.toBe(2);
    // And its mjai events (one JSON event a line).
    const [mjai] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action=history-download-mjai]').click()]);
    await page.locator('[data-action=close-replay]').click();
    await page.locator('[data-test=history-open-file]').setInputFiles((await mjai.path())!);
    await replay.waitFor();
    await expect(page.locator('[data-test=history-error]').count()).resolves.toBe(0);
    await expect(replay.locator('[data-test=replay-hand] option').count()).resolves.toBe(over.view.game.handsPlayed);
    await expect(page.locator('[data-test=history-file] [data-game]').count()).resolves.toBe(3);
    // A log pasted as text opens the same way.
    await page.locator('[data-action=close-replay]').click();
    await page.locator('details.paste summary').click();
    await page.locator('[data-test=history-paste]').fill(readFileSync((await tenhou.path())!, 'utf8'));
    await page.locator('[data-action=history-open-pasted]').click();
    await replay.waitFor();
    await expect(page.locator('[data-test=history-error]').count()).resolves.toBe(0);
    await expect(replay.locator('[data-test=replay-hand] option').count()).resolves.toBe(over.view.game.handsPlayed);
    // A file that is not a game log is refused, saying so.
    await page.locator('[data-test=history-open-file]').setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"hello":"world"}') });
    await expect(page.locator('[data-test=history-error]').textContent()).resolves.toMatch(/cannot be opened as a Sparrow game log, a tenhou\.net\/6 log or an mjai log.*neither a Sparrow game nor a tenhou\.net\/6 log/s);

    // The review of Ann's decisions in the shown hand.
    await page.locator('[data-action=history-review-hand]').click();
    await page.locator('[data-test=review]').waitFor({ timeout: 60_000 });
    await expect(page.locator('[data-test=review-summary]').textContent()).resolves.toMatch(/\d+ of \d+/);
    await shot(page, 'h3-history-review');
    await page.locator('[data-action=review-close]').click();
    await page.locator('[data-test=history]').waitFor();
    expect(me.errors).toEqual([]);

    const phone = await openPlayer(browser, `${host.url}#/history`, 'Bea', { animations: false, locale: 'fr' }, { width: 390, height: 844 });
    await phone.page.locator('[data-test=history-host] [data-action=history-open]').click();
    await phone.page.locator('[data-test=game-replay]').waitFor();
    for (let i = 0; i < 15; i++) await phone.page.locator('[data-action=replay-next]').click();
    await shot(phone.page, 'h4-history-phone');
    const overflow = await phone.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(phone.errors).toEqual([]);
  }, 400_000);
});
