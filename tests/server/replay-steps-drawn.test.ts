/**
 * A club night's place and the hand's steps: a drawn place's steps are its drawn player's from its
 * reservation, whoever played it meanwhile (a bot before they came, or while they were gone) and
 * whatever token they hold it with now: coming late, handed it back after rejoining in the same
 * round, or on a new code. Another player given the place gets none of a hand dealt before. After
 * a restart the journal's place records say the same; where they cannot tell, nothing is given.
 */
import { describe, expect, it } from 'vitest';
import type { JournalRecord } from '../../shared/host/records';
import { TableCore } from '../../shared/host/table-core';
import type { HostPeer } from '../../shared/host/wire';
import { isRefusal, restore } from '../../electron/server/restore';
import { FakeClock, seededRandom } from '../helpers/fake-clock';
import { liveSteps, move, person, type Person, type StepsMessage } from '../shared/host/steps-people';
import { testCore, TEST_TIMING } from '../shared/host/test-core';

type Core = TableCore<HostPeer>;

const token = (c: string) => c.repeat(64);

/** The steps `p` gets of hand 0, or why not. */
function stepsOf(core: Core, p: Person): StepsMessage | { code: string } {
  const refused = core.handSteps(p.peer, 0, 'here');
  return refused ?? (p.got.at(-1) as StepsMessage);
}

/**
 * A club table whose four places are drawn for P0–P3: P0–P2 come and play hand 0 a while (P3 comes
 * late); P0 leaves the evening and is handed the place back; P1's name gets a new code and its
 * owner comes with it; P2 leaves, and the place is given to someone else's name.
 */
function evening() {
  const records: JournalRecord[] = [];
  const { clock, core } = testCore('riichi', { seed: 5, timing: { graceMs: 300 }, sink: { record: (r) => void records.push(r) } });
  core.start();
  const people = [0, 1, 2, 3].map((p) => person(`P${p}`));
  for (let p = 0; p < 4; p++) core.drawn.reserve(p, `P${p}`, token('abcd'[p]));
  for (let p = 0; p < 3; p++) core.takeBack(people[p].peer, p, token('abcd'[p]));
  clock.advance(TEST_TIMING.entropyMs + 400);
  for (let p = 0; p < 3; p++) core.ceremonyDone(people[p].peer, 0);
  for (let i = 0; i < 400 && core.seq <= 20; i++) {
    for (let p = 0; p < 3; p++) move(core, people[p]);
    clock.advance(120);
  }
  expect(core.state.hand).toMatchObject({ index: 0 });
  expect(core.state.hand!.phase).not.toBe('over');
  return { clock, core, people, records };
}

describe("a drawn place's steps", () => {
  it('are its drawn player’s from the reservation: late, handed back after rejoining, or on a new code; not another name’s', () => {
    const { core, people } = evening();
    const saw = people.map((p) => liveSteps(p.got, 0));

    // P3 comes late: a bot played the place for them from the deal.
    core.takeBack(people[3].peer, 3, token('d'));
    const late = stepsOf(core, people[3]);
    expect(late).toMatchObject({ t: 'replaySteps', hand: 0 });
    expect((late as StepsMessage).steps[0].view.you).toBe(core.seatOf(3));

    // P0 leaves the evening and rejoins in the same round: handed the place back, on a new page.
    core.drawn.botTakesOver(0);
    core.drawn.giveBack(0, 'P0', token('a'));
    const p0 = person('P0');
    core.takeBack(p0.peer, 0, token('a'));
    const back = stepsOf(core, p0) as StepsMessage;
    expect(back.t).toBe('replaySteps');
    expect(back.steps.slice(0, saw[0].length)).toEqual(saw[0]);

    // P1's name is taken back with a new code: its owner comes with it.
    core.drawn.rekey(1, 'P1', token('e'));
    const p1 = person('P1');
    core.takeBack(p1.peer, 1, token('e'));
    const rekeyed = stepsOf(core, p1) as StepsMessage;
    expect(rekeyed.t).toBe('replaySteps');
    expect(rekeyed.steps.slice(0, saw[1].length)).toEqual(saw[1]);

    // P2 leaves; the place is handed to another name: the hand was not theirs.
    core.drawn.botTakesOver(2);
    core.drawn.giveBack(2, 'Zed', token('f'));
    const zed = person('Zed');
    core.takeBack(zed.peer, 2, token('f'));
    expect(stepsOf(core, zed)).toMatchObject({ code: 'not-allowed' });
    expect(zed.got.some((m) => m.t === 'replaySteps')).toBe(false);
  });

  it('after a restart, as the journal’s place records say: the same for the drawn players, also for a place handed back after it; nothing for another name', () => {
    const { core, people, records } = evening();
    core.takeBack(people[3].peer, 3, token('d'));
    core.drawn.botTakesOver(0);
    core.drawn.giveBack(0, 'P0', token('a'));
    core.drawn.rekey(1, 'P1', token('e'));
    core.drawn.botTakesOver(2);
    core.stop();

    const restored = restore({ records: [{ k: 'table', v: 1, id: 't', name: 'Club', preset: 'riichi', pin: null, created: 0, unlisted: true }, ...records], validBytes: 0, damage: null });
    if (isRefusal(restored)) throw new Error(restored.reason);
    const clock = new FakeClock();
    const again = new TableCore<HostPeer>({
      id: 't',
      name: 'Club',
      preset: restored.preset,
      pin: null,
      unlisted: true,
      timing: TEST_TIMING,
      state: restored.state,
      restored: { seq: restored.seq, actions: restored.actions, steps: restored.steps, places: restored.places, fairness: restored.fairness, held: restored.held, hands: restored.hands, handEvents: restored.handEvents },
      clock,
      random: seededRandom(9),
      sink: { record: () => {}, send: (p, m) => p.send(m), then: (fn) => fn(), changed: () => {}, closed: () => {} },
    });
    again.start();
    const come = (place: number, name: string, t: string) => {
      const p = person(name);
      expect(again.takeBack(p.peer, place, t)).toBeNull();
      return stepsOf(again, p);
    };
    expect(come(3, 'P3', token('d'))).toMatchObject({ t: 'replaySteps' });
    expect(come(0, 'P0', token('a'))).toMatchObject({ t: 'replaySteps' });
    expect(come(1, 'P1', token('e'))).toMatchObject({ t: 'replaySteps' });
    // P2 rejoins after the restart: the place is handed back to the name it was drawn for.
    again.drawn.giveBack(2, 'P2', token('c'));
    expect(come(2, 'P2', token('c'))).toMatchObject({ t: 'replaySteps' });
    // And a place handed to another name after the restart gives that name nothing of the hand.
    again.drawn.botTakesOver(3);
    again.drawn.giveBack(3, 'Zed', token('f'));
    expect(come(3, 'Zed', token('f'))).toMatchObject({ code: 'not-allowed' });
  });
});
