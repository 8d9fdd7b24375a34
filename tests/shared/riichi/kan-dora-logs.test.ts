/**
 * Kong dora in logs: Tenhou turns an open kong's indicator only after its player's discard (house
 * rule openKanDoraAfterDiscard, tests/shared/table/kan-dora.test.ts), so a real Tenhou log whose
 * added kong is followed by a robbed one shows a single indicator, and opens only when the engine
 * plays that rule. Hands Sparrow plays under Tenhou's rules with open kongs, exported to
 * tenhou.net/6, open again hand for hand and export to the same log.
 */
import { describe, expect, it } from 'vitest';
import { PRESETS, presetById, withHouseRules, type Preset } from '../../../shared/rules/presets';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import { exportTenhou } from '../../../shared/rules/riichi/logs/tenhou-export';
import { encodeTenhou, parseTenhou } from '../../../shared/rules/riichi/logs/tenhou-format';
import { importTenhou } from '../../../shared/rules/riichi/logs/tenhou-import';
import { TENHOU_HOUSE_RULES } from '../../../shared/rules/riichi/tenhou-rules';
import { apply } from '../../../shared/table/apply';
import { explicitFromArranged } from '../../../shared/table/arranged';
import type { Action, ExplicitDeal, Seat, TableState } from '../../../shared/table/types';
import { newTable } from '../../../shared/table/start';
import { parseTiles } from '../../../shared/notation';
import { kindOf } from '../../../shared/tiles';
import { held, heldAll, k } from '../table/fixture';

const TENHOU = presetById(MJAI_RULES);

/**
 * mjai-reviewer's test log dkakan_chankan.json (a real Tenhou game's hand): player 0 adds to a pung
 * of 6s, takes the replacement and adds to a pung of 1p at once, which player 3 robs (chankan,
 * pinfu: 2,000). Its one dora indicator shows the first kong's was never turned. Moved from East 2
 * to East 1 with equal scores (players rotated so the dealer is player 0: the same seat winds,
 * the same scores), as Sparrow opens only logs that start a game.
 */
const DKAKAN_CHANKAN =
  '{"title":["",""],"name":["Bさん","Cさん","Dさん","Aさん"],"rule":{"disp":"鳳南喰赤","aka":1},"log":[[[0,0,0],[25000,25000,25000,25000],[27],[],' +
  '[11,16,16,18,28,29,31,32,34,37,41,45,47],[15,17,24,17,11,21,24,34,12,"c333234",36,26,19,23,27],[11,31,45,41,60,60,47,37,60,29,28,60,60,60,60],' +
  '[11,13,14,15,51,22,25,25,28,33,39,43,43],[45,36,32,27,45,44,22,18,46,41,37,13,27],[39,45,22,36,60,60,60,60,60,60,11,37,28],' +
  '[14,16,18,19,19,34,35,37,38,39,41,42,46],[17,28,13,21,38,23,21,35,33,21,39,34,47],[42,46,41,60,60,60,60,60,28,60,60,60,60],' +
  '[11,12,14,14,22,26,29,36,39,41,44,46,47],[26,12,28,38,52,42,33,45,"1212p12",12,25,"2626p26",23,44,26,16],[29,39,44,46,11,41,47,60,33,22,42,28,60,60,"2626k2626","1212k1212"],' +
  '["和了",[0,0,2000,-2000],[2,3,2,"30符2飜2000点","槍槓(1飜)","平和(1飜)"]]]]}';

describe('a real Tenhou log: an added kong, then a second one robbed', () => {
  it('opens under Tenhou’s rules with the log’s deltas (one indicator turned)', () => {
    const opened = importTenhou(parseTenhou(DKAKAN_CHANKAN));
    if (!opened.ok) throw new Error(`hand ${opened.hand}, step ${opened.step}: ${opened.error}`);
    expect(opened.game.preset.id).toBe(TENHOU.id);
    expect(opened.game.final.hand!.doraRevealed).toBe(1);
    expect(opened.game.final.game.scores).toEqual([25000, 25000, 27000, 23000]);
  });

  it('turning every kong’s indicator at once (the EMA timing) scores it otherwise', () => {
    const atOnce = withHouseRules(PRESETS.riichi, { ...TENHOU_HOUSE_RULES, openKanDoraAfterDiscard: false });
    const opened = importTenhou(parseTenhou(DKAKAN_CHANKAN), atOnce);
    expect(opened.ok).toBe(false);
    if (!opened.ok) expect(opened.error).toMatch(/^the log's deltas are 0\/0\/2000\/-2000; the engine's /);
  });
});

