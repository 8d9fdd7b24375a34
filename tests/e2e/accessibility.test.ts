/**
 * Every control reachable and labelled (issue T3 2/8, item 5): an automated accessibility check
 * (axe-core) finds nothing serious or critical on the lobby, the table at your turn, the result and
 * the review, on a laptop and a phone; and at your turn the keyboard is on your hand.
 */
import { createRequire } from 'node:module';
import type { Page } from 'playwright';
import { expect, it } from 'vitest';
import { suiteHostAndBrowser } from './fake-host';
import { nextOffer, openPlayer, playStep, startPractice } from './helpers';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SIZES = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
];

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/** axe-core's serious and critical findings on the page as it is, at each size. */
async function findings(page: Page): Promise<Finding[]> {
  const out: Finding[] = [];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    const found = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; help: string; nodes: { target: string[] }[] }[] }> } }).axe;
      const r = await axe.run(document, { resultTypes: ['violations'] });
      return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
    });
    out.push(...found.filter((f) => f.impact === 'serious' || f.impact === 'critical').map((f) => ({ ...f, id: `${f.id} (${size.width})` })));
  }
  await page.setViewportSize(SIZES[0]);
  return out;
}

const suite = suiteHostAndBrowser(['--no-table', '--bot-delay', '100']);

it('lobby, table, result and review: no serious or critical findings; your turn puts the keyboard on your hand', async () => {
  const p = await openPlayer(suite.browser, suite.host.url, 'Ann', { animations: false }, SIZES[0]);
  const page = p.page;
  // axe-core comes with each page load (an init script: the host's CSP lets no test script in otherwise).
  await p.context.addInitScript({ path: AXE });
  await page.reload();
  await page.locator('[data-action=practice]').waitFor();
  expect(await findings(page), 'lobby').toEqual([]);

  await startPractice(page, 'riichi');
  // Your turn: the keyboard is on a tile of your hand.
  let checkedTable = false;
  for (const end = Date.now() + 120_000; Date.now() < end; ) {
    const seen = await nextOffer(page, 5000);
    if (seen?.over) break;
    if (!checkedTable && seen?.tile && !seen.claims.length) {
      suite.host.pause();
      await page.waitForFunction(() => document.activeElement?.matches('[data-test=my-area] button.htile.playable'), undefined, { timeout: 5000 });
      expect(await findings(page), 'table').toEqual([]);
      checkedTable = true;
      suite.host.resume();
    }
    await playStep(page, { seen: seen ?? undefined });
  }
  expect(checkedTable).toBe(true);
  await page.locator('[data-test=hand-result]').waitFor();
  suite.host.pause();
  expect(await findings(page), 'result').toEqual([]);
  await page.locator('[data-action=review-hand]').click();
  await page.locator('[data-test=review]').waitFor({ timeout: 60_000 });
  expect(await findings(page), 'review').toEqual([]);
  suite.host.resume();
  expect(p.errors).toEqual([]);
}, 240_000);
