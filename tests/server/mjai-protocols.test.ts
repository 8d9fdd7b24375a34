/**
 * The wire conventions of the AIs people run, at a hosted table: a stand-in for Mortal (react: its
 * id on its command line, no hello, a line only when libriichi says it can act), one for an mjai.app
 * bot (batch: a JSON array of events a line, one answer a line) and one for a classic AI of gimite's
 * server (lockstep: acts only on possible_actions and cannot_dahai) each play a whole hanchan against
 * three bots, with no answer waited out, refused or replaced, and no line it sent left unasked.
 * The hosts run on real timers: the AIs are other processes answering in real time, which the
 * fake clock's pacer cannot see (mjai-host.test.ts).
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectMjai, parseMjaiProtocol, parseMjaiSpec } from '../../electron/server/mjai-place';
import { openStartupTable } from '../../electron/server/startup-table';
import type { MjaiProtocol } from '../../shared/rules/riichi/logs/mjai-seat';
import { testHost, type TestHost } from './helpers/host';
import { until } from '../helpers/until';

let host: TestHost | null = null;
afterEach(async () => {
  await host?.dispose();
  host = null;
  vi.restoreAllMocks();
});

const FIXTURES = join(__dirname, '..', 'shared', 'riichi', 'fixtures');

async function playsAHanchan(protocol: MjaiProtocol, script: string): Promise<void> {
  host = await testHost({ realTimers: true });
  const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
  // A generous answer time: an AI that stayed silent where the host waited would show in the log, not pass by luck.
  const ai = await connectMjai(parseMjaiSpec(`stdio:"${process.execPath}" ${join(FIXTURES, script)}`), { protocol, answerMs: 20_000 });
  expect(ai.protocol).toBe(protocol);
  const table = openStartupTable(host.lobby, { name: protocol, preset: 'riichi', bots: 3 }, ai);
  if ('code' in table) throw new Error(table.message);
  await until(() => table.state.game.over, 'the game to end', { timeoutMs: 120_000 });
  // It was there to the end (it exits 2 or 3 on a malformed message or another seat's tile) and the host closed it.
  expect(await ai.channel.ended).toBe('the mjai player was closed');
  expect(table.state.game.handsPlayed).toBeGreaterThanOrEqual(8);
  expect(errors.mock.calls.flat().join('\n')).not.toMatch(/mjai/);
}

describe('mjai AIs as they are', () => {
  it('react (Mortal’s convention): a whole hanchan, nothing awaited on news, nothing replaced', () => playsAHanchan('react', 'mjai-react.mjs'), 150_000);
  it('batch (mjai.app’s convention): a whole hanchan, one answer per array line', () => playsAHanchan('batch', 'mjai-batch.mjs'), 150_000);
  it('lockstep (gimite’s server protocol): a classic AI that takes every win, riichi, kong and call from possible_actions plays a whole hanchan, nothing replaced', () => playsAHanchan('lockstep', 'mjai-classic.mjs'), 150_000);

  it('two AIs at chosen places (2 and 4, as --mjai-places 2,4), bots in the others: a whole hanchan, each AI to the end, nothing replaced', async () => {
    host = await testHost({ realTimers: true });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const spec = parseMjaiSpec(`stdio:"${process.execPath}" ${join(FIXTURES, 'mjai-react.mjs')}`);
    const ais = [await connectMjai(spec, { protocol: 'react', answerMs: 20_000 }), await connectMjai(spec, { protocol: 'react', answerMs: 20_000 })];
    const table = openStartupTable(host.lobby, { name: 'two AIs', preset: 'riichi', bots: 2 }, ais, [1, 3]);
    if ('code' in table) throw new Error(table.message);
    expect(table.mjaiPlaces()).toEqual([1, 3]);
    expect(table.players().map((p) => p?.kind)).toEqual(['bot', 'bot', 'bot', 'bot']);
    await until(() => table.state.game.over, 'the game to end', { timeoutMs: 120_000 });
    for (const ai of ais) expect(await ai.channel.ended).toBe('the mjai player was closed');
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/mjai/);
  }, 150_000);

  it('--mjai-protocol takes lockstep, react or batch', () => {
    expect(parseMjaiProtocol('React')).toBe('react');
    expect(() => parseMjaiProtocol('mortal')).toThrow(/lockstep, react, batch/);
  });
});
