/**
 * The table is one screen (issue T3 2/8, items 1–3): at your draw, at a claim prompt, at a riichi
 * choice, at a kong choice and at the result, on laptops, on a phone upright and held sideways (two sizes), and
 * in every language at your draw: the page does not scroll; every tile of your hand is inside the
 * window and is what a tap at its centre reaches (no prompt over it, nor the result but on a phone
 * held sideways, where the result takes the whole screen); every opponent's
 * panel, the ponds, the centre and the decision are in view. On a phone the app's menu folds into
 * one button of the table's bar. No text is cut off at 360 px, in the lobby and at the table, in any
 * language (issue item 9).
 *
 * The host deals an arranged first hand (`--test-arranged-deal`) in which every seat holds three of
 * its own wind and draws the fourth at its first turn, with a single-tile wait: whichever seat you
 * are given, your first turn offers a concealed kong and a riichi. Claim prompts come as they come
 * in play (you pass them; the first one is measured).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { chooseLocale, launch, leaveTable, nextOffer, openPlayer, playStep, shot, startPractice } from './helpers';

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
  { width: 390, height: 844 },
  { width: 844, height: 390 },
  { width: 360, height: 640 },
  { width: 740, height: 360 },
];
const LOCALES = ['en', 'cs', 'hu', 'fr', 'zh-TW'];
/** A table name as long as a club's can be: on a phone it takes two lines rather than being cut off. */
const NAME = 'Screen: the Friday club’s corner table';
// The single tiles waited on (1s–4s) lie deep in the live wall, never among the replacement tiles:
// nobody wins before your first turn.
const DEAL = {
  hands: [
    '1111z1s123m456p789s', // East (the dealer) holds its fourth East already
    '222z2s123m456p789s',
    '333z3s123m456p789s',
    '444z4s123m456p789s',
  ],
  wall: '234z', // South, West and North each draw their fourth wind
};

interface Geometry {
  tiles: number;
  /** Tiles of your hand outside the window or under something else. */
  hidden: string[];
  scroll: number;
  sideways: number;
  /** How many of each outside the window. */
  outside: Record<string, number>;
  panels: number;
  /** Texts cut off: an element that clips its overflow (or ends it with "…") holds more than it shows. */
  clipped: string[];
}

/** Where things are, read from the page at this size. `decision`: the selector of the choice on offer. */
const geometry = (page: Page, decision: string | null): Promise<Geometry> =>
  page.evaluate((decision) => {
    const inView = (r: DOMRect) => r.width > 0 && r.left >= -0.5 && r.top >= -0.5 && r.right <= innerWidth + 0.5 && r.bottom <= innerHeight + 0.5;
    const shown = (sel: string) => Array.from(document.querySelectorAll<HTMLElement>(sel)).filter((e) => e.offsetParent !== null);
    const tiles = shown('[data-test=my-area] button.htile');
    const hidden = tiles
      .filter((t) => {
        const r = t.getBoundingClientRect();
        if (!inView(r)) return true;
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !hit || !t.contains(hit);
      })
      .map((t) => t.getAttribute('data-tile') ?? '?');
    // Out of the window, or under something else at its centre (clipped or covered).
    const outside = (sel: string) =>
      shown(sel).filter((e) => {
        const r = e.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        return !inView(r) || !hit || !e.contains(hit);
      }).length;
    const root = document.documentElement;
    return {
      tiles: tiles.length,
      hidden,
      scroll: root.scrollHeight - innerHeight,
      sideways: root.scrollWidth - innerWidth,
      outside: {
        panels: outside('.board .area .seat'),
        ponds: outside('.board .pond'),
        centre: outside('.board .center'),
        mine: outside('[data-test=my-area] .seat'),
        ...(decision ? { decision: outside(decision) + (shown(decision).length ? 0 : 1) } : {}),
      },
      panels: shown('.board .area .seat').length,
      clipped: Array.from(document.querySelectorAll<HTMLElement>('body *'))
        .filter((e) => {
          // (A screen reader's text, one pixel wide on purpose, is no cut-off text.)
          if (e.offsetParent === null || !e.textContent?.trim() || e.closest('svg') || e.clientWidth <= 1) return false;
          const style = getComputedStyle(e);
          const clips = style.textOverflow === 'ellipsis' || style.overflowX === 'hidden' || style.overflowX === 'clip';
          return clips && e.scrollWidth > e.clientWidth + 1;
        })
        .map((e) => e.textContent!.trim().slice(0, 40)),
    };
  }, decision);

