/**
 * The tables on this host: creating them, finding a seat token's table, saved (unfinished) tables
 * and resuming them, and telling listeners (discovery, lobby clients) when the list changes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { roundEndedLog, type SparrowLog } from '../../shared/history/sparrow-log';
import type { SavedTableSummary, TableOptions, TableSummary, YourTable } from '../../shared/protocol';
import { presetById, withHouseRules, type Preset } from '../../shared/rules/presets';
import { newTable } from '../../shared/table/start';
import { Journal, JOURNAL_VERSION, journalPath, listJournals, readJournal, type JournalContents, type PinHash } from './journal';
import { PerMinute } from '../../shared/host/per-minute';
import { pinHash } from '../../shared/host/places';
import { hasPlayers, isClosed, summarise } from './restore';
import { writerFor } from './journal-writer';
import { checkJournal, copyPrefix, fileStamp, journalId, setAside } from './saved-journals';
import type { History } from './history';
import { Table, type Failure, type Timing } from './table';
import type { HostClock, RandomSource, TimerHandle } from '../../shared/host/clock';
import { nodeClock } from './node-clock';
import { ListNotice } from '../../shared/host/list-notice';

export interface LobbyOptions {
  dataDir: string;
  /** Where finished games are kept (none: not kept, e.g. a test's lobby). */
  history?: History;
  timing: Timing;
  maxTables: number;
  /** Open tables that connections from one address may have created (default: no cap); every one counts until it closes. */
  maxTablesPerAddress?: number;
  /** Node's timers unless given (tests pass a fake clock); the lobby's tables share it. */
  clock?: HostClock;
  /** The tables' random bytes (tests pass a seeded source). */
  random?: RandomSource;
  /** A new table's id (default: 12 random hex digits). */
  newId?: () => string;
}

/**
 * Places one address may take at one table in a minute (Lobby.placeRefused): each is journalled,
 * so joining and leaving over and over would grow the table's journal without end.
 */
export const PLACES_PER_MINUTE = 10;

/** How long a table nobody is at keeps its place on a full host (Lobby.makeRoom). */
export const ABANDONED_TABLE_MS = 10 * 60_000;

export class Lobby {
  private readonly tables = new Map<string, Table>();
  private readonly listeners: (() => void)[] = [];
  /** Told (at once, not debounced) after every change of any table: the club night watches its tables' hands. */
  private readonly tableListeners: ((table: Table) => void)[] = [];
  private readonly notice: ListNotice;
  /** Saved journals already checked, by path: the file's stamp then and its summary (null: not offered). */
  private readonly checkedSaved = new Map<string, { stamp: string; summary: SavedTableSummary | null }>();
  /** The address each table opened by a connection was opened from (the host's own tables are not here). */
  private readonly openedFrom = new Map<string, string>();
  /** Tables opened by a connection that never dealt and have no player connected: the timer that closes them. */
  private readonly unattended = new Map<string, TimerHandle>();
  /** The places each address took at each table in the last minute: by table, then by address. */
  private readonly placesTaken = new Map<string, PerMinute<string>>();
  /** Since when nobody has been at each table a connection opened (no player connected). */
  private readonly nobodySince = new Map<string, number>();
  private readonly clock: HostClock;

  constructor(private readonly options: LobbyOptions) {
    this.clock = options.clock ?? nodeClock;
    this.notice = new ListNotice(this.clock, () => this.list(), () => this.listeners.forEach((l) => l()));
    // Before any journal is read: what a power cut kept only in the write-ahead log goes back into them.
    writerFor(this.journalDir);
    this.removeUnresumable();
  }

  /** Journals nobody can resume (a closed table's, or one no player ever sat at) left by an earlier run go. */
  private removeUnresumable(): void {
    for (const path of listJournals(this.journalDir)) {
      let contents: JournalContents;
      try {
        contents = readJournal(path);
      } catch {
        continue; // the saved-table checks report it
      }
      if (isClosed(contents) || !hasPlayers(contents)) removeJournal(path);
    }
  }

  get journalDir(): string {
    return join(this.options.dataDir, 'tables');
  }

