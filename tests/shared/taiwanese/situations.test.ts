/**
 * The situational lines, played at the table rather than given to the scorer: Heaven's and
 * Earth's Grace, Plucking the Moon from the Bottom of the Sea, Robbing the Gàng and Gàng Blossom
 * each come from how the hand went, and each just misses when the situation is a little different.
 */
import { describe, expect, it } from 'vitest';
import { parseTiles } from '../../../shared/notation';
import { legalActions } from '../../../shared/table/legal';
import type { TableState } from '../../../shared/table/types';
import { kindOf } from '../../../shared/tiles';
import { liveCount } from '../../../shared/wall';
import { CLOSE, held, play } from '../table/fixture';
import { detailsOf, midHand, QUIET, taiwaneseTable, WAITS_5S } from './table';

const rules = (state: TableState, seat: number) => detailsOf(state).find((d) => d.seat === seat)!.lines.map((l) => l.rule);

/** Puts a tile of `text`'s kind from the wall at position `at` of the wall (0 = next draw; -1 = the very end). */
function placeInWall(state: TableState, text: string, at: 'next' | 'end'): void {
  const tiles = state.hand!.wall.tiles;
  const kind = parseTiles(text)[0];
  const id = tiles.find((t) => kindOf(t) === kind)!;
  tiles.splice(tiles.indexOf(id), 1);
  if (at === 'next') tiles.unshift(id);
  else tiles.push(id);
}

describe('lines that come from how the hand went', () => {
  it("Heaven's Grace: the dealer's dealt hand is complete; not once the dealer has played", () => {
    const state = taiwaneseTable([`${WAITS_5S}5s`, QUIET.dealer, QUIET.two, QUIET.three]);
    expect(legalActions(state, 0)).toContainEqual({ type: 'win', seat: 0 });
    const { state: s } = play(state, { type: 'win', seat: 0 });
    expect(rules(s, 0)).toContain('heavensGrace');
    // It replaces Pure Hand, Self-Touch, Pure Self-Touch and Waiting for One.
    for (const r of ['pureHand', 'selfTouch', 'pureSelfTouch', 'waitingForOne']) expect(rules(s, 0)).not.toContain(r);
    const later = midHand(taiwaneseTable([`${WAITS_5S}5s`, QUIET.dealer, QUIET.two, QUIET.three]));
    expect(rules(play(later, { type: 'win', seat: 0 }).state, 0)).not.toContain('heavensGrace');
  });

  it("Earth's Grace: a non-dealer wins on its first draw; not after a call broke the first go-around", () => {
    const run = (interrupted: boolean) => {
      const state = taiwaneseTable([`9p${QUIET.dealer}`, WAITS_5S, QUIET.two, QUIET.three], { wall: '5s' });
      state.hand!.uninterrupted = !interrupted;
      return play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9p') }, CLOSE, { type: 'draw', seat: 1 }, { type: 'win', seat: 1 }).state;
    };
    expect(rules(run(false), 1)).toContain('earthsGrace');
    expect(rules(run(false), 1)).not.toContain('pureSelfTouch');
    expect(rules(run(true), 1)).not.toContain('earthsGrace');
  });

  it('Plucking the Moon: a self-drawn win on the last tile of the live wall; not on the one before', () => {
    const run = (left: number) => {
      const state = midHand(taiwaneseTable([QUIET.dealer, WAITS_5S, QUIET.two, QUIET.three], { wall: '5s', turn: 1, phase: 'draw' }));
      const wall = state.hand!.wall;
      // Keep `left` live tiles (the 5s first), then the dead wall.
      wall.tiles = [...wall.tiles.slice(0, left), ...wall.tiles.slice(wall.tiles.length - wall.dead)];
      expect(liveCount(wall)).toBe(left);
      return play(state, { type: 'draw', seat: 1 }, { type: 'win', seat: 1 }).state;
    };
    expect(rules(run(1), 1)).toContain('pluckingTheMoon');
    expect(rules(run(2), 1)).not.toContain('pluckingTheMoon');
  });

  it('Robbing the Gàng: a win on the tile added to a pung; a win on a discard of it is not', () => {
    // West has an exposed pung of 5s and draws the fourth; South waits on 5s alone.
    const state = midHand(taiwaneseTable([QUIET.dealer, WAITS_5S, QUIET.two, QUIET.three], { wall: '5s', turn: 2, phase: 'draw' }));
    const hand = state.hand!;
    const fives = hand.wall.tiles.filter((t) => kindOf(t) === parseTiles('5s')[0]);
    const pung = fives.slice(1, 4);
    hand.wall.tiles = hand.wall.tiles.filter((t) => !pung.includes(t));
    hand.seats[2].melds.push({ type: 'pung', tiles: pung, concealed: false, from: 0, claimedTile: pung[2], added: false });
    // Three concealed tiles give way to the pung (back to the end of the wall).
    hand.wall.tiles.push(...hand.seats[2].concealed.splice(0, 3));
    let s = play(state, { type: 'draw', seat: 2 }).state;
    s = play(s, { type: 'kong', seat: 2, tile: held(s, 2, '5s') }).state;
    expect(s.hand!.claim).toMatchObject({ robbing: true });
    s = play(s, { type: 'claim', seat: 1, claim: 'win', tiles: [] }).state;
    expect(rules(s, 1)).toContain('robbingTheKong');
    // The same win on a plain discard of 5s.
    const plain = midHand(taiwaneseTable([`5s${QUIET.dealer}`, WAITS_5S, QUIET.two, QUIET.three]));
    const won = play(plain, { type: 'discard', seat: 0, tile: held(plain, 0, '5s') }, { type: 'claim', seat: 1, claim: 'win', tiles: [] }).state;
    expect(rules(won, 1)).not.toContain('robbingTheKong');
  });

  it('Gàng Blossom: a win on the replacement tile after a kong; not on a tile from the wall', () => {
    // South holds 111m and draws the fourth 1m; the replacement from the end of the wall is its 5s.
    const dealer = QUIET.dealer.replace('1m', '3m'); // all four 1m for South
    const state = midHand(taiwaneseTable([dealer, '111m456m789m123p99p46s', QUIET.two, QUIET.three], { wall: '1m', turn: 1, phase: 'draw' }));
    placeInWall(state, '5s', 'end');
    let s = play(state, { type: 'draw', seat: 1 }).state;
    s = play(s, { type: 'kong', seat: 1, tile: held(s, 1, '1m') }).state;
    expect(s.hand!.lastDraw).toMatchObject({ source: 'replacement' });
    s = play(s, { type: 'win', seat: 1 }).state;
    expect(rules(s, 1)).toContain('kongBlossom');
    expect(rules(s, 1)).toContain('hiddenKong');
    const fromWall = midHand(taiwaneseTable([QUIET.dealer, WAITS_5S, QUIET.two, QUIET.three], { wall: '5s', turn: 1, phase: 'draw' }));
    expect(rules(play(fromWall, { type: 'draw', seat: 1 }, { type: 'win', seat: 1 }).state, 1)).not.toContain('kongBlossom');
  });
});
