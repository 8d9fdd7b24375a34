/**
 * A whole club night in browsers (issue T3 3/8, item 6): twelve players over three rounds, two
 * real-tile tables each round. Five register from browsers (one a phone), five from scripted
 * devices (over the WebSocket: they take their seats, play, and confirm their table's hands). Fay
 * and Eve, whom the organiser adds once the first round is drawn, never come: the organiser seats
 * both at the second real-tile table (its two displaced players sit out) and confirms that table's
 * hands for it; later rounds draw them anywhere (at the screen table a bot plays for them). Screen
 * tables are played at their places (browsers by clicking); at the end the standings on the screen,
 * the CSV and the evening's games agree, and the phone shows the club screen in every language.
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ClubServerMessage } from '../../shared/club/protocol';
import type { EveningState } from '../../shared/club/types';
import { LOCALES } from '../../renderer/src/i18n/locales';
import { TestClient } from '../server/helpers/client';
import { followEvening, type ClubPlayer } from '../server/helpers/club';
import { until } from '../helpers/until';
import { ONE_MACHINE, openEvening, registerAll } from './club-helpers';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, playHand, shot, type Player } from './helpers';

let host: FakeTimeHost;
let browser: Browser;
const scripts: TestClient[] = [];
beforeAll(async () => {
  [host, browser] = await Promise.all([startFakeTimeHost(['--no-table', '--bot-delay', '50', '--preset', 'hungarian'], { options: { limits: ONE_MACHINE } }), launch()]);
});
afterAll(async () => {
  for (const c of scripts) c.terminate();
  await browser?.close();
  await host?.stop();
});

const BROWSERS = ['Ann', 'Bea', 'Cy', 'Dan', 'Gil'];
const SCRIPTED = ['Hal', 'Ida', 'Jo', 'Kit', 'Lou'];
const ABSENT = ['Fay', 'Eve'];
/** A hand to enter at a real-tile table (Millington's notation, as a player types it). */
const HAND = '[2222m] [222p] 555s678s9s +9s';

/** A scripted device: registers, takes each drawn seat and plays it, and confirms its real-tile table's hands. */
async function scriptedPlayer(name: string, i: number): Promise<ClubPlayer> {
  const client = await TestClient.connect(`ws://127.0.0.1:${host.port}/ws`, name, { from: `127.0.0.${i + 20}` });
  scripts.push(client);
  const player = followEvening(name, client);
  const play = client.onMessage!;
  const confirmed = new Set<string>();
  client.onMessage = (m) => {
    play(m);
    if (m.t !== 'evening' || !m.evening || !player.you?.table?.realTiles) return;
    const pending = m.evening.tables[player.you.table.index]?.pending;
    const key = `${m.evening.roundNo}/${pending?.hand}/${pending?.version}`;
    if (!pending?.waitingFor.includes(name) || confirmed.has(key)) return;
    confirmed.add(key);
    client.send({ t: 'clubConfirm', token: player.you.token, hand: pending.hand, version: pending.version });
  };
  client.send({ t: 'clubRegister', name });
  await until(() => player.you !== null, `${name}'s registration`, { timeoutMs: 15_000 });
  return player;
}

const evening = (): EveningState => host.host.club!.evening!.state;
const nameOf = (id: number | null) => (id === null ? null : evening().players[id].name);

/** A browser player at a real-tile table enters the hand through the score-a-hand panel: they won it. */
async function enterInBrowser(page: Page, name: string): Promise<void> {
  const entry = page.locator('section[data-test=club-real-tiles]');
  await entry.locator('[data-test=club-winner]').selectOption({ label: name });
  await entry.locator('[data-test=sah-notation]').fill(HAND);
  await entry.locator('[data-test=sah-notation]').press('Enter');
  await entry.locator('[data-action=club-count-score]').click();
  await entry.locator('[data-action=club-enter-hand]').click();
}

