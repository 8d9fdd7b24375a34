/**
 * Lockstep speaks gimite's mjai server protocol: the events an AI may answer carry that server's
 * hints, byte for byte as its lib/mjai/game.rb (`action_in_view`) and lib/mjai/player.rb
 * (`possible_actions`, `possible_furo_actions`, `kuikae_dahais`) write them, field order included
 * (Action's field list: type, reason, actor, target, pai, consumed, pais, tsumogiri,
 * possible_actions, cannot_dahai…). The expected lines below are written from that source.
 */
import { describe, expect, it } from 'vitest';
import { MjaiSeat, type LineChannel } from '../../../shared/rules/riichi/logs/mjai-seat';
import { apply } from '../../../shared/table/apply';
import type { Action, Seat, TableState } from '../../../shared/table/types';
import { MJAI_RULES } from '../../../shared/rules/riichi/logs/mjai-rules';
import { held, table } from '../table/fixture';
import { isRedFive } from '../../../shared/rules/riichi/hand';
import { kindOf } from '../../../shared/tiles';

/** An in-memory lockstep AI: the raw lines it was sent, each answered by `answer` (null: none). */
function ai(answer: (m: Record<string, unknown>) => unknown = () => null): LineChannel & { lines: string[] } {
  const lines: string[] = [];
  const replies: string[] = [];
  return {
    lines,
    send: (line) => {
      lines.push(line);
      replies.push(JSON.stringify(answer(JSON.parse(line) as Record<string, unknown>) ?? { type: 'none' }));
    },
    receive: async () => replies.shift()!,
  };
}

function step(state: TableState, seats: MjaiSeat[], action: Action): TableState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(r.error.message);
  for (const s of seats) s.observe(state, action, r.events, r.state);
  return r.state;
}

const actorOf = (state: TableState, seat: Seat) => (seat - state.firstDealer + 4) % 4;
const lineOf = (lines: readonly string[], type: string) => lines.find((l) => JSON.parse(l).type === type)!;
const QUIET = ['59m258p258s1234z7z', '69m369p369s12356z', '78m58p47s234567z9m'];

describe("gimite's possible_actions on the AI's own draw", () => {
  it('riichi and a concealed kong: {"type":"reach","actor":A}, then {"type":"ankan","actor":A,"consumed":[four tiles]}', async () => {
    const state = table({ preset: 'riichi', hands: ['1111m234p567s789s5z', ...QUIET] as [string, string, string, string] });
    const channel = ai();
    const seat = new MjaiSeat(0, channel, state);
    seat.joinHand(state);
    await seat.decide(state);
    const a = actorOf(state, 0);
    const tsumo = JSON.parse(lineOf(channel.lines, 'tsumo')) as { pai: string };
    expect(lineOf(channel.lines, 'tsumo')).toBe(`{"type":"tsumo","actor":${a},"pai":"${tsumo.pai}","possible_actions":[{"type":"reach","actor":${a}},{"type":"ankan","actor":${a},"consumed":["1m","1m","1m","1m"]}]}`);
  });

  it('nine kinds of terminals on the first draw: reach (thirteen orphans are ready) and {"type":"ryukyoku","reason":"kyushukyuhai","actor":A}', async () => {
    // The online rules (mjai-rules.ts) have abortive draws.
    const state = table({ preset: MJAI_RULES, hands: ['19m19p19s1234567z5m', ...QUIET] as [string, string, string, string] });
    const channel = ai();
    const seat = new MjaiSeat(0, channel, state);
    seat.joinHand(state);
    await seat.decide(state);
    const a = actorOf(state, 0);
    expect(JSON.parse(lineOf(channel.lines, 'tsumo')).possible_actions).toEqual([
      { type: 'reach', actor: a },
      { type: 'ryukyoku', reason: 'kyushukyuhai', actor: a },
    ]);
    expect(lineOf(channel.lines, 'tsumo')).toContain(`{"type":"ryukyoku","reason":"kyushukyuhai","actor":${a}}`);
  });

  it('nothing to do but discard: "possible_actions":[] (the server always sends the list)', async () => {
    const state = table({ preset: 'riichi', hands: ['159m258p258s1234z7z', QUIET[0], QUIET[1], QUIET[2]] });
    const channel = ai();
    const seat = new MjaiSeat(0, channel, state);
    seat.joinHand(state);
    await seat.decide(state);
    expect(lineOf(channel.lines, 'tsumo')).toMatch(/,"possible_actions":\[\]\}$/);
  });

  it('the reach sent back carries cannot_dahai: every tile held whose discard would not leave the hand ready, in tile order', async () => {
    const state = table({ preset: 'riichi', hands: ['123m456p789s11665z', ...QUIET] as [string, string, string, string] });
    const channel = ai((m) => (m.type === 'tsumo' ? { type: 'reach', actor: actorOf(state, 0) } : m.type === 'reach' ? { type: 'dahai', actor: actorOf(state, 0), pai: 'P', tsumogiri: false } : null));
    const seat = new MjaiSeat(0, channel, state);
    seat.joinHand(state);
    expect(await seat.decide(state)).toEqual({ type: 'discard', seat: 0, tile: held(state, 0, '5z'), riichi: true });
    const a = actorOf(state, 0);
    expect(JSON.parse(lineOf(channel.lines, 'tsumo')).possible_actions).toEqual([{ type: 'reach', actor: a }]);
    expect(lineOf(channel.lines, 'reach')).toBe(`{"type":"reach","actor":${a},"cannot_dahai":["1m","2m","3m","4p","5p","6p","7s","8s","9s","E","F"]}`);
  });
});

