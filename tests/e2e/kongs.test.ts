/**
 * Kongs played through the UI (issue T2 4/6, "done when"): a concealed kong, a claimed kong and a
 * robbed kong, each by clicking the app's buttons as a player would, four people at one riichi
 * table. The host deals an arranged first hand (`--test-arranged-deal`, a test-only option) so
 * that the situations come up:
 *   East declares the concealed kong of East winds, then discards a white dragon;
 *   South claims it for a kong (holding three), then discards a 3m;
 *   West pungs the 3m, later draws the fourth and adds it to the pung;
 *   North, waiting on 3m–6m with no other yaku, robs that kong and wins.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTiles } from '../../shared/notation';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, shot, type Player } from './helpers';
import { until } from '../helpers/until';

const DEAL = {
  hands: [
    '11115z789m456p789s', // East (the dealer): a concealed kong to declare at once
    '555z39m22789p123s', // South: three white dragons
    '338m111p4569s227z', // West: a pair of 3m
    '45m999p23467899s', // North: waits on 3m or 6m, no yaku of its own
  ],
  wall: '676z3m',
};
const kind = (text: string) => parseTiles(text)[0];

/** Waits for `selector` on the page, then clicks it. */
async function press(page: Page, selector: string, timeout = 30_000): Promise<void> {
  const el = page.locator(selector).first();
  await el.waitFor({ state: 'visible', timeout });
  await el.click();
}
/** Discards a tile of `tile`'s kind from your hand. */
const discard = (page: Page, tile: string) => press(page, `[data-test=my-area] button.htile.playable[data-kind="${kind(tile)}"]`);
/**
 * Draws when the table asks you to, once your turn shows `then`. A table may draw for you: the
 * button can go between being seen and being clicked, and then `then` is what comes. Until your
 * turn comes the host's clock moves on: a claim window on the last discard that someone could
 * claim but lets go runs out (riichi's 3 s), as it would at the table.
 */
async function drawFor(page: Page, then: string, clock: FakeTimeHost): Promise<void> {
  const draw = page.locator('[data-action=draw]');
  await until(() => draw.or(page.locator(then)).first().isVisible(), 'your turn', { clock, stepMs: 500, everyMs: 100, timeoutMs: 30_000 });
  const end = Date.now() + 30_000;
  for (;;) {
    await draw.or(page.locator(then)).first().waitFor({ timeout: Math.max(1, end - Date.now()) });
    if (!(await draw.isVisible())) return;
    try {
      return await draw.click({ timeout: 2_000 });
    } catch (e) {
      if (Date.now() > end) throw e;
    }
  }
}
/** A normal turn: draw, then discard a tile of `tile`'s kind. */
async function turn(page: Page, tile: string, clock: FakeTimeHost): Promise<void> {
  await drawFor(page, `[data-test=my-area] button.htile.playable[data-kind="${kind(tile)}"]`, clock);
  await discard(page, tile);
}

