/**
 * Append-only NDJSON journal of one table: its header, seat changes, each hand's fairness record
 * and every accepted action. Appends are grouped and written and fdatasync'd off the event loop;
 * `durable` counts the records known to be on disk, and the table delivers nothing to clients
 * before the records it depends on are durable. A torn last line (a crash mid-write) is ignored
 * on reading and cut off before appending again.
 */
import { closeSync, fdatasync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, ftruncateSync, write, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { HouseValue } from '../../shared/rules/house';
import type { Action } from '../../shared/table/types';

export const JOURNAL_VERSION = 1;

export interface PinHash {
  salt: string;
  hash: string;
}

export type PlaceKind = 'empty' | 'human' | 'bot';

export type JournalRecord =
  /** `preset`: the base preset's id; `rules`: the house rules changed from it (none: the preset as it is). */
  | { k: 'table'; v: number; id: string; name: string; preset: string; rules?: Record<string, HouseValue>; pin: PinHash | null; created: number }
  | { k: 'place'; place: number; kind: PlaceKind; name: string | null; token: string | null; vacated?: boolean }
  | { k: 'hand'; hand: number; commitment: string; secret: string; entropy: string[]; filled?: number[]; seed: string; dealer: number; seatPlayers: boolean }
  /** `s`: the step (the views' `seq`) that shows the action; several actions may share one. */
  | { k: 'act'; n: number; a: Action; s?: number }
  /** A player's answer held during a claim window's pause (written before they are told); the window's settling writes it again as an `act`. */
  | { k: 'held'; a: Action }
  | { k: 'closed' };

export const journalPath = (dir: string, id: string): string => join(dir, `${id}.ndjson`);

export interface JournalContents {
  records: JournalRecord[];
  /** Bytes up to the end of the last complete line. */
  validBytes: number;
}

export function readJournal(path: string): JournalContents {
  const bytes = readFileSync(path);
  const end = bytes.lastIndexOf(0x0a) + 1;
  const lines = bytes.subarray(0, end).toString('utf8').split('\n');
  lines.pop();
  const records = lines.map((line, i) => {
    try {
      return JSON.parse(line) as JournalRecord;
    } catch {
      throw new Error(`${path}: line ${i + 1} is not JSON`);
    }
  });
  if (records[0]?.k !== 'table') throw new Error(`${path}: not a Sparrow table journal`);
  if (records[0].v !== JOURNAL_VERSION) throw new Error(`${path}: journal version ${records[0].v} is not supported`);
  return { records, validBytes: end };
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

function fsyncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

export class Journal {
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

  private constructor(private readonly fd: number, readonly path: string, existing: number) {
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
    this.flush();
    return this.appended;
  }

  private flush(): void {
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
