/**
 * A club night's journal, `<data-dir>/evenings/<id>.ndjson`: a header, then every accepted evening
 * action, the host tables each round was given, and the organiser's names a player claimed. Each
 * line is written and fsync'd before anyone is told (evening actions are few: a synchronous write
 * costs nothing that matters). A torn last line (a crash mid-write) is ignored on reading.
 */
import { closeSync, fsyncSync, ftruncateSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import type { EveningAction } from '../../shared/club/types';
import { listJournals, readWholeLines, type PinHash } from './journal';

export type EveningRecord =
  | { k: 'evening'; v: 1; id: string; pin: PinHash | null; created: number }
  /** `at`: when it was accepted (a round's start times its time limit). */
  | { k: 'a'; a: EveningAction; at: number }
  /** The host tables of a round, by table (null: a real-tile table). */
  | { k: 'tables'; round: number; ids: (string | null)[]; players?: (number | null)[][] }
  /** A player took a name the organiser had added (journals before claims were the evening's `claim` actions). */
  | { k: 'claim'; player: number };

export const eveningsDir = (dataDir: string): string => join(dataDir, 'evenings');

export class EveningJournal {
  private constructor(
    readonly path: string,
    private fd: number | null,
  ) {}

  static create(dir: string, header: Extract<EveningRecord, { k: 'evening' }>): EveningJournal {
    mkdirSync(dir, { recursive: true });
    const journal = new EveningJournal(join(dir, `${header.id}.ndjson`), openSync(join(dir, `${header.id}.ndjson`), 'wx'));
    journal.append(header);
    return journal;
  }

  /** Goes on appending to a journal read back (a torn last line is cut off first). */
  static reopen(path: string, validBytes: number): EveningJournal {
    const fd = openSync(path, 'r+');
    ftruncateSync(fd, validBytes);
    return new EveningJournal(path, fd);
  }

  /** On disk when it returns. */
  append(record: EveningRecord): void {
    if (this.fd === null) throw new Error('the evening journal is closed');
    writeSync(this.fd, JSON.stringify(record) + '\n', null, 'utf8');
    fsyncSync(this.fd);
  }

  close(): void {
    if (this.fd !== null) closeSync(this.fd);
    this.fd = null;
  }
}

/** The records of an evening journal, and the bytes up to the last whole line. */
export function readEveningJournal(path: string): { records: EveningRecord[]; validBytes: number } {
  const { lines, bytes } = readWholeLines(path);
  const records = lines.map((line, i) => {
    const record = JSON.parse(line) as EveningRecord;
    if (!record || typeof record !== 'object' || !['evening', 'a', 'tables', 'claim'].includes(record.k)) throw new Error(`line ${i + 1} is not an evening record`);
    return record;
  });
  if (records[0]?.k !== 'evening' || records[0].v !== 1) throw new Error('not a Sparrow evening journal (version 1)');
  return { records, validBytes: bytes };
}

/** Evening journals in the data directory. */
export function listEveningJournals(dataDir: string): string[] {
  return listJournals(eveningsDir(dataDir));
}
