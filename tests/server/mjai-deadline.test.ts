/**
 * A decision's deadline holds whatever the AI writes, and news is not timed as a decision: on a fake
 * clock, in-memory AIs that keep writing stray lines (react) or answer news slowly (lockstep).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MjaiPlayer, type MjaiAi } from '../../electron/server/mjai-place';
import type { ClosableChannel } from '../../electron/server/mjai-channel';
import type { MjaiProtocol } from '../../shared/rules/riichi/logs/mjai-seat';
import { riichi } from '../../shared/rules/presets';
import { apply } from '../../shared/table/apply';
import type { Action, Seat, TableState } from '../../shared/table/types';
import { playGame } from '../../scripts/mjai/game';
import { table } from '../shared/table/fixture';

afterEach(() => {
  vi.useRealTimers();
});

type Event = { type: string; id?: number; actor?: number; pai?: string };

/**
 * An AI on the fake clock that reads one event at a time: `answer` gives its line (null: none) and
 * how long it thinks. Like the real channel, a line comes to the oldest `receive` still waiting;
 * one given up on is dropped when it comes (lockstep), or kept for the next (react: lines pair).
 */
function fakeAi(protocol: MjaiProtocol, answer: (e: Event, me: number) => { line: object; ms: number } | null, onTick?: (deliver: (line: string) => void) => void): MjaiAi & { received: Event[] } {
  let me = -1;
  const received: Event[] = [];
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  let owed = 0;
  let busyUntil = 0;
  const deliver = (line: string) => {
    if (owed > 0) return void owed--;
    if (waiting.length) waiting.shift()!(line);
    else lines.push(line);
  };
  onTick?.(deliver);
  const channel: ClosableChannel = {
    send(line) {
      const e = JSON.parse(line) as Event;
      received.push(e);
      if (e.type === 'start_game') me = e.id!;
      const reply = answer(e, me);
      if (!reply) return;
      busyUntil = Math.max(busyUntil, Date.now()) + reply.ms;
      setTimeout(() => deliver(JSON.stringify(reply.line)), busyUntil - Date.now());
    },
    receive: (ms = 10_000) =>
      lines.length
        ? Promise.resolve(lines.shift()!)
        : new Promise((resolve, reject) => {
            const take = (line: string) => {
              clearTimeout(timer);
              resolve(line);
            };
            waiting.push(take);
            const timer = setTimeout(() => {
              waiting.splice(waiting.indexOf(take), 1);
              if (protocol !== 'react') owed++;
              reject(new Error(`the mjai player did not answer within ${ms} ms`));
            }, ms);
          }),
    takeUnasked: () => [],
    takeDropped: () => 0,
    close: () => {},
    isEnded: false,
    ended: new Promise<string>(() => {}),
  };
  return { name: 'fake', origin: 'memory', channel, protocol, received };
}

/** A react AI that, from its first draw on, writes `{"type":"none"}` every 50 ms for ever. */
function spammer(): MjaiAi & { received: Event[] } {
  let deliver: (line: string) => void = () => {};
  let spamming = false;
  return fakeAi(
    'react',
    (e, me) => {
      if (e.type === 'tsumo' && e.actor === me && !spamming) {
        spamming = true;
        setInterval(() => deliver('{"type":"none"}'), 50);
      }
      return null;
    },
    (d) => (deliver = d),
  );
}

/** A lockstep AI that answers news with none after 250 ms, and its own draw at once by throwing the tile. */
const slowNews = () => fakeAi('lockstep', (e, me) => (e.type === 'tsumo' && e.actor === me ? { line: { type: 'dahai', actor: me, pai: e.pai, tsumogiri: true }, ms: 0 } : { line: { type: 'none' }, ms: 250 }));

/** Settles `work` on the fake clock, moving it `stepMs` at a time (at most `maxMs` in all). */
async function settle<T>(work: Promise<T>, maxMs: number, stepMs = 50): Promise<{ value?: T; settled: boolean; at: number }> {
  let settled = false;
  let value: T | undefined;
  void work.then((v) => ((settled = true), (value = v)));
  const start = Date.now();
  while (!settled && Date.now() - start < maxMs) await vi.advanceTimersByTimeAsync(stepMs);
  await vi.advanceTimersByTimeAsync(0);
  return { value, settled, at: Date.now() - start };
}

function player(ai: MjaiAi, logged: string[]): MjaiPlayer {
  return new MjaiPlayer(ai, (m) => logged.push(m), 1000);
}

