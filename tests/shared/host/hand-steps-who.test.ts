/**
 * Who may ask for a hand's steps (shared/host/hand-steps.ts), how often, and what asking tells:
 * spectators are paced per address (one stranger cannot use up everyone's allowance, nor take a
 * fresh one by coming back), and all of them are served one rebuild of a step; a device a club
 * night's place was taken from holds up nothing any more; and the answer waits for no record
 * of what only one seat was shown (a held answer, a silent step's), so when it comes tells
 * nobody of them. A resumed table is given each action's step.
 */
import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../../shared/host/records';
import { TableCore } from '../../../shared/host/table-core';
import type { HostMessage, HostPeer } from '../../../shared/host/wire';
import type { Action } from '../../../shared/table/types';
import { FakeClock } from '../../helpers/fake-clock';
import { liveSteps, move, person, views, type StepsMessage } from './steps-people';
import { testCore, TEST_TIMING } from './test-core';

type Core = ReturnType<typeof testCore>['core'];

const lastView = (got: HostMessage[]) => views(got).at(-1)!;
const answer = (got: HostMessage[]) => got.at(-1) as StepsMessage;

describe('spectators asking for the steps', () => {
  it('are paced per address: a stranger who asks too often, or comes back to ask again, leaves every other spectator theirs; all get one rebuild of a step', () => {
    const { clock, core } = testCore('riichi', { seed: 4 });
    core.start();
    const ann = person('Ann');
    core.join(ann.peer, undefined);
    core.addBots(3);
    const stranger = person('Mallory');
    const real = person('Real');
    core.watch(stranger.peer);
    core.watch(real.peer);
    clock.advance(TEST_TIMING.entropyMs);
    core.ceremonyDone(ann.peer, 0);
    for (let i = 0; i < 40; i++) {
      move(core, ann);
      clock.advance(50);
    }
    const seq = core.seq;
    expect(seq).toBeGreaterThan(5);

    for (let i = 0; i < 6; i++) expect(core.handSteps(stranger.peer, 0, '10.0.0.66')).toBeNull();
    expect(core.handSteps(stranger.peer, 0, '10.0.0.66')).toMatchObject({ code: 'rate-limited', message: expect.stringMatching(/your address/) });
    // Coming back on a new connection from the same address is no way round it.
    const again = person('Mallory');
    core.watch(again.peer);
    expect(core.handSteps(again.peer, 0, '10.0.0.66')).toMatchObject({ code: 'rate-limited' });
    expect(again.got.some((m) => m.t === 'replaySteps')).toBe(false);

    // Another spectator is not held up by him, and gets the spectators' steps: the very ones he got, rebuilt once.
    expect(core.handSteps(real.peer, 0, '10.0.0.7')).toBeNull();
    expect(core.seq).toBe(seq);
    expect(answer(real.got).steps).toEqual(liveSteps(real.got, 0));
    expect(answer(real.got).steps).toBe(answer(stranger.got).steps);

    // A minute on (the table has moved meanwhile), he may ask again, and gets the steps up to the new present.
    for (let i = 0; i < 60; i++) {
      move(core, ann);
      clock.advance(1000);
    }
    expect(core.seq).toBeGreaterThan(seq);
    expect(core.handSteps(again.peer, 0, '10.0.0.66')).toBeNull();
    expect(answer(again.got)).toMatchObject({ upTo: core.seq });
    expect(answer(again.got).steps).toEqual(liveSteps(stranger.got, 0));
    // A player's allowance is its place's, whatever its address.
    for (let i = 0; i < 6; i++) expect(core.handSteps(ann.peer, 0, '10.0.0.66')).toBeNull();
    expect(core.handSteps(ann.peer, 0, '10.0.0.8')).toMatchObject({ code: 'rate-limited', message: expect.stringMatching(/place/) });
  });
});

/** A club night's table: the four places reserved for P0–P3, who all come and play until `until`. */
function clubTable(seed: number, until: (core: Core) => boolean) {
  const { clock, core } = testCore('riichi', { seed, timing: { nextHandMs: 600_000 } });
  core.start();
  const tokens = ['a', 'b', 'c', 'd'].map((c) => c.repeat(64));
  const people = tokens.map((_, p) => person(`P${p}`));
  const watcher = person('Watcher');
  people.forEach((p, place) => {
    core.drawn.reserve(place, `P${place}`, tokens[place]);
    core.takeBack(p.peer, place, tokens[place]);
  });
  core.watch(watcher.peer);
  clock.advance(TEST_TIMING.entropyMs);
  for (const p of people) core.ceremonyDone(p.peer, 0);
  for (let i = 0; i < 5000 && !until(core); i++) {
    for (const p of people) move(core, p);
    clock.advance(50);
  }
  expect(until(core)).toBe(true);
  return { clock, core, tokens, people, watcher };
}

