/**
 * Seating an mjai AI from the app's host form (the `seatMjai` IPC channel), in plain Node with the
 * IPC checks of ipc.ts in front: only the app's own window may start a process, with exactly the
 * arguments the channel takes; a table that is not hosted here, not riichi, dealt or full is
 * refused before anything starts; and with the real server a stand-in AI over stdio takes the
 * first empty place after the table's creator, or a place at a bots' table where it plays.
 * (Electron's own binary does not run here: the channel is driven through the fakes.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Hosting } from '../../electron/main/hosting';
import { isTrustedSender, registerIpc } from '../../electron/main/ipc';
import { seatMjai, type ConnectMjai } from '../../electron/main/mjai-seat';
import { defaultSettings, SettingsStore } from '../../electron/main/settings';
import { CHANNELS, type SeatMjaiRequest, type SeatMjaiResult } from '../../electron/preload/api';
import { startHost, type Host, type HostOptions } from '../../electron/server/host';
import { Lobby } from '../../electron/server/lobby';
import { connectMjai } from '../../electron/server/mjai-place';
import { DEFAULT_TIMING } from '../../electron/server/table';
import { FAST, MACHINE_RATE } from '../server/helpers/host';
import type { TableOptions } from '../../shared/protocol';
import { FakeIpcMain, ipcEvent } from './helpers/fakes';
import { connect } from './helpers/ws';
import { until } from '../helpers/until';

const OURS = { id: 7 };
const APP_PAGE = 'sparrow://app/index.html';
const SCRIPT = join(__dirname, '..', 'shared', 'riichi', 'fixtures', 'mjai-tsumogiri.mjs');
const TSUMOGIRI = `"${process.execPath}" "${SCRIPT}"`;

let dir: string;
let hosting: Hosting;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'sparrow-mjai-seat-'));
  const settings = new SettingsStore(dir, { ...defaultSettings('box'), advertise: false, port: 0 });
  hosting = new Hosting({
    startHost: (o: HostOptions) => startHost({ ...o, timing: FAST, limits: MACHINE_RATE }),
    listSaved: (d) => new Lobby({ dataDir: d, timing: DEFAULT_TIMING, maxTables: 1 }).saved(),
    settings,
    dataDir: dir,
    rendererDir: join(dir, 'none'),
    bind: '127.0.0.1',
  });
});
afterEach(async () => {
  await hosting.stop();
  rmSync(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** The channel as the app registers it, with `connect` standing in for (or recording) the AI's start. */
function channel(connect: ConnectMjai) {
  const ipc = new FakeIpcMain();
  const logs: string[] = [];
  registerIpc(ipc, { [CHANNELS.seatMjai]: (_e, request: SeatMjaiRequest) => seatMjai(() => hosting.running, request, connect) }, (e) => isTrustedSender(e, () => [OURS.id]), (m) => logs.push(m));
  const ask = (request: unknown, event = ipcEvent(OURS, APP_PAGE)) => ipc.invoke(event, CHANNELS.seatMjai, request) as Promise<SeatMjaiResult>;
  return { ask, logs };
}

/** A `connect` that must not be reached. */
const neverStarted: ConnectMjai = () => {
  throw new Error('the AI was started');
};

function riichiTable(host: Host, preset: TableOptions['preset'] = 'riichi') {
  const table = host.lobby.create({ name: 'T', preset, bots: 0 });
  if ('code' in table) throw new Error(table.message);
  return table;
}

describe('seatMjai: who may ask, and with what', () => {
  it('refuses a sender other than the app’s own page in its own window, starting nothing', async () => {
    await hosting.start();
    const table = riichiTable(hosting.running!);
    const { ask, logs } = channel(neverStarted);
    const request = { table: table.id, command: TSUMOGIRI, protocol: 'lockstep' };
    // The LAN copy of the page (what a browser or the organiser link gets), another window, a sub-frame.
    await expect(ask(request, ipcEvent(OURS, `http://${hosting.status().address}/`))).rejects.toThrow(/refused: not sent by the Sparrow window/);
    await expect(ask(request, ipcEvent({ id: 8 }, APP_PAGE))).rejects.toThrow(/refused/);
    await expect(ask(request, ipcEvent(OURS, APP_PAGE, { url: APP_PAGE }))).rejects.toThrow(/refused/);
    expect(logs).toHaveLength(3);
    expect(table.players().map((p) => p.kind)).toEqual(['empty', 'empty', 'empty', 'empty']);
  });

  it.each([
    ['no arguments', undefined],
    ['a string', 'stdio:python ai.py'],
    ['an empty command', { table: 'x', command: '  ', protocol: 'lockstep' }],
    ['a command of two lines', { table: 'x', command: 'python ai.py\nrm -rf ~', protocol: 'lockstep' }],
    ['a NUL in the command', { table: 'x', command: 'python\u0000ai.py', protocol: 'lockstep' }],
    ['a command too long', { table: 'x', command: `python ${'a'.repeat(1000)}`, protocol: 'lockstep' }],
    ['an unknown protocol', { table: 'x', command: 'python ai.py', protocol: 'shell' }],
    ['a place out of range', { table: 'x', command: 'python ai.py', protocol: 'react', place: 4 }],
    ['a fractional place', { table: 'x', command: 'python ai.py', protocol: 'react', place: 1.5 }],
    ['too many bots', { table: 'x', command: 'python ai.py', protocol: 'react', bots: 4 }],
    ['an extra field', { table: 'x', command: 'python ai.py', protocol: 'lockstep', shell: true }],
    ['no table', { command: 'python ai.py', protocol: 'lockstep' }],
  ])('refuses %s before anything runs', async (_what, request) => {
    const { ask } = channel(neverStarted);
    await expect(ask(request)).rejects.toThrow(/refused: bad arguments for sparrow:mjai-seat/);
  });
});

