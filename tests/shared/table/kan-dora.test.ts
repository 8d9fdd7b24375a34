/**
 * When a kong's new dora indicator is turned. Tenhou's rules (house rule openKanDoraAfterDiscard):
 * an open kong's (a kong claimed on a discard, or a tile added to an exposed pung) only once its
 * player has discarded after the replacement draw, or at their next kong if one comes first; a
 * concealed kong's at once. So a win on the replacement tile after an open kong does not count it,
 * and a second added kong that is robbed leaves the first one's unturned. The EMA rules (the riichi
 * preset's own) turn every kong's at once. An indicator not yet turned shows in no view.
 */
import { describe, expect, it } from 'vitest';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import type { RiichiWinDetail } from '../../../shared/rules/riichi/hooks';
import { presetById, PRESETS, withHouseRules } from '../../../shared/rules/presets';
import { cloneTable } from '../../../shared/table/clone';
import type { Seat, TableEvent, TableState } from '../../../shared/table/types';
import { kindOf, tileId } from '../../../shared/tiles';
import { viewFor } from '../../../shared/view';
import { CLOSE, held, heldAll, k, play, table } from './fixture';

const TENHOU = presetById(MJAI_RULES);
const EMA = 'riichi';

// East discards 9p; South holds 999p (to claim a kong on it) and 1111s (to declare one).
const EAST = '9p13m47p47s1234567z';
const SOUTH = '999p1111s23m78m88s';
const WEST = '69m368p368s12356z';
const NORTH = '49m26p28s1234677z';

const revealed = (events: TableEvent[]) => events.filter((e) => e.type === 'doraRevealed').map((e) => (e as { indicator: number }).indicator);
/** The indicators every seat (and a watcher) is shown: all the same. */
function shown(state: TableState): number {
  const counts = ([0, 1, 2, 3, null] as (Seat | null)[]).map((seat) => viewFor(state, seat).hand!.doraIndicators.length);
  expect(new Set(counts).size).toBe(1);
  expect(viewFor(state, 0).hand!.doraIndicators).toEqual(state.hand!.doraIndicators.slice(0, counts[0]));
  return counts[0];
}

function daiminkan(preset: typeof TENHOU | string, hands = [EAST, SOUTH, WEST, NORTH] as [string, string, string, string]) {
  const state = table({ preset, hands });
  let { state: s, events } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9p') });
  ({ state: s, events } = play(s, { type: 'claim', seat: 1, claim: 'kong', tiles: heldAll(s, 1, '9p', 3) }));
  if (s.hand!.phase === 'claims') ({ state: s, events } = play(s, CLOSE));
  expect(s.hand!.seats[1].melds[0]).toMatchObject({ type: 'kong', concealed: false });
  expect(s.hand!.turn).toBe(1);
  return { state: s, events };
}

describe('Tenhou’s rules: an open kong’s indicator is turned after its player’s discard', () => {
  it('is the house rule of Tenhou’s rules and not of the EMA rules', () => {
    expect(TENHOU.riichi!.openKanDoraAfterDiscard).toBe(true);
    expect(PRESETS.riichi.riichi!.openKanDoraAfterDiscard).toBe(false);
    expect(withHouseRules(PRESETS.riichi, { openKanDoraAfterDiscard: true }).id).toBe('riichi+openKanDoraAfterDiscard=true');
  });

  it('a kong claimed on a discard: nothing turned (nor shown) until the replacement draw’s discard, then the next indicator', () => {
    const { state, events } = daiminkan(TENHOU);
    expect(state.hand!.doraRevealed).toBe(1);
    expect(revealed(events)).toEqual([]);
    expect(shown(state)).toBe(1);
    expect(events.some((e) => e.type === 'drew' && e.seat === 1 && e.source === 'replacement')).toBe(true);
    // Owed, in the hand state (and in its copies).
    expect(state.hand!.doraOwed).toBe(1);
    expect(cloneTable(state)).toStrictEqual(state);

    const { state: after, events: discard } = play(state, { type: 'discard', seat: 1, tile: held(state, 1, '2m') });
    expect(after.hand!.doraRevealed).toBe(2);
    expect(revealed(discard)).toEqual([state.hand!.doraIndicators[1]]);
    // Turned once the tile is down, before anyone may claim it (a ron on it counts the indicator).
    expect(discard.map((e) => e.type)).toEqual(['discarded', 'doraRevealed', 'claimWindowOpened']);
    expect(shown(after)).toBe(2);
    expect(after.hand!.doraOwed).toBeUndefined();
    // The next discards turn nothing more.
    const { state: later, events: more } = play(after, CLOSE, { type: 'draw', seat: 2 }, { type: 'discard', seat: 2, tile: held(after, 2, '1z') });
    expect(later.hand!.doraRevealed).toBe(2);
    expect(revealed(more)).toEqual([]);
  });

  it('a concealed kong turns its indicator at once', () => {
    const state = table({ preset: TENHOU, hands: ['1111m47p47s123457z', '999p111s23m78m88s9s', WEST, NORTH] });
    const { state: s, events } = play(state, { type: 'kong', seat: 0, tile: held(state, 0, '1m') });
    expect(s.hand!.doraRevealed).toBe(2);
    expect(revealed(events)).toEqual([s.hand!.doraIndicators[1]]);
    expect(shown(s)).toBe(2);
  });

  it('a concealed kong after an open one, before discarding: the open one’s indicator first, then its own, both at once', () => {
    const { state } = daiminkan(TENHOU);
    const { state: s, events } = play(state, { type: 'kong', seat: 1, tile: held(state, 1, '1s') });
    expect(s.hand!.doraRevealed).toBe(3);
    expect(revealed(events)).toEqual(state.hand!.doraIndicators.slice(1, 3));
    // Both before the second replacement tile is drawn.
    expect(events.map((e) => e.type)).toEqual(['konged', 'doraRevealed', 'doraRevealed', 'drew']);
    expect(shown(s)).toBe(3);
    const { state: after, events: discard } = play(s, { type: 'discard', seat: 1, tile: held(s, 1, '2m') });
    expect(after.hand!.doraRevealed).toBe(3);
    expect(revealed(discard)).toEqual([]);
  });

  it('the EMA rules turn every kong’s indicator at once, as before', () => {
    const { state, events } = daiminkan(EMA);
    expect(state.hand!.doraRevealed).toBe(2);
    expect(revealed(events)).toEqual([state.hand!.doraIndicators[1]]);
    expect(shown(state)).toBe(2);
    const { state: after, events: discard } = play(state, { type: 'discard', seat: 1, tile: held(state, 1, '2m') });
    expect(after.hand!.doraRevealed).toBe(2);
    expect(revealed(discard)).toEqual([]);
    const { state: ankan } = play(state, { type: 'kong', seat: 1, tile: held(state, 1, '1s') });
    expect(ankan.hand!.doraRevealed).toBe(3);
  });
});

