/**
 * The one game loop (`shared/table/game-loop.ts`) that simulation, the bot club evening and the
 * mjai runner play through: who is asked, in which order, what happens when nobody acts, how a
 * refused move is reported, and a whole hand played to its end.
 */
import { describe, expect, it } from 'vitest';
import { advance, firstMove, handOver, playHand, seatsToAsk, type Decide } from '../../../shared/table/game-loop';
import { legalActions } from '../../../shared/table/legal';
import { PRESETS } from '../../../shared/rules/presets';
import { newTable } from '../../../shared/table/start';
import type { Action, Seat, TableState } from '../../../shared/table/types';
import { held, play, table } from './fixture';

// The discarder holds EAST and throws its 1m; CHOW may chow it (when next), PUNG may pung it, the others claim nothing.
const EAST = '1m147p147s1234567z';
const CHOW = '23m9m258p258s1234z';
const PUNG = '11m9m369p369s1235z';
const QUIET = '69m369p369s12356z';
const QUIET3 = '78m58p47s1234567z';
const WAITING = '147p147s1234567z';

/** Seat 0 to discard; seat 1 may chow, seat 2 may pung. */
const eastToMove = () => table({ preset: 'hungarian', hands: [EAST, CHOW, PUNG, QUIET3] });
/** Seat 2 to discard (dealer); seat 3 may chow, seat 1 may pung. */
const southToMove = () => table({ preset: 'hungarian', hands: [QUIET, PUNG, EAST, CHOW], dealer: 2, turn: 2 });
const discardsOneMan = (state: TableState, seat: Seat) => play(state, { type: 'discard', seat, tile: held(state, seat, '1m') }).state;

describe('seatsToAsk: who may act now, in the order they are asked', () => {
  it.each<{ what: string; state: () => TableState; seats: Seat[] }>([
    { what: 'on a turn to discard: only the player to move', state: eastToMove, seats: [0] },
    { what: 'on a turn to draw: only the player to draw', state: () => table({ preset: 'hungarian', hands: [WAITING, CHOW, PUNG, QUIET3], turn: 2, phase: 'draw' }), seats: [2] },
    { what: 'a claim window after seat 0 discards: its claimers from seat 1 on', state: () => discardsOneMan(eastToMove(), 0), seats: [1, 2] },
    { what: 'a claim window after seat 2 discards: seat 3 before seat 1 (from the discarder on, not by seat number)', state: () => discardsOneMan(southToMove(), 2), seats: [3, 1] },
    { what: 'a claimer that has passed is not asked again', state: () => play(discardsOneMan(southToMove(), 2), { type: 'pass', seat: 3 }).state, seats: [1] },
    { what: 'a claim window nobody can claim in: nobody', state: () => discardsOneMan(table({ preset: 'hungarian', hands: [EAST, QUIET, '59m258p258s1234z7z', QUIET3] }), 0), seats: [] },
  ])('$what', ({ state, seats }) => {
    expect(seatsToAsk(state())).toEqual(seats);
  });
});

