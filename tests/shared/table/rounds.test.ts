import { describe, expect, it } from 'vitest';
import type { TableState } from '../../../shared/table/types';
import { CLOSE, held, play, refused, table } from './fixture';

const quiet = {
  1: '59m258p258s1234z7z',
  2: '69m369p369s12356z',
  3: '78m58p47s1234567z',
};
const EAST = '1m147p147s1234567z';
const EAST_COMPLETE = '123m456p789p123s55z';

/** Empties the live wall so East's discard ends the hand in an exhaustive draw. */
function lastDiscard(state: TableState): TableState {
  const hand = state.hand!;
  hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
  return play(state, { type: 'discard', seat: 0, tile: hand.seats[0].concealed.find((t) => t >= 108)! }, CLOSE).state;
}

describe('end of hand and dealer rotation', () => {
  it('classical: East keeps the deal while winning', () => {
    const { state } = play(table({ preset: 'hungarian', hands: [EAST_COMPLETE, quiet[1], quiet[2], quiet[3]] }), { type: 'win', seat: 0 });
    expect(state.hand!.result).toMatchObject({ kind: 'win', dealerKeeps: true });
    expect(state.game).toMatchObject({ dealer: 0, dealerStreak: 1, prevailing: 0 });
  });

  it('classical: the wind discs move one seat to the right when East does not win (also after a drawn hand)', () => {
    const won = table({ preset: 'hungarian', hands: [EAST, quiet[1], '23m456p789p123s55z', quiet[3]] });
    const { state } = play(won, { type: 'discard', seat: 0, tile: held(won, 0, '1m') }, { type: 'claim', seat: 2, claim: 'win', tiles: [] });
    expect(state.game).toMatchObject({ dealer: 1, dealerStreak: 0 });
    const drawn = lastDiscard(table({ preset: 'hungarian', hands: [EAST, quiet[1], quiet[2], quiet[3]] }));
    expect(drawn.hand!.result!.kind).toBe('draw');
    expect(drawn.game.dealer).toBe(1);
  });

  it('Taiwanese: the dealer keeps the deal after an exhaustive draw', () => {
    const drawn = lastDiscard(table({ preset: 'taiwanese', hands: ['1m147p147s1234567z369m', quiet[1] + '369s', quiet[2] + '258m', quiet[3] + '369p'] }));
    expect(drawn.hand!.result!.kind).toBe('draw');
    expect(drawn.game).toMatchObject({ dealer: 0, dealerStreak: 1 });
  });

  it('riichi: renchan when the dealer is tenpai at an exhaustive draw; honba and noten payments', () => {
    // East ends tenpai on 1m/4m; South is tenpai too; West and North are not.
    const state = table({ preset: 'riichi', hands: ['23m456p789p123s55z9s', '23m456s789s123p66z', quiet[2], quiet[3]] });
    const hand = state.hand!;
    hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9s') }, CLOSE);
    expect(s.hand!.result).toMatchObject({ kind: 'draw', tenpai: [true, true, false, false], dealerKeeps: true, deltas: [1500, 1500, -1500, -1500] });
    expect(s.game).toMatchObject({ dealer: 0, honba: 1, scores: [31500, 31500, 28500, 28500] });
  });

  it('riichi: the deal moves on when the dealer is noten', () => {
    const s = lastDiscard(table({ preset: 'riichi', hands: [EAST, quiet[1], quiet[2], quiet[3]] }));
    expect(s.hand!.result).toMatchObject({ kind: 'draw', dealerKeeps: false });
    expect(s.game).toMatchObject({ dealer: 1, honba: 1 });
  });

  it('the prevailing wind advances when the deal returns to the first East, and the game ends after the last round', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], quiet[2], quiet[3]] });
    state.game.dealer = 3;
    state.hand!.dealer = 3;
    state.game.prevailing = 0;
    const s = lastDiscard(state);
    expect(s.game).toMatchObject({ dealer: 0, prevailing: 1, over: false });

    const last = table({ preset: 'hungarian', hands: [EAST, quiet[1], quiet[2], quiet[3]] });
    last.game.dealer = 3;
    last.hand!.dealer = 3;
    last.game.prevailing = 3;
    last.game.scores = [10, 40, -30, -20];
    const hand = last.hand!;
    hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
    const { state: over, events } = play(last, { type: 'discard', seat: 0, tile: hand.seats[0].concealed.find((t) => t >= 108)! }, CLOSE);
    expect(over.game.over).toBe(true);
    expect(events.at(-1)).toEqual({
      type: 'gameOver',
      standings: [
        { seat: 1, score: 40 },
        { seat: 0, score: 10 },
        { seat: 3, score: -20 },
        { seat: 2, score: -30 },
      ],
    });
    expect(refused(over, { type: 'startHand', seed: 'cd'.repeat(32) })).toMatch(/game is over/);
  });

  it('riichi plays two prevailing winds (East and South)', () => {
    const state = table({ preset: 'riichi', hands: [EAST, quiet[1], quiet[2], quiet[3]] });
    state.game.dealer = 3;
    state.hand!.dealer = 3;
    state.game.prevailing = 1;
    const s = lastDiscard(state);
    expect(s.game.over).toBe(true);
  });
});
