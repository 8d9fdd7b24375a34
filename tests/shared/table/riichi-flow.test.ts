import { describe, expect, it } from 'vitest';
import { legalActions } from '../../../shared/table/legal';
import { CLOSE, held, heldAll, play, refused, table } from './fixture';

const quiet = {
  1: '59m258p258s1234z7z',
  2: '69m369p369s12356z',
  3: '78m58p47s1234567z',
};
// East: ready on 1m/4m after discarding 9s.
const EAST_READY = '23m456p789p123s55z9s';

describe('riichi flow', () => {
  it('riichi needs a closed ready hand; the 1,000 deposit is paid once the discard passes', () => {
    const state = table({ preset: 'riichi', hands: [EAST_READY, quiet[1], quiet[2], quiet[3]] });
    expect(refused(state, { type: 'discard', seat: 0, tile: held(state, 0, '2m'), riichi: true })).toMatch(/ready/);
    expect(legalActions(state, 0)).toContainEqual({ type: 'discard', seat: 0, tile: held(state, 0, '9s'), riichi: true });
    const { state: s, events } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9s'), riichi: true }, CLOSE);
    expect(events).toContainEqual({ type: 'riichiDeclared', seat: 0 });
    expect(s.hand!.seats[0].riichi).toMatchObject({ double: true, ippatsu: true, depositPaid: true });
    expect(s.game.scores[0]).toBe(29000);
    expect(s.game.riichiSticks).toBe(1);
  });

  it('a riichi discard that is won on pays no deposit', () => {
    // West waits on 1z with a pung of white dragons (a yaku), and wins on East's riichi discard.
    const state = table({ preset: 'riichi', hands: ['23m456p789p123s66z1z', quiet[1], '1z555z123m456s789s', '78m58p47s234567z9m'] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1z'), riichi: true }, { type: 'claim', seat: 2, claim: 'win', tiles: [] });
    expect(s.hand!.result!.winners[0].seat).toBe(2);
    expect(s.game.riichiSticks).toBe(0);
    expect(s.hand!.seats[0].riichi!.depositPaid).toBe(false);
    expect(s.game.scores[0]).toBe(30000 + s.hand!.result!.deltas[0]); // only the ron payment
  });

  it('after riichi the player must discard the drawn tile, and any call breaks ippatsu', () => {
    // East (in riichi, ready on 1m/4m) is to draw 1s; it may only throw that tile.
    const state = table({ preset: 'riichi', hands: ['23m456p789p123s55z', quiet[1], '11s9m369p369s1235z', quiet[3]], wall: '1s', phase: 'draw' });
    state.hand!.seats[0].riichi = { discardIndex: 0, double: false, ippatsu: true, depositPaid: true };
    let { state: s } = play(state, { type: 'draw', seat: 0 });
    const drawn = s.hand!.lastDraw!.tile;
    expect(legalActions(s, 0).filter((a) => a.type === 'discard')).toEqual([{ type: 'discard', seat: 0, tile: drawn }]);
    expect(refused(s, { type: 'discard', seat: 0, tile: held(s, 0, '2m') })).toMatch(/tile you drew/);
    ({ state: s } = play(s, { type: 'discard', seat: 0, tile: drawn }));
    expect(s.hand!.seats[0].riichi!.ippatsu).toBe(false); // the next own discard ends ippatsu anyway
    s.hand!.seats[0].riichi!.ippatsu = true;
    ({ state: s } = play(s, { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(s, 2, '1s', 2) }));
    expect(s.hand!.seats[0].riichi!.ippatsu).toBe(false);
  });

  it('permanent furiten: a player whose wait is in their own discards cannot win on a discard', () => {
    const state = table({ preset: 'riichi', hands: [quiet[3] + '1m', quiet[1], '23m456p789p123s55z', '59m258p258s1234z7z'] });
    // Seat 2 once discarded a 4m (one of its waits).
    const four = state.hand!.wall.tiles.find((t) => t >> 2 === 3)!;
    state.hand!.wall.tiles = state.hand!.wall.tiles.filter((t) => t !== four);
    state.hand!.seats[2].discards.push({ tile: four, claimed: false, riichi: false });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(legalActions(s, 2)).toEqual([]);
    // Classical rules have no furiten.
    const classical = table({ preset: 'hungarian', hands: [quiet[3] + '1m', quiet[1], '23m456p789p123s55z', '59m258p258s1234z7z'] });
    classical.hand!.seats[2].discards.push({ tile: classical.hand!.wall.tiles.find((t) => t >> 2 === 3)!, claimed: false, riichi: false });
    const { state: c } = play(classical, { type: 'discard', seat: 0, tile: held(classical, 0, '1m') });
    expect(legalActions(c, 2).map((a) => a.type)).toContain('claim');
  });

  it('temporary furiten: passing a winning tile blocks ron until the player draws again', () => {
    // Seat 2 waits on 1m/4m. It passes East's 1m; then seat 1 draws and throws a 4m.
    const state = table({ preset: 'riichi', hands: ['1m47p147s1234567z9s', quiet[1], '23m456p789p123s55z', '59m258p258s1234z7z'], wall: '4m' });
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'pass', seat: 2 });
    expect(s.hand!.seats[2].temporaryFuriten).toBe(true);
    ({ state: s } = play(s, { type: 'draw', seat: 1 }));
    ({ state: s } = play(s, { type: 'discard', seat: 1, tile: held(s, 1, '4m') }));
    expect(legalActions(s, 2).some((a) => a.type === 'claim' && a.claim === 'win')).toBe(false);
    if (s.hand!.phase === 'claims') ({ state: s } = play(s, { type: 'timeout' }));
    ({ state: s } = play(s, { type: 'draw', seat: 2 }));
    expect(s.hand!.seats[2].temporaryFuriten).toBe(false);
  });

  it('riichi furiten: passing a winning tile after riichi lasts for the rest of the hand', () => {
    const state = table({ preset: 'riichi', hands: ['1m4m78m58p47s123456z', quiet[1], '23m456p789p123s55z', '59m258p258s1234z7z'] });
    state.hand!.seats[2].riichi = { discardIndex: 0, double: false, ippatsu: false, depositPaid: true };
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'pass', seat: 2 });
    expect(s.hand!.seats[2].riichiFuriten).toBe(true);
    ({ state: s } = play(s, { type: 'draw', seat: 1 }));
    ({ state: s } = play(s, { type: 'discard', seat: 1, tile: s.hand!.lastDraw!.tile }));
    if (s.hand!.phase === 'claims') ({ state: s } = play(s, { type: 'timeout' }));
    ({ state: s } = play(s, { type: 'draw', seat: 2 }));
    expect(s.hand!.seats[2].temporaryFuriten).toBe(false);
    expect(s.hand!.seats[2].riichiFuriten).toBe(true);
  });

  it('riichi furiten: drawing instead of calling ron on a winning tile passes it too', () => {
    // South (next to East) is in riichi on 1m/4m and draws rather than winning on East's 1m.
    const state = table({ preset: 'riichi', hands: ['1m4m78m58p47s123456z', '23m456p789p123s55z', quiet[2], '59m258p258s1234z7z'] });
    state.hand!.seats[1].riichi = { discardIndex: 0, double: false, ippatsu: false, depositPaid: true };
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    expect(legalActions(s, 1).map((a) => a.type)).toEqual(['claim', 'pass', 'draw']);
    ({ state: s } = play(s, { type: 'draw', seat: 1 }));
    expect(s.hand!.seats[1].riichiFuriten).toBe(true);
    // The draw starts South's turn: only the riichi furiten outlasts it.
    expect(s.hand!.seats[1].temporaryFuriten).toBe(false);
  });

  it('temporary furiten: drawing during the window instead of calling ron ends with that draw, as passing and then drawing does', () => {
    // South waits on 4m/7m (all simples) and draws on East's 4m; a go-round later West throws a 7m.
    const hands: [string, string, string, string] = ['4m47p147s1234567z9s', '56m234p456p678s22s', '7m58p258s1234z67z9s', quiet[3]];
    for (const early of [true, false]) {
      const state = table({ preset: 'riichi', hands, wall: '9p9p9p' });
      let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '4m') });
      expect(legalActions(s, 1).some((a) => a.type === 'claim' && a.claim === 'win')).toBe(true);
      ({ state: s } = early ? play(s, { type: 'draw', seat: 1 }) : play(s, { type: 'pass', seat: 1 }, { type: 'draw', seat: 1 }));
      if (s.hand!.phase === 'claims') ({ state: s } = play(s, { type: 'timeout' }));
      ({ state: s } = play(s, { type: 'discard', seat: 1, tile: s.hand!.lastDraw!.tile }));
      if (s.hand!.phase === 'claims') ({ state: s } = play(s, { type: 'timeout' }));
      ({ state: s } = play(s, { type: 'draw', seat: 2 }, { type: 'discard', seat: 2, tile: held(s, 2, '7m') }));
      expect(legalActions(s, 1).some((a) => a.type === 'claim' && a.claim === 'win'), early ? 'drew early' : 'passed, then drew').toBe(true);
    }
  });

  it('temporary furiten comes back when an early draw is put back by a claim, and ends with a claim', () => {
    // North passed a winning 1m (temporary furiten); it draws early on West's 7z, which South pungs.
    const state = table({
      preset: 'riichi',
      hands: [quiet[3], '77z9m58p258s1234z6z', '78m58p47s12345z67z9s', '23m456p789p123s55z'],
      turn: 2,
      phase: 'discard',
    });
    state.hand!.seats[3].temporaryFuriten = true;
    let { state: s } = play(state, { type: 'discard', seat: 2, tile: held(state, 2, '7z') }, { type: 'draw', seat: 3 });
    expect(s.hand!.seats[3].temporaryFuriten).toBe(false);
    ({ state: s } = play(s, { type: 'claim', seat: 1, claim: 'pung', tiles: heldAll(s, 1, '7z', 2) }));
    expect(s.hand!.seats[3].concealed).toHaveLength(13);
    expect(s.hand!.seats[3].temporaryFuriten).toBe(true);
    // South, itself in temporary furiten, is out of it once it has called.
    const called = table({ preset: 'riichi', hands: ['1m147p147s1234567z', quiet[1], '111m9m369p36s1235z', quiet[3]] });
    called.hand!.seats[2].temporaryFuriten = true;
    const { state: c } = play(called, { type: 'discard', seat: 0, tile: held(called, 0, '1m') }, { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(called, 2, '1m', 2) });
    expect(c.hand!.seats[2].temporaryFuriten).toBe(false);
  });

  it('kuikae: after a pung the claimed kind may not be discarded at once', () => {
    const state = table({ preset: 'riichi', hands: ['1m147p147s1234567z', quiet[1], '111m9m369p36s1235z', quiet[3]] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') }, { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(state, 2, '1m', 2) });
    expect(refused(s, { type: 'discard', seat: 2, tile: held(s, 2, '1m') })).toMatch(/right after calling/);
  });
});
