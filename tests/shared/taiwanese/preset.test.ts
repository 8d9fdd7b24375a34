import { describe, expect, it } from 'vitest';
import { taiwanese } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { legalActions } from '../../../shared/table/legal';
import { newTable } from '../../../shared/table/start';
import { isBonus, kindOf } from '../../../shared/tiles';
import { liveCount } from '../../../shared/wall';
import { held, play } from '../table/fixture';
import { midHand, QUIET, taiwaneseTable } from './table';

describe('the Taiwanese 16-tile preset', () => {
  it('144 tiles with flowers, 16-tile hands (dealer 17), a 16-tile dead wall, bonus tiles replaced from the back', () => {
    const r = apply(newTable(taiwanese), { type: 'startHand', seed: '5a'.repeat(32) });
    if (!r.ok) throw new Error(r.error.message);
    const hand = r.state.hand!;
    expect(hand.seats.map((s) => s.concealed.length)).toEqual([17, 16, 16, 16]);
    expect(hand.seats.every((s) => s.concealed.every((t) => !isBonus(kindOf(t))))).toBe(true);
    const all = [...hand.wall.tiles, ...hand.seats.flatMap((s) => [...s.concealed, ...s.bonus])];
    expect(new Set(all).size).toBe(144);
    expect(hand.wall.dead).toBe(16);
    expect(taiwanese.wall).toMatchObject({ deadWall: 16, bonusReplacement: 'dead' });
    // Replacements came from the back of the wall: the live wall shrank by one for each.
    const replaced = hand.seats.reduce((n, s) => n + s.bonus.length, 0);
    expect(liveCount(hand.wall)).toBe(144 - 16 - 65 - replaced);
  });

  it('chow only from the previous player; pung from anyone', () => {
    // East discards 5s: South (next) may chow 46s, North may only pung.
    const state = midHand(taiwaneseTable([`5s${QUIET.dealer}`, '123m456m789m123p99p46s', QUIET.two, QUIET.three.replace('2s8s', '5s5s')]));
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '5s') });
    expect(legalActions(s, 1).map((a) => (a.type === 'claim' ? a.claim : a.type))).toEqual(['win', 'chow', 'pass']);
    expect(legalActions(s, 3).map((a) => (a.type === 'claim' ? a.claim : a.type))).toEqual(['pung', 'pass']);
  });

  it('a win is five sets and a pair, or Eight and a Half Pairs', () => {
    expect(taiwanese.special).toEqual({ thirteenOrphans: false, sevenPairs: false, eightAndHalfPairs: true });
    // South holds seven pairs and a triple less one pair tile: it wins on the discarded 7s.
    const state = midHand(taiwaneseTable([`7s${QUIET.dealer}`, '11m22m33m44p55p66s7s888s', QUIET.two, QUIET.three]));
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '7s') }, { type: 'claim', seat: 1, claim: 'win', tiles: [] });
    expect(s.hand!.result!.details).toEqual([expect.objectContaining({ shape: 'eightAndHalfPairs' })]);
  });

  it("Eight and a Half Pairs' triple must be hidden: no win on a discard that completes it, a win when drawn", () => {
    const eightPairs = '11m22m44m55p77p22s66s88s';
    const state = midHand(taiwaneseTable([`8s${QUIET.dealer.replace('9s', '3s')}`, eightPairs, QUIET.two.replace('9s', '9p'), QUIET.three]));
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '8s') });
    expect(legalActions(s, 1).some((a) => a.type === 'claim' && a.claim === 'win')).toBe(false);
    const drawing = midHand(taiwaneseTable([QUIET.dealer, eightPairs, QUIET.two, QUIET.three], { wall: '8s', turn: 1, phase: 'draw' }));
    const { state: d } = play(drawing, { type: 'draw', seat: 1 });
    expect(legalActions(d, 1)).toContainEqual({ type: 'win', seat: 1 });
  });

  it('the dealer keeps the deal on a win or an exhaustive draw', () => {
    expect(taiwanese.dealer).toEqual({ keepOnWin: true, keepOnDraw: true, keepOnTenpai: false });
  });
});
