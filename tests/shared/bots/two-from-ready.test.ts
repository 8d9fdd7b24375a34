/**
 * Strong riichi bots two from ready weigh each of their best discards by the worth of the ready
 * hands two draws on (`valuesTwoFromReady`), as majiang-ai weighs its discards by expected points,
 * not only by how many draws bring the hand closer.
 */
import { describe, expect, it } from 'vitest';
import { riichiHand, strongWithout, topDiscard } from './riichi-context';

/** 1m 55m 7m 4567p 123s 88s and a lone North, the dora (the indicator, a West, is showing). */
const hand = () => riichiHand({ kinds: [0, 4, 4, 6, 12, 13, 14, 15, 18, 19, 20, 25, 25, 30], indicators: [29] });

describe('two from ready with a lone dora', () => {
  it('strong keeps the North (a pair of it would be worth two han) and lets the 1m go', () => {
    const ctx = hand();
    expect(ctx.shape.shanten(ctx.counts)).toBe(2);
    expect(topDiscard(ctx)).toBe(0);
  });
  it('counting draws alone it lets the North go', () => {
    const ctx = hand();
    expect(topDiscard(ctx, strongWithout('valuesTwoFromReady'))).toBe(30);
  });
});
