/**
 * The journal: append-only NDJSON per table, a torn last line ignored and cut off, saved tables
 * listed and resumed over the wire by the host machine, finished or abandoned tables not offered.
 */
import { appendFileSync, closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Journal, JOURNAL_VERSION, readJournal } from '../../electron/server/journal';
import type { SavedTableSummary, ServerMessage } from '../../shared/protocol';
import type { Seat } from '../../shared/table/types';
import { withAnswerHeld } from '../../shared/table/pacing';
import { viewFor } from '../../shared/view';
import { autoPlay, TestClient, type ViewMessage } from './helpers/client';
import { testHost } from './helpers/host';

const dirs: string[] = [];
const tempDir = () => {
  const d = mkdtempSync(join(tmpdir(), 'sparrow-journal-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('journal', () => {
  it('appends durably, ignores a torn last line, and cuts it off before appending again', async () => {
    const dir = tempDir();
    const journal = Journal.create(dir, { k: 'table', v: JOURNAL_VERSION, id: 'aaaaaaaaaaaa', name: 'J', preset: 'riichi', pin: null, created: 1 });
    for (let n = 1; n <= 50; n++) journal.append({ k: 'act', n, a: { type: 'timeout' } });
    expect(journal.durable).toBeLessThan(51);
    await journal.settled();
    expect(journal.durable).toBe(51);
    await journal.close();
    const path = join(dir, 'aaaaaaaaaaaa.ndjson');
    appendFileSync(path, '{"k":"act","n":51,"a":{"ty');
    const contents = readJournal(path);
    expect(contents.records.length).toBe(51);
    const reopened = Journal.reopen(path, contents);
    reopened.append({ k: 'act', n: 51, a: { type: 'timeout' } });
    await reopened.close();
    const text = readFileSync(path, 'utf8');
    expect(text.endsWith('{"k":"act","n":51,"a":{"type":"timeout"}}\n')).toBe(true);
    expect(readJournal(path).records.length).toBe(52);
  });

  it('after a failed write it writes nothing more, so the file stays readable up to the failure', async () => {
    const dir = tempDir();
    const journal = Journal.create(dir, { k: 'table', v: JOURNAL_VERSION, id: 'bbbbbbbbbbbb', name: 'J', preset: 'riichi', pin: null, created: 1 });
    journal.append({ k: 'act', n: 1, a: { type: 'timeout' } });
    await journal.settled();
    // The disk stops taking writes: the journal's descriptor is swapped for a read-only one.
    const inner = journal as unknown as { fd: number };
    const writable = inner.fd;
    inner.fd = openSync(join(dir, 'bbbbbbbbbbbb.ndjson'), 'r');
    const errors: unknown[] = [];
    const log = console.error;
    console.error = (...a: unknown[]) => void errors.push(a);
    try {
      journal.append({ k: 'act', n: 2, a: { type: 'timeout' } });
      await journal.settled();
      journal.append({ k: 'act', n: 3, a: { type: 'timeout' } });
      await journal.settled();
    } finally {
      console.error = log;
    }
    expect(journal.failed).not.toBeNull();
    expect(errors).toHaveLength(1);
    // Messages waiting on durability still go out: play continues, unsaved.
    expect(journal.durable).toBe(journal.appended);
    expect(readJournal(join(dir, 'bbbbbbbbbbbb.ndjson')).records.map((r) => r.k)).toEqual(['table', 'act']);
    closeSync(writable);
    await journal.close();
  });

  it('refuses a file that is not a table journal, and reads a journal only up to a damaged line', () => {
    const dir = tempDir();
    const path = join(dir, 'x.ndjson');
    appendFileSync(path, '{"k":"act","n":1,"a":{"type":"timeout"}}\n');
    expect(() => readJournal(path)).toThrow(/not a Sparrow table journal/);
    const header = `${JSON.stringify({ k: 'table', v: JOURNAL_VERSION, id: 'y', name: 'y', preset: 'riichi', pin: null, created: 1 })}\n`;
    const bad = join(dir, 'y.ndjson');
    appendFileSync(bad, `${header}not json\n{}\n`);
    expect(readJournal(bad)).toEqual({ records: [expect.objectContaining({ k: 'table' })], validBytes: header.length, damage: { line: 2, reason: 'line 2 is not JSON' } });
    // JSON of the wrong shape is damage too: it never reaches the engine.
    const shape = join(dir, 'z.ndjson');
    appendFileSync(shape, `${header}{"k":"act","a":{"type":"timeout"}}\n`);
    expect(readJournal(shape).damage).toEqual({ line: 2, reason: expect.stringMatching(/^line 2 is not a journal record \(.*n/) });
  });
});

describe('saved tables', () => {
  it("are listed and resumed over the wire by the host's organiser, exactly where they stopped", async () => {
    const dataDir = tempDir();
    const first = await testHost({ dataDir, timing: { botDelayMs: 1 } });
    const a = await TestClient.connect(first.url, 'Ann');
    const player = autoPlay(a);
    // House rules: a hand pays 300 + 100 a tái; the resumed table keeps them.
    a.send({ t: 'createTable', options: { name: 'Saved', preset: 'taiwanese', bots: 3, rules: { base: 300, perTai: 100 } } });
    const { table: id, token } = await a.next<Extract<ServerMessage, { t: 'joined' }>>((m) => m.t === 'joined');
    await a.next<ViewMessage>((m) => m.t === 'view' && m.seq > 30, 20_000);
    player.stop();
    const table = first.lobby.table(id)!;
    // The bots play on a little without her.
    await first.pass(30);
    await first.close();
    const stateAtStop = JSON.stringify(table.state);
    const seqAtStop = table.seq;
    const actionsAtStop = table.history().actions.length;

    const second = await testHost({ dataDir });
    const local = await TestClient.connect(second.url, 'Host', { key: second.hostKey });
    local.send({ t: 'listSaved' });
    const saved = await local.next<{ t: 'saved'; tables: SavedTableSummary[] }>((m) => m.t === 'saved');
    expect(saved.tables).toEqual([expect.objectContaining({ id, name: 'Saved', preset: 'taiwanese+base=300,perTai=100', actions: actionsAtStop, players: ['Ann', 'Bot 1', 'Bot 2', 'Bot 3'] })]);
    local.send({ t: 'resumeTable', table: 'ffffffffffff' });
    expect(await local.next((m) => m.t === 'error')).toMatchObject({ code: 'no-table' });
    local.send({ t: 'resumeTable', table: id });
    const list = await local.next<Extract<ServerMessage, { t: 'tables' }>>((m) => m.t === 'tables');
    expect(list.tables.map((t) => t.id)).toEqual([id]);
    const resumed = second.lobby.table(id)!;
    expect(JSON.stringify(resumed.state)).toBe(stateAtStop);
    expect(resumed.preset).toEqual(table.preset);
    expect(resumed.preset.taiwanese).toMatchObject({ base: 300, perTai: 100 });
    expect(list.tables[0].preset).toBe('taiwanese+base=300,perTai=100');
    expect(resumed.seq).toBe(seqAtStop);
    local.send({ t: 'resumeTable', table: id });
    expect(await local.next((m) => m.t === 'error')).toMatchObject({ code: 'not-allowed' });

    const back = await TestClient.connect(second.url, 'Ann');
    back.send({ t: 'resume', token: token! });
    await back.next((m) => m.t === 'joined');
    const view = await back.next<ViewMessage>((m) => m.t === 'view');
    expect(view.seq).toBe(seqAtStop);
    // (An answer the player gave during a claim window's pause before the stop is held again: it shows as given.)
    // Nothing moved before she came back: her first view is the state at the stop.
    const expected = viewFor(JSON.parse(stateAtStop), view.view.you as Seat);
    const held = view.view.hand?.claim?.answered === true && expected.hand?.claim?.answered === false;
    expect(view.view).toEqual(held ? withAnswerHeld(expected) : expected);
    expect(view.view.presetId).toBe('taiwanese+base=300,perTai=100');
    // Everyone leaving closes the table for good: it is no longer offered.
    back.send({ t: 'leave' });
    await back.next((m) => m.t === 'left');
    // The table's last record ('closed') is on disk before the list is asked for.
    await resumed.settled();
    local.send({ t: 'listSaved' });
    expect((await local.next<{ t: 'saved'; tables: SavedTableSummary[] }>((m) => m.t === 'saved')).tables).toEqual([]);
    await Promise.all([local.close(), back.close(), a.close()]);
    await second.dispose();
  });
});
