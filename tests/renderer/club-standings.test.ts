// @vitest-environment happy-dom
/** The standings say where a bot played for a player (issue T3 3/8, item 5): the points are not all theirs. */
import { expect, it } from 'vitest';
import ClubStandings from '../../renderer/src/components/club/ClubStandings.vue';
import type { StandingRow } from '../../shared/club/standings';
import { mountWith } from './mount';

const row = (over: Partial<StandingRow>): StandingRow => ({ rank: 1, player: 0, name: 'Ann', points: 10, games: 2, wins: 1, dealIns: 0, bestGame: 10, sitOuts: 0, present: true, botGames: 0, ...over });

it('marks the games a bot played for a player', () => {
  const w = mountWith(ClubStandings, { props: { rows: [row({}), row({ rank: 2, player: 1, name: 'Fay', points: 5, botGames: 1 })], tieBreaks: ['points', 'bestGame', 'wins', 'dealIns', 'name'] } });
  const marks = w.findAll('[data-test=club-bot-games]');
  expect(marks).toHaveLength(1);
  expect(marks[0].text()).toBe('(a bot played 1)');
  expect(w.text()).toContain('Fay');
});
