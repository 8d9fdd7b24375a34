import { describe, expect, it } from 'vitest';
import { chooseClaim } from '../../../shared/bots/claims';
import { POLICIES } from '../../../shared/bots/policy';
import { deadForYaku, winningWithYaku } from '../../../shared/bots/yaku-path';
import type { Action } from '../../../shared/table/types';
import type { Kind } from '../../../shared/tiles';
import { riichiHand, tile, topDiscard } from './riichi-context';

/** Seat 0 with one open chow of `chow` and the concealed `kinds`; nobody threatens. */
const openHand = (chow: Kind[], kinds: Kind[]) => riichiHand({ kinds, chow });

describe('an open riichi hand keeps its yaku', () => {
  // Chow 234m open; 56m 345p 789s 77p and a lone 2p: letting the 2p go is ready, but without a yaku (the 9s breaks all simples).
  const ctx = openHand([1, 2, 3], [4, 5, 11, 12, 13, 24, 25, 26, 15, 15, 10]);
  it('strong: all simples is the only yaku left, so the terminal goes', () => {
    expect(topDiscard(ctx)).toBe(26);
  });
  it('normal counts speed alone (unchanged)', () => {
    expect(topDiscard(ctx, POLICIES.normal)).toBe(10);
  });
  it('counts only the waits that win with a yaku', () => {
    // Chow 123m open, 345p 678s and a pair of white dragons as the head: no yaku on 5p or 8p.
    const head = openHand([0, 1, 2], [11, 12, 13, 23, 24, 25, 31, 31, 14, 15]);
    expect(winningWithYaku(head, head.shape, head.counts, head.unseen)).toBe(0);
    // The same with 7p 7p: white (a value pung) wins, 7p (no yaku) does not.
    const pairs = openHand([0, 1, 2], [11, 12, 13, 23, 24, 25, 31, 31, 15, 15]);
    expect(winningWithYaku(pairs, pairs.shape, pairs.counts, pairs.unseen)).toBe(2);
  });
  it('a value pair counts as a way to a yaku only while a third tile may come', () => {
    const live = openHand([1, 2, 3], [4, 5, 11, 12, 13, 23, 24, 15, 15, 31, 31]);
    expect(deadForYaku(live)).toBeNull();
    const gone = openHand([1, 2, 3], [4, 5, 11, 12, 13, 23, 24, 15, 15, 31, 31]);
    gone.unseen[31] = 0; // both other white dragons in the ponds
    expect(deadForYaku(gone)?.[31]).toBe(1);
  });
});

describe('an open riichi hand with a value pair as its only way to a yaku', () => {
  // Chow 123m open; 345p 46p 67s 9s and the white dragons as the head: one from ready, no yaku on any wait.
  const offered = () => {
    const ctx = openHand([0, 1, 2], [11, 12, 13, 12, 14, 23, 24, 26, 31, 31]);
    const white = tile(31, 3);
    (ctx.hand as { phase: string }).phase = 'claims';
    (ctx.hand as unknown as { claim: { tile: number; from: number } }).claim = { tile: white, from: 2 };
    ctx.unseen[31]--;
    const pung: Action = { type: 'claim', seat: 0, claim: 'pung', tiles: [tile(31), tile(31, 2)] };
    return { ctx, pung };
  };
  it('strong: pungs the white dragon offered though the hand comes no closer (the pung is its yaku)', () => {
    const { ctx, pung } = offered();
    expect(chooseClaim(ctx, [pung], POLICIES.strong)).toEqual(pung);
  });
  it('normal takes only calls that bring the hand closer (unchanged)', () => {
    const { ctx, pung } = offered();
    expect(chooseClaim(ctx, [pung], POLICIES.normal)).toBeNull();
  });
});