describe("gimite's possible_actions on another's discard, and cannot_dahai after a call", () => {
  // Seat 0 discards 5m. Seat 1 (next) waits on 2m-5m with a white dragon pung (a yaku: it may ron)
  // and holds 3m4m (a chi); seat 2 holds 5m5m5m (daiminkan and pon); seat 3 holds nothing for it.
  const hands: [string, string, string, string] = ['5m159p258s12346z7z9s', '555z234p678s2234m', '555m258p258s1234z', '69m369p369s12356z'];

  it('hora first, then daiminkan, pon, chi, each with target, pai and consumed; [] for a seat that can do nothing', async () => {
    const state = table({ preset: 'riichi', hands });
    const channels = [ai(), ai(), ai(), ai()];
    const seats = ([0, 1, 2, 3] as Seat[]).map((s) => new MjaiSeat(s, channels[s], state));
    for (const s of seats) s.joinHand(state);
    const after = step(state, seats, { type: 'discard', seat: 0, tile: held(state, 0, '5m') });
    for (const s of seats) await s.flush();
    const from = actorOf(state, 0);
    const dahai = (s: Seat) => channels[s].lines.filter((l) => JSON.parse(l).type === 'dahai').at(-1)!;
    const [a1, a2] = [actorOf(state, 1), actorOf(state, 2)];
    expect(dahai(1)).toBe(
      `{"type":"dahai","actor":${from},"pai":"5m","tsumogiri":false,"possible_actions":[{"type":"hora","actor":${a1},"target":${from},"pai":"5m"},{"type":"chi","actor":${a1},"target":${from},"pai":"5m","consumed":["3m","4m"]}]}`,
    );
    expect(dahai(2)).toBe(
      `{"type":"dahai","actor":${from},"pai":"5m","tsumogiri":false,"possible_actions":[{"type":"daiminkan","actor":${a2},"target":${from},"pai":"5m","consumed":["5m","5m","5m"]},{"type":"pon","actor":${a2},"target":${from},"pai":"5m","consumed":["5m","5m"]}]}`,
    );
    expect(dahai(3)).toBe(`{"type":"dahai","actor":${from},"pai":"5m","tsumogiri":false,"possible_actions":[]}`);
    // The discarder's own dahai has no list (the server adds it only for the others).
    expect(dahai(0)).toBe(`{"type":"dahai","actor":${from},"pai":"5m","tsumogiri":false}`);
    expect(after.hand!.phase).toBe('claims');
  });

  it('its own chi carries cannot_dahai: the swap-calling tiles it holds (2m after 34m chi 5m)', async () => {
    const state = table({ preset: 'riichi', hands });
    const channel = ai();
    const seat1 = new MjaiSeat(1, channel, state);
    seat1.joinHand(state);
    let s = step(state, [seat1], { type: 'discard', seat: 0, tile: held(state, 0, '5m') });
    s = step(s, [seat1], { type: 'pass', seat: 2 });
    s = step(s, [seat1], { type: 'claim', seat: 1, claim: 'chow', tiles: [held(s, 1, '3m'), held(s, 1, '4m')] });
    await seat1.flush();
    const a1 = actorOf(state, 1);
    expect(lineOf(channel.lines, 'chi')).toBe(`{"type":"chi","actor":${a1},"target":${actorOf(state, 0)},"pai":"5m","consumed":["3m","4m"],"cannot_dahai":["2m"]}`);
  });

  it('with red fives, a pon with the red five and one without are two choices (get_pais_combinations), the red one after', async () => {
    const state = table({ preset: 'riichi+redFives=true', hands });
    // Seat 2 holds the red five (swapped with seat 0's plain one if the deal gave it to seat 0).
    const [s0, s2] = [state.hand!.seats[0].concealed, state.hand!.seats[2].concealed];
    const red = s0.findIndex((t) => kindOf(t) === 4 && isRedFive(t));
    if (red >= 0) {
      const plain = s2.findIndex((t) => kindOf(t) === 4);
      [s0[red], s2[plain]] = [s2[plain], s0[red]];
    }
    expect(s2.filter((t) => kindOf(t) === 4 && isRedFive(t))).toHaveLength(1);
    const channel = ai();
    const seat2 = new MjaiSeat(2, channel, state);
    seat2.joinHand(state);
    step(state, [seat2], { type: 'discard', seat: 0, tile: held(state, 0, '5m') });
    await seat2.flush();
    const dahai = JSON.parse(channel.lines.filter((l) => JSON.parse(l).type === 'dahai').at(-1)!) as { pai: string; possible_actions: { type: string; consumed: string[] }[] };
    expect(dahai.pai).toBe('5m');
    expect(dahai.possible_actions.map((a) => `${a.type} ${a.consumed.join(',')}`)).toEqual(['daiminkan 5m,5m,5mr', 'pon 5m,5m', 'pon 5m,5mr']);
  });

  it('an added kong on its draw: {"type":"kakan","actor":A,"pai":P,"consumed":[the pung: the claimed tile first]}', async () => {
    const state = table({ preset: 'riichi', hands, wall: '1s1s1s1s' });
    const channel = ai();
    const seat2 = new MjaiSeat(2, channel, state);
    seat2.joinHand(state);
    let s = step(state, [seat2], { type: 'discard', seat: 0, tile: held(state, 0, '5m') });
    s = step(s, [seat2], { type: 'pass', seat: 1 });
    s = step(s, [seat2], { type: 'claim', seat: 2, claim: 'pung', tiles: s.hand!.seats[2].concealed.filter((t) => kindOf(t) === 4).slice(0, 2) });
    s = step(s, [seat2], { type: 'discard', seat: 2, tile: held(s, 2, '1z') });
    // Seats 3, 0 and 1 draw a 1s each and throw it; then seat 2 draws.
    while (!(s.hand!.phase === 'discard' && s.hand!.turn === 2)) {
      const hand = s.hand!;
      if (hand.phase === 'claims') s = step(s, [seat2], { type: 'timeout' });
      else if (hand.phase === 'draw') s = step(s, [seat2], { type: 'draw', seat: hand.turn });
      else s = step(s, [seat2], { type: 'discard', seat: hand.turn, tile: hand.lastDraw!.tile });
    }
    await seat2.flush();
    const a2 = actorOf(state, 2);
    const tsumo = channel.lines.filter((l) => JSON.parse(l).type === 'tsumo' && JSON.parse(l).actor === a2).at(-1)!;
    expect(tsumo).toBe(`{"type":"tsumo","actor":${a2},"pai":"1s","possible_actions":[{"type":"kakan","actor":${a2},"pai":"5m","consumed":["5m","5m","5m"]}]}`);
  });
});
