/**
 * (b) Four browser contexts join one table on `npm run host` and play a hand through the UI, each
 * seeing only its own tiles, and a fifth watches seeing none; (c) a claim is made while the claim
 * window counts down.
 */
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPlayer, playHand, shot, startHost, type Player, type RunningHost } from './helpers';
import { until } from '../helpers/until';

describe('four people at one table', () => {
  let host: RunningHost;
  let browser: Browser;
  const players: Player[] = [];
  let eve: Player;
  let claim: { who: string; kind: string; timerText: string; meldsBefore: number } | null = null;

  beforeAll(async () => {
    // The household's one test on the real clock. Every claim window stays open for the claim
    // pause, nobody's claim or not; a shorter pause than the default 0.8 s plays the same hand in
    // half the time (the pause itself is checked on a fake clock, tests/server/pacing.test.ts).
    [host, browser] = await Promise.all([startHost(['--preset', 'millington', '--name', 'Tafel vier', '--claim-pause', '250']), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('four players join from their own browsers and play a hand, each seeing only their own tiles', async () => {
    for (const name of ['Ann', 'Bea', 'Cy', 'Dan']) {
      const p = await openPlayer(browser, host.url, name, { animations: false });
      const row = p.page.locator('[data-table]', { hasText: 'Tafel vier' });
      await row.waitFor({ timeout: 15_000 });
      await row.locator('[data-action=join]').click();
      await p.page.locator('[data-test=waiting], [data-test=my-area]').first().waitFor({ timeout: 15_000 });
      players.push(p);
    }
    await shot(players[3].page, 'b0-seated');
    // A fifth browser watches.
    eve = await openPlayer(browser, host.url, 'Eve', { animations: false });
    await eve.page.locator('[data-table]', { hasText: 'Tafel vier' }).locator('[data-action=watch]').click();
    await eve.page.locator('.tag', { hasText: 'Watching' }).waitFor({ timeout: 15_000 });
    for (const p of players) await p.page.locator('[data-test=my-area] button.htile').first().waitFor({ timeout: 20_000 });

    // Each browser shows its own hand; together they are 13 + 13 + 13 + 14 different tiles.
    const hands = await Promise.all(players.map((p) => p.page.locator('[data-test=my-area] button.htile').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tile'))))));
    expect(hands.map((h) => h.length).sort()).toEqual([13, 13, 13, 14]);
    expect(new Set(hands.flat()).size).toBe(53);
    // The others' concealed tiles are backs only: no face of theirs anywhere in the page.
    for (const [i, p] of players.entries()) {
      const faces = await p.page.locator('.seat.compact .backs svg.tile').evaluateAll((els) => els.filter((e) => e.hasAttribute('data-kind')).length);
      expect(faces, p.name).toBe(0);
      const mine = new Set(hands[i]);
      const others = hands.flatMap((h, j) => (j === i ? [] : h));
      const shownIds = await p.page.locator('[data-tile]').evaluateAll((els) => els.map((e) => Number(e.getAttribute('data-tile'))));
      expect(shownIds.every((t) => mine.has(t)), p.name).toBe(true);
      expect(others.some((t) => shownIds.includes(t)), p.name).toBe(false);
    }
    await shot(players[0].page, 'b1-ann-start');
    await shot(players[1].page, 'b1-bea-start');

    // Everyone plays from their own screen at once; the first chow/pung/kong offered is taken (c).
    let claiming = false;
    await Promise.all(
      players.map((p) =>
        playHand(p.page, async () => {
          if (claim || claiming) return false;
          claiming = true;
          const page = p.page;
          const kind = (await page.locator('.claimbar [data-claim]').first().getAttribute('data-claim'))!;
          const timerText = (await page.locator('.claimbar [role=timer]').textContent()) ?? '';
          const meldsBefore = await page.locator('[data-test=my-area] .meld').count();
          await shot(page, 'c1-claim-countdown');
          await page.locator(`.claimbar [data-claim=${kind}]`).first().click();
          claim = { who: p.name, kind, timerText, meldsBefore };
          await page.locator('[data-test=my-area] .meld').nth(meldsBefore).waitFor({ timeout: 10_000 });
          await shot(page, 'c2-after-claim');
          return true;
        }, 400_000),
      ),
    );

    for (const p of players) {
      await p.page.locator('[data-test=hand-result]').waitFor();
      expect(p.errors, p.name).toEqual([]);
    }
    await until(async () => (await players[2].page.locator('[data-test=fairness] .verdict').count()) > 0, 'fairness', { timeoutMs: 15_000, everyMs: 100 });
    await shot(players[2].page, 'b2-cy-result');
    // The spectator saw every move but nobody's concealed tiles until the end.
    await eve.page.locator('[data-test=hand-result]').waitFor({ timeout: 15_000 });
    expect(eve.views.length).toBeGreaterThan(20);
    for (const { view } of eve.views) {
      expect(view.you).toBeNull();
      if (view.hand && view.hand.phase !== 'over') for (const s of view.hand.seats) expect(s.concealed).toBeNull();
    }
    expect(await eve.page.locator('[data-test=my-area]').count()).toBe(0);
    await eve.page.locator('button', { hasText: 'Look at the table' }).click();
    await shot(eve.page, 'b3-spectator-after');
    expect(eve.errors).toEqual([]);
    // Every view each browser received hid the other seats' concealed tiles until the hand was over.
    for (const p of players) {
      expect(p.views.length, p.name).toBeGreaterThan(20);
      for (const { view } of p.views) {
        if (!view.hand || view.hand.phase === 'over') continue;
        view.hand.seats.forEach((s, seat) => {
          if (seat !== view.you) expect(s.concealed, `${p.name} saw seat ${seat}`).toBeNull();
          else expect(s.concealed, p.name).not.toBeNull();
        });
      }
    }
    // All four see the same result.
    const headlines = await Promise.all(players.map((p) => p.page.locator('#result-title').textContent()));
    expect(new Set(headlines).size).toBe(1);
  }, 420_000);

  it('a claim made while the claim window counted down was taken', () => {
    expect(claim, 'no chow, pung or kong was offered to anyone during the hand').not.toBeNull();
    expect(claim!.timerText).toMatch(/^[1-5] s$/);
    expect(['chow', 'pung', 'kong']).toContain(claim!.kind);
  });
});
