/**
 * The ponds as at a real table (issue T2 4/6, item 9): around the centre, yours below it reading
 * normally, the right player's turned a quarter to the left, the opposite one upside down, the
 * left one a quarter to the right; six to a row, each pond's first row nearest the centre. Checked
 * from the DOM's boxes and transforms on a laptop and a phone, in every language, and after a
 * whole classical hand (long ponds wrap into more rows and still overflow nothing).
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { chooseLocale, launch, leaveTable, nextOffer, openPlayer, playStep, shot } from './helpers';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
const LOCALES = ['en', 'cs', 'hu', 'fr', 'zh-TW'];

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Layout {
  centre: Box;
  ponds: Record<string, { box: Box; turn: number; first: { x: number; y: number } | null; rows: number[] }>;
  panels: Box[];
  mine: Box | null;
  overflow: number;
}

/** Where everything is, read from the DOM: each pond's box, its turn (from its transform) and its discards' rows in its own frame. */
const layout = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const box = (el: Element): Box => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const ponds: Layout['ponds'] = {};
    for (const slot of Array.from(document.querySelectorAll('.board .pond-slot'))) {
      const pond = slot.querySelector('.pond')!;
      const m = new DOMMatrix(getComputedStyle(pond).transform);
      const first = pond.querySelector('.discard');
      const f = first?.getBoundingClientRect();
      ponds[slot.getAttribute('data-side')!] = {
        box: box(pond),
        turn: Math.round((Math.atan2(m.b, m.a) * 180) / Math.PI),
        first: f ? { x: f.left + f.width / 2, y: f.top + f.height / 2 } : null,
        // Layout offsets ignore the turn: the rows as the pond's player reads them.
        rows: Array.from(pond.querySelectorAll<HTMLElement>('.discard')).map((d) => d.offsetTop),
      };
    }
    const mine = document.querySelector('[data-test=my-area]');
    return {
      centre: box(document.querySelector('.board .center')!),
      ponds,
      panels: Array.from(document.querySelectorAll('.board .area'))
        .filter((a) => (a as HTMLElement).offsetParent !== null)
        .map(box),
      mine: mine ? box(mine) : null,
      overflow: document.documentElement.scrollWidth - innerWidth,
    };
  });

const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** The four ponds sit around the centre, each turned to its player, first row nearest the centre, covering nothing. */
function expectRealTable(l: Layout, label: string): void {
  const { centre, ponds } = l;
  expect(Object.keys(ponds).sort(), label).toEqual(['bottom', 'left', 'right', 'top']);
  expect(ponds.bottom.box.top, `${label}: yours below the centre`).toBeGreaterThanOrEqual(centre.bottom - 0.5);
  expect(ponds.top.box.bottom, `${label}: the opposite one above`).toBeLessThanOrEqual(centre.top + 0.5);
  expect(ponds.left.box.right, `${label}: the left one to the left`).toBeLessThanOrEqual(centre.left + 0.5);
  expect(ponds.right.box.left, `${label}: the right one to the right`).toBeGreaterThanOrEqual(centre.right - 0.5);
  expect(Object.fromEntries(Object.entries(ponds).map(([side, p]) => [side, p.turn])), label).toEqual({ bottom: 0, right: -90, top: 180, left: 90 });
  // Each pond starts on the side nearest the centre.
  const mid = (b: Box) => ({ x: (b.left + b.right) / 2, y: (b.top + b.bottom) / 2 });
  const near = { bottom: (f: { y: number }, c: { y: number }) => f.y < c.y, top: (f: { y: number }, c: { y: number }) => f.y > c.y, left: (f: { x: number }, c: { x: number }) => f.x > c.x, right: (f: { x: number }, c: { x: number }) => f.x < c.x };
  for (const [side, p] of Object.entries(ponds)) {
    if (p.first) expect(near[side as keyof typeof near](p.first, mid(p.box)), `${label}: ${side} pond starts nearest the centre`).toBe(true);
    // Six to a row in the pond's own frame.
    const rows = new Map<number, number>();
    for (const top of p.rows) rows.set(top, (rows.get(top) ?? 0) + 1);
    expect([...rows.values()].slice(0, -1).every((n) => n === 6), `${label}: ${side} pond: six to a row`).toBe(true);
    expect([...rows.values()].every((n) => n <= 6), label).toBe(true);
  }
  // Nothing covers anything: ponds, the centre, the players' panels, your hand; nothing sticks out sideways.
  const boxes = [centre, ...Object.values(ponds).map((p) => p.box), ...l.panels, ...(l.mine ? [l.mine] : [])];
  for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i], boxes[j]), `${label}: boxes ${i} and ${j} overlap`).toBe(false);
  expect(l.overflow, `${label}: sideways overflow`).toBeLessThanOrEqual(1);
}

