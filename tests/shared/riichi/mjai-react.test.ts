/**
 * The react convention (Mortal's loop): the AI owes a line exactly where libriichi says it can act
 * (mjai-duty.ts, from libriichi/src/state/update.rs), and each line is paired with the event it
 * answers: a late line is judged against its own question, never taken for the next one.
 */
import { describe, expect, it } from 'vitest';
import { mjaiTile } from '../../../shared/rules/riichi/logs/codes';
import { reactOwes } from '../../../shared/rules/riichi/logs/mjai-duty';
import { MjaiSeat, type LineChannel } from '../../../shared/rules/riichi/logs/mjai-seat';
import { drawnTile } from '../../../shared/rules/riichi/logs/mjai-writer';
import { apply } from '../../../shared/table/apply';
import type { Action, Seat, TableState } from '../../../shared/table/types';
import { held, table } from '../table/fixture';

/** An AI whose lines the test writes: `receive` gives the next one, or times out at once when there is none. */
function manual(): LineChannel & { sent: Record<string, unknown>[]; lines: string[] } {
  const sent: Record<string, unknown>[] = [];
  const lines: string[] = [];
  return {
    sent,
    lines,
    send: (line) => void sent.push(JSON.parse(line) as Record<string, unknown>),
    receive: () => (lines.length ? Promise.resolve(lines.shift()!) : Promise.reject(new Error('the mjai player did not answer within 1 ms'))),
  };
}

