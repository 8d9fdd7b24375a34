/**
 * A hand's steps rebuilt for one seat (shared/host/hand-steps.ts) are the views it was sent live,
 * step by step, even around a claim window's answers that showed nobody anything: an answer given
 * after the window's pause while another seat still thinks changes no one's view but the
 * answerer's, alone and at the same step, and is no step of the replay.
 */
import { expect, it } from 'vitest';
import { liveSteps, move, person, views, type StepsMessage } from './steps-people';
import { testCore, TEST_TIMING } from './test-core';

it.each([
  ['hungarian', 5],
  ['riichi', 3],
  ['taiwanese', 3],
])('%s (seed %i): an answer after the pause while another seat thinks is no step; each seat’s steps are exactly its live ones', (preset, seed) => {
  const { clock, core } = testCore(preset, { seed });
  core.start();
  const people = ['Ann', 'Bob', 'Cy'].map(person);
  for (const p of people) core.join(p.peer, undefined);
  core.addBots(1);
  const { peer: eve, got: eveGot } = person('Eve');
  core.watch(eve);
  clock.advance(TEST_TIMING.entropyMs);
  for (const p of people) core.ceremonyDone(p.peer, 0);
  let found = 0;
  for (let i = 0; i < 5000 && core.state.hand?.phase !== 'over'; i++) {
    const thinking = people.filter((p) => views(p.got).at(-1)!.view.legal.some((l) => l.type === 'pass'));
    if (core.state.hand?.phase === 'claims' && thinking.length >= 2) {
      // The pause passes; one passes while another still thinks: the window stays open, and only the one who passed is told.
      clock.advance(TEST_TIMING.claimPauseMs + 1);
      const [first, ...others] = thinking;
      const v = views(first.got).at(-1)!;
      const seen = people.map((p) => views(p.got).length);
      core.act(first.peer, { t: 'act', hand: v.view.hand!.index, seq: v.seq, action: { type: 'pass' } });
      expect(people.map((p) => views(p.got).length)).toEqual(seen.map((n, k) => (people[k] === first ? n + 1 : n)));
      expect(views(first.got).at(-1)).toMatchObject({ seq: v.seq, events: [] });
      found++;
      for (const { peer: who, got } of [...people, { peer: eve, got: eveGot }]) {
        expect(core.handSteps(who, 0, 'here')).toBeNull();
        const answer = got.at(-1) as StepsMessage;
        expect(answer).toMatchObject({ t: 'replaySteps', hand: 0, upTo: core.seq });
        expect(answer.steps).toEqual(liveSteps(got, 0));
      }
      // The one who passed sees the window in the replay's last step as it opened, not as answered.
      const last = (first.got.at(-1) as StepsMessage).steps.at(-1)!;
      expect(last.view.hand!.claim).toMatchObject({ answered: false });
      for (const p of others) move(core, p);
    } else for (const p of people) move(core, p);
    clock.advance(50);
  }
  expect(found).toBeGreaterThan(0);
  // At the hand's end, everyone's steps are still exactly theirs.
  for (const { peer: who, got } of [...people, { peer: eve, got: eveGot }]) {
    core.handSteps(who, 0, 'here');
    expect((got.at(-1) as StepsMessage).steps).toEqual(liveSteps(got, 0));
  }
});