describe('the ponds as at a real table', () => {
  let host: FakeTimeHost;
  let browser: Browser;

  beforeAll(async () => {
    [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--bot-delay', '100']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('riichi: around the centre on a laptop and a phone, in every language', async () => {
    const p = await openPlayer(browser, host.url, 'Ann', { animations: false, lastPreset: 'riichi' }, LAPTOP);
    const page = p.page;
    await page.locator('[data-test=practice-preset]').selectOption('riichi');
    await page.locator('[data-action=practice]').click();
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    // Play until every pond has a few discards (a riichi hand rarely ends within 24 discards).
    for (const end = Date.now() + 60_000; Date.now() < end; ) {
      const counts = await page.locator('.board .pond').evaluateAll((ps) => ps.map((q) => q.querySelectorAll('.discard').length));
      if (counts.every((n) => n >= 4)) break;
      const seen = await nextOffer(page, 5000);
      if (seen?.over || (await playStep(page, { seen: seen ?? undefined })) === 'over') break;
    }
    // The table stands still while it is measured (a bot's win would cover it with the result).
    host.pause();
    for (const size of [LAPTOP, PHONE]) {
      await page.setViewportSize(size);
      for (const locale of LOCALES) {
        await chooseLocale(page, locale);
        await page.locator('.board .center').waitFor();
        expectRealTable(await layout(page), `${locale} ${size.width}×${size.height}`);
        if (locale === 'en' || locale === 'zh-TW') await shot(page, `g1-ponds-${locale}-${size.width}`, false);
      }
    }
    expect(p.errors).toEqual([]);
    await leaveTable(page);
    host.resume();
    await p.context.close();
  }, 120_000);

  it('classical: long ponds (as late in a long hand) wrap into more rows and cover nothing', async () => {
    const p = await openPlayer(browser, host.url, 'Bea', { animations: false }, PHONE);
    const page = p.page;
    // Bots rarely let a classical hand run long: each pond the host shows is lengthened here to
    // 27 discards (five rows), as late in an exhaustive draw, by repeating its own discards.
    await page.routeWebSocket(/\/ws$/, (ws) => {
      const server = ws.connectToServer();
      ws.onMessage((m) => server.send(m));
      server.onMessage((m) => {
        if (typeof m !== 'string' || !m.startsWith('{"t":"view"')) return ws.send(m);
        const msg = JSON.parse(m) as { view: { hand: { seats: { discards: { riichi: boolean }[] }[] } | null } };
        // A seat that has not discarded yet (a hand won early) borrows another seat's discards.
        const seats = msg.view.hand?.seats ?? [];
        const any = seats.find((seat) => seat.discards.length)?.discards ?? [];
        for (const seat of seats) {
          const own = seat.discards.length ? seat.discards : any;
          if (own.length) seat.discards = Array.from({ length: Math.max(own.length, 27) }, (_, i) => ({ ...own[i % own.length], riichi: false }));
        }
        ws.send(JSON.stringify(msg));
      });
    });
    await page.reload();
    await page.locator('[data-test=practice-preset]').selectOption('hungarian');
    await page.locator('[data-action=practice]').click();
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    for (let i = 0; i < 200; i++) {
      const counts = await page.locator('.board .pond').evaluateAll((ps) => ps.map((q) => q.querySelectorAll('.discard').length));
      if (counts.every((n) => n >= 27)) break;
      if ((await playStep(page)) === 'over') break;
    }
    for (const size of [PHONE, LAPTOP]) {
      await page.setViewportSize(size);
      for (const locale of LOCALES) {
        await chooseLocale(page, locale);
        const l = await layout(page);
        expect(Object.values(l.ponds).map((q) => new Set(q.rows).size)).toEqual([5, 5, 5, 5]);
        expectRealTable(l, `classical ${locale} ${size.width}×${size.height}`);
      }
      await shot(page, `g2-ponds-classical-${size.width}`, false);
    }
    expect(p.errors).toEqual([]);
    await p.context.close();
  }, 120_000);
});