function step(state: TableState, seat: MjaiSeat, action: Action): TableState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${action.type}: ${r.error.message}`);
  seat.observe(state, action, r.events, r.state);
  return r.state;
}

// Seat 0 (dealer) discards 5m; seat 2 holds three (it may pon or kong it); nobody else can claim.
const HANDS: [string, string, string, string] = ['5m159p258s12346z7z9s', '78m58p47s234567z9m', '555m258p258s1234z', '69m369p369s12356z'];
const actorOf = (state: TableState, seat: Seat) => (seat - state.firstDealer + 4) % 4;

describe('react: pairing answers with questions', () => {
  it('a late pon about a discard is judged against that discard (ignored, reported), and the next line answers the draw', async () => {
    const state = table({ preset: 'riichi', hands: HANDS });
    const ai = manual();
    const errors: [string, boolean][] = [];
    const seat = new MjaiSeat(2, ai, state, { protocol: 'react', onError: (m, replaced) => errors.push([m, replaced]) });
    seat.joinHand(state);
    let s = step(state, seat, { type: 'discard', seat: 0, tile: held(state, 0, '5m') });
    expect(s.hand!.claim!.eligible).toEqual([2]);
    // It owes a line about the discard; none comes in time.
    await expect(seat.decide(s)).rejects.toThrow(/did not answer/);
    s = step(s, seat, { type: 'pass', seat: 2 }); // the bot's pass
    // Seat 1 draws and throws what it drew; the window closes.
    s = step(s, seat, { type: 'draw', seat: 1 });
    s = step(s, seat, { type: 'discard', seat: 1, tile: drawnTile(s, 1)! });
    s = step(s, seat, { type: 'timeout' });
    expect(await seat.decide(s)).toEqual({ type: 'draw', seat: 2 });
    s = step(s, seat, { type: 'draw', seat: 2 });
    const me = actorOf(state, 2);
    const drawn = mjaiTile(drawnTile(s, 2)!, s.preset.riichi?.redFives === true);
    // Now the late pon comes, then its answer to the draw.
    ai.lines.push(JSON.stringify({ type: 'pon', actor: me, target: actorOf(state, 0), pai: '5m', consumed: ['5m', '5m'] }));
    ai.lines.push(JSON.stringify({ type: 'dahai', actor: me, pai: drawn, tsumogiri: true }));
    expect(await seat.decide(s)).toEqual({ type: 'discard', seat: 2, tile: drawnTile(s, 2) });
    expect(errors).toEqual([[expect.stringMatching(/"type":"pon".*, about dahai \(no longer asked\), ignored$/), false]]);
  });

  it('a none about a discard where Sparrow asked nothing is taken for that discard, not for the next question', async () => {
    const state = table({ preset: 'riichi', hands: HANDS });
    const ai = manual();
    const errors: string[] = [];
    const seat = new MjaiSeat(2, ai, state, { protocol: 'react', onError: (m) => errors.push(m) });
    seat.joinHand(state);
    let s = step(state, seat, { type: 'discard', seat: 0, tile: held(state, 0, '5m') });
    ai.lines.push(JSON.stringify({ type: 'none' }));
    expect(await seat.decide(s)).toEqual({ type: 'pass', seat: 2 });
    s = step(s, seat, { type: 'pass', seat: 2 });
    s = step(s, seat, { type: 'draw', seat: 1 });
    s = step(s, seat, { type: 'discard', seat: 1, tile: drawnTile(s, 1)! });
    s = step(s, seat, { type: 'timeout' });
    await seat.decide(s);
    s = step(s, seat, { type: 'draw', seat: 2 });
    // The draw's answer only: nothing stale is in the way, nothing is reported.
    const me = actorOf(state, 2);
    ai.lines.push(JSON.stringify({ type: 'dahai', actor: me, pai: mjaiTile(drawnTile(s, 2)!, s.preset.riichi?.redFives === true), tsumogiri: true }));
    expect(await seat.decide(s)).toMatchObject({ type: 'discard', seat: 2 });
    expect(errors).toEqual([]);
  });

  it('a none the AI sends about a discard Sparrow saw no chance on is not taken for its draw: the draw gets its own answer', async () => {
    const state = table({ preset: 'riichi', hands: HANDS });
    const ai = manual();
    const errors: [string, boolean][] = [];
    const seat = new MjaiSeat(0, ai, state, { protocol: 'react', onError: (m, replaced) => errors.push([m, replaced]) });
    seat.joinHand(state);
    const me = actorOf(state, 0);
    ai.lines.push(JSON.stringify({ type: 'none' }));
    ai.lines.push(JSON.stringify({ type: 'dahai', actor: me, pai: '9s', tsumogiri: false }));
    expect(await seat.decide(state)).toEqual({ type: 'discard', seat: 0, tile: held(state, 0, '9s') });
    expect(errors).toEqual([['{"type":"none"}, unasked', false]]);
  });
});

describe("react: libriichi's can-act rule", () => {
  it('its own draw, always; another’s discard when it holds two of the kind (pon) or a chi shape from the seat before it; never otherwise', () => {
    const state = table({ preset: 'riichi', hands: HANDS });
    const s = apply(state, { type: 'discard', seat: 0, tile: held(state, 0, '5m') });
    if (!s.ok) throw new Error(s.error.message);
    const a = (seat: Seat) => actorOf(state, seat);
    const dahai = { type: 'dahai' as const, actor: a(0), pai: '5m', tsumogiri: false };
    expect(reactOwes({ type: 'tsumo', actor: a(2), pai: '1m' }, a(2), 2, state)).toBe(true);
    expect(reactOwes({ type: 'tsumo', actor: a(1), pai: '?' }, a(2), 2, state)).toBe(false);
    expect(reactOwes(dahai, a(2), 2, s.state)).toBe(true); // 5m5m5m held
    expect(reactOwes(dahai, a(1), 1, s.state)).toBe(false); // 78m: no 6m, so no chi shape
    expect(reactOwes(dahai, a(3), 3, s.state)).toBe(false);
    expect(reactOwes(dahai, a(0), 0, s.state)).toBe(false); // its own discard
    expect(reactOwes({ type: 'dora', dora_marker: '1m' }, a(2), 2, s.state)).toBe(false);
  });

  it('chi only from the seat before it, on a suit tile, with a shape held', () => {
    // Seat 0 discards 6m; seat 1 (next) holds 78m, seat 3 holds 9m… but it is not next.
    const state = table({ preset: 'riichi', hands: ['6m159p258s12346z7z9s', '78m58p47s234567z9m', '555m258p258s1234z', '69m369p369s12356z'] });
    const s = apply(state, { type: 'discard', seat: 0, tile: held(state, 0, '6m') });
    if (!s.ok) throw new Error(s.error.message);
    const dahai = { type: 'dahai' as const, actor: actorOf(state, 0), pai: '6m', tsumogiri: false };
    expect(reactOwes(dahai, actorOf(state, 1), 1, s.state)).toBe(true);
    expect(reactOwes(dahai, actorOf(state, 2), 2, s.state)).toBe(false);
  });
});
