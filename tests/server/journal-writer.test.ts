/**
 * Group commit: every record the tables of one directory append during one tick goes into the
 * write-ahead log in one write and one fdatasync, and no table counts a record durable (so sends
 * nothing that shows it) before that fdatasync is done; the tables' own files are written only
 * then. After a power cut the log gives back what a table's file lacks; a rotated log is removed
 * only once the files it covered are synced.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/** fdatasync calls, each held until the test lets it finish (when `hold` is on). */
const syncs = vi.hoisted(() => ({ count: 0, hold: false, held: [] as (() => void)[] }));
vi.mock('node:fs', async (importOriginal) => {
  const fs = await importOriginal<typeof import('node:fs')>();
  const fdatasync = (fd: number, cb: (err: NodeJS.ErrnoException | null) => void) => {
    syncs.count++;
    const run = () => fs.fdatasync(fd, cb);
    if (syncs.hold) syncs.held.push(run);
    else run();
  };
  return { ...fs, default: { ...fs, fdatasync }, fdatasync };
});

const { Journal, JOURNAL_VERSION, readJournal } = await import('../../electron/server/journal');
const { JournalWriter } = await import('../../electron/server/journal-writer');
const { Lobby } = await import('../../electron/server/lobby');
const { DEFAULT_TIMING } = await import('../../electron/server/table');
const { listWals, recoverJournals, walDir } = await import('../../electron/server/journal-wal');

const header = (id: string) => ({ k: 'table' as const, v: JOURNAL_VERSION, id, name: id, preset: 'riichi', pin: null, created: 1 });
const act = (n: number) => ({ k: 'act' as const, n, a: { type: 'timeout' as const } });
const linesOf = (path: string) => readFileSync(path, 'utf8').split('\n').filter(Boolean);

