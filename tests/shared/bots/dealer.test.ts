/**
 * Strong riichi bots mind the dealer (`mindsDealer`): the dealer pays and collects half as much
 * again, so against a dealer's riichi danger weighs more, and as the dealer less.
 */
import { describe, expect, it } from 'vitest';
import { dealerFactor, rankDiscards } from '../../../shared/bots/discard';
import { POLICIES } from '../../../shared/bots/policy';
import type { Seat } from '../../../shared/table/types';
import { riichiHand, strongWithout, topDiscard } from './riichi-context';

/**
 * The bot (seat 0) holds 123m 456m 789p 55s 13s and has drawn a 5p; seat 1 has declared riichi and
 * discarded the 1s; both other 2s are gone. Keeping the cheap wait on the 2s means letting the 5p
 * go (dangerous); the 1s (safe) breaks it.
 */
function hand(dealer: Seat) {
  return riichiHand({ kinds: [0, 1, 2, 3, 4, 5, 15, 16, 17, 22, 22, 18, 20, 13], gone: [18, 19, 19], riichiAt: 0, dealer });
}

describe('a cheap bad wait against a riichi', () => {
  it('weighs danger 1.5 times against the dealer and 1.5 times less as the dealer', () => {
    expect(dealerFactor(hand(1), [0, 1, 0, 0])).toBe(1.5);
    expect(dealerFactor(hand(0), [0, 1, 0, 0])).toBeCloseTo(1 / 1.5);
    expect(dealerFactor(hand(2), [0, 1, 0, 0])).toBe(1);
  });
  it('as the dealer, strong pushes the 5p to stay ready', () => {
    expect(topDiscard(hand(0))).toBe(13);
  });
  it('otherwise it folds with the safe 1s (and so it did as the dealer without minding it)', () => {
    expect(topDiscard(hand(2))).toBe(18);
    expect(topDiscard(hand(1))).toBe(18);
    expect(topDiscard(hand(0), strongWithout('mindsDealer'))).toBe(18);
  });
  it('against a dealer the 5p costs half as much again', () => {
    const score = (dealer: Seat) => rankDiscards(hand(dealer), hand(dealer).concealed, POLICIES.strong).find((e) => e.kind === 13)!;
    const plain = score(2);
    const dealer = score(1);
    expect(plain.score - dealer.score).toBeCloseTo(0.5 * 130 * plain.danger, 5);
  });
});
