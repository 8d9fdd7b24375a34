/**
 * The host's one-minute allowance per key (shared/host/per-minute.ts): places taken per address,
 * a hand's steps per place or per spectators' address. A refusal counts nothing, and a key quiet
 * for a minute is forgotten, so what it holds stays bounded by who asked in the last minute.
 */
import { expect, it } from 'vitest';
import { PerMinute } from '../../../shared/host/per-minute';

it('grants `limit` a minute per key, each key its own; a refusal counts nothing; a quiet key is forgotten', () => {
  const paced = new PerMinute<string>(3);
  for (const t of [1000, 20_000, 40_000]) expect(paced.take('a', t)).toBe(true);
  expect(paced.take('a', 41_000)).toBe(false);
  expect(paced.take('b', 41_000)).toBe(true);
  // Refusals do not push the window on: a minute after the first, one is free again, and only one.
  for (let t = 42_000; t <= 60_000; t += 1000) expect(paced.take('a', t)).toBe(false);
  expect(paced.take('a', 61_000)).toBe(true);
  expect(paced.take('a', 61_500)).toBe(false);
  expect(paced.take('a', 80_001)).toBe(true);

  // Many keys asking once: after a quiet minute only the one asking now is remembered.
  for (let k = 0; k < 1000; k++) paced.take(`key ${k}`, 100_000);
  expect(paced.size).toBeGreaterThan(1000);
  paced.take('late', 160_001);
  expect(paced.size).toBe(1);
});
