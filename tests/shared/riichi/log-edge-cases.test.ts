/**
 * Hand-made edge cases of a recorded game (issue T3 5/8, item 7), each dealt as given and played
 * by a script through the engine, then written as tenhou.net/6 and as mjai and opened again: the
 * opened game ends every hand the same way with the same deltas, and writes the same logs. Double
 * and triple ron, nine terminals, four riichi, four kans, a robbed kan, a win on the replacement
 * tile, nagashi mangan, red fives.
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
import type { Action, ExplicitDeal, Seat, TableState } from '../../../shared/table/types';
import { held, heldAll } from '../table/fixture';
import { isTerminalOrHonour, kindOf, tileSet } from '../../../shared/tiles';
import { parseTiles } from '../../../shared/notation';

const SEED = 'ef'.repeat(32);

/**
 * A game of one hand: dealt as written (hands in notation, the wall's first draws; seat 0 deals)
 * or as an explicit deal, then `script` plays it (`act` applies, `s()` is the state).
 */
function scripted(presetId: string, dealt: [string, string, string, string] | ExplicitDeal, wall: string, script: (act: (a: Action) => void, s: () => TableState) => void) {
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
  const deal = 'live' in dealt ? dealt : explicitFromArranged(preset, { hands: dealt, wall }, 14);
  act({ type: 'startHand', seed: SEED, deal });
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
    expect(game.final.hand!.result!.abortive).toBe('nineTerminals');
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
    expect(game.final.hand!.result!.abortive).toBe('fourRiichi');
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
    else expect(result.abortive).toBe('tripleRon');
    roundTrips(game);
  });

  it('four kans by three players: the hand is abandoned once the fourth kan’s discard passes', () => {
    const game = scripted('riichi+abortiveDraws=true', ['1111m2222m345p678s', '3333m456p789p12s3z', '4444m123p456s11z2z', '789m999p12345z11s'], '5m6m', (act, s) => {
      const closeWindow = () => s().hand!.phase === 'claims' && act({ type: 'timeout' });
      const kan = (seat: Seat, tile: string) => {
        act({ type: 'kong', seat, tile: heldAll(s(), seat, tile, 4)[0] });
        closeWindow();
      };
      kan(0, '1m');
      kan(0, '2m');
      act({ type: 'discard', seat: 0, tile: s().hand!.lastDraw!.tile });
      for (const [seat, tile] of [[1, '3m'], [2, '4m']] as [Seat, string][]) {
        closeWindow();
        act({ type: 'draw', seat });
        kan(seat, tile);
        act({ type: 'discard', seat, tile: s().hand!.lastDraw!.tile });
      }
      closeWindow();
    });
    expect(game.final.hand!.result!.abortive).toBe('fourKongs');
    roundTrips(game);
  });

  it('nagashi mangan: a pond of only terminals and honours, none claimed, at the exhaustive draw', () => {
    // Dealt by hand: the middle tiles (2–8) make the hands and every draw but North's; North draws
    // (and lets go of) only terminals and honours. Nobody claims or wins: the wall runs out.
    const preset = presetById('riichi+nagashiMangan=true');
    const tiles = tileSet(preset.tiles);
    const edge = tiles.filter((t) => isTerminalOrHonour(kindOf(t)));
    const middle = tiles.filter((t) => !isTerminalOrHonour(kindOf(t)));
    const hands: ExplicitDeal['hands'] = [middle.splice(0, 14), middle.splice(0, 13), middle.splice(0, 13), middle.splice(0, 13)];
    // Draws go South, West, North, East, …: North takes every fourth, from the third on.
    const live = Array.from({ length: 69 }, (_, i) => (i % 4 === 2 ? edge.shift()! : (middle.shift() ?? edge.pop()!)));
    const rest = [...middle, ...edge];
    const deal: ExplicitDeal = { hands, live, replacements: rest.splice(0, 4), dora: rest.splice(0, 5), ura: rest.splice(0, 5), origin: 'arranged' };
    expect(rest).toEqual([]);
    const game = scripted(preset.id, deal, '', (act, s) => {
      act({ type: 'discard', seat: 0, tile: s().hand!.seats[0].concealed.at(-1)! });
      while (s().hand!.phase !== 'over') {
        const h = s().hand!;
        if (h.phase === 'claims') act({ type: 'timeout' });
        else if (h.phase === 'draw') act({ type: 'draw', seat: h.turn as Seat });
        else act({ type: 'discard', seat: h.turn as Seat, tile: h.lastDraw!.tile });
      }
    });
    const lines = (game.final.hand!.result!.details as { seat: number; lines?: { rule: string }[] }[]).filter((d) => d.lines?.some((l) => l.rule === 'nagashiMangan'));
    expect(lines.map((d) => d.seat)).toEqual([3]);
    roundTrips(game);
  });

  it('a win on the replacement tile after a concealed kan (rinshan kaihou)', () => {
    const preset = presetById('riichi');
    const pool = new Set(tileSet(preset.tiles));
    const take = (notation: string) =>
      parseTiles(notation).map((kind) => {
        const id = [...pool].find((t) => kindOf(t) === kind)!;
        pool.delete(id);
        return id;
      });
    // East: four 1m, and 234p 567s 99s 78p: the kan's replacement tile, a 6p, completes the hand.
    const hands: ExplicitDeal['hands'] = [take('1111m234p567s99s78p'), take('2345m456p789s123z'), take('6789m123s45z666z1p'), take('234567m2468s77z5p')];
    const replacements = [...take('6p'), ...take('9m9m9m')];
    const rest = [...pool];
    const deal: ExplicitDeal = { hands, live: rest.slice(10), replacements, dora: rest.slice(0, 5), ura: rest.slice(5, 10), origin: 'arranged' };
    const game = scripted('riichi', deal, '', (act, s) => {
      act({ type: 'kong', seat: 0, tile: hands[0][0] });
      if (s().hand!.phase === 'claims') act({ type: 'timeout' });
      expect(s().hand!.lastDraw).toMatchObject({ tile: replacements[0], source: 'replacement' });
      act({ type: 'win', seat: 0 });
    });
    expect(game.final.hand!.result!.winners).toMatchObject([{ seat: 0 }]);
    expect((game.final.hand!.result!.details as { lines: { rule: string }[] }[])[0].lines.map((l) => l.rule)).toContain('rinshan');
    roundTrips(game);
  });
});
