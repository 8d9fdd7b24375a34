/**
 * A hand started from an explicit deal (issue T3 5/8, item 1): the hands, the live wall in draw
 * order, the replacement tiles and the dora and ura indicators are the deal's, red fives by copy;
 * every deal a seed gives, read back and dealt explicitly, plays the same game; a deal that is not
 * exactly the preset's tiles is refused with its reason and changes nothing.
 */
import { describe, expect, it } from 'vitest';
import { presetById, PRESETS } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { dealOf } from '../../../shared/table/explicit-deal';
import { newTable } from '../../../shared/table/start';
import type { Action, ExplicitDeal, TableState } from '../../../shared/table/types';
import { tileId, tileSet } from '../../../shared/tiles';
import { playRandomGame } from './random-play';

const SEED = 'cd'.repeat(32);

/** A riichi deal written out: every tile of the set in id order, red fives (copy 0 of each five) in the first hand. */
function riichiDeal(): ExplicitDeal {
  const tiles = tileSet('riichi136');
  const red = [tileId(4, 0), tileId(13, 0), tileId(22, 0)];
  const rest = tiles.filter((t) => !red.includes(t));
  const hands: ExplicitDeal['hands'] = [[...red, ...rest.splice(0, 11)], rest.splice(0, 13), rest.splice(0, 13), rest.splice(0, 13)];
  const replacements = rest.splice(-4);
  const dora = rest.splice(-5);
  const ura = rest.splice(-5);
  return { hands, live: rest, replacements, dora, ura, origin: 'imported' };
}

function start(preset: string, deal: ExplicitDeal): ReturnType<typeof apply> {
  return apply(newTable(presetById(preset)), { type: 'startHand', seed: SEED, deal });
}

describe('a hand dealt as given', () => {
  it('holds the deal’s hands, draws its live wall in order, takes its replacement tiles, turns its indicators', () => {
    const deal = riichiDeal();
    const started = start('riichi+redFives=true', deal);
    if (!started.ok) throw new Error(started.error.message);
    const hand = started.state.hand!;
    expect(hand.seats.map((s) => s.concealed)).toEqual(deal.hands);
    expect(hand.doraIndicators).toEqual(deal.dora);
    expect(hand.uraIndicators).toEqual(deal.ura);
    // What the players are told: their own hands and the first indicator, not the seed's.
    expect(started.events.filter((e) => e.type === 'tilesDealt').map((e) => (e as { tiles: number[] }).tiles)).toEqual(deal.hands);
    expect(started.events.find((e) => e.type === 'doraRevealed')).toEqual({ type: 'doraRevealed', indicator: deal.dora![0] });
    // The red fives are the copies dealt (copy 0 of each five here).
    expect(hand.seats[0].concealed.slice(0, 3)).toEqual([16, 52, 88]);
    // East discards, South draws the live wall's first tile, West its second.
    let state: TableState = started.state;
    const step = (action: Action) => {
      const r = apply(state, action);
      if (!r.ok) throw new Error(`${action.type}: ${r.error.message}`);
      state = r.state;
    };
    step({ type: 'discard', seat: 0, tile: deal.hands[0][13] });
    step({ type: 'timeout' });
    if (state.hand!.phase === 'draw') step({ type: 'draw', seat: 1 });
    expect(state.hand!.seats[1].concealed.at(-1)).toBe(deal.live[0]);
    // The wall read back is the deal.
    expect(dealOf(started.state.hand!, presetById('riichi'), 'imported')).toEqual(deal);
  });

  it('takes the replacement tiles in order, one after each kong', () => {
    const deal = riichiDeal();
    // East holds four of a kind (the 1m copies) and declares the kong: it takes the first replacement tile.
    const ones = [0, 1, 2, 3];
    const east = deal.hands[0];
    const others = deal.hands.slice(1).flat();
    const swap = ones.filter((t) => !east.includes(t));
    const give = east.filter((t) => !ones.includes(t) && !deal.hands[0].slice(0, 3).includes(t)).slice(0, swap.length);
    deal.hands[0] = [...east.filter((t) => !give.includes(t)), ...swap];
    for (const [i, t] of swap.entries()) {
      const seat = deal.hands.findIndex((h, s) => s > 0 && h.includes(t));
      deal.hands[seat] = deal.hands[seat].map((x) => (x === t ? give[i] : x));
    }
    expect(others.length).toBe(39);
    const started = start('riichi', deal);
    if (!started.ok) throw new Error(started.error.message);
    const kong = apply(started.state, { type: 'kong', seat: 0, tile: 0 });
    if (!kong.ok) throw new Error(kong.error.message);
    expect(kong.state.hand!.seats[0].concealed).toContain(deal.replacements[0]);
  });

  it.each(Object.values(PRESETS).map((p) => [p.id]))('%s: every seed’s deal, read back and dealt as given, plays the same game', (id) => {
    const preset = presetById(id);
    const game = playRandomGame(preset, 7, 2);
    // The same actions, each hand started from the deal its seed gave (as a recorded game is replayed).
    let replay = game.initial;
    let explicit = 0;
    for (const [i, action] of game.actions.entries()) {
      let a = action;
      const dealt = game.states[i].hand!;
      // A hand whose deal set bonus tiles aside is dealt from its seed (an explicit deal holds none).
      if (action.type === 'startHand' && !dealt.seats.some((s) => s.bonus.length)) {
        a = { ...action, deal: dealOf(dealt, preset, 'imported') };
        explicit++;
      }
      const r = apply(replay, a);
      if (!r.ok) throw new Error(`action ${i + 1} (${a.type}): ${r.error.message}`);
      replay = r.state;
      expect(replay.hand?.seats.map((s) => s.concealed)).toEqual(game.states[i].hand?.seats.map((s) => s.concealed));
    }
    expect(replay.game).toEqual(game.final.game);
    if (preset.bonusTiles === 'none') expect(explicit).toBe(game.actions.filter((a) => a.type === 'startHand').length);
  });
});

