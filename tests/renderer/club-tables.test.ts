// @vitest-environment happy-dom
/**
 * The club screen's tables: a drawn player who is not at their table is marked as not here (the
 * organiser sees who is missing), one who left the evening is played on by a bot, and bot seats
 * are numbered as at the table.
 */
import { describe, expect, it } from 'vitest';
import type { ClubTableView } from '../../shared/club/protocol';
import ClubTables from '../../renderer/src/components/club/ClubTables.vue';
import { mountWith } from './mount';

const table = (over: Partial<ClubTableView>): ClubTableView => ({
  index: 0,
  tableId: 'aaaaaaaaaaaa',
  realTiles: false,
  done: false,
  players: ['Ann', 'Bob', 'Cy', 'Dee'],
  botTookOver: [],
  absent: [],
  hands: 0,
  scores: null,
  pending: null,
  ...over,
});

const rows = (w: ReturnType<typeof mountWith>) => w.findAll('[data-test=club-table-1] li').map((li) => li.text().replace(/\s+/g, ' ').trim());

describe('the club screen’s tables', () => {
  it('marks the drawn players who are not at their table while it plays', () => {
    const w = mountWith(ClubTables, { props: { tables: [table({ absent: [1, 3], botTookOver: [2] })], sittingOut: [], playing: true } });
    expect(rows(w)).toEqual(['Ann', 'Bob (not here)', 'Cy (a bot plays on)', 'Dee (not here)']);
    expect(w.findAll('[data-test=club-absent]')).toHaveLength(2);
  });

  it('says nothing of it once the table’s round is over', () => {
    const w = mountWith(ClubTables, { props: { tables: [table({ absent: [1], done: true })], sittingOut: [], playing: true } });
    expect(w.findAll('[data-test=club-absent]')).toHaveLength(0);
  });

  it('numbers bot seats among the table’s bots, in your language', () => {
    const w = mountWith(ClubTables, { props: { tables: [table({ players: ['Ann', null, 'Cy', null] })], sittingOut: [], playing: true } }, 'fr');
    expect(rows(w)).toEqual(['Ann', 'Robot 1', 'Cy', 'Robot 2']);
  });
});
