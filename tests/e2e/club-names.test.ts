/**
 * Names and the PIN on a club night, in browsers (found in a review). The organiser's page, meant
 * for a projector, shows no claim code until the organiser asks for one name's, and hides it again;
 * a newcomer to a PIN evening is asked for the PIN without being told it is wrong, and registers
 * without typing it twice; a reload remembers it; Grandpa Joe takes the name the organiser added
 * with its code; a withdrawn player comes back with the organiser's Rejoin; a player whose browser
 * lost its token gets the name back with a new code the organiser gives them.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ONE_MACHINE, openEvening } from './club-helpers';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, openPlayer, shot, type Player } from './helpers';

let host: FakeTimeHost;
let browser: Browser;
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--preset', 'hungarian'], { options: { limits: ONE_MACHINE } }), launch()]);
});
afterAll(async () => {
  await browser?.close();
  await host?.stop();
});

const PHONE = { width: 390, height: 844 };
const PIN = '4711';
const row = (page: Page, name: string) => page.locator(`[data-test=club-players] li[data-player="${name}"]`);

/** The organiser's code for a name: shown on asking (`button`: Show code, or New code), read, and hidden again. */
async function codeFor(organiser: Page, name: string, button: 'club-show-code' | 'club-new-code'): Promise<string> {
  await row(organiser, name).locator(`[data-action=${button}]`).click();
  const shown = row(organiser, name).locator('.claim-code');
  await shown.waitFor();
  const code = /\d{4}/.exec(await shown.innerText())![0];
  await row(organiser, name).locator('[data-action=club-hide-code]').click();
  await shown.waitFor({ state: 'detached' });
  return code;
}

/** A newcomer's page: asked for the PIN (no red message), let in with it. */
async function letIn(p: Player): Promise<void> {
  await p.page.locator('[data-test=club-pin]').waitFor();
  expect(await p.page.locator('[data-test=club-refused]').count()).toBe(0);
  await p.page.locator('[data-test=club-pin] input').fill(PIN);
  await p.page.locator('[data-action=club-follow]').click();
  await p.page.locator('[data-test=club-name]').waitFor();
  expect(await p.page.locator('[data-test=club-refused]').count()).toBe(0);
}

it('a PIN evening: codes only when asked, newcomers let in without a false "Wrong PIN", names taken back with a new code, Rejoin', { timeout: 180_000 }, async () => {
  const organiser = await openEvening(browser, host, 'Thursday club', 2, async (page) => page.locator('input[inputmode=numeric]').first().fill(PIN));
  const o = organiser.page;
  await o.locator('[data-test=club-add-name]').fill('Grandpa Joe');
  await o.locator('[data-test=club-add-name]').press('Enter');
  await row(o, 'Grandpa Joe').waitFor();
  // The projector shows no code until the organiser asks for Joe's.
  expect(await o.locator('.claim-code').count()).toBe(0);
  await row(o, 'Grandpa Joe').locator('[data-action=club-show-code]').click();
  await row(o, 'Grandpa Joe').locator('.claim-code').waitFor();
  await shot(o, 'club-names-organiser-code-shown');
  const joeCode = /\d{4}/.exec(await row(o, 'Grandpa Joe').locator('.claim-code').innerText())![0];
  await row(o, 'Grandpa Joe').locator('[data-action=club-hide-code]').click();
  expect(await o.locator('.claim-code').count()).toBe(0);

  // Zoe, on a phone, is asked for the PIN, let in, and registers without typing it again.
  const zoe = await openPlayer(browser, `${host.url}#/club`, 'Zoe', {}, PHONE);
  await zoe.page.locator('[data-test=club-pin]').waitFor();
  await shot(zoe.page, 'club-names-phone-pin-asked');
  await letIn(zoe);
  expect(await zoe.page.locator('.register input[inputmode=numeric]').count()).toBe(0);
  await zoe.page.locator('[data-action=club-register]').click();
  await zoe.page.locator('[data-test=club-you]', { hasText: 'Zoe' }).waitFor();
  expect(await zoe.page.locator('[data-test=club-refused]').count()).toBe(0);

  // Yan looks without registering; a reload of the tab does not ask for the PIN again.
  const yan = await openPlayer(browser, `${host.url}#/club`, 'Yan', { locale: 'hu' }, PHONE);
  await letIn(yan);
  await yan.page.reload();
  await yan.page.locator('[data-test=club-name]').waitFor();
  expect(await yan.page.locator('[data-test=club-pin]').count()).toBe(0);

  // Grandpa Joe takes his name on his phone with the code the organiser gave him.
  const joe = await openPlayer(browser, `${host.url}#/club`, 'Grandpa Joe', {}, PHONE);
  await letIn(joe);
  await joe.page.locator('[data-action=club-register]').click();
  await joe.page.locator('[data-test=club-register-code]').waitFor();
  expect(await joe.page.locator('[data-test=club-refused]').innerText()).toContain('ask the organiser');
  await joe.page.locator('[data-test=club-register-code]').fill(joeCode);
  await joe.page.locator('[data-action=club-register]').click();
  await joe.page.locator('[data-test=club-you]', { hasText: 'Grandpa Joe' }).waitFor();

  // The organiser withdraws Joe, then brings him back.
  await row(o, 'Grandpa Joe').getByRole('button', { name: 'Leave the evening' }).click();
  await row(o, 'Grandpa Joe').locator('[data-action=club-rejoin-player]').waitFor();
  await shot(o, 'club-names-organiser-withdrawn');
  await row(o, 'Grandpa Joe').locator('[data-action=club-rejoin-player]').click();
  await row(o, 'Grandpa Joe').getByRole('button', { name: 'Leave the evening' }).waitFor();
  await joe.page.locator('[data-action=club-leave]').waitFor();

  // Zoe's phone opens the page in another browser (its camera's): her name is taken there, and she is told what to do.
  const zoe2 = await openPlayer(browser, `${host.url}#/club`, 'Zoe', {}, PHONE);
  await letIn(zoe2);
  await zoe2.page.locator('[data-action=club-register]').click();
  await zoe2.page.locator('[data-test=club-register-code]').waitFor();
  expect(await zoe2.page.locator('[data-test=club-refused]').innerText()).toBe('That name is taken. If it is yours, ask the organiser for your name’s code.');
  await shot(zoe2.page, 'club-names-phone-name-taken');
  const zoeCode = await codeFor(o, 'Zoe', 'club-new-code');
  await zoe2.page.locator('[data-test=club-register-code]').fill(zoeCode);
  await zoe2.page.locator('[data-action=club-register]').click();
  await zoe2.page.locator('[data-test=club-you]', { hasText: 'Zoe' }).waitFor();
  // The first browser no longer holds her name: it is a guest's page again.
  await zoe.page.locator('[data-test=club-you]').waitFor({ state: 'detached' });
  await zoe.page.locator('.register').waitFor();
  await shot(o, 'club-names-organiser-end');
  for (const p of [organiser, zoe, yan, joe, zoe2]) expect(p.errors).toEqual([]);
});
