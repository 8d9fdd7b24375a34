/**
 * Golden mjai events against the fields as mjai's reference server writes them (and Mortal,
 * mjai-reviewer and mjai.app read them): `hora_points` is the hand's value (3900 for a non-dealer's
 * 3 han 30 fu ron, 4000 for its tsumo), `yakus` carry mjai's names, `reach_accepted` carries
 * `deltas` and `scores`, `start_game` names the rule set.
 */
import { describe, expect, it } from 'vitest';
import { mjaiYakus } from '../../../shared/rules/riichi/logs/mjai-yaku';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import { presetById } from '../../../shared/rules/presets';
import { newTable } from '../../../shared/table/start';
import { mjaiLog, MjaiWriter } from '../../../shared/rules/riichi/logs/mjai-writer';
import type { MjaiEvent } from '../../../shared/rules/riichi/logs/mjai-types';
import { apply } from '../../../shared/table/apply';
import type { Action, TableState } from '../../../shared/table/types';
import { CLOSE, held, table } from '../table/fixture';
import { playHanchan } from './hanchan';

/** The writer's events for `actions` from `state`. */
function written(state: TableState, ...actions: Action[]): MjaiEvent[] {
  const writer = new MjaiWriter(state);
  const out: MjaiEvent[] = [];
  for (const given of actions) {
    const action = tsumogiri(state, given);
    const r = apply(state, action);
    if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message}`);
    out.push(...writer.step(state, action, r.events, r.state));
    state = r.state;
  }
  return out;
}

const actorOf = (state: TableState, seat: number) => (seat - state.firstDealer + 4) % 4;
/** Seat 1 waits on 1-4m (pinfu, tanyao, iipeikou on 4m) or on 3m alone (kanchan: tanyao, iipeikou). */
const PINFU = '23m234m567p678s55p';
const KANCHAN = '24m234m567p678s55p';
const OTHERS = ['69m369p369s12356z', '78m18p47s234567z9m'] as const;

/** A quiet first go-around (nobody can claim these tiles), so that no win is a blessing: the wall starts 9p 1s 9s 1p. */
function firstGoAround(state: TableState): Action[] {
  const out: Action[] = [{ type: 'discard', seat: 0, tile: held(state, 0, '1z') }, CLOSE];
  for (const seat of [1, 2, 3, 0] as const) {
    out.push({ type: 'draw', seat });
    if (seat !== 0) out.push({ type: 'discard', seat, tile: -1 }, CLOSE);
  }
  return out;
}

/** Fills in the drawn tile for discards written with tile -1 (tsumogiri), as the actions are applied. */
function tsumogiri(state: TableState, action: Action): Action {
  return action.type === 'discard' && action.tile === -1 ? { ...action, tile: state.hand!.lastDraw!.tile } : action;
}

/** No dora in these hands: the indicator is a white dragon (dora: green), which nobody holds here. */
function noDora(state: TableState): TableState {
  const hand = state.hand!;
  const white = hand.seats[3].concealed.find((t) => t === held(state, 3, '5z'))!;
  hand.doraIndicators[0] = white;
  return state;
}

describe('mjai fields as the ecosystem writes them', () => {
  it('a non-dealer’s 3 han 30 fu ron: hora_points 3900, yakus by mjai name', () => {
    const state = noDora(table({ preset: 'riichi', hands: ['4m59m258p258s1234z7z', PINFU, ...OTHERS], wall: '9p1s9s1p' }));
    const events = written(state, ...firstGoAround(state), { type: 'discard', seat: 0, tile: held(state, 0, '4m') }, { type: 'claim', seat: 1, claim: 'win', tiles: [] });
    const hora = events.find((e) => e.type === 'hora')!;
    expect(hora).toMatchObject({ actor: actorOf(state, 1), target: actorOf(state, 0), pai: '4m', fu: 30, fan: 3, hora_points: 3900 });
    expect(hora.type === 'hora' && [...hora.yakus!].sort()).toEqual([
      ['ipeko', 1],
      ['pinfu', 1],
      ['tanyaochu', 1],
    ]);
    const deltas = [0, 0, 0, 0];
    deltas[actorOf(state, 1)] = 3900;
    deltas[actorOf(state, 0)] = -3900;
    expect(hora).toMatchObject({ deltas });
  });

  it('a non-dealer’s 3 han 30 fu tsumo: hora_points 4000 (1000 / 2000), menzenchin_tsumoho', () => {
    const state = noDora(table({ preset: 'riichi', hands: ['9m59m258p258s1234z7z', KANCHAN, ...OTHERS], wall: '9p1s9s1p3m' }));
    const events = written(state, ...firstGoAround(state), { type: 'discard', seat: 0, tile: -1 }, CLOSE, { type: 'draw', seat: 1 }, { type: 'win', seat: 1 });
    const hora = events.find((e) => e.type === 'hora')!;
    expect(hora).toMatchObject({ actor: actorOf(state, 1), target: actorOf(state, 1), pai: '3m', fu: 30, fan: 3, hora_points: 4000 });
    expect(hora.type === 'hora' && [...hora.yakus!].sort()).toEqual([
      ['ipeko', 1],
      ['menzenchin_tsumoho', 1],
      ['tanyaochu', 1],
    ]);
  });

  it('reach_accepted carries the deposit as deltas and the scores after it; start_game names the rules', () => {
    const state = table({ preset: 'riichi', hands: ['23m456p789p123s55z9s', '59m258p258s1234z7z', ...OTHERS] });
    const events = written(state, { type: 'discard', seat: 0, tile: held(state, 0, '9s'), riichi: true }, CLOSE);
    const me = actorOf(state, 0);
    const deltas = [0, 0, 0, 0];
    deltas[me] = -1000;
    const scores = [30000, 30000, 30000, 30000];
    scores[me] = 29000;
    expect(events.find((e) => e.type === 'reach_accepted')).toEqual({ type: 'reach_accepted', actor: me, deltas, scores });
    const start = new MjaiWriter(state).startGame(['a', 'b', 'c', 'd']);
    expect(start).toMatchObject({ type: 'start_game', rules: 'riichi', aka_flag: false });
    expect(start).not.toHaveProperty('rules_name'); // only the online rules have a name to give
  });

  it('a bot hanchan under the online rules: each reach_accepted, hora and ryukyoku carries deltas that take the scores before it to its scores', () => {
    const game = playHanchan(presetById(MJAI_RULES), 'deltas-8'); // three exhaustive draws with payments
    let scores: number[] = [];
    let drawsPaid = 0;
    let horas = 0;
    let ended: number[] = [];
    for (const e of mjaiLog(game.initial, game.actions)) {
      if (e.type === 'start_kyoku') scores = [...e.scores];
      // Several winners of one discard: each hora has its own deltas, and the scores after them all.
      if (e.type === 'end_kyoku') expect(scores).toEqual(ended);
      if (e.type !== 'reach_accepted' && e.type !== 'hora' && e.type !== 'ryukyoku') continue;
      expect(e.deltas, e.type).toHaveLength(4);
      scores = scores.map((s, a) => s + e.deltas![a]);
      if (e.type === 'reach_accepted') expect(e.scores).toEqual(scores);
      else ended = e.scores!;
      if (e.type === 'ryukyoku' && e.deltas!.some((d) => d !== 0)) drawsPaid++;
      if (e.type === 'hora') horas++;
    }
    expect(drawsPaid).toBeGreaterThan(0);
    expect(horas).toBeGreaterThan(0);
  });

  it('yaku names: the dragons sum into one sangenpai, winds are jikaze/bakaze, dora kinds and yakuman', () => {
    expect(
      mjaiYakus([
        { rule: 'riichi', han: 1 },
        { rule: 'yakuhaiWhite', han: 1 },
        { rule: 'yakuhaiRed', han: 1 },
        { rule: 'seatWind', han: 1 },
        { rule: 'prevailingWind', han: 1 },
        { rule: 'dora', han: 2 },
        { rule: 'uraDora', han: 1 },
        { rule: 'redFive', han: 1 },
      ]),
    ).toEqual([
      ['reach', 1],
      ['sangenpai', 2],
      ['jikaze', 1],
      ['bakaze', 1],
      ['dora', 2],
      ['uradora', 1],
      ['akadora', 1],
    ]);
    expect(mjaiYakus([{ rule: 'kokushi13', yakuman: 2 }])).toEqual([['kokushimuso', 26]]);
  });

  it('the rules these AIs play, Tenhou’s: red fives, open tanyao, double ron, abortive draws, 25,000 start and 30,000 return…; start_game names them', () => {
    const preset = presetById(MJAI_RULES);
    expect(preset.id).toBe(
      'riichi+redFives=true,kazoeYakuman=true,nagashiMangan=true,abortiveDraws=true,depositsToFirst=true,yakumanCombine=true,renhou=false,' +
        'umaFirst=20000,umaSecond=10000,seatOrderTies=true,bust=true,returnScoreEnd=true,openKanDoraAfterDiscard=true,startingScore=25000,oka=20000',
    );
    expect(preset.riichi).toMatchObject({ redFives: true, openTanyao: true, abortiveDraws: true, oka: 20000 });
    expect(preset.claims.multipleWins).toBe('all');
    expect(preset.startingScore).toBe(25000);
    expect(new MjaiWriter(newTable(preset)).startGame(['a', 'b', 'c', 'd'])).toEqual({ type: 'start_game', names: ['a', 'b', 'c', 'd'], kyoku_first: 0, aka_flag: true, rules: MJAI_RULES, rules_name: 'online' });
  });
});
