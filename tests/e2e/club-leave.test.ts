/**
 * Stepping away from a club night in browsers (found in a club-night review): at a club table the
 * table's bar offers "Back to the club page" instead of "Leave table", and the club page's "Go to
 * your table" brings the player back to the same place; "Leave the evening" asks first, and a
 * rejoin in the same round gives the seat back.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ONE_MACHINE, openEvening, registerAll } from './club-helpers';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, shot, type Player } from './helpers';
import { until } from '../helpers/until';

let host: FakeTimeHost;
let browser: Browser;
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--preset', 'hungarian'], { options: { limits: ONE_MACHINE } }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

/** Ann registers last: her browser is a phone. */
const NAMES = ['Bea', 'Cy', 'Dan', 'Ann'];

/** The place `name` was drawn to at the round's one table, as the host sees it (whoever plays it now). */
const placeOf = (name: string) => {
  const e = host.host.club!.evening!;
  const drawn = e.state.tables[0].players.indexOf(e.state.players.find((p) => p.name === name)!.id);
  return host.host.lobby.table(e.tableIds[0]!)!.players()[drawn];
};

/** The table bar's leave button (on a phone it is behind "Options"). */
async function barButton(p: Player) {
  const button = p.page.locator('[data-action=leave-table]');
  if (!(await button.isVisible())) await p.page.locator('button.quick-toggle').click();
  return button;
}

it('a drawn player goes back to the club page and comes back to the same place; leaving the evening asks first, and rejoining this round gives the seat back', { timeout: 240_000 }, async () => {
  const organiser = await openEvening(browser, host, 'Step away night', 2, async (page) => {
    await page.locator('[data-test=club-bot-seats]').uncheck();
  });
  const players = await registerAll(browser, host, organiser, NAMES);
  const [bea, , , ann] = players;
  await organiser.page.locator('[data-action=club-next-round]').click();
  // The draw takes every page to its table.
  for (const p of players) await p.page.waitForURL(/#\/table/, { timeout: 15_000 });
  await until(() => NAMES.every((n) => placeOf(n).connected), 'everyone at the table', { timeoutMs: 15_000, everyMs: 100 });

  // On a laptop the bar says where its button goes.
  const beaButton = await barButton(bea);
  expect(await beaButton.textContent()).toBe('Back to the club page');
  await shot(bea.page, 'club-leave-laptop-bar', false);

  // Ann, on her phone, goes back to the club page: her place stays hers, a bot plays meanwhile.
  const button = await barButton(ann);
  expect(await button.textContent()).toBe('Back to the club page');
  await shot(ann.page, 'club-leave-phone-options', false);
  await button.click();
  await ann.page.waitForURL(/#\/club/);
  await ann.page.locator('[data-test=club-you]', { hasText: 'This round you play at table 1.' }).waitFor();
  // The page tells her so, on a line of its own.
  expect(await ann.page.locator('[data-test=club-away]').textContent()).toBe('Your place stays yours: a bot plays it until you come back with “Go to your table”.');
  await until(() => !placeOf('Ann').connected, "Ann's place without her", { timeoutMs: 10_000, everyMs: 50 });
  expect(placeOf('Ann')).toMatchObject({ kind: 'human', botPlaying: true });
  // Nothing of the page takes her back by itself (the evening pushed again, her seat told again, she stays)...
  await organiser.page.locator('[data-test=club-add-name]').fill('Eve');
  await organiser.page.locator('[data-test=club-add-name]').press('Enter');
  await ann.page.locator('[data-test=club-players] li', { hasText: 'Eve' }).waitFor();
  expect(ann.page.url()).toMatch(/#\/club/);
  await shot(ann.page, 'club-leave-phone-club-page');
  // ...until she asks: the same place, hers again. "Go to your table" is a button as the page's
  // others (the app's primary one), not a bare link beside them.
  const go = ann.page.locator('[data-action=club-go-table]');
  expect(await go.evaluate((el) => el.tagName)).toBe('BUTTON');
  const look = await go.evaluate((el) => {
    const s = getComputedStyle(el);
    return { background: s.backgroundColor, underline: s.textDecorationLine, height: el.getBoundingClientRect().height };
  });
  expect(look).toMatchObject({ background: 'rgb(11, 83, 148)', underline: 'none' });
  expect(look.height).toBeGreaterThanOrEqual(40);
  await go.click();
  await ann.page.waitForURL(/#\/table/, { timeout: 10_000 });
  await ann.page.locator('[data-test=my-area]').waitFor({ timeout: 15_000 });
  await until(() => placeOf('Ann').connected && !placeOf('Ann').botPlaying, "Ann's place in her hands again", { timeoutMs: 10_000, everyMs: 50 });

  // Leaving the evening asks first; "Stay" changes nothing.
  await (await barButton(ann)).click();
  await ann.page.waitForURL(/#\/club/);
  await ann.page.locator('[data-action=club-leave]').click();
  const ask = ann.page.locator('[data-test=club-ask-again]');
  await ask.waitFor();
  expect(await ask.textContent()).toContain('rejoin during this round and it is yours again');
  await shot(ann.page, 'club-leave-phone-ask', false);
  await ask.locator('[data-action=club-ask-no]').click();
  await ask.waitFor({ state: 'hidden' });
  expect(host.host.club!.evening!.state.players.find((p) => p.name === 'Ann')!.present).toBe(true);
  // Left for real, and back in the same round: the table's place is hers again.
  await ann.page.locator('[data-action=club-leave]').click();
  await ask.locator('[data-action=club-ask-yes]').click();
  await ann.page.locator('[data-action=club-rejoin]').waitFor();
  expect(await ann.page.locator('[data-test=club-you] p').allTextContents()).toEqual(['You are Ann. You have left the evening; rejoin to be drawn again.']);
  await until(() => placeOf('Ann').kind === 'bot', 'a bot in her place', { timeoutMs: 10_000, everyMs: 50 });
  await ann.page.locator('[data-action=club-rejoin]').click();
  await ann.page.locator('[data-test=club-you]', { hasText: 'This round you play at table 1.' }).waitFor();
  await ann.page.locator('[data-action=club-go-table]').click();
  await ann.page.waitForURL(/#\/table/, { timeout: 10_000 });
  await until(() => placeOf('Ann').kind === 'human' && placeOf('Ann').connected, 'Ann at her place again', { timeoutMs: 10_000, everyMs: 50 });
  for (const p of [organiser, ...players]) expect(p.errors, p.name).toEqual([]);
});
