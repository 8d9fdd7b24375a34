/**
 * Riichi furiten in the view: a ready player with one of its waits in its own discards is told
 * (`hand.furiten`), in its own view only; not ready, or another seat, is not.
 */
import { describe, expect, it } from 'vitest';
import { viewFor } from '../../../shared/view';
import { held, k, play, table } from './fixture';

const EAST = '1m147p147s1234567z';
const READY = '23m456p789p123s55z'; // waits on 1m and 4m
const QUIET = '59m258p258s1234z7z';

describe('furiten in the view', () => {
  it('a ready riichi hand with a wait in its own discards is furiten, told to that seat alone', () => {
    const state = table({ preset: 'riichi', hands: [EAST, READY, QUIET, '69m369p369s12356z'] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '7z') });
    expect(viewFor(s, 1).hand!.furiten).toBe(false);
    // A 4m (one of its waits) in seat 1's own discards.
    const fourM = k('4m') * 4 + 3;
    s.hand!.seats[1].discards.push({ tile: fourM, claimed: false, riichi: false });
    expect(viewFor(s, 1).hand!.furiten).toBe(true);
    // Others see nothing of it, and a spectator neither.
    for (const other of [0, 2, 3, null] as const) expect(viewFor(s, other).hand!.furiten).toBe(false);
  });

  it('classical rules have no furiten', () => {
    const state = table({ preset: 'hungarian', hands: [EAST, READY, QUIET, '69m369p369s12356z'] });
    const { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '7z') });
    s.hand!.seats[1].discards.push({ tile: k('4m') * 4 + 3, claimed: false, riichi: false });
    expect(viewFor(s, 1).hand!.furiten).toBe(false);
  });
});
