/**
 * Saved journals on disk, checked before anything trusts them: read back and replayed whole, a
 * journal that cannot be replayed is named with the reason and moved to `broken/` untouched, and
 * one whose only fault is a damaged line resumes from the records before it (the whole file is
 * still kept in `broken/`).
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readSync, renameSync, statSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fsyncDir, readJournal, type JournalContents } from './journal';
import { isRefusal, restore, type Restored } from './restore';

export type Checked = { ok: true; contents: JournalContents; restored: Restored } | { ok: false; reason: string };

/** The table id a journal's file name gives (`<id>.ndjson`). */
export const journalId = (path: string): string => basename(path, '.ndjson');

/** Reads (unless `read` is given) and replays a whole journal; never throws. */
export function checkJournal(path: string, read?: JournalContents): Checked {
  let contents: JournalContents;
  try {
    contents = read ?? readJournal(path);
  } catch (e) {
    return { ok: false, reason: (e as Error).message };
  }
  const header = contents.records[0];
  if (header.k === 'table' && header.id !== journalId(path)) return { ok: false, reason: `line 1 names table ${header.id}, not the file's ${journalId(path)}` };
  const restored = restore(contents);
  if (isRefusal(restored)) return { ok: false, reason: restored.reason };
  return { ok: true, contents, restored };
}

/** Moves a journal, untouched, into `broken/` beside it; returns where it went. */
export function setAside(path: string): string {
  const dir = join(dirname(path), 'broken');
  mkdirSync(dir, { recursive: true });
  let target = join(dir, basename(path));
  for (let i = 2; existsSync(target); i++) target = join(dir, `${journalId(path)}.${i}.ndjson`);
  renameSync(path, target);
  return target;
}

/** Writes the first `bytes` of `from` as a new file at `path` (through a temporary file, then renamed). */
export function copyPrefix(from: string, path: string, bytes: number): void {
  const buffer = Buffer.alloc(bytes);
  const src = openSync(from, 'r');
  try {
    readSync(src, buffer, 0, bytes, 0);
  } finally {
    closeSync(src);
  }
  const temporary = `${path}.partial`;
  const out = openSync(temporary, 'w');
  try {
    writeSync(out, buffer);
    fsyncSync(out);
  } finally {
    closeSync(out);
  }
  renameSync(temporary, path);
  fsyncDir(dirname(path));
}

/** When the file last changed and its size: a checked journal need not be replayed again until they change. */
export function fileStamp(path: string): string {
  const s = statSync(path);
  return `${s.size}:${s.mtimeMs}`;
}
