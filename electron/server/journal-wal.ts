/**
 * The host's write-ahead log: every table's journal records of one group commit, in one file
 * fdatasync'd once (`JournalWriter`). A line is `{"t":<table id>,"n":<line in the table's
 * journal>,"r":<the record>}`. The tables' own files are written (not synced) after the log is on
 * disk, so after a power cut they may lack their last records: `recoverJournals` appends them
 * from the log before any journal is read, then removes the log files it replayed.
 */
import { closeSync, existsSync, fsyncSync, ftruncateSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { fsyncDir, journalPath, readJournal } from './journal-file';

export const walDir = (journalDir: string): string => join(journalDir, 'wal');

let walCount = 0;
/** A new log file's path: names sort in the order the files were started (time, then a counter). */
export const nextWalPath = (journalDir: string): string =>
  join(walDir(journalDir), `${String(Date.now()).padStart(15, '0')}-${String(walCount++).padStart(9, '0')}-${process.pid}.wal`);

/** One line of the log: record text `line` (with its newline) as line `n` of table `id`'s journal. */
export const walLine = (id: string, n: number, line: string): string => `{"t":${JSON.stringify(id)},"n":${n},"r":${line.slice(0, -1)}}\n`;

export function listWals(journalDir: string): string[] {
  try {
    return readdirSync(walDir(journalDir))
      .filter((f) => f.endsWith('.wal'))
      .sort()
      .map((f) => join(walDir(journalDir), f));
  } catch {
    return [];
  }
}

/**
 * The records each table's journal should hold, by table and line (a later log's line wins), and
 * the log files holding a whole line that is not a log record (named in the host's output and
 * kept aside as `<file>.junk`: the log writes only whole records, so something else wrote it).
 */
function readWals(paths: string[]): { byTable: Map<string, Map<number, string>>; junk: Set<string> } {
  const byTable = new Map<string, Map<number, string>>();
  const junk = new Set<string>();
  for (const path of paths) {
    const bytes = readFileSync(path);
    // A torn last line (a crash mid-write) was never durable, so never shown: it is ignored.
    const lines = bytes.subarray(0, bytes.lastIndexOf(0x0a) + 1).toString('utf8').split('\n');
    lines.pop();
    for (const [i, line] of lines.entries()) {
      let entry: { t?: unknown; n?: unknown; r?: unknown } | null = null;
      try {
        entry = JSON.parse(line);
      } catch {
        // reported below
      }
      if (!entry || typeof entry !== 'object' || typeof entry.t !== 'string' || !Number.isInteger(entry.n) || typeof entry.r !== 'object' || entry.r === null) {
        junk.add(path);
        console.error(`sparrow: write-ahead log ${path}: line ${i + 1} is not a log record; the rest of the file is ignored, and the file is kept as ${path}.junk`);
        break;
      }
      if (!byTable.has(entry.t)) byTable.set(entry.t, new Map());
      byTable.get(entry.t)!.set(entry.n as number, `${JSON.stringify(entry.r)}\n`);
    }
  }
  return { byTable, junk };
}

/**
 * Appends to each table's journal the records the log holds beyond the journal's end (a torn
 * tail is cut off first), syncs them, and removes the replayed log files. A journal that is gone,
 * unreadable or damaged is left as it is (its checks report it). Returns the number of records restored per table.
 */
export function recoverJournals(journalDir: string): Map<string, number> {
  const wals = listWals(journalDir);
  const restored = new Map<string, number>();
  if (wals.length === 0) return restored;
  const { byTable, junk } = readWals(wals);
  for (const [id, lines] of byTable) {
    const path = journalPath(journalDir, id);
    if (!existsSync(path)) continue;
    let contents;
    try {
      contents = readJournal(path);
    } catch {
      continue;
    }
    if (contents.damage) continue;
    const missing: string[] = [];
    for (let n = contents.records.length + 1; lines.has(n); n++) missing.push(lines.get(n)!);
    if (missing.length === 0) continue;
    const fd = openSync(path, 'r+');
    try {
      ftruncateSync(fd, contents.validBytes);
      writeSync(fd, missing.join(''), contents.validBytes, 'utf8');
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    restored.set(id, missing.length);
    console.error(`sparrow: table ${id}: ${missing.length} journal records restored from the write-ahead log`);
  }
  for (const p of wals) {
    if (junk.has(p)) renameSync(p, `${p}.junk`);
    else rmSync(p, { force: true });
  }
  fsyncDir(walDir(journalDir));
  return restored;
}