describe('kongs through the UI', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    const file = join(tmpdir(), `sparrow-kongs-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(DEAL));
    [host, browser] = await Promise.all([startFakeTimeHost(['--preset', 'riichi', '--name', 'Kongs', '--test-arranged-deal', file]), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('a concealed kong, a claimed kong and a robbed kong', async () => {
    const players: Player[] = [];
    for (const name of ['Ann', 'Bea', 'Cy', 'Dan']) {
      const p = await openPlayer(browser, host.url, name, { animations: false }, undefined, { frames: true });
      const row = p.page.locator('[data-table]', { hasText: 'Kongs' });
      await row.waitFor({ timeout: 15_000 });
      await row.locator('[data-action=join]').click();
      await p.page.locator('[data-test=waiting], [data-test=my-area]').first().waitFor({ timeout: 15_000 });
      players.push(p);
    }
    for (const p of players) {
      await p.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
      const skip = p.page.locator('[data-action=skip-ceremony]');
      if (await skip.isVisible()) await skip.click();
    }
    // Who sits where: the seats are drawn at the first deal.
    const bySeat: Player[] = [];
    for (const p of players) bySeat[p.views.at(-1)!.view.you!] = p;
    const [east, south, west, north] = bySeat.map((p) => p.page);

    // East: the concealed kong, chosen from the button that shows its four tiles.
    const kong = east.locator('[data-action=kong]');
    await kong.waitFor();
    expect(await kong.getAttribute('data-kong')).toBe('concealed');
    expect(await kong.locator('svg.tile').evaluateAll((ts) => ts.map((t) => Number(t.getAttribute('data-kind'))))).toEqual([kind('1z'), kind('1z'), kind('1z'), kind('1z')]);
    await shot(east, 'k1-concealed-kong-choice', false);
    // On a phone too: the choice and its tiles (and riichi's) sit below your hand, covering none of it.
    await east.setViewportSize({ width: 390, height: 844 });
    await kong.scrollIntoViewIfNeeded();
    const boxes = async (sel: string) => Promise.all((await east.locator(sel).all()).map(async (l) => (await l.boundingBox())!));
    const hand = await boxes('[data-test=my-area] button.htile');
    for (const b of await boxes('[data-action=kong], [data-test=riichi-choices]'))
      for (const h of hand) expect(b.y >= h.y + h.height || b.y + b.height <= h.y || b.x >= h.x + h.width || b.x + b.width <= h.x, 'a decision covers a tile of the hand').toBe(true);
    expect(await east.locator('[data-test=riichi-choices] svg.tile').count()).toBeGreaterThan(0);
    await shot(east, 'k1-concealed-kong-choice-phone', false);
    await kong.click();
    // Discard once the kong is in the view: a click while the kong is on its way is ignored (the store sends one move at a time).
    await kong.waitFor({ state: 'hidden' });
    await discard(east, '5z');

    // South claims the white dragon for a kong.
    await press(south, '.claimbar [data-claim=kong]');
    await discard(south, '3m');

    // West pungs the 3m and discards; then North, East and South each draw and discard.
    await press(west, '.claimbar [data-claim=pung]');
    await discard(west, '7z');
    await turn(north, '6z', host);
    await turn(east, '7z', host);
    await turn(south, '6z', host);

    // West draws the fourth 3m and adds it to the pung: the button shows the pung and the added tile.
    await drawFor(west, '[data-action=kong]', host);
    const added = west.locator('[data-action=kong]');
    await added.waitFor();
    expect(await added.getAttribute('data-kong')).toBe('added');
    expect(await added.locator('svg.tile').evaluateAll((ts) => ts.map((t) => Number(t.getAttribute('data-kind'))))).toEqual([kind('3m'), kind('3m'), kind('3m'), kind('3m')]);
    await added.click();

    // North robs it.
    const claimbar = north.locator('.claimbar');
    await claimbar.waitFor();
    // Riichi's words: robbing the kan on a pon (chankan).
    expect(await claimbar.textContent()).toMatch(/Rob the kan \(chankan\)/);
    await shot(north, 'k2-robbing-the-kong', false);
    await press(north, '.claimbar [data-claim=win]');

    const result = north.locator('[data-test=hand-result]');
    await result.waitFor({ timeout: 20_000 });
    expect(await result.textContent()).toContain('Robbing a kong');
    await shot(north, 'k3-robbed-kong-result');
    // The host dealt an arranged hand, not the seed's: the fairness check says so, and the hand
    // each player was shown is not the seed's deal.
    for (const page of [east, north]) {
      await page.locator('[data-test=fairness] li[data-check=dealt].fail').waitFor({ timeout: 20_000 });
      await page.locator('[data-test=fairness] li[data-check=deal].fail').waitFor({ timeout: 20_000 });
      expect(await page.locator('[data-test=fairness]').getAttribute('class')).toContain('bad');
    }
    // The melds as everyone saw them at the end: East's concealed kong, South's claimed one, West's pung (its kong robbed).
    const final = players[0].views.at(-1)!.view.hand as unknown as { seats: { melds: { type: string; concealed: boolean; added: boolean }[] }[] };
    const seatOf = (page: Page) => bySeat.findIndex((p) => p.page === page);
    expect(final.seats[seatOf(east)].melds).toMatchObject([{ type: 'kong', concealed: true }]);
    expect(final.seats[seatOf(south)].melds).toMatchObject([{ type: 'kong', concealed: false, added: false }]);
    expect(final.seats[seatOf(west)].melds.map((m) => m.type)).toEqual(['pung']);
    for (const p of players) expect(p.errors, p.name).toEqual([]);
  }, 180_000);
});