/** A hand of Sparrow's from an explicit deal: the replacement tiles and dora indicators of the kinds given come first. */
function playHand(preset: Preset, hands: [string, string, string, string], wall: string, replacements: string[], dora: string[], play: (act: (a: (s: TableState) => Action) => void) => void) {
  const arranged = parseTiles(wall).length;
  const deal: ExplicitDeal = explicitFromArranged(preset, { hands, wall }, 14);
  // Tiles of the wanted kinds are swapped in from wherever else they lie, the hands and first draws aside.
  const slots: [number[], number][] = [deal.live, deal.replacements, deal.dora!, deal.ura!].flatMap((a) => a.map((_, i) => [a, i] as [number[], number]));
  const free = slots.filter(([a, i]) => a !== deal.live || i >= arranged);
  const place = (into: number[], kinds: string[]) =>
    kinds.forEach((kind, i) => {
      const mine = free.findIndex(([a, j]) => a === into && j === i);
      const [from] = free.splice(mine, 1);
      if (kindOf(into[i]) === k(kind)) return;
      const at = free.find(([a, j]) => kindOf(a[j]) === k(kind));
      if (!at) throw new Error(`no ${kind} left to place`);
      [from[0][from[1]], at[0][at[1]]] = [at[0][at[1]], from[0][from[1]]];
    });
  place(deal.replacements, replacements);
  place(deal.dora!, dora);
  const initial: TableState = { ...newTable(preset), playerAtSeat: [0, 1, 2, 3] };
  let state = initial;
  const actions: Action[] = [];
  const act = (make: (s: TableState) => Action) => {
    const a = make(state);
    const r = apply(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
    state = r.state;
    actions.push(a);
  };
  act(() => ({ type: 'startHand', seed: 'ef'.repeat(32), deal }));
  play(act);
  expect(state.hand!.phase).toBe('over');
  return { initial, actions, final: state };
}

/** Exported to tenhou.net/6 and opened again (by the rules the log names): the same hand, the same log. */
function roundTrip(game: { initial: TableState; actions: Action[] }) {
  const text = JSON.stringify(encodeTenhou(exportTenhou(game.initial, game.actions)));
  const opened = importTenhou(parseTenhou(text));
  if (!opened.ok) throw new Error(`hand ${opened.hand}, step ${opened.step}: ${opened.error}`);
  expect(opened.game.preset.id).toBe(game.initial.preset.id);
  expect(JSON.stringify(encodeTenhou(exportTenhou(opened.game.initial, opened.game.actions)))).toBe(text);
  return { log: JSON.parse(text) as { log: unknown[][] }, opened: opened.game };
}

const EAST = '9p13m47p47s1234567z';
const WEST = '69m368p368s12356z';
const NORTH = '49m26p28s1234677z';
const seat = (n: number) => n as Seat;
/** The host's timer closing a claim window nobody took. */
const CLOSE = (): Action => ({ type: 'timeout' });

describe('Sparrow’s games under Tenhou’s rules with open kongs, exported to tenhou.net/6 and opened again', () => {
  it('a win on the replacement tile after a kong claimed on a discard: one indicator in the log, the same score', () => {
    // South claims a kong of East's 9p and wins on the replacement 9s; the unturned indicator (8p) would make the 9p dora.
    const game = playHand(TENHOU, [EAST, '999p123m678m78s44z', WEST, NORTH], '', ['9s'], ['2z', '8p'], (act) => {
      act((s) => ({ type: 'discard', seat: 0, tile: held(s, 0, '9p') }));
      act((s) => ({ type: 'claim', seat: 1, claim: 'kong', tiles: heldAll(s, 1, '9p', 3) }));
      act(() => ({ type: 'win', seat: seat(1) }));
    });
    expect(game.final.hand!.result!.winners).toMatchObject([{ seat: 1, source: 'replacement' }]);
    expect(game.final.hand!.doraRevealed).toBe(1);
    const { log, opened } = roundTrip(game);
    expect(log.log[0][2]).toHaveLength(1);
    expect(opened.final.game.scores).toEqual(game.final.game.scores);
  });

  it('an open kong, then an added kong robbed before the discard: the first one’s indicator never turned', () => {
    // South pungs East's 1p, later claims a kong of East's 9p, takes the last 1p as its replacement
    // and adds it to the pung: West robs it (23p waits on 1p).
    const game = playHand(TENHOU, ['1p9p3m47p47s1234567z', '11p999p2468m9s13z7z', '23p789m234s789s66z', NORTH], '8m8m3z', ['1p'], [], (act) => {
      act((s) => ({ type: 'discard', seat: 0, tile: held(s, 0, '1p') }));
      act((s) => ({ type: 'claim', seat: 1, claim: 'pung', tiles: heldAll(s, 1, '1p', 2) }));
      act((s) => ({ type: 'discard', seat: 1, tile: held(s, 1, '2m') }));
      act(CLOSE);
      act(() => ({ type: 'draw', seat: seat(2) }));
      act((s) => ({ type: 'discard', seat: 2, tile: held(s, 2, '8m') }));
      act(CLOSE);
      act(() => ({ type: 'draw', seat: seat(3) }));
      act((s) => ({ type: 'discard', seat: 3, tile: held(s, 3, '8m') }));
      act(CLOSE);
      act(() => ({ type: 'draw', seat: seat(0) }));
      act((s) => ({ type: 'discard', seat: 0, tile: held(s, 0, '9p') }));
      act((s) => ({ type: 'claim', seat: 1, claim: 'kong', tiles: heldAll(s, 1, '9p', 3) }));
      act((s) => ({ type: 'kong', seat: 1, tile: held(s, 1, '1p') }));
      act(() => ({ type: 'claim', seat: seat(2), claim: 'win', tiles: [] }));
    });
    expect(game.final.hand!.result!.winners).toMatchObject([{ seat: 2, from: 1, source: 'robbed-kong' }]);
    expect(game.final.hand!.doraRevealed).toBe(1);
    const { log, opened } = roundTrip(game);
    expect(log.log[0][2]).toHaveLength(1);
    expect(opened.final.game.scores).toEqual(game.final.game.scores);
  });
});
