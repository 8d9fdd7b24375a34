// @vitest-environment happy-dom
/**
 * The host form's "mjai AI" field: offered only inside the app (the preload bridge has
 * `seatMjai`) and only for riichi; hosting with it creates the table without bots, then — once
 * the creator sits — asks the app to seat the AI with the bots asked for; an AI that does not
 * start sends the creator back to the form, which says why. The bridge is a fake (Electron does
 * not run here); the host is the in-page one.
 */
import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ClientMessage } from '../../shared/protocol';
import HostForm from '../../renderer/src/components/HostForm.vue';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import { useTable } from '../../renderer/src/stores/table';
import type { MjaiSeatRequest, MjaiSeatResult, SparrowBridge } from '../../renderer/src/transport/bridge';
import { LocalHost } from '../../renderer/src/transport/local';
import type { Transport } from '../../renderer/src/transport/types';
import LobbyView from '../../renderer/src/views/LobbyView.vue';
import { mountWith } from './mount';
import { until } from '../helpers/until';

const w = window as unknown as { sparrow?: SparrowBridge };
let host: LocalHost | null = null;
afterEach(() => {
  delete w.sparrow;
  host?.dispose();
  host = null;
});

/** The app's bridge, recording every call in `calls` (with the transport's sends) in order. */
function fakeApp(calls: string[], answer: (r: MjaiSeatRequest) => MjaiSeatResult, withSeat = true): void {
  w.sparrow = {
    apiVersion: 1,
    browseTables: () => () => {},
    startHost: async () => (calls.push('startHost'), { address: '127.0.0.1:7070', hostKey: null }),
    ...(withSeat ? { seatMjai: async (r: MjaiSeatRequest) => (calls.push(`seatMjai ${JSON.stringify(r)}`), answer(r)) } : {}),
  };
  host = new LocalHost({ hostName: 'this-pc', botDelayMs: 0, entropyMs: 60_000 });
  setTransportFactory(() => {
    const t = host!.connect();
    const recorded: Transport = {
      kind: 'browser',
      address: '127.0.0.1:7070',
      get state() {
        return t.state;
      },
      send: (m: ClientMessage) => {
        if (m.t !== 'hello' && m.t !== 'listTables') calls.push(`send ${JSON.stringify(m)}`);
        t.send(m);
      },
      onMessage: (l) => t.onMessage(l),
      onState: (l) => t.onState(l),
      close: () => t.close(),
    };
    return recorded;
  });
}

const shown = (wrapper: { find(s: string): { exists(): boolean } }) => wrapper.find('[data-test=mjai-seat]').exists();

describe('the host form’s mjai AI field', () => {
  it('is not offered in a browser, whatever the rule set', async () => {
    const form = mountWith(HostForm, { props: { defaultName: 'T' } });
    await form.find('[data-test=host-preset]').setValue('riichi');
    expect(shown(form)).toBe(false);
  });

  it('is not offered by a bridge that cannot seat an AI', async () => {
    fakeApp([], () => ({ ok: true, place: 1, name: '' }), false);
    const form = mountWith(HostForm, { props: { defaultName: 'T' } });
    await form.find('[data-test=host-preset]').setValue('riichi');
    expect(shown(form)).toBe(false);
  });

  it('in the app, is offered for riichi only, explained, with the three wire conventions', async () => {
    fakeApp([], () => ({ ok: true, place: 1, name: '' }));
    const form = mountWith(HostForm, { props: { defaultName: 'T' } });
    await form.find('[data-test=host-preset]').setValue('hungarian');
    expect(shown(form)).toBe(false);
    await form.find('[data-test=host-preset]').setValue('riichi');
    expect(shown(form)).toBe(true);
    expect(form.find('[data-test=mjai-seat]').text()).toContain('takes the place after yours');
    expect(form.find('[data-test=mjai-seat] details summary').text()).toContain('Riichi logs and AIs');
    expect(form.findAll('[data-test=mjai-protocol] option').map((o) => o.attributes('value'))).toEqual(['lockstep', 'react', 'batch']);
    await form.find('[data-test=host-preset]').setValue('taiwanese');
    expect(shown(form)).toBe(false);
  });

  it('with an AI, three bots do not fit: the form says so and will not send', async () => {
    fakeApp([], () => ({ ok: true, place: 1, name: '' }));
    const form = mountWith(HostForm, { props: { defaultName: 'T' } });
    await form.find('[data-test=host-preset]').setValue('riichi');
    await form.find('[data-test=host-bots]').setValue('3');
    expect(form.find('[data-action=create-table]').attributes('disabled')).toBeUndefined();
    await form.find('[data-test=mjai-command]').setValue('python my_ai.py');
    expect(form.find('[data-test=mjai-bots]').text()).toContain('at most 2 bots');
    expect(form.find('[data-action=create-table]').attributes('disabled')).toBeDefined();
  });
});

describe('hosting with an mjai AI from the lobby', () => {
  async function host(calls: string[], answer: (r: MjaiSeatRequest) => MjaiSeatResult) {
    fakeApp(calls, answer);
    const lobby = mountWith(LobbyView);
    const form = lobby.findComponent(HostForm);
    await form.find('[data-test=host-preset]').setValue('riichi');
    await form.find('[data-test=host-bots]').setValue('2');
    await form.find('[data-test=mjai-command]').setValue('  python "my ai.py"  ');
    await form.find('[data-test=mjai-protocol]').setValue('react');
    await form.find('form').trigger('submit');
    await until(() => calls.some((c) => c.startsWith('seatMjai')), 'the AI to be asked for', { timeoutMs: 10_000 });
    await flushPromises();
    return lobby;
  }

  it('creates the table without bots, then seats the AI after the creator with the bots', async () => {
    const calls: string[] = [];
    await host(calls, () => ({ ok: true, place: 1, name: 'mjai mortal' }));
    const table = useTable();
    // (The lobby's own join of the table it created, as it appears in the list, is beside the point.)
    const steps = calls.filter((c) => !c.startsWith('send {"t":"join"')).map((c) => c.replace(/"name":"[^"]*"/, '"name":…'));
    expect(steps).toEqual([
      'startHost',
      'send {"t":"createTable","options":{"name":…,"bots":0,"preset":"riichi"}}',
      `seatMjai {"table":"${table.tableId}","command":"python \\"my ai.py\\"","protocol":"react","bots":2}`,
    ]);
    expect(table.tableId).not.toBeNull();
  });

  it('an AI that does not start: the creator leaves the table and the form says why', async () => {
    const calls: string[] = [];
    const view = await host(calls, () => ({ ok: false, reason: 'no-start', message: 'the mjai player (python my ai.py) did not join: it exited (code 1)' }));
    await until(() => useTable().tableId === null, 'the creator to leave', { timeoutMs: 10_000 });
    expect(calls.at(-1)).toBe('send {"t":"leave"}');
    expect(useLobby().savedSeats).toEqual([]);
    const error = view.find('[data-test=mjai-error]');
    expect(error.text()).toContain('The AI did not start, so the table was closed. Check the command line:');
    expect(error.text()).toContain('it exited (code 1)');
  });
});
