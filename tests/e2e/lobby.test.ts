/**
 * The lobby against `npm run host`: one-click practice, hosting a table with a PIN that a second
 * browser must give to join and a third to watch, and going straight back to your seat after reloading the page.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, shot } from './helpers';

describe('the lobby', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--bot-delay', '200']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('"Practice now" seats you with three bots in one click', async () => {
    const p = await openPlayer(browser, host.url, 'Zoë', { animations: false });
    await p.page.locator('[data-test=practice-preset]').selectOption('riichi');
    await p.page.locator('[data-action=practice]').click();
    await p.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    const names = await p.page.locator('.seat .name').allTextContents();
    expect(names.filter((n) => /bot/i.test(n))).toHaveLength(3);
    expect(await p.page.locator('.center .preset').textContent()).toBe('Riichi');
    expect(await p.page.locator('.tname').textContent()).toBe('Zoë’s practice');
    expect(await p.page.locator('[data-test=my-area] button.htile').count()).toBeGreaterThanOrEqual(13);
    await shot(p.page, 'l1-practice-riichi');
    expect(p.errors).toEqual([]);
    await p.context.close();
  });

  it("the organiser link's key leaves the address bar and goes only in the hello to this host", async () => {
    const link = /Organiser link[^:]*: (http:\S+#host=([0-9a-f]{64}))/.exec(host.output());
    expect(link).not.toBeNull();
    const organiser = await openPlayer(browser, link![1], 'Olga', {}, undefined, { frames: true });
    await organiser.page.locator('[data-action=practice]').waitFor();
    expect(await organiser.page.evaluate(() => location.href)).not.toContain(link![2]);
    const hello = () => organiser.sent.map((f) => JSON.parse(f) as { t: string; key?: string }).find((m) => m.t === 'hello');
    await expect.poll(hello).toMatchObject({ t: 'hello', key: link![2] });
    // Reloading keeps it (this tab's sessionStorage); a player who opens the plain address has none.
    organiser.sent.length = 0;
    await organiser.page.reload();
    await expect.poll(hello).toMatchObject({ key: link![2] });
    const player = await openPlayer(browser, host.url, 'Pat', {}, undefined, { frames: true });
    await player.page.locator('[data-action=practice]').waitFor();
    await expect.poll(() => player.sent.some((f) => f.includes('"t":"hello"'))).toBe(true);
    expect(player.sent.join('')).not.toContain(link![2]);
    expect([...organiser.errors, ...player.errors]).toEqual([]);
    await Promise.all([organiser.context.close(), player.context.close()]);
  });

  it('hosts a table with a PIN; another browser needs the PIN to join, a third to watch', async () => {
    const ann = await openPlayer(browser, host.url, 'Ann');
    await ann.page.locator('[data-test=host-name]').fill('Friday game');
    await ann.page.locator('[data-test=host-preset]').selectOption('taiwanese');
    await ann.page.locator('input[placeholder="4–8 digits"]').fill('4321');
    await ann.page.locator('[data-test=host-bots]').selectOption('2');
    await ann.page.locator('[data-action=create-table]').click();
    await ann.page.locator('[data-test=waiting]').waitFor({ timeout: 15_000 });
    await ann.page.locator('[data-test=waiting] h3', { hasText: 'Waiting for players: 1 seat free' }).waitFor({ timeout: 10_000 });
    expect(await ann.page.locator('[data-test=waiting] li').allTextContents()).toHaveLength(4);
    await shot(ann.page, 'l2-waiting');

    const bea = await openPlayer(browser, host.url, 'Bea', { animations: false });
    const row = bea.page.locator('[data-table]', { hasText: 'Friday game' });
    await row.waitFor({ timeout: 15_000 });
    expect(await row.textContent()).toContain('Taiwanese 16-tile');
    expect(await row.textContent()).toContain('1 free seat');
    await row.locator('.pin').fill('1111');
    await row.locator('[data-action=join]').click();
    await bea.page.locator('.error', { hasText: 'Wrong PIN' }).waitFor({ timeout: 10_000 });
    await shot(bea.page, 'l2-wrong-pin');
    await bea.page.locator('a[href="#/"]').first().click();
    await row.locator('.pin').fill('4321');
    await row.locator('[data-action=join]').click();
    await bea.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    // A 16-tile hand (17 for the dealer), bonus tiles set aside.
    const count = await bea.page.locator('[data-test=my-area] button.htile').count();
    expect(count === 16 || count === 17).toBe(true);
    await shot(bea.page, 'l3-taiwanese-table');

    // Cy watches: the PIN is asked for watching too; a wrong one is refused in the table's row, in the lobby.
    const cy = await openPlayer(browser, host.url, 'Cy', { animations: false });
    const cyRow = cy.page.locator('[data-table]', { hasText: 'Friday game' });
    await cyRow.waitFor({ timeout: 15_000 });
    await cyRow.locator('[data-action=watch]').click();
    await cyRow.locator('.row-note', { hasText: 'This table needs its PIN' }).waitFor({ timeout: 5_000 });
    expect(await cy.page.evaluate(() => document.activeElement?.classList.contains('pin'))).toBe(true);
    await cyRow.locator('.pin').fill('9999');
    await cyRow.locator('[data-action=watch]').click();
    await cyRow.locator('.row-note.error', { hasText: 'Wrong PIN' }).waitFor({ timeout: 10_000 });
    expect(await cy.page.locator('.tableview').count()).toBe(0);
    await shot(cy.page, 'l4-watch-wrong-pin');
    await cyRow.locator('.pin').fill('4321');
    await cyRow.locator('.pin').press('Enter');
    await cy.page.locator('.tableview .tag', { hasText: 'Watching' }).waitFor({ timeout: 15_000 });
    await cy.page.locator('.board .seat').first().waitFor({ timeout: 15_000 });
    expect(await cy.page.locator('[data-test=my-area]').count()).toBe(0);
    expect(cy.page.url()).toMatch(/#\/table$/);
    await shot(cy.page, 'l5-watching-pin-table');
    expect(cy.errors).toEqual([]);
    await cy.context.close();

    // Bea reloads the page: she is taken straight back to her seat (the token she holds).
    const before = await bea.page.locator('[data-test=my-area] button.htile').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')).sort());
    await bea.page.goto(host.url);
    await bea.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 15_000 });
    const after = await bea.page.locator('[data-test=my-area] button.htile').evaluateAll((els) => els.map((e) => e.getAttribute('data-tile')).sort());
    // Same seat: the same tiles (bots may have moved on, but a seat's hand only changes on its own turn).
    expect(after.filter((t) => before.includes(t)).length).toBeGreaterThanOrEqual(before.length - 1);
    expect(bea.errors).toEqual([]);
    expect(ann.errors).toEqual([]);
  }, 90_000);
});
