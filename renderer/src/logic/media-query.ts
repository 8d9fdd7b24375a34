/** Whether the screen matches a CSS media query, kept up to date while the component that asks lives. */
import { onBeforeUnmount, ref, type Ref } from 'vue';

export function useMediaQuery(query: string): Ref<boolean> {
  const list = typeof matchMedia === 'function' ? matchMedia(query) : null;
  const matches = ref(list?.matches ?? false);
  const onChange = (e: MediaQueryListEvent) => (matches.value = e.matches);
  list?.addEventListener('change', onChange);
  onBeforeUnmount(() => list?.removeEventListener('change', onChange));
  return matches;
}
