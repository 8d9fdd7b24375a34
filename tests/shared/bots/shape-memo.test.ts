/**
 * The look-ahead's memos (shape-memo.ts, hand-table.ts): each answer is what a fresh evaluation
 * gives, asked first or remembered, and the hash table keeps, grows and empties as it says.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { HandTable } from '../../../shared/bots/hand-table';
import { ShapeEval } from '../../../shared/bots/shape';
import { keptDiscards, loweringKinds, readyDiscards, winningKinds } from '../../../shared/bots/shape-memo';

const RULES = [
  { setsNeeded: 4, chowCap: Infinity, sevenPairs: false, thirteenOrphans: false },
  { setsNeeded: 4, chowCap: Infinity, sevenPairs: true, thirteenOrphans: true },
  { setsNeeded: 3, chowCap: Infinity, sevenPairs: false, thirteenOrphans: false },
  { setsNeeded: 4, chowCap: 1, sevenPairs: false, thirteenOrphans: false },
];

/** `n` tiles, most from a few kinds (so that ready and near-ready hands come often), at most four of each. */
const hand = (n: number) =>
  fc.array(fc.integer({ min: 0, max: 33 }), { minLength: 60, maxLength: 60 }).map((ks) => {
    const c = new Uint8Array(34);
    let held = 0;
    for (const k of ks) {
      const kind = k < 20 ? k % 12 : k;
      if (held < n && c[kind] < 4) (c[kind]++, held++);
    }
    for (let k = 0; held < n; k++) if (c[k] < 4) (c[k]++, held++);
    return c;
  });

/** The reference: one fresh evaluation per question. */
const fresh = (rules: (typeof RULES)[number]) => new ShapeEval(rules);
function freshLowering(rules: (typeof RULES)[number], c: Uint8Array, s: number): number[] {
  const out: number[] = [];
  const e = fresh(rules);
  for (let k = 0; k < 34; k++) {
    if (c[k] >= 4) continue;
    c[k]++;
    if (e.shanten(c) < s) out.push(k);
    c[k]--;
  }
  return out;
}
function freshDiscards(rules: (typeof RULES)[number], c: Uint8Array, s: number): number[] {
  const out: number[] = [];
  const e = fresh(rules);
  for (let d = 0; d < 34; d++) {
    if (c[d] === 0) continue;
    c[d]--;
    if (e.shanten(c) === s) out.push(d);
    c[d]++;
  }
  return out;
}

describe('shape memos', () => {
  it('answer as a fresh evaluation does, the first time and when remembered', () => {
    fc.assert(
      fc.property(fc.constantFrom(...RULES), hand(13), hand(14), fc.integer({ min: -1, max: 3 }), (rules, c13, c14, s) => {
        const shape = new ShapeEval(rules);
        // Asked, as the look-ahead asks, of a hand at its own shanten.
        const at = fresh(rules).shanten(c13);
        const before13 = c13.slice();
        const before14 = c14.slice();
        for (let round = 0; round < 2; round++) {
          expect([...loweringKinds(shape, c13, at)]).toEqual(freshLowering(rules, c13, at));
          if (at === 0) expect([...winningKinds(shape, c13)]).toEqual(freshLowering(rules, c13, 0));
          expect([...keptDiscards(shape, c14, s)]).toEqual(freshDiscards(rules, c14, s));
          expect([...readyDiscards(shape, c14)]).toEqual(fresh(rules).shanten(c14) <= 0 ? freshDiscards(rules, c14, 0) : []);
        }
        expect(c13).toEqual(before13);
        expect(c14).toEqual(before14);
      }),
      { numRuns: 300 },
    );
  });
});

describe('HandTable', () => {
  const counts = (...kinds: number[]) => {
    const c = new Uint8Array(34);
    for (const k of kinds) c[k]++;
    return c;
  };

  it('keeps a value by counts and tag', () => {
    const t = new HandTable<string>(4, false);
    t.set(counts(0, 1, 2), 7, 'a');
    t.set(counts(0, 1, 2), 8, 'b');
    t.set(counts(0, 1, 3), 7, 'c');
    expect(t.get(counts(0, 1, 2), 7)).toBe('a');
    expect(t.get(counts(0, 1, 2), 8)).toBe('b');
    expect(t.get(counts(0, 1, 3), 7)).toBe('c');
    expect(t.get(counts(0, 1, 4), 7)).toBeUndefined();
    t.set(counts(0, 1, 2), 7, 'd');
    expect(t.get(counts(0, 1, 2), 7)).toBe('d');
  });

  it('grows and keeps every entry; a fixed one forgets its older generation, never all at once', () => {
    const growing = new HandTable<number>(2, false);
    const fixed = new HandTable<number>(4, true);
    const hands = Array.from({ length: 40 }, (_, i) => counts(i % 34, (i * 7) % 34, 27 + (i % 7)));
    hands.forEach((c, i) => growing.set(c, i, i));
    hands.forEach((c, i) => expect(growing.get(c, i)).toBe(i));
    // 16 slots, two generations of 8: each takes 4 entries; the fifth turns them over.
    const kept = (from: number, to: number) => hands.slice(from, to).filter((c, i) => fixed.get(c, from + i) === from + i).length;
    hands.slice(0, 9).forEach((c, i) => fixed.set(c, i, i));
    // Newer: 8; older: 4–7; 0–3 were in the generation dropped.
    expect(kept(0, 4)).toBe(0);
    expect(kept(4, 9)).toBe(5);
  });

  it('a fixed memo moves an entry found in its older generation back to the newer', () => {
    const fixed = new HandTable<number>(4, true);
    const hands = Array.from({ length: 12 }, (_, i) => counts(i, i + 1, 27 + (i % 7)));
    hands.slice(0, 4).forEach((c, i) => fixed.set(c, i, i));
    hands.slice(4, 8).forEach((c, i) => fixed.set(c, 4 + i, 4 + i));
    // 0–3 are the older generation now; reading 0 brings it to the newer, so it outlives 1–3.
    expect(fixed.get(hands[0], 0)).toBe(0);
    hands.slice(8, 11).forEach((c, i) => fixed.set(c, 8 + i, 8 + i));
    expect(fixed.get(hands[0], 0)).toBe(0);
    expect(fixed.get(hands[1], 1)).toBeUndefined();
  });

  it('does not remember counts above four', () => {
    const t = new HandTable<number>(4, false);
    const c = counts(5, 5, 5, 5, 5);
    t.set(c, 0, 1);
    expect(t.get(c, 0)).toBeUndefined();
    t.setMissed(1);
    expect(t.get(c, 0)).toBeUndefined();
  });

  it('stores after a get that missed under its key, growing as a set would', () => {
    const t = new HandTable<number>(2, false);
    const hands = Array.from({ length: 20 }, (_, i) => counts(i % 34, (i * 5) % 34, 27 + (i % 7)));
    hands.forEach((c, i) => {
      expect(t.get(c, i)).toBeUndefined();
      t.setMissed(i);
    });
    hands.forEach((c, i) => expect(t.get(c, i)).toBe(i));
    expect(t.get(hands[0], 1)).toBeUndefined();
  });

  it('refuses setMissed without a get just before', () => {
    const t = new HandTable<number>(4, false);
    expect(() => t.setMissed(1)).toThrow();
    t.get(counts(1), 0);
    t.set(counts(2), 0, 2);
    expect(() => t.setMissed(1)).toThrow();
    t.get(counts(1), 0);
    t.setMissed(1);
    expect(() => t.setMissed(1)).toThrow();
    expect(t.get(counts(1), 0)).toBe(1);
  });
});
