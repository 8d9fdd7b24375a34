/**
 * Strong riichi bots pung a value pair from a closed hand too, whenever the pung leaves the hand no
 * further from ready (`pungsValuePairs`), as majiang-ai does: the yaku is sure and the hand no slower.
 */
import { describe, expect, it } from 'vitest';
import { chooseClaim } from '../../../shared/bots/claims';
import { POLICIES } from '../../../shared/bots/policy';
import type { BotContext } from '../../../shared/bots/types';
import type { Action } from '../../../shared/table/types';
import type { Kind } from '../../../shared/tiles';
import { riichiHand, strongWithout, tile } from './riichi-context';

const without = strongWithout('pungsValuePairs');

/** Seat 2 discards a `k`; the bot (East, in the East round) holds `kinds` and may pung it. */
function offer(kinds: Kind[], k: Kind): { ctx: BotContext; pung: Extract<Action, { type: 'claim' }> } {
  const ctx = riichiHand({ kinds });
  (ctx.hand as { phase: string }).phase = 'claims';
  (ctx.hand as unknown as { claim: { tile: number; from: number } }).claim = { tile: tile(k, 3), from: 2 };
  ctx.unseen[k]--;
  return { ctx, pung: { type: 'claim', seat: 0, claim: 'pung', tiles: [tile(k), tile(k)] } };
}

/** 444m 5m 66m 7m 4p 6p 78s and a pair of `pair`, closed: one from ready, and one from ready after its pung. */
const hand = (pair: Kind): Kind[] => [3, 3, 3, 4, 5, 5, 6, 12, 14, 24, 25, pair, pair];

describe('a value pair from a closed hand', () => {
  it('the white dragon is punged; without the rule the hand stayed closed', () => {
    const { ctx, pung } = offer(hand(31), 31);
    expect(chooseClaim(ctx, [pung], POLICIES.strong)).toEqual(pung);
    const again = offer(hand(31), 31);
    expect(chooseClaim(again.ctx, [again.pung], without)).toBeNull();
  });

  it('a pair of a guest wind (North) is not', () => {
    const { ctx, pung } = offer(hand(30), 30);
    expect(chooseClaim(ctx, [pung], POLICIES.strong)).toBeNull();
  });
});