describe('a deal that is not the preset’s tiles is refused with its reason, and changes nothing', () => {
  const cases: [string, (d: ExplicitDeal) => void, RegExp][] = [
    ['a hand of the wrong size', (d) => void d.hands[1].push(d.live.shift()!), /hold 14, 14, 13, 13 tiles; the dealer \(seat 0\) needs 14, the others 13/],
    ['a tile twice', (d) => void (d.live[0] = d.live[1]), /tile \d+ is dealt twice/],
    ['a tile missing', (d) => void d.live.pop(), /1 of the set's 136 tiles are nowhere in the deal/],
    ['a tile of another set (a flower)', (d) => void (d.live[0] = 136), /tile 136 is not in this rule set's tiles/],
    ['four dora indicators', (d) => void d.live.push(d.dora!.pop()!), /turns 5 dora indicators with 5 ura indicators under them; the deal gives 4 and 5/],
    ['five replacement tiles', (d) => void d.replacements.push(d.live.pop()!), /keeps 4 replacement tiles here; the deal gives 5/],
  ];
  it.each(cases)('%s', (_, spoil, reason) => {
    const deal = riichiDeal();
    spoil(deal);
    const table = newTable(presetById('riichi'));
    const r = apply(table, { type: 'startHand', seed: SEED, deal });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(reason);
    expect(table.hand).toBeNull();
  });

  it('bonus tiles are given in the wall, not in a hand', () => {
    const preset = presetById('millington');
    const started = apply(newTable(preset), { type: 'startHand', seed: SEED });
    if (!started.ok) throw new Error(started.error.message);
    const deal = dealOf(started.state.hand!, preset, 'imported');
    const flower = deal.live.findIndex((t) => t >= 136);
    [deal.hands[1][0], deal.live[flower]] = [deal.live[flower], deal.hands[1][0]];
    const r = apply(newTable(preset), { type: 'startHand', seed: SEED, deal });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/bonus tiles are set aside at the deal, not held: give tiles 1\d\d in the wall/);
  });
});
