import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/table/legal';
import { kindOf } from '../../../shared/tiles';
import type { TableState } from '../../../shared/table/types';
import { liveCount } from '../../../shared/wall';
import { eventsFor, viewFor } from '../../../shared/view';
import { CLOSE, held, heldAll, k, kinds, play, refused, table } from './fixture';

// Seat 0 (East, to move) discards 1m in most cases below. Filler tiles are chosen so that no seat
// has a claim unless the test gives it one.
const EAST = '1m147p147s1234567z';
const quiet = {
  1: '59m258p258s1234z7z',
  2: '69m369p369s12356z',
  3: '78m58p47s1234567z',
};

const claimsOf = (state: TableState, seat: 0 | 1 | 2 | 3) =>
  legalActions(state, seat).flatMap((a) => (a.type === 'claim' ? [a.claim] : a.type === 'pass' ? ['pass'] : []));

describe('claims on a discard (docs/rules/readings.md "Play")', () => {
  it('chow only by the next player', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, '23m9m258p258s1234z', '23m9m369p369s1235z', quiet[3]] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(s.hand!.phase).toBe('claims');
    expect(claimsOf(s, 1)).toEqual(['chow', 'pass']);
    expect(claimsOf(s, 2)).toEqual([]);
    expect(refused(s, { type: 'claim', seat: 2, claim: 'chow', tiles: [held(s, 2, '2m'), held(s, 2, '3m')] })).toMatch(/cannot claim/);
    const { state: after, events } = play(s, { type: 'claim', seat: 1, claim: 'chow', tiles: [held(s, 1, '2m'), held(s, 1, '3m')] });
    expect(events).toContainEqual(expect.objectContaining({ type: 'claimed', seat: 1, claim: 'chow' }));
    expect(kinds(after.hand!.seats[1].melds[0].tiles)).toEqual([k('1m'), k('2m'), k('3m')]);
    expect(after.hand!.turn).toBe(1);
    expect(after.hand!.phase).toBe('discard');
    expect(after.hand!.seats[0].discards[0].claimed).toBe(true);
  });

  it('classical: any player may take a discard for a chow that completes Mah-Jong', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], '23m456p789p123s55z', quiet[3]] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(claimsOf(s, 2)).toEqual(['win', 'pass']);
    const { state: won } = play(s, { type: 'claim', seat: 2, claim: 'win', tiles: [] });
    expect(won.hand!.result!.winners).toEqual([expect.objectContaining({ seat: 2, from: 0, source: 'discard' })]);
  });

  it('pung from anyone; play continues to the right of the claimer, skipping players', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], '11m9m369p369s1235z', quiet[3]] });
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    ({ state: s } = play(s, { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(s, 2, '1m', 2) }));
    expect(s.hand!.turn).toBe(2);
    expect(refused(s, { type: 'win', seat: 2 })).toMatch(/not complete/);
    ({ state: s } = play(s, { type: 'discard', seat: 2, tile: held(s, 2, '5z') }, CLOSE));
    expect(s.hand!.turn).toBe(3);
    expect(s.hand!.phase).toBe('draw');
  });

  it('a win beats a pung, and a pung beats a chow, whoever answers first', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, '23m9m258p258s1234z', '11m9m369p369s1235z', quiet[3]] });
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    ({ state: s } = play(
      s,
      { type: 'claim', seat: 1, claim: 'chow', tiles: [held(s, 1, '2m'), held(s, 1, '3m')] },
      { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(s, 2, '1m', 2) },
    ));
    expect(s.hand!.turn).toBe(2);
    expect(s.hand!.seats[2].melds[0].type).toBe('pung');
    expect(s.hand!.seats[1].melds).toEqual([]);

    const winner = table({ preset: 'hungarian', hands: [EAST, '23m9m258p258s1234z', '11m9m369p369s1235z', '23m456p789p123s55z'] });
    let { state: w } = play(winner, { type: 'discard', seat: 0, tile: held(winner, 0, '1m') });
    ({ state: w } = play(
      w,
      { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(w, 2, '1m', 2) },
      { type: 'claim', seat: 1, claim: 'chow', tiles: [held(w, 1, '2m'), held(w, 1, '3m')] },
      { type: 'claim', seat: 3, claim: 'win', tiles: [] },
    ));
    expect(w.hand!.result!.winners.map((x) => x.seat)).toEqual([3]);
  });

  it('head bump (classical): of several wins only the one nearest the discarder\'s right takes the tile', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], '23m456p789p123s55z', '23m456s789s123p66z'] });
    const { state: s } = play(
      state,
      { type: 'discard', seat: 0, tile: held(state, 0, '1m') },
      { type: 'claim', seat: 3, claim: 'win', tiles: [] },
      { type: 'claim', seat: 2, claim: 'win', tiles: [] },
    );
    expect(s.hand!.result!.winners.map((w) => w.seat)).toEqual([2]);
  });

  it('multiple ron (riichi): every seat that claims the win wins', () => {
    const state = table({ preset: 'riichi', hands: [EAST, quiet[1], '23m456p789p123s55z', '23m456s789s123p66z'] });
    const { state: s } = play(
      state,
      { type: 'discard', seat: 0, tile: held(state, 0, '1m') },
      { type: 'claim', seat: 3, claim: 'win', tiles: [] },
      { type: 'claim', seat: 2, claim: 'win', tiles: [] },
    );
    expect(s.hand!.result!.winners.map((w) => w.seat)).toEqual([2, 3]);
  });

  it('a win claim cannot be withdrawn', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], '23m456p789p123s55z', '11m9m369p369s1235z'] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'claim', seat: 2, claim: 'win', tiles: [] });
    expect(s.hand!.phase).toBe('claims'); // seat 3 has not answered yet
    expect(refused(s, { type: 'pass', seat: 2 })).toMatch(/already answered/);
    const { state: done } = play(s, { type: 'claim', seat: 3, claim: 'pung', tiles: heldAll(s, 3, '1m', 2) });
    expect(done.hand!.result!.winners.map((w) => w.seat)).toEqual([2]);
  });

  it('the pair may come from a discard only when it completes the hand', () => {
    const single = table({ preset: 'hungarian', hands: ['7z19m47p147s123456z', quiet[1], '7z9m369p369s12345z', quiet[3]] });
    const { state: s } = play(single, { type: 'discard', seat: 0, tile: held(single, 0, '7z') });
    expect(claimsOf(s, 2)).toEqual([]);
    const waiting = table({ preset: 'hungarian', hands: ['7z19m47p147s123456z', quiet[1], '7z123m456p789p123s', quiet[3]] });
    const { state: w } = play(waiting, { type: 'discard', seat: 0, tile: held(waiting, 0, '7z') });
    expect(claimsOf(w, 2)).toEqual(['win', 'pass']);
  });

  it('an exposed pung never takes a discard; a concealed pung can take one for an exposed kong', () => {
    // Seat 2 has an exposed pung of 9p and no 9p in hand.
    const s0 = table({ preset: 'hungarian', hands: ['9p18m47p147s123456z', quiet[1], '9m36p369s1234567z', quiet[3]] });
    const nines = s0.hand!.wall.tiles.filter((t) => kindOf(t) === k('9p'));
    s0.hand!.seats[2].melds.push({ type: 'pung', tiles: nines, concealed: false, from: 1, claimedTile: nines[2], added: false });
    s0.hand!.wall.tiles = s0.hand!.wall.tiles.filter((t) => !nines.includes(t));
    s0.hand!.seats[2].concealed.pop(); // 13 tiles less the 3 now in the pung
    const { state: s } = play(s0, { type: 'discard', seat: 0, tile: held(s0, 0, '9p') });
    expect(claimsOf(s, 2)).toEqual([]);

    const concealed = table({ preset: 'hungarian', hands: ['9p18m47p147s123456z', quiet[1], '999p9m36p36s12345z', quiet[3]] });
    let { state: c } = play(concealed, { type: 'discard', seat: 0, tile: held(concealed, 0, '9p') });
    expect(claimsOf(c, 2)).toEqual(['kong', 'pung', 'pass']);
    const wallBefore = c.hand!.wall.tiles.length;
    let events;
    ({ state: c, events } = play(c, { type: 'claim', seat: 2, claim: 'kong', tiles: heldAll(c, 2, '9p', 3) }));
    expect(c.hand!.seats[2].melds[0]).toMatchObject({ type: 'kong', concealed: false, from: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'drew', seat: 2, source: 'replacement' }));
    expect(c.hand!.wall.tiles.length).toBe(wallBefore - 1);
    expect(c.hand!.turn).toBe(2);
    expect(c.hand!.phase).toBe('discard');
  });
});