describe('group commit of the journals', () => {
  it("one tick's appends of several tables: one fdatasync in all, and nothing durable or in the tables' files before it", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparrow-writer-'));
    const journals = ['aaaaaaaaaaaa', 'bbbbbbbbbbbb', 'cccccccccccc'].map((id) => Journal.create(dir, header(id)));
    const told: number[][] = journals.map(() => []);
    journals.forEach((j, i) => j.onDurable((d) => told[i].push(d)));
    const before = syncs.count;
    syncs.hold = true;
    try {
      for (const j of journals) for (let n = 1; n <= 3; n++) j.append(act(n));
      await vi.waitFor(() => expect(syncs.held).toHaveLength(1));
      // The log is written but not yet synced: no table has been told, and no table's file has the records.
      expect(journals.map((j) => j.durable)).toEqual([1, 1, 1]);
      expect(told).toEqual([[], [], []]);
      for (const j of journals) expect(linesOf(j.path)).toHaveLength(1);
      expect(listWals(dir)).toHaveLength(1);
      expect(linesOf(listWals(dir)[0])).toHaveLength(9);
    } finally {
      syncs.hold = false;
      syncs.held.splice(0).forEach((run) => run());
    }
    await Promise.all(journals.map((j) => j.settled()));
    expect(syncs.count - before).toBe(1);
    expect(journals.map((j) => j.durable)).toEqual([4, 4, 4]);
    expect(told).toEqual([[4], [4], [4]]);
    for (const j of journals) {
      expect(readJournal(j.path).records).toHaveLength(4);
      expect(linesOf(j.path)[3]).toBe('{"k":"act","n":3,"a":{"type":"timeout"}}');
    }
    // Once every journal is closed (each file synced), the log is gone.
    for (const j of journals) await j.close();
    expect(listWals(dir)).toEqual([]);
  });

  it('records that come while a commit syncs wait for it, then go together in the next one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparrow-writer-'));
    const journal = Journal.create(dir, header('333333333333'));
    const told: number[] = [];
    journal.onDurable((d) => told.push(d));
    const tick = () => new Promise((r) => setImmediate(r));
    syncs.hold = true;
    try {
      journal.append(act(1));
      await vi.waitFor(() => expect(syncs.held).toHaveLength(1));
      journal.append(act(2));
      await tick();
      journal.append(act(3));
      await tick();
      await tick();
      // One sync under way: the later records are neither synced nor in the table's file yet.
      expect(syncs.held).toHaveLength(1);
      expect(told).toEqual([]);
      expect(linesOf(journal.path)).toHaveLength(1);
      syncs.held.shift()!();
      await vi.waitFor(() => expect(told).toEqual([2]));
      expect(linesOf(journal.path)).toHaveLength(2);
      await vi.waitFor(() => expect(syncs.held).toHaveLength(1));
      expect(told).toEqual([2]);
      syncs.held.shift()!();
      await vi.waitFor(() => expect(told).toEqual([2, 4]));
    } finally {
      syncs.hold = false;
      syncs.held.splice(0).forEach((run) => run());
    }
    expect(readJournal(journal.path).records).toHaveLength(4);
    await journal.close();
  });

  it("after a power cut, the log gives back the records a table's file lost; a second recovery adds nothing", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparrow-writer-'));
    const ids = ['dddddddddddd', 'eeeeeeeeeeee', 'ffffffffffff', '111111111111'];
    const journals = ids.map((id) => Journal.create(dir, header(id)));
    for (const j of journals) for (let n = 1; n <= 4; n++) j.append(act(n));
    await Promise.all(journals.map((j) => j.settled()));
    // The disk as a power cut might leave it: the log synced, the tables' files not.
    const cut = mkdtempSync(join(tmpdir(), 'sparrow-cut-'));
    mkdirSync(walDir(cut));
    for (const w of listWals(dir)) copyFileSync(w, join(walDir(cut), basename(w)));
    const full = (id: string) => linesOf(join(dir, `${id}.ndjson`));
    const write = (id: string, text: string) => writeFileSync(join(cut, `${id}.ndjson`), text);
    write(ids[0], `${full(ids[0])[0]}\n`);
    write(ids[1], `${full(ids[1]).slice(0, 3).join('\n')}\n{"k":"act","n":3,"a`);
    write(ids[2], `${full(ids[2])[0]}\nnot a record\n`);
    // ids[3]'s file is gone (the table closed before it dealt): it is not made again.
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      expect(recoverJournals(cut)).toEqual(new Map([[ids[0], 4], [ids[1], 2]]));
    } finally {
      errors.mockRestore();
    }
    expect(linesOf(join(cut, `${ids[0]}.ndjson`))).toEqual(full(ids[0]));
    expect(linesOf(join(cut, `${ids[1]}.ndjson`))).toEqual(full(ids[1]));
    // A damaged file is left as it is, for the saved-table checks to report.
    expect(readFileSync(join(cut, `${ids[2]}.ndjson`), 'utf8')).toBe(`${full(ids[2])[0]}\nnot a record\n`);
    expect(existsSync(join(cut, `${ids[3]}.ndjson`))).toBe(false);
    expect(listWals(cut)).toEqual([]);
    expect(recoverJournals(cut)).toEqual(new Map());
    expect(linesOf(join(cut, `${ids[0]}.ndjson`))).toEqual(full(ids[0]));
    for (const j of journals) await j.close();
  });

  it('a log file with a line that is not a log record is named in the output and kept aside; the records before the line still count', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparrow-writer-'));
    const journal = Journal.create(dir, header('333333333333'));
    for (let n = 1; n <= 3; n++) journal.append(act(n));
    await journal.settled();
    const cut = mkdtempSync(join(tmpdir(), 'sparrow-cut-'));
    mkdirSync(walDir(cut));
    const [wal] = listWals(dir);
    const lines = linesOf(wal);
    const junkPath = join(walDir(cut), basename(wal));
    // The first record, then junk, then the rest: only the first is trusted.
    writeFileSync(junkPath, `${lines[0]}\n{"this is":"junk"}\n${lines.slice(1).join('\n')}\n`);
    writeFileSync(join(cut, '333333333333.ndjson'), `${linesOf(journal.path)[0]}\n`);
    const said: string[] = [];
    const errors = vi.spyOn(console, 'error').mockImplementation((m: string) => said.push(m));
    try {
      recoverJournals(cut);
    } finally {
      errors.mockRestore();
    }
    expect(said.join('\n')).toContain(`write-ahead log ${junkPath}: line 2 is not a log record`);
    expect(listWals(cut)).toEqual([]);
    expect(existsSync(`${junkPath}.junk`)).toBe(true);
    expect(linesOf(join(cut, '333333333333.ndjson'))).toEqual(linesOf(journal.path).slice(0, 2));
    await journal.close();
  });

  it("a host's lobby replays the log into its journals before it reads any", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparrow-writer-'));
    const journal = Journal.create(dir, header('222222222222'));
    // A player sat at it (a journal nobody could come back to is removed at start).
    journal.append({ k: 'place', place: 0, kind: 'human', name: 'Ann', token: 'a'.repeat(64) });
    for (let n = 1; n <= 3; n++) journal.append(act(n));
    await journal.settled();
    const dataDir = mkdtempSync(join(tmpdir(), 'sparrow-cut-'));
    const tables = join(dataDir, 'tables');
    mkdirSync(walDir(tables), { recursive: true });
    for (const w of listWals(dir)) copyFileSync(w, join(walDir(tables), basename(w)));
    writeFileSync(join(tables, '222222222222.ndjson'), `${linesOf(journal.path)[0]}\n`);
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      new Lobby({ dataDir, timing: DEFAULT_TIMING, maxTables: 1 });
    } finally {
      errors.mockRestore();
    }
    expect(linesOf(join(tables, '222222222222.ndjson'))).toEqual(linesOf(journal.path));
    await journal.close();
  });

  it('a rotated log is removed only after the files of every table it holds are synced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sparrow-writer-'));
    const writer = new JournalWriter(dir, 1);
    const syncing: (() => void)[] = [];
    const table = (id: string) => {
      const t = {
        id,
        appended: 1,
        pending: [] as string[],
        durable: 1,
        take: () => t.pending.splice(0),
        committed: (_lines: string[], upto: number) => void (t.durable = upto),
        syncFile: (done: () => void) => void syncing.push(done),
      };
      writer.register(t);
      return t;
    };
    const tables = [table('aaaaaaaaaaaa'), table('bbbbbbbbbbbb')];
    for (const t of tables) {
      t.pending.push('{"k":"act","n":1,"a":{"type":"timeout"}}\n');
      t.appended = 2;
      writer.wake(t);
    }
    await vi.waitFor(() => expect(tables.map((t) => t.durable)).toEqual([2, 2]));
    const [first] = listWals(dir);
    // The log passed its size: the next commit goes to a new log, and the old one waits for both tables' files to be synced.
    tables[0].pending.push('{"k":"act","n":2,"a":{"type":"timeout"}}\n');
    tables[0].appended = 3;
    writer.wake(tables[0]);
    await vi.waitFor(() => expect(tables[0].durable).toBe(3));
    await vi.waitFor(() => expect(syncing).toHaveLength(2));
    const [, second] = listWals(dir);
    expect(listWals(dir)).toEqual([first, second]);
    syncing[0]();
    expect(listWals(dir)).toEqual([first, second]);
    syncing[1]();
    expect(listWals(dir)).toEqual([second]);
  });
});
