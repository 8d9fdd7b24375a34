/**
 * A claim that loses the tile tells its maker who took it and with what (a `claimLost` event), and
 * no one else: others' claims that did not happen never leave the host.
 */
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../../shared/view';
import { held, heldAll, play, table } from './fixture';

const EAST = '1m147p147s1234567z';
const QUIET1 = '59m258p258s1234z7z';

describe('a lost claim', () => {
  it('pung and chow lose to a Mah-Jong: each loser learns it, and only the loser', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, '23m9m258p258s1234z', '11m9m369p369s1235z', '23m456p789p123s55z'] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1m') });
    const { events } = play(
      s,
      { type: 'claim', seat: 2, claim: 'pung', tiles: heldAll(s, 2, '1m', 2) },
      { type: 'claim', seat: 1, claim: 'chow', tiles: [held(s, 1, '2m'), held(s, 1, '3m')] },
      { type: 'claim', seat: 3, claim: 'win', tiles: [] },
    );
    const lost = events.filter((e) => e.type === 'claimLost');
    expect(lost).toEqual([
      { type: 'claimLost', seat: 1, claim: 'chow', to: 3, took: 'win' },
      { type: 'claimLost', seat: 2, claim: 'pung', to: 3, took: 'win' },
    ]);
    expect(eventsFor(events, 2).filter((e) => e.type === 'claimLost')).toEqual([lost[1]]);
    expect(eventsFor(events, 1).filter((e) => e.type === 'claimLost')).toEqual([lost[0]]);
    for (const other of [0, 3, null] as const) expect(eventsFor(events, other).some((e) => e.type === 'claimLost')).toBe(false);
  });

  it('head bump: the second Mah-Jong loses to the one nearer in turn', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, QUIET1, '23m456p789p123s55z', '23m456s789s123p66z'] });
    const { events } = play(
      state,
      { type: 'discard', seat: 0, tile: held(state, 0, '1m') },
      { type: 'claim', seat: 3, claim: 'win', tiles: [] },
      { type: 'claim', seat: 2, claim: 'win', tiles: [] },
    );
    expect(events.filter((e) => e.type === 'claimLost')).toEqual([{ type: 'claimLost', seat: 3, claim: 'win', to: 2, took: 'win' }]);
  });

  it('riichi multiple ron: nobody loses, so nothing is said', () => {
    const state = table({ preset: 'riichi', hands: [EAST, QUIET1, '23m456p789p123s55z', '23m456s789s123p66z'] });
    const { events } = play(
      state,
      { type: 'discard', seat: 0, tile: held(state, 0, '1m') },
      { type: 'claim', seat: 3, claim: 'win', tiles: [] },
      { type: 'claim', seat: 2, claim: 'win', tiles: [] },
    );
    expect(events.some((e) => e.type === 'claimLost')).toBe(false);
  });
});
