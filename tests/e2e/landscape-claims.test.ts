/**
 * A phone held sideways (844×390 and 740×360, a touch screen) at the widest claim prompt: the host
 * deals an arranged first hand (`--test-arranged-deal`) in which East's first discard, 5m, gives
 * South every claim at once (three chows, pung, kong, and in most rule sets the win) besides Pass.
 * In each rule set, in English, Hungarian and Czech: the prompt covers neither your seat's panel
 * (name, wind, score) nor your hand, its buttons are each reached by a tap and tall enough for a
 * thumb, and the page does not scroll.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseTiles } from '../../shared/notation';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { chooseLocale, launch, openPlayer, shot, type Player } from './helpers';

const SIZES = [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
];
const LOCALES = ['en', 'hu', 'cs'];
/** A thumb's button. */
const THUMB = 40;

/** By seat (East first): East discards 5m, which South may chow three ways, pung, kong or (345 567 55m…) win on. */
const deal = (sixteen: boolean) => ({
  hands: sixteen
    ? ['5m111s222s333s444s5s666s', '3455567m222888p777s', '111z222z333z444z5z666z', '1122m8899m1133p5p777p']
    : ['5m111s222s333s444s5s', '3455567m222888p', '111z222z333z444z5z', '1122m8899m1133p5p'],
});

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

const measure = (page: Page) =>
  page.evaluate(() => {
    const box = (e: Element | null): Box | null => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const reached = (e: Element) => {
      const r = e.getBoundingClientRect();
      if (r.width <= 0 || r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && e.contains(hit);
    };
    const bar = document.querySelector('.claimbar');
    const seat = document.querySelector('[data-test=my-area] .me');
    const buttons = Array.from(bar?.querySelectorAll('button') ?? []);
    const root = document.documentElement;
    return {
      prompt: box(bar),
      seat: box(seat),
      hand: box(document.querySelector('[data-test=my-area] .hand-row')),
      claims: buttons.map((b) => b.getAttribute('data-claim') ?? '?'),
      unreachable: buttons.filter((b) => !reached(b)).map((b) => b.getAttribute('data-claim') ?? '?'),
      shortest: Math.min(...buttons.map((b) => b.getBoundingClientRect().height)),
      /** Your seat's name, wind and score not reached by a tap at their centre. */
      seatUnseen: ['.name', '.disc', '.score'].filter((part) => {
        const e = seat?.querySelector(part);
        return !e || !reached(e);
      }),
      scroll: root.scrollHeight - innerHeight,
      sideways: root.scrollWidth - innerWidth,
    };
  });

describe('a phone held sideways, at the widest claim prompt', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each(['millington', 'hungarian', 'riichi', 'taiwanese'])('%s: the prompt beside your seat and your hand, never over them', async (preset) => {
    const file = join(tmpdir(), `sparrow-landscape-claims-${process.pid}-${preset}.json`);
    writeFileSync(file, JSON.stringify(deal(preset === 'taiwanese')));
    let host: FakeTimeHost | null = null;
    const players: Player[] = [];
    try {
      host = await startFakeTimeHost(['--preset', preset, '--name', 'Claims', '--test-arranged-deal', file]);
      // Long names: whoever sits South, the seat's panel takes two lines (riichi's score beside it).
      for (const name of ['Zuzana Nováková', 'Erzsébet Kovácsné', 'Bartholomew Quist', 'Dorottya Szabó-Nagy']) {
        const p = await openPlayer(browser, host.url, name, { animations: false }, SIZES[0], { frames: true, touch: true });
        const row = p.page.locator('[data-table]', { hasText: 'Claims' });
        await row.waitFor({ timeout: 15_000 });
        await row.locator('[data-action=join]').click();
        await p.page.locator('[data-test=waiting], [data-test=my-area]').first().waitFor({ timeout: 15_000 });
        players.push(p);
      }
      for (const p of players) await p.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
      // Who sits where: the seats are drawn at the first deal.
      const bySeat: Player[] = [];
      for (const p of players) bySeat[p.views.at(-1)!.view.you!] = p;
      const [east, south] = [bySeat[0].page, bySeat[1].page];
      await east.locator(`[data-test=my-area] button.htile.playable[data-kind="${parseTiles('5m')[0]}"]`).first().tap();
      await south.locator('.claimbar [data-claim=pass]').waitFor({ timeout: 20_000 });
      host.pause();
      for (const locale of LOCALES) {
        await south.setViewportSize(SIZES[0]);
        await chooseLocale(south, locale);
        for (const size of SIZES) {
          await south.setViewportSize(size);
          await south.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
          const m = await measure(south);
          const label = `${preset}, ${locale}, ${size.width}×${size.height}`;
          await shot(south, `lc-${preset}-${locale}-${size.width}x${size.height}`, false);
          expect(m.claims.filter((c) => c === 'chow').length, `${label}: three chows offered`).toBe(3);
          expect(m.claims, `${label}: pung, kong and Pass offered`).toEqual(expect.arrayContaining(['pung', 'kong', 'pass']));
          expect(overlaps(m.prompt!, m.seat!), `${label}: the prompt over your seat's panel`).toBe(false);
          expect(m.seatUnseen, `${label}: your name, wind or score covered`).toEqual([]);
          expect(overlaps(m.prompt!, m.hand!), `${label}: the prompt over your hand`).toBe(false);
          expect(m.unreachable, `${label}: buttons out of reach`).toEqual([]);
          expect(m.shortest, `${label}: the shortest button`).toBeGreaterThanOrEqual(THUMB);
          expect({ scroll: m.scroll, sideways: m.sideways }, `${label}: the page scrolls`).toEqual({ scroll: 0, sideways: 0 });
        }
      }
      for (const p of players) expect(p.errors, p.name).toEqual([]);
    } finally {
      await Promise.all(players.map((p) => p.context.close()));
      await host?.stop();
    }
  }, 120_000);
});
