/**
 * Strong riichi bots open their hand for speed as majiang-ai does (`opensForSpeed`): a call of
 * simples that brings an all-simples hand closer, its terminals and honours thrown away, and from a
 * closed hand one from ready a chow that makes it ready.
 */
import { describe, expect, it } from 'vitest';
import { chooseClaim, simplesCloser } from '../../../shared/bots/claims';
import { POLICIES, type Policy } from '../../../shared/bots/policy';
import type { BotContext } from '../../../shared/bots/types';
import type { Action } from '../../../shared/table/types';
import type { Kind } from '../../../shared/tiles';
import { riichiHand, strongWithout, tile } from './riichi-context';

const withoutSpeed: Policy = strongWithout('opensForSpeed');

/** Seat 3 (the bot's left) discards `k`; the bot may chow it with `own`. */
function offer(ctx: BotContext, k: Kind, own: Kind[]): Extract<Action, { type: 'claim' }> {
  (ctx.hand as { phase: string }).phase = 'claims';
  (ctx.hand as unknown as { claim: { tile: number; from: number } }).claim = { tile: tile(k, 3), from: 3 };
  ctx.unseen[k]--;
  return { type: 'claim', seat: 0, claim: 'chow', tiles: own.map((o) => tile(o)) };
}

describe('a closed riichi hand three from ready with two lone outside tiles (1s, North)', () => {
  // 23m 67m 345p 7p 56s 8s, 1s, North: 4m offered; chow 234m.
  const hand = () => riichiHand({ kinds: [1, 2, 5, 6, 11, 12, 13, 15, 22, 23, 25, 18, 30] });
  it('strong chows 4m for all simples: both outside tiles will go', () => {
    const ctx = hand();
    expect(ctx.shape.shanten(ctx.counts)).toBe(3);
    const chow = offer(ctx, 3, [1, 2]);
    expect(simplesCloser(ctx, chow, ctx.shape.shanten(ctx.counts))).toBe(true);
    expect(chooseClaim(ctx, [chow], POLICIES.strong)).toEqual(chow);
  });
  it('without opening for speed it passes (more than one outside tile left)', () => {
    const ctx = hand();
    expect(chooseClaim(ctx, [offer(ctx, 3, [1, 2])], withoutSpeed)).toBeNull();
  });
  it('a chow of terminals is no way to all simples', () => {
    // 78s held as well: 9s offered, chow 789s.
    const ctx = riichiHand({ kinds: [1, 2, 5, 6, 11, 12, 13, 15, 22, 24, 25, 18, 30] });
    const chow = offer(ctx, 26, [24, 25]);
    expect(simplesCloser(ctx, chow, ctx.shape.shanten(ctx.counts))).toBe(false);
    expect(chooseClaim(ctx, [chow], POLICIES.strong)).toBeNull();
  });
});

describe('a closed all-simples riichi hand one from ready', () => {
  // 23m 567m 345p 67p 55s 7s: 4m offered by the left; chow 234m (the 7s going) makes it ready.
  const hand = () => riichiHand({ kinds: [1, 2, 4, 5, 6, 11, 12, 13, 14, 15, 22, 22, 24] });
  it('strong chows to be ready', () => {
    const ctx = hand();
    expect(ctx.shape.shanten(ctx.counts)).toBe(1);
    const chow = offer(ctx, 3, [1, 2]);
    expect(chooseClaim(ctx, [chow], POLICIES.strong)).toEqual(chow);
  });
  it('without opening for speed it stays closed (only a pung to ready was taken)', () => {
    const ctx = hand();
    expect(chooseClaim(ctx, [offer(ctx, 3, [1, 2])], withoutSpeed)).toBeNull();
  });
});