describe('claim timing', () => {
  it('riichi: a pung claimed after the next player drew, within the window, puts the drawn tile back', () => {
    const state = table({ preset: 'riichi', hands: [EAST, quiet[1], '11m9m369p369s1235z', quiet[3]] });
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    const nextTile = s.hand!.wall.tiles[0];
    ({ state: s } = play(s, { type: 'draw', seat: 1 }));
    expect(s.hand!.seats[1].concealed).toContain(nextTile);
    expect(s.hand!.phase).toBe('claims');
    let events;
    ({ state: s, events } = play(s, { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(s, 2, '1m', 2) }));
    expect(events).toContainEqual({ type: 'drawReturned', seat: 1 });
    expect(s.hand!.seats[1].concealed).not.toContain(nextTile);
    expect(s.hand!.seats[1].concealed).toHaveLength(13);
    expect(s.hand!.wall.tiles[0]).toBe(nextTile);
    expect(s.hand!.turn).toBe(2);
  });

  it('riichi: an early draw stays face down, even to its drawer, until the window closes; a tile that goes back was never seen', () => {
    const state = table({ preset: 'riichi', hands: [EAST, quiet[1], '11m9m369p369s1235z', quiet[3]] });
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    const nextTile = s.hand!.wall.tiles[0];
    let events;
    ({ state: s, events } = play(s, { type: 'draw', seat: 1 }));
    expect(eventsFor(events, 1)).toContainEqual({ type: 'drew', seat: 1, tile: null, source: 'wall', early: true });
    const drawer = viewFor(s, 1).hand!;
    expect(drawer.drawn).toBeNull();
    expect(drawer.drawnFaceDown).toBe(true);
    expect(drawer.seats[1].concealed).toHaveLength(13);
    expect(drawer.seats[1].concealed).not.toContain(nextTile);
    expect(drawer.seats[1].concealedCount).toBe(14);
    // Whatever the tile, the drawer's view and events are the same (another tile swapped to the top of the wall).
    const swapped = structuredClone(state);
    const wall = swapped.hand!.wall.tiles;
    [wall[0], wall[1]] = [wall[1], wall[0]];
    const other = play(play(swapped, { type: 'discard', seat: 0, tile: held(swapped, 0, '1m') }).state, { type: 'draw', seat: 1 });
    expect(viewFor(other.state, 1)).toEqual(viewFor(s, 1));
    expect(eventsFor(other.events, 1)).toEqual(eventsFor(events, 1));
    // Somebody calls: the tile goes back to the wall, and its face was never shown to anyone.
    ({ state: s, events } = play(s, { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(s, 2, '1m', 2) }));
    for (const seat of [0, 1, 2, 3] as const) expect(eventsFor(events, seat).some((e) => 'tile' in e && e.tile === nextTile)).toBe(false);
    expect(viewFor(s, 1).hand!.drawnFaceDown).toBe(false);

    // Nobody calls: the drawer sees the tile once the window closes (its own event, and the view).
    ({ state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'draw', seat: 1 }));
    ({ state: s, events } = play(s, { type: 'timeout' }));
    expect(eventsFor(events, 1)).toContainEqual({ type: 'drawKept', seat: 1, tile: nextTile });
    expect(eventsFor(events, 2)).toContainEqual({ type: 'drawKept', seat: 1, tile: null });
    expect(viewFor(s, 1).hand!.drawn).toBe(nextTile);
    expect(viewFor(s, 1).hand!.drawnFaceDown).toBe(false);
  });

  it('riichi: when nobody claims, the early draw stands and the drawer plays on', () => {
    const state = table({ preset: 'riichi', hands: [EAST, quiet[1], '11m9m369p369s1235z', quiet[3]] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'draw', seat: 1 }, { type: 'timeout' });
    expect(s.hand!.turn).toBe(1);
    expect(s.hand!.phase).toBe('discard');
    expect(s.hand!.seats[1].concealed).toHaveLength(14);
  });

  it('riichi: after the last live tile is discarded the next player cannot draw in the window; the pass ends the hand', () => {
    // West could win on the last discard (houtei), so the window opens; no call but a win is left.
    const state = table({ preset: 'riichi', hands: [EAST, quiet[1], '23m456p789p123s55z', quiet[3]] });
    const hand = state.hand!;
    hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(s.hand!.phase).toBe('claims');
    expect(legalActions(s, 1).some((a) => a.type === 'draw')).toBe(false);
    expect(refused(s, { type: 'draw', seat: 1 })).toMatch(/wall is empty/);
    let events;
    ({ state: s, events } = play(s, { type: 'timeout' }));
    expect(events).toContainEqual(expect.objectContaining({ type: 'exhaustiveDraw' }));
  });

  it('classical: nobody draws while the window is open, and once the next player draws the discard is dead', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], '11m9m369p369s1235z', quiet[3]] });
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(refused(s, { type: 'draw', seat: 1 })).toMatch(/not your turn/);
    ({ state: s } = play(s, { type: 'timeout' }));
    expect(s.hand!.phase).toBe('draw');
    ({ state: s } = play(s, { type: 'draw', seat: 1 }));
    expect(refused(s, { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(s, 2, '1m', 2) })).toMatch(/nothing to claim/);
  });

  it('the timer makes everyone who has not answered pass', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, '23m9m258p258s1234z', '11m9m369p369s1235z', quiet[3]] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'timeout' });
    expect(s.hand!.turn).toBe(1);
    expect(s.hand!.phase).toBe('draw');
    expect(s.hand!.seats[0].discards[0].claimed).toBe(false);
  });
});

