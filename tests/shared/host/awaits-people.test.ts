/**
 * When the table waits on a person (TableCore.awaitsPeople): the browser tests' fake clock holds
 * still then, so a person's answer never comes too late. Whenever it says so, the person has
 * something to send; whenever it does not, the clock alone moves the table on.
 */
import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../shared/bots/basic';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import { TEST_TIMING as TIMING, testCore } from './test-core';
type View = Extract<HostMessage, { t: 'view' }>;

function annAndBots(presetId: string) {
  const views: View[] = [];
  const ann: HostPeer = { name: 'Ann', tableId: null, send: (m) => void (m.t === 'view' && views.push(m)), close: () => {} };
  const { clock, core } = testCore(presetId);
  core.start();
  core.join(ann, undefined);
  return { clock, core, ann, views };
}

describe('the table waits on a person', () => {
  // Riichi: the next player may draw during a claim window, which closes on its own all the same.
  it.each(['hungarian', 'riichi'])('%s: for the deal’s entropy, the ceremony, each move, a claim and the next hand; never while the host holds the answer', (presetId) => {
    const { clock, core, ann, views } = annAndBots(presetId);
    expect(core.awaitsPeople()).toBe(false); // no hand: nothing to do
    core.addBots(3);
    expect(core.status()).toBe('dealing');
    expect(core.awaitsPeople()).toBe(true); // her entropy
    core.entropy(ann, 0, 'ab'.repeat(16));
    clock.flush();
    expect(core.status()).toBe('playing');
    expect(core.awaitsPeople()).toBe(true); // she watches the ceremony
    core.ceremonyDone(ann, 0);

    // A driver as the browser tests have: the clock moves only while nobody is awaited; Ann
    // answers whenever she is. She always has a move then, and the hand gets to its end.
    let held = 0;
    for (let i = 0; i < 20_000 && core.state.hand?.phase !== 'over'; i++) {
      if (!core.awaitsPeople()) {
        clock.advance(50);
        continue;
      }
      const last = views.at(-1)!;
      if (last.view.hand!.phase === 'claims') expect(last.view.legal.some((a) => a.type === 'claim'), 'awaited in a window with no claim to make').toBe(true);
      const move = chooseAction(last.view);
      expect(move, 'awaited with nothing to do').not.toBeNull();
      const { seat: _seat, ...action } = move as NonNullable<typeof move> & { seat: number };
      expect(core.act(ann, { t: 'act', hand: last.view.hand!.index, seq: last.seq, action: action as never })).toBeNull();
      // A pass or claim in a window's pause is held: the table waits on the clock again, not on her.
      if (last.view.hand!.phase === 'claims' && core.state.hand?.phase === 'claims') {
        held++;
        expect(core.awaitsPeople()).toBe(false);
      }
    }
    expect(core.state.hand?.phase).toBe('over');
    expect(held).toBeGreaterThan(0);

    // Between hands until she asks for the next one; away, she is awaited by nobody.
    expect(core.awaitsPeople()).toBe(true);
    clock.advance(TIMING.nextHandMs - 1);
    expect(core.status()).toBe('between-hands');
    core.nextHand(ann);
    expect(core.awaitsPeople()).toBe(false);
    core.disconnected(ann);
    clock.advance(TIMING.nextHandMs);
    expect(core.awaitsPeople()).toBe(false);
  });

  it('not after the last hand of a halted table (a club round over): no next hand is coming to ask for', () => {
    const { clock, core, ann, views } = annAndBots('hungarian');
    core.addBots(3);
    core.entropy(ann, 0, 'ab'.repeat(16));
    clock.flush();
    core.ceremonyDone(ann, 0);
    core.halt();
    for (let i = 0; i < 20_000 && core.state.hand?.phase !== 'over'; i++) {
      if (!core.awaitsPeople()) {
        clock.advance(50);
        continue;
      }
      const last = views.at(-1)!;
      const { seat: _seat, ...action } = chooseAction(last.view) as NonNullable<ReturnType<typeof chooseAction>> & { seat: number };
      core.act(ann, { t: 'act', hand: last.view.hand!.index, seq: last.seq, action: action as never });
    }
    expect(core.state.hand?.phase).toBe('over');
    expect(core.awaitsPeople()).toBe(false);
  });
});
