/**
 * What the first page leaves for later (issue 40): the in-process host's code loads when offline
 * practice first connects, and a language's messages when it is first shown. Both must behave
 * as if they had been there all along.
 */
import { describe, expect, it } from 'vitest';
import { PROTOCOL_VERSION, type ServerMessage } from '../../shared/protocol';
import { MESSAGES } from '../../renderer/src/i18n';
import { ensureMessages, makeAppI18n } from '../../renderer/src/i18n/load';
import { localTransport } from '../../renderer/src/transport/local-lazy';
import { LOCAL_HOST_NAME, type ConnectionState } from '../../renderer/src/transport/types';
import { until } from '../helpers/until';

describe('the in-process host, loaded when first connected', () => {
  it('is connecting at first, then hands on what was sent meanwhile, in order', async () => {
    const t = localTransport();
    expect(t.kind).toBe('local');
    expect(t.address).toBe(LOCAL_HOST_NAME);
    expect(t.state).toBe('connecting');
    const states: ConnectionState[] = [];
    const got: ServerMessage[] = [];
    t.onState((s) => states.push(s));
    t.onMessage((m) => got.push(m));
    // Before the code is there: a hello, then a request that needs the hello first.
    t.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Ann' });
    t.send({ t: 'listTables' });
    await until(() => got.length >= 2, 'the welcome and the list');
    expect(states).toEqual(['open']);
    expect(t.state).toBe('open');
    expect(got.map((m) => m.t).slice(0, 2)).toEqual(['welcome', 'tables']);
    t.close();
    expect(t.state).toBe('closed');
    expect(states).toEqual(['open', 'closed']);
  });

  it('closed before its code arrived: says so once, and never opens', async () => {
    const t = localTransport();
    const states: ConnectionState[] = [];
    t.onState((s) => states.push(s));
    t.send({ t: 'hello', v: PROTOCOL_VERSION, name: 'Ann' });
    t.close();
    t.close();
    expect(t.state).toBe('closed');
    // Long enough for the module to load and a host's connection to have opened.
    const other = localTransport();
    await until(() => other.state === 'open', 'another connection opening');
    other.close();
    expect(states).toEqual(['closed']);
    expect(t.state).toBe('closed');
  });
});

describe('languages loaded when shown', () => {
  it('the app starts with English and the language shown, and loads another when asked', async () => {
    const i18n = await makeAppI18n('cs');
    const g = i18n.global;
    expect([...g.availableLocales].sort()).toEqual(['cs', 'en']);
    expect(g.t('nav.help')).toBe(MESSAGES.cs.nav.help);
    await ensureMessages(g, 'fr');
    expect([...g.availableLocales].sort()).toEqual(['cs', 'en', 'fr']);
    g.locale.value = 'fr';
    expect(g.t('nav.help')).toBe(MESSAGES.fr.nav.help);
    // French still elides "de" as with every language loaded at once.
    expect(g.t('lobby.practiceTableName', { player: 'Ann' })).toBe(MESSAGES.fr.lobby.practiceTableName.replace('de {player}', 'd’Ann'));
  });

  it('English alone when English is shown', async () => {
    const i18n = await makeAppI18n('en');
    expect(i18n.global.availableLocales).toEqual(['en']);
  });
});
