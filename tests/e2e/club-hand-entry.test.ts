/**
 * A real-tile table's hand entry in browsers (found in a review of the club night): the panel
 * follows the club form (a ron stays a ron, the winner's wind follows East), Enter in a field
 * never enters the hand, another player says a waiting hand is wrong and its proposer enters it
 * again with the honba; and the organiser enters the hands of a table whose players have no device.
 */
import type { Browser } from 'playwright';
import { afterEach, beforeAll, afterAll, expect, it } from 'vitest';
import { openEvening, registerAll } from './club-helpers';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { until } from '../helpers/until';
import { launch, shot, type Player } from './helpers';

let host: FakeTimeHost | null = null;
let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterEach(async () => {
  await host?.stop();
  host = null;
});
afterAll(async () => {
  await browser?.close();
});

const NAMES = ['Ann', 'Bea', 'Cy', 'Dan'];
const realTiles = async (page: Player['page']) => {
  await page.locator('[data-test=club-bot-seats]').uncheck();
  await page.locator('input[data-test=club-real-tiles]').fill('1');
};
const entryOf = (p: Player) => p.page.locator('section[data-test=club-real-tiles]');
/** An element's text, its spaces (a name and its points are joined by a no-break space) as plain ones. */
const words = async (l: ReturnType<Player['page']['locator']>) => (await l.textContent())!.replace(/\s+/g, ' ');
const proposals = () => host!.host.club!.evening!.state.tables[0].proposals;

async function tableOfFour(preset: string): Promise<{ organiser: Player; players: Player[]; places: string[] }> {
  host = await startFakeTimeHost(['--no-table', '--preset', preset]);
  const organiser = await openEvening(browser, host, `${preset} night`, 2, async (page) => {
    await page.locator('[data-test=host-preset]').selectOption(preset);
    await realTiles(page);
  });
  const players = await registerAll(browser, host, organiser, NAMES);
  await organiser.page.locator('[data-action=club-next-round]').click();
  await Promise.all(players.map((p) => entryOf(p).waitFor({ timeout: 15_000 })));
  const places = (await entryOf(players[0]).locator('[data-test=club-east] option').allTextContents()).map((s) => s.trim());
  return { organiser, players, places };
}

it('riichi: a ron stays a ron with the winner’s wind from East; Enter in a field enters nothing; a hand said to be wrong is entered again with its honba', { timeout: 240_000 }, async () => {
  const { organiser, players, places } = await tableOfFour('riichi');
  const [ann, bea, cy, dan] = players;
  const entry = entryOf(ann);
  // Ann is South: East sits just before her in the table's order.
  const east = places[(places.indexOf('Ann') + 3) % 4];
  await entry.locator('[data-test=club-winner]').selectOption({ label: 'Ann' });
  await entry.locator('[data-test=club-from]').selectOption({ label: 'on Bea’s discard: Bea pays' });
  await entry.locator('[data-test=club-east]').selectOption({ label: east });
  await entry.locator('[data-test=sah-notation]').fill('23m456m789p234s55p +4m @riichi');
  await entry.locator('[data-test=sah-notation]').press('Enter');
  await entry.locator('[data-test=club-honba]').press('Enter');
  expect(await entry.locator('[data-test=sah-source]').inputValue()).toBe('discard');
  expect(await entry.locator('[data-test=club-hand-value]').textContent()).toMatch(/Han\s*2\s*·\s*Fu\s*30/);
  expect(await words(entry.locator('[data-test=club-preview]'))).toContain('Bea −2000');
  await shot(ann.page, 'club-hand-entry-riichi-ron');
  await entry.locator('[data-action=club-enter-hand]').click();

  // Bea sees who won and who pays; it is wrong (there was a honba on the table).
  const pending = bea.page.locator('[data-test=club-pending]');
  await pending.waitFor({ timeout: 15_000 });
  expect(proposals()).toBe(1);
  expect(await pending.locator('[data-test=club-pending-what]').textContent()).toBe('Hand 1, entered by Ann: Ann won on Bea’s discard: Bea pays.');
  expect(await words(pending.locator('[data-test=club-pending-points]'))).toContain('Bea −2000');
  await bea.page.locator('[data-action=club-wrong]').click();
  await ann.page.locator('[data-test=club-withdrawn]', { hasText: 'Bea said the hand entered was wrong: enter it again.' }).waitFor({ timeout: 15_000 });
  // Ann's entry is as she left it: the honba added, entered again.
  expect(await entry.locator('[data-test=club-hand-value]').textContent()).toMatch(/Han\s*2\s*·\s*Fu\s*30/);
  await entry.locator('[data-test=club-honba]').fill('1');
  expect(await words(entry.locator('[data-test=club-preview]'))).toContain('Bea −2300');
  await entry.locator('[data-action=club-enter-hand]').click();
  await pending.locator('[data-test=club-pending-points]', { hasText: 'Bea −2300' }).waitFor({ timeout: 15_000 });
  await shot(bea.page, 'club-hand-entry-riichi-pending');
  for (const p of [bea, cy, dan]) {
    await p.page.locator('[data-test=club-pending-points]', { hasText: 'Bea −2300' }).waitFor({ timeout: 15_000 });
    await p.page.locator('[data-action=club-confirm]').click();
  }
  await organiser.page.locator('[data-test=club-phase]', { hasText: 'round 1 of 2 is over' }).waitFor({ timeout: 15_000 });
  expect(host!.host.club!.evening!.state.tables[0].hands[0].deltas[places.indexOf('Ann')]).toBe(2300);
  for (const p of [organiser, ...players]) expect(p.errors, p.name).toEqual([]);
});

