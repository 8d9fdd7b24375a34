import { describe, expect, it } from 'vitest';
import { derivePreset, hungarian } from '../../../shared/rules/presets';
import { viewFor } from '../../../shared/view';
import { held, play, table } from './fixture';

const hands: [string, string, string, string] = ['1m147p147s1234567z', '59m258p258s1234z7z', '69m369p369s12356z', '78m58p47s1234567z'];

describe('Hungarian blind game', () => {
  const blind = derivePreset(hungarian, { id: 'hungarian-blind', classical: { options: { blindGame: true } } });

  function twoDiscards(preset: typeof hungarian) {
    const state = table({ preset, hands, wall: '9s' });
    let { state: s } = play(state, { type: 'discard', seat: 0, tile: held(state, 0, '1z') });
    if (s.hand!.phase === 'claims') ({ state: s } = play(s, { type: 'timeout' }));
    ({ state: s } = play(s, { type: 'draw', seat: 1 }));
    ({ state: s } = play(s, { type: 'discard', seat: 1, tile: held(s, 1, '9s') }));
    return s;
  }

  it('shows only the latest discard face up; older ones lie face down for everyone', () => {
    const s = twoDiscards(blind);
    for (const viewer of [0, 1, 2, 3, null] as const) {
      const seats = viewFor(s, viewer).hand!.seats;
      expect(seats[0].discards.map((d) => d.tile)).toEqual([null]);
      expect(seats[1].discards.map((d) => d.tile)).toEqual([s.hand!.seats[1].discards[0].tile]);
    }
  });

  it('the ordinary game shows every discard', () => {
    const s = twoDiscards(hungarian);
    expect(viewFor(s, 2).hand!.seats[0].discards.map((d) => d.tile)).toEqual([s.hand!.seats[0].discards[0].tile]);
  });
});
