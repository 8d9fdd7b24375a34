/**
 * Strong riichi bots never discard a tile that carries too much of the danger against a riichi
 * (`skipsRiskiest`): the wait is somewhere, so where most tiles are safe each of the rest carries
 * more of it, and a ready hand, however good, does not push the riskiest one (majiang-ai's limits).
 */
import { describe, expect, it } from 'vitest';
import { riichiShares } from '../../../shared/bots/defence';
import type { BotContext } from '../../../shared/bots/types';
import type { Kind } from '../../../shared/tiles';
import { riichiHand, strongWithout, tile, topDiscard } from './riichi-context';

const without = strongWithout('skipsRiskiest');

/**
 * The bot (seat 0, South deals) holds 123456789m 11p 45s and has drawn the 8p: ready on 3-6s with a
 * straight, pinfu and two dora (the 9p shows), worth pushing for. Seat 1 declared riichi with its
 * sixth discard; seat 2 then discarded `after`. Seat 1's pond holds the 4s and 5s.
 */
function hand(after: Kind[]): BotContext {
  const riichiPond: Kind[] = [27, 28, 29, 30, 31, 21, 22, 18, 10, 11, 12, 26];
  const ctx = riichiHand({ kinds: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 9, 21, 22, 16], gone: riichiPond, indicators: [17], riichiAt: 5, dealer: 1 });
  const seats = ctx.hand.seats as unknown as { discards: { tile: number; claimed: boolean; riichi: boolean }[] }[];
  seats[2].discards = [32, 33, 33, 33, ...after].map((k) => ({ tile: tile(k, 0), claimed: false, riichi: false }));
  for (const k of [32, 33, 33, 33, ...after]) ctx.unseen[k]--;
  return ctx;
}

describe('the riskiest tile against a riichi', () => {
  it('with many tiles safe, the 8p carries more of the danger', () => {
    const early = riichiShares(hand([]))![16];
    const late = riichiShares(hand([23, 24, 25, 0, 3, 5, 8, 1]))![16];
    expect(early).toBeLessThan(13.5);
    expect(late).toBeGreaterThanOrEqual(13.5);
    expect(riichiShares(riichiHand({ kinds: [0, 1, 2] }))).toBeNull();
  });

  it('early, a good ready hand pushes the 8p', () => {
    expect(topDiscard(hand([]))).toBe(16);
  });

  it('late, it keeps the 8p and lets a safe tile go; without the limit it pushed', () => {
    const late = hand([23, 24, 25, 0, 3, 5, 8, 1]);
    expect(topDiscard(late, without)).toBe(16);
    const kept = topDiscard(late);
    expect(kept).not.toBe(16);
    expect(riichiShares(late)![kept]).toBe(0);
  });

  it('ready and cheap, it lets go only the safest tile: the 5p, 5% of the danger, is kept', () => {
    // The dealer holds 123m 456m 789p 55s 13s and has drawn the 5p; seat 1 declared riichi with the 1s.
    const cheap = (twosGone: number) => riichiHand({ kinds: [0, 1, 2, 3, 4, 5, 15, 16, 17, 22, 22, 18, 20, 13], gone: [18, ...new Array<Kind>(twosGone).fill(19)], riichiAt: 0, dealer: 0 });
    expect(riichiShares(cheap(3))![13]).toBeLessThan(8);
    // Two 2s left to wait on: the dealer pushes (dealer.test.ts); one left, the hand is cheap and folds with the 1s.
    expect(topDiscard(cheap(2))).toBe(13);
    expect(topDiscard(cheap(3), without)).toBe(13);
    expect(topDiscard(cheap(3))).toBe(18);
  });
});
