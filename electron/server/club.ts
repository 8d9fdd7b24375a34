/**
 * The club night on this host: one evening at a time, its state the replay of its journal
 * (club-journal.ts), its rounds' tables made on the lobby's tables. On `roundDrawn` each engine
 * table is created with its places reserved in the drawn order (the table's own ceremony then
 * seats them); after every hand the table's round rule is asked, and an ended round's result
 * goes to the evening. Restarting the host resumes the evening and its tables.
 */
import { randomBytes } from 'node:crypto';
import { claimCode, codeWaiting } from '../../shared/club/codes';
import { applyEvening, emptyEvening, replayEvening } from '../../shared/club/evening';
import { reseatTables } from '../../shared/club/reseat';
import { tableRoundOver } from '../../shared/club/round';
import { EVENING_VERSION, type EveningAction, type EveningEvent, type EveningRefusal, type EveningSettings, type EveningState } from '../../shared/club/types';
import { sha256Hex } from '../../shared/fairness';
import { drawnTableOptions, tableSummary, tenhouLog } from './club-tables';
import { EveningJournal, eveningsDir, listEveningJournals, readEveningJournal, type EveningRecord } from './club-journal';
import type { PinHash } from './journal';
import type { Lobby } from './lobby';
import type { HostClock } from '../../shared/host/clock';
import { nodeClock } from './node-clock';
import type { Table } from './table';

export interface Evening {
  id: string;
  state: EveningState;
  pin: PinHash | null;
  /** The current round's host tables, by table (null: real tiles). */
  tableIds: (string | null)[];
  /** The players each host table was made for (a re-seat, or its undo, remakes a table they differ from). */
  seated: (number | null)[][];
  roundStartedAt: number;
}

export type ActResult = { ok: true; events: EveningEvent[] } | { ok: false; code: EveningRefusal; message: string };

export class Club {
  evening: Evening | null = null;
  private journal: EveningJournal | null = null;
  private readonly listeners: ((urgent: boolean) => void)[] = [];

  constructor(
    private readonly lobby: Lobby,
    private readonly dataDir: string,
    private readonly clock: HostClock = nodeClock,
  ) {
    lobby.onTableChange((table) => this.tableChanged(table));
  }

  /** Called after every change: `urgent` for the evening's own, not for a table's move. */
  onChange(listener: (urgent: boolean) => void): void {
    this.listeners.push(listener);
  }

  private changed(urgent: boolean): void {
    if (this.holding) {
      this.held = this.held || urgent;
      return;
    }
    for (const l of this.listeners) l(urgent);
  }

  private holding = false;
  private held = false;

  /** Runs several actions as one step for those watching: they are told once, after all of them (a proposal with its proposer's confirmation, say). */
  together<T>(fn: () => T): T {
    if (this.holding) return fn();
    this.holding = true;
    this.held = false;
    try {
      return fn();
    } finally {
      this.holding = false;
      if (this.held) this.changed(true);
    }
  }

  // ---- tokens: derived from the evening's secret seed, so nothing secret is stored beside it ----

  /** A player's evening token; a name taken again with a new code (codes.ts) has a new one, so the device before no longer holds it. */
  playerToken(player: number): string {
    const held = this.evening!.state.players[player]?.heldWith ?? 0;
    return sha256Hex(`sparrow-club-player|${this.evening!.state.settings.seed}|${player}${held ? `|${held}` : ''}`);
  }

  /** A player's seat token at a table: a name taken again with a new code has a new one too (placesFollow moves the place to it). */
  seatToken(player: number, tableId: string): string {
    const held = this.evening!.state.players[player]?.heldWith ?? 0;
    return sha256Hex(`sparrow-club-seat|${this.evening!.state.settings.seed}|${tableId}|${player}${held ? `|${held}` : ''}`);
  }

  /** The four digits that take a name a code waits for: its code in force (sent to the organiser alone, when asked). */
  claimCode(player: number): string {
    return claimCode(this.evening!.state, player);
  }

