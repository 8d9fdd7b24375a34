/**
 * A place its player left mid-game is played by a bot, and someone else may take it: but not in
 * the middle of a hand, whose concealed tiles the newcomer would be shown. A player at the table
 * could otherwise join it from a second tab, read an opponent's hand and leave again.
 */
import { expect, it } from 'vitest';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import { testCore, TEST_TIMING } from './test-core';

const peer = (name: string, got: HostMessage[]): HostPeer => ({ name, tableId: null, send: (m) => got.push(m), close() {} });

it('a place left mid-hand can be taken only once the hand is over; until then the refusal says so and shows nothing', () => {
  const { clock, core } = testCore('riichi', { seed: 2 });
  core.start();
  const got: Record<string, HostMessage[]> = { ann: [], bob: [], cat: [] };
  const ann = peer('Ann', got.ann);
  const bob = peer('Bob', got.bob);
  const cat = peer('Cat', got.cat);
  core.join(ann, 0);
  core.join(bob, 1);
  core.addBots(2);
  clock.advance(TEST_TIMING.entropyMs);
  core.ceremonyDone(ann, 0);
  core.ceremonyDone(bob, 0);
  clock.advance(1000);
  expect(core.state.hand?.phase).not.toBe('over');
  core.leave(bob);
  expect(core.places[1]).toMatchObject({ kind: 'bot', vacated: true });

  for (const wanted of [1, undefined]) {
    const refused = core.join(cat, wanted);
    expect(refused).toMatchObject({ code: 'place-in-play', message: expect.stringMatching(/until this hand is over/) });
  }
  expect(got.cat).toEqual([]);
  expect(core.places[1]).toMatchObject({ kind: 'bot', vacated: true });

  // Ann plays on (the bots move on their own); once the hand is over the place is Cat's to take.
  for (let i = 0; i < 5000 && core.state.hand?.phase !== 'over'; i++) {
    const view = [...got.ann].reverse().find((m): m is Extract<HostMessage, { t: 'view' }> => m.t === 'view');
    const legal = view?.view.legal ?? [];
    const move = legal.find((a) => a.type === 'pass') ?? legal.find((a) => a.type === 'draw') ?? legal.find((a) => a.type === 'discard');
    if (move && view) {
      const { seat: _seat, ...action } = move as typeof move & { seat: number };
      core.act(ann, { t: 'act', hand: view.view.hand!.index, seq: view.seq, action: action as never });
    }
    clock.advance(50);
  }
  expect(core.state.hand?.phase).toBe('over');
  expect(core.join(cat, 1)).toMatchObject({ place: 1 });
  expect(core.places[1]).toMatchObject({ kind: 'human', name: 'Cat' });
});
