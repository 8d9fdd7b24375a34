import { describe, expect, it } from 'vitest';
import { testSize } from './sizes';

describe('test sizes', () => {
  const sizes = { local: 150, ci: 1_500, full: 10_000 };
  it.each([
    [{}, 150],
    [{ CI: 'true' }, 1_500],
    [{ SPARROW_FULL: '1' }, 10_000],
    [{ CI: 'true', SPARROW_FULL: '1' }, 10_000],
    [{ CI: 'true', SPARROW_N: '7' }, 7],
    [{ SPARROW_N: '' }, 150],
  ])('%j gives %i', (env, n) => expect(testSize('SPARROW_N', sizes, env)).toBe(n));

  it('full falls back to CI’s size, and a bad count is refused by name', () => {
    expect(testSize('SPARROW_N', { local: 1, ci: 2 }, { SPARROW_FULL: '1' })).toBe(2);
    expect(() => testSize('SPARROW_N', sizes, { SPARROW_N: 'lots' })).toThrow('SPARROW_N=lots');
  });
});