describe("a club night's place changing hands between hands", () => {
  it('leaves the next hand held by nobody: a new code, a bot taking over, and a newer connection each let go of the old device’s hold', () => {
    const { core, people, watcher } = clubTable(6, (c) => c.state.hand?.phase === 'over');
    const held = () => lastView(watcher.got).nextHandHeld;
    expect(core.status()).toBe('between-hands');

    // P0's device watches the replay, holding the next hand; the name is taken back with a new code.
    expect(core.watchReplay(people[0].peer, true)).toBeNull();
    expect(held()).toBe(true);
    core.drawn.rekey(0, 'P0', 'e'.repeat(64));
    expect(held()).toBe(false);

    // P1 holds it, then leaves the evening: a bot plays the place.
    expect(core.watchReplay(people[1].peer, true)).toBeNull();
    expect(held()).toBe(true);
    core.drawn.botTakesOver(1);
    expect(held()).toBe(false);

    // P2's old page holds it; a newer one takes the seat back (the old one is sent away).
    expect(core.watchReplay(people[2].peer, true)).toBeNull();
    expect(held()).toBe(true);
    const newer = person('P2');
    expect(core.takeBack(newer.peer, 2, 'c'.repeat(64))).toBeNull();
    expect(held()).toBe(false);
  });
});

describe('when the answer comes', () => {
  it('waits for no record only one seat was shown: held answers and silent steps are recorded as unseen, and the answer is sent as showing only seen steps', () => {
    const records: { record: JournalRecord; unseen: boolean }[] = [];
    const shown: HostMessage[] = [];
    const sent: HostMessage[] = [];
    const { clock, core } = testCore('hungarian', {
      seed: 5,
      sink: {
        record: (record, unseen) => void records.push({ record, unseen: unseen === true }),
        send: (p, m) => {
          sent.push(m);
          p.send(m);
        },
        sendShown: (p, m) => {
          shown.push(m);
          p.send(m);
        },
      },
    });
    core.start();
    const people = ['Ann', 'Bob', 'Cy'].map(person);
    for (const p of people) core.join(p.peer, undefined);
    core.addBots(1);
    clock.advance(TEST_TIMING.entropyMs);
    for (const p of people) core.ceremonyDone(p.peer, 0);
    let silent: { record: JournalRecord; unseen: boolean }[] = [];
    let heldSeen = false;
    for (let i = 0; i < 5000 && core.state.hand?.phase !== 'over' && !silent.length; i++) {
      const thinking = people.filter((p) => lastView(p.got).view.legal.some((l) => l.type === 'pass'));
      if (core.state.hand?.phase === 'claims' && thinking.length >= 2) {
        // Within the window's pause an answer is held; at the pause's end it is applied while another seat still thinks: a silent step.
        const v = lastView(thinking[0].got);
        let at = records.length;
        core.act(thinking[0].peer, { t: 'act', hand: v.view.hand!.index, seq: v.seq, action: { type: 'pass' } });
        heldSeen ||= records.slice(at).some((r) => r.record.k === 'held');
        at = records.length;
        const seq = core.seq;
        clock.advance(TEST_TIMING.claimPauseMs + 1);
        if (core.seq === seq && core.state.hand?.phase === 'claims') silent = records.slice(at);
      }
      for (const p of people) move(core, p);
      clock.advance(50);
    }
    expect(heldSeen).toBe(true);
    expect(silent.length).toBeGreaterThan(0);
    expect(silent.every((r) => r.record.k === 'act' && r.unseen)).toBe(true);
    expect(records.filter((r) => r.record.k === 'held').every((r) => r.unseen)).toBe(true);
    expect(records.filter((r) => r.record.k !== 'held' && r.record.k !== 'act').every((r) => !r.unseen)).toBe(true);
    expect(records.filter((r) => r.record.k === 'act' && (r.record.a.type === 'discard' || r.record.a.type === 'startHand')).every((r) => !r.unseen)).toBe(true);

    expect(core.handSteps(people[0].peer, 0, 'here')).toBeNull();
    expect(shown.map((m) => m.t)).toEqual(['replaySteps']);
    expect(sent.some((m) => m.t === 'replaySteps')).toBe(false);
  });
});

describe('a resumed table', () => {
  it('is given each action’s step: without them its steps would be numbered as its actions, which they are not', () => {
    const { core } = testCore('riichi');
    const init = { id: 't', name: 'T', preset: core.preset, pin: null, timing: TEST_TIMING, state: core.state, clock: new FakeClock(), sink: { record: () => {}, send: () => {}, then: () => {}, changed: () => {}, closed: () => {} } };
    const restored = { seq: 3, actions: [] as Action[], places: core.places, fairness: null };
    // @ts-expect-error: `steps` is required
    expect(() => new TableCore<HostPeer>({ ...init, restored })).toThrow();
    expect(() => new TableCore<HostPeer>({ ...init, restored: { ...restored, actions: [{ type: 'timeout' }], steps: [] } })).toThrow(/step/);
  });
});
