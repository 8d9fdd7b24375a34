/**
 * Append-only NDJSON journal of one table: its header, seat changes, each hand's fairness record
 * and every accepted action. Appends are committed in groups by the directory's `JournalWriter`
 * (one write-ahead log fdatasync for every table's records of one tick) and only then written to
 * the table's file; `durable` counts the records known to be on disk, and the table delivers
 * nothing to clients before the records it depends on are durable. A torn last line (a crash
 * mid-write) is ignored on reading and cut off before appending again.
 */
import { closeSync, fdatasync, fsyncSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { basename, dirname } from 'node:path';
import type { JournalRecord } from '../../shared/host/records';
import { fsyncDir, journalPath, type JournalContents } from './journal-file';
import { writerFor, type GroupedJournal, type JournalWriter } from './journal-writer';

export type { JournalRecord, PinHash } from '../../shared/host/records';
export { fsyncDir, JOURNAL_VERSION, journalPath, listJournals, readJournal, readWholeLines, type JournalContents } from './journal-file';

export class Journal implements GroupedJournal {
  /** Records appended so far (including the ones read back on reopening). */
  appended = 0;
  /** Records known to be on disk. */
  durable = 0;
  failed: Error | null = null;
  readonly id: string;
  private pending: string[] = [];
  /** Lines taken by a group commit not yet finished. */
  private committing = 0;
  /** fdatasyncs of the file under way (a log's rotation): the file is closed only after them. */
  private syncing = 0;
  private closed = false;
  private listeners: ((durable: number) => void)[] = [];
  private idle: (() => void)[] = [];

  private constructor(
    private fd: number,
    readonly path: string,
    existing: number,
    private readonly writer: JournalWriter = writerFor(dirname(path)),
  ) {
    this.id = basename(path, '.ndjson');
    this.appended = existing;
    this.durable = existing;
    writer.register(this);
  }

  /** A new journal whose header is on disk (file and directory entry) before this returns. */
  static create(dir: string, header: Extract<JournalRecord, { k: 'table' }>): Journal {
    mkdirSync(dir, { recursive: true });
    const path = journalPath(dir, header.id);
    const fd = openSync(path, 'wx');
    writeSync(fd, `${JSON.stringify(header)}\n`);
    fsyncSync(fd);
    fsyncDir(dir);
    return new Journal(fd, path, 1);
  }

  /** Reopens a journal for appending after its torn tail, if any, is cut off. */
  static reopen(path: string, contents: JournalContents): Journal {
    const fd = openSync(path, 'r+');
    ftruncateSync(fd, contents.validBytes);
    fsyncSync(fd);
    closeSync(fd);
    return new Journal(openSync(path, 'a'), path, contents.records.length);
  }

  onDurable(listener: (durable: number) => void): void {
    this.listeners.push(listener);
  }

  append(record: JournalRecord): number {
    if (this.closed) throw new Error('the journal is closed');
    this.pending.push(`${JSON.stringify(record)}\n`);
    this.appended++;
    this.writer.wake(this);
    return this.appended;
  }

  take(): string[] {
    const lines = this.pending;
    this.pending = [];
    if (this.failed) {
      // After a failed write nothing more is written: a partial record may end the file, and a
      // torn tail is cut off on resume, whereas a torn record followed by others would make the
      // whole journal unreadable. Play goes on unsaved (the failure was logged).
      return [];
    }
    this.committing++;
    return lines;
  }

  committed(lines: string[], upto: number, error: Error | null): void {
    if (lines.length) {
      this.committing--;
      if (!error && !this.failed) {
        try {
          const data = Buffer.from(lines.join(''), 'utf8');
          for (let offset = 0; offset < data.length; ) offset += writeSync(this.fd, data, offset);
        } catch (e) {
          error = e as Error;
        }
      }
      if (error && !this.failed) {
        this.failed = error;
        console.error(`sparrow: journal ${this.path} cannot be written (${error.message}); the table is no longer saved`);
      }
    }
    this.durable = Math.max(this.durable, upto);
    for (const l of this.listeners) l(this.durable);
    if (this.committing === 0 && this.pending.length === 0) this.idle.splice(0).forEach((f) => f());
  }

  syncFile(done: () => void): void {
    if (this.closed || this.failed) return done();
    this.syncing++;
    fdatasync(this.fd, () => {
      this.syncing--;
      if (this.syncing === 0 && this.closed) this.idle.splice(0).forEach((f) => f());
      done();
    });
  }

  /** Resolves once everything appended so far is on disk. */
  settled(): Promise<void> {
    if (this.committing === 0 && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  /** Syncs the file (the log no longer needs to hold its records) and closes it. */
  async close(): Promise<void> {
    if (this.closed) return;
    await this.settled();
    if (this.closed) return;
    this.closed = true;
    if (this.syncing) await new Promise<void>((resolve) => this.idle.push(resolve));
    try {
      if (!this.failed) fsyncSync(this.fd);
    } finally {
      closeSync(this.fd);
      this.writer.release(this);
    }
  }
}
