// @vitest-environment happy-dom
/**
 * The club screen's tables: a drawn player who is not at their table is marked as not here (the
 * organiser sees who is missing), one who left the evening is played on by a bot, and bot seats
 * are numbered as at the table.
 */
import { describe, expect, it } from 'vitest';
import type { ClubTableView } from '../../shared/club/protocol';
import type { EveningView } from '../../shared/club/protocol';
import ClubTables from '../../renderer/src/components/club/ClubTables.vue';
import { moversFor } from '../../renderer/src/logic/club-moves';
import { mountWith } from './mount';

const table = (over: Partial<ClubTableView>): ClubTableView => ({
  index: 0,
  tableId: 'aaaaaaaaaaaa',
  realTiles: false,
  done: false,
  players: ['Ann', 'Bob', 'Cy', 'Dee'],
  playerIds: [0, 1, 2, 3],
  begun: true,
  botTookOver: [],
  absent: [],
  byOrganiser: [],
  nextDeal: null,
  hands: 0,
  scores: null,
  pending: null,
  withdrawn: null,
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

  it('gives the organiser a stuck real-tile table’s moves: confirm for the table or void its waiting hand, or end its round', async () => {
    const pending = { hand: 2, version: 5, result: { deltas: [30, -10, -10, -10] } as never, waitingFor: ['Fay', 'Eve'], more: 2, by: 'Ann' };
    const w = mountWith(ClubTables, { props: { tables: [table({ realTiles: true, tableId: null, pending, byOrganiser: [1] })], sittingOut: [], playing: true, organiser: true } });
    expect(w.find('[data-test=club-by-organiser]').text()).toBe('Hands the organiser confirmed: 1');
    expect(w.find('[data-test=club-unstick]').text()).toContain('Waiting for: Fay, Eve');
    await w.find('[data-action=club-confirm-all]').trigger('click');
    await w.find('[data-action=club-void-hand]').trigger('click');
    expect(w.emitted('confirmAll')).toEqual([[0, pending]]);
    expect(w.emitted('voidHand')).toEqual([[0, pending]]);
    const idle = mountWith(ClubTables, { props: { tables: [table({ realTiles: true, tableId: null })], sittingOut: [], playing: true, organiser: true } });
    await idle.find('[data-action=club-end-table]').trigger('click');
    expect(idle.emitted('end')).toEqual([[0]]);
    // Players see none of it.
    const player = mountWith(ClubTables, { props: { tables: [table({ realTiles: true, tableId: null, pending })], sittingOut: [], playing: true } });
    expect(player.find('[data-test=club-unstick]').exists()).toBe(false);
  });

  it('before a table begins, the organiser seats someone else at a place: who can move, and from where', async () => {
    const evening = {
      phase: 'playing',
      players: ['Ann', 'Bob', 'Cy', 'Dee', 'Eve', 'Fay', 'Gus', 'Hal', 'Ida', 'Jo'].map((name, id) => ({ id, name, present: id !== 7, fromRound: id === 9 ? 2 : 1, removable: false })),
      tables: [table({ begun: false }), table({ index: 1, players: ['Eve', 'Fay', 'Gus', 'Hal'], playerIds: [4, 5, 6, 7], begun: true })],
      sittingOut: ['Ida'],
    } as unknown as EveningView;
    const movers = (t: number, p: number) => moversFor(evening, t, p);
    // Table 2 has dealt: nobody moves there or from there; Hal has left; Jo arrived late.
    expect(movers(1, 0)).toEqual([]);
    expect(movers(0, 0).map((m) => [m.name, m.where])).toEqual([
      ['Bob', { kind: 'table', n: 1 }],
      ['Cy', { kind: 'table', n: 1 }],
      ['Dee', { kind: 'table', n: 1 }],
      ['Ida', { kind: 'sittingOut' }],
      ['Jo', { kind: 'notDrawn' }],
    ]);
    const w = mountWith(ClubTables, { props: { tables: evening.tables, sittingOut: ['Ida'], playing: true, organiser: true, movers } });
    const selects = w.findAll('[data-test=club-table-1] [data-test=club-reseat]');
    expect(selects).toHaveLength(4);
    expect(w.findAll('[data-test=club-table-2] [data-test=club-reseat]')).toHaveLength(0);
    expect(selects[0].findAll('option').map((o) => o.text())).toEqual(['Seat someone else here…', 'Bob (table 1: they swap)', 'Cy (table 1: they swap)', 'Dee (table 1: they swap)', 'Ida (sitting out)', 'Jo (not drawn this round)']);
    await selects[2].setValue('8');
    expect(w.emitted('reseat')).toEqual([[8, 0, 2]]);
    // Players see no such control.
    const player = mountWith(ClubTables, { props: { tables: evening.tables, sittingOut: ['Ida'], playing: true, movers } });
    expect(player.findAll('[data-test=club-reseat]')).toHaveLength(0);
  });

  it('under the majority house rule says how many more confirmations a hand needs', () => {
    const pending = { hand: 1, version: 1, result: { deltas: [30, -10, -10, -10] } as never, waitingFor: ['Bea', 'Fay', 'Eve'], more: 1, by: 'Ann' };
    const w = mountWith(ClubTables, { props: { tables: [table({ realTiles: true, tableId: null, pending })], sittingOut: [], playing: true, organiser: true } });
    expect(w.find('[data-test=club-unstick]').text()).toContain('Waiting for 1 more of: Bea, Fay, Eve');
  });
});
