import { describe, expect, it } from 'vitest';
import { FakeClock } from './fake-clock';
import { sleep, until } from './until';

describe('until', () => {
  it('returns the first truthy value, sync or async', async () => {
    let calls = 0;
    expect(await until(() => ++calls >= 3 && 'ready', 'the third call')).toBe('ready');
    expect(calls).toBe(3);
    expect(await until(async () => [1, 2], 'an async value')).toEqual([1, 2]);
  });

  it('fails after the timeout, saying what it waited for', async () => {
    await expect(until(() => false, 'the moon', { timeoutMs: 30 })).rejects.toThrow('timed out after 30 ms waiting for the moon');
    let checks = 0;
    await expect(until(() => (checks++, null), () => `a value after ${checks} checks`, { timeoutMs: 30, everyMs: 10 })).rejects.toThrow(/waiting for a value after \d+ checks/);
    expect(checks).toBeGreaterThan(1);
    expect(checks).toBeLessThan(10);
  });

  it('moves a fake clock on between checks, so timers fire without real waiting', async () => {
    const clock = new FakeClock();
    let fired = false;
    clock.setTimer(() => (fired = true), 60_000);
    const started = clock.now();
    await until(() => fired, 'the minute timer', { clock, stepMs: 1000, everyMs: 1 });
    expect(clock.now() - started).toBe(60_000);
  });

  it('lets a clock that can settle do so before each check, so it moves only once what is in flight has landed', async () => {
    const clock = new FakeClock();
    const steps: string[] = [];
    let landed = 0;
    const paced = {
      settle: async () => {
        await sleep(2);
        landed++;
        steps.push('settled');
      },
      advance: (ms: number) => {
        steps.push('moved');
        clock.advance(ms);
      },
    };
    await until(() => landed >= 3, 'three settlings', { clock: paced, everyMs: 0 });
    expect(steps).toEqual(['settled', 'moved', 'settled', 'moved', 'settled']);
  });
});
