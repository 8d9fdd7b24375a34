/**
 * The winner's call ("Tsumo!", "Ron!") is seen before the result covers the table: it flashes over
 * the winner's seat (SeatPanel's call, at full strength until 70 % of its 1.8 s), and the result
 * comes once it has been seen, as at a real table the call comes first and the counting after.
 * A page that opens on a hand already over shows its result at once.
 */
import { onScopeDispose, ref, watch, type Ref, type WatchSource } from 'vue';

/** How long the result waits for the call to be seen. */
export const WIN_CALL_MS = 1300;

/** True while the call of a hand just won is shown alone: `won` turned true (not: was true from the start). */
export function winCallFirst(won: WatchSource<boolean>): Ref<boolean> {
  const calling = ref(false);
  let timer: ReturnType<typeof setTimeout> | null = null;
  const stop = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    calling.value = false;
  };
  watch(won, (now) => {
    stop();
    if (!now) return;
    calling.value = true;
    timer = setTimeout(stop, WIN_CALL_MS);
  });
  onScopeDispose(stop);
  return calling;
}
