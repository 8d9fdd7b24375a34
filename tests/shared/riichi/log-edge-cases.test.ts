/**
 * Hand-made edge cases of a recorded game (issue T3 5/8, item 7), each dealt as given and played
 * by a script through the engine, then written as tenhou.net/6 and as mjai and opened again: the
 * opened game ends every hand the same way with the same deltas, and writes the same logs.
 */
import { describe, expect, it } from 'vitest';
import { presetById } from '../../../shared/rules/presets';
import { importMjai } from '../../../shared/rules/riichi/logs/mjai-import';
import { mjaiLog } from '../../../shared/rules/riichi/logs/mjai-writer';
import { exportTenhou } from '../../../shared/rules/riichi/logs/tenhou-export';
import { encodeTenhou, parseTenhou } from '../../../shared/rules/riichi/logs/tenhou-format';
import { importTenhou } from '../../../shared/rules/riichi/logs/tenhou-import';
import { apply } from '../../../shared/table/apply';
import { explicitFromArranged } from '../../../shared/table/arranged';
import { newTable } from '../../../shared/table/start';
import type { Action, Seat, TableState } from '../../../shared/table/types';
import { held, heldAll } from '../table/fixture';

const SEED = 'ef'.repeat(32);

/** A game of one hand: dealt as written (seat 0 deals), then `script` plays it (`act` applies, `s()` is the state). */
function scripted(presetId: string, hands: [string, string, string, string], wall: string, script: (act: (a: Action) => void, s: () => TableState) => void) {
  const preset = presetById(presetId);
  const initial: TableState = { ...newTable(preset), playerAtSeat: [0, 1, 2, 3] };
  let state = initial;
  const actions: Action[] = [];
  const act = (a: Action) => {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    state = r.state;
    actions.push(a);
  };
  act({ type: 'startHand', seed: SEED, deal: explicitFromArranged(preset, { hands, wall }, 14) });
  script(act, () => state);
  expect(state.hand!.phase).toBe('over');
  return { preset, initial, actions, final: state };
}

function roundTrips(game: ReturnType<typeof scripted>): void {
  const tenhou = JSON.stringify(encodeTenhou(exportTenhou(game.initial, game.actions)));
  const t = importTenhou(parseTenhou(tenhou), game.preset);
  if (!t.ok) throw new Error(`tenhou: hand ${t.hand}, step ${t.step}: ${t.error}`);
  expect(t.game.final.hand!.result).toEqual(game.final.hand!.result);
  expect(JSON.stringify(encodeTenhou(exportTenhou(t.game.initial, t.game.actions)))).toBe(tenhou);
  const mjai = mjaiLog(game.initial, game.actions).map((e) => JSON.stringify(e)).join('\n');
  const m = importMjai(mjai);
  if (!m.ok) throw new Error(`mjai: hand ${m.hand}, step ${m.step}: ${m.error}`);
  expect(m.game.final.hand!.result).toEqual(game.final.hand!.result);
  expect(mjaiLog(m.game.initial, m.game.actions).map((e) => JSON.stringify(e)).join('\n')).toBe(mjai);
}

// Seats 1 and 2 both wait on 1m-4m with a dragon pung; seat 3 holds nothing that claims 1m.
const SOUTH = '23m555z456p789s99s';
const WEST = '23m666z345p678s22s';
const NORTH = '789m1234z99p1p57s3s';

