/**
 * Keys of a step-through overlay (the replay, the review): ← and → step, Esc closes. They are
 * caught before the live table underneath hears them; a focused form field keeps its own keys
 * (a range slider's arrows) except Esc.
 */
import { onBeforeUnmount, onMounted } from 'vue';

export function useStepKeys(step: (by: -1 | 1) => void, close: () => void): void {
  function onKey(e: KeyboardEvent): void {
    e.stopPropagation();
    if ((e.target instanceof HTMLInputElement || e.target instanceof HTMLSelectElement) && e.key !== 'Escape') return;
    if (e.key === 'ArrowRight') step(1);
    else if (e.key === 'ArrowLeft') step(-1);
    else if (e.key === 'Escape') close();
    else return;
    e.preventDefault();
  }
  onMounted(() => window.addEventListener('keydown', onKey, true));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey, true));
}
