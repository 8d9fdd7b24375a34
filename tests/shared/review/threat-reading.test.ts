/**
 * The practice review reads threats as the strong bot it compares with does: in riichi only a riichi
 * threatens (`defendsRiichiOnly`), so its reasons never blame a choice on a threat the bot ignored.
 */
import { describe, expect, it } from 'vitest';
import { measureChoice, topThreat } from '../../../shared/review/measure';
import type { Meld } from '../../../shared/table/types';
import { riichiHand, tile } from '../bots/riichi-context';

/** Two from ready; seat 1 has discarded the 1m and shows three open pungs, or declared riichi with it. */
function hand(threat: 'pungs' | 'riichi') {
  const ctx = riichiHand({ kinds: [2, 8, 11, 13, 14, 18, 21, 23, 24, 24, 25, 27, 27, 31], gone: [0], riichiAt: threat === 'riichi' ? 0 : undefined });
  const pung = (k: number): Meld => ({ type: 'pung', tiles: [tile(k, 0), tile(k, 2), tile(k, 3)], concealed: false, from: 2, claimedTile: tile(k, 3), added: false });
  if (threat === 'pungs') {
    (ctx.hand.seats[1] as { melds: Meld[] }).melds = [pung(0), pung(9), pung(33)];
    for (const k of [0, 9, 33]) ctx.unseen[k] -= 3;
  }
  return ctx;
}

describe('the review reads threats as the strong bot does', () => {
  it('in riichi, three open pungs are no threat: no tile counts as dangerous', () => {
    const ctx = hand('pungs');
    expect(topThreat(ctx)).toBe(0);
    expect(measureChoice(ctx, { type: 'discard', seat: 0, tile: tile(25), riichi: false })!.danger).toBe(0);
  });

  it('against a riichi the threat and the danger of a tile it has not passed are read', () => {
    const ctx = hand('riichi');
    expect(topThreat(ctx)).toBe(1);
    expect(measureChoice(ctx, { type: 'discard', seat: 0, tile: tile(25), riichi: false })!.danger).toBeGreaterThan(0);
  });
});
