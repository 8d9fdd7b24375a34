// @vitest-environment happy-dom
/**
 * The organiser's host key in the renderer: taken out of the organiser link's fragment into this
 * tab's sessionStorage, sent in `hello` to that host only; saved tables are asked for once the host
 * says this page is its organiser. In the app the key comes from the bridge's startHost.
 */
import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ClientMessage, ServerMessage } from '../../shared/protocol';
import { setTransportFactory, useLobby } from '../../renderer/src/stores/lobby';
import type { SparrowBridge } from '../../renderer/src/transport/bridge';
import { forgetHostKey, hostKeyFor, takeHostKeyFromUrl } from '../../renderer/src/transport/hostKey';
import { Listeners, type ConnectionState, type Transport } from '../../renderer/src/transport/types';

const KEY = 'ab'.repeat(32);

/** A host that welcomes `key` as its organiser, and records what the page sent. */
class FakeHost implements Transport {
  readonly kind = 'browser' as const;
  readonly state: ConnectionState = 'open';
  readonly sent: ClientMessage[] = [];
  private messages = new Listeners<ServerMessage>();
  constructor(
    readonly address: string,
    private readonly key: string,
  ) {}
  send(m: ClientMessage): void {
    this.sent.push(m);
    if (m.t === 'hello') this.messages.emit({ t: 'welcome', v: 1, host: 'box', tables: [], ...(m.key === this.key ? { organiser: true } : {}) });
    if (m.t === 'hello' && m.key !== undefined && m.key !== this.key) this.messages.emit({ t: 'error', code: 'not-allowed', message: 'old key', for: 'hello' });
  }
  onMessage(l: (m: ServerMessage) => void): () => void {
    return this.messages.add(l);
  }
  onState(): () => void {
    return () => undefined;
  }
  close(): void {}
}

let made: FakeHost[] = [];
beforeEach(() => {
  made = [];
  sessionStorage.clear();
  setTransportFactory((address) => {
    const h = new FakeHost(address ?? 'none', KEY);
    made.push(h);
    return h;
  });
  setActivePinia(createPinia());
});
afterEach(() => delete (window as { sparrow?: SparrowBridge }).sparrow);

describe('the organiser link', () => {
  it("keeps #host=KEY for the page's host in this tab and takes it out of the address bar", () => {
    history.replaceState(null, '', `/?x=1#host=${KEY}`);
    expect(takeHostKeyFromUrl()).toBe(true);
    expect(location.hash).toBe('');
    expect(location.search).toBe('?x=1');
    expect(hostKeyFor(location.host)).toBe(KEY);
    expect(sessionStorage.getItem('sparrow.hostKeys.v1')).toContain(KEY);
    expect(hostKeyFor('192.168.1.9:7070')).toBeUndefined();
    // Anything else in the fragment (the app's routes) stays.
    history.replaceState(null, '', '/#/help');
    expect(takeHostKeyFromUrl()).toBe(false);
    expect(location.hash).toBe('#/help');
    forgetHostKey(location.host);
    expect(hostKeyFor(location.host)).toBeUndefined();
  });

  it('says hello with the key to its host, then asks for the saved tables; without it, never asks', () => {
    history.replaceState(null, '', `/#host=${KEY}`);
    takeHostKeyFromUrl();
    const lobby = useLobby();
    lobby.connect(location.host);
    expect(made[0].sent[0]).toMatchObject({ t: 'hello', key: KEY });
    expect(made[0].sent.map((m) => m.t)).toContain('listSaved');
    lobby.connect('192.168.1.9:7070');
    expect(made[1].sent[0]).not.toHaveProperty('key');
    expect(made[1].sent.map((m) => m.t)).not.toContain('listSaved');
  });

  it('forgets a key the host no longer takes (it restarted)', () => {
    history.replaceState(null, '', `/#host=${'cd'.repeat(32)}`);
    takeHostKeyFromUrl();
    useLobby().connect(location.host);
    expect(made[0].sent.map((m) => m.t)).not.toContain('listSaved');
    expect(hostKeyFor(location.host)).toBeUndefined();
  });

  it("in the app, takes the key from the bridge's startHost", async () => {
    (window as { sparrow?: SparrowBridge }).sparrow = {
      apiVersion: 1,
      browseTables: () => () => undefined,
      startHost: async () => ({ address: '127.0.0.1:7070', hostKey: KEY }),
    };
    await useLobby().hostHere();
    expect(made.at(-1)!.sent[0]).toMatchObject({ t: 'hello', key: KEY });
    expect(made.at(-1)!.sent.map((m) => m.t)).toContain('listSaved');
  });
});
