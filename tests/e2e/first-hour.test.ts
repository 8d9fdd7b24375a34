/**
 * What a new player meets first (issue T2 4/6), on a laptop and a phone: a name typed in the lobby
 * counts at once and the empty name is the field's own "Guest" in your language; both rule-set
 * pickers start at Millington (the host's own table) and remember the last choice; the join field
 * shows the host's real port, says why an address cannot be one, and never leaves the lobby; bots
 * are Bot 1–3 wherever they sit.
 */
import type { Browser, Page, WebSocketRoute } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, leaveTable, openPlayer, playHand, shot } from './helpers';
import { until } from '../helpers/until';

const PHONE = { width: 390, height: 844 };
/** Leaves the table (a host allows one address only a few open tables, and every test here is 127.0.0.1). */
const leave = (page: Page) => leaveTable(page);

describe('the first hour', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--bot-delay', '200', '--grace', '4000']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('lobby: your name at once, sensible remembered defaults, an address explained in place', async () => {
    const p = await openPlayer(browser, host.url, '', { animations: false, locale: 'hu' }, undefined, { frames: true });
    const hellos = () => p.sent.map((f) => JSON.parse(f) as { t: string; name?: string }).filter((m) => m.t === 'hello');
    // No name typed: the host knows you by the field's placeholder, in your language.
    await expect.poll(() => hellos()[0]?.name).toBe('Vendég');
    expect(await p.page.locator('[data-test=player-name]').getAttribute('placeholder')).toBe('Vendég');

    // Both pickers start at Millington, like the host's own table; the join field shows port 7070.
    expect(await p.page.locator('[data-test=practice-preset]').inputValue()).toBe('millington');
    expect(await p.page.locator('[data-test=host-preset]').inputValue()).toBe('millington');
    expect(await p.page.locator('[data-test=join-address]').getAttribute('placeholder')).toMatch(/:7070$/);

    // A port out of range and text that is no address: each says why, in place, with nothing thrown.
    const address = p.page.locator('[data-test=join-address]');
    await address.fill('127.0.0.1:99999');
    await expect.poll(() => p.page.locator('[data-test=join-reason]').textContent()).toMatch(/65535/);
    expect(await p.page.locator('[data-action=join-address]').isDisabled()).toBe(true);
    await address.fill('hello world');
    await expect.poll(() => p.page.locator('[data-test=join-reason]').textContent()).toMatch(/192\.168\.1\.20:7070/);
    // A good address opens that host's page in a new tab (here nobody answers: that tab shows the
    // browser's error); this one stays in the lobby and says what happened.
    await address.fill('127.0.0.1:1');
    const [tab] = await Promise.all([p.context.waitForEvent('page'), p.page.locator('[data-action=join-address]').click()]);
    await tab.close();
    expect(p.page.url()).toContain(`127.0.0.1:${host.port}`);
    expect(await p.page.locator('[data-test=join-state]').textContent()).toContain('127.0.0.1:1');
    await shot(p.page, 'f1-lobby-laptop');

    // The last choice is remembered, for both pickers.
    await p.page.locator('[data-test=practice-preset]').selectOption('riichi');
    expect(await p.page.locator('[data-test=host-preset]').inputValue()).toBe('riichi');

    // A name typed now counts for the table started now.
    await p.page.locator('[data-test=player-name]').fill('Zoë');
    await p.page.locator('[data-action=practice]').click();
    await p.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    const names = await p.page.locator('.seat .name').allTextContents();
    expect(names).toContain('Zoë');
    expect(names.filter((n) => n.startsWith('Robot')).sort()).toEqual(['Robot 1', 'Robot 2', 'Robot 3']);
    expect(names.join()).not.toMatch(/Player|Vendég/);
    await shot(p.page, 'f1-table-laptop');
    expect(p.errors).toEqual([]);
    await leave(p.page);
    await p.context.close();
  });

  it('a lost host pauses the table unmistakably, blocks input, and says when it is back', async () => {
    const p = await openPlayer(browser, host.url, 'Lena', { animations: false });
    // Every connection goes through here, so the test can cut it and refuse new ones for a while.
    let cut = false;
    const open: WebSocketRoute[] = [];
    await p.page.routeWebSocket(/\/ws$/, (ws) => {
      if (cut) return void ws.close({ code: 4000, reason: 'cut' });
      ws.connectToServer();
      open.push(ws);
    });
    await p.page.reload();
    await p.page.locator('[data-action=practice]').click();
    await p.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    expect(await p.page.locator('[data-test=table-paused]').count()).toBe(0);

    cut = true;
    for (const ws of open.splice(0)) await ws.close({ code: 4000, reason: 'cut' });
    const paused = p.page.locator('[data-test=table-paused]');
    await paused.waitFor();
    expect(await paused.textContent()).toContain('The table is paused');
    // Nothing under it can be clicked or focused.
    expect(await p.page.locator('.table-body').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    expect(await p.page.locator('.tableview > header.bar').evaluate((el) => (el as HTMLElement).inert)).toBe(true);
    await shot(p.page, 'f6-paused-laptop', false);

    cut = false;
    await p.page.locator('[data-test=table-back]').waitFor({ timeout: 20_000 });
    expect(await paused.count()).toBe(0);
    expect(await p.page.locator('.table-body').evaluate((el) => (el as HTMLElement).inert)).toBe(false);
    await p.page.locator('[data-test=my-area] button.htile').first().waitFor();
    expect(p.errors).toEqual([]);
    await leave(p.page);
    await p.context.close();
  });

  it('back to your seat: a reopened tab goes straight there; others see "away" count down, then the bot', async () => {
    const ann = await openPlayer(browser, host.url, 'Ann', { animations: false });
    await ann.page.locator('[data-test=host-name]').fill('Seat test');
    await ann.page.locator('[data-test=host-bots]').selectOption('2');
    await ann.page.locator('[data-action=create-table]').click();
    await ann.page.locator('[data-test=waiting]').waitFor({ timeout: 15_000 });
    const bob = await openPlayer(browser, host.url, 'Bob', { animations: false });
    await bob.page.locator('[data-table] [data-action=join]').first().click({ timeout: 15_000 });
    await bob.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });

    // Ann closes her tab: Bob sees her away, a bot to play in so many seconds, then the bot playing.
    // The host's time moves only as the test says: the grace period (4 s) to the millisecond.
    host.pause();
    const table = host.host.lobby.all().find((t) => t.name === 'Seat test')!;
    const annPlace = table.places.findIndex((p) => p.name === 'Ann');
    await ann.page.close();
    const annSeat = bob.page.locator('.seat', { has: bob.page.locator('.name', { hasText: /^Ann$/ }) });
    await expect.poll(() => annSeat.locator('[data-test=grace]').textContent().catch(() => ''), { timeout: 10_000 }).toMatch(/away: a bot plays in \d+ s/);
    expect(await annSeat.textContent()).not.toContain('away (a bot plays)');
    await shot(bob.page, 'f5-grace-laptop', false);
    host.advance(3999);
    expect(table.players()[annPlace]).toMatchObject({ connected: false, botPlaying: false, graceMsLeft: 1 });
    host.advance(1);
    expect(table.players()[annPlace]).toMatchObject({ connected: false, botPlaying: true });
    await annSeat.locator('.tag', { hasText: 'away (a bot plays)' }).waitFor({ timeout: 15_000 });
    host.resume();

    // She opens Sparrow again: straight back to her seat, no lobby in between.
    const page = await ann.context.newPage();
    page.on('pageerror', (e) => ann.errors.push(e.message));
    await page.goto(host.url);
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 15_000 });
    await expect.poll(() => annSeat.locator('.tag', { hasText: /away/ }).count(), { timeout: 10_000 }).toBe(0);

    // In the lobby her table offers her seat (not only "Watch"), and it takes her back.
    await page.locator('nav a[href="#/"]').click();
    const take = page.locator('[data-table] [data-action=take-seat]');
    await take.waitFor({ timeout: 10_000 });
    await take.click();
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 15_000 });
    expect([...ann.errors, ...bob.errors]).toEqual([]);
    await Promise.all([leave(page), leave(bob.page)]);
    await Promise.all([ann.context.close(), bob.context.close()]);
  });

  it('keyboard: Esc skips the ceremony; on your turn the keyboard is on your hand', async () => {
    const p = await openPlayer(browser, host.url, 'Kim', { animations: true });
    await p.page.locator('[data-action=practice]').click();
    await p.page.locator('[data-action=skip-ceremony]').waitFor({ timeout: 20_000 });
    await p.page.keyboard.press('Escape');
    await p.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 10_000 });
    expect(await p.page.locator('[data-action=skip-ceremony]').count()).toBe(0);
    // Your turn to discard comes (East at once, else after the bots; a claim window offered before it
    // runs out on the host's clock): focus is on a tile you may discard.
    const playable = p.page.locator('[data-test=my-area] button.htile.playable').first();
    await until(() => playable.isVisible(), 'your turn to discard', { clock: host, stepMs: 500, everyMs: 100, timeoutMs: 30_000 });
    await expect.poll(() => p.page.evaluate(() => !!document.activeElement?.matches('[data-test=my-area] button.htile.playable')), { timeout: 5000 }).toBe(true);
    expect(p.errors).toEqual([]);
    await leave(p.page);
    await p.context.close();
  });

  it('riichi table: honba and deposits always shown, a move log to open, your call flashed at your seat', async () => {
    const p = await openPlayer(browser, host.url, 'Rei', { animations: false });
    await p.page.locator('[data-test=practice-preset]').selectOption('riichi');
    await p.page.locator('[data-action=practice]').click();
    await p.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    expect(await p.page.locator('[data-test=sticks]').textContent()).toMatch(/Riichi sticks: 0.*Honba: 0/);

    await p.page.locator('[data-test=move-log] summary').click();
    expect(await p.page.locator('[data-test=move-log] li').first().textContent()).toMatch(/^Hand 1 begins; .+ is East\.$/);

    // Take the first chow or pon offered: "Chi!" or "Pon!" flashes at your own seat.
    let call: string | null = null;
    await playHand(p.page, async (kinds) => {
      if (call !== null) return false;
      const kind = kinds.includes('pung') ? 'pung' : kinds.includes('chow') ? 'chow' : null;
      if (!kind) return false;
      await p.page.locator(`.claimbar [data-claim=${kind}]`).first().click();
      // A bot's pon or ron may take the tile instead (the claim-lost notice): wait for the next offer.
      const flashed = p.page.locator('[data-test=my-area] [data-test=call]');
      const lost = p.page.locator('[data-test=lost-claim]');
      await flashed.or(lost).first().waitFor({ timeout: 10_000 });
      if ((await flashed.count()) === 0) return true;
      call = await flashed.textContent();
      await shot(p.page, 'f9-call-laptop', false);
      return true;
    });
    if (call !== null) expect(['Pon!', 'Chi!']).toContain(call);
    // The result shows the dora indicators and, for a winner, the hand's value in points.
    expect(await p.page.locator('[data-test=result-dora] .tile').count()).toBeGreaterThan(0);
    const won = await p.page.locator('[data-test=hand-result] .winner').count();
    if (won) expect(await p.page.locator('[data-test=result-value]').first().textContent()).toMatch(/gains -?\d+ points/);
    await shot(p.page, 'f9-riichi-result', false);
    // The log, still open, has followed the hand.
    expect(await p.page.locator('[data-test=move-log] li').allTextContents()).toContainEqual(expect.stringMatching(/discards/));
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 200_000);

  it('phone: the join explanation fits the screen', async () => {
    const p = await openPlayer(browser, host.url, 'Ann', {}, PHONE);
    await p.page.locator('[data-test=join-address]').fill('127.0.0.1:99999');
    const reason = p.page.locator('[data-test=join-reason]');
    await reason.waitFor();
    const box = await reason.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    await reason.scrollIntoViewIfNeeded();
    await shot(p.page, 'f1-lobby-phone', false);
    expect(p.errors).toEqual([]);
    await p.context.close();
  });
});
