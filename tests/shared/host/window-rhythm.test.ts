/**
 * Riichi lets the next seat draw during a claim window. A bot there never does: passing when it
 * could claim and drawing when it could not showed, by the frame that closed the window and the
 * time to its discard, that it could; and drawing instead of passing showed, when another seat's
 * call put the draw back, whether it had asked for the tile too.
 */
import { expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/basic';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import type { Action, Seat } from '../../../shared/table/types';
import { parseTiles } from '../../../shared/notation';
import { kindOf } from '../../../shared/tiles';
import { claimWindows, windowKey } from '../../helpers/claim-windows';
import { testCore, TEST_TIMING } from './test-core';

type ViewMessage = Extract<HostMessage, { t: 'view' }>;


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
    const truth = claimWindows(core.history().initial, core.history().actions);
    const keyOf = (f: { m: ViewMessage }) => {
      const h = f.m.view.hand;
      return h?.phase === 'claims' && h.claim ? windowKey(h.index, h.claim.tile, h.claim.from) : null;
    };
    frames.forEach((f, i) => {
      const k = keyOf(f);
      if (!k || (i > 0 && keyOf(frames[i - 1]) === k)) return;
      const w = truth.get(k);
      const drawer = (((w?.from ?? 0) + 1) % 4) as Seat;
      if (!w || drawer === annSeat || w.eligible.includes(annSeat)) return;
      const close = frames.findIndex((g, j) => j > i && keyOf(g) !== k);
      if (close < 0 || frames[close].m.events.some((e) => e.type === 'claimed' || e.type === 'handWon')) return;
      const discard = frames.findIndex((g, j) => j >= close && g.m.events.some((e) => e.type === 'discarded' || e.type === 'konged' || e.type === 'handWon'));
      const rhythm = `closing phase ${frames[close].m.view.hand?.phase}, ${discard - close} frames and ${discard < 0 ? '?' : frames[discard].at - frames[close].at} ms to the next discard`;
      (w.eligible.includes(drawer) ? seen.could : seen.couldNot).add(rhythm);
    });
  }
  expect(seen.could.size).toBeGreaterThan(0);
  expect(seen.couldNot.size).toBeGreaterThan(0);
  for (const rhythm of seen.could) expect(seen.couldNot, rhythm).toContain(rhythm);
});

/** Eve's frames after Ann (East) discards 4p and the West bot pons it, South (next in turn, a bot) holding `south`. */
function framesAfterAPon(south: string): string[] {
  const { clock, core } = testCore('riichi', { seed: 3 });
  core.start();
  let last: ViewMessage | null = null;
  const ann: HostPeer = { name: 'Ann', tableId: null, send: (m) => void (m.t === 'view' && (last = m)), close() {} };
  core.join(ann, undefined);
  core.addBots(3);
  const problem = core.arrangeFirstDealForTest({ hands: ['111m999m111s999s1z4p', south, '44p345m678m456s2s3z', '1p9p19m19s23455z6z7z'] });
  if (problem) throw new Error(problem);
  const eve: string[] = [];
  core.watch({ name: 'Eve', tableId: null, send: (m) => void (m.t === 'view' && eve.push(`seq +${m.seq}: ${m.events.map((e) => e.type + ('seat' in e ? `(${e.seat})` : '')).join(', ')}`)), close() {} });
  clock.advance(TEST_TIMING.entropyMs);
  core.ceremonyDone(ann, 0);
  clock.advance(10);
  expect(core.seatOf(0)).toBe(0);
  const v = last as unknown as ViewMessage;
  const fourPin = v.view.hand!.seats[0].concealed!.find((t) => kindOf(t) === parseTiles('4p')[0])!;
  const from = eve.length;
  const seq = v.seq;
  expect(core.act(ann, { t: 'act', hand: 0, seq, action: { type: 'discard', tile: fourPin } } as never)).toBeFalsy();
  clock.advance(TEST_TIMING.claimPauseMs + TEST_TIMING.botDelayMs * 3);
  expect(core.history().actions.some((a) => a.type === 'claim' && a.claim === 'pung')).toBe(true);
  return eve.slice(from).map((line) => line.replace(/seq \+(\d+)/, (_, n) => `seq +${Number(n) - seq}`));
}

it('when another seat calls the discard, a spectator cannot tell whether the bot next in turn asked for it too', () => {
  // South could chi 4p (234p) and, ready after it, asks; or holds nothing to chi with.
  const asked = framesAfterAPon('23p567m234s678s8m7z');
  const couldNot = framesAfterAPon('89p567m234s678s8m7z');
  expect(asked).toEqual(couldNot);
});
