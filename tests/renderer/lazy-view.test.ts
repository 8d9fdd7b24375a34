// @vitest-environment happy-dom
/**
 * A page that loads when first opened (help, history, club, review, score a hand) and cannot be
 * fetched, say because the host was updated while the page was open, says so and offers a reload,
 * rather than leaving a blank page; a fetch that fails once is tried again first.
 */
import { flushPromises } from '@vue/test-utils';
import { defineComponent, h } from 'vue';
import { expect, it } from 'vitest';
import { lazyView } from '../../renderer/src/logic/lazy-view';
import { mountWith } from './mount';

const Page = defineComponent({ render: () => h('p', { class: 'page' }, 'the page') });
const settle = async () => {
  for (let i = 0; i < 10; i++) {
    await flushPromises();
    await new Promise((r) => setTimeout(r, 0));
  }
};

it('a page whose file cannot be fetched says so, with a reload button', async () => {
  let tries = 0;
  const View = lazyView(() => {
    tries++;
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
  });
  const w = mountWith(defineComponent({ render: () => h(View) }));
  await settle();
  expect(tries).toBe(2);
  expect(w.find('[data-test=load-failed]').text()).toContain('This page could not be loaded');
  expect(w.find('[data-action=reload]').exists()).toBe(true);
});

it('a fetch that fails once is tried again, and the page shows', async () => {
  let tries = 0;
  const View = lazyView(() => (++tries === 1 ? Promise.reject(new TypeError('network')) : Promise.resolve(Page)));
  const w = mountWith(defineComponent({ render: () => h(View) }));
  await settle();
  expect(tries).toBe(2);
  expect(w.find('.page').exists()).toBe(true);
});