/** Applies `action`, telling the player (at `seat`). */
function play(state: TableState, p: MjaiPlayer, seat: Seat, action: Action): TableState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${action.type}: ${r.error.message}`);
  p.observe(state, action, r.events, r.state, seat, () => ['a', 'b', 'c', 'd']);
  return r.state;
}

// Seat 3 holds 1m1m; seat 2 throws 1m after seats 0 and 1 have played: six events of news before the question.
const HANDS: [string, string, string, string] = ['59m258p258s1234z7z9s', '69m369p369s12356z', '1m47p147s1234567z', '11m258p258s1234z7z'];

/** The table dealt (seat 3's player told of it), played on to seat 2's discard of 1m. */
function toPonChance(p: MjaiPlayer): { state: TableState; before: TableState } {
  const dealt = table({ preset: 'riichi', hands: HANDS, wall: '8m8m8m' });
  p.observe({ ...dealt, hand: null }, { type: 'startHand', seed: 'ab'.repeat(32) }, [], dealt, 3, () => ['a', 'b', 'c', 'd']);
  let state = dealt;
  const steps: Action[] = [{ type: 'discard', seat: 0, tile: dealt.hand!.seats[0].concealed.at(-1)! }, { type: 'timeout' }, { type: 'draw', seat: 1 }];
  for (const a of steps) state = play(state, p, 3, a);
  state = play(state, p, 3, { type: 'discard', seat: 1, tile: state.hand!.lastDraw!.tile });
  if (state.hand!.phase === 'claims') state = play(state, p, 3, { type: 'timeout' });
  state = play(state, p, 3, { type: 'draw', seat: 2 });
  const before = state;
  state = play(state, p, 3, { type: 'discard', seat: 2, tile: state.hand!.seats[2].concealed.find((t) => t < 4)! });
  return { state, before };
}

describe('a stream of stray lines (react)', () => {
  it('cannot stretch the decision: it ends at its deadline, as a miss, and the strays are reported once', async () => {
    vi.useFakeTimers();
    const logged: string[] = [];
    const ai = spammer();
    const p = player(ai, logged);
    const state = table({ preset: 'riichi', hands: HANDS });
    const dealer = state.hand!.dealer as Seat;
    p.observe({ ...state, hand: null }, { type: 'startHand', seed: 'ab'.repeat(32) }, [], state, dealer, () => ['a', 'b', 'c', 'd']);
    const done = await settle(
      p.decide(state, 1000).then(async (outcome) => ({ outcome, idle: await p.idle().then(() => true) })),
      3000,
    );
    expect(done.settled).toBe(true);
    expect(done.at).toBeLessThanOrEqual(1050);
    expect(done.value!.outcome).toMatchObject({ timedOut: true });
    expect(logged).toEqual([expect.stringMatching(/^unusable answer \(\d+ lines came unasked, the first: \{"type":"none"\}\); ignored$/)]);
  });

  it('play.ts: the game goes on, each decision it misses is counted, and three in a row let it go', async () => {
    vi.useFakeTimers();
    const errors: string[] = [];
    const game = await settle(playGame([{ ai: spammer(), seat: 0 }], { preset: riichi, seed: 'spam', maxHands: 1, answerMs: 1000, startMs: 1000, level: 'easy', log: (m) => errors.push(m) }), 600_000, 500);
    expect(game.settled).toBe(true);
    expect(errors.join('\n')).toMatch(/did not answer within 1000 ms, and missed 3 decisions in a row; the bot plays the seat/);
    expect(errors.length).toBeLessThan(10);
  });
});

describe('news answered slowly (lockstep)', () => {
  it("is not timed as the draw's decision: the AI draws after all of it, and its answer to its own tsumo is played", async () => {
    vi.useFakeTimers();
    const logged: string[] = [];
    const ai = slowNews();
    const p = player(ai, logged);
    let { state } = toPonChance(p);
    state = play(state, p, 3, { type: 'timeout' });
    // Eight events of news before its draw: two seconds, past the one-second deadline.
    const draw = await settle(p.decide(state, 1000), 10_000);
    expect(draw.value).toEqual({ action: { type: 'draw', seat: 3 } });
    state = play(state, p, 3, { type: 'draw', seat: 3 });
    const discard = await settle(p.decide(state, 1000), 10_000);
    expect(discard.value).toEqual({ action: { type: 'discard', seat: 3, tile: state.hand!.lastDraw!.tile } });
    expect(logged).toEqual([]);
  });

  it('a claim question given up on while its news is sent stops there: the rest is sent in order later, and its own tsumo is asked, not sent as news', async () => {
    vi.useFakeTimers();
    const logged: string[] = [];
    const ai = slowNews();
    const p = player(ai, logged);
    let { state } = toPonChance(p);
    const claim = await settle(p.decide(state, 1000), 10_000);
    expect(claim.value).toMatchObject({ timedOut: true });
    expect(claim.at).toBeLessThanOrEqual(1050);
    const sentBy = ai.received.length;
    // The bot passes for it; the table goes on to its draw at once.
    state = play(state, p, 3, { type: 'pass', seat: 3 });
    await vi.advanceTimersByTimeAsync(5000);
    expect(ai.received.length).toBe(sentBy);
    const draw = await settle(p.decide(state, 1000), 10_000);
    expect(draw.value).toEqual({ action: { type: 'draw', seat: 3 } });
    state = play(state, p, 3, { type: 'draw', seat: 3 });
    const discard = await settle(p.decide(state, 1000), 10_000);
    expect(discard.value).toEqual({ action: { type: 'discard', seat: 3, tile: state.hand!.lastDraw!.tile } });
    expect(logged).toEqual([]);
    const types = ai.received.map((e) => `${e.type}${e.actor ?? ''}`);
    expect(types.filter((t) => t === 'start_kyoku')).toHaveLength(1);
    expect(ai.received.filter((e) => e.type === 'dahai').map((e) => e.pai)).toEqual(['9s', '8m', '1m']);
    expect(ai.received.at(-1)).toMatchObject({ type: 'tsumo', actor: ai.received[0].id });
  });
});