  /** A code waits for the name (one the organiser added and nobody took, or a new one issued since): the evening's own rule. */
  codeWaiting(player: number): boolean {
    return codeWaiting(this.evening!.state, player);
  }

  playerOfToken(token: string): number | null {
    const e = this.evening;
    if (!e) return null;
    const found = e.state.players.find((p) => !p.removed && this.claimed(p.id) && this.playerToken(p.id) === token);
    return found ? found.id : null;
  }

  /** Does someone hold this player's evening token (they registered, or claimed the organiser's name)? */
  claimed(player: number): boolean {
    const p = this.evening?.state.players[player];
    return !!p && (p.addedBy === 'self' || p.claimed === true);
  }

  // ---- opening and acting -------------------------------------------------------------------

  open(settings: Omit<EveningSettings, 'seed' | 'pin' | 'version'>, pin: PinHash | null): ActResult {
    if (this.evening && this.evening.state.phase !== 'finished') return { ok: false, code: 'already-open', message: 'an evening is already open on this host' };
    // This host's rules, journalled with the evening: a host after it replays the journal under them.
    const full: EveningSettings = { ...settings, pin: null, seed: randomBytes(32).toString('hex'), version: EVENING_VERSION };
    const first = applyEvening(emptyEvening(), { type: 'open', settings: full });
    if (!first.ok) return { ok: false, ...first.error };
    const id = randomBytes(6).toString('hex');
    this.journal?.close();
    this.journal = EveningJournal.create(eveningsDir(this.dataDir), { k: 'evening', v: 1, id, pin, created: this.clock.now() });
    this.evening = { id, state: emptyEvening(), pin, tableIds: [], seated: [], roundStartedAt: 0 };
    return this.act({ type: 'open', settings: full });
  }

  /** Applies an action: journalled (on disk) before anything follows from it. */
  act(action: EveningAction): ActResult {
    const e = this.evening;
    if (!e || !this.journal) return { ok: false, code: 'not-open', message: 'no evening is open on this host' };
    const begun = this.screenTableBegun(action);
    if (begun !== null) return { ok: false, code: 'table-begun', message: `table ${begun + 1} has begun: players move only before a table's first hand` };
    const r = applyEvening(e.state, action);
    if (!r.ok) return { ok: false, ...r.error };
    const at = this.clock.now();
    this.journal.append({ k: 'a', a: action, at });
    e.state = r.state;
    for (const event of r.events) this.follow(event, at);
    this.reseatTables();
    this.placesFollow();
    this.changed(true);
    return { ok: true, events: r.events };
  }

  private follow(event: EveningEvent, at: number): void {
    const e = this.evening!;
    if (event.type === 'roundDrawn') {
      e.roundStartedAt = at;
      const old = e.tableIds;
      e.tableIds = [];
      for (const id of old) if (id) this.lobby.table(id)?.close();
      this.createTables();
    } else if (event.type === 'tableFinished') {
      const id = e.tableIds[event.table];
      if (id) this.lobby.table(id)?.halt();
    }
  }

  private createTables(): void {
    const e = this.evening!;
    e.tableIds = e.state.tables.map((t, index) => (t.realTiles ? null : this.createTable(index)));
    this.tablesMade();
  }

  /** Journals the round's host tables and the players they were made for. */
  private tablesMade(): void {
    const e = this.evening!;
    e.seated = e.state.tables.map((t) => [...t.players]);
    this.journal!.append({ k: 'tables', round: e.state.round, ids: e.tableIds, players: e.seated });
  }

