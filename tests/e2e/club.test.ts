/**
 * A club night in browsers: the organiser opens an evening, five players register from their own
 * browser contexts (one a phone), the first round is drawn (two tables, bots filling the seats),
 * everyone is taken to their table and plays its hand; the club screen then shows the standings
 * and, once drawn, the next round's seating.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LOCALES } from '../../renderer/src/i18n/locales';
import { ONE_MACHINE, openEvening, registerAll } from './club-helpers';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, playHand, shot } from './helpers';

let host: FakeTimeHost;
let browser: Browser;
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--bot-delay', '50', '--preset', 'hungarian'], { options: { limits: ONE_MACHINE } }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

it('an evening: registration, a drawn round played with bots filling, standings and the next draw on the club screen', { timeout: 300_000 }, async () => {
  const organiser = await openEvening(browser, host, 'Thursday club', 2);
  const players = await registerAll(browser, host, organiser, ['Ann', 'Bea', 'Cy', 'Dan', 'Eve']);
  await organiser.page.locator('[data-action=club-next-round]').click();
  // Everyone is taken to their drawn table and plays its one hand.
  await Promise.all(players.map((p) => p.page.locator('[data-test=my-area]').waitFor({ timeout: 30_000 })));
  await shot(players[4].page, 'club-phone-table');
  await Promise.all(players.map((p) => playHand(p.page)));
  await organiser.page.locator('[data-test=club-phase]', { hasText: 'round 1 of 2 is over' }).waitFor({ timeout: 60_000 });
  const rows = organiser.page.locator('[data-test=club-standings] tbody tr');
  expect(await rows.count()).toBe(5);
  expect(await organiser.page.locator('[data-test=club-standings]').textContent()).toContain('Ties are broken by: points → best game');
  await shot(organiser.page, 'club-laptop-standings');

  // The phone watches the club screen while the next round is drawn: it is taken to its new table.
  const phone = players[4].page;
  await phone.goto(`${host.url}#/club`);
  await phone.locator('[data-test=club-standings]').waitFor({ timeout: 15_000 });
  await organiser.page.locator('[data-action=club-next-round]').click();
  await organiser.page.locator('[data-test=club-phase]', { hasText: 'round 2 of 2' }).waitFor({ timeout: 15_000 });
  await phone.waitForFunction(() => location.hash === '#/table', undefined, { timeout: 15_000 });
  await phone.locator('[data-test=my-area]').waitFor({ timeout: 15_000 });
  const seated = await organiser.page.locator('[data-test=club-tables] li').allTextContents();
  expect(seated.filter((s) => /Ann|Bea|Cy|Dan|Eve/.test(s))).toHaveLength(5);
  await shot(organiser.page, 'club-laptop-next-round');
  // The phone follows the evening too: back on the club screen (once seated, so nothing takes it
  // away again) it shows the new round.
  await phone.goto(`${host.url}#/club`);
  await phone.locator('[data-test=club-tables]').waitFor({ timeout: 15_000 });
  expect(await phone.locator('[data-test=club-phase]').textContent()).toContain('round 2 of 2');
  await shot(phone, 'club-phone-club');
  // Nothing on the club screen is wider than the phone (the standings' columns included), in any language.
  for (const locale of LOCALES) {
    await phone.locator('[data-test=language]').selectOption(locale);
    await phone.locator('[data-test=club-tables]').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), locale).toBeLessThanOrEqual(0);
    // Every standings column in view, none hidden behind a scroll.
    expect(await phone.locator('[data-test=club-standings] .scroll').evaluate((el) => el.scrollWidth - el.clientWidth), locale).toBeLessThanOrEqual(0);
    await shot(phone, `club-phone-club-${locale}`);
  }
  for (const p of [organiser, ...players]) expect(p.errors, p.name).toEqual([]);
});
