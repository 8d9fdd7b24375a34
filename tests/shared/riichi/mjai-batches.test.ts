/**
 * The batch convention as mjai.app speaks it (issue T3 6/8, item 5): `start_game`, `end_kyoku` and
 * `end_game` each reach the AI as a batch of its own; every other event comes in the batch that
 * asks the seat's next decision.
 */
import { expect, it } from 'vitest';
import { presetById } from '../../../shared/rules/presets';
import { MjaiSeat, batchesOf, type LineChannel } from '../../../shared/rules/riichi/logs/mjai-seat';
import { apply } from '../../../shared/table/apply';
import type { Action, Seat, TableState } from '../../../shared/table/types';
import { playRandomGame } from '../table/random-play';

it('splits what is queued: the three lone events alone, the rest together in order', () => {
  const e = (type: string) => ({ type }) as never;
  expect(batchesOf([e('start_game'), e('start_kyoku'), e('tsumo'), e('end_kyoku'), e('start_kyoku'), e('dahai'), e('end_kyoku'), e('end_game')]).map((b) => b.map((x: { type: string }) => x.type))).toEqual([
    ['start_game'],
    ['start_kyoku', 'tsumo'],
    ['end_kyoku'],
    ['start_kyoku', 'dahai'],
    ['end_kyoku'],
    ['end_game'],
  ]);
});

it('a batch AI at a table hears start_game, each end_kyoku and end_game alone', async () => {
  const preset = presetById('riichi');
  const played = playRandomGame(preset, 4, 2);
  const sent: string[][] = [];
  // An AI that answers everything with none (the seat then plays its safe move).
  const channel: LineChannel = {
    send: (line) => sent.push((JSON.parse(line) as { type: string }[]).map((x) => x.type)),
    receive: () => Promise.resolve('{"type":"none"}'),
  };
  const seat = new MjaiSeat(1 as Seat, channel, played.initial, { protocol: 'batch' });
  let state: TableState = played.initial;
  for (const action of played.actions as Action[]) {
    if (state.hand && state.hand.phase !== 'over') await seat.decide(state);
    const r = apply(state, action);
    if (!r.ok) throw new Error(r.error.message);
    seat.observe(state, action, r.events, r.state);
    state = r.state;
  }
  await seat.flush();
  const lone = sent.filter((b) => b.some((t) => t === 'start_game' || t === 'end_kyoku' || t === 'end_game'));
  expect(lone.every((b) => b.length === 1)).toBe(true);
  expect(sent[0]).toEqual(['start_game']);
  expect(lone.filter((b) => b[0] === 'end_kyoku')).toHaveLength(played.actions.filter((a) => a.type === 'startHand').length);
  expect(sent.flat().filter((t) => t === 'tsumo').length).toBeGreaterThan(10);
});