/** One hand at each real-tile table: entered by a player there, confirmed by the others with a device, and by the organiser for those without. */
async function playRealTiles(organiser: Page, browsers: Map<string, Player>, scripted: Map<string, ClubPlayer>): Promise<void> {
  await Promise.all(
    evening().tables.map(async (table, index) => {
      if (!table.realTiles) return;
      const names = table.players.map(nameOf) as string[];
      const entrant = names.find((n) => browsers.has(n));
      if (entrant) {
        await browsers.get(entrant)!.page.locator('section[data-test=club-real-tiles]').waitFor({ timeout: 15_000 });
        await enterInBrowser(browsers.get(entrant)!.page, entrant);
      } else {
        const p = scripted.get(names.find((n) => scripted.has(n))!)!;
        const place = p.you!.table!.place;
        p.client.send({ t: 'clubHand', token: p.you!.token, hand: { family: 'classical', winner: place, scores: [0, 1, 2, 3].map((q) => (q === place ? 40 : 4)), east: 0, from: null } });
      }
      for (const n of names) {
        if (n === entrant || !browsers.has(n)) continue;
        await browsers.get(n)!.page.locator('[data-action=club-confirm]').click({ timeout: 15_000 });
      }
      const card = organiser.locator(`[data-test=club-table-${index + 1}]`);
      const absent = names.filter((n) => ABSENT.includes(n));
      if (absent.length) {
        // Everyone with a device has confirmed: the table waits only for those who never came.
        await card.locator('[data-test=club-unstick] .note', { hasText: `Waiting for: ${absent.join(', ')}` }).waitFor({ timeout: 15_000 });
        await card.locator('[data-action=club-confirm-all]').click();
      }
      await card.locator('.state', { hasText: 'round over' }).waitFor({ timeout: 15_000 });
    }),
  );
}

