import { describe, expect, it } from 'vitest';
import { spareEvals } from '../../../shared/bots/context';
import { WaitValue } from '../../../shared/bots/win-value';
import { riichiHand, strongWithout, topDiscard } from './riichi-context';

const S2 = 19;
const P9 = 17;
const evaluator = (ctx: ReturnType<typeof riichiHand>, passed: number[] = []) => {
  const kinds = new Uint8Array(34);
  for (const k of passed) kinds[k] = 1;
  return new WaitValue(ctx, spareEvals(ctx.shape.rules, 'waitValue')[0], kinds);
};

describe('a ready riichi hand weighs its waits by what they score', () => {
  // 234m 567m 345p 678s with a lone 2s and a lone 9p: keeping the 2s waits on it for all simples
  // (riichi, tanyao: 2 han; 2 tiles left, one is in another pond); keeping the 9p waits on 3 tiles
  // for riichi alone (1 han). Both single waits on 40 fu.
  const ctx = () => riichiHand({ kinds: [1, 2, 3, 4, 5, 6, 11, 12, 13, 23, 24, 25, S2, P9], gone: [S2] });

  it('strong: keeps the 2s, the wait worth more (2 × 640 against 3 × 320 base points)', () => {
    expect(topDiscard(ctx())).toBe(P9);
  });
  it('counting waits alone, it keeps the 9p (3 tiles against 2)', () => {
    expect(topDiscard(ctx(), strongWithout('valuesWaits'))).toBe(S2);
  });
  it('values each wait with the real scorer: unseen tiles × base points', () => {
    const c = ctx();
    const hand = c.counts.slice();
    hand[P9]--;
    expect(evaluator(c).value(hand, c.unseen, P9).worth).toBe(2 * 640);
    hand[P9]++;
    hand[S2]--;
    const ready = evaluator(c).value(hand, c.unseen, S2);
    expect(ready.worth).toBe(3 * 320);
    expect(ready.waits).toBe(3);
  });
  it('a furiten wait counts its self-draw share only', () => {
    const c = ctx();
    const hand = c.counts.slice();
    hand[P9]--;
    expect(evaluator(c, [S2]).value(hand, c.unseen, P9).worth).toBeCloseTo(2 * 640 * 0.4);
  });
  it('an open hand without a yaku: its waits are worth nothing', () => {
    // 234m chowed, 567m 345p 678s + 2s 9p: keeping the 9p leaves a single wait with no yaku.
    const open = riichiHand({ kinds: [4, 5, 6, 11, 12, 13, 23, 24, 25, S2, P9], chow: [1, 2, 3] });
    const hand = open.counts.slice();
    hand[S2]--;
    expect(evaluator(open).value(hand, open.unseen, S2).worth).toBe(0);
    hand[S2]++;
    hand[P9]--;
    expect(evaluator(open).value(hand, open.unseen, P9).worth).toBe(3 * 240); // all simples, open: 1 han, 30 fu
  });
});
