/**
 * The stores behind the bots' shanten tables (shape-index.ts): a frontier's content is stored
 * once, whatever asks for it; a pair index keeps what it is told, and past its limit empties and
 * fills again rather than growing.
 */
import { describe, expect, it } from 'vitest';
import { FrontierStore, PairIndex } from '../../../shared/bots/shape-index';

describe('FrontierStore', () => {
  it('gives one offset per content, and keeps every content as it was given', () => {
    const store = new FrontierStore();
    const contents: number[][] = [];
    for (let i = 0; i < 3000; i++) contents.push([i % 6, (i >> 3) % 2, i % 2, (i * 7) % 11, (i >> 5) % 6, 0, 1, i % 3]);
    const offsets = contents.map((c) => store.intern(Int8Array.from(c), (c.length >> 2) * 4));
    // The same contents again (the store has grown its index meanwhile): the same offsets.
    contents.forEach((c, i) => expect(store.intern(Int8Array.from(c), c.length)).toBe(offsets[i]));
    // Different contents: different offsets; and each offset holds its entry count, then its bytes.
    expect(new Set(offsets).size).toBe(new Set(contents.map((c) => c.join())).size);
    contents.forEach((c, i) => {
      const at = offsets[i];
      expect(store.pool.bytes[at]).toBe(c.length >> 2);
      expect([...store.pool.bytes.subarray(at + 1, at + 1 + c.length)]).toEqual(c);
    });
    // A prefix of a stored content is another content.
    expect(store.intern(Int8Array.from([0, 0, 0, 0, 0, 0, 1, 0]), 4)).not.toBe(offsets[0]);
  });
});

describe('PairIndex', () => {
  it('keeps values by both keys, and empties itself past its limit', () => {
    const index = new PairIndex(6, 4);
    for (let i = 0; i < 30; i++) index.set(i, 1000 - i, i + 1);
    for (let i = 0; i < 30; i++) {
      expect(index.get(i, 1000 - i)).toBe(i + 1);
      expect(index.get(1000 - i, i)).toBe(0);
    }
    index.set(5, 995, 77);
    expect(index.get(5, 995)).toBe(77);
    // 2^6 slots hold 32 entries: the 33rd empties it first.
    index.set(100, 1, 9);
    index.set(101, 1, 9);
    index.set(102, 1, 9);
    expect(index.get(0, 1000)).toBe(0);
    expect(index.get(102, 1)).toBe(9);
  });
});
