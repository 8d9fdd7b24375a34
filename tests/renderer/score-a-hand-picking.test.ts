// @vitest-environment happy-dom
/**
 * Building a hand on the Score-a-hand page (found in a review): a pung waiting to be added is not
 * lost when the picked tiles go elsewhere, and an unfinished set put back says so; every tile and
 * × of the hand names what it removes; a hand still short of tiles is told how many it has and
 * needs, not to add its winning tile.
 */
import { describe, expect, it } from 'vitest';
import ScoreAHandView from '../../renderer/src/views/ScoreAHandView.vue';
import { mountWith } from './mount';

async function page(ruleset: string) {
  const w = mountWith(ScoreAHandView);
  await w.get('[data-test=sah-ruleset]').setValue(ruleset);
  return w;
}
type Page = Awaited<ReturnType<typeof page>>;
const target = (w: Page, value: string) => w.get(`input[name=target][value=${value}]`).setValue(true);
const tap = (w: Page, kind: number) => w.get(`.pick[data-kind="${kind}"]`).trigger('click');
const notation = (w: Page) => (w.get('[data-test=sah-notation]').element as HTMLInputElement).value;
async function typed(w: Page, text: string) {
  await w.get('[data-test=sah-notation]').setValue(text);
  await w.get('[data-test=sah-notation]').trigger('change');
}

describe('picking tiles', () => {
  it('a pung waiting to be added goes into the hand when the picked tiles go elsewhere', async () => {
    const w = await page('millington');
    await target(w, 'exposed');
    for (const k of [13, 13, 13]) await tap(w, k);
    expect(w.get('.pending').text()).toMatch(/Add the pung/i);
    await target(w, 'winning');
    expect(w.find('.pending').exists()).toBe(false);
    expect(notation(w)).toBe('[555p]');
  });

  it('an unfinished set is put back, and the page says which tiles', async () => {
    const w = await page('millington');
    await target(w, 'concealedKong');
    for (const k of [13, 13, 13]) await tap(w, k);
    await target(w, 'concealed');
    expect(notation(w)).toBe('');
    expect(w.get('[data-test=sah-put-back]').text()).toBe('The unfinished set was put back: 5 of Dots, 5 of Dots, and 5 of Dots.');
    // The next tile picked says nothing more of it.
    await tap(w, 0);
    expect(w.find('[data-test=sah-put-back]').exists()).toBe(false);
  });
});

describe('tile lists are joined in the page’s language', () => {
  it('zh-TW: the put-back tiles and a set’s remove button', async () => {
    const w = mountWith(ScoreAHandView, {}, 'zh-TW');
    await w.get('[data-test=sah-ruleset]').setValue('millington');
    await target(w, 'concealedKong');
    for (const k of [13, 13, 13]) await tap(w, k);
    await target(w, 'concealed');
    expect(w.get('[data-test=sah-put-back]').text()).toBe('未完成的一組牌已放回：5 筒、5 筒和5 筒。');
    await typed(w, '[555p]');
    expect(w.get('.built button[aria-label]').attributes('aria-label')).toContain('5 筒、5 筒和5 筒');
  });
});

describe('the hand’s buttons say what they remove', () => {
  it('names each tile, set, bonus tile and indicator', async () => {
    const w = await page('hungarian');
    await typed(w, '123m 999p 44z [555p] 2f +4z');
    const labels = w.findAll('.built button[aria-label]').map((b) => b.attributes('aria-label'));
    expect(labels).toEqual([
      'Remove the set 5 of Dots, 5 of Dots, and 5 of Dots',
      ...['1 of Characters', '2 of Characters', '3 of Characters', '9 of Dots', '9 of Dots', '9 of Dots', 'North Wind', 'North Wind'].map((n) => `Remove ${n}`),
      'Remove the winning tile, North Wind',
      'Remove Flower 2',
    ]);
    const riichi = await page('riichi');
    await typed(riichi, '123m456m789m123p4z @dora:5z @ura:1m +4z');
    const indicators = riichi.findAll('.built .dora button').map((b) => b.attributes('aria-label'));
    expect(indicators).toEqual(['Remove the dora indicator White Dragon', 'Remove the ura dora indicator 1 of Characters']);
  });
});

describe('a hand short of tiles', () => {
  it.each([
    ['riichi', 13],
    ['taiwanese', 16],
  ])('%s: a 3-tile hand is told it has 3 tiles of the %i before the winning one', async (ruleset, needed) => {
    const w = await page(ruleset);
    await typed(w, '123m');
    const hint = w.get('[data-test=sah-hint]').text();
    expect(hint).toBe(`3 tiles so far: a hand has ${needed} before its winning tile.`);
  });
});

describe('a classical hand short of tiles is not told to add its winning tile', () => {
  it.each([
    ['millington', '123m45p', 5],
    ['millington', '1m', 1],
    ['millington', '123m456m789m12p3p', 12],
    ['hungarian', '123m45p', 5],
    ['hungarian', '123m456m789m12p3p', 12],
  ])('%s: %s', async (ruleset, text, tiles) => {
    const w = await page(ruleset);
    await typed(w, text);
    const said = w.get('[data-test=sah-impossible]').text();
    expect(said).toBe(`A hand without a winning tile (+) has 13 tiles (a kong counts as three); this one has ${tiles}.`);
    expect(said).not.toMatch(/add the tile/i);
  });

  it('a long hand without a winning tile is still told to add the tile it won on', async () => {
    const w = await page('millington');
    await typed(w, '123m456m789m123p55p');
    expect(w.get('[data-test=sah-impossible]').text()).toMatch(/this one has 14\. To score a win, add the tile it won on/);
  });
});
