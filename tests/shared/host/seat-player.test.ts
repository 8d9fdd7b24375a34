/**
 * The seat interface (shared/host/seat-player.ts): the person, the bot and another decider (an mjai
 * AI, faked here) are layered, and whoever is on top at a place decides for it. The bot answers
 * only the decisions of the places it plays; a person never answers by themselves; a place an AI
 * lets go is the bot's from then on.
 */
import { describe, expect, it } from 'vitest';
import { botSeat } from '../../../shared/host/bot-seat';
import { emptyPlace, type Place } from '../../../shared/host/places';
import { personSeat, SeatPlayers, type SeatPlayer, type SeatTable } from '../../../shared/host/seat-player';
import type { HostTiming } from '../../../shared/host/table-core';
import type { HostPeer } from '../../../shared/host/wire';
import { presetById } from '../../../shared/rules/presets';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import { chooseAction } from '../../../shared/bots/basic';
import { placeAtSeat, type Action, type Seat, type TableState } from '../../../shared/table/types';
import { viewFor } from '../../../shared/view';
import { FakeClock } from '../../helpers/fake-clock';
import { testCore } from './test-core';

const preset = presetById('hungarian');
const BOT_DELAY = 100;

/** Who sits at a place: a bot, a person (there, away past their grace period, or idle), an AI (there, or let go), nobody. */
type Sitter = 'bot' | 'person' | 'person away' | 'person idle' | 'ai' | 'ai let go' | 'empty';

function placeFor(sitter: Sitter): Place {
  const p = emptyPlace();
  if (sitter === 'empty') return p;
  if (sitter.startsWith('person')) return { ...p, kind: 'human', name: 'Ann', covered: sitter === 'person away', idle: sitter === 'person idle' };
  return { ...p, kind: 'bot', name: sitter.startsWith('ai') ? 'mjai AI' : 'Bot 1' };
}

/**
 * An AI that plays the places it was given while it is there, and never answers (it is asked, that
 * is all). It counts the actions it is told of, and each place's moves among them.
 */
function fakeAi(places: number[]): SeatPlayer & { there: boolean; asked: number; seen: number; moves: number[] } {
  return {
    kind: 'other',
    there: true,
    asked: 0,
    seen: 0,
    moves: [0, 0, 0, 0],
    plays(place) {
      return this.there && places.includes(place);
    },
    observe(before, action) {
      this.seen++;
      if ('seat' in action) this.moves[placeAtSeat(before, action.seat)]++;
    },
    ask() {
      this.asked++;
    },
    gameEnded() {},
    stop() {},
  };
}

/** The hand just dealt (seat 0, at place 0, to discard), and the claim window its dealer's discard opens (seat 3, at place 1, may claim). */
function decisions(): { turn: TableState; window: TableState } {
  const dealt = apply(newTable(preset), { type: 'startHand', seed: '0'.repeat(64) });
  if (!dealt.ok) throw new Error(dealt.error.message);
  const turn = dealt.state;
  const discard = apply(turn, chooseAction(viewFor(turn, 0))!);
  if (!discard.ok) throw new Error(discard.error.message);
  return { turn, window: discard.state };
}

/** The three seat players over four places, at a fake table in `state`; what they submit is applied and kept. */
function seated(sitters: Sitter[], state: TableState, windowPause = false) {
  const clock = new FakeClock();
  const places = sitters.map(placeFor);
  const submitted: Action[] = [];
  const ai = fakeAi(sitters.flatMap((s, place) => (s === 'ai' || s === 'ai let go' ? [place] : [])));
  if (sitters.includes('ai let go')) ai.there = false;
  const table: SeatTable = {
    id: 't',
    preset,
    timing: { botDelayMs: BOT_DELAY },
    places,
    clock,
    state: () => state,
    closed: () => false,
    dealing: () => false,
    seatOf: (place) => state.playerAtSeat!.indexOf(place) as Seat,
    decider: (place) => seats.decider(place),
    answersHeld: () => windowPause,
    mayAsk: () => true,
    submit(action) {
      submitted.push(action);
      const result = apply(state, action);
      if (result.ok) state = result.state;
      return result;
    },
    proceed() {},
    seatBot() {},
    placesChanged() {},
  };
  const seats = new SeatPlayers(botSeat(table), [personSeat(places), ai]);
  return { clock, seats, submitted, ai, table };
}

const seatsOf = (actions: Action[]) => actions.map((a) => ('seat' in a ? a.seat : null));

