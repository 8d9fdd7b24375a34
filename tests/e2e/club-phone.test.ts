/**
 * The club standings on a 390 px phone, in every language (found in a review): with a long name
 * the table was wider than the screen in en, cs, fr and hu, its Deal-ins column out of sight and
 * nothing saying the table scrolls. Every column now fits: short headings (their full words in a
 * legend below and on the heading itself) and a name that wraps.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCALES } from '../../renderer/src/i18n/locales';
import { TestClient } from '../server/helpers/client';
import { eveningWhere } from '../server/helpers/club';
import { until } from '../helpers/until';
import { ONE_MACHINE } from './club-helpers';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, shot } from './helpers';

let host: FakeTimeHost;
let browser: Browser;
const clients: TestClient[] = [];
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--preset', 'hungarian'], { options: { limits: ONE_MACHINE } }), launch()]);
});
afterAll(async () => {
  for (const c of clients) c.terminate();
  await browser?.close();
  await host?.stop();
});

const NAMES = ['Annabelle Featherstonehaugh', 'Bea', 'Cy', 'Dan', 'Eve'];

it('the standings fit a 390 px phone in every language, every column in sight', { timeout: 120_000 }, async () => {
  const url = `ws://127.0.0.1:${host.port}/ws`;
  const key = (await until(() => /#host=([0-9a-f]{64})/.exec(host.output()), 'the organiser link', { timeoutMs: 15_000, everyMs: 100 }))[1];
  const organiser = await TestClient.connect(url, 'Olga', { key });
  clients.push(organiser);
  organiser.send({ t: 'clubOpen', options: { name: 'Thursday club', preset: 'hungarian' }, evening: { round: { kind: 'hands', hands: 1 }, rounds: 2, botSeats: true, realTileTables: 0 } });
  await eveningWhere(organiser, (e) => e.phase === 'registering');
  for (const name of NAMES) organiser.send({ t: 'clubAddName', name });
  await eveningWhere(organiser, (e) => e.standings.length === NAMES.length);

  for (const locale of LOCALES) {
    const guest = await openPlayer(browser, `${host.url}#/club`, 'Guest', { locale }, { width: 390, height: 844 });
    const standings = guest.page.locator('[data-test=club-standings]');
    await standings.locator('tbody tr').nth(NAMES.length - 1).waitFor();
    const fit = await standings.evaluate((s) => {
      const scroll = s.querySelector('.scroll')!;
      const right = Math.min(document.documentElement.clientWidth, scroll.getBoundingClientRect().right);
      const cells = [...s.querySelectorAll('th, td')].map((c) => c.getBoundingClientRect());
      return { scrolls: scroll.scrollWidth > scroll.clientWidth, outside: cells.filter((r) => r.right > right + 0.5).length, pageScrolls: document.documentElement.scrollWidth > document.documentElement.clientWidth };
    });
    expect({ locale, ...fit }).toEqual({ locale, scrolls: false, outside: 0, pageScrolls: false });
    // Each heading's full words are there for whoever wonders what a short one means.
    // (A heading already in full words, as zh-TW's 放槍, needs no line of its own.)
    const heads = await standings.locator('thead th[title]').evaluateAll((ths) => ths.map((th) => [th.querySelector('.short')!.textContent!.trim(), th.getAttribute('title')!] as const));
    const shortened = heads.filter(([short, words]) => short !== words).map(([, words]) => words);
    const legend = shortened.length ? await standings.locator('[data-test=club-standings-legend]').innerText() : '';
    for (const words of shortened) expect(legend).toContain(words);
    await shot(guest.page, `club-standings-phone-${locale}`);
    await guest.context.close();
  }
});