  private createTable(index: number): string | null {
    const e = this.evening!;
    const { state } = e;
    const t = state.tables[index];
    const table = this.lobby.create(drawnTableOptions(state.settings.preset, `${state.settings.name.slice(0, 26)} · ${state.round}.${index + 1}`), undefined, { pin: e.pin });
    if ('code' in table) {
      console.error(`sparrow: evening ${e.id}: table ${index + 1} of round ${state.round} could not be opened: ${table.message}`);
      return null;
    }
    t.players.forEach((player, place) => {
      if (player !== null) table.drawn.reserve(place, state.players[player].name, this.seatToken(player, table.id));
    });
    const bots = t.players.filter((p) => p === null).length;
    if (bots) table.addBots(bots);
    for (const place of t.botTookOver) table.drawn.botTakesOver(place);
    return table.id;
  }

  /** Remakes the screen tables whose players a re-seat (or its undo) changed; the players find their new seats on the club page. */
  private reseatTables(): void {
    const e = this.evening!;
    if (e.state.phase !== 'playing') return;
    const changed = e.state.tables.flatMap((t, index) => (!t.realTiles && !t.done && !samePlayers(t.players, e.seated[index]) ? [index] : []));
    if (!changed.length) return;
    for (const index of changed) {
      const old = e.tableIds[index];
      // No longer the round's table before it closes: its closing is not the round's end.
      e.tableIds[index] = null;
      if (old) this.lobby.table(old)?.close();
      e.tableIds[index] = this.createTable(index);
    }
    this.tablesMade();
  }

  /**
   * A screen table's places follow the evening: a bot plays where the player has left it, and a
   * player back in the round (they rejoined, or the organiser took the leaving back) has the place
   * reserved again, and a name taken again with a new code takes its place with it. After a
   * restart, whatever the table's journal had not kept yet follows too.
   */
  private placesFollow(): void {
    const e = this.evening!;
    if (e.state.phase !== 'playing') return;
    e.state.tables.forEach((t, index) => {
      const table = t.realTiles || t.done ? undefined : this.table(index);
      t.players.forEach((player, place) => {
        if (!table || player === null) return;
        const left = t.botTookOver.includes(place);
        if (left && table.places[place].kind === 'human') table.drawn.botTakesOver(place);
        if (!left && table.places[place].kind !== 'human') table.drawn.giveBack(place, e.state.players[player].name, this.seatToken(player, table.id));
        else if (!left) table.drawn.rekey(place, e.state.players[player].name, this.seatToken(player, table.id));
      });
    });
  }

  /** A screen table a re-seat (or taking one back) would change has dealt: its index, else null. */
  private screenTableBegun(action: EveningAction): number | null {
    const { state } = this.evening!;
    if (state.phase !== 'playing') return null;
    let touched: number[] = [];
    if (action.type === 'reseat' && state.tables[action.table] && state.players[action.player]) touched = reseatTables(state, action.player, action.table);
    else if (action.type === 'undo' && state.undo?.step === 'reseat') touched = state.tables.flatMap((t, i) => (samePlayers(t.players, state.undo!.before.tables[i]?.players) ? [] : [i]));
    for (const index of touched) {
      const table = state.tables[index].realTiles ? undefined : this.table(index);
      if (table && (table.state.hand !== null || table.state.game.handsPlayed > 0)) return index;
    }
    return null;
  }

  // ---- the tables' hands ------------------------------------------------------------------------

  private tableChanged(table: Table): void {
    const e = this.evening;
    if (!e || e.state.phase !== 'playing') return;
    const index = e.tableIds.indexOf(table.id);
    if (index < 0 || e.state.tables[index].done) return;
    const over = table.closed || tableRoundOver(table.state, e.state.settings.round, this.clock.now() - e.roundStartedAt);
    if (!over) return this.changed(false);
    // The hand in play when a table closed early does not count; the hands before it do.
    // A drawn player's place not in their hands at the end (they never came, or went) was played by a bot.
    const botPlayed = table.players().flatMap((p, place) => (e.state.tables[index].players[place] !== null && (p.kind !== 'human' || p.botPlaying || !p.connected) ? [place] : []));
    const r = this.act({ type: 'tableResult', table: index, summary: tableSummary(table), log: tenhouLog(table), botPlayed });
    if (!r.ok) console.error(`sparrow: evening ${e.id}: table ${index + 1}'s result was refused: ${r.message}`);
    // The round's game reaches the history (and its statistics) as a finished game would.
    else this.lobby.keepGame(table);
  }

