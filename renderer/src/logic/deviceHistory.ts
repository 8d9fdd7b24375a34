/**
 * Finished practice games kept on this device (the browser's localStorage): an index of their
 * summaries and one entry per game's Sparrow log. At most DEVICE_HISTORY_CAP games; when the
 * browser's storage is full the oldest go first. What is read back is checked (valibot): an entry
 * that does not read is dropped, never shown.
 */
import * as v from 'valibot';
import { keptGame, KeptGameSchema, type KeptGame } from '../../../shared/history/record';
import type { HistoryStore } from '../../../shared/history/requests';
import { replayLog, SparrowLogSchema, type SparrowLog } from '../../../shared/history/sparrow-log';
import { withoutName } from '../../../shared/history/stats';

const DEVICE_HISTORY_CAP = 30;
const INDEX_KEY = 'sparrow.history.v1';
const gameKey = (id: string) => `sparrow.history.game.${id}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export class DeviceHistory implements HistoryStore {
  constructor(
    readonly cap = DEVICE_HISTORY_CAP,
    private readonly store: Storage | null = storage(),
  ) {}

  private index(): KeptGame[] {
    try {
      const parsed = v.safeParse(v.array(KeptGameSchema), JSON.parse(this.store?.getItem(INDEX_KEY) ?? '[]'));
      return parsed.success ? (parsed.output as KeptGame[]) : [];
    } catch {
      return [];
    }
  }

  private saveIndex(games: KeptGame[]): void {
    this.store?.setItem(INDEX_KEY, JSON.stringify(games));
  }

  list(): KeptGame[] {
    return this.index().sort((a, b) => b.finished - a.finished || b.id.localeCompare(a.id));
  }

  log(id: string): SparrowLog | null {
    if (!this.index().some((g) => g.id === id)) return null;
    try {
      const parsed = v.safeParse(SparrowLogSchema, JSON.parse(this.store?.getItem(gameKey(id)) ?? 'null'));
      return parsed.success ? (parsed.output as SparrowLog) : null;
    } catch {
      return null;
    }
  }

  /** Keeps a finished game; the oldest make room when the cap or the browser's storage is reached. */
  add(log: SparrowLog): KeptGame | null {
    const replayed = replayLog(log);
    if (!replayed.ok || !this.store) return null;
    const game = keptGame(replayed.game);
    let games = [game, ...this.list().filter((g) => g.id !== game.id)];
    for (const old of games.slice(this.cap)) this.store.removeItem(gameKey(old.id));
    games = games.slice(0, this.cap);
    for (;;) {
      try {
        this.store.setItem(gameKey(game.id), JSON.stringify(log));
        this.saveIndex(games);
        return game;
      } catch {
        // Full: the oldest other game goes, and we try again (none left: the game is not kept).
        const oldest = games.length > 1 ? games.pop()! : null;
        if (!oldest) return null;
        this.store.removeItem(gameKey(oldest.id));
      }
    }
  }

  remove(id: string): boolean {
    const games = this.list();
    if (!games.some((g) => g.id === id)) return false;
    this.store?.removeItem(gameKey(id));
    this.saveIndex(games.filter((g) => g.id !== id));
    return true;
  }

  prune(before: number): number {
    const games = this.list();
    const old = games.filter((g) => g.finished < before);
    for (const g of old) this.store?.removeItem(gameKey(g.id));
    this.saveIndex(games.filter((g) => g.finished >= before));
    return old.length;
  }

  forget(name: string): number {
    let changed = 0;
    const games = this.list().map((g) => {
      if (!g.players.includes(name)) return g;
      const log = this.log(g.id);
      if (log) this.store?.setItem(gameKey(g.id), JSON.stringify(withoutName(log, name)));
      changed++;
      return withoutName(g, name);
    });
    this.saveIndex(games);
    return changed;
  }
}
