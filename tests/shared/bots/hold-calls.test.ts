/**
 * Strong riichi bots call against a riichi only to a ready hand worth the risk (`holdsCalls`), as
 * majiang-ai does: a cheap call spends a tile and leaves an open hand that must push into the riichi.
 */
import { describe, expect, it } from 'vitest';
import { CALL_INTO_RIICHI, chooseClaim } from '../../../shared/bots/claims';
import { CallValue } from '../../../shared/bots/call-value';
import { ownDiscardKinds } from '../../../shared/bots/furiten';
import { POLICIES, type Policy } from '../../../shared/bots/policy';
import type { BotContext } from '../../../shared/bots/types';
import type { Action } from '../../../shared/table/types';
import type { Kind } from '../../../shared/tiles';
import { riichiHand, strongWithout, tile } from './riichi-context';

const without: Policy = strongWithout('holdsCalls');

/** Seat 3 (the bot's left) discards the 4m; the bot may chow it with its 23m. */
function offer(ctx: BotContext): Extract<Action, { type: 'claim' }> {
  (ctx.hand as { phase: string }).phase = 'claims';
  (ctx.hand as unknown as { claim: { tile: number; from: number } }).claim = { tile: tile(3, 3), from: 3 };
  ctx.unseen[3]--;
  return { type: 'claim', seat: 0, claim: 'chow', tiles: [tile(1), tile(2)] };
}

/**
 * 23m 567m 345p 67p 55s 7s, closed, one from ready: the chow of 4m, the 7s going, makes it ready on
 * 2p-5p-8p with all simples open (1,000 points, 240 base points a winning tile). Seat 1 discarded `gone` (honours, then those) and, when
 * `riichi`, declared riichi with its first discard.
 */
function hand(gone: Kind[], riichi: boolean): BotContext {
  return riichiHand({ kinds: [1, 2, 4, 5, 6, 11, 12, 13, 14, 15, 22, 22, 24], gone: [27, 28, 29, ...gone], riichiAt: riichi ? 0 : undefined });
}
const CHEAP: Kind[] = [10, 10, 10, 16, 16];
const readyWorth = (ctx: BotContext) => new CallValue(ctx, ownDiscardKinds(ctx)).readyAfter({ type: 'chow', kinds: [1, 2, 3] }, [1, 2]);

describe('calling against a riichi', () => {
  it('with eleven winning tiles unseen the ready hand is worth the call, and strong chows', () => {
    const ctx = hand([], true);
    const chow = offer(ctx);
    expect(readyWorth(ctx)).toBeGreaterThanOrEqual(CALL_INTO_RIICHI);
    expect(chooseClaim(ctx, [chow], POLICIES.strong)).toEqual(chow);
  });

  it('with three 2p and two 8p gone (six left) it is too cheap: strong passes; without the rule it chowed', () => {
    const ctx = hand(CHEAP, true);
    const chow = offer(ctx);
    expect(readyWorth(ctx)).toBeLessThan(CALL_INTO_RIICHI);
    expect(chooseClaim(ctx, [chow], POLICIES.strong)).toBeNull();
    const again = hand(CHEAP, true);
    expect(chooseClaim(again, [offer(again)], without)).not.toBeNull();
  });

  it('with nobody in riichi the same cheap chow is taken', () => {
    const ctx = hand(CHEAP, false);
    const chow = offer(ctx);
    expect(chooseClaim(ctx, [chow], POLICIES.strong)).toEqual(chow);
  });
});
