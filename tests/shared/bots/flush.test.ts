/**
 * Strong riichi bots play for a flush (one suit with honours, honitsu) as majiang-ai does
 * (`opensForFlush`): a call that keeps the melds to one suit and brings the hand, its other suits
 * thrown away, closer; an open hand whose way to a yaku is the flush discards the other suits first.
 */
import { describe, expect, it } from 'vitest';
import { chooseClaim, flushCloser } from '../../../shared/bots/claims';
import { POLICIES, type Policy } from '../../../shared/bots/policy';
import { deadForYaku, flushSuit } from '../../../shared/bots/yaku-path';
import type { Action } from '../../../shared/table/types';
import { riichiHand, strongWithout, tile, topDiscard } from './riichi-context';

const withoutFlush: Policy = strongWithout('opensForFlush');

describe('a closed hand of characters and a pair of North, with four lone tiles of other suits', () => {
  // 12m 56m 789m NN, 4p 7p 7s 2s: the left discards 3m; chow 123m (a terminal: no way to all simples).
  const offered = () => {
    const ctx = riichiHand({ kinds: [0, 1, 4, 5, 6, 7, 8, 30, 30, 12, 15, 24, 19] });
    (ctx.hand as { phase: string }).phase = 'claims';
    (ctx.hand as unknown as { claim: { tile: number; from: number } }).claim = { tile: tile(2, 3), from: 3 };
    ctx.unseen[2]--;
    const chow: Extract<Action, { type: 'claim' }> = { type: 'claim', seat: 0, claim: 'chow', tiles: [tile(0), tile(1)] };
    return { ctx, chow };
  };
  it('strong chows for the flush: three from ready, two once the other suits go', () => {
    const { ctx, chow } = offered();
    expect(ctx.shape.shanten(ctx.counts)).toBe(3);
    expect(flushCloser(ctx, chow, 3)).toBe(true);
    expect(chooseClaim(ctx, [chow], POLICIES.strong)).toEqual(chow);
  });
  it('without playing for a flush it stays closed (the chow keeps no yaku)', () => {
    const { ctx, chow } = offered();
    expect(chooseClaim(ctx, [chow], withoutFlush)).toBeNull();
  });
  it('the flush is in the suit of the melds (characters here), in no suit once they span two, else in the one held most', () => {
    const { ctx } = offered();
    expect(flushSuit(ctx.counts, [0, 1, 2, 30])).toBe(0);
    expect(flushSuit(ctx.counts, [0, 1, 2, 12, 13, 14])).toBe(-1);
    expect(flushSuit(ctx.counts, [30, 30, 30])).toBe(0);
  });
});

describe('an open chow of 123m, 5–9m with a pair of 9m and of North, 34p and a lone 2m', () => {
  const ctx = () => riichiHand({ kinds: [4, 5, 6, 7, 8, 8, 30, 30, 11, 12, 1], chow: [0, 1, 2] });
  it('strong lets the circles go first: the flush is its way to a yaku', () => {
    expect([11, 12]).toContain(topDiscard(ctx()));
  });
  it('without it, speed alone lets the lone 2m go and keeps 34p (a hand that cannot win)', () => {
    expect(topDiscard(ctx(), withoutFlush)).toBe(1);
  });
});

describe('an open chow of 345m: the nearer of all simples and a flush', () => {
  it('mostly characters and honours: the flush (the other suits dead, honours live)', () => {
    // 567m 22m NN 1m 9m, 4p 7s
    const dead = deadForYaku(riichiHand({ kinds: [5, 6, 7, 1, 1, 30, 30, 0, 8, 12, 24], chow: [2, 3, 4] }), true)!;
    expect([dead[12], dead[24], dead[30], dead[0]]).toEqual([1, 1, 0, 0]);
  });
  it('mixed simples: all simples (terminals and honours dead, other suits live)', () => {
    // 567m 45p 56s 77p, North, 1m
    const dead = deadForYaku(riichiHand({ kinds: [5, 6, 7, 12, 13, 22, 23, 30, 0, 14, 14], chow: [2, 3, 4] }), true)!;
    expect([dead[12], dead[22], dead[30], dead[0]]).toEqual([0, 0, 1, 1]);
  });
  it('without the flush, only all simples is read (unchanged)', () => {
    const dead = deadForYaku(riichiHand({ kinds: [5, 6, 7, 1, 1, 30, 30, 0, 8, 12, 24], chow: [2, 3, 4] }))!;
    expect([dead[12], dead[30]]).toEqual([0, 1]);
  });
});
