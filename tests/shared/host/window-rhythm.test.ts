/**
 * Riichi lets the next seat draw during a claim window. A bot there must draw whether or not it
 * could have claimed: passing when it could (and drawing only when it could not) showed anyone
 * watching, by the frame that closed the window and the time to its discard, that it could.
 */
import { expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/basic';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import { apply } from '../../../shared/table/apply';
import type { Action, TableState } from '../../../shared/table/types';
import { testCore, TEST_TIMING } from './test-core';

type ViewMessage = Extract<HostMessage, { t: 'view' }>;
const windowKey = (hand: number, tile: number, from: number) => `${hand}:${tile}:${from}`;

/** Every claim window of the game: who could claim, and the seat next in turn (the drawer). */
function windows(initial: TableState, actions: readonly Action[]): Map<string, { eligible: number[]; drawer: number }> {
  const out = new Map<string, { eligible: number[]; drawer: number }>();
  let state = initial;
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(r.error.message);
    state = r.state;
    const h = state.hand;
    if (r.events.some((e) => e.type === 'claimWindowOpened') && h?.claim) out.set(windowKey(h.index, h.claim.tile, h.claim.from), { eligible: [...h.claim.eligible], drawer: (h.claim.from + 1) % 4 });
  }
  return out;
}

it('a spectator sees the same rhythm after a window whether or not the bot next in turn could claim', () => {
  const seen = { could: new Set<string>(), couldNot: new Set<string>() };
  for (const seed of [3, 5]) {
    const { clock, core } = testCore('riichi', { seed });
    core.start();
    let last: ViewMessage | null = null;
    const ann: HostPeer = { name: 'Ann', tableId: null, send: (m) => void (m.t === 'view' && (last = m)), close() {} };
    core.join(ann, undefined);
    core.addBots(3);
    const frames: { at: number; m: ViewMessage }[] = [];
    core.watch({ name: 'Eve', tableId: null, send: (m) => void (m.t === 'view' && frames.push({ at: clock.now(), m })), close() {} });
    clock.advance(TEST_TIMING.entropyMs);
    core.ceremonyDone(ann, 0);
    for (let i = 0; i < 20000 && core.state.game.handsPlayed < 2; i++) {
      const v = last as ViewMessage | null;
      const move = v?.view.hand && v.view.hand.phase !== 'over' ? chooseAction(v.view) : null;
      // Ann never draws early: only the bots' rhythm is measured.
      if (v && move && move.type !== 'startHand' && move.type !== 'timeout' && !(v.view.hand?.phase === 'claims' && move.type === 'draw')) {
        const { seat: _seat, ...action } = move as Action & { seat: number };
        core.act(ann, { t: 'act', hand: v.view.hand!.index, seq: v.seq, action: action as never });
      }
      if (core.state.hand?.phase === 'over') core.nextHand(ann);
      clock.advance(25);
    }
    const annSeat = core.seatOf(0);
    const truth = windows(core.history().initial, core.history().actions);
    const keyOf = (f: { m: ViewMessage }) => {
      const h = f.m.view.hand;
      return h?.phase === 'claims' && h.claim ? windowKey(h.index, h.claim.tile, h.claim.from) : null;
    };
    frames.forEach((f, i) => {
      const k = keyOf(f);
      if (!k || (i > 0 && keyOf(frames[i - 1]) === k)) return;
      const w = truth.get(k);
      if (!w || w.drawer === annSeat || w.eligible.includes(annSeat)) return;
      const close = frames.findIndex((g, j) => j > i && keyOf(g) !== k);
      if (close < 0 || frames[close].m.events.some((e) => e.type === 'claimed' || e.type === 'handWon')) return;
      const discard = frames.findIndex((g, j) => j >= close && g.m.events.some((e) => e.type === 'discarded' || e.type === 'konged' || e.type === 'handWon'));
      const rhythm = `closing phase ${frames[close].m.view.hand?.phase}, ${discard - close} frames and ${discard < 0 ? '?' : frames[discard].at - frames[close].at} ms to the next discard`;
      (w.eligible.includes(w.drawer) ? seen.could : seen.couldNot).add(rhythm);
    });
  }
  expect(seen.could.size).toBeGreaterThan(0);
  expect(seen.couldNot.size).toBeGreaterThan(0);
  for (const rhythm of seen.could) expect(seen.couldNot, rhythm).toContain(rhythm);
});