describe('the seat players', () => {
  const { turn, window } = decisions();
  it('deal a hand whose dealer (seat 0) sits at place 0, and whose first discard seat 3 (place 1) alone may claim', () => {
    expect(turn.playerAtSeat).toEqual([0, 3, 2, 1]);
    expect(turn.hand).toMatchObject({ phase: 'discard', turn: 0 });
    expect(window.hand).toMatchObject({ phase: 'claims' });
    expect(window.hand!.claim!.eligible).toEqual([3]);
  });

  const onTurn: { at0: Sitter; decider: SeatPlayer['kind'] | null; answered: boolean }[] = [
    { at0: 'bot', decider: 'bot', answered: true },
    { at0: 'person', decider: 'person', answered: false },
    { at0: 'person away', decider: 'bot', answered: true },
    { at0: 'person idle', decider: 'bot', answered: true },
    { at0: 'ai', decider: 'other', answered: false },
    { at0: 'ai let go', decider: 'bot', answered: true },
    { at0: 'empty', decider: null, answered: false },
  ];
  it.each(onTurn)('seat 0 to discard, $at0 at its place: decided by $decider, answered by the bot: $answered', ({ at0, decider, answered }) => {
    // Bots at the other places: none of them has a decision now.
    const t = seated([at0, 'bot', 'bot', 'bot'], turn);
    expect(t.seats.decider(0)?.kind ?? null).toBe(decider);
    t.seats.ask();
    t.clock.advance(BOT_DELAY - 1);
    expect(t.submitted).toEqual([]); // the bot thinks for botDelayMs first
    t.clock.advance(10 * BOT_DELAY);
    expect(seatsOf(t.submitted)).toEqual(answered ? [0] : []);
    if (answered) expect(t.submitted[0].type).toBe('discard');
    expect(t.ai.asked).toBe(1);
  });

  const inWindow: { sitters: Sitter[]; answered: (Seat | null)[] }[] = [
    // Place 1 holds seat 3, the one seat that may claim; the bots elsewhere have nothing to answer.
    { sitters: ['person', 'bot', 'person', 'person'], answered: [3] },
    { sitters: ['bot', 'person', 'bot', 'bot'], answered: [] },
    { sitters: ['bot', 'person idle', 'bot', 'bot'], answered: [3] },
    { sitters: ['bot', 'ai', 'bot', 'bot'], answered: [] },
    { sitters: ['bot', 'ai let go', 'bot', 'bot'], answered: [3] },
  ];
  it.each(inWindow)('a claim window during its pause, places $sitters: the bot answers seats $answered at once', ({ sitters, answered }) => {
    const t = seated(sitters, window, true);
    t.seats.ask();
    expect(seatsOf(t.submitted)).toEqual(answered);
  });

  it('tell every seat player each applied action', () => {
    const t = seated(['ai', 'bot', 'bot', 'bot'], turn);
    t.seats.observe(turn, { type: 'timeout' }, [], turn);
    expect(t.ai.seen).toBe(1);
  });

  it('stop the bot: its move due is not made', () => {
    const t = seated(['bot', 'bot', 'bot', 'bot'], turn);
    t.seats.ask();
    t.seats.stop();
    t.clock.advance(10 * BOT_DELAY);
    expect(t.submitted).toEqual([]);
  });
});

describe('a host core with a person, the bots and an AI', () => {
  const TIMING: HostTiming = { entropyMs: 1000, graceMs: 60_000, botDelayMs: BOT_DELAY, nextHandMs: 3000, claimWindowMs: 400, claimPauseMs: 200, ceremonyMs: 2000, turnTimer: null };

  /** A table whose place 0 is the AI's or a person's, bots at the others, the first hand dealt; the seat of place 0 is stuck (never answered) or not. */
  function table(at0: 'ai' | 'person' | 'bot') {
    const ai = fakeAi(at0 === 'ai' ? [0] : []);
    const given: { table?: SeatTable } = {};
    const { clock, core } = testCore(preset.id, { timing: TIMING, sink: { send: () => {} }, others: (table) => ((given.table = table), ai) });
    core.start();
    const ann: HostPeer = { name: 'Ann', tableId: null, send: () => {}, close: () => {} };
    const seats = given.table!;
    if (at0 === 'ai') seats.seatBot(0, 'mjai AI');
    if (at0 === 'person') core.join(ann, 0);
    core.addBots(4);
    clock.advance(TIMING.entropyMs + TIMING.ceremonyMs);
    const moved = () => ai.moves[0];
    return { clock, core, ai, seats, moved };
  }

  it.each(['ai', 'person'] as const)('no one answers for place 0 while the %s plays it: the table waits for it', (at0) => {
    const t = table(at0);
    t.clock.advance(60_000);
    const hand = t.core.state.hand!;
    expect(hand.phase === 'draw' || hand.phase === 'discard').toBe(true);
    expect(hand.turn).toBe(t.core.seatOf(0));
    expect(t.moved()).toBe(0);
    expect(t.ai.moves.reduce((a, b) => a + b)).toBeGreaterThan(0); // the others did move
    expect(t.ai.seen).toBe(t.core.history().actions.length);
    if (at0 === 'ai') expect(t.ai.asked).toBeGreaterThan(0);
  });

  it('the bot plays the place of an AI let go, and of a bot', () => {
    const t = table('ai');
    t.clock.advance(60_000);
    const stuckAt = t.core.history().actions.length;
    t.ai.there = false;
    t.seats.proceed();
    t.clock.advance(BOT_DELAY);
    expect(t.moved()).toBe(1);
    expect(t.core.history().actions.length).toBe(stuckAt + 1);
    t.clock.advance(60_000);
    expect(t.moved()).toBeGreaterThan(1);
    const bots = table('bot');
    bots.clock.advance(60_000);
    expect(bots.moved()).toBeGreaterThan(1);
  });
});
