// @vitest-environment happy-dom
/**
 * A drawn player who went back to the club page from their table stays there: reloading the club
 * page (this tab) does not take the seat again by itself, as the page says ("a bot plays it until
 * you come back with Go to your table"); Go to your table does.
 */
import { flushPromises } from '@vue/test-utils';
import { beforeEach, expect, it } from 'vitest';
import { useClub } from '../../renderer/src/stores/club';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import ClubView from '../../renderer/src/views/ClubView.vue';
import { evening, FakeHost } from './club-page';
import { mountWith } from './mount';

const SEAT = 'cd'.repeat(32);
let host: FakeHost;
const you = { player: 0, name: 'Ann', token: 'ab'.repeat(32), present: true, table: { index: 0, tableId: 't1', realTiles: false, place: 2, seatToken: SEAT } };

/** The club page opened (or reloaded: a new page, this tab's storage kept); the host says who Ann is. */
async function open() {
  host = new FakeHost(false);
  setTransportFactory(() => host);
  const w = mountWith(ClubView);
  useLobby().connect('10.0.0.2:7420');
  host.emit({ t: 'evening', evening: evening([{ name: 'Ann' }], { phase: 'playing', roundNo: 1 }), organiser: false });
  host.emit({ t: 'clubYou', you });
  await flushPromises();
  return w;
}
const resumes = () => host.sent.filter((m) => m.t === 'resume');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('a player who stepped away from the table is not taken back to it by a reload of the club page; Go to your table does', async () => {
  await open();
  expect(resumes()).toEqual([{ t: 'resume', token: SEAT }]);
  // At the table: Back to the club page.
  useClub().backToClub();
  const w = await open();
  expect(resumes()).toEqual([]);
  await w.get('[data-action=club-go-table]').trigger('click');
  expect(resumes()).toEqual([{ t: 'resume', token: SEAT }]);
  // Back at the table, a reload takes the seat as before.
  await open();
  expect(resumes()).toEqual([{ t: 'resume', token: SEAT }]);
});
