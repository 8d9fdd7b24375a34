/**
 * A page loaded when first opened. A fetch that fails is tried once more; if it fails again (the
 * host was updated or went away while this page was open) the page says so and offers a reload,
 * instead of staying blank.
 */
import { defineAsyncComponent, type Component } from 'vue';
import LoadFailed from '../components/LoadFailed.vue';

export function lazyView(loader: () => Promise<Component | { default: Component }>): Component {
  return defineAsyncComponent({
    loader,
    errorComponent: LoadFailed,
    onError: (_error, retry, fail, attempts) => (attempts <= 1 ? retry() : fail()),
  });
}
