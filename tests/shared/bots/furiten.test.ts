import { describe, expect, it } from 'vitest';
import { shapeEval, shapeRulesFor } from '../../../shared/bots/context';
import { rankDiscards } from '../../../shared/bots/discard';
import { POLICIES } from '../../../shared/bots/policy';
import type { BotContext } from '../../../shared/bots/types';
import { valuationFor } from '../../../shared/bots/value';
import { presetById } from '../../../shared/rules/presets';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import type { Kind } from '../../../shared/tiles';

const preset = presetById(MJAI_RULES);
const tile = (k: Kind, copy = 1) => k * 4 + copy; // copy 1: never a red five

/** Seat 0 (East, East round), closed, holding `kinds`; it has discarded `passed`; `gone` were discarded by others. */
function closedHand(kinds: Kind[], passed: Kind[], gone: Kind[]): BotContext {
  const counts = new Uint8Array(34);
  for (const k of kinds) counts[k]++;
  const unseen = new Uint8Array(34);
  for (let k = 0; k < 34; k++) unseen[k] = 4 - counts[k] - passed.filter((p) => p === k).length - gone.filter((g) => g === k).length;
  const discard = (k: Kind) => ({ tile: tile(k, 3), claimed: false, riichi: false });
  const seat = (discards: Kind[]) => ({ melds: [], discards: discards.map(discard), riichi: false, wind: 0 });
  const me = { ...seat(passed), concealed: kinds.map((k) => tile(k)) };
  const view = { family: 'riichi', presetId: preset.id, firstDealer: 0, game: { prevailing: 0, dealer: 0, scores: [25000, 25000, 25000, 25000] } };
  const hand = { seats: [me, seat(gone), seat([]), seat([])], doraIndicators: [], wallLive: 50, phase: 'discard' };
  const valuation = valuationFor('riichi');
  const shape = shapeEval(shapeRulesFor({ view, preset, valuation, fullSets: 4 } as unknown as BotContext, []));
  return { view, hand, seat: 0, me, preset, valuation, concealed: me.concealed, counts, unseen, ownUnseen: unseen, fullSets: 4, shape } as unknown as BotContext;
}

describe('a ready riichi hand minds its own furiten', () => {
  // 34567m 123p 456p 789s: letting 3m go waits on 4m-7m, letting 7m go on 3m-6m. The bot passed a 6m
  // earlier; two 4m and a 7m are in another pond, so 3m-6m has more tiles left (5 against 3).
  const ctx = () => closedHand([2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 24, 25, 26], [5], [3, 3, 6]);
  it('strong: keeps the wait it can win on a discard (lets the 3m go)', () => {
    expect(rankDiscards(ctx(), ctx().concealed, POLICIES.strong)[0].kind).toBe(2);
  });
  it('without the reading, it waits on the passed 6m (furiten: self-draw only)', () => {
    expect(rankDiscards(ctx(), ctx().concealed, { ...POLICIES.strong, mindsFuriten: false })[0].kind).toBe(6);
  });
  it('with no passed wait, the wider wait stays the choice', () => {
    const open = closedHand([2, 3, 4, 5, 6, 9, 10, 11, 12, 13, 14, 24, 25, 26], [33], [3, 3, 6]);
    expect(rankDiscards(open, open.concealed, POLICIES.strong)[0].kind).toBe(6);
  });
});
