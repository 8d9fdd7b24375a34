/**
 * What a page that comes back is told of the hands it may replay (the catch-up's `stepsFrom`) is
 * what the host then answers to `replaySteps`: a hand from `stepsFrom` on is sent, a hand before it
 * refused. So the page never offers a replay the host will refuse (a place taken between hands, or
 * handed to another name mid-hand), and offers every one it will send: the hands a player held from
 * their deal, a club night's drawn place from its reservation (a bot played it before they came),
 * and every hand to a spectator (no `stepsFrom`).
 */
import { describe, expect, it } from 'vitest';
import type { TableCore } from '../../../shared/host/table-core';
import type { HostPeer } from '../../../shared/host/wire';
import { lateClubTable, person, playUntil, views, type Person } from './steps-people';
import { testCore, TEST_TIMING } from './test-core';

type Core = TableCore<HostPeer>;

const catchUp = (p: Person) => views(p.got).filter((m) => m.catchUp).at(-1)!;

/** `p`'s catch-up's `stepsFrom`, after checking that the host answers the hand in play and the one before as it says. */
function agreed(core: Core, p: Person): number | undefined {
  const { stepsFrom } = catchUp(p);
  const latest = core.state.hand!.index;
  for (const hand of [latest - 1, latest].filter((h) => h >= 0)) {
    const refused = core.handSteps(p.peer, hand, '10.0.0.1');
    const sent = stepsFrom === undefined || hand >= stepsFrom;
    expect({ hand, refused: refused?.code ?? null }).toEqual({ hand, refused: sent ? null : 'not-allowed' });
  }
  return stepsFrom;
}

describe('the hands a page that came back may replay', () => {
  it('at a table: a place taken between hands is offered neither the hand before nor asked for it; its holder from the deal and a spectator both', () => {
    const { clock, core } = testCore('riichi', { seed: 7, timing: { nextHandMs: 600_000 } });
    core.start();
    const [ann, dan, eve, sue] = ['Ann', 'Dan', 'Eve', 'Sue'].map(person);
    core.join(ann.peer, undefined);
    const danAt = core.join(dan.peer, undefined) as { place: number };
    core.addBots(2);
    core.watch(sue.peer);
    clock.advance(TEST_TIMING.entropyMs);
    playUntil(core, clock, [ann, dan], () => core.state.hand?.phase === 'over');

    // Dan leaves between hands; Eve takes his place: hand 0 was his, not hers.
    core.leave(dan.peer);
    const eveAt = core.join(eve.peer, danAt.place) as { place: number; token: string };
    expect(eveAt.place).toBe(danAt.place);
    expect(catchUp(eve).stepsFrom).toBe(1);
    for (const p of [ann, eve]) core.nextHand(p.peer);
    clock.advance(TEST_TIMING.entropyMs);
    playUntil(core, clock, [ann, eve], () => core.state.hand?.index === 1 && core.seq > 60);

    // Mid-hand 1 they all come back on new pages.
    const eve2 = person('Eve');
    core.takeBack(eve2.peer, eveAt.place, eveAt.token);
    expect(agreed(core, eve2)).toBe(1);
    const ann2 = person('Ann');
    core.takeBack(ann2.peer, core.placeForToken(catchToken(ann)), catchToken(ann));
    expect(agreed(core, ann2)).toBeLessThanOrEqual(0);
    const sue2 = person('Sue');
    core.watch(sue2.peer);
    expect(agreed(core, sue2)).toBeUndefined();
  });

  it("at a club night's table: a drawn player who comes late has every hand from the reservation; another name handed the place mid-hand none dealt before", () => {
    const { clock, core, token, people } = lateClubTable(8);

    // P3 comes between hands 0 and 1: a bot played the place in hand 0, which is theirs all the same.
    const p3 = person('P3');
    core.takeBack(p3.peer, 3, token('d'));
    expect(agreed(core, p3)).toBe(0);
    for (const p of [...people, p3]) core.nextHand(p.peer);
    clock.advance(TEST_TIMING.entropyMs);
    playUntil(core, clock, [...people, p3], () => core.state.hand?.index === 1 && core.seq > 60);

    // P2 leaves mid-hand 1 and the place is handed to Zed: neither hand 0 nor hand 1 was Zed's.
    core.drawn.botTakesOver(2);
    core.drawn.giveBack(2, 'Zed', token('f'));
    const zed = person('Zed');
    core.takeBack(zed.peer, 2, token('f'));
    expect(agreed(core, zed)).toBe(2);
  });
});

/** The seat token `p` was given when it joined. */
function catchToken(p: Person): string {
  const joined = p.got.find((m) => m.t === 'joined');
  if (joined?.t !== 'joined' || !joined.token) throw new Error(`${p.peer.name} never joined`);
  return joined.token;
}
