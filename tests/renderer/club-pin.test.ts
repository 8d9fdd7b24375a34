// @vitest-environment happy-dom
/**
 * A PIN evening's page tells a newcomer the truth (found in a review): it asks for the PIN with
 * no "Wrong PIN." before anything is typed; once let in, the message is gone and registering asks
 * for no PIN again; a reload of the tab remembers the PIN; and a tab that held an organiser link
 * from before the host restarted says the link changed rather than only asking for the PIN.
 */
import { flushPromises } from '@vue/test-utils';
import { beforeEach, expect, it } from 'vitest';
import type { ClientMessage } from '../../shared/protocol';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { rememberHostKey } from '../../renderer/src/transport/hostKey';
import ClubView from '../../renderer/src/views/ClubView.vue';
import { evening, FakeHost } from './club-page';
import { mountWith } from './mount';

const ADDRESS = '10.0.0.2:7420';
let host: FakeHost;

/** The page opened (or reloaded: a new page, this tab's storage kept) against a host whose evening has a PIN. */
async function open(organiser = false) {
  host = new FakeHost(organiser);
  setTransportFactory(() => host);
  const w = mountWith(ClubView);
  useLobby().connect(ADDRESS);
  await flushPromises();
  return w;
}
const watches = () => host.sent.filter((m): m is Extract<ClientMessage, { t: 'clubWatch' }> => m.t === 'clubWatch');
/** The host answers a watch without the right PIN as it does. */
async function askPin(code: 'pin-needed' | 'wrong-pin') {
  host.emit({ t: 'evening', evening: null, organiser: false });
  host.emit({ t: 'clubRefused', code, message: 'this evening needs its PIN', for: 'clubWatch' });
  await flushPromises();
}
const letIn = async () => {
  host.emit({ t: 'evening', evening: evening([{ name: 'Ann' }], { hasPin: true }), organiser: false });
  await flushPromises();
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

it('asks a newcomer for the PIN without calling it wrong; once let in, registering needs no PIN', async () => {
  const w = await open();
  expect(watches()).toEqual([{ t: 'clubWatch' }]);
  await askPin('pin-needed');
  expect(w.find('[data-test=club-refused]').exists()).toBe(false);
  expect(w.get('[data-test=club-pin]').text()).toContain('This club night is private');
  // A wrong PIN says so.
  await w.get('[data-test=club-pin] input').setValue('1234');
  await w.get('[data-test=club-pin]').trigger('submit');
  expect(watches().pop()).toEqual({ t: 'clubWatch', pin: '1234' });
  await askPin('wrong-pin');
  expect(w.get('[data-test=club-refused]').text()).toBe('Wrong PIN.');
  // The right one: the message goes, the evening shows, and the register form has no PIN field.
  await w.get('[data-test=club-pin] input').setValue('4711');
  await w.get('[data-test=club-pin]').trigger('submit');
  expect(w.find('[data-test=club-refused]').exists()).toBe(false);
  await letIn();
  expect(w.find('[data-test=club-refused]').exists()).toBe(false);
  expect(w.get('[data-test=club-name]').text()).toBe('Thursday club');
  expect(w.find('.register input[inputmode=numeric]').exists()).toBe(false);
  await w.get('[data-test=club-register-name]').setValue('Zoe');
  await w.get('.register form').trigger('submit');
  expect(host.sent.pop()).toEqual({ t: 'clubRegister', name: 'Zoe' });
});

it('a reload of the tab follows the evening with the PIN it was let in with', async () => {
  const first = await open();
  await askPin('pin-needed');
  await first.get('[data-test=club-pin] input').setValue('4711');
  await first.get('[data-test=club-pin]').trigger('submit');
  await letIn();
  first.unmount();
  // The reload: a new page in the same tab.
  await open();
  expect(watches()).toEqual([{ t: 'clubWatch', pin: '4711' }]);
});

it('a tab whose organiser link is from before the host restarted says the link changed', async () => {
  rememberHostKey(ADDRESS, 'cd'.repeat(32));
  const w = await open();
  await askPin('pin-needed');
  expect(w.get('[data-test=club-organiser-link-old]').text()).toContain('organiser link');
  expect(w.find('[data-test=club-refused]').exists()).toBe(false);
  expect(w.find('[data-test=club-pin]').exists()).toBe(true);
  // A reload still says so; a page welcomed as the organiser again does not.
  w.unmount();
  const again = await open();
  expect(again.find('[data-test=club-organiser-link-old]').exists()).toBe(true);
  again.unmount();
  rememberHostKey(ADDRESS, 'ab'.repeat(32));
  const organiser = await open(true);
  expect(organiser.find('[data-test=club-organiser-link-old]').exists()).toBe(false);
});