  list(): TableSummary[] {
    return [...this.tables.values()].filter((t) => t.listed()).map((t) => t.summary());
  }

  table(id: string): Table | undefined {
    return this.tables.get(id);
  }

  all(): Table[] {
    return [...this.tables.values()];
  }

  /** Called (debounced) whenever a table's summary may have changed. */
  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }

  private changed = (): void => this.notice.changed();

  /** Called at once after every change of any table (its state, places or connections). */
  onTableChange(listener: (table: Table) => void): void {
    this.tableListeners.push(listener);
  }

  private tableChanged = (table: Table): void => {
    this.watchUnattended(table);
    if (this.connected(table) > 0) this.nobodySince.delete(table.id);
    else if (!this.nobodySince.has(table.id)) this.nobodySince.set(table.id, this.clock.now());
    this.changed();
    for (const l of this.tableListeners) l(table);
  };

  private closed = (table: Table): void => {
    this.tables.delete(table.id);
    this.openedFrom.delete(table.id);
    this.nobodySince.delete(table.id);
    this.placesTaken.delete(table.id);
    this.stopWatching(table.id);
    // A closed table cannot be resumed (a finished game is in the history): its journal goes, once closed.
    const path = journalPath(this.journalDir, table.id);
    void table.journalClosed().then(() => removeJournal(path));
    this.changed();
    for (const l of this.tableListeners) l(table);
  };

  private gameOver = (log: SparrowLog, owners: (string | null)[]): void => {
    this.options.history?.add(log, owners);
  };

  /** A game a club night's round rule ended before its own end: kept in the history all the same, to the end of its last finished hand, marked so. */
  keepGame(table: Table): void {
    if (table.state.game.over || table.state.game.handsPlayed === 0) return;
    const log = roundEndedLog(table.sparrowLog());
    if (log) this.options.history?.add(log);
  }

  /** A table a connection opened that never dealt and has no player connected closes after `unplayedTableMs`. */
  private watchUnattended(table: Table): void {
    const unattended = !table.closed && this.openedFrom.has(table.id) && table.seq === 0 && table.status() === 'waiting' && !table.players().some((p) => p.connected);
    if (!unattended) return this.stopWatching(table.id);
    if (this.unattended.has(table.id)) return;
    const timer = this.clock.setTimer(
      () => {
        this.unattended.delete(table.id);
        table.close();
      },
      this.options.timing.unplayedTableMs,
      true,
    );
    this.unattended.set(table.id, timer);
  }

  private stopWatching(id: string): void {
    const timer = this.unattended.get(id);
    if (timer) this.clock.clearTimer(timer);
    this.unattended.delete(id);
  }

  /**
   * A new table; `from`: the address of the connection that asks (none: the host itself).
   * `drawn`: a club night's table, unlisted, with the evening's PIN (already hashed).
   */
  create(options: TableOptions, from?: string, drawn?: { pin: PinHash | null }): Table | Failure {
    // House rules, checked before anything changes: the base preset derived with the values changed; its id names them (rules/house.ts).
    let preset: Preset;
    try {
      preset = withHouseRules(presetById(options.preset), options.rules);
    } catch (e) {
      return { code: 'bad-message', message: (e as Error).message };
    }
    const mine = from === undefined ? [] : this.yours(from);
    const perAddress = this.options.maxTablesPerAddress ?? Infinity;
    if (mine.length >= perAddress) {
      // Every table an address opened counts until it closes (left ones too: else one address piles them
      // up); at the limit its oldest table nobody is at makes room, as a closed practice tab's would.
      const left = mine.find((t) => t.connected === 0);
      if (!left)
        return {
          code: 'too-many-tables',
          message: `at most ${perAddress} tables may be opened from one address, and yours has ${mine.length} open, with someone at each: leave one, or close it in the lobby (your open tables) once nobody is at it`,
        };
      this.tables.get(left.id)!.close();
    }
    if (this.tables.size >= this.options.maxTables && !this.makeRoom()) return { code: 'host-full', message: `this host runs at most ${this.options.maxTables} tables; join one of them, or try again later` };
    const id = this.options.newId?.() ?? randomBytes(6).toString('hex');
    const pin = drawn ? drawn.pin : options.pin ? pinHash(options.pin) : null;
    const rules = preset.house ? { rules: preset.house } : {};
    const unlisted = drawn ? { unlisted: true } : {};
    const journal = Journal.create(this.journalDir, { k: 'table', v: JOURNAL_VERSION, id, name: options.name, preset: options.preset, ...rules, pin, created: Date.now(), ...unlisted });
    const table = new Table({ id, name: options.name, preset, pin, ...unlisted, journal, timing: this.options.timing, clock: this.clock, random: this.options.random, state: newTable(preset), onChange: this.tableChanged, onClose: this.closed, onGameOver: this.gameOver });
    this.tables.set(id, table);
    if (from !== undefined) this.openedFrom.set(id, from);
    table.start();
    this.watchUnattended(table);
    this.changed();
    return table;
  }

  /**
   * A full host: the table a connection opened that nobody has been at for longest, if for at least
   * ABANDONED_TABLE_MS, closes to make room (its game kept in the history as far as it was played).
   * Else tables whose players all went away would hold the host's places for good.
   */
  private makeRoom(): boolean {
    const cutoff = this.clock.now() - ABANDONED_TABLE_MS;
    let oldest: { id: string; since: number } | null = null;
    for (const [id, since] of this.nobodySince) if (since <= cutoff && this.openedFrom.has(id) && (!oldest || since < oldest.since)) oldest = { id, since };
    const table = oldest && this.tables.get(oldest.id);
    if (!table) return false;
    this.keepGame(table);
    table.close();
    return true;
  }

  /** Refused past PLACES_PER_MINUTE places taken at one table from one address; else counted. */
  placeRefused(address: string, tableId: string): Failure | null {
    let byAddress = this.placesTaken.get(tableId);
    if (!byAddress) this.placesTaken.set(tableId, (byAddress = new PerMinute(PLACES_PER_MINUTE)));
    if (byAddress.take(address, this.clock.now())) return null;
    return { code: 'rate-limited', message: `your address took a place at this table ${PLACES_PER_MINUTE} times in a minute; wait a little` };
  }

  private connected(table: Table): number {
    return table.players().filter((p) => p.kind === 'human' && p.connected).length;
  }

  /** The open tables opened from `address`, oldest first; each counts against it. */
  yours(address: string): YourTable[] {
    return [...this.openedFrom]
      .filter(([, a]) => a === address)
      .flatMap(([id]) => {
        const table = this.tables.get(id);
        if (!table) return [];
        return [{ id, name: table.name, preset: table.preset.id, connected: this.connected(table) }];
      });
  }

  /** Closes a table `address` opened, if nobody is connected to it. */
  closeBy(address: string, id: string): Failure | null {
    const table = this.tables.get(id);
    if (!table || this.openedFrom.get(id) !== address) return { code: 'not-allowed', message: 'only a table opened from your address can be closed from here' };
    if (this.connected(table) > 0) return { code: 'not-allowed', message: 'someone is at that table: it closes when the last player leaves it' };
    table.close();
    return null;
  }

  /** The table and place a seat token belongs to. */
  findToken(token: string): { table: Table; place: number } | null {
    for (const table of this.tables.values()) {
      const place = table.placeForToken(token);
      if (place >= 0) return { table, place };
    }
    return null;
  }

  /**
   * Unfinished tables on disk, with players to come back to them, that are not open now. Each is
   * replayed first: one that cannot be is reported and moved to `broken/`, never offered.
   */
  saved(): SavedTableSummary[] {
    const out: SavedTableSummary[] = [];
    for (const path of listJournals(this.journalDir)) {
      if (this.tables.has(journalId(path))) continue;
      const summary = this.savedSummary(path);
      if (summary) out.push(summary);
    }
    return out.sort((a, b) => b.savedAt - a.savedAt);
  }

  /** A saved journal's summary if it can be resumed (checked once per version of the file). */
  private savedSummary(path: string): SavedTableSummary | null {
    try {
      const stamp = fileStamp(path);
      const known = this.checkedSaved.get(path);
      if (known?.stamp === stamp) return known.summary;
      const summary = this.checkSaved(path);
      this.checkedSaved.set(path, { stamp, summary });
      return summary;
    } catch (e) {
      console.error(`sparrow: skipping ${path}: ${(e as Error).message}`);
      return null;
    }
  }

  private checkSaved(path: string): SavedTableSummary | null {
    const id = journalId(path);
    let contents: JournalContents;
    try {
      contents = readJournal(path);
    } catch (e) {
      this.setAsideBroken(path, (e as Error).message);
      return null;
    }
    if (isClosed(contents) || !hasPlayers(contents)) return null;
    const checked = checkJournal(path, contents);
    if (!checked.ok) {
      this.setAsideBroken(path, checked.reason);
      return null;
    }
    if (checked.contents.damage) this.report(`table ${id}: ${checked.contents.damage.reason}; it can be resumed from the ${checked.contents.records.length} lines before it`);
    return summarise(checked.contents, statSync(path).mtimeMs);
  }

  private report(message: string): void {
    console.error(`sparrow: ${message}`);
  }

  /** Moves a journal that cannot be replayed to `broken/`, untouched; the message names the table, the reason and where it is. */
  private setAsideBroken(path: string, reason: string): string {
    let where: string;
    try {
      where = `its journal is kept in ${setAside(path)}`;
    } catch (e) {
      where = `its journal could not be moved aside (${(e as Error).message})`;
    }
    this.checkedSaved.delete(path);
    const message = `table ${journalId(path)}: ${reason}; ${where}`;
    this.report(message);
    return message;
  }

  /** Reopens a saved table: its state is the replay of its journal, exactly as before the stop. */
  resume(id: string): Table | Failure {
    if (this.tables.has(id)) return { code: 'not-allowed', message: 'that table is already open' };
    if (!/^[0-9a-f]{12}$/.test(id)) return { code: 'no-table', message: 'there is no saved table with that id' };
    const path = journalPath(this.journalDir, id);
    if (!existsSync(path)) return { code: 'no-table', message: 'there is no saved table with that id' };
    try {
      return this.reopen(id, path);
    } catch (e) {
      return { code: 'internal', message: `table ${id} could not be resumed: ${(e as Error).message}` };
    }
  }

  private reopen(id: string, path: string): Table | Failure {
    const checked = checkJournal(path);
    if (!checked.ok) return { code: 'not-allowed', message: this.setAsideBroken(path, checked.reason) };
    const { contents, restored } = checked;
    if (isClosed(contents)) return { code: 'not-allowed', message: 'that table is finished' };
    if (contents.damage) {
      // The whole file is kept as it is; the table goes on from a new file of the records before the damage.
      const kept = setAside(path);
      copyPrefix(kept, path, contents.validBytes);
      this.report(`table ${id}: ${contents.damage.reason}; resumed from the ${contents.records.length} lines before it; the whole journal is kept in ${kept}`);
    }
    const journal = Journal.reopen(path, contents);
    const table = new Table({
      id,
      name: restored.header.name,
      preset: restored.preset,
      pin: restored.pin,
      unlisted: restored.header.unlisted === true,
      journal,
      timing: this.options.timing,
      clock: this.clock,
      random: this.options.random,
      state: restored.state,
      restored: { seq: restored.seq, actions: restored.actions, steps: restored.steps, places: restored.places, fairness: restored.fairness, held: restored.held, hands: restored.hands, handEvents: restored.handEvents },
      created: restored.header.created,
      onChange: this.tableChanged,
      onClose: this.closed,
      onGameOver: this.gameOver,
    });
    this.tables.set(id, table);
    table.start();
    this.changed();
    return table;
  }

  /** Host shutdown: every table stops and stays resumable. */
  async shutdown(): Promise<void> {
    this.notice.stop();
    for (const id of [...this.unattended.keys()]) this.stopWatching(id);
    await Promise.all([...this.tables.values()].map((t) => t.shutdown()));
    this.tables.clear();
  }
}

function removeJournal(path: string): void {
  try {
    rmSync(path, { force: true });
  } catch (e) {
    console.error(`sparrow: cannot remove ${path}: ${(e as Error).message}`);
  }
}
