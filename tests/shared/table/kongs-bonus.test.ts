import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/table/legal';
import { waitsOf } from '../../../shared/table/rules';
import type { TableState } from '../../../shared/table/types';
import { kindOf, tileId } from '../../../shared/tiles';
import { CLOSE, held, heldAll, k, kinds, play, refused, table } from './fixture';

const quiet = {
  1: '59m258p258s1234z7z',
  2: '69m369p369s12356z',
  3: '78m58p47s1234567z',
};

/** Moves tiles of `kind` from the wall into an exposed pung of `seat` (claimed from `from`). */
function givePung(state: TableState, seat: 0 | 1 | 2 | 3, tile: string, from: 0 | 1 | 2 | 3) {
  const hand = state.hand!;
  const ids = hand.wall.tiles.filter((t) => kindOf(t) === k(tile)).slice(0, 3);
  hand.wall.tiles = hand.wall.tiles.filter((t) => !ids.includes(t));
  hand.seats[seat].melds.push({ type: 'pung', tiles: ids, concealed: false, from, claimedTile: ids[2], added: false });
  // Keep the hand size: three concealed tiles give way to the pung.
  hand.wall.tiles.push(...hand.seats[seat].concealed.splice(-3, 3));
}

describe('kongs', () => {
  it('a concealed kong of four tiles in hand: declared, a replacement drawn, the same seat plays on', () => {
    const state = table({ preset: 'hungarian', hands: ['1111m47p147s12345z', quiet[1], quiet[2], quiet[3]] });
    const fromEnd = state.hand!.wall.tiles.at(-1)!;
    const { state: s, events } = play(state, { type: 'kong', seat: 0, tile: held(state, 0, '1m') });
    expect(s.hand!.seats[0].melds[0]).toMatchObject({ type: 'kong', concealed: true, from: null });
    expect(events).toContainEqual({ type: 'drew', seat: 0, tile: fromEnd, source: 'replacement' });
    expect(s.hand!.turn).toBe(0);
    expect(s.hand!.phase).toBe('discard');
    expect(s.hand!.seats[0].concealed).toHaveLength(11);
  });

  it('a concealed pung and a drawn fourth make a concealed kong', () => {
    const state = table({ preset: 'hungarian', hands: [quiet[3] + '6m', '111m9m258p258s123z', quiet[2], '59m258p258s1234z7z'], wall: '1m' });
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6m') }, CLOSE);
    ({ state: s } = play(s, { type: 'draw', seat: 1 }));
    expect(legalActions(s, 1)).toContainEqual({ type: 'kong', seat: 1, tile: held(s, 1, '1m') });
    ({ state: s } = play(s, { type: 'kong', seat: 1, tile: held(s, 1, '1m') }));
    expect(s.hand!.seats[1].melds[0]).toMatchObject({ type: 'kong', concealed: true });
  });

  it('an exposed pung and a drawn fourth make an exposed (added) kong', () => {
    const state = table({ preset: 'hungarian', hands: [quiet[3] + '6m', '9m123m258p28s1236z', quiet[2], '59m258p47s12346z7z'] });
    givePung(state, 1, '5s', 2);
    const five = state.hand!.wall.tiles.find((t) => kindOf(t) === k('5s'))!;
    state.hand!.wall.tiles = [five, ...state.hand!.wall.tiles.filter((t) => t !== five)];
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6m') }, CLOSE, { type: 'draw', seat: 1 });
    let events;
    // Nobody can rob it, but the window opens all the same (its rhythm must not tell); the host closes it.
    ({ state: s, events } = play(s, { type: 'kong', seat: 1, tile: five }));
    expect(s.hand!.phase).toBe('claims');
    expect(legalActions(s, 2)).toEqual([]);
    ({ state: s, events } = play(s, CLOSE));
    expect(s.hand!.seats[1].melds[0]).toMatchObject({ type: 'kong', concealed: false, added: true });
    expect(kinds(s.hand!.seats[1].melds[0].tiles)).toEqual([k('5s'), k('5s'), k('5s'), k('5s')]);
    expect(events).toContainEqual(expect.objectContaining({ type: 'drew', seat: 1, source: 'replacement' }));
  });

  it('robbing the kong: a player who wins with the added tile takes it, and the pung stays a pung', () => {
    const state = table({ preset: 'hungarian', hands: [quiet[3] + '6m', '9m123m258p28s1236z', '46s123m456p789p55z', '59m258p47s12346z7z'] });
    givePung(state, 1, '5s', 0);
    const five = state.hand!.wall.tiles.find((t) => kindOf(t) === k('5s'))!;
    state.hand!.wall.tiles = [five, ...state.hand!.wall.tiles.filter((t) => t !== five)];
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6m') }, CLOSE, { type: 'draw', seat: 1 });
    ({ state: s } = play(s, { type: 'kong', seat: 1, tile: five }));
    expect(s.hand!.phase).toBe('claims');
    expect(s.hand!.claim).toMatchObject({ robbing: true, tile: five, from: 1 });
    expect(legalActions(s, 2).map((a) => a.type)).toEqual(['claim', 'pass']);
    ({ state: s } = play(s, { type: 'claim', seat: 2, claim: 'win', tiles: [] }));
    expect(s.hand!.result!.winners).toEqual([{ seat: 2, from: 1, tile: five, source: 'robbed-kong' }]);
    expect(s.hand!.seats[1].melds[0].type).toBe('pung');
  });

  it('when nobody robs it, the added kong completes and earns a replacement', () => {
    const state = table({ preset: 'hungarian', hands: [quiet[3] + '6m', '9m123m258p28s1236z', '46s123m456p789p55z', '59m258p47s12346z7z'] });
    givePung(state, 1, '5s', 0);
    const five = state.hand!.wall.tiles.find((t) => kindOf(t) === k('5s'))!;
    state.hand!.wall.tiles = [five, ...state.hand!.wall.tiles.filter((t) => t !== five)];
    const { state: s, events } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6m') }, CLOSE, { type: 'draw', seat: 1 }, { type: 'kong', seat: 1, tile: five }, { type: 'pass', seat: 2 });
    expect(s.hand!.seats[1].melds[0]).toMatchObject({ type: 'kong', added: true });
    expect(events.at(-1)).toMatchObject({ type: 'drew', seat: 1, source: 'replacement' });
    expect(s.hand!.phase).toBe('discard');
  });

  it('riichi: after riichi a concealed kong only of the drawn tile, and only if the waits stay the same', () => {
    // East is in riichi holding 111m 234p 567p 789s 5z, waiting on 5z; it draws the fourth 1m.
    const state = table({ preset: 'riichi', hands: ['111m234p567p789s5z', quiet[1], quiet[2], quiet[3]], wall: '1m', phase: 'draw' });
    state.hand!.seats[0].riichi = { discardIndex: 0, double: false, ippatsu: false, depositPaid: true };
    const { state: s } = play(state, { type: 'draw', seat: 0 });
    expect(legalActions(s, 0)).toContainEqual({ type: 'kong', seat: 0, tile: held(s, 0, '1m') });
    // 1112m waits on 2m (111m + 2m) and 3m (11m + 12m); a kong of 1m would leave only 2m: not allowed.
    const changes = table({ preset: 'riichi', hands: ['1112m456p789s567s', quiet[1], quiet[2], quiet[3]], wall: '1m', phase: 'draw' });
    changes.hand!.seats[0].riichi = { discardIndex: 0, double: false, ippatsu: false, depositPaid: true };
    expect(waitsOf(changes, changes.hand!.seats[0])).toEqual([k('2m'), k('3m')]);
    const { state: c } = play(changes, { type: 'draw', seat: 0 });
    expect(legalActions(c, 0).some((a) => a.type === 'kong')).toBe(false);
    expect(refused(c, { type: 'kong', seat: 0, tile: held(c, 0, '1m') })).toMatch(/cannot declare that kong/);
  });

  it('riichi: no fifth kong in a hand', () => {
    const state = table({ preset: 'riichi', hands: ['1111m47p147s12345z', quiet[1], quiet[2], quiet[3]] });
    state.hand!.kongs = 4;
    expect(legalActions(state, 0).some((a) => a.type === 'kong')).toBe(false);
    expect(refused(state, { type: 'kong', seat: 0, tile: held(state, 0, '1m') })).toMatch(/cannot declare that kong/);
  });

  it('no kong when no replacement tile is left (Millington: the dead wall is not replenished)', () => {
    const state = table({ preset: 'millington', hands: ['1111m47p147s12345z', quiet[1], quiet[2], quiet[3]] });
    state.hand!.wall.dead = 0;
    state.hand!.wall.loose = 0;
    expect(legalActions(state, 0).some((a) => a.type === 'kong')).toBe(false);
    expect(refused(state, { type: 'kong', seat: 0, tile: held(state, 0, '1m') })).toMatch(/cannot declare that kong/);
  });

  it('riichi: each kong turns a new dora indicator', () => {
    const state = table({ preset: 'riichi', hands: ['1111m47p147s12345z', quiet[1], quiet[2], quiet[3]] });
    const before = state.hand!.doraRevealed;
    const { state: s, events } = play(state, { type: 'kong', seat: 0, tile: held(state, 0, '1m') });
    expect(s.hand!.doraRevealed).toBe(before + 1);
    expect(events).toContainEqual({ type: 'doraRevealed', indicator: s.hand!.doraIndicators[before] });
  });
});