/** South claims a kong of 9p and wins on the replacement tile (9s); the second indicator (8p) makes the four 9p dora. */
function rinshanWin(preset: typeof TENHOU | string): RiichiWinDetail {
  const state = table({ preset, hands: [EAST, '999p123m678m78s44z', WEST, NORTH] });
  const hand = state.hand!;
  const nine = hand.wall.tiles.findIndex((t) => kindOf(t) === k('9s'));
  const last = hand.wall.tiles.length - 1;
  [hand.wall.tiles[nine], hand.wall.tiles[last]] = [hand.wall.tiles[last], hand.wall.tiles[nine]];
  // Indicators of 2z (dora 3z, which nobody holds) but the second, 8p.
  hand.doraIndicators = [0, 1, 2, 3, 3].map((c) => tileId(k('2z'), c));
  hand.doraIndicators[1] = tileId(k('8p'), 3);
  let { state: won } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9p') }, { type: 'claim', seat: 1, claim: 'kong', tiles: heldAll(state, 1, '9p', 3) });
  if (won.hand!.phase === 'claims') ({ state: won } = play(won, CLOSE));
  expect(won.hand!.lastDraw).toMatchObject({ source: 'replacement' });
  expect(kindOf(won.hand!.lastDraw!.tile)).toBe(k('9s'));
  ({ state: won } = play(won, { type: 'win', seat: 1 }));
  expect(won.hand!.result!.winners).toMatchObject([{ seat: 1, from: null, source: 'replacement' }]);
  return (won.hand!.result!.details as RiichiWinDetail[])[0];
}

describe('a win on the replacement tile right after an open kong', () => {
  it('Tenhou’s rules: the new indicator is not counted (it was never turned)', () => {
    const d = rinshanWin(TENHOU);
    expect(d.lines.map((l) => l.rule)).toEqual(['rinshan']);
  });

  it('the EMA rules: it is (four dora on the kong of 9p)', () => {
    const d = rinshanWin(EMA);
    expect(d.lines).toContainEqual({ rule: 'dora', han: 4 });
  });
});

/**
 * South has exposed pungs of 6s and 1p, draws the fourth 6s and adds it (nobody robs it), takes the
 * fourth 1p as its replacement and adds that too: West robs it (23p waits on 1p).
 */
function robbedSecondKong(preset: typeof TENHOU | string): TableState {
  const state = table({ preset, hands: [EAST, '666s111p2468m135z', '23p789m234s789s99m', NORTH], wall: '6s' });
  const hand = state.hand!;
  const south = hand.seats[1];
  for (const kind of ['6s', '1p']) {
    const tiles = south.concealed.filter((t) => kindOf(t) === k(kind));
    south.concealed = south.concealed.filter((t) => !tiles.includes(t));
    south.melds.push({ type: 'pung', tiles, concealed: false, from: 3, claimedTile: tiles[2], added: false });
  }
  hand.uninterrupted = false;
  const one = hand.wall.tiles.findIndex((t) => kindOf(t) === k('1p'));
  const last = hand.wall.tiles.length - 1;
  [hand.wall.tiles[one], hand.wall.tiles[last]] = [hand.wall.tiles[last], hand.wall.tiles[one]];

  let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '9p') }, CLOSE, { type: 'draw', seat: 1 });
  ({ state: s } = play(s, { type: 'kong', seat: 1, tile: held(s, 1, '6s') }, CLOSE));
  expect(s.hand!.seats[1].melds[0]).toMatchObject({ type: 'kong', added: true });
  ({ state: s } = play(s, { type: 'kong', seat: 1, tile: held(s, 1, '1p') }, { type: 'claim', seat: 2, claim: 'win', tiles: [] }));
  expect(s.hand!.result!.winners).toMatchObject([{ seat: 2, from: 1, source: 'robbed-kong' }]);
  return s;
}

describe('an added kong, then a second one that is robbed', () => {
  it('Tenhou’s rules: the first one’s indicator is never turned (one indicator, as Tenhou’s log shows)', () => {
    const s = robbedSecondKong(TENHOU);
    expect(s.hand!.doraRevealed).toBe(1);
    expect(shown(s)).toBe(1);
    expect(viewFor(s, 0).hand!.uraRevealed).toHaveLength(1);
  });

  it('the EMA rules: the first one’s was turned at once', () => {
    const s = robbedSecondKong(EMA);
    expect(s.hand!.doraRevealed).toBe(2);
    expect(shown(s)).toBe(2);
  });
});
