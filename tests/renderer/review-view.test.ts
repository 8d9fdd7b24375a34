// @vitest-environment happy-dom
/**
 * The review screen shows a review worked out in the browser (as the history page will: a saved
 * game's initial state and actions), in every locale: both summaries, the decisions stepped with
 * the keys and the buttons, a jump to a costly one with its reasons in words, another hand picked.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { nextTick } from 'vue';
import { PRESETS } from '../../shared/rules/presets';
import { REASON_KEYS, reviewGame } from '../../shared/review';
import { makeI18n } from '../../renderer/src/i18n';
import { LOCALES } from '../../renderer/src/i18n/locales';
import ReviewView from '../../renderer/src/views/ReviewView.vue';
import { playGame } from '../shared/review/play';
import { mountWith } from './mount';

// Seat 0 plays carelessly (the easy bot): its review has costly decisions.
const game = playGame(PRESETS.riichi, 2, 'review-view', ['easy', 'strong', 'strong', 'strong']);
const review = reviewGame(game.initial, game.actions, 0);
const names = ['Ann', 'Bot 1', 'Bot 2', 'Bot 3'];

let unmount: (() => void)[] = [];
afterEach(() => unmount.splice(0).forEach((u) => u()));

describe('the review screen', () => {
  it('has a sentence for every reason in every locale', () => {
    for (const locale of LOCALES) {
      const { te } = makeI18n(locale).global;
      expect(REASON_KEYS.filter((k) => !te(`review.reason.${k}`)), locale).toEqual([]);
    }
  });

  it.each(LOCALES)('%s: summaries, steps, the next costly decision, another hand', async (locale) => {
    expect(review.hands.length).toBe(2);
    expect(review.summary.costly).toBeGreaterThan(0);
    const w = mountWith(ReviewView, { props: { review, names }, attachTo: document.body }, locale);
    unmount.push(() => w.unmount());
    const text = () => w.text();
    // The hand's and the whole game's summaries, with the review's own figures.
    const [first] = review.hands;
    expect(w.find('[data-test=review-summary]').text()).toContain(String(first.summary.decisions));
    expect(w.findAll('[data-test=review-summary] p')).toHaveLength(2);
    const pos = () => w.find('[data-test=review-pos]').text();
    const at1 = pos();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    await nextTick();
    expect(pos()).not.toBe(at1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowLeft' }));
    await nextTick();
    expect(pos()).toBe(at1);

    // To the first costly decision: marked, both choices, every reason in words.
    const all = review.hands.flatMap((h) => h.decisions);
    const target = all.findIndex((d) => d.costly);
    if (target > 0) await w.find('[data-action=review-next-costly]').trigger('click');
    const decision = w.find('[data-test=review-decision]');
    expect(decision.attributes('data-costly')).toBe('true');
    expect(w.findAll('.choice')).toHaveLength(2);
    const reasons = w.findAll('[data-test=review-reasons] li');
    expect(reasons.map((r) => r.attributes('data-reason'))).toEqual(all[target].reasons.map((r) => r.key));
    for (const r of reasons) expect(r.text()).not.toMatch(/review\.|\{\w+\}/);
    expect(text()).not.toMatch(/review\./);

    // The second hand from the picker.
    await w.find('[data-test=review-hand]').setValue(String(review.hands[1].hand));
    await nextTick();
    expect(w.find('[data-test=review-decision]').exists()).toBe(review.hands[1].decisions.length > 0);
  });

  it('closes with Esc', async () => {
    const w = mountWith(ReviewView, { props: { review, names }, attachTo: document.body });
    unmount.push(() => w.unmount());
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(w.emitted('close')).toHaveLength(1);
  });
});
