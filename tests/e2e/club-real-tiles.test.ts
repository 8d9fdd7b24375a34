/**
 * A club night's real-tile table in browsers: four players are drawn to it; one of them scores the
 * hand in the score-a-hand panel (the evening's rule set, Millington: the hand typed in Sparrow's
 * notation, counted for the winner)
 * and enters it; the other three confirm it from their own browsers (one a phone); the club
 * screen's standings then count it.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openEvening, registerAll } from './club-helpers';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, shot } from './helpers';
import { until } from '../helpers/until';

let host: FakeTimeHost;
let browser: Browser;
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--preset', 'hungarian']), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

const NAMES = ['Ann', 'Bea', 'Cy', 'Dan'];

it('a real-tile table enters a hand through the score-a-hand panel; its four players confirm; the standings count it', { timeout: 240_000 }, async () => {
  const organiser = await openEvening(browser, host, 'Real tiles night', 2, async (page) => {
    await page.locator('[data-test=club-bot-seats]').uncheck();
    await page.locator('input[data-test=club-real-tiles]').fill('1');
  });
  const players = await registerAll(browser, host, organiser, NAMES);
  await organiser.page.locator('[data-action=club-next-round]').click();

  // The one table plays with real tiles: each player's club page shows its hand entry.
  await Promise.all(players.map((p) => p.page.locator('section[data-test=club-real-tiles]').waitFor({ timeout: 15_000 })));
  const [ann, ...others] = players;
  const entry = ann.page.locator('section[data-test=club-real-tiles]');
  await entry.locator('[data-test=club-winner]').selectOption({ label: 'Ann' });
  // The panel is the score-a-hand page's own: the rule set fixed by the evening's, the hand typed in.
  expect(await entry.locator('[data-test=sah-ruleset]').count()).toBe(0);
  await entry.locator('[data-test=sah-notation]').fill('[2222m] [222p] 555s678s9s +9s');
  await entry.locator('[data-test=sah-notation]').press('Enter');
  await entry.locator('[data-test=sah-score]').waitFor();
  // The panel's total is what the button counts for Ann.
  const total = Number(/Count (\d+) for Ann/.exec((await entry.locator('[data-action=club-count-score]').textContent())!)![1]);
  await entry.locator('[data-action=club-count-score]').click();
  expect(total).toBeGreaterThan(0);
  await until(async () => (await entry.locator('[data-test=club-hand-scores]').textContent())?.includes(`Ann’s hand score: ${total}`), 'the hand score counted for Ann', { timeoutMs: 5000, everyMs: 100 });
  await shot(ann.page, 'club-real-tiles-laptop-entry');
  await others[2].page.locator('[data-test=club-winner]').selectOption({ label: 'Dan' });
  await shot(others[2].page, 'club-real-tiles-phone-entry');
  await entry.locator('[data-action=club-enter-hand]').click();

  // Everyone sees the hand waiting; the other three confirm it, each from their own browser.
  await Promise.all(players.map((p) => p.page.locator('[data-test=club-pending]').waitFor({ timeout: 15_000 })));
  const pending = (await others[2].page.locator('[data-test=club-pending]').textContent())!;
  // The waiting hand names its winner, and what each player gets.
  expect(pending).toContain('Ann won, self-drawn: all three pay.');
  const annDelta = Number(/Ann\s\+(\d+)/.exec(pending)![1]);
  expect(annDelta).toBeGreaterThan(0);
  await shot(others[2].page, 'club-real-tiles-phone-confirm');
  expect(await ann.page.locator('[data-action=club-confirm]').count()).toBe(0);
  for (const p of others) await p.page.locator('[data-action=club-confirm]').click();

  // Confirmed by all four, the hand counts: the round (one hand) is over and the standings show it.
  await organiser.page.locator('[data-test=club-phase]', { hasText: 'round 1 of 2 is over' }).waitFor({ timeout: 15_000 });
  const annRow = organiser.page.locator('[data-test=club-standings] tbody tr', { hasText: 'Ann' });
  expect((await annRow.locator('td').nth(2).textContent())?.trim()).toBe(String(annDelta));
  expect((await annRow.locator('td').nth(4).textContent())?.trim()).toBe('1');
  const points = await organiser.page.locator('[data-test=club-standings] tbody tr td:nth-child(3)').allTextContents();
  expect(points.map(Number).reduce((a, b) => a + b, 0)).toBe(0);
  await shot(organiser.page, 'club-real-tiles-laptop-standings');
  await others[2].page.locator('[data-test=club-standings] tbody tr', { hasText: 'Ann' }).waitFor();
  await shot(others[2].page, 'club-real-tiles-phone-standings');
  for (const p of [organiser, ...players]) expect(p.errors, p.name).toEqual([]);
});
