/**
 * The test host's pacer (helpers/pacer.ts): its fake clock moves only from rest, to the next timer
 * due (never more than a step on), and not while a round trip or a journal write is under way.
 */
import { expect, it } from 'vitest';
import { FakeClock } from '../helpers/fake-clock';
import { sleep } from '../helpers/until';
import { Pacer } from './helpers/pacer';

function paced() {
  const clock = new FakeClock(0);
  let journal: Promise<void> = Promise.resolve();
  const pacer = new Pacer(clock, () => [{ settled: () => journal }], 100);
  // A client whose pongs take a few real milliseconds.
  pacer.join({ closed: false, roundTrip: () => sleep(3).then(() => {}) });
  return { clock, pacer, holdJournal: (held: Promise<void>) => (journal = held) };
}

it('moves to each timer at its time, a step at most at once', async () => {
  const { clock, pacer } = paced();
  const fired: number[] = [];
  const seen: number[] = [];
  for (const at of [250, 30, 30]) clock.setTimer(() => fired.push(clock.now()), at);
  await pacer.until(() => (seen.push(clock.now()), fired.length === 3), 'the three timers');
  expect(fired).toEqual([30, 30, 250]);
  expect(clock.now()).toBe(250);
  // From 30 to 250 in steps of at most 100; the two timers due at 30 in one.
  expect(seen).toEqual([0, 30, 130, 230, 250]);
});

it('does not move while what a client sent is unanswered or a journal write is under way', async () => {
  const { clock, pacer, holdJournal } = paced();
  let written!: () => void;
  holdJournal(new Promise<void>((resolve) => (written = resolve)));
  pacer.sent();
  const passing = pacer.pass(100);
  await sleep(30);
  expect(clock.now()).toBe(0);
  written();
  await passing;
  expect(clock.now()).toBe(100);
});
