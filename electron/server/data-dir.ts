/**
 * What the host keeps on disk, bounded. Every file the host writes has a rule: a finished game is
 * kept in the history (up to `--history-cap`, history.ts); a table's journal goes when the table
 * closes (nothing can resume it) and, at start, so does any closed one left behind; a write-ahead
 * log goes once replayed. Over all of it the data directory's size is capped (`--data-cap`): past
 * the cap the oldest of what can go, goes first (set-aside broken journals and junk logs, then
 * finished evenings, then saved tables, then the oldest games of the history), and the start
 * says how much is kept.
 */
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const DEFAULT_DATA_CAP_MB = 512;

interface Kept {
  path: string;
  bytes: number;
  mtimeMs: number;
}

function walk(dir: string, out: Kept[] = []): Kept[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return out;
  }
  for (const name of names) {
    const path = join(dir, name);
    try {
      const st = statSync(path);
      if (st.isDirectory()) walk(path, out);
      else if (st.isFile()) out.push({ path, bytes: st.size, mtimeMs: st.mtimeMs });
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

export interface DataUsage {
  files: number;
  bytes: number;
}

export function dataUsage(dataDir: string): DataUsage {
  const files = walk(dataDir);
  return { files: files.length, bytes: files.reduce((sum, f) => sum + f.bytes, 0) };
}

/**
 * The order files may go in when the directory is over its cap (lower first; null: never, e.g.
 * the host's key, a table's write-ahead log).
 */
function rank(dataDir: string, path: string): number | null {
  const parts = relative(dataDir, path).split(sep);
  if (parts.includes('broken') || path.endsWith('.junk')) return 0;
  if (parts[0] === 'evenings') return 1;
  if (parts[0] === 'tables' && parts.length === 2 && path.endsWith('.ndjson')) return 2;
  if (parts[0] === 'history') return 3;
  return null;
}

/**
 * Removes the oldest files that may go until the directory is within `capBytes`; `keep` names
 * files in use (open tables' journals, the open evening's). Says what it removed, if anything.
 */
export function enforceDataCap(dataDir: string, capBytes: number, keep: (path: string) => boolean = () => false): { removed: number; usage: DataUsage } {
  const files = walk(dataDir);
  let bytes = files.reduce((sum, f) => sum + f.bytes, 0);
  let removed = 0;
  if (bytes > capBytes) {
    const candidates = files
      .map((f) => ({ ...f, rank: rank(dataDir, f.path) }))
      .filter((f): f is Kept & { rank: number } => f.rank !== null && !keep(f.path))
      .sort((a, b) => a.rank - b.rank || a.mtimeMs - b.mtimeMs);
    for (const f of candidates) {
      if (bytes <= capBytes) break;
      try {
        rmSync(f.path, { force: true });
        bytes -= f.bytes;
        removed++;
      } catch (e) {
        console.error(`sparrow: cannot remove ${f.path}: ${(e as Error).message}`);
      }
    }
    console.error(`sparrow: the data directory ${dataDir} was over its cap of ${mb(capBytes)}: ${removed} of its oldest files were removed`);
  }
  return { removed, usage: { files: files.length - removed, bytes } };
}

/** The most recently written of these files (an evening still open is the newest). */
export function newestFile(paths: readonly string[]): string | null {
  let best: { path: string; at: number } | null = null;
  for (const path of paths) {
    try {
      const at = statSync(path).mtimeMs;
      if (!best || at > best.at) best = { path, at };
    } catch {
      // gone meanwhile
    }
  }
  return best?.path ?? null;
}

export const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(bytes < 10 * 1024 * 1024 ? 1 : 0)} MB`;
