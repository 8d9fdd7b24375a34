/**
 * A review is of the hands its asker held from the deal (found by the replay fix's review: the
 * review had no such rule). Eve, who took Dan's place between hands, was sent Dan's concealed tiles
 * at every decision of his hand; now a hand dealt before she sat down is refused, and the whole
 * game's review holds only hers. A club night's drawn place is its player's from the reservation,
 * as for replays (hand-steps.ts `firstOwnHand`).
 */
import { describe, expect, it } from 'vitest';
import { reviewRequest } from '../../../shared/host/review';
import type { TableCore } from '../../../shared/host/table-core';
import type { HostPeer } from '../../../shared/host/wire';
import { handZeroPlayed, lateClubTable, person, playUntil, type Person } from './steps-people';
import { TEST_TIMING } from './test-core';

type Core = TableCore<HostPeer>;

/** The hands `p` is given in the review of the whole game, or the code it is refused with. */
function reviewed(core: Core, p: Person, hand?: number): number[] | string {
  const place = core.placeOf(p.peer);
  const r = reviewRequest(core, p.peer, { t: 'review', table: core.id, seat: core.seatOf(place), ...(hand === undefined ? {} : { hand }) });
  return 'code' in r ? r.code : r.review.hands.map((h) => h.hand);
}

const over = (core: Core, hand: number) => () => core.state.hand?.index === hand && core.state.hand.phase === 'over';

describe('the review of a place’s hands', () => {
  it('a place taken between hands reviews only the hands dealt after; its neighbour who held theirs from the deal, all of them', () => {
    const { clock, core, ann, dan, danAt } = handZeroPlayed('riichi', 7);
    const eve = person('Eve');
    expect(reviewed(core, dan, 0)).toEqual([0]);

    core.leave(dan.peer);
    core.join(eve.peer, danAt.place);
    expect(reviewed(core, eve, 0)).toBe('not-allowed');
    expect(reviewed(core, eve)).toEqual([]);
    for (const p of [ann, eve]) core.nextHand(p.peer);
    clock.advance(TEST_TIMING.entropyMs);
    playUntil(core, clock, [ann, eve], over(core, 1));

    expect(reviewed(core, eve, 0)).toBe('not-allowed');
    expect(reviewed(core, eve, 1)).toEqual([1]);
    expect(reviewed(core, eve)).toEqual([1]);
    expect(reviewed(core, ann)).toEqual([0, 1]);
  });

  it("a club night's drawn player who comes late reviews the hand a bot played for them", () => {
    const { core, token } = lateClubTable(8);
    const p3 = person('P3');
    core.takeBack(p3.peer, 3, token('d'));
    expect(reviewed(core, p3)).toEqual([0]);
  });
});
