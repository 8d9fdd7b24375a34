/**
 * Ending a real-tile table's round in browsers (found in a club-night review): one player's "The
 * round is over at this table" ended it for all four at once, with no question, even with the
 * round's hands not all played, and the organiser could not take it back. Now the page asks first
 * (saying how many hands were played), and the organiser's Undo takes it back.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEvening, registerAll } from './club-helpers';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, shot } from './helpers';

let host: FakeTimeHost;
let browser: Browser;
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--preset', 'hungarian']), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

it("a player's end of their table's round asks first, and the organiser can take it back", { timeout: 240_000 }, async () => {
  const organiser = await openEvening(browser, host, 'End table night', 2, async (page) => {
    await page.locator('[data-test=club-bot-seats]').uncheck();
    await page.locator('input[data-test=club-real-tiles]').fill('1');
  });
  const players = await registerAll(browser, host, organiser, ['Ann', 'Bea', 'Cy', 'Dan']);
  await organiser.page.locator('[data-action=club-next-round]').click();
  await Promise.all(players.map((p) => p.page.locator('section[data-test=club-real-tiles]').waitFor({ timeout: 15_000 })));
  const dan = players[3];
  const ask = dan.page.locator('[data-test=club-ask-again]');

  // Dan (on a phone) says the round is over: the page asks, saying the round's one hand is not played yet.
  await dan.page.locator('section[data-test=club-real-tiles] [data-action=club-end-table]').click();
  await ask.waitFor();
  const words = (await ask.textContent())!;
  expect(words).toContain('End the round at table 1?');
  expect(words).toContain('Hands played: 0 of the round’s 1.');
  await shot(dan.page, 'club-end-table-phone-ask', false);
  await ask.locator('[data-action=club-ask-no]').click();
  await ask.waitFor({ state: 'hidden' });
  expect(host.host.club!.evening!.state.tables[0].done).toBe(false);

  // Said again and meant: the round is over for the table; the organiser's page offers to take it back.
  await dan.page.locator('section[data-test=club-real-tiles] [data-action=club-end-table]').click();
  await ask.locator('[data-action=club-ask-yes]').click();
  await organiser.page.locator('[data-test=club-phase]', { hasText: 'round 1 of 2 is over' }).waitFor({ timeout: 15_000 });
  const undo = organiser.page.locator('[data-action=club-undo]');
  expect(await undo.textContent()).toBe('Undo: ending the table’s round');
  await shot(organiser.page, 'club-end-table-laptop-undo');
  await undo.click();
  await organiser.page.locator('[data-test=club-phase]', { hasText: /^round 1 of 2$/ }).waitFor({ timeout: 15_000 });
  await dan.page.locator('section[data-test=club-real-tiles] [data-action=club-end-table]').waitFor();
  expect(host.host.club!.evening!.state.games).toEqual([]);
  for (const p of [organiser, ...players]) expect(p.errors, p.name).toEqual([]);
});
