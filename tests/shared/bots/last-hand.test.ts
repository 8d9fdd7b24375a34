import { describe, expect, it } from 'vitest';
import { hanWithoutRiichi, preferDama } from '../../../shared/bots/dama';
import { lastHandStance } from '../../../shared/bots/placement';
import type { BotContext } from '../../../shared/bots/types';
import { presetById } from '../../../shared/rules/presets';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import type { Kind } from '../../../shared/tiles';

const preset = presetById(MJAI_RULES); // a hanchan: East and South rounds

/** What the stance reads: the round, the dealer, the scores (the bot at seat 0). */
function standing(o: { prevailing: number; dealer: number; scores: number[]; firstDealer?: number; family?: string }): BotContext {
  return {
    seat: 0,
    preset,
    view: { family: o.family ?? 'riichi', firstDealer: o.firstDealer ?? 0, game: { prevailing: o.prevailing, dealer: o.dealer, scores: o.scores } },
  } as unknown as BotContext;
}

describe('placement in the last hand', () => {
  it('protects a lead and chases from fourth only in the last hand (South 4)', () => {
    expect(lastHandStance(standing({ prevailing: 1, dealer: 3, scores: [40000, 30000, 20000, 10000] }))).toBe('protect');
    expect(lastHandStance(standing({ prevailing: 1, dealer: 3, scores: [10000, 30000, 20000, 40000] }))).toBe('chase');
    expect(lastHandStance(standing({ prevailing: 1, dealer: 3, scores: [25000, 30000, 20000, 25000] }))).toBeNull();
    // South 3, and East 4: not the last hand.
    expect(lastHandStance(standing({ prevailing: 1, dealer: 2, scores: [40000, 30000, 20000, 10000] }))).toBeNull();
    expect(lastHandStance(standing({ prevailing: 0, dealer: 3, scores: [10000, 30000, 20000, 40000] }))).toBeNull();
  });

  it('reads the last hand from the first dealer, and ties as the settlement does (nearer the first dealer first)', () => {
    // First dealer seat 1: the last hand is dealt by seat 0; seat 0 is the last in that order.
    expect(lastHandStance(standing({ firstDealer: 1, prevailing: 1, dealer: 0, scores: [30000, 30000, 20000, 20000] }))).toBeNull();
    expect(lastHandStance(standing({ firstDealer: 1, prevailing: 1, dealer: 0, scores: [20000, 30000, 30000, 20000] }))).toBe('chase');
    expect(lastHandStance(standing({ firstDealer: 0, prevailing: 1, dealer: 3, scores: [30000, 30000, 20000, 20000] }))).toBe('protect');
  });

  it('applies to riichi only', () => {
    expect(lastHandStance(standing({ family: 'classical', prevailing: 1, dealer: 3, scores: [40000, 30000, 20000, 10000] }))).toBeNull();
  });
});

/** A closed ready hand (14 tiles, kinds) at seat 0, East, with the given dora indicators (kinds). */
function ready(kinds: Kind[], indicators: Kind[]): BotContext {
  const counts = new Uint8Array(34);
  for (const k of kinds) counts[k]++;
  return {
    seat: 0,
    preset,
    counts,
    concealed: kinds.map((k) => k * 4 + 1), // copy 1: never a red five (copy 0)
    me: { wind: 0, melds: [] },
    hand: { doraIndicators: indicators.map((k) => k * 4 + 1) },
    view: { family: 'riichi', game: { prevailing: 0 } },
  } as unknown as BotContext;
}

describe('riichi or damaten', () => {
  // 234m 345p 567p 666s 7s + 9m to discard; dora 5 circles (indicator 4p) and 6 bamboo (indicator 5s).
  const tanyao = [1, 2, 3, 11, 12, 13, 13, 14, 15, 23, 23, 23, 24, 8];
  it('all simples with dora: a mangan without riichi, so a good wait stays silent', () => {
    expect(hanWithoutRiichi(ready(tanyao, [12, 22]), 8)).toBe(1 + 2 + 3);
    expect(preferDama(ready(tanyao, [12, 22]), 8, 6)).toBe(true);
  });
  it('a bad wait, a cheap hand or no yaku of its own declares', () => {
    expect(preferDama(ready(tanyao, [12, 22]), 8, 3)).toBe(false);
    expect(preferDama(ready(tanyao, []), 8, 8)).toBe(false);
    const withTerminal = [0, 1, 2, 11, 12, 13, 13, 14, 15, 23, 23, 23, 24, 5];
    expect(hanWithoutRiichi(ready(withTerminal, [12, 22]), 5)).toBe(0);
  });
  it('a value triplet is a yaku of its own', () => {
    const dragons = [31, 31, 31, 1, 2, 3, 13, 13, 14, 15, 23, 23, 24, 8];
    expect(hanWithoutRiichi(ready(dragons, [12, 22, 22]), 8)).toBe(1 + 2 + 4); // the triplet, two 5 circles, two 6 bamboo twice
  });
});
