/**
 * (b) Four browser contexts join one table on `npm run host` and play a hand through the UI, each
 * seeing only its own tiles, and a fifth watches seeing none; (c) a claim is made while the claim
 * window counts down.
 *
 * The household's one browser test on the real clock, at the table's own pace. So that it is short
 * and always has a claim, the host deals an arranged hand (`--test-arranged-deal`; every player
 * discards the first tile they may): East lets go of 1m, South (holding two) pungs it during the
 * countdown and lets go of 8m, and West wins on it. Whole hands of every preset are played by
 * browsers on a fake clock elsewhere (practice, club, one-screen).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, openPlayer, playHand, shot, startHost, type Player, type RunningHost } from './helpers';
import { until } from '../helpers/until';

// By seat, East (the dealer) first; copies of every kind within the set's four.
const DEAL = {
  hands: [
    '1m5m9m2p6p9p3s7s1z2z3z5z6z7z', // East lets go of 1m, its lowest tile
    '1m1m8m2p3p4p5s6s7s2z2z4z4z', // South pungs 1m, then lets go of 8m
    '7m9m1p1p3p3p3p8s8s8s6z6z6z', // West wins on 8m (789m 333p 888s 666z, 11p: one chow, as Millington allows)
    '2m3m4m5p5p7p8p1s1s9s9s3z5z', // North claims nothing
  ],
};

describe('four people at one table', () => {
  let host: RunningHost;
  let browser: Browser;
  const players: Player[] = [];
  let eve: Player;
  let claim: { who: string; kind: string; timerText: string; meldsBefore: number } | null = null;

  beforeAll(async () => {
    const file = join(tmpdir(), `sparrow-four-players-${process.pid}.json`);
    writeFileSync(file, JSON.stringify(DEAL));
    [host, browser] = await Promise.all([startHost(['--preset', 'millington', '--name', 'Tafel vier', '--test-arranged-deal', file]), launch()]);
  });
  afterAll(async () => {
    await browser?.close();
    await host?.stop();
  });

  it('four players join from their own browsers and play a hand, each seeing only their own tiles', async () => {
    for (const name of ['Ann', 'Bea', 'Cy', 'Dan']) {
      const p = await openPlayer(browser, host.url, name, { animations: false }, undefined, { frames: true });
      const row = p.page.locator('[data-table]', { hasText: 'Tafel vier' });
      await row.waitFor({ timeout: 15_000 });
      await row.locator('[data-action=join]').click();
      await p.page.locator('[data-test=waiting], [data-test=my-area]').first().waitFor({ timeout: 15_000 });
      players.push(p);
    }
    await shot(players[3].page, 'b0-seated');
    // A fifth browser watches.
    eve = await openPlayer(browser, host.url, 'Eve', { animations: false }, undefined, { frames: true });
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
    // A view in play at least for the deal, East's discard, South's pung and South's discard.
    const inPlay = (views: Player['views']) => views.filter(({ view }) => view.hand && view.hand.phase !== 'over').length;
    expect(inPlay(eve.views)).toBeGreaterThanOrEqual(4);
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
      expect(inPlay(p.views), p.name).toBeGreaterThanOrEqual(4);
      for (const { view } of p.views) {
        if (!view.hand || view.hand.phase === 'over') continue;
        view.hand.seats.forEach((s, seat) => {
          if (seat !== view.you) expect(s.concealed, `${p.name} saw seat ${seat}`).toBeNull();
          else expect(s.concealed, p.name).not.toBeNull();
        });
      }
    }
    // All four see the same result: West won on South's discard, as the deal was arranged.
    const headlines = await Promise.all(players.map((p) => p.page.locator('#result-title').textContent()));
    expect(new Set(headlines).size).toBe(1);
    const over = eve.views.at(-1)!.view as unknown as { hand: { result: { winners: { seat: number; from: number }[] } } };
    expect(over.hand.result.winners.map((w) => [w.seat, w.from])).toEqual([[2, 1]]);
  }, 420_000);

  it('a claim made while the claim window counted down was taken', () => {
    expect(claim, 'no chow, pung or kong was offered to anyone during the hand').not.toBeNull();
    expect(claim!.timerText).toMatch(/^[1-5] s$/);
    expect(claim!.kind).toBe('pung');
  });
});
