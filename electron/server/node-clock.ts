/** The host core's clock on the server: Node's timers (looked up at each call, so tests may fake them). */
import type { HostClock, TimerHandle } from '../../shared/host/clock';

type NodeHandle = TimerHandle & { readonly timer: NodeJS.Timeout | NodeJS.Immediate; readonly immediate: boolean };

export const nodeClock: HostClock = {
  now: () => Date.now(),
  setTimer(fn, ms, background = false): NodeHandle {
    const timer = setTimeout(fn, ms);
    if (background) timer.unref();
    return { timer, immediate: false };
  },
  clearTimer(handle) {
    const h = handle as NodeHandle;
    if (h.immediate) clearImmediate(h.timer as NodeJS.Immediate);
    else clearTimeout(h.timer as NodeJS.Timeout);
  },
  defer: (fn): NodeHandle => ({ timer: setImmediate(fn), immediate: true }),
};