describe('the turn', () => {
  it("East's first turn has no draw", () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], quiet[2], quiet[3]] });
    expect(refused(state, { type: 'draw', seat: 0 })).toMatch(/not your turn/);
    expect(legalActions(state, 0).every((a) => a.type === 'discard')).toBe(true);
  });

  it('out-of-turn and unheld tiles are refused and change nothing', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], quiet[2], quiet[3]] });
    expect(refused(state, { type: 'discard', seat: 1, tile: held(state, 1, '5m') })).toMatch(/not your turn/);
    expect(refused(state, { type: 'discard', seat: 0, tile: held(state, 1, '5m') })).toMatch(/do not hold/);
    expect(refused(state, { type: 'discard', seat: 0, tile: 999 })).toMatch(/unknown tile/);
  });

  it('discards are kept per seat in order', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], quiet[2], quiet[3]], wall: '9s' });
    const { state: s } = play(
      state,
      { type: 'discard', seat: 0, tile: held(state, 0, '1z') },
      CLOSE,
      { type: 'draw', seat: 1 },
    );
    const { state: s2 } = play(s, { type: 'discard', seat: 1, tile: held(s, 1, '9s') });
    expect(kinds(s2.hand!.seats[0].discards.map((d) => d.tile))).toEqual([k('1z')]);
    expect(kinds(s2.hand!.seats[1].discards.map((d) => d.tile))).toEqual([k('9s')]);
  });

  it('exhaustive draw: when only the dead wall is left after a discard nobody claims, the hand is drawn', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, quiet[1], quiet[2], quiet[3]] });
    const hand = state.hand!;
    hand.wall.tiles = hand.wall.tiles.slice(hand.wall.tiles.length - hand.wall.dead);
    expect(liveCount(hand.wall)).toBe(0);
    const { state: s, events } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1z') }, CLOSE);
    expect(events).toContainEqual(expect.objectContaining({ type: 'exhaustiveDraw' }));
    expect(s.hand!.result!.kind).toBe('draw');
  });
});

