/**
 * The host core on its own, with a fake clock: no sockets, no real sleeps. The same core runs in
 * the server (electron/server/table.ts) and in offline practice (renderer/src/transport/local.ts).
 */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/basic';
import type { JournalRecord } from '../../../shared/host/records';
import { parseClientMessage } from '../../../shared/protocol';
import { REPLAY_HOLD_MS } from '../../../shared/host/next-hand-timer';
import { TableCore, type HostTiming } from '../../../shared/host/table-core';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import { presetById } from '../../../shared/rules/presets';
import { newTable } from '../../../shared/table/start';
import { FakeClock, seededRandom } from '../../helpers/fake-clock';

const TIMING: HostTiming = { entropyMs: 1000, graceMs: 5000, botDelayMs: 100, nextHandMs: 3000, claimWindowMs: 400, claimPauseMs: 200, ceremonyMs: 2000, turnTimer: null };

type Out = { k: 'record'; record: JournalRecord } | { k: 'send'; to: string; message: HostMessage; at?: number };

function peer(name: string, out: Out[]): HostPeer & { closedWith: number | null } {
  return { name, tableId: null, closedWith: null, send: (message) => out.push({ k: 'send', to: name, message }), close(code) { this.closedWith = code; } };
}

function table(timing: Partial<HostTiming> = {}, seed = 7) {
  const clock = new FakeClock();
  const out: Out[] = [];
  const preset = presetById('hungarian');
  const core = new TableCore<HostPeer>({
    id: 't',
    name: 'Test',
    preset,
    pin: null,
    timing: { ...TIMING, ...timing },
    state: newTable(preset),
    clock,
    random: seededRandom(seed),
    sink: { record: (record) => out.push({ k: 'record', record }), send: (p, message) => out.push({ k: 'send', to: p.name, message, at: clock.now() }), then: (fn) => fn(), changed: () => {}, closed: () => {} },
  });
  core.start();
  return { clock, out, core };
}

/** Ann and three bots, the first hand dealt (and its ceremony watched, unless `watching`). */
function annAndBots(timing: Partial<HostTiming> = {}, watching = false) {
  const t = table(timing);
  const ann = peer('Ann', t.out);
  t.core.join(ann, undefined);
  t.core.addBots(3);
  t.clock.advance(TIMING.entropyMs);
  if (!watching) t.core.ceremonyDone(ann, 0);
  return { t, ann };
}

const views = (out: Out[], to: string) => out.flatMap((o) => (o.k === 'send' && o.to === to && o.message.t === 'view' ? [o.message] : []));
const lastView = (out: Out[], to: string) => views(out, to).at(-1)!;

/** The player moves as the basic bot would, whenever it has a move; the clock runs between. */
function playHand(t: ReturnType<typeof table>, ann: HostPeer): void {
  for (let i = 0; i < 5000 && t.core.state.hand?.phase !== 'over'; i++) {
    const v = lastView(t.out, ann.name);
    const move = v.view.hand && v.view.hand.phase !== 'over' ? chooseAction(v.view) : null;
    if (move && move.type !== 'startHand' && move.type !== 'timeout') {
      const { seat: _seat, ...action } = move as typeof move & { seat: number };
      t.core.act(ann, { t: 'act', hand: v.view.hand!.index, seq: v.seq, action: action as never });
    }
    t.clock.advance(50);
  }
}

