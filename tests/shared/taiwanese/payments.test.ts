import { describe, expect, it } from 'vitest';
import { settleTaiwanese, TAIWANESE_DEFAULTS } from '../../../shared/rules/taiwanese';
import { taiwanese } from '../../../shared/rules/presets';
import { CLOSE, held, play } from '../table/fixture';
import { detailsOf, midHand, QUIET, taiwaneseTable, WAITS_5S } from './table';

describe('payments: base + tái × value per tái', () => {
  it('the preset pays 100 a hand and 20 a tái by default', () => {
    expect(taiwanese.taiwanese).toEqual({ table: 'seed002', base: 100, perTai: 20 });
    expect(TAIWANESE_DEFAULTS).toEqual(taiwanese.taiwanese);
  });

  it('settlement: one payer, or each of the three', () => {
    expect(settleTaiwanese(4, 1, 0, { base: 100, perTai: 20 })).toEqual({ amount: 180, payers: [0], deltas: [-180, 180, 0, 0] });
    expect(settleTaiwanese(6, 2, null, { base: 50, perTai: 10 })).toEqual({ amount: 110, payers: [0, 1, 3], deltas: [-110, -110, 330, -110] });
  });

  it('a discard win is paid by the discarder alone', () => {
    // South waits on 5s alone; East (the dealer) discards it.
    const state = midHand(taiwaneseTable([`5s${QUIET.dealer}`, WAITS_5S, QUIET.two, QUIET.three]));
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '5s') }, { type: 'claim', seat: 1, claim: 'win', tiles: [] });
    const [sheet] = detailsOf(s);
    // Waiting for One 1 + No Characters 1 + No Flowers 1 + Pure Hand 1 = 4 tái: 100 + 4 × 20 = 180.
    expect(sheet).toMatchObject({ seat: 1, tai: 4, amount: 180, payers: [0] });
    expect(sheet.lines.map((l) => l.rule)).toEqual(['waitingForOne', 'noCharacters', 'noFlowers', 'pureHand']);
    expect(s.hand!.result!.deltas).toEqual([-180, 180, 0, 0]);
    expect(s.game.scores).toEqual([-180, 180, 0, 0]);
    // The dealer lost: the deal moves on and the streak is over.
    expect(s.game.dealer).toBe(1);
    expect(s.game.dealerStreak).toBe(0);
  });

  it('a self-drawn win is paid by each of the three', () => {
    const state = midHand(taiwaneseTable([QUIET.dealer, WAITS_5S, QUIET.two, QUIET.three], { wall: '5s', turn: 1, phase: 'draw' }));
    const { state: s } = play(state, { type: 'draw', seat: 1 }, { type: 'win', seat: 1 });
    // Waiting for One 1 + No Characters 1 + No Flowers 1 + Pure Self-Touch 3 = 6 tái: 100 + 6 × 20 = 220 each.
    expect(detailsOf(s)[0]).toMatchObject({ seat: 1, tai: 6, amount: 220, payers: [0, 2, 3] });
    expect(s.hand!.result!.deltas).toEqual([-220, 660, -220, -220]);
  });

  it("a dealer win adds the Dealer's Point, and the dealer keeps the deal", () => {
    const state = midHand(taiwaneseTable([WAITS_5S, QUIET.dealer, QUIET.two, QUIET.three], { wall: '5s', turn: 0, phase: 'draw' }));
    const { state: s } = play(state, { type: 'draw', seat: 0 }, { type: 'win', seat: 0 });
    // 6 tái + Dealer's Point 1 = 7: 100 + 140 = 240 from each.
    expect(detailsOf(s)[0]).toMatchObject({ seat: 0, tai: 7, amount: 240 });
    expect(detailsOf(s)[0].lines.at(-1)).toEqual({ rule: 'dealersPoint', tai: 1 });
    expect(s.hand!.result!.deltas).toEqual([720, -240, -240, -240]);
    expect(s.hand!.result!.dealerKeeps).toBe(true);
    expect(s.game.dealer).toBe(0);
    expect(s.game.dealerStreak).toBe(1);
  });

  it('dealer streak: the third win in a row adds Consecutive Win 2 × 2', () => {
    const state = midHand(taiwaneseTable([WAITS_5S, QUIET.dealer, QUIET.two, QUIET.three], { wall: '5s', turn: 0, phase: 'draw' }));
    state.game.dealerStreak = 2;
    state.game.dealerWins = 2;
    const { state: s } = play(state, { type: 'draw', seat: 0 }, { type: 'win', seat: 0 });
    // 6 + Dealer's Point 1 + Consecutive Win 2 × 2 = 11 tái: 100 + 220 = 320 from each.
    expect(detailsOf(s)[0]).toMatchObject({ tai: 11, amount: 320 });
    expect(detailsOf(s)[0].lines.slice(-2)).toEqual([
      { rule: 'dealersPoint', tai: 1 },
      { rule: 'consecutiveWin', tai: 4, params: { count: 2 } },
    ]);
    expect(s.hand!.result!.deltas).toEqual([960, -320, -320, -320]);
    expect(s.game).toMatchObject({ dealerStreak: 3, dealerWins: 3 });
  });

  it('a drawn hand keeps the deal but ends the run of wins: the next dealer win has no Consecutive Win', () => {
    // The dealer won, then a hand was drawn (deal kept), and now the dealer wins again.
    const state = midHand(taiwaneseTable([WAITS_5S, QUIET.dealer, QUIET.two, QUIET.three], { wall: '5s', turn: 0, phase: 'draw' }));
    state.game.dealerStreak = 2;
    state.game.dealerWins = 0;
    const { state: s } = play(state, { type: 'draw', seat: 0 }, { type: 'win', seat: 0 });
    expect(detailsOf(s)[0].lines.map((l) => l.rule)).not.toContain('consecutiveWin');
    expect(detailsOf(s)[0]).toMatchObject({ tai: 7, amount: 240 });
    expect(s.game).toMatchObject({ dealerStreak: 3, dealerWins: 1 });
  });

  it('a dealer on a streak pays like anyone else when another player wins, and the streak ends', () => {
    const state = midHand(taiwaneseTable([`5s${QUIET.dealer}`, WAITS_5S, QUIET.two, QUIET.three]));
    state.game.dealerStreak = 3;
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '5s') }, { type: 'claim', seat: 1, claim: 'win', tiles: [] });
    expect(detailsOf(s)[0].lines.map((l) => l.rule)).not.toContain('consecutiveWin');
    expect(s.hand!.result!.deltas).toEqual([-180, 180, 0, 0]);
    expect(s.game).toMatchObject({ dealer: 1, dealerStreak: 0 });
  });

  it('an exhaustive draw pays nothing; the dealer keeps the deal and the streak counts on', () => {
    const state = midHand(taiwaneseTable([`5s${QUIET.dealer}`, QUIET.dealer.replace('9s', '8s'), QUIET.two, QUIET.three]));
    state.game.dealerStreak = 1;
    state.game.dealerWins = 1;
    const hand = state.hand!;
    hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '5s') }, CLOSE);
    expect(s.hand!.result).toMatchObject({ kind: 'draw', deltas: [0, 0, 0, 0], dealerKeeps: true });
    expect(s.game).toMatchObject({ dealer: 0, dealerStreak: 2, dealerWins: 0 });
  });
});