describe('the claim window tells nobody whether another seat could claim', () => {
  // The same discard, once when West could pung it and once when nobody could: what South and
  // North see and may do must not differ.
  const withPung = () => table({ preset: 'hungarian', hands: [EAST, quiet[1], '11m9m369p369s1235z', quiet[3]] });
  const withoutPung = () => table({ preset: 'hungarian', hands: [EAST, quiet[1], '19m9m369p369s1235z', quiet[3]] });
  const after = (state: TableState) => play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });

  it('a window opens after every discard, and one nobody can claim waits for the host', () => {
    const { state: s, events } = after(withoutPung());
    expect(s.hand!.phase).toBe('claims');
    expect(events.map((e) => e.type)).toEqual(['discarded', 'claimWindowOpened']);
    for (const seat of [1, 2, 3] as const) expect(legalActions(s, seat)).toEqual([]);
    expect(refused(s, { type: 'draw', seat: 1 })).toMatch(/not your turn/);
    const { state: closed } = play(s, CLOSE);
    expect(closed.hand!.phase).toBe('draw');
    expect(closed.hand!.turn).toBe(1);
  });

  it('the views of the seats without a claim are the same either way', () => {
    const a = after(withPung());
    const b = after(withoutPung());
    expect(claimsOf(a.state, 2)).toEqual(['pung', 'pass']);
    for (const seat of [1, 3] as const) {
      const strip = (v: ReturnType<typeof viewFor>) => ({ ...v, hand: { ...v.hand!, seats: v.hand!.seats.map((x, i) => (i === 2 ? null : x)) } });
      expect(strip(viewFor(a.state, seat))).toEqual(strip(viewFor(b.state, seat)));
      expect(eventsFor(a.events, seat)).toEqual(eventsFor(b.events, seat));
    }
  });
});
