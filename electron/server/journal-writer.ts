/**
 * Group commit for every table journal of one directory: the records appended during one tick (by
 * any number of tables, and whatever comes while a commit is under way) go into the write-ahead
 * log (journal-wal.ts) in one write and one fdatasync; only then is each table's own file
 * written (not synced) and its records counted durable, so the Outbox still sends nothing before
 * the records it shows are on disk. The log is rotated when it grows: the tables' files it covered
 * are fdatasync'd (off the path of any view) and the old log removed. A journal's file is synced
 * when it closes; once every journal of the directory is closed, the log is removed.
 */
import { closeSync, fdatasync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';
import { fsyncDir } from './journal-file';
import { listWals, nextWalPath, recoverJournals, walDir, walLine } from './journal-wal';

/** What the writer needs of a journal. */
export interface GroupedJournal {
  readonly id: string;
  /** Records appended so far (the last one is line `appended` of its file). */
  readonly appended: number;
  /** Takes the lines gathered since the last commit (none while the journal has failed). */
  take(): string[];
  /** The log holds `lines` (up to line `upto`) on disk, or could not (`error`): write them to the table's file, count them durable. */
  committed(lines: string[], upto: number, error: Error | null): void;
  /** fdatasyncs the table's file (a no-op once it is closed). */
  syncFile(done: () => void): void;
}

/** Group commits started by every writer in this process, and the records they held (the bench prints them). */
export const writerStats = { writes: 0, records: 0 };

interface Wal {
  path: string;
  fd: number;
  bytes: number;
  /** Journals with records in this log: synced before it is removed. */
  touched: Set<GroupedJournal>;
  /** Its commit's fdatasync is under way. */
  syncing: boolean;
  /** No longer written to: removed once its sync is done and the tables' files it covers are synced. */
  retired: boolean;
}

type Batch = { journal: GroupedJournal; lines: string[]; upto: number }[];

export class JournalWriter {
  private readonly open = new Set<GroupedJournal>();
  private readonly due = new Set<GroupedJournal>();
  private scheduled = false;
  /** A commit's fdatasync is under way: what comes meanwhile waits for the next commit. */
  private committing = false;
  private wal: Wal | null = null;

  constructor(
    readonly dir: string,
    /** Bytes after which the log is rotated. */
    private readonly rotateBytes = 4 * 2 ** 20,
  ) {}

  register(journal: GroupedJournal): void {
    this.open.add(journal);
  }

  /** `journal` is closed (its file synced): the log no longer needs it. */
  release(journal: GroupedJournal): void {
    this.open.delete(journal);
    this.due.delete(journal);
    this.wal?.touched.delete(journal);
    if (this.open.size === 0 && this.wal) this.retire(this.wal);
  }

  /** `journal` has new records: they are committed at the end of this tick with everyone else's. */
  wake(journal: GroupedJournal): void {
    this.due.add(journal);
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.commit();
    });
  }

  private commit(): void {
    if (this.committing || this.due.size === 0) return;
    const batch = [...this.due].map((journal) => ({ journal, lines: journal.take(), upto: journal.appended }));
    this.due.clear();
    const text: string[] = [];
    for (const { journal, lines, upto } of batch) lines.forEach((line, i) => text.push(walLine(journal.id, upto - lines.length + 1 + i, line)));
    if (text.length === 0) return this.finish(batch, null, null);
    let wal: Wal;
    try {
      if (this.wal && this.wal.bytes >= this.rotateBytes) this.retire(this.wal);
      wal = this.wal ??= this.openWal();
      // Written at once, to the page cache (microseconds): one hop through the thread pool fewer.
      const data = Buffer.from(text.join(''), 'utf8');
      for (let offset = 0; offset < data.length; ) offset += writeSync(wal.fd, data, offset);
      wal.bytes += data.length;
    } catch (e) {
      return this.finish(batch, e as Error, null);
    }
    this.committing = true;
    writerStats.writes++;
    writerStats.records += text.length;
    wal.syncing = true;
    fdatasync(wal.fd, (err) => {
      this.committing = false;
      this.finish(batch, err, wal);
      wal.syncing = false;
      if (wal.retired) this.remove(wal);
      this.commit();
    });
  }

  private finish(batch: Batch, error: Error | null, wal: Wal | null): void {
    if (error) console.error(`sparrow: the journals' write-ahead log in ${this.dir} cannot be written (${error.message})`);
    for (const { journal, lines, upto } of batch) {
      if (wal && lines.length && this.open.has(journal)) wal.touched.add(journal);
      journal.committed(lines, upto, error);
    }
    if (this.wal && this.open.size === 0) this.retire(this.wal);
  }

  private openWal(): Wal {
    // A new log directory's own entry must be on disk too.
    if (mkdirSync(walDir(this.dir), { recursive: true }) !== undefined) fsyncDir(this.dir);
    const path = nextWalPath(this.dir);
    const fd = openSync(path, 'wx');
    fsyncDir(walDir(this.dir));
    return { path, fd, bytes: 0, touched: new Set(), syncing: false, retired: false };
  }

  /** Stops writing to `wal`; it is removed once its syncs are done and the table files it covers synced. */
  private retire(wal: Wal): void {
    if (this.wal === wal) this.wal = null;
    wal.retired = true;
    if (!wal.syncing) this.remove(wal);
  }

  private remove(wal: Wal): void {
    let left = wal.touched.size + 1;
    const synced = () => {
      if (--left > 0) return;
      closeSync(wal.fd);
      rmSync(wal.path, { force: true });
    };
    for (const journal of wal.touched) journal.syncFile(synced);
    synced();
  }
}

const writers = new Map<string, JournalWriter>();

/**
 * The writer of a journal directory in this process. The first call for a directory replays
 * into its journals whatever an earlier process's log holds beyond them (see journal-wal.ts).
 */
export function writerFor(dir: string): JournalWriter {
  const key = resolve(dir);
  let writer = writers.get(key);
  if (!writer) {
    if (listWals(key).length) recoverJournals(key);
    writer = new JournalWriter(key);
    writers.set(key, writer);
  }
  return writer;
}
