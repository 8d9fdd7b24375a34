/**
 * Each action's step after a restart (electron/server/restore.ts): the journal's `s`; a journal
 * from before steps were written (no `s`) still loads, its steps numbered as its actions (one view
 * an action, as that host sent them), and a table resumed from it steps through its hand.
 */
import { expect, it } from 'vitest';
import { chooseAction } from '../../shared/bots/basic';
import type { JournalRecord } from '../../shared/host/records';
import { TableCore } from '../../shared/host/table-core';
import type { HostMessage, HostPeer } from '../../shared/host/wire';
import type { Action } from '../../shared/table/types';
import { isRefusal, restore } from '../../electron/server/restore';
import { FakeClock, seededRandom } from '../helpers/fake-clock';
import { testCore, TEST_TIMING } from '../shared/host/test-core';

const header: JournalRecord = { k: 'table', v: 1, id: 't', name: 'Old', preset: 'hungarian', pin: null, created: 0 };

it('a journal without steps loads, numbered as its actions, and its hand can be stepped through', () => {
  const records: JournalRecord[] = [];
  const { clock, core } = testCore('hungarian', { seed: 2, sink: { record: (r) => void records.push(r) } });
  core.start();
  const saw: HostMessage[] = [];
  const ann: HostPeer = { name: 'Ann', tableId: null, send: (m) => void saw.push(m), close() {} };
  const joined = core.join(ann, undefined);
  if ('code' in joined) throw new Error(joined.message);
  core.addBots(3);
  clock.advance(TEST_TIMING.entropyMs);
  core.ceremonyDone(ann, 0);
  for (let i = 0; i < 100 && core.seq <= 12; i++) {
    const v = saw.filter((m): m is Extract<HostMessage, { t: 'view' }> => m.t === 'view').at(-1);
    const m = v?.view.hand && v.view.hand.phase !== 'over' ? chooseAction(v.view) : null;
    if (v && m && m.type !== 'startHand' && m.type !== 'timeout') {
      const { seat: _seat, ...action } = m as Action & { seat: number };
      core.act(ann, { t: 'act', hand: v.view.hand!.index, seq: v.seq, action: action as never });
    }
    clock.advance(50);
  }
  expect(core.seq).toBeGreaterThan(12);
  core.stop();

  // A host from before steps were journalled wrote no `s`.
  const old = records.map((r): JournalRecord => (r.k === 'act' ? { k: 'act', n: r.n, a: r.a } : r));
  const restored = restore({ records: [header, ...old], validBytes: 0, damage: null });
  if (isRefusal(restored)) throw new Error(restored.reason);
  const acts = old.filter((r) => r.k === 'act').length;
  expect(restored.steps).toEqual(Array.from({ length: acts }, (_, i) => i + 1));
  expect(restored.seq).toBe(acts);

  const again = new TableCore<HostPeer>({
    id: 't',
    name: 'Old',
    preset: restored.preset,
    pin: null,
    timing: TEST_TIMING,
    state: restored.state,
    restored: { seq: restored.seq, actions: restored.actions, steps: restored.steps, places: restored.places, fairness: restored.fairness, held: restored.held, hands: restored.hands, handEvents: restored.handEvents },
    clock: new FakeClock(),
    random: seededRandom(4),
    sink: { record: () => {}, send: (p, m) => p.send(m), then: (fn) => fn(), changed: () => {}, closed: () => {} },
  });
  const got: HostMessage[] = [];
  const back: HostPeer = { name: 'Ann', tableId: null, send: (m) => void got.push(m), close() {} };
  expect(again.takeBack(back, joined.place, joined.token)).toBeNull();
  expect(again.handSteps(back, 0, 'here')).toBeNull();
  const answer = got.at(-1) as Extract<HostMessage, { t: 'replaySteps' }>;
  expect(answer).toMatchObject({ t: 'replaySteps', hand: 0, upTo: acts });
  expect(answer.steps.length).toBeGreaterThan(0);
  expect(answer.steps.every((s) => s.seq <= acts && s.view.you === again.seatOf(joined.place))).toBe(true);
});
