/**
 * The Hungarian blind game on the host: a spectator (or a player coming back) is caught up with the
 * hand's events, and a discard lying face down now keeps its face there too; only the latest shows.
 */
import { expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/basic';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import { testCore, TEST_TIMING } from './test-core';

type ViewMessage = Extract<HostMessage, { t: 'view' }>;

function peer(name: string, got: HostMessage[]): HostPeer {
  return { name, tableId: null, send: (m) => got.push(m), close() {} };
}

it.each([
  ['hungarian+blindGame=true', true],
  ['hungarian', false],
])('%s: catch-up events show a discard face up only where the table does', (presetId, blind) => {
  const { clock, core } = testCore(presetId);
  core.start();
  const annGot: HostMessage[] = [];
  const ann = peer('Ann', annGot);
  core.join(ann, undefined);
  core.addBots(3);
  clock.advance(TEST_TIMING.entropyMs);
  core.ceremonyDone(ann, 0);
  // Ann plays as the basic bot would, until eight tiles have been discarded.
  const discarded = () => core.state.hand?.seats.reduce((n, s) => n + s.discards.length, 0) ?? 0;
  for (let i = 0; i < 2000 && discarded() < 8 && core.state.hand?.phase !== 'over'; i++) {
    const v = annGot.filter((m): m is ViewMessage => m.t === 'view').at(-1)!;
    const move = v.view.hand && v.view.hand.phase !== 'over' ? chooseAction(v.view) : null;
    if (move && move.type !== 'startHand' && move.type !== 'timeout') {
      const { seat: _seat, ...action } = move as typeof move & { seat: number };
      core.act(ann, { t: 'act', hand: v.view.hand!.index, seq: v.seq, action: action as never });
    }
    clock.advance(50);
  }
  expect(core.state.hand?.phase).not.toBe('over');
  const bobGot: HostMessage[] = [];
  core.watch(peer('Bob', bobGot));
  const catchUp = bobGot.find((m): m is ViewMessage => m.t === 'view')!;
  const discards = catchUp.events.filter((e) => e.type === 'discarded');
  expect(discards.length).toBeGreaterThanOrEqual(8);
  const faces = discards.map((e) => (e.type === 'discarded' ? e.tile : null));
  if (blind) {
    expect(faces.slice(0, -1).every((t) => t === null)).toBe(true);
    expect(faces.at(-1)).not.toBeNull();
  } else expect(faces.every((t) => t !== null)).toBe(true);
  // The same as the view: what lies face down there lies face down in the events.
  const shown = catchUp.view.hand!.seats.flatMap((s) => s.discards.filter((d) => d.tile !== null)).length;
  expect(faces.filter((t) => t !== null).length).toBeGreaterThanOrEqual(blind ? 1 : shown);
});
