/**
 * Strong riichi bots count calls in their look-ahead one from ready (`countsCalls`), as majiang-ai
 * does: a tile that makes the hand ready may come by a pung or a chow as well as by a draw, worth
 * what the open ready hand would score (nothing without a yaku), a pung three times over.
 */
import { describe, expect, it } from 'vitest';
import { CallValue } from '../../../shared/bots/call-value';
import { riichiHand, strongWithout, topDiscard } from './riichi-context';

/** What calling `k` is worth to the 13-tile hand `kinds` (one from ready), the bot's last discard a 9m. */
function callWorth(kinds: number[], k: number): number {
  const ctx = riichiHand({ kinds: [...kinds, 8] });
  const c = ctx.counts.slice();
  c[8]--;
  const unseen = ctx.unseen.slice();
  unseen[k]--;
  return new CallValue(ctx, null).worth(c, k, unseen, 8);
}

describe('what a call is worth one from ready', () => {
  // 234m 567p 345s, a 9s and a 1m, and a pair.
  const base = [1, 2, 3, 13, 14, 15, 20, 21, 22, 26, 0];
  it('a pung of a dragon pair makes a ready hand with a yaku: worth something', () => {
    expect(callWorth([...base, 33, 33], 33)).toBeGreaterThan(0);
  });
  it('a pung of a 2s pair makes a ready hand without a yaku (a 1m and a 9s are left): worth nothing', () => {
    expect(callWorth([...base, 19, 19], 19)).toBe(0);
  });
  it('the same ready hand by a chow counts once, by a pung three times (any of three players may give it)', () => {
    // 234m 567p 345s 5m 8m with 57s: a chow of the 6s; with 66s: a pung of it. Either leaves the same
    // open hand, ready on the 5m or the 8m with all simples, at the same 30 fu.
    const chow = callWorth([1, 2, 3, 13, 14, 15, 20, 21, 22, 4, 7, 22, 24], 23);
    const pung = callWorth([1, 2, 3, 13, 14, 15, 20, 21, 22, 4, 7, 23, 23], 23);
    expect(chow).toBeGreaterThan(0);
    expect(pung).toBe(3 * chow);
  });
});

describe('one from ready, all simples within reach', () => {
  /** 445m 777m 223455p 7p 9p; the dora is 7p (the indicator, a 6p, showing). */
  const hand = () => riichiHand({ kinds: [3, 3, 4, 6, 6, 6, 10, 10, 11, 12, 13, 13, 15, 17], indicators: [14] });
  it('strong lets the 9p go: the simples it keeps make many calls that win with all simples', () => {
    const ctx = hand();
    expect(ctx.shape.shanten(ctx.counts)).toBe(1);
    expect(topDiscard(ctx)).toBe(17);
  });
  it('counting draws alone it breaks the 44m pair instead', () => {
    const ctx = hand();
    expect(topDiscard(ctx, strongWithout('countsCalls'))).toBe(3);
  });
});