/** At every size: one screen, your hand whole and uncovered, the table and the decision in view. */
async function expectOneScreen(page: Page, state: string, decision: string | null, locales = ['en'], board = true): Promise<void> {
  for (const locale of locales) {
    // The language is chosen once, on a laptop (its menu is open there), then every size is measured.
    await page.setViewportSize(SIZES[0]);
    await chooseLocale(page, locale);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      // The board is fitted after the layout settles (a resize observer, then a frame).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const g = await geometry(page, decision);
      const label = `${state}, ${locale}, ${size.width}×${size.height}`;
      // The result lies over the board; on a phone held sideways over the whole table, your hand too
      // (the hand is over, everyone's tiles are in the result; result-card.test.ts).
      const whole = !board && size.width > size.height && size.height <= 500;
      expect(g.tiles, `${label}: your hand`).toBeGreaterThanOrEqual(13);
      if (!whole) expect(g.hidden, `${label}: tiles of your hand out of view or covered`).toEqual([]);
      expect(g.scroll, `${label}: the page scrolls`).toBeLessThanOrEqual(0);
      expect(g.sideways, `${label}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      expect(g.panels, `${label}: the three others' panels`).toBe(3);
      expect(g.clipped, `${label}: text cut off`).toEqual([]);
      // Under the result only the board's own boxes are covered, and held sideways your seat.
      const outside = board ? g.outside : { ...g.outside, panels: 0, ponds: 0, centre: 0, ...(whole ? { mine: 0 } : {}) };
      expect(outside, `${label}: out of view or covered`).toEqual({ panels: 0, ponds: 0, centre: 0, mine: 0, ...(decision ? { decision: 0 } : {}) });
      if (process.env.SPARROW_SHOTS && locale === locales.at(-1)) await shot(page, `s-${state}-${size.width}x${size.height}`, false);
    }
  }
  await page.setViewportSize(SIZES[0]);
  await chooseLocale(page, 'en');
}