describe('the host core', () => {
  it('plays a whole hand with a player and three bots, and the same seed gives the same views', () => {
    const runs = [1, 2].map(() => {
      const { t, ann } = annAndBots();
      playHand(t, ann);
      expect(t.core.state.hand?.phase).toBe('over');
      return JSON.stringify(views(t.out, 'Ann'));
    });
    expect(runs[0]).toBe(runs[1]);
  });

  it('refuses a move chosen from a view older than the last change of the player\'s options', () => {
    const { t, ann } = annAndBots();
    for (let i = 0; i < 200 && !lastView(t.out, 'Ann').view.legal.length; i++) t.clock.advance(50);
    const v = lastView(t.out, 'Ann');
    expect(t.core.act(ann, { t: 'act', hand: 0, seq: v.seq + 1, action: { type: 'pass' } })?.code).toBe('stale');
    expect(t.core.act(ann, { t: 'act', hand: 0, seq: -1, action: { type: 'pass' } })?.code).toBe('stale');
  });

  it('starts the next hand on its timer when the player does not ask for it, and says how long is left', () => {
    const { t, ann } = annAndBots();
    playHand(t, ann);
    t.clock.flush();
    expect(lastView(t.out, 'Ann').nextHandMsLeft).toBeGreaterThan(0);
    const commits = () => t.out.filter((o) => o.k === 'send' && o.message.t === 'commit').length;
    const before = commits();
    t.clock.advance(TIMING.nextHandMs - 1);
    expect(commits()).toBe(before);
    t.clock.advance(1);
    expect(commits()).toBe(before + 1);
  });

  it('reveals the hand\'s fairness record, checked by the host (verified only when it holds)', () => {
    const { t, ann } = annAndBots({}, true);
    playHand(t, ann);
    const reveal = t.out.find((o) => o.k === 'send' && o.message.t === 'reveal');
    expect(reveal && reveal.k === 'send' && reveal.message.t === 'reveal' && reveal.message.verified).toBe(true);
    // A record that does not hold (the secret is not the committed one) is not called verified.
    (t.core as unknown as { g: { fairness: { secret: string } } }).g.fairness.secret = 'ab'.repeat(32);
    const bob = peer('Bob', t.out);
    t.core.watch(bob);
    const told = t.out.find((o) => o.k === 'send' && o.to === 'Bob' && o.message.t === 'reveal');
    expect(told && told.k === 'send' && told.message.t === 'reveal' && told.message.verified).toBe(false);
  });

  it('hands an away player\'s place to a bot after the grace period, and back on their return', () => {
    const t = table();
    const ann = peer('Ann', t.out);
    const bob = peer('Bob', t.out);
    const { token } = t.core.join(ann, undefined) as { token: string };
    t.core.join(bob, undefined);
    t.core.addBots(2);
    t.clock.advance(TIMING.entropyMs);
    t.core.disconnected(ann);
    t.clock.advance(TIMING.graceMs - 1);
    expect(t.core.players()[0].botPlaying).toBe(false);
    t.clock.advance(1);
    expect(t.core.players()[0].botPlaying).toBe(true);
    const again = peer('Ann', t.out);
    expect(t.core.takeBack(again, t.core.placeForToken(token), token)).toBeNull();
    expect(t.core.players()[0]).toMatchObject({ connected: true, botPlaying: false });
  });

  it('journals a held answer before the player is told it was taken', () => {
    const { t, ann } = annAndBots({ claimWindowMs: 10_000, claimPauseMs: 5000 });
    // Until Ann may answer a claim window during its pause.
    for (let i = 0; i < 2000; i++) {
      const v = lastView(t.out, 'Ann');
      const hand = v.view.hand;
      if (hand?.phase === 'claims' && v.view.legal.some((a) => a.type === 'pass')) break;
      const move = hand && hand.phase !== 'over' && hand.phase !== 'claims' ? chooseAction(v.view) : null;
      if (move && 'seat' in move) {
        const { seat: _seat, ...action } = move;
        t.core.act(ann, { t: 'act', hand: hand!.index, seq: v.seq, action: action as never });
      }
      t.clock.advance(50);
    }
    const v = lastView(t.out, 'Ann');
    const from = t.out.length;
    expect(t.core.act(ann, { t: 'act', hand: v.view.hand!.index, seq: v.seq, action: { type: 'pass' } })).toBeNull();
    const after = t.out.slice(from);
    expect(after[0]).toMatchObject({ k: 'record', record: { k: 'held', a: { type: 'pass' } } });
    expect(after[1]).toMatchObject({ k: 'send', to: 'Ann', message: { t: 'view', seq: v.seq } });
    expect(after.filter((o) => o.k === 'send' && o.to !== 'Ann')).toEqual([]);
  });

  describe('the next hand waits while a player at the table watches the replay', () => {
    /** A hand played to its end; the pause before the next has `left` ms on it. */
    function betweenHands() {
      const { t, ann } = annAndBots();
      playHand(t, ann);
      t.clock.flush();
      const commits = () => t.out.filter((o) => o.k === 'send' && o.to === 'Ann' && o.message.t === 'commit').length;
      return { t, ann, commits, before: commits(), left: lastView(t.out, 'Ann').nextHandMsLeft! };
    }

    it('stands still while the replay is open and runs on, from where it stood, when it closes', () => {
      const { t, ann, commits, before, left } = betweenHands();
      t.clock.advance(1000);
      expect(t.core.watchReplay(ann, true)).toBeNull();
      expect(lastView(t.out, 'Ann')).toMatchObject({ nextHandHeld: true, nextHandMsLeft: left - 1000 });
      t.clock.advance(left + 30_000);
      expect(commits()).toBe(before);
      expect(lastView(t.out, 'Ann').nextHandMsLeft).toBe(left - 1000);
      expect(t.core.watchReplay(ann, false)).toBeNull();
      expect(lastView(t.out, 'Ann')).toMatchObject({ nextHandHeld: false, nextHandMsLeft: left - 1000 });
      t.clock.advance(left - 1001);
      expect(commits()).toBe(before);
      t.clock.advance(1);
      expect(commits()).toBe(before + 1);
    });

    it(`holds for ${REPLAY_HOLD_MS / 1000} s at most in all, so one player cannot stall the table`, () => {
      const { t, ann, commits, before, left } = betweenHands();
      t.core.watchReplay(ann, true);
      t.clock.advance(REPLAY_HOLD_MS - 10_000);
      // Closing and opening again does not give a fresh hold: what is left of it is.
      t.core.watchReplay(ann, false);
      t.core.watchReplay(ann, true);
      t.clock.advance(10_000 - 1);
      expect(lastView(t.out, 'Ann').nextHandHeld).toBe(true);
      t.clock.advance(1);
      expect(lastView(t.out, 'Ann').nextHandHeld).toBe(false);
      t.clock.advance(left - 1);
      expect(commits()).toBe(before);
      t.clock.advance(1);
      expect(commits()).toBe(before + 1);
    });

    it('cannot be held by a spectator, nor during a hand; asking for the next hand still starts it', () => {
      const { t, ann, commits, before, left } = betweenHands();
      const bob = peer('Bob', t.out);
      t.core.watch(bob);
      expect(t.core.watchReplay(bob, true)?.code).toBe('not-seated');
      expect(lastView(t.out, 'Ann').nextHandHeld).toBe(false);
      t.clock.advance(left);
      expect(commits()).toBe(before + 1);
      t.clock.advance(TIMING.entropyMs);
      t.core.ceremonyDone(ann, 1);
      expect(t.core.state.hand?.phase).not.toBe('over');
      expect(t.core.watchReplay(ann, true)?.code).toBe('not-allowed');
      // Held, the player may still ask for the next hand, and it comes.
      const again = betweenHands();
      again.t.core.watchReplay(again.ann, true);
      again.t.core.nextHand(again.ann);
      again.t.clock.advance(TIMING.botDelayMs);
      expect(again.commits()).toBe(again.before + 1);
    });

    it('comes over the wire only as a checked message', () => {
      expect(parseClientMessage(JSON.stringify({ t: 'watchReplay', watching: true }))).toEqual({ ok: true, message: { t: 'watchReplay', watching: true } });
      for (const bad of [{ t: 'watchReplay' }, { t: 'watchReplay', watching: 'yes' }, { t: 'watchReplay', watching: true, ms: 99_999 }])
        expect(parseClientMessage(JSON.stringify(bad))).toMatchObject({ ok: false, code: 'bad-message' });
      expect(parseClientMessage(JSON.stringify({ t: 'playAgain' }))).toEqual({ ok: true, message: { t: 'playAgain' } });
      expect(parseClientMessage(JSON.stringify({ t: 'playAgain', place: 2 }))).toMatchObject({ ok: false, code: 'bad-message' });
    });

    it('lets go when the watching player goes away', () => {
      const { t, ann, commits, before } = betweenHands();
      t.core.watchReplay(ann, true);
      t.clock.advance(5000);
      const bob = peer('Bob', t.out);
      t.core.watch(bob);
      t.core.disconnected(ann);
      expect(lastView(t.out, 'Bob').nextHandHeld).toBe(false);
      expect(commits()).toBe(before);
    });
  });
});

