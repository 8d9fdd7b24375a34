// @vitest-environment happy-dom
/**
 * Score a hand after a mistake: the typed text stays as typed, a typing error shows without the
 * previous hand's score under it, a Millington hand refused only for its chows says so, a
 * Taiwanese hand of the wrong size says how many tiles it needs, and the field's own example wins.
 */
import { describe, expect, it } from 'vitest';
import en from '../../renderer/src/i18n/en';
import ScoreAHandView from '../../renderer/src/views/ScoreAHandView.vue';
import { mountWith } from './mount';

type Ruleset = 'millington' | 'hungarian' | 'taiwanese';
async function typed(w: ReturnType<typeof mountWith>, notation: string) {
  const input = w.find('[data-test=sah-notation]');
  await input.setValue(notation);
  await input.trigger('change');
}
async function scored(ruleset: Ruleset, notation: string) {
  const w = mountWith(ScoreAHandView, {}, 'en');
  await w.find('[data-test=sah-ruleset]').setValue(ruleset);
  await typed(w, notation);
  return w;
}

describe('score a hand, after a mistake', () => {
  it('keeps the text as typed (sets stay apart)', async () => {
    const w = await scored('hungarian', '123m 456m 789m 111p 5z +5z');
    expect((w.find('[data-test=sah-notation]').element as HTMLInputElement).value).toBe('123m 456m 789m 111p 5z +5z');
    expect(w.find('[data-test=sah-score]').exists()).toBe(true);
  });

  it('shows a typing error alone, not over the last hand’s score', async () => {
    const w = await scored('hungarian', '123m 456m 789m 111p 5z +5z');
    expect(w.find('[data-test=sah-score]').exists()).toBe(true);
    await typed(w, '123m 456q');
    expect(w.find('.notation .bad').exists()).toBe(true);
    expect(w.find('[data-test=sah-score]').exists()).toBe(false);
  });

  it('Millington: three chows are "BMJA allows one chow", not only "not a Mah-Jong"', async () => {
    const w = await scored('millington', '123m 456m 789m 111p 5z +5z');
    expect(w.find('[data-test=sah-one-chow]').text()).toContain('allows one chow');
    // Hungarian (any number of chows): a Mah-Jong, and nothing to explain.
    const hu = await scored('hungarian', '123m 456m 789m 111p 5z +5z');
    expect(hu.find('[data-test=sah-one-chow]').exists()).toBe(false);
  });

  it('Taiwanese: a hand of the wrong size says how many tiles it needs, as classical does', async () => {
    const short = await scored('taiwanese', '123m 456m 789m 5z +5z');
    expect(short.find('[data-test=sah-impossible]').text()).toBe('A hand with a winning tile (+) needs 17 tiles (a kong counts as three); this one has 11.');
    const long = await scored('taiwanese', '123m 456m 789m 123p 456p 789p 5z +5z');
    expect(long.find('[data-test=sah-impossible]').text()).toContain('needs 17 tiles (a kong counts as three); this one has 20');
  });

  it.each(['millington', 'hungarian'] as const)('%s: the field’s own example is a winning hand', async (ruleset) => {
    const example = /^e\.g\. (.+?) —/.exec(en.sah.notationHelp)![1].replace("{'{'}", '{').replace("{'}'}", '}');
    const w = await scored(ruleset, example);
    expect(w.find('[data-test=sah-impossible]').exists()).toBe(false);
    expect(w.find('[data-test=sah-score] h4').text()).not.toContain('Not a Mah-Jong');
  });
});