describe('the table is one screen', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    const file = join(tmpdir(), `sparrow-one-screen-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(DEAL));
    [host, browser] = await Promise.all([startFakeTimeHost(['--preset', 'riichi', '--name', NAME, '--test-arranged-deal', file, '--bot-delay', '100']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('at your draw, a kong and riichi choice, a claim prompt and the result, on every screen', async () => {
    const p = await openPlayer(browser, host.url, 'Ann', { animations: false }, SIZES[0]);
    const page = p.page;
    // The lobby at 360 px first: nothing cut off, nothing wider than the phone, in any language.
    await page.setViewportSize(SIZES[5]);
    await page.locator('[data-table]', { hasText: NAME }).waitFor();
    for (const locale of LOCALES) {
      await chooseLocale(page, locale);
      const g = await geometry(page, null);
      expect(g.clipped, `lobby, ${locale}: text cut off`).toEqual([]);
      expect(g.sideways, `lobby, ${locale}: the page scrolls sideways`).toBeLessThanOrEqual(0);
    }
    await chooseLocale(page, 'en');
    await page.setViewportSize(SIZES[0]);
    const row = page.locator('[data-table]', { hasText: NAME });
    await row.locator('[data-action=join]').click();
    await page.locator('[data-test=waiting]').waitFor();
    // The waiting screen on a phone sits right under the table's bar (the room below stays empty).
    await page.setViewportSize(SIZES[3]);
    expect((await page.locator('[data-test=waiting]').boundingBox())!.y).toBeLessThan(80);
    await page.setViewportSize(SIZES[0]);
    await page.locator('[data-test=waiting] button').click();
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });

    // A claim prompt is measured the first time one comes (and passed).
    let claimSeen = false;
    const claimPrompt = async (seen: Awaited<ReturnType<typeof nextOffer>>) => {
      if (claimSeen || !seen?.claims.length || seen.claims.includes('win')) return;
      host.pause();
      await expectOneScreen(page, 'claim', '.claimbar');
      claimSeen = true;
      host.resume();
    };
    // Your first turn: the fourth of your wind is in, so a concealed kong and riichi are offered.
    const kong = page.locator('[data-action=kong]');
    for (const end = Date.now() + 30_000; !(await kong.isVisible()); ) {
      expect(Date.now(), 'no kong offered at your first turn').toBeLessThan(end);
      const seen = await nextOffer(page, 5000);
      await claimPrompt(seen);
      if (seen?.claims.length) await playStep(page, { seen });
    }
    host.pause();
    expect(await page.locator('[data-test=riichi-choices] svg.tile').count()).toBeGreaterThan(0);
    await expectOneScreen(page, 'kong', '[data-action=kong]');
    await expectOneScreen(page, 'riichi', '[data-test=riichi-choices]');
    await expectOneScreen(page, 'draw', null, LOCALES);
    // On a phone the app's pages are behind the bar's ☰ button, and it opens them.
    await page.setViewportSize(SIZES[3]);
    expect(await page.locator('header.top').isVisible()).toBe(false);
    await page.locator('[data-action=app-menu]').click();
    await page.locator('header.top nav a[href="#/help"]').waitFor();
    await page.locator('.menu-shade').click({ position: { x: 200, y: 600 } });
    await page.locator('header.top').waitFor({ state: 'hidden' });
    await page.setViewportSize(SIZES[0]);
    host.resume();

    // Play on (passing claims) until a claim prompt has come, and to the hand's end.
    let over = false;
    for (const end = Date.now() + 120_000; Date.now() < end && !(claimSeen && over); ) {
      const seen = await nextOffer(page, 5000);
      if (!seen) continue;
      await claimPrompt(seen);
      if (seen.over) {
        if (!over) {
          host.pause();
          await expectOneScreen(page, 'result', '.result-layer', ['en'], false);
          over = true;
          host.resume();
        }
        // No claim came this hand: on to the next.
        if (!claimSeen) {
          await page.locator('[data-action=next-hand]:enabled').click({ timeout: 2000 }).catch(() => {});
          await page.locator('[data-test=hand-result]').waitFor({ state: 'hidden', timeout: 30_000 }).catch(() => {});
        }
        continue;
      }
      await playStep(page, { seen });
    }
    expect({ claimSeen, over }).toEqual({ claimSeen: true, over: true });
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 240_000);

  it('the classical and Taiwanese presets (a 17-tile hand, flowers) at your turn, on every screen, in every language', async () => {
    const p = await openPlayer(browser, host.url, 'Bea', { animations: false }, SIZES[0]);
    const page = p.page;
    for (const preset of ['millington', 'hungarian', 'taiwanese']) {
      await startPractice(page, preset);
      // Your turn to discard (flowers set aside as they come, claims passed).
      for (const end = Date.now() + 60_000; ; ) {
        const seen = await nextOffer(page, 5000);
        if (seen?.tile && !seen.claims.length && !seen.button) break;
        expect(Date.now(), `${preset}: your turn`).toBeLessThan(end);
        await playStep(page, { seen: seen ?? undefined });
      }
      host.pause();
      await expectOneScreen(page, `draw-${preset}`, null, LOCALES);
      host.resume();
      await leaveTable(page);
      await page.locator('[data-action=practice]').waitFor();
    }
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 240_000);
});
