/**
 * Every finished game the host played, kept in `<data-dir>/history/<game>.json` (its Sparrow log
 * and its summary): written to a temporary file, fsync'd and renamed into place, so a crash leaves
 * the old file or the new one, never half of one. At most `cap` games are kept: past it the oldest
 * go. A file that does not read back as a kept game is reported and moved to `history/broken/`.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { KeptGameSchema, keptGame, type KeptGame } from '../../shared/history/record';
import { replayLog, SparrowLogSchema, type SparrowLog } from '../../shared/history/sparrow-log';
import type { HistoryStore } from '../../shared/history/requests';
import { withoutName } from '../../shared/history/stats';
import { fsyncDir } from './journal';

export const DEFAULT_HISTORY_CAP = 500;
/** Logs kept in memory once read (the newest asked for). */
const RECENT_LOGS = 16;

/** `owners`: each place's device (its player key's hash), where the host knew it: whose name may leave the game. */
const EntrySchema = v.object({ game: KeptGameSchema, log: SparrowLogSchema, owners: v.optional(v.array(v.nullable(v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))))) });
type Entry = { game: KeptGame; log: SparrowLog; owners?: (string | null)[] };

const historyDir = (dataDir: string): string => join(dataDir, 'history');

export class History implements HistoryStore {
  /** Summaries of the kept games, by id. */
  private readonly games = new Map<string, KeptGame>();
  /**
   * Each kept game's device (player key hash) at each place, beside its summary's names: known
   * without reading the file, so a name said from another device costs no disk read (`forget`).
   */
  private readonly owners = new Map<string, readonly (string | null)[]>();
  private readonly recent = new Map<string, SparrowLog>();
  readonly dir: string;

  constructor(
    dataDir: string,
    readonly cap: number = DEFAULT_HISTORY_CAP,
    private readonly report: (message: string) => void = (m) => console.error(`sparrow: ${m}`),
  ) {
    this.dir = historyDir(dataDir);
    this.load();
  }

  private load(): void {
    if (!existsSync(this.dir)) return;
    for (const file of readdirSync(this.dir)) {
      if (file.endsWith('.tmp')) rmSync(join(this.dir, file), { force: true });
      if (!file.endsWith('.json')) continue;
      const entry = this.read(file.slice(0, -'.json'.length));
      if (entry) this.kept(entry);
    }
    this.keepWithinCap();
  }

  private path(id: string): string {
    return join(this.dir, `${id}.json`);
  }

  /** A kept game's file, checked; null (reported, set aside) when it is not one. */
  private read(id: string): Entry | null {
    const path = this.path(id);
    let problem: string;
    try {
      const parsed = v.safeParse(EntrySchema, JSON.parse(readFileSync(path, 'utf8')));
      if (parsed.success && parsed.output.game.id === id && parsed.output.log.id === id) return parsed.output as Entry;
      problem = parsed.success ? 'its name is not its game id' : `${v.getDotPath(parsed.issues[0]) ?? ''} ${parsed.issues[0].message}`.trim();
    } catch (e) {
      problem = (e as Error).message;
    }
    const broken = join(this.dir, 'broken');
    mkdirSync(broken, { recursive: true });
    renameSync(path, join(broken, `${id}.json`));
    this.report(`history: ${id}.json is not a kept game (${problem}); moved to ${broken}`);
    return null;
  }

  private write(entry: Entry): void {
    this.recent.delete(entry.game.id);
    mkdirSync(this.dir, { recursive: true });
    const path = this.path(entry.game.id);
    const tmp = `${path}.tmp`;
    const fd = openSync(tmp, 'w');
    try {
      writeSync(fd, JSON.stringify(entry));
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
    fsyncDir(this.dir);
  }

  private delete(id: string): void {
    this.recent.delete(id);
    rmSync(this.path(id), { force: true });
    this.games.delete(id);
    this.owners.delete(id);
  }

  private kept(entry: Entry): void {
    this.games.set(entry.game.id, entry.game);
    this.owners.set(entry.game.id, entry.owners ?? []);
  }

  /** Keeps a finished game (its log replayed first: a log that does not replay is reported, not kept). */
  add(log: SparrowLog, owners?: (string | null)[]): KeptGame | null {
    const replayed = replayLog(log);
    if (!replayed.ok) {
      this.report(`history: game ${log.id} is not kept: ${replayed.error}`);
      return null;
    }
    const game = keptGame(replayed.game);
    const entry: Entry = owners?.some((o) => o !== null) ? { game, log, owners } : { game, log };
    try {
      this.write(entry);
    } catch (e) {
      this.report(`history: game ${log.id} could not be written: ${(e as Error).message}`);
      return null;
    }
    this.kept(entry);
    this.keepWithinCap();
    return game;
  }

  private keepWithinCap(): void {
    const over = this.games.size - this.cap;
    if (over > 0) for (const g of this.oldestFirst().slice(0, over)) this.delete(g.id);
  }

  private oldestFirst(): KeptGame[] {
    return [...this.games.values()].sort((a, b) => a.finished - b.finished || a.id.localeCompare(b.id));
  }

  /** Newest first; a game played at a PIN table only for the organiser. */
  list(organiser: boolean): KeptGame[] {
    return this.oldestFirst()
      .reverse()
      .filter((g) => organiser || !g.pin);
  }

  /** A game's log, if it is kept and this client may see it. */
  log(id: string, organiser: boolean): SparrowLog | null {
    const game = this.games.get(id);
    if (!game || (game.pin && !organiser)) return null;
    const recent = this.recent.get(id);
    if (recent) return recent;
    const entry = this.read(id);
    // A file damaged since it was listed has been set aside: the game is no longer kept.
    if (!entry) {
      this.games.delete(id);
      this.owners.delete(id);
    } else {
      // Asked again and again (a page opening the same game, or a flood), a log is read from disk once.
      if (this.recent.size >= RECENT_LOGS) this.recent.delete(this.recent.keys().next().value!);
      this.recent.set(id, entry.log);
    }
    return entry?.log ?? null;
  }

  remove(id: string): boolean {
    if (!this.games.has(id)) return false;
    this.delete(id);
    return true;
  }

  /** Removes every game finished before `before`; how many. */
  prune(before: number): number {
    const old = this.oldestFirst().filter((g) => g.finished < before);
    for (const g of old) this.delete(g.id);
    return old.length;
  }

  /** Takes a name out of every kept game (its places become nameless), or with `owner` only where a place of that name was that device's; how many games changed. */
  forget(name: string, owner?: string): number {
    let changed = 0;
    for (const game of this.oldestFirst()) {
      if (!game.players.includes(name)) continue;
      const owners = this.owners.get(game.id) ?? [];
      if (owner !== undefined && !game.players.some((p, place) => p === name && owners[place] === owner)) continue;
      const entry = this.read(game.id);
      if (!entry) {
        this.games.delete(game.id);
        this.owners.delete(game.id);
        continue;
      }
      const updated = { ...entry, game: withoutName(entry.game, name), log: withoutName(entry.log, name) };
      this.write(updated);
      this.kept(updated);
      changed++;
    }
    return changed;
  }
}
