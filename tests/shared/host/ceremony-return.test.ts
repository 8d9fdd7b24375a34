/**
 * A player whose page reloads (or who comes back in another tab) during the deal's ceremony is
 * shown the table, not the ceremony: the bots must not go on waiting for them to finish watching it.
 */
import { expect, it } from 'vitest';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import { testCore, TEST_TIMING } from './test-core';

const peer = (name: string, got: HostMessage[] = []): HostPeer => ({ name, tableId: null, send: (m) => got.push(m), close() {} });

it('coming back mid-ceremony: the bots start at once, not when the ceremony would have timed out', () => {
  const { clock, core } = testCore('hungarian', { seed: 4, timing: { ceremonyMs: 20_000 } });
  core.start();
  const ann = peer('Ann');
  const seated = core.join(ann, 0);
  if ('code' in seated) throw new Error(seated.message);
  core.addBots(3);
  clock.advance(TEST_TIMING.entropyMs);
  expect(core.state.hand).not.toBeNull();
  const dealt = core.history().actions.length;
  // Her page reloads one second into the ceremony; the new page takes her seat back.
  clock.advance(1000);
  core.disconnected(ann);
  const again = peer('Ann');
  expect(core.takeBack(again, seated.place, seated.token)).toBeNull();
  clock.advance(TEST_TIMING.botDelayMs * 4);
  // The dealer, a bot, has played its first discard, 19 s before the ceremony would have timed out.
  expect(core.seatOf(0)).not.toBe(core.state.hand!.dealer);
  expect(core.history().actions.length).toBeGreaterThan(dealt);
});

it('coming back while a claim window is open: the countdown shows the time the window really has', () => {
  const { clock, core } = testCore('hungarian', { seed: 4 });
  core.start();
  const got: HostMessage[] = [];
  const ann = peer('Ann', got);
  const seated = core.join(ann, 0);
  if ('code' in seated) throw new Error(seated.message);
  core.addBots(3);
  clock.advance(TEST_TIMING.entropyMs);
  core.ceremonyDone(ann, 0);
  type View = Extract<HostMessage, { t: 'view' }>;
  const lastView = (from: HostMessage[]) => [...from].reverse().find((m): m is View => m.t === 'view')!;
  // Ann plays on until a window opens that she could claim from.
  const mayClaim = (v: View) => v.view.hand?.phase === 'claims' && v.view.legal.some((a) => a.type === 'pass');
  for (let i = 0; i < 5000 && !mayClaim(lastView(got)); i++) {
    const v = lastView(got);
    if (v.view.hand?.phase === 'over') core.nextHand(ann);
    const move = v.view.legal.find((a) => a.type === 'draw') ?? v.view.legal.find((a) => a.type === 'discard');
    if (move && v.view.hand?.turn === v.view.you) {
      const { seat: _seat, ...action } = move as typeof move & { seat: number };
      core.act(ann, { t: 'act', hand: v.view.hand.index, seq: v.seq, action: action as never });
    } else clock.advance(10);
  }
  expect(mayClaim(lastView(got))).toBe(true);
  expect(lastView(got).claimMsLeft).toBeGreaterThan(0);
  // Her page reloads: with nobody else at the table, the window waits for her.
  core.disconnected(ann);
  clock.advance(60_000);
  const back: HostMessage[] = [];
  expect(core.takeBack(peer('Ann', back), seated.place, seated.token)).toBeNull();
  const shown = lastView(back);
  expect(shown.view.hand?.phase).toBe('claims');
  expect(shown.claimMsLeft).toBeGreaterThan(0);
});