describe('bonus tiles during play', () => {
  const f2 = tileId(35);

  it('Hungarian: a drawn flower is set aside at once and replaced from the loose tiles', () => {
    const state = table({ preset: 'hungarian', hands: [quiet[3] + '6m', quiet[1], quiet[2], '59m258p258s1234z7z'] });
    state.hand!.wall.tiles = [f2, ...state.hand!.wall.tiles.filter((t) => t !== f2)];
    const loose = state.hand!.wall.tiles.at(-1)!;
    const { state: discarded } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6m') }, CLOSE);
    const { state: s, events } = play(discarded, { type: 'draw', seat: 1 });
    expect(events.map((e) => e.type)).toEqual(['drew', 'bonusExposed', 'drew']);
    expect(s.hand!.seats[1].bonus).toEqual([f2]);
    expect(s.hand!.seats[1].concealed).toContain(loose);
    expect(s.hand!.seats[1].concealed).toHaveLength(14);
  });

  it('Millington: a bonus tile must be declared; it cannot be discarded; the replacement comes from the live wall\'s end', () => {
    const state = table({ preset: 'millington', hands: [quiet[3] + '6m', quiet[1], quiet[2], '59m258p258s1234z7z'] });
    state.hand!.wall.tiles = [f2, ...state.hand!.wall.tiles.filter((t) => t !== f2)];
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6m') }, CLOSE, { type: 'draw', seat: 1 });
    expect(s.hand!.seats[1].concealed).toContain(f2);
    expect(legalActions(s, 1)).toContainEqual({ type: 'bonus', seat: 1, tile: f2 });
    expect(refused(s, { type: 'discard', seat: 1, tile: f2 })).toMatch(/never discarded/);
    const wall = s.hand!.wall;
    // The top tile of the live wall's end stack (the fixture's wall is whole stacks from its end).
    const liveEnd = wall.tiles[wall.tiles.length - wall.dead - 2];
    ({ state: s } = play(s, { type: 'bonus', seat: 1, tile: f2 }));
    expect(s.hand!.seats[1].bonus).toEqual([f2]);
    expect(s.hand!.seats[1].concealed).toContain(liveEnd);
  });

  it('Millington: a bonus tile not declared in the turn it came is forfeit: no replacement, no score, never discarded', () => {
    const state = table({ preset: 'millington', hands: [quiet[3] + '6m', quiet[1], quiet[2], '59m258p258s1234z7z'] });
    state.hand!.wall.tiles = [f2, ...state.hand!.wall.tiles.filter((t) => t !== f2)];
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '6m') }, CLOSE, { type: 'draw', seat: 1 });
    ({ state: s } = play(s, { type: 'discard', seat: 1, tile: held(s, 1, '9m') }, CLOSE, { type: 'draw', seat: 2 }, { type: 'discard', seat: 2, tile: held(s, 2, '9m') }, CLOSE));
    ({ state: s } = play(s, { type: 'draw', seat: 3 }, { type: 'discard', seat: 3, tile: held(s, 3, '9m') }, CLOSE, { type: 'draw', seat: 0 }));
    ({ state: s } = play(s, { type: 'discard', seat: 0, tile: held(s, 0, '7z') }, CLOSE, { type: 'draw', seat: 1 }));
    expect(s.hand!.seats[1].concealed).toContain(f2);
    expect(legalActions(s, 1).some((a) => a.type === 'bonus')).toBe(false);
    expect(refused(s, { type: 'bonus', seat: 1, tile: f2 })).toMatch(/declared in the turn it came/);
    expect(refused(s, { type: 'discard', seat: 1, tile: f2 })).toMatch(/never discarded/);
    expect(s.hand!.seats[1].bonus).toEqual([]);
  });

  it('Hungarian bonus tiles cannot be declared by hand (they are automatic)', () => {
    const state = table({ preset: 'hungarian', hands: [quiet[3] + '6m', quiet[1], quiet[2], quiet[1]] });
    expect(refused(state, { type: 'bonus', seat: 0, tile: heldAll(state, 0, '6m', 1)[0] })).toMatch(/automatically/);
  });
});
