/**
 * Start-up time: an AI may take `startMs` (20 s by default, as mjai.app allows) over the decisions
 * before its first answer of a game, while it loads; after that each decision gets `answerMs`
 * (10 s by default). On a fake clock: the AI's answers come after chosen delays.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MJAI_ANSWER_MS, MJAI_START_MS, MjaiPlayer, type MjaiAi } from '../../electron/server/mjai-place';
import type { ClosableChannel } from '../../electron/server/mjai-channel';
import { presetById } from '../../shared/rules/presets';
import { MJAI_RULES } from '../../shared/rules/riichi/logs/mjai-rules';
import { apply } from '../../shared/table/apply';
import { newTable } from '../../shared/table/start';
import type { Action, Seat, TableState } from '../../shared/table/types';

afterEach(() => {
  vi.useRealTimers();
});

/** A react AI that throws each tile it draws, `delays[n]` ms after its n-th draw (timers: the fake clock's). */
function slowAi(delays: number[]): MjaiAi {
  let me = -1;
  const lines: string[] = [];
  const waiting: ((line: string) => void)[] = [];
  const deliver = (line: string) => (waiting.length ? waiting.shift()!(line) : lines.push(line));
  let draws = 0;
  const channel: ClosableChannel = {
    send(line) {
      const e = JSON.parse(line) as { type: string; id?: number; actor?: number; pai?: string };
      if (e.type === 'start_game') me = e.id!;
      if (e.type === 'tsumo' && e.actor === me) setTimeout(() => deliver(JSON.stringify({ type: 'dahai', actor: me, pai: e.pai, tsumogiri: true })), delays[draws++] ?? 0);
    },
    receive: (ms = MJAI_ANSWER_MS) =>
      lines.length
        ? Promise.resolve(lines.shift()!)
        : new Promise((resolve, reject) => {
            waiting.push(resolve);
            setTimeout(() => {
              // Given up on, as the real channel does: a line that comes later waits for the next receive.
              waiting.splice(waiting.indexOf(resolve), 1);
              reject(new Error(`the mjai player did not answer within ${ms} ms`));
            }, ms);
          }),
    takeUnasked: () => [],
    takeDropped: () => 0,
    close: () => {},
    isEnded: false,
    ended: new Promise<string>(() => {}),
  };
  return { name: 'slow', origin: 'memory', channel, protocol: 'react' };
}

function dealt(): { before: TableState; action: Action; after: TableState; events: Parameters<MjaiPlayer['observe']>[2] } {
  const before = newTable(presetById(MJAI_RULES));
  const action: Action = { type: 'startHand', seed: 'cd'.repeat(32) };
  const r = apply(before, action);
  if (!r.ok) throw new Error(r.error.message);
  return { before, action, after: r.state, events: r.events };
}

/** Plays on (timeouts, draws, tsumogiri) until `seat` has its next turn, telling `player` every step. */
function toNextTurn(state: TableState, first: Action, player: MjaiPlayer, seat: Seat): TableState {
  const play = (a: Action) => {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`${a.type}: ${r.error.message}`);
    player.observe(state, a, r.events, r.state, seat, () => ['a', 'b', 'c', 'd']);
    state = r.state;
  };
  play(first);
  while (!(state.hand!.phase === 'discard' && state.hand!.turn === seat)) {
    const hand = state.hand!;
    if (hand.phase === 'claims') play({ type: 'timeout' });
    else if (hand.phase === 'draw') play({ type: 'draw', seat: hand.turn });
    else play({ type: 'discard', seat: hand.turn, tile: hand.lastDraw!.tile });
  }
  return state;
}

/** The dealer's player's decision, the clock run on until it is settled. */
async function decideOnFakeClock(player: MjaiPlayer, state: TableState) {
  const outcome = player.decide(state, MJAI_ANSWER_MS);
  await vi.advanceTimersByTimeAsync(MJAI_START_MS + 1000);
  return outcome;
}

describe('start-up time', () => {
  it('defaults: 10 s a decision, 20 s until the first answer', () => {
    expect(MJAI_ANSWER_MS).toBe(10_000);
    expect(MJAI_START_MS).toBe(20_000);
  });

  it('a first answer after 15 s (loading its model) is played; a later one after 15 s is not', async () => {
    vi.useFakeTimers();
    const { before, action, after, events } = dealt();
    const dealer = after.hand!.dealer as Seat;
    const player = new MjaiPlayer(slowAi([15_000, 15_000]), () => {});
    player.observe(before, action, events, after, dealer, () => ['a', 'b', 'c', 'd']);
    const first = await decideOnFakeClock(player, after);
    expect(first).toMatchObject({ action: { type: 'discard', seat: dealer } });

    // Its second draw: the dealer's next turn, reached by playing the first discard and the others' turns.
    const state = toNextTurn(after, (first as { action: Action }).action, player, dealer);
    const second = await decideOnFakeClock(player, state);
    expect(second).toMatchObject({ timedOut: true });
  });

  it('an AI silent from the start is given up on after the start-up time, not before', async () => {
    vi.useFakeTimers();
    const { before, action, after, events } = dealt();
    const dealer = after.hand!.dealer as Seat;
    const player = new MjaiPlayer(slowAi([60_000]), () => {});
    player.observe(before, action, events, after, dealer, () => ['a', 'b', 'c', 'd']);
    let settled = false;
    const outcome = player.decide(after, MJAI_ANSWER_MS).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(MJAI_START_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    expect(await outcome).toMatchObject({ timedOut: true });
  });
});

describe('a late answer', () => {
  it('is judged against the decision it answers: the next decision gets its own answer, and the run of misses ends there', async () => {
    vi.useFakeTimers();
    const { before, action, after, events } = dealt();
    const dealer = after.hand!.dealer as Seat;
    const logged: string[] = [];
    // On time, then 12 s for its second draw (past the 10 s), then on time again.
    const player = new MjaiPlayer(slowAi([0, 12_000, 0]), (m) => logged.push(m));
    player.observe(before, action, events, after, dealer, () => ['a', 'b', 'c', 'd']);
    const first = (await decideOnFakeClock(player, after)) as { action: Action };
    player.answered(first.action);
    let state = toNextTurn(after, first.action, player, dealer);
    const second = await decideOnFakeClock(player, state);
    expect(second).toMatchObject({ timedOut: true });
    player.misses++;
    // The bot plays the second draw: it throws what it drew. Its late line comes meanwhile.
    state = toNextTurn(state, { type: 'discard', seat: dealer, tile: state.hand!.lastDraw!.tile }, player, dealer);
    const third = (await decideOnFakeClock(player, state)) as { action: Action };
    expect(third.action).toEqual({ type: 'discard', seat: dealer, tile: state.hand!.lastDraw!.tile });
    player.answered(third.action);
    expect(player.misses).toBe(0);
    expect(logged).toEqual([expect.stringMatching(/"type":"dahai".*, about tsumo \(no longer asked\), ignored/)]);
  });
});