describe('seatMjai: tables that cannot take an AI', () => {
  const request = (table: string, extra: Partial<SeatMjaiRequest> = {}) => ({ table, command: 'python ai.py', protocol: 'lockstep', ...extra });

  it('refuses when the app is not hosting', async () => {
    const { ask } = channel(neverStarted);
    expect(await ask(request('abc'))).toEqual({ ok: false, reason: 'not-hosting', message: 'this app is not hosting tables' });
  });

  it('refuses a table that is not there, one of another rule set, one dealt, one full', async () => {
    await hosting.start();
    const host = hosting.running!;
    const { ask } = channel(neverStarted);
    expect(await ask(request('nope'))).toMatchObject({ ok: false, reason: 'no-table' });

    const hungarian = riichiTable(host, 'hungarian');
    expect(await ask(request(hungarian.id))).toMatchObject({ ok: false, reason: 'not-riichi', message: expect.stringContaining('hungarian') });
    expect(hungarian.players().every((p) => p.kind === 'empty')).toBe(true);

    const full = riichiTable(host);
    full.addBots(4);
    // Four bots deal at once: the table has dealt (or is dealing) and has no empty place either way.
    expect(await ask(request(full.id))).toMatchObject({ ok: false, reason: 'dealt' });

    const three = riichiTable(host);
    three.addBots(1);
    expect(await ask(request(three.id, { place: 0 }))).toMatchObject({ ok: false, reason: 'no-place', message: 'place 1 is not free' });
    expect(await ask(request(three.id, { bots: 3 }))).toMatchObject({ ok: false, reason: 'no-place' });
    expect(three.players().map((p) => p.kind)).toEqual(['bot', 'empty', 'empty', 'empty']);
  });

  it('reports an AI that does not start, and leaves the table as it was', async () => {
    await hosting.start();
    const table = riichiTable(hosting.running!);
    const { ask } = channel(connectMjai);
    const result = await ask({ table: table.id, command: `"${process.execPath}" -e "process.exit(4)"`, protocol: 'lockstep', bots: 2 });
    expect(result).toMatchObject({ ok: false, reason: 'no-start', message: expect.stringMatching(/did not join/) });
    expect(table.players().map((p) => p.kind)).toEqual(['empty', 'empty', 'empty', 'empty']);
    expect(table.mjaiPlaces()).toEqual([]);
  });
});

describe('seatMjai with the real server and a stand-in AI over stdio', () => {
  it('takes the first empty place after the table’s creator, then the bots fill the rest', async () => {
    const status = await hosting.start();
    const ann = await connect(status.address!);
    ann.send({ t: 'hello', v: 1, name: 'Ann' });
    await ann.next('welcome');
    ann.send({ t: 'createTable', options: { name: 'Ann and an AI', preset: 'riichi', bots: 0 } });
    const joined = await ann.next('joined');
    const { ask } = channel(connectMjai);
    expect(await ask({ table: joined.table, command: TSUMOGIRI, protocol: 'lockstep', bots: 2 })).toEqual({ ok: true, place: 1, name: 'mjai tsumogiri' });
    const table = hosting.running!.lobby.table(joined.table)!;
    expect(table.players().map((p) => p.name)).toEqual(['Ann', 'mjai tsumogiri', 'Bot 1', 'Bot 2']);
    expect(table.mjaiPlaces()).toEqual([1]);
    ann.close();
  });

  it('plays its place at a bots’ table: a hand goes by and the place is still the AI’s', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    await hosting.start();
    const table = riichiTable(hosting.running!);
    const { ask } = channel(connectMjai);
    expect(await ask({ table: table.id, command: TSUMOGIRI, protocol: 'lockstep', place: 2, bots: 3 })).toEqual({ ok: true, place: 2, name: 'mjai tsumogiri' });
    await until(() => (table.state.hand?.index ?? -1) >= 1 || table.state.game.over, 'the first hand to end', { timeoutMs: 60_000 });
    // Every decision was the AI's own: none was unusable or missed, and it was not let go.
    expect(errors.mock.calls.flat().join('\n')).not.toMatch(/mjai/);
    expect(table.mjaiPlaces()).toEqual([2]);
  }, 90_000);
});
