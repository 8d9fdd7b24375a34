import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/table/legal';
import { kindOf } from '../../../shared/tiles';
import { k, play } from '../table/fixture';
import { detailsOf, giveBonus, midHand, QUIET, taiwaneseTable, WAITS_5S } from './table';

/** West (seat 2) draws next; the last bonus tile, 4y, is on top of the wall. */
function westDrawsLastFlower() {
  return midHand(taiwaneseTable([QUIET.dealer, WAITS_5S, QUIET.two, QUIET.three], { wall: '4y', turn: 2, phase: 'draw' }));
}

describe('flower specials end the hand at once', () => {
  it('Seven Stealing One: the player who drew the 8th flower pays', () => {
    const state = westDrawsLastFlower();
    giveBonus(state, 1, '1f2f3f4f1y2y3y');
    const { state: s, events } = play(state, { type: 'draw', seat: 2 });
    expect(events.map((e) => e.type)).toEqual(['drew', 'bonusExposed', 'handWon', 'handScored']);
    const result = s.hand!.result!;
    expect(result.winners).toEqual([{ seat: 1, from: 2, tile: expect.any(Number), source: 'wall', flowers: true }]);
    expect(kindOf(result.winners[0].tile)).toBe(k('4y'));
    // Only the special: 14 tái, 100 + 14 × 20 = 380, from West alone.
    expect(detailsOf(s)[0]).toMatchObject({ seat: 1, tai: 14, amount: 380, payers: [2], lines: [{ rule: 'sevenStealingOne', tai: 14 }] });
    expect(result.deltas).toEqual([0, 380, -380, 0]);
    expect(legalActions(s, 1)).toEqual([]);
  });

  it('Seven Stealing One the other way round: the seventh comes after the eighth, and its holder pays', () => {
    // South holds six, North already exposed 3y; South draws 4y, its seventh and the eighth out.
    const state = midHand(taiwaneseTable([QUIET.dealer, WAITS_5S, QUIET.two, QUIET.three], { wall: '4y', turn: 1, phase: 'draw' }));
    giveBonus(state, 1, '1f2f3f4f1y2y');
    giveBonus(state, 3, '3y');
    const { state: s } = play(state, { type: 'draw', seat: 1 });
    expect(s.hand!.result!.winners).toEqual([expect.objectContaining({ seat: 1, from: 3, flowers: true })]);
    expect(s.hand!.result!.deltas).toEqual([0, 380, 0, -380]);
  });

  it('Eight Immortals: drawing the eighth flower yourself, paid by all three', () => {
    const state = westDrawsLastFlower();
    giveBonus(state, 2, '1f2f3f4f1y2y3y');
    const { state: s } = play(state, { type: 'draw', seat: 2 });
    expect(s.hand!.result!.winners).toEqual([expect.objectContaining({ seat: 2, from: null, flowers: true })]);
    expect(detailsOf(s)[0]).toMatchObject({ tai: 14, amount: 380, payers: [0, 1, 3], lines: [{ rule: 'eightImmortals', tai: 14 }] });
    expect(s.hand!.result!.deltas).toEqual([-380, -380, 1140, -380]);
  });

  it("the dealer's Eight Immortals on a streak adds Dealer's Point and Consecutive Win, and keeps the deal", () => {
    const state = midHand(taiwaneseTable([WAITS_5S, QUIET.dealer, QUIET.two, QUIET.three], { wall: '4y', turn: 0, phase: 'draw' }));
    giveBonus(state, 0, '1f2f3f4f1y2y3y');
    state.game.dealerStreak = 1;
    state.game.dealerWins = 1;
    const { state: s } = play(state, { type: 'draw', seat: 0 });
    // 14 + 1 + 2 = 17 tái: 100 + 340 = 440 from each.
    expect(detailsOf(s)[0]).toMatchObject({ tai: 17, amount: 440 });
    expect(s.hand!.result!.deltas).toEqual([1320, -440, -440, -440]);
    expect(s.game).toMatchObject({ dealer: 0, dealerStreak: 2, dealerWins: 2 });
  });

  it('a replacement that is the eighth flower ends the hand too (after a kong)', () => {
    const state = midHand(taiwaneseTable([QUIET.dealer, WAITS_5S, '5555s6m9m3p6p9p3s7s9s1z2z3z4z', QUIET.three], { turn: 2, phase: 'draw' }));
    giveBonus(state, 1, '1f2f3f4f1y2y3y');
    const hand = state.hand!;
    // The 4y lies at the back of the wall, where replacements come from; West draws a 5z first.
    const last = hand.wall.tiles.find((t) => kindOf(t) === k('4y'))!;
    const five = hand.wall.tiles.find((t) => kindOf(t) === k('5z'))!;
    hand.wall.tiles = [five, ...hand.wall.tiles.filter((t) => t !== last && t !== five), last];
    const kong = hand.seats[2].concealed.find((t) => kindOf(t) === k('5s'))!;
    const { state: s } = play(state, { type: 'draw', seat: 2 }, { type: 'kong', seat: 2, tile: kong });
    expect(s.hand!.result!.winners).toEqual([{ seat: 1, from: 2, tile: last, source: 'replacement', flowers: true }]);
    expect(s.hand!.result!.deltas).toEqual([0, 380, -380, 0]);
  });

  it('eight flowers split six and two do nothing special', () => {
    const state = westDrawsLastFlower();
    giveBonus(state, 1, '1f2f3f4f1y2y');
    giveBonus(state, 3, '3y');
    const { state: s } = play(state, { type: 'draw', seat: 2 });
    // Nobody holds seven: West gets a replacement and plays on.
    expect(s.hand!.phase).toBe('discard');
    expect(s.hand!.result).toBeNull();
    expect(s.hand!.seats[2].concealed).toHaveLength(17);
  });
});
