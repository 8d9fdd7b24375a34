/** A name (a player's, a table's) must show: one made only of invisible characters or spaces is refused on the wire, saying so. */
import { expect, it } from 'vitest';
import { parseClientMessage, PROTOCOL_VERSION } from '../../shared/protocol';

it('names with nothing to see are refused; names with letters pass', () => {
  for (const name of ['\u200b', ' \u200b\u200d ', '\u2060\ufeff', '\u3164']) {
    const table = parseClientMessage(JSON.stringify({ t: 'createTable', options: { name, preset: 'hungarian' } }));
    expect(table).toMatchObject({ ok: false, code: 'bad-message', message: expect.stringMatching(/a character that shows/) });
    const hello = parseClientMessage(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name }));
    expect(hello).toMatchObject({ ok: false, message: expect.stringMatching(/a character that shows/) });
  }
  expect(parseClientMessage(JSON.stringify({ t: 'createTable', options: { name: 'Ann\u200b', preset: 'hungarian' } })).ok).toBe(true);
  expect(parseClientMessage(JSON.stringify({ t: 'hello', v: PROTOCOL_VERSION, name: 'Zoë' })).ok).toBe(true);
});
