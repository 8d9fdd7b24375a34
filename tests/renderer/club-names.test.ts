// @vitest-environment happy-dom
/**
 * Names on the club page (found in a review): the organiser's page, meant for a projector, shows a
 * name's code only when the organiser asks for it, and hides it again; a withdrawn player comes
 * back with the organiser's Rejoin (re-adding the name says so); a player told their name is
 * taken is asked for their name's code, and told to ask the organiser for it.
 */
import { flushPromises } from '@vue/test-utils';
import { beforeEach, expect, it } from 'vitest';
import type { EveningView } from '../../shared/club/protocol';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import ClubView from '../../renderer/src/views/ClubView.vue';
import { evening, FakeHost } from './club-page';
import { mountWith } from './mount';

let host: FakeHost;
async function page(organiser: boolean, view: EveningView) {
  host = new FakeHost(organiser);
  setTransportFactory(() => host);
  const w = mountWith(ClubView);
  useLobby().connect('10.0.0.2:7420');
  host.emit({ t: 'evening', evening: view, organiser });
  await flushPromises();
  return w;
}
const row = (w: Awaited<ReturnType<typeof page>>, name: string) => w.get(`[data-player="${name}"]`);
const sent = () => host.sent.filter((m) => m.t.startsWith('club') && m.t !== 'clubWatch');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('the organiser’s page shows no code until asked for one name’s, and hides it again', async () => {
  const w = await page(true, evening([{ name: 'Grandpa Joe', codeWaiting: true }, { name: 'Ann' }]));
  expect(w.findAll('.claim-code')).toHaveLength(0);
  await row(w, 'Grandpa Joe').get('[data-action=club-show-code]').trigger('click');
  expect(sent()).toEqual([{ t: 'clubCode', player: 0 }]);
  host.emit({ t: 'clubCode', player: 0, code: '4821' });
  await flushPromises();
  expect(row(w, 'Grandpa Joe').get('[data-code-for="Grandpa Joe"]').text()).toContain('4821');
  expect(row(w, 'Ann').text()).not.toContain('4821');
  await row(w, 'Grandpa Joe').get('[data-action=club-hide-code]').trigger('click');
  expect(w.text()).not.toContain('4821');
  // A name with no code waiting (Ann registered herself, and lost her browser): a new one.
  await row(w, 'Ann').get('[data-action=club-new-code]').trigger('click');
  expect(sent().pop()).toEqual({ t: 'clubCode', player: 1, renew: true });
  host.emit({ t: 'clubCode', player: 1, code: '0917' });
  await flushPromises();
  expect(row(w, 'Ann').text()).toContain('0917');
  // Once Ann takes her name with it, the code is shown no more.
  host.emit({ t: 'evening', evening: evening([{ name: 'Grandpa Joe', codeWaiting: true }, { name: 'Ann' }]), organiser: true });
  await flushPromises();
  expect(w.text()).not.toContain('0917');
});

it('a guest’s page has no code buttons', async () => {
  const w = await page(false, evening([{ name: 'Grandpa Joe', codeWaiting: true }]));
  expect(w.findAll('[data-action^=club-][data-action$=-code]')).toHaveLength(0);
});

it('a withdrawn player comes back with the organiser’s Rejoin; re-adding the name says so', async () => {
  const w = await page(true, evening([{ name: 'Eve', present: false }, { name: 'Finn' }]));
  expect(row(w, 'Finn').find('[data-action=club-rejoin-player]').exists()).toBe(false);
  await row(w, 'Eve').get('[data-action=club-rejoin-player]').trigger('click');
  expect(sent()).toEqual([{ t: 'clubRejoin', player: 0 }]);
  host.emit({ t: 'clubRefused', code: 'name-taken', message: '"Eve" is too like "Eve", already registered', for: 'clubAddName' });
  await flushPromises();
  expect(w.get('[data-test=club-refused]').text()).toBe('That name is already on the list. A player who was withdrawn comes back with Rejoin.');
});

it('a player whose name is taken is told to ask the organiser for its code, and asked for it', async () => {
  const w = await page(false, evening([{ name: 'Ann' }]));
  expect(w.find('[data-test=club-register-code]').exists()).toBe(false);
  await w.get('[data-test=club-register-name]').setValue('Ann');
  await w.get('form').trigger('submit');
  host.emit({ t: 'clubRefused', code: 'name-taken', message: '"Ann" is too like "Ann", already registered', for: 'clubRegister' });
  await flushPromises();
  expect(w.get('[data-test=club-refused]').text()).toBe('That name is taken. If it is yours, ask the organiser for your name’s code.');
  await w.get('[data-test=club-register-code]').setValue('0917');
  await w.get('form').trigger('submit');
  expect(sent().pop()).toEqual({ t: 'clubRegister', name: 'Ann', code: '0917' });
});

it('a name whose code was tried wrongly too often: the organiser’s page says so and offers a new code; the player is told to ask for one', async () => {
  const w = await page(true, evening([{ name: 'Grandpa Joe', codeVoided: true }]));
  expect(row(w, 'Grandpa Joe').get('[data-test=club-code-voided]').text()).toBe('Too many wrong codes: this code no longer works.');
  expect(row(w, 'Grandpa Joe').find('[data-action=club-show-code]').exists()).toBe(false);
  await row(w, 'Grandpa Joe').get('[data-action=club-new-code]').trigger('click');
  expect(sent()).toEqual([{ t: 'clubCode', player: 0, renew: true }]);

  const p = await page(false, evening([{ name: 'Grandpa Joe' }]));
  await p.get('[data-test=club-register-name]').setValue('Grandpa Joe');
  await p.get('form').trigger('submit');
  host.emit({ t: 'clubRefused', code: 'code-void', message: 'too many wrong codes', for: 'clubRegister' });
  await flushPromises();
  expect(p.get('[data-test=club-refused]').text()).toBe('Too many wrong codes were tried for this name: its code no longer works. Ask the organiser for a new one and enter it here.');
  await p.get('[data-test=club-register-code]').setValue('0917');
  await p.get('form').trigger('submit');
  expect(sent().pop()).toEqual({ t: 'clubRegister', name: 'Grandpa Joe', code: '0917' });
});

it('a page whose name was taken on another device with a new code says so in words, and follows as a guest', async () => {
  const w = await page(false, evening([{ name: 'Grandpa Joe' }]));
  host.emit({ t: 'clubRefused', code: 'name-moved', message: 'your name was taken on another device with a new code, or removed', for: 'clubWatch' });
  await flushPromises();
  expect(w.get('[data-test=club-refused]').text()).toBe('Your name was taken on another device with a new code from the organiser, or the organiser removed it. If that was not you, ask the organiser.');
  // It no longer follows the evening as that name: it asks again as a guest.
  expect(host.sent.filter((m) => m.t === 'clubWatch').pop()).not.toHaveProperty('token');
});
