/**
 * The result waits for the winner's call only when the hand is won while you look: the call's time
 * (fake timers), and none for a page that opens on a hand already won, nor once the next hand is dealt.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { effectScope, nextTick, ref } from 'vue';
import { WIN_CALL_MS, winCallFirst } from '../../renderer/src/logic/win-call';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function calling(start: boolean) {
  const won = ref(start);
  const scope = effectScope();
  const shown = scope.run(() => winCallFirst(won))!;
  return { won, shown, scope };
}

it('a hand won while you look: the call alone for its time, then the result', async () => {
  const { won, shown, scope } = calling(false);
  won.value = true;
  await nextTick();
  expect(shown.value).toBe(true);
  vi.advanceTimersByTime(WIN_CALL_MS - 1);
  expect(shown.value).toBe(true);
  vi.advanceTimersByTime(1);
  expect(shown.value).toBe(false);
  scope.stop();
});

it('a page that opens on a won hand shows its result at once', () => {
  const { shown, scope } = calling(true);
  expect(shown.value).toBe(false);
  scope.stop();
});

it('the next hand dealt during the call ends the wait', async () => {
  const { won, shown, scope } = calling(false);
  won.value = true;
  await nextTick();
  won.value = false;
  await nextTick();
  expect(shown.value).toBe(false);
  expect(vi.getTimerCount()).toBe(0);
  scope.stop();
});