it('Taiwanese: Enter in the dealer’s streak (a phone’s Go) enters nothing; only the button does', { timeout: 240_000 }, async () => {
  const { players } = await tableOfFour('taiwanese');
  const dan = players[3];
  const entry = entryOf(dan);
  await entry.locator('[data-test=club-winner]').selectOption({ label: 'Dan' });
  await entry.locator('[data-test=club-east]').selectOption({ label: 'Dan' });
  await entry.locator('[data-test=sah-notation]').fill('123m456m789p222s345s7z +7z');
  await entry.locator('[data-test=sah-notation]').press('Enter');
  await entry.locator('[data-test=sah-streak]').fill('2');
  await entry.locator('[data-test=sah-streak]').press('Enter');
  await shot(dan.page, 'club-hand-entry-taiwanese-phone');
  // The button's hand is the first the host hears of (a message sent by Enter would have come first).
  await entry.locator('[data-action=club-enter-hand]').click();
  await dan.page.locator('[data-test=club-pending]').waitFor({ timeout: 15_000 });
  expect(proposals()).toBe(1);
  for (const p of players) expect(p.errors, p.name).toEqual([]);
});

it('the organiser enters the hands of a table whose players have no device: each counts at once, and East moves on by the rules', { timeout: 240_000 }, async () => {
  host = await startFakeTimeHost(['--no-table', '--preset', 'millington']);
  const organiser = await openEvening(browser, host, 'No phones night', 2, async (page) => {
    await realTiles(page);
    await page.locator('[data-test=round-hands-n]').fill('2');
  });
  for (const name of NAMES) {
    await organiser.page.locator('[data-test=club-add-name]').fill(name);
    await organiser.page.locator('[data-test=club-add-name]').press('Enter');
    await organiser.page.locator('[data-test=club-players] li', { hasText: name }).waitFor();
  }
  await organiser.page.locator('[data-action=club-next-round]').click();
  await organiser.page.locator('[data-action=club-organiser-enter]').click();
  const entry = organiser.page.locator('section[data-test=club-real-tiles]');
  const places = (await entry.locator('[data-test=club-east] option').allTextContents()).map((s) => s.trim());
  // A draw with Dan East: in Millington the deal passes on, and the next hand's form says so.
  await entry.locator('[data-test=club-winner]').selectOption('draw');
  await entry.locator('[data-test=club-east]').selectOption({ label: 'Dan' });
  await entry.locator('[data-action=club-enter-hand]').click();
  const nextEast = String((places.indexOf('Dan') + 1) % 4);
  await until(async () => (await entry.locator('[data-test=club-east]').inputValue()) === nextEast, 'East moved on after the draw', { timeoutMs: 15_000, everyMs: 50 });
  await entry.locator('[data-test=club-winner]').selectOption({ label: 'Cy' });
  await entry.locator('[data-test=club-east]').selectOption({ label: 'Cy' });
  await entry.locator('[data-test=sah-notation]').fill('123m 999p 4z [555p] {7777s} 2f +4z');
  await entry.locator('[data-test=sah-notation]').press('Enter');
  await entry.locator('[data-action=club-count-score]', { hasText: 'Count 52 for Cy' }).click();
  await shot(organiser.page, 'club-hand-entry-organiser');
  await entry.locator('[data-action=club-enter-hand]').click();
  await organiser.page.locator('[data-test=club-phase]', { hasText: 'round 1 of 2 is over' }).waitFor({ timeout: 15_000 });
  const cy = organiser.page.locator('[data-test=club-standings] tbody tr', { hasText: 'Cy' });
  expect((await cy.locator('td').nth(2).textContent())?.trim()).toBe('312');
  expect((await organiser.page.locator('[data-test=club-by-organiser]').textContent())?.trim()).toBe('Hands the organiser confirmed: 1, 2');
  expect(organiser.errors).toEqual([]);
});