  /** The engine table a round's table plays at. */
  table(index: number): Table | undefined {
    const id = this.evening?.tableIds[index];
    return id ? this.lobby.table(id) : undefined;
  }

  // ---- restart ----------------------------------------------------------------------------------

  /** The latest unfinished evening in the data directory, and its round's tables, come back. */
  resumeSaved(): void {
    const saved = listEveningJournals(this.dataDir)
      .map((path) => {
        try {
          return { path, ...readEveningJournal(path) };
        } catch (e) {
          console.error(`sparrow: skipping evening ${path}: ${(e as Error).message}`);
          return null;
        }
      })
      .filter((s) => s !== null)
      .sort((a, b) => (b.records[0] as { created: number }).created - (a.records[0] as { created: number }).created);
    for (const s of saved) {
      try {
        if (this.restore(s.path, s.records, s.validBytes)) return;
      } catch (e) {
        console.error(`sparrow: evening ${s.path} could not be resumed: ${(e as Error).message}`);
      }
    }
  }

  private restore(path: string, records: EveningRecord[], validBytes: number): boolean {
    const header = records[0] as Extract<EveningRecord, { k: 'evening' }>;
    const actions = records.flatMap((r) => (r.k === 'a' ? [r.a] : []));
    const state = replayEvening(actions);
    // Journals from before claims were evening actions kept them apart: those names are taken all the same.
    for (const r of records) if (r.k === 'claim') for (const s of [state, state.undo?.before]) if (s?.players[r.player]) s.players[r.player].claimed = true;
    if (state.phase === 'finished') return false;
    const starts = records.filter((r): r is Extract<EveningRecord, { k: 'a' }> => r.k === 'a' && (r.a.type === 'startRound' || r.a.type === 'nextRound'));
    const tables = records.filter((r): r is Extract<EveningRecord, { k: 'tables' }> => r.k === 'tables' && r.round === state.round).pop();
    this.journal = EveningJournal.reopen(path, validBytes);
    // Journals written before re-seats did not name the players: the round's draw, unchanged then.
    const seated = tables?.players ?? state.tables.map((t) => [...t.players]);
    this.evening = { id: header.id, state, pin: header.pin, tableIds: tables?.ids ?? [], seated, roundStartedAt: starts.pop()?.at ?? this.clock.now() };
    console.log(`Resumed the evening "${state.settings.name}" (round ${state.round} of ${state.settings.rounds}).`);
    if (state.phase !== 'playing') return true;
    if (!tables) this.createTables();
    else {
      this.reopenTables();
      // A re-seat journalled just before a crash, its tables not yet remade; a leaving or a return, their places not yet changed.
      this.reseatTables();
      this.placesFollow();
    }
    return true;
  }

  /** Reopens the round's unfinished tables from their journals and asks each whether its round is over. */
  private reopenTables(): void {
    const e = this.evening!;
    e.tableIds.forEach((id, index) => {
      if (!id || e.state.tables[index].done) return;
      let table = this.lobby.table(id);
      if (!table) {
        const resumed = this.lobby.resume(id);
        if ('code' in resumed) return console.error(`sparrow: evening ${e.id}: table ${id} could not be resumed: ${resumed.message}`);
        table = resumed;
      }
      this.tableChanged(table);
    });
  }

  shutdown(): void {
    this.journal?.close();
    this.journal = null;
  }
}

const samePlayers = (a: readonly (number | null)[] | undefined, b: readonly (number | null)[] | undefined): boolean => !!a && !!b && a.length === b.length && a.every((p, i) => p === b[i]);
