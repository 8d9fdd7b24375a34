/**
 * Append-only NDJSON journal of one table: its header, seat changes, each hand's fairness record
 * and every accepted action. Appends are grouped (all of one tick, across tables, by the shared
 * `JournalWriter`; and whatever comes while a write is under way) and written and fdatasync'd off
 * the event loop;
 * `durable` counts the records known to be on disk, and the table delivers nothing to clients
 * before the records it depends on are durable. A torn last line (a crash mid-write) is ignored
 * on reading and cut off before appending again; every line read back is checked for its shape.
 */
import { closeSync, fdatasync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, ftruncateSync, write, writeSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { JournalRecord } from '../../shared/host/records';
import { RecordSchema, shapeProblem } from './journal-records';
import { sharedJournalWriter, type Flushable, type JournalWriter } from './journal-writer';

export const JOURNAL_VERSION = 1;

export type { JournalRecord, PinHash, PlaceKind } from '../../shared/host/records';

export const journalPath = (dir: string, id: string): string => join(dir, `${id}.ndjson`);

export interface JournalContents {
  /** The records up to the first damaged line (all of them in a sound journal); record i is line i + 1. */
  records: JournalRecord[];
  /** Bytes up to the end of the last record kept. */
  validBytes: number;
  /** A complete line that is not a record (not JSON, or not of a record's shape): it and what follows it were not read. */
  damage: { line: number; reason: string } | null;
}

/** Line `n` as a record, or what is wrong with it. */
function parseLine(line: string): { record: JournalRecord } | { problem: string } {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    return { problem: 'is not JSON' };
  }
  const parsed = v.safeParse(RecordSchema, json);
  if (!parsed.success) return { problem: `is not a journal record (${shapeProblem(parsed.issues)})` };
  const record: JournalRecord = parsed.output;
  return { record };
}

/**
 * Reads a journal back. Throws when the file is not a table journal this version reads (its
 * header). A torn last line (no newline: a crash mid-write) is ignored; a complete line that is
 * not a record ends what is read, and `damage` says where and why.
 */
export function readJournal(path: string): JournalContents {
  const { lines } = readWholeLines(path);
  const header = lines.length ? parseLine(lines[0]) : { problem: 'is missing' };
  if (!('record' in header) || header.record.k !== 'table') throw new Error(`line 1 ${'problem' in header ? header.problem : 'is not a table header'}: not a Sparrow table journal`);
  if (header.record.v !== JOURNAL_VERSION) throw new Error(`journal version ${header.record.v} is not supported`);
  const records: JournalRecord[] = [header.record];
  let validBytes = Buffer.byteLength(lines[0], 'utf8') + 1;
  for (let i = 1; i < lines.length; i++) {
    const parsed = parseLine(lines[i]);
    if ('problem' in parsed) return { records, validBytes, damage: { line: i + 1, reason: `line ${i + 1} ${parsed.problem}` } };
    if (parsed.record.k === 'table') return { records, validBytes, damage: { line: i + 1, reason: `line ${i + 1} is a second table header` } };
    records.push(parsed.record);
    validBytes += Buffer.byteLength(lines[i], 'utf8') + 1;
  }
  return { records, validBytes, damage: null };
}

/** A journal file's complete lines and the bytes they take: a torn last line (no newline, a crash mid-write) is left out. */
export function readWholeLines(path: string): { lines: string[]; bytes: number } {
  const bytes = readFileSync(path);
  const end = bytes.lastIndexOf(0x0a) + 1;
  const lines = bytes.subarray(0, end).toString('utf8').split('\n');
  lines.pop();
  return { lines, bytes: end };
}

export function listJournals(dir: string): string[] {
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.ndjson'))
      .map((f) => join(dir, f));
  } catch {
    return [];
  }
}

export function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class Journal implements Flushable {
  /** Records appended so far (including the ones read back on reopening). */
  appended = 0;
  /** Records known to be on disk. */
  durable = 0;
  failed: Error | null = null;
  private pending: string[] = [];
  private writing = false;
  private closed = false;
  private listeners: ((durable: number) => void)[] = [];
  private idle: (() => void)[] = [];

  private constructor(
    private readonly fd: number,
    readonly path: string,
    existing: number,
    private readonly writer: JournalWriter = sharedJournalWriter,
  ) {
    this.appended = existing;
    this.durable = existing;
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

  flush(): void {
    if (this.failed && !this.writing && this.pending.length) {
      // After a failed write nothing more is written: a partial record may end the file, and a
      // torn tail is cut off on resume, whereas a torn record followed by others would make the
      // whole journal unreadable. Play goes on unsaved (the failure was logged).
      this.pending = [];
      this.durable = this.appended;
      for (const l of this.listeners) l(this.durable);
    }
    if (this.writing || this.pending.length === 0) {
      if (!this.writing) this.idle.splice(0).forEach((f) => f());
      return;
    }
    this.writing = true;
    this.writer.counted(this.pending.length);
    const data = Buffer.from(this.pending.join(''), 'utf8');
    const upto = this.appended;
    this.pending = [];
    const done = (err: Error | null) => {
      if (err && !this.failed) {
        this.failed = err;
        console.error(`sparrow: journal ${this.path} cannot be written (${err.message}); the table is no longer saved`);
      }
      this.durable = upto;
      this.writing = false;
      for (const l of this.listeners) l(upto);
      this.flush();
    };
    const writeFrom = (offset: number) =>
      write(this.fd, data, offset, data.length - offset, null, (err, written) => {
        if (err) return done(err);
        if (offset + written < data.length) return writeFrom(offset + written);
        fdatasync(this.fd, (syncErr) => done(syncErr));
      });
    writeFrom(0);
  }

  /** Resolves once everything appended so far is on disk. */
  settled(): Promise<void> {
    if (!this.writing && this.pending.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.settled();
    this.closed = true;
    closeSync(this.fd);
  }
}
