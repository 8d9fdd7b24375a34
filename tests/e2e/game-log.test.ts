/**
 * The log of a finished riichi game downloads from the result screen: a spectator's browser gets
 * the tenhou.net/6 file, which our own parser reads back with one kyoku a hand.
 */
import { readFileSync } from 'node:fs';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTenhou } from '../../shared/rules/riichi/logs/tenhou-format';
import { QUICK_GAME, startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, scriptedGame, shot } from './helpers';

describe('a finished riichi game', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--preset', 'riichi', '--bots', '3', '--name', 'Log night', '--bot-delay', '0', '--claim-pause', '5'], QUICK_GAME), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('downloads as tenhou.net/6 from the result, for a spectator too', async () => {
    // A scripted player takes the free seat and plays the whole game quickly.
    const { over, client: ann } = await scriptedGame(host, 'Ann', { perSecond: Infinity });
    // The finished table stays a while (ten minutes of the host's time) for its results: it stays here.
    host.pause();

    const bea = await openPlayer(browser, host.url, 'Bea', { animations: false });
    const row = bea.page.locator('[data-table]', { hasText: 'Log night' });
    await row.locator('[data-action=watch]').click();
    const logs = bea.page.locator('[data-test=game-logs]');
    await logs.waitFor({ timeout: 20_000 });
    await logs.scrollIntoViewIfNeeded();
    await shot(bea.page, 'g1-riichi-game-over');
    const [download] = await Promise.all([bea.page.waitForEvent('download'), logs.locator('[data-action=export-tenhou]').click()]);
    expect(download.suggestedFilename()).toBe('Log-night.tenhou.json');
    const game = parseTenhou(readFileSync((await download.path())!, 'utf8'));
    expect(game.kyoku).toHaveLength(over.view.game.handsPlayed);
    expect(game.names).toContain('Ann');
    expect(bea.errors).toEqual([]);
    await ann.close();
  }, 300_000);
});
