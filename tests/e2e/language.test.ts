/**
 * (d) Switching the language changes every visible string: on the lobby, the waiting screen, the
 * ceremony (animations on), the table in play, the claim prompt, the end of hand, the replay,
 * help, score-a-hand and settings, no English text that was on screen stays (unless the other
 * language uses the same word, like "Riichi").
 */
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import cs from '../../renderer/src/i18n/cs';
import en from '../../renderer/src/i18n/en';
import fr from '../../renderer/src/i18n/fr';
import hu from '../../renderer/src/i18n/hu';
import zhTW from '../../renderer/src/i18n/zh-TW';
import { startFakeTimeHost, type FakeTimeHost } from './fake-host';
import { launch, leaveTable, nextOffer, openPlayer, playStep, shot, type Player } from './helpers';

type Tree = { [k: string]: string | Tree };
const strings = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : strings(v)));
const LOCALES = { cs, hu, fr, 'zh-TW': zhTW } as Record<string, unknown>;

/** The fixed parts of every English message: placeholders and plural bars split them. */
const FRAGMENTS = [
  ...new Set(
    strings(en as unknown as Tree)
      .flatMap((m) => m.split('|'))
      .flatMap((m) => m.split(/\{[^}]*\}/))
      .map((f) => f.trim().replace(/^[\s,.:;!?()–—-]+|[\s,.:;!?()–—-]+$/g, ''))
      .filter((f) => (f.match(/[A-Za-z]/g) ?? []).length >= 4),
  ),
];

/** Text a person sees: visible text nodes, visible placeholders, the chosen option of each select (not the language picker). */
async function visibleText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const seen = (el: Element) => {
      const r = el.getBoundingClientRect();
      return (el as HTMLElement).checkVisibility?.({ opacityProperty: true, visibilityProperty: true }) !== false && r.width > 0 && r.height > 0;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !el || el.closest('select, title, script, style') || !seen(el)) continue;
      out.push(text);
    }
    document.querySelectorAll('input[placeholder]').forEach((input) => {
      if (seen(input) && !(input as HTMLInputElement).value) out.push(input.getAttribute('placeholder')!);
    });
    document.querySelectorAll('select:not([data-test=language])').forEach((select) => {
      if (seen(select)) out.push((select as HTMLSelectElement).selectedOptions[0]?.textContent?.trim() ?? '');
    });
    return out;
  });
}

async function checkEverySwitch(page: Page, where: string, least = 12): Promise<void> {
  await page.locator('[data-test=language]').selectOption('en');
  await page.waitForTimeout(150);
  const english = (await visibleText(page)).join('\n');
  const shown = FRAGMENTS.filter((f) => english.includes(f));
  expect(shown.length, `${where}: English strings on screen`).toBeGreaterThan(least);
  for (const [locale, messages] of Object.entries(LOCALES)) {
    await page.locator('[data-test=language]').selectOption(locale);
    // A language other than the first page's loads when picked; the page's lang says it is shown.
    await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
    await page.waitForTimeout(150);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
    const own = strings(messages as Tree).join('\n');
    const text = (await visibleText(page)).join('\n');
    const left = shown.filter((f) => text.includes(f) && !own.includes(f));
    expect(left, `${where} in ${locale}: English left on screen`).toEqual([]);
    await shot(page, `d-${where}-${locale}`);
  }
  await page.locator('[data-test=language]').selectOption('en');
}

describe('switching the language', () => {
  let host: FakeTimeHost;
  let browser: Browser;
  let p: Player;

  beforeAll(async () => {
    // A long claim window, so a claim prompt stays while every language is looked at.
    [host, browser] = await Promise.all([startFakeTimeHost(['--bots', '3', '--preset', 'millington', '--name', 'Tafel', '--bot-delay', '60', '--rules', 'claimWindowMs=30000']), launch()]);
    p = await openPlayer(browser, host.url, 'Ann', { animations: true, practiceAid: true, latinIndices: true });
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('changes every visible string in the lobby', async () => {
    await p.page.locator('[data-table]').first().waitFor({ timeout: 15_000 });
    await p.page.locator('.host details summary').click();
    await checkEverySwitch(p.page, 'lobby');
  });

  it('changes every visible string on the waiting screen', async () => {
    const page = p.page;
    await page.locator('[data-test=host-name]').fill('Zimmer 7');
    await page.locator('[data-test=host-bots]').selectOption('1');
    await page.locator('[data-action=create-table]').click();
    await page.locator('[data-test=waiting]').waitFor({ timeout: 15_000 });
    await checkEverySwitch(page, 'waiting', 8);
    await leaveTable(page);
    await page.locator('[data-table]').first().waitFor({ timeout: 15_000 });
  });

  it('changes every visible string in the ceremony, at the table, in a claim prompt, at the end of the hand and in its replay', async () => {
    const page = p.page;
    await page.locator('[data-table]', { hasText: 'Tafel' }).locator('[data-action=join]').click();
    // The ceremony runs (animations on): look while its log fills.
    await page.locator('[data-test=ceremony] [data-test=wall]').waitFor({ timeout: 20_000 });
    await checkEverySwitch(page, 'ceremony', 8);
    await page.locator('[data-action=skip-ceremony]').click().catch(() => {});
    await page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });
    await checkEverySwitch(page, 'table');

    // Play; the first chow, pung or kong offered is looked at in every language, then passed.
    let claimSeen = false;
    for (let hands = 0; ; ) {
      const seen = await nextOffer(page);
      if (!seen) continue;
      if (seen.over) {
        if (claimSeen || ++hands >= 3) break;
        // No claim came this hand: play the next one.
        await page.locator('[data-action=next-hand]').click();
        await page.locator('[data-test=hand-result]').waitFor({ state: 'detached', timeout: 30_000 });
        continue;
      }
      if (!claimSeen && seen.claims.some((k) => k !== 'pass' && k !== 'win')) {
        await checkEverySwitch(page, 'claim', 8);
        claimSeen = true;
      }
      await playStep(page, { seen });
    }
    expect(claimSeen, 'a chow, pung or kong was offered').toBe(true);
    await page.locator('[data-test=fairness] .verdict').waitFor({ timeout: 15_000 });
    await page.locator('.others summary').click().catch(() => {});
    await checkEverySwitch(page, 'result');

    await page.locator('[data-action=replay]').click();
    const replay = page.locator('[data-test=replay]');
    for (let i = 0; i < 6; i++) await replay.locator('[data-action=replay-next]').click();
    await checkEverySwitch(page, 'replay', 8);
    await page.keyboard.press('Escape');
  }, 400_000);

  it('changes every visible string in help and score-a-hand', async () => {
    const page = p.page;
    await page.goto(`${host.url}#/help/hungarian`);
    await page.locator('details summary').first().click();
    await checkEverySwitch(page, 'help');
    await page.goto(`${host.url}#/score`);
    for (const kind of [0, 1, 2, 9, 10, 11, 31, 31, 31, 18, 18, 18, 27]) await page.locator(`.pick[data-kind="${kind}"]`).click();
    await page.locator('input[name=target][value=winning]').check();
    await page.locator('.pick[data-kind="27"]').click();
    await page.locator('[data-test=sah-score]').waitFor();
    await checkEverySwitch(page, 'score');
    await page.goto(`${host.url}#/settings`);
    await checkEverySwitch(page, 'settings');
    expect(p.errors).toEqual([]);
  });
});
