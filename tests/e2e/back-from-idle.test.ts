/**
 * A player who let the turn clock run out twice finds a bot playing for them, and one button gives
 * the place back: before it, a returning player had to beat the bot (700 ms) to a move. The host's
 * side (who may press it, what it changes) is tested in tests/server/turn-clock.test.ts.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoPlay, TestClient } from '../server/helpers/client';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { chooseLocale, launch, openPlayer, shot } from './helpers';
import { until } from '../helpers/until';

describe('back from letting the clock run out', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([
      startFakeTimeHost(['--preset', 'hungarian', '--name', 'Clock table', '--rules', 'turnMs=5000,bankMs=0', '--bots', '2', '--bot-delay', '100']),
      launch(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('"I’m back" ends the bot’s play at once, and the clock runs for the player again', async () => {
    const ann = await openPlayer(browser, host.url, 'Ann', { animations: false }, undefined, { frames: true });
    const page = ann.page;
    const row = page.locator('[data-table]', { hasText: 'Clock table' });
    await row.waitFor({ timeout: 15_000 });
    await row.locator('[data-action=join]').click();
    // Bob, over the WebSocket, plays at once; the two bots fill the table.
    const bob = await TestClient.connect(`ws://127.0.0.1:${host.port}/ws`, 'Bob');
    autoPlay(bob);
    const welcome = bob.received.find((m) => m.t === 'welcome') as { tables: { id: string }[] };
    bob.send({ t: 'join', table: welcome.tables[0].id });

    // Ann does nothing (her screen draws for her, as it does by default): after two moves made for
    // her, the table tells her a bot plays for her. The table waits on her turns, so the test moves
    // the host's clock on itself (her 5 s ran out twice in about ten checks).
    const notice = page.locator('[data-test=bot-for-you]');
    await until(() => notice.isVisible(), 'the notice that a bot plays for Ann', { clock: host, stepMs: 1000, everyMs: 100, timeoutMs: 60_000 });
    // The table stands still while she reads it.
    host.pause();
    expect(await notice.textContent()).toContain('a bot is playing for you');
    await shot(page, 'i1-bot-for-you', false);
    await page.setViewportSize({ width: 390, height: 844 });
    await notice.scrollIntoViewIfNeeded();
    await shot(page, 'i1-bot-for-you-phone', false);
    const button = page.locator('[data-test=play-again]');
    expect(await button.isVisible()).toBe(true);
    // In every language the notice and its button are translated and fit the phone's width.
    const english = [await notice.textContent(), await button.textContent()];
    for (const locale of ['cs', 'hu', 'fr', 'zh-TW']) {
      await chooseLocale(page, locale);
      await expect.poll(() => button.textContent()).not.toBe(english[1]);
      expect(await notice.textContent()).not.toContain(english[0]!.split(':')[0]);
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await shot(page, `i1-bot-for-you-phone-${locale}`, false);
    }
    await chooseLocale(page, 'en');

    await button.click();
    await notice.waitFor({ state: 'hidden', timeout: 10_000 });
    // On her next turn her own clock runs (it would not while the bot played for her). Until then
    // the host's time moves on, through whatever else waits on her (a claim window she lets go, the
    // pause between hands), but stands still once her turn has come.
    const table = host.host.lobby.all()[0];
    const annSeat = () => table.seatOf(table.places.findIndex((p) => p.name === 'Ann'));
    const herTurn = () => table.state.hand?.turn === annSeat() && (table.state.hand.phase === 'draw' || table.state.hand.phase === 'discard');
    const clock = page.locator('[data-test=my-area] [data-test=turn-clock]');
    await until(() => clock.isVisible(), 'her turn clock', { clock: { advance: (ms) => herTurn() || host.advance(ms) }, stepMs: 500, everyMs: 100, timeoutMs: 60_000 });
    await shot(page, 'i2-back-phone', false);
    expect(ann.sent.filter((f) => f.includes('"playAgain"'))).toHaveLength(1);
    expect(ann.errors).toEqual([]);
    await bob.close();
    await ann.context.close();
  }, 200_000);
});
