/**
 * Strong riichi bots defend only against a riichi (`defendsRiichiOnly`), as majiang-ai does: a
 * player with three open melds is no reason to break a hand two from ready for a safe tile.
 */
import { describe, expect, it } from 'vitest';
import type { Meld } from '../../../shared/table/types';
import { riichiHand, strongWithout, tile, topDiscard } from './riichi-context';

const without = strongWithout('defendsRiichiOnly');

/** 3m 9m 3p 56p 1s 4s 6778s EE and the white dragon, two from ready; seat 1 has discarded the 7s and, when `melds`, shows three pungs. */
function hand(melds: boolean, riichi = false) {
  const ctx = riichiHand({ kinds: [2, 8, 11, 13, 14, 18, 21, 23, 24, 24, 25, 27, 27, 31], gone: [24], riichiAt: riichi ? 0 : undefined });
  const pung = (k: number): Meld => ({ type: 'pung', tiles: [tile(k, 0), tile(k, 2), tile(k, 3)], concealed: false, from: 2, claimedTile: tile(k, 3), added: false });
  if (melds) {
    (ctx.hand.seats[1] as { melds: Meld[] }).melds = [pung(0), pung(9), pung(33)];
    for (const k of [0, 9, 33]) ctx.unseen[k] -= 3;
  }
  return ctx;
}

describe('defending only against a riichi', () => {
  it('against three open melds the hand plays on; without the rule it broke its 778s for the safe 7s', () => {
    expect(topDiscard(hand(false))).not.toBe(24);
    expect(topDiscard(hand(true))).toBe(topDiscard(hand(false)));
    expect(topDiscard(hand(true), without)).toBe(24);
  });

  it('against a riichi it still folds to the safe 7s', () => {
    expect(topDiscard(hand(false, true))).toBe(24);
  });
});