it('a whole evening: 12 seats, three rounds, two real-tile tables (one with two players who never come), the organiser unsticks it; standings and CSV agree', { timeout: 400_000 }, async () => {
  const organiser = await openEvening(browser, host, 'Thursday club', 3, async (page) => {
    await page.locator('[data-test=club-bot-seats]').uncheck();
    await page.locator('input[data-test=club-real-tiles]').fill('2');
  });
  const inBrowsers = await registerAll(browser, host, organiser, BROWSERS);
  const browsers = new Map(inBrowsers.map((p) => [p.name, p]));
  const scripted = new Map((await Promise.all(SCRIPTED.map(scriptedPlayer))).map((p) => [p.name, p]));
  const o = organiser.page;

  for (let round = 1; round <= 3; round++) {
    await o.locator('[data-action=club-next-round]').click();
    await o.locator('[data-test=club-phase]', { hasText: `round ${round} of 3` }).waitFor({ timeout: 15_000 });
    if (round === 1) {
      // Ten registered: two real-tile tables, two sit out.
      expect(evening().tables.map((t) => t.realTiles)).toEqual([true, true]);
      expect(evening().sittingOut).toHaveLength(2);
      // Fay and Eve arrive without a phone: the organiser adds them and seats both at the second real-tile table.
      for (const name of ABSENT) {
        await o.locator('[data-test=club-add-name]').fill(name);
        await o.locator('[data-test=club-add-name]').press('Enter');
        await o.locator('[data-test=club-players] li', { hasText: new RegExp(`^\\s*${name}\\b`) }).waitFor();
      }
      const displaced = evening().tables[1].players.slice(0, 2).map(nameOf);
      for (const [place, name] of ABSENT.entries()) {
        const select = o.locator('[data-test=club-table-2] [data-test=club-reseat]').nth(place);
        await select.selectOption({ label: `${name} (not drawn this round)` });
        await o.locator('[data-test=club-table-2] li').nth(place).locator('span').first().filter({ hasText: name }).waitFor({ timeout: 15_000 });
      }
      const out = (await o.locator('[data-test=club-sitting-out]').textContent())!;
      for (const name of displaced) expect(out).toContain(name);
      expect(out.split(',')).toHaveLength(4);
      await shot(o, 'club-laptop-reseated');
    }
    // Screen-table players in browsers are taken to their table and play its hand; the scripted ones play by themselves.
    const screen = evening().tables.flatMap((t) => (t.realTiles ? [] : t.players.map(nameOf).filter((n): n is string => n !== null && browsers.has(n))));
    await Promise.all([
      playRealTiles(o, browsers, scripted),
      ...screen.map(async (name) => {
        const page = browsers.get(name)!.page;
        await page.locator('[data-test=my-area]').waitFor({ timeout: 30_000 });
        await playHand(page);
      }),
    ]);
    await o.locator('[data-test=club-phase]', { hasText: round < 3 ? `round ${round} of 3 is over` : 'the evening is over' }).waitFor({ timeout: 90_000 });
    // Back to the club page for the next draw.
    await Promise.all(screen.map((name) => browsers.get(name)!.page.goto(`${host.url}#/club`)));
    await Promise.all(screen.map((name) => browsers.get(name)!.page.locator('[data-test=club-standings]').waitFor({ timeout: 15_000 })));
  }

  // The organiser confirmed the second table's first hand for it; every round was played at three tables.
  const state = evening();
  expect(state.games).toHaveLength(8);
  expect(state.games.filter((g) => g.realTiles)).toHaveLength(6);
  // The standings on the screen, the CSV and the evening's games agree.
  const rows = await o.locator('[data-test=club-standings] tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => td.textContent!.trim())));
  expect(rows).toHaveLength(12);
  const download = o.waitForEvent('download');
  await o.locator('[data-action=club-standings-csv]').click();
  const csv = (await (await download).createReadStream())!;
  let text = '';
  for await (const chunk of csv) text += chunk;
  const lines = text.trim().split(/\r?\n/).slice(1).map((l) => l.split(','));
  expect(lines.map((l) => [l[1], l[2]])).toEqual(rows.map((r) => [r[1], r[2]]));
  for (const [, name, points, games, , , , satOut] of lines) {
    const id = state.players.find((p) => p.name === name)!.id;
    const played = state.games.filter((g) => g.players.includes(id));
    const sum = played.reduce((s, g) => s + g.byPlace[g.players.indexOf(id)].points, 0);
    expect([Number(points), Number(games)], name).toEqual([sum, played.length]);
    // Everyone played or sat out each round; the two Fay and Eve displaced sat out the first.
    expect(played.length + Number(satOut), name).toBe(3);
  }
  const fay = state.players.find((p) => p.name === 'Fay')!.id;
  expect(state.games.find((g) => g.round === 1 && g.players.includes(fay))!.realTiles).toBe(true);
  expect(await o.locator('[data-test=club-standings]').textContent()).toContain('Ties are broken by: points → best game');
  await shot(o, 'club-laptop-end');

  // The phone shows the club screen in every language, nothing wider than the phone.
  const phone = browsers.get(BROWSERS.at(-1)!)!.page;
  for (const locale of LOCALES) {
    await phone.locator('[data-test=language]').selectOption(locale);
    await phone.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
    await phone.locator('[data-test=club-tables]').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), locale).toBeLessThanOrEqual(0);
    expect(await phone.locator('[data-test=club-standings] .scroll').evaluate((el) => el.scrollWidth - el.clientWidth), locale).toBeLessThanOrEqual(0);
    await shot(phone, `club-phone-club-${locale}`);
    await o.locator('[data-test=language]').selectOption(locale);
    await o.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
    await shot(o, `club-laptop-end-${locale}`);
  }
  for (const p of [organiser, ...inBrowsers]) expect(p.errors, p.name).toEqual([]);
  for (const p of scripted.values()) expect(p.refusals, p.name).toEqual([]);
});