describe('the claim window', () => {
  it('stays open for the pause after every discard, however fast four players answer (fake time)', () => {
    const t = table({ claimWindowMs: 10_000 });
    // When each player was told each window opened, and first told it closed.
    const windows = new Map<string, { opened: number; closed: number | null }>();
    const people = ['Ann', 'Bob', 'Cid', 'Dee'].map((n) => peer(n, t.out));
    for (const p of people) t.core.join(p, undefined);
    t.clock.advance(TIMING.entropyMs);
    for (const p of people) t.core.ceremonyDone(p, 0);
    let read = 0;
    for (let i = 0; i < 20_000 && t.core.state.hand?.phase !== 'over'; i++) {
      for (const o of t.out.slice(read)) {
        if (o.k !== 'send' || o.message.t !== 'view') continue;
        const m = o.message;
        if (m.events.some((e) => e.type === 'claimWindowOpened')) windows.set(`${o.to}/${m.seq}`, { opened: o.at!, closed: null });
        else if (m.view.hand?.phase !== 'claims') for (const [key, w] of windows) if (key.startsWith(`${o.to}/`)) w.closed ??= o.at!;
      }
      read = t.out.length;
      // Everyone answers the moment they can: a pass in a window, the basic bot's move otherwise.
      for (const p of people) {
        const v = lastView(t.out, p.name);
        if (!v.view.hand || v.view.hand.phase === 'over' || !v.view.legal.length) continue;
        const move = v.view.hand.phase === 'claims' ? { type: 'pass' as const } : chooseAction(v.view);
        if (!move || move.type === 'startHand' || move.type === 'timeout') continue;
        const { seat: _seat, ...action } = move as typeof move & { seat?: number };
        t.core.act(p, { t: 'act', hand: v.view.hand.index, seq: v.seq, action: action as never });
      }
      t.clock.advance(10);
    }
    const closed = [...windows.values()].filter((w) => w.closed !== null);
    expect(closed.length).toBeGreaterThan(4 * 20);
    for (const w of closed) expect(w.closed! - w.opened).toBeGreaterThanOrEqual(TIMING.claimPauseMs);
  });
});
