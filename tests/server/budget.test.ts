/**
 * A connection's share of the event loop (issue T3 4/8, item 5), on a fake clock with made-up
 * handling costs: within its budget a message is handled at once; past it, the connection's
 * messages wait (its socket paused) and are handled as the budget refills, while another
 * connection's are handled at once; a full queue drops and says so.
 */
import { expect, it } from 'vitest';
import { Budget } from '../../electron/server/budget';
import { FakeClock } from '../helpers/fake-clock';

it('handles within budget at once; past it queues, pauses the socket, and catches up as the budget refills; others go at once', () => {
  const clock = new FakeClock(0);
  let spent = 0;
  const now = () => clock.now() + spent;
  const log: string[] = [];
  const socket = (who: string) => ({ pause: () => log.push(`${who} paused`), resume: () => log.push(`${who} resumed`) });
  const drops: string[] = [];
  const make = (who: string) => new Budget({ msPerSecond: 100, burstMs: 200, queue: 4 }, clock, now, socket(who), () => drops.push(who));
  const costly = (who: string, n: number, ms: number) => () => {
    spent += ms;
    log.push(`${who} ${n}`);
  };
  const flood = make('flood');
  const victim = make('victim');
  // 200 ms of budget: three 80 ms messages use it up (the third goes over), the next four wait, the fifth is dropped.
  for (let n = 1; n <= 8; n++) flood.run(costly('flood', n, 80));
  expect(log).toEqual(['flood 1', 'flood 2', 'flood 3', 'flood paused']);
  expect(flood.queued).toBe(4);
  expect(drops).toEqual(['flood']);
  // The victim's message is handled at once.
  victim.run(costly('victim', 1, 1));
  expect(log.at(-1)).toBe('victim 1');
  // As the budget refills (100 ms a second), the flood's messages are handled one by one; the socket is read again once none waits.
  clock.advance(1000);
  expect(log.filter((l) => l.startsWith('flood ')).length).toBeGreaterThan(3);
  clock.advance(5000);
  expect(log.filter((l) => /^flood \d$/.test(l))).toEqual(['flood 1', 'flood 2', 'flood 3', 'flood 4', 'flood 5', 'flood 6', 'flood 7']);
  expect(log.at(-1)).toBe('flood resumed');
  expect(flood.queued).toBe(0);
  // Cheap messages never wait.
  log.length = 0;
  for (let n = 1; n <= 50; n++) victim.run(costly('victim', n, 0.5));
  expect(log).toHaveLength(50);
});
