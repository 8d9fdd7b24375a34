/** Club-night browser tests: the organiser opens an evening, players register from their own browsers. */
import type { Browser, Page } from 'playwright';
import { openPlayer, type Player, type RunningHost } from './helpers';
import { until } from '../helpers/until';

/** The organiser (by the host's organiser link) opens an evening of one-hand rounds; `more` fills the rest of the form. */
/**
 * Limits for an evening whose players' browsers all run on this one machine (one address): a real
 * evening's phones each have their own, and an evening without a PIN takes four names from each.
 */
export const ONE_MACHINE = { clubNamesPerAddress: 64 };

export async function openEvening(browser: Browser, host: RunningHost, name: string, rounds: number, more: (page: Page) => Promise<void> = async () => {}): Promise<Player> {
  const link = (await until(async () => /Organiser link[^:]*: (http:\S+#host=[0-9a-f]{64})/.exec(host.output()), 'the organiser link', { timeoutMs: 15_000, everyMs: 100 }))[1];
  const organiser = await openPlayer(browser, link, 'Olga');
  await organiser.page.locator('[data-action=practice], [data-test=lobby]').first().waitFor({ timeout: 15_000 }).catch(() => {});
  await organiser.page.goto(`${host.url}#/club`);
  await organiser.page.locator('[data-test=host-name]').fill(name);
  await organiser.page.locator('[data-test=round-hands]').check();
  await organiser.page.locator('[data-test=round-hands-n]').fill('1');
  await organiser.page.locator('[data-test=club-rounds]').fill(String(rounds));
  await more(organiser.page);
  await organiser.page.locator('[data-action=open-evening]').click();
  await organiser.page.locator('[data-test=club-name]', { hasText: name }).waitFor({ timeout: 15_000 });
  return organiser;
}

/** Each name registers from its own browser (the last one on a phone); the organiser's page then lists them all. */
export async function registerAll(browser: Browser, host: RunningHost, organiser: Player, names: string[]): Promise<Player[]> {
  const players: Player[] = [];
  for (const [i, name] of names.entries()) {
    const p = await openPlayer(browser, `${host.url}#/club`, name, { animations: false }, i === names.length - 1 ? { width: 390, height: 844 } : undefined);
    await p.page.locator('[data-action=club-register]').click();
    await p.page.locator('[data-test=club-you]', { hasText: name }).waitFor({ timeout: 15_000 });
    players.push(p);
  }
  await organiser.page.locator('[data-test=club-players] li').nth(names.length - 1).waitFor();
  return players;
}
