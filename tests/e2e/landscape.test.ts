/**
 * A phone held sideways (844×390 and 740×360, a touch screen): the table has a layout of its own
 * rather than the laptop's scaled down. For every rule set, late in a hand (a set of yours on the
 * table, taken from a discard) at a claim prompt and at your turn, in English, Hungarian and Czech
 * (the longest): your hand's tiles are large enough to tap, in one row, each reached by a tap at its
 * centre; the decision lies beside the hand, never over it, and each of its buttons is reached; the
 * four seats' names, winds and scores are all in view, none cut off, none covered (the widest claim
 * prompt: landscape-claims.test.ts); the ponds and the discard claimed are large
 * enough to read; the page does not scroll.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { suiteHostAndBrowser } from './fake-host';
import { chooseLocale, leaveTable, nextOffer, openPlayer, playStep, shot, startPractice } from './helpers';

const SIZES = [
  { width: 844, height: 390 },
  { width: 740, height: 360 },
];
const LOCALES = ['en', 'hu', 'cs'];
/** A tap target: a hand tile at least this wide and tall (a tile is 1.4 times as tall as wide). */
const TILE = { width: 32, height: 44.8 };
/** The smallest pond tile (its narrow side) still read at a glance. */
const POND = 12;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}
interface Sideways {
  tiles: { width: number; height: number }[];
  /** Hand tiles not reached by a tap at their centre (out of the window, or under something). */
  covered: string[];
  /** Rows of your hand's tiles. */
  rows: number;
  hand: Box | null;
  decision: Box | null;
  /** The decision's buttons not reached by a tap at their centre. */
  unreachable: string[];
  /** Seats' names, winds and scores out of view, covered, or cut off. */
  unseen: string[];
  seats: number;
  pond: number;
  claimed: number | null;
  scroll: number;
  sideways: number;
}

const measure = (page: Page, decision: string): Promise<Sideways> =>
  page.evaluate((decision) => {
    const box = (e: Element | null): Box | null => {
      if (!e) return null;
      const r = e.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    };
    const shown = (e: Element) => (e as HTMLElement).offsetParent !== null || e instanceof SVGElement;
    /** In the window, and what a tap at its centre reaches. */
    const reached = (e: Element) => {
      const r = e.getBoundingClientRect();
      if (r.width <= 0 || r.left < -0.5 || r.top < -0.5 || r.right > innerWidth + 0.5 || r.bottom > innerHeight + 0.5) return false;
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return !!hit && e.contains(hit);
    };
    const tiles = Array.from(document.querySelectorAll('[data-test=my-area] button.htile')).filter(shown);
    const seats = Array.from(document.querySelectorAll('.board .area .seat, [data-test=my-area] .seat')).filter(shown);
    const unseen: string[] = [];
    for (const seat of seats)
      for (const part of ['.name', '.disc', '.score']) {
        const e = seat.querySelector(part);
        // (A wind disc's letter lies over its edge on purpose.)
        const cut = part !== '.disc' && e instanceof HTMLElement && e.scrollWidth > e.clientWidth + 1;
        if (!e || !reached(e) || cut) unseen.push(`${seat.querySelector('.name')?.textContent?.trim()} ${part}${cut ? ' (cut off)' : ''}`);
      }
    const side = (e: Element) => {
      const r = e.getBoundingClientRect();
      return Math.min(r.width, r.height);
    };
    const ponds = Array.from(document.querySelectorAll('.board .pond svg.tile')).map(side);
    const claimed = document.querySelector('.claimbar .what svg.tile');
    const d = document.querySelector(decision);
    const root = document.documentElement;
    return {
      tiles: tiles.map((t) => ({ width: t.getBoundingClientRect().width, height: t.getBoundingClientRect().height })),
      covered: tiles.filter((t) => !reached(t)).map((t) => t.getAttribute('data-tile') ?? '?'),
      // (A tile under the mouse is lifted a little: a new row starts only a tile's half height lower.)
      rows: tiles
        .map((t) => t.getBoundingClientRect())
        .sort((a, b) => a.top - b.top)
        .filter((r, i, all) => i === 0 || r.top - all[i - 1].top > r.height / 2).length,
      hand: box(document.querySelector('[data-test=my-area] .hand')),
      decision: box(d),
      unreachable: d ? Array.from(d.querySelectorAll('button')).filter((b) => !reached(b)).map((b) => b.textContent?.trim() ?? '?') : ['(none)'],
      unseen,
      seats: seats.length,
      pond: ponds.length ? Math.min(...ponds) : Infinity,
      claimed: claimed ? claimed.getBoundingClientRect().width : null,
      scroll: root.scrollHeight - innerHeight,
      sideways: root.scrollWidth - innerWidth,
    };
  }, decision);