describe('edge cases of recorded games, opened again exactly', () => {
  it('double ron on the first discard', () => {
    const game = scripted('riichi', ['1m9m19p19s1234z67z88p', SOUTH, WEST, NORTH], '', (act, s) => {
      act({ type: 'discard', seat: 0, tile: held(s(), 0, '1m') });
      act({ type: 'claim', seat: 1, claim: 'win', tiles: [] });
      act({ type: 'claim', seat: 2, claim: 'win', tiles: [] });
      if (s().hand!.phase === 'claims') act({ type: 'timeout' });
    });
    expect(game.final.hand!.result!.winners.map((w) => w.seat)).toEqual([1, 2]);
    roundTrips(game);
  });

  it('nine terminals and honours: the dealer abandons the hand at once', () => {
    const game = scripted('riichi+abortiveDraws=true', ['19m19p19s1234567z1m', SOUTH, WEST, NORTH], '', (act) => act({ type: 'nineTerminals', seat: 0 }));
    expect(game.final.hand!.result!.abortive).toBeTruthy();
    roundTrips(game);
  });

  it('a concealed kan and its replacement tile, with red fives, the hand played out', () => {
    // East holds four 7p: the kan, the dead wall's first replacement tile, then everyone draws and lets go until the hand ends.
    const game = scripted('riichi+redFives=true', ['7777p123m456s11z22z', SOUTH, WEST, NORTH], '', (act, s) => {
      const kan = heldAll(s(), 0, '7p', 4);
      act({ type: 'kong', seat: 0, tile: kan[0] });
      const drawn = s().hand!.lastDraw!.tile;
      const win = apply(s(), { type: 'win', seat: 0 });
      if (win.ok) act({ type: 'win', seat: 0 });
      else {
        act({ type: 'discard', seat: 0, tile: drawn });
        while (s().hand!.phase !== 'over') {
          const h = s().hand!;
          if (h.phase === 'claims') act({ type: 'timeout' });
          else if (h.phase === 'draw') act({ type: 'draw', seat: h.turn as Seat });
          else act({ type: 'discard', seat: h.turn as Seat, tile: h.lastDraw?.tile ?? h.seats[h.turn].concealed[0] });
        }
      }
    });
    expect(game.actions.some((a) => a.type === 'kong')).toBe(true);
    roundTrips(game);
  });

  it('a kan added to a pon is robbed (chankan)', () => {
    // South pons East's 5s; everyone draws and lets go once; South draws the fourth 5s and adds it;
    // West, ready on 5s (a green dragon pung, a 4s–6s wait), robs it.
    const game = scripted('riichi', ['5s9m19p1s1234z677z88p', '55s123m555z789p19m', '11m666z345p678s46s', '789m1234z99p1p79s3s'], '2z3z4z5s', (act, s) => {
      const next = (seat: Seat) => {
        if (s().hand!.phase === 'claims') act({ type: 'timeout' });
        act({ type: 'draw', seat });
        act({ type: 'discard', seat, tile: s().hand!.lastDraw!.tile });
      };
      act({ type: 'discard', seat: 0, tile: held(s(), 0, '5s') });
      act({ type: 'claim', seat: 1, claim: 'pung', tiles: heldAll(s(), 1, '5s', 2) });
      if (s().hand!.phase === 'claims') act({ type: 'timeout' });
      act({ type: 'discard', seat: 1, tile: held(s(), 1, '1m') });
      next(2);
      next(3);
      next(0);
      if (s().hand!.phase === 'claims') act({ type: 'timeout' });
      act({ type: 'draw', seat: 1 });
      act({ type: 'kong', seat: 1, tile: s().hand!.lastDraw!.tile });
      act({ type: 'claim', seat: 2, claim: 'win', tiles: [] });
      if (s().hand!.phase === 'claims') act({ type: 'timeout' });
    });
    expect(game.final.hand!.result!.winners).toMatchObject([{ seat: 2, source: 'robbed-kong' }]);
    roundTrips(game);
  });

  it('four riichi: every player declares on the first go-around, and the hand is abandoned', () => {
    const game = scripted('riichi+abortiveDraws=true', ['123m456p789s1122z9p', '234m567p678s3344z', '345m678p123s5566z', '456m123p456s7799p'], '1m9m1s', (act, s) => {
      act({ type: 'discard', seat: 0, tile: held(s(), 0, '9p'), riichi: true });
      for (const seat of [1, 2, 3] as Seat[]) {
        if (s().hand!.phase === 'claims') act({ type: 'timeout' });
        act({ type: 'draw', seat });
        act({ type: 'discard', seat, tile: s().hand!.lastDraw!.tile, riichi: true });
      }
      if (s().hand!.phase === 'claims') act({ type: 'timeout' });
    });
    expect(game.final.hand!.result!.abortive).toBeTruthy();
    roundTrips(game);
  });

  it.each([
    ['riichi', 'three winners'],
    ['riichi+abortiveDraws=true', 'an abortive draw'],
  ])('triple ron (%s): %s', (presetId) => {
    const game = scripted(presetId, ['1m99m19p19s12344z88p', SOUTH, WEST, '23m777z123p456s88s'], '', (act, s) => {
      act({ type: 'discard', seat: 0, tile: held(s(), 0, '1m') });
      for (const seat of [1, 2, 3] as Seat[]) act({ type: 'claim', seat, claim: 'win', tiles: [] });
      if (s().hand!.phase === 'claims') act({ type: 'timeout' });
    });
    const result = game.final.hand!.result!;
    if (presetId === 'riichi') expect(result.winners.map((w) => w.seat)).toEqual([1, 2, 3]);
    else expect(result.abortive).toBeTruthy();
    roundTrips(game);
  });
});
