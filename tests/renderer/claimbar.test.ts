// @vitest-environment happy-dom
/** The claim prompt: the tile, the legal claims only (from `legal`), Pass, keys, and a visible countdown. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Action } from '../../shared/table/types';
import ClaimBar from '../../renderer/src/components/ClaimBar.vue';
import { offerOf } from '../../renderer/src/logic/actions';
import { mountWith } from './mount';

const legal: Action[] = [
  { type: 'claim', seat: 1, claim: 'chow', tiles: [16, 20] },
  { type: 'claim', seat: 1, claim: 'pung', tiles: [49, 50] },
  { type: 'claim', seat: 1, claim: 'chow', tiles: [17, 20] }, // same kinds as the first chow: one button
  { type: 'pass', seat: 1 },
];

describe('ClaimBar', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'performance', 'requestAnimationFrame', 'cancelAnimationFrame'] }));
  afterEach(() => vi.useRealTimers());

  function mountBar(locale: 'en' | 'fr' = 'en') {
    const offer = offerOf(legal);
    return mountWith(
      ClaimBar,
      { props: { tile: 48, from: 'Bea', claims: offer.claims, canPass: offer.canPass, endsAt: performance.now() + 5000, totalMs: 5000 }, attachTo: document.body },
      locale,
    );
  }

  it('offers each legal claim once, strongest first, and Pass', () => {
    const w = mountBar();
    expect(w.findAll('button').map((b) => b.attributes('data-claim'))).toEqual(['pung', 'chow', 'pass']);
    expect(w.text()).toContain('Bea discarded this tile. Claim it?');
    expect(w.find('[data-claim=chow]').findAll('svg.tile')).toHaveLength(2);
    w.unmount();
  });

  it('sends the claim that was clicked, with its tiles', async () => {
    const w = mountBar();
    await w.find('[data-claim=pung]').trigger('click');
    expect(w.emitted('choose')).toEqual([[{ type: 'claim', claim: 'pung', tiles: [49, 50] }]]);
    await w.find('[data-claim=pass]').trigger('click');
    expect(w.emitted('choose')![1]).toEqual([{ type: 'pass' }]);
    w.unmount();
  });

  it('answers keys: a number picks a claim, Esc passes', () => {
    const w = mountBar();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: '2' }));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(w.emitted('choose')).toEqual([[{ type: 'claim', claim: 'chow', tiles: [16, 20] }], [{ type: 'pass' }]]);
    w.unmount();
  });

  it('counts the claim window down where you can see it', async () => {
    const w = mountBar();
    expect(w.find('[role=timer]').text()).toBe('5 s');
    vi.advanceTimersByTime(2600);
    await w.vm.$nextTick();
    expect(w.find('[role=timer]').text()).toBe('3 s');
    expect(w.find('[role=timer]').attributes('aria-label')).toBe('3 seconds left to claim');
    const bar = w.find('.bar').attributes('style') ?? '';
    const scale = Number(/scaleX\(([\d.]+)\)/.exec(bar)![1]);
    expect(scale).toBeGreaterThan(0.4);
    expect(scale).toBeLessThan(0.55);
    vi.advanceTimersByTime(3000);
    await w.vm.$nextTick();
    expect(w.find('[role=timer]').text()).toBe('0 s');
    w.unmount();
  });

  it('speaks the player’s language', () => {
    const w = mountBar('fr');
    expect(w.find('[data-claim=pung]').text()).toContain('Pung');
    expect(w.find('[data-claim=pass]').text()).toContain('Passer');
    expect(w.text()).toContain('Bea a écarté cette tuile. La réclamer ?');
    w.unmount();
  });
});
