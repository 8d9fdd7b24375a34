/**
 * A table journal's file: where it lives, reading it back (every line checked for its shape; a
 * torn last line ignored) and syncing a directory entry.
 */
import { closeSync, fsyncSync, openSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import type { JournalRecord } from '../../shared/host/records';
import { RecordSchema, shapeProblem } from './journal-records';

export const JOURNAL_VERSION = 1;

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