const overlaps = (a: Box, b: Box) => a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** At both sizes, in each language: the table is comfortable to play on. */
async function expectComfortable(page: Page, state: string, decision: string): Promise<void> {
  for (const locale of LOCALES) {
    await chooseLocale(page, locale);
    for (const size of SIZES) {
      await page.setViewportSize(size);
      // The board is fitted after the layout settles (a resize observer, then a frame).
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      const m = await measure(page, decision);
      const label = `${state}, ${locale}, ${size.width}×${size.height}`;
      expect(m.tiles.length, `${label}: your hand`).toBeGreaterThan(0);
      expect(Math.min(...m.tiles.map((t) => t.width)), `${label}: the narrowest tile of your hand`).toBeGreaterThanOrEqual(TILE.width);
      expect(Math.min(...m.tiles.map((t) => t.height)), `${label}: the shortest tile of your hand`).toBeGreaterThanOrEqual(TILE.height);
      expect(m.rows, `${label}: your hand in one row`).toBe(1);
      expect(m.covered, `${label}: tiles of your hand out of view or covered`).toEqual([]);
      expect(m.decision, `${label}: the decision`).not.toBeNull();
      expect(overlaps(m.decision!, m.hand!), `${label}: the decision over your hand`).toBe(false);
      expect(m.unreachable, `${label}: the decision's buttons out of reach`).toEqual([]);
      expect(m.seats, `${label}: four seats`).toBe(4);
      expect(m.unseen, `${label}: names, winds or scores out of view`).toEqual([]);
      expect(m.pond, `${label}: the smallest pond tile`).toBeGreaterThanOrEqual(POND);
      if (m.claimed !== null) expect(m.claimed, `${label}: the discard to claim`).toBeGreaterThanOrEqual(24);
      expect({ scroll: m.scroll, sideways: m.sideways }, `${label}: the page scrolls`).toEqual({ scroll: 0, sideways: 0 });
      if (locale !== 'en') await shot(page, `l-${state}-${locale}-${size.width}x${size.height}`, false);
    }
    await page.setViewportSize(SIZES[0]);
  }
  await chooseLocale(page, 'en');
}

describe('a phone held sideways', () => {
  const suite = suiteHostAndBrowser(['--no-table', '--bot-delay', '100']);

  it.each(['millington', 'hungarian', 'riichi', 'taiwanese'])('%s: late in a hand, at a claim prompt and at your turn', async (preset) => {
    const p = await openPlayer(suite.browser, suite.host.url, 'Zuzana Nováková', { animations: false }, SIZES[0], { touch: true });
    const page = p.page;
    // Whatever happens, the practice table is left: a table waiting on this player would hold the host's clock for the next test.
    try {
      await startPractice(page, preset);
      // Take the first chows and pungs offered (a set of yours on the table), pass the rest; measure the
      // first claim prompt and the first turn that come once a set of yours lies there.
      const checked = { claim: false, turn: false };
      for (let step = 0; step < 600 && !(checked.claim && checked.turn); step++) {
        const seen = await nextOffer(page, 5000);
        if (!seen) continue;
        if (seen.over) {
          await page.locator('[data-action=next-hand]:enabled').click({ timeout: 5000 }).catch(() => {});
          await page.locator('[data-test=hand-result]').waitFor({ state: 'hidden', timeout: 30_000 }).catch(() => {});
          continue;
        }
        const sets = await page.locator('[data-test=my-area] .meld').count();
        const state = sets && seen.claims.length && !seen.claims.includes('win') && !checked.claim ? 'claim' : sets && seen.tile && !seen.claims.length && !seen.button && !checked.turn ? 'turn' : null;
        if (state) {
          suite.host.pause();
          try {
            await expectComfortable(page, `${preset}-${state}`, state === 'claim' ? '.claimbar' : '[data-test=my-area] .actions');
          } finally {
            suite.host.resume();
          }
          checked[state] = true;
        }
        await playStep(page, { seen, claim: (kinds) => (sets < 2 ? (kinds.find((k) => k === 'pung' || k === 'chow') ?? null) : null) });
      }
      expect(checked, `${preset}: a claim prompt and a turn of yours with a set on the table`).toEqual({ claim: true, turn: true });
      expect(p.errors).toEqual([]);
    } finally {
      await leaveTable(page).catch(() => {});
      await p.context.close();
    }
  }, 240_000);
});
