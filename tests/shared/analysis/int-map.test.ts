/** The shanten memo's integer map agrees with a Map through growth, overwrites and colliding keys, and refuses keys it cannot hold. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IntMap } from '../../../shared/analysis/int-map';

describe('IntMap', () => {
  it('answers like a Map for any sequence of sets and gets', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat({ max: 2 ** 27 }), fc.integer()), { maxLength: 300 }), fc.array(fc.nat({ max: 2 ** 27 }), { maxLength: 50 }), (sets, probes) => {
        const ours = new IntMap<number>(2);
        const reference = new Map<number, number>();
        for (const [k, v] of sets) {
          ours.set(k, v);
          reference.set(k, v);
        }
        for (const k of [...sets.map(([key]) => key), ...probes]) expect(ours.get(k)).toBe(reference.get(k));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps keys that collide in the same slot apart', () => {
    const m = new IntMap<string>(1);
    for (let k = 0; k < 1000; k += 64) m.set(k, `v${k}`);
    for (let k = 0; k < 1000; k += 64) expect(m.get(k)).toBe(`v${k}`);
    expect(m.get(1)).toBeUndefined();
  });

  it('refuses negative, fractional and too large keys', () => {
    const m = new IntMap<number>();
    for (const k of [-1, 1.5, 2 ** 31]) expect(() => m.set(k, 1)).toThrow(/bad key/);
  });
});
