import { describe, expect, it } from 'vitest';
import { HUNGARIAN_TABLE, scoreClassical, settleClassical } from '../../../shared/rules/classical';
import { classicalHandOf } from '../../../shared/rules/classical/hooks';
import { legalActions } from '../../../shared/table/legal';
import type { Seat } from '../../../shared/table/types';
import { CLOSE, held, play, table } from './fixture';

const quiet = {
  1: '59m258p258s1234z7z',
  3: '78m58p47s1234567z',
};

describe('classical hands are scored and settled at the end of the hand', () => {
  it('Hungarian: every hand is scored with the preset’s table (DMJL with seed 003’s sets) and settled between all four', () => {
    // South (seat 1) wins on East's first discard, 7z, with pungs of 1s and 9s, two chows and a pair of red dragons.
    const state = table({ preset: 'hungarian', hands: ['7z1m47p147s123456z9m', '111s999s7z123m456p', '69m369p369s12356z', quiet[3]] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '7z') });
    expect(legalActions(s, 1).map((a) => a.type)).toContain('claim');
    const { state: won } = play(s, { type: 'claim', seat: 1, claim: 'win', tiles: [] });
    const result = won.hand!.result!;
    const details = result.details as { seat: Seat; total: number; won: boolean; lines: { rule: string }[] }[];
    expect(details.map((d) => d.won)).toEqual([false, true, false, false]);
    // The totals are the scorer's, and the deltas its settlement, with East paying double.
    const winner = result.winners[0];
    const totals = ([0, 1, 2, 3] as Seat[]).map(
      (seat) => scoreClassical(classicalHandOf(won, seat, seat === 1 ? winner : null), HUNGARIAN_TABLE, won.preset.classical!.options).total,
    );
    expect(details.map((d) => d.total)).toEqual(totals);
    const settled = settleClassical(totals, 1, 0, { minimum: 26 });
    expect(result.deltas).toEqual(settled.net);
    expect(result.deltas.reduce((a, b) => a + b, 0)).toBe(0);
    expect(won.game.scores).toEqual(settled.net);
    // Winning on East's very first discard is the Blessing of Earth: a limit hand (500 in DMJL).
    expect(details[1]).toMatchObject({ total: 500, lines: [{ rule: 'blessingOfEarth', limits: 1 }] });
  });

  it('Millington: a hand with more than one chow is no Mah-Jong under BMJA, so it cannot be claimed', () => {
    const hands: [string, string, string, string] = ['1m147p147s1234567z', quiet[1], '23m456p789p123s55z', quiet[3]];
    const bmja = table({ preset: 'millington', hands });
    const { state: s } = play(bmja, { type: 'discard', seat: 0, tile: held(bmja, 0, '1m') });
    expect(legalActions(s, 2)).toEqual([]);
    const dmjl = table({ preset: 'hungarian', hands });
    const { state: h } = play(dmjl, { type: 'discard', seat: 0, tile: held(dmjl, 0, '1m') });
    expect(legalActions(h, 2).map((a) => a.type)).toContain('claim');
  });

  it('a drawn hand is void: nobody pays', () => {
    const state = table({ preset: 'hungarian', hands: ['1m147p147s1234567z', quiet[1], '69m369p369s12356z', quiet[3]] });
    const hand = state.hand!;
    hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1z') }, CLOSE);
    expect(s.hand!.result).toMatchObject({ kind: 'draw', deltas: [0, 0, 0, 0] });
  });
});