describe('advance: one step', () => {
  it('applies the chosen move and says which it applied, leaving its input untouched', () => {
    const before = eastToMove();
    const move: Action = { type: 'discard', seat: 0, tile: held(before, 0, '1m') };
    const step = advance(before, move);
    expect(step.action).toEqual(move);
    expect(step.events).toContainEqual(expect.objectContaining({ type: 'discarded', seat: 0 }));
    expect(step.state.hand!.phase).toBe('claims');
    expect(before.hand!.phase).toBe('discard');
  });

  it('with no move in a claim window, applies the timeout: everyone unasked passes and the next seat draws', () => {
    const window = discardsOneMan(southToMove(), 2);
    const step = advance(window, null);
    expect(step.action).toEqual({ type: 'timeout' });
    expect(step.state.hand!.phase).toBe('draw');
    expect(step.state.hand!.turn).toBe(3);
    expect(step.state.hand!.seats[2].discards.at(-1)!.claimed).toBe(false);
  });

  it.each<{ what: string; move: (s: TableState) => Action | null; error: RegExp }>([
    { what: 'a move out of turn', move: (s) => ({ type: 'discard', seat: 1, tile: held(s, 1, '2m') }), error: /^hand 7: seat 1 chose \{"type":"discard","seat":1,"tile":\d+\}, refused: it is not your turn/ },
    { what: 'a tile that does not exist', move: () => ({ type: 'discard', seat: 0, tile: 999 }), error: /^hand 7: seat 0 chose \{"type":"discard","seat":0,"tile":999\}, refused: unknown tile$/ },
    { what: 'no move on a turn (the timeout only closes claim windows)', move: () => null, error: /^hand 7: seat 0 has no move$/ },
  ])('throws naming the hand, the seat and the action on $what', ({ move, error }) => {
    const state = eastToMove();
    expect(() => advance(state, move(state), 'hand 7')).toThrow(error);
  });
});

describe('firstMove: the seats that may act are asked in order until one moves', () => {
  const window = () => discardsOneMan(southToMove(), 2);
  it.each<{ what: string; answers: Partial<Record<Seat, 'pass' | 'pung'>>; asked: Seat[]; move: Action['type'] | null }>([
    { what: 'the first to answer is the only one asked', answers: { 3: 'pass', 1: 'pung' }, asked: [3], move: 'pass' },
    { what: 'a seat that makes no move lets the next be asked', answers: { 1: 'pung' }, asked: [3, 1], move: 'claim' },
    { what: 'nobody moves: null (the caller applies the timeout)', answers: {}, asked: [3, 1], move: null },
  ])('$what', ({ answers, asked, move }) => {
    const seen: Seat[] = [];
    const decide: Decide = (state, seat) => {
      seen.push(seat);
      const answer = answers[seat];
      return answer === undefined ? null : (legalActions(state, seat).find((a) => (answer === 'pass' ? a.type === 'pass' : a.type === 'claim' && a.claim === answer)) ?? null);
    };
    expect(firstMove(window(), decide)?.type ?? null).toBe(move);
    expect(seen).toEqual(asked);
  });
});

describe('playHand: a hand dealt from a seed and played to its end', () => {
  /** Draws, then throws the first tile it may; never claims, so every claim window times out. */
  const trivial: Decide = (state, seat) =>
    state.hand!.phase === 'claims' ? null : (legalActions(state, seat).find((a) => a.type === 'draw' || (a.type === 'discard' && !a.riichi)) ?? null);

  it.each(Object.keys(PRESETS))('%s: a decider that never claims plays to an exhaustive draw, every step reported', (id) => {
    const steps: Action['type'][] = [];
    const start = newTable(PRESETS[id]);
    const end = playHand(start, 'ab'.repeat(32), trivial, { onStep: (step) => steps.push(step.action.type) });
    expect(handOver(end)).toBe(true);
    expect(end.hand!.phase).toBe('over');
    expect(end.hand!.result!.kind).toBe('draw');
    expect(steps[0]).toBe('startHand');
    expect(steps).toContain('timeout');
    expect(steps.filter((t) => t === 'discard').length).toBe(end.hand!.seats.reduce((n, s) => n + s.discards.length, 0));
    expect(start.hand).toBeNull();
    // The same seed and decider: the same hand.
    expect(playHand(start, 'ab'.repeat(32), trivial)).toEqual(end);
  });

  it('a refused move ends the hand with an error naming the hand and the seat', () => {
    const start = newTable(PRESETS.riichi);
    const cheat: Decide = (state, seat) => (state.hand!.phase === 'discard' ? { type: 'discard', seat, tile: 999 } : trivial(state, seat));
    expect(() => playHand(start, 'cd'.repeat(32), cheat, { where: 'hand 4' })).toThrow(/^hand 4: seat [0-3] chose \{"type":"discard","seat":[0-3],"tile":999\}, refused: unknown tile$/);
  });
});
