/**
 * An in-process table host speaking the wire protocol: the engine (`apply`, `viewFor`), bots, the
 * claim-window timer and commit–reveal, without a network. Used for offline practice when no host
 * is reachable (e.g. the renderer opened from disk) and by the renderer's tests. The real host is
 * `electron/server`; this one keeps only what a single device needs.
 */
import { commitmentOf, deriveSeed, fillerEntropy, newSecret } from '../../../shared/fairness';
import type { ClientMessage, PlayerInfo, ServerMessage, TableOptions, TableStatus, TableSummary } from '../../../shared/protocol';
import * as v from 'valibot';
import { PROTOCOL_VERSION, TableOptionsSchema } from '../../../shared/protocol';
import { presetById, withHouseRules, type Preset } from '../../../shared/rules/presets';
import { setupHand } from '../../../shared/setup';
import { chooseAction } from '../../../shared/bots/basic';
import { apply } from '../../../shared/table/apply';
import { CLAIM_PAUSE_MS, ClaimPause, seesClaimCountdown, windowAwaitsHost, withAnswerHeld } from '../../../shared/table/pacing';
import { newTable } from '../../../shared/table/start';
import type { Action, Seat, TableEvent, TableState } from '../../../shared/table/types';
import { gameLogFile, gameLogRefusal, type LogFormat } from '../../../shared/rules/riichi/logs/game-log';
import { eventsFor, viewFor } from '../../../shared/view';
import { type ConnectionState, Listeners, type Transport } from './types';

export interface LocalHostOptions {
  hostName?: string;
  /** Overrides the preset's claim window (tests use a short one). */
  claimWindowMs?: number;
  /** The least time every claim window stays open (shared/table/pacing.ts). */
  claimPauseMs?: number;
  /** After a deal the bots wait this long at most for the player to watch the ceremony. */
  ceremonyMs?: number;
  /** Pause before a bot moves, so people can follow. */
  botDelayMs?: number;
  /** How long the host waits for players' entropy before using its own. */
  entropyMs?: number;
}

interface Client {
  send: (m: ServerMessage) => void;
  name: string;
  table: LocalTable | null;
  place: number | null;
  token: string | null;
}

interface Place {
  kind: 'human' | 'bot' | 'empty';
  name: string | null;
  client: Client | null;
  token: string | null;
}

const randomHex = (bytes: number): string => {
  const a = new Uint8Array(bytes);
  crypto.getRandomValues(a);
  return [...a].map((b) => b.toString(16).padStart(2, '0')).join('');
};

class LocalTable {
  readonly places: Place[] = [0, 1, 2, 3].map(() => ({ kind: 'empty', name: null, client: null, token: null }));
  readonly watchers = new Set<Client>();
  readonly preset: Preset;
  state: TableState;
  status: TableStatus = 'waiting';
  seq = 0;
  private secret = '';
  private commitment = '';
  private entropy: (string | null)[] = [];
  private filled: number[] = [];
  private entropyTimer: ReturnType<typeof setTimeout> | null = null;
  private claimTimer: ReturnType<typeof setTimeout> | null = null;
  private claimDeadline: number | null = null;
  private pauseTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly pause = new ClaimPause<Client | null>();
  private botTimer: ReturnType<typeof setTimeout> | null = null;
  private ready = new Set<number>();
  /** Places still watching the hand's ceremony; the bots wait for them (or for the timer). */
  private watching = new Set<number>();
  private ceremonyTimer: ReturnType<typeof setTimeout> | null = null;
  private handNo = -1;
  private seed = '';
  /** Every action applied, from `newTable(preset)`: the game's log, for exports. */
  private readonly actions: Action[] = [];

  constructor(
    readonly host: LocalHost,
    readonly id: string,
    readonly options: TableOptions,
  ) {
    // House rules, as on a real host: the preset derived with them, its id naming them.
    this.preset = withHouseRules(presetById(options.preset), options.rules);
    this.state = newTable(this.preset);
    for (let i = 0; i < (options.bots ?? 0); i++) this.addBot();
  }

  /** The finished riichi game's log, as the real host gives it. */
  exportLog(client: Client, format: LogFormat): void {
    const refused = gameLogRefusal(this.state);
    if (refused) return client.send({ t: 'error', code: 'not-allowed', message: refused, for: 'exportLog' });
    const names = this.places.map((p) => p.name);
    client.send({ t: 'gameLog', table: this.id, format, ...gameLogFile(newTable(this.preset), this.actions, this.state, format, names, this.options.name) });
  }

  summary(): TableSummary {
    return {
      id: this.id,
      name: this.options.name,
      preset: this.preset.id,
      freeSeats: this.places.filter((p) => p.kind === 'empty').length,
      players: this.places.map((p) => p.name),
      hasPin: !!this.options.pin,
      state: this.status === 'waiting' ? 'waiting' : this.status === 'finished' ? 'finished' : 'playing',
    };
  }

  addBot(): void {
    const free = this.places.map((p) => p.kind).lastIndexOf('empty');
    if (free < 0) return;
    this.places[free] = { kind: 'bot', name: `Bot ${free + 1}`, client: null, token: null };
  }

  seatOf(place: number): Seat {
    const at = this.state.playerAtSeat;
    return (at ? at.indexOf(place) : place) as Seat;
  }

  join(client: Client, wanted: number | undefined, pin: string | undefined): void {
    if (this.options.pin && pin !== this.options.pin) return client.send({ t: 'error', code: 'wrong-pin', message: 'wrong PIN', for: 'join' });
    const place = wanted ?? this.places.findIndex((p) => p.kind === 'empty');
    if (place < 0) return client.send({ t: 'error', code: 'table-full', message: 'the table is full', for: 'join' });
    if (this.places[place].kind !== 'empty') return client.send({ t: 'error', code: 'seat-taken', message: 'that seat is taken', for: 'join' });
    const token = randomHex(16);
    this.places[place] = { kind: 'human', name: client.name, client, token };
    client.table = this;
    client.place = place;
    client.token = token;
    client.send({ t: 'joined', table: this.id, seat: place as Seat, token });
    this.host.broadcastTables();
    this.sendViews([]);
    if (this.status === 'waiting' && this.places.every((p) => p.kind !== 'empty')) this.beginHand();
  }

  watch(client: Client): void {
    this.watchers.add(client);
    client.table = this;
    client.place = null;
    client.send({ t: 'joined', table: this.id, seat: null, token: null });
    this.sendView(client, null, []);
  }

  resume(client: Client, token: string): boolean {
    const place = this.places.findIndex((p) => p.token === token);
    if (place < 0) return false;
    this.places[place].client = client;
    client.table = this;
    client.place = place;
    client.token = token;
    client.name = this.places[place].name ?? client.name;
    client.send({ t: 'joined', table: this.id, seat: place as Seat, token });
    this.sendView(client, this.seatOf(place), []);
    return true;
  }

  leave(client: Client): void {
    if (client.place !== null) {
      const p = this.places[client.place];
      if (this.status === 'waiting') this.places[client.place] = { kind: 'empty', name: null, client: null, token: null };
      else p.client = null;
    }
    this.watchers.delete(client);
    client.send({ t: 'left', table: this.id });
    client.table = null;
    client.place = null;
    this.host.broadcastTables();
  }

  private beginHand(): void {
    this.handNo++;
    this.status = 'dealing';
    this.secret = newSecret();
    this.commitment = commitmentOf(this.secret);
    this.entropy = this.places.map(() => null);
    for (const p of this.places)
      p.client?.send({ t: 'commit', hand: this.handNo, commitment: this.commitment, table: this.id, entropyMsLeft: this.host.entropyMs });
    this.entropyTimer = setTimeout(() => this.startDeal(), this.host.entropyMs);
    if (this.places.every((p) => !(p.kind === 'human' && p.client))) this.startDeal();
  }

  addEntropy(client: Client, hand: number, value: string): void {
    if (hand !== this.handNo || client.place === null || this.status !== 'dealing') return;
    this.entropy[client.place] = value;
    if (this.places.every((p, i) => !(p.kind === 'human' && p.client) || this.entropy[i] !== null)) this.startDeal();
  }

  private startDeal(): void {
    if (this.status !== 'dealing') return;
    if (this.entropyTimer) clearTimeout(this.entropyTimer);
    this.entropyTimer = null;
    this.filled = this.entropy.flatMap((e, place) => (e === null ? [place] : []));
    this.entropy = this.entropy.map((e, place) => e ?? fillerEntropy(this.secret, place));
    this.seed = deriveSeed(this.secret, this.entropy as string[]);
    this.status = 'playing';
    this.ready.clear();
    this.watching = new Set(this.places.flatMap((p, i) => (p.kind === 'human' && p.client ? [i] : [])));
    if (this.ceremonyTimer) clearTimeout(this.ceremonyTimer);
    this.ceremonyTimer = this.host.ceremonyMs > 0 && this.watching.size ? setTimeout(() => this.ceremonyOver(), this.host.ceremonyMs) : null;
    if (!this.ceremonyTimer) this.watching.clear();
    this.run({ type: 'startHand', seed: this.seed });
  }

  /** Applies an action (the host's or a player's) and tells everyone; an answer during a claim window's pause is held. */
  run(action: Action, from?: Client): boolean {
    const held = this.pause.offer(this.state, action, from ?? null);
    if (held === 'held') {
      if (from && from.place !== null) this.sendView(from, this.seatOf(from.place), []);
      else this.scheduleBots(); // the next bot, if another has an answer to give
      return true;
    }
    if (held) {
      from?.send({ t: 'error', code: held.code, message: held.message, for: 'act' });
      return false;
    }
    const result = apply(this.state, action);
    if (!result.ok) {
      from?.send({ t: 'error', code: result.error.code, message: result.error.message, for: 'act' });
      return false;
    }
    this.state = result.state;
    this.seq++;
    this.actions.push(action);
    this.afterChange(result.events);
    return true;
  }

  private afterChange(events: TableEvent[]): void {
    const hand = this.state.hand;
    const opened = hand?.phase === 'claims' && events.some((e) => e.type === 'claimWindowOpened');
    if ((this.claimTimer && hand?.phase !== 'claims') || opened) {
      for (const t of [this.claimTimer, this.pauseTimer]) if (t) clearTimeout(t);
      this.claimTimer = null;
      this.pauseTimer = null;
      this.claimDeadline = null;
      this.pause.end();
    }
    if (opened) {
      this.pause.start();
      this.pauseTimer = setTimeout(() => this.settleWindow(), this.host.claimPauseMs);
      const ms = Math.max(this.host.claimWindowMs ?? this.preset.claims.windowMs, this.host.claimPauseMs);
      this.claimDeadline = Date.now() + ms;
      this.claimTimer = setTimeout(() => {
        this.claimTimer = null;
        this.claimDeadline = null;
        if (this.state.hand?.phase === 'claims') this.run({ type: 'timeout' });
      }, ms);
    }
    if (hand?.phase === 'over') this.status = this.state.game.over ? 'finished' : 'between-hands';
    this.sendViews(events);
    if (hand?.phase === 'over') this.reveal();
    this.scheduleBots();
  }

  /** After the pause: the held answers in order, then the window closes if it waits only for the host. */
  private settleWindow(): void {
    this.pauseTimer = null;
    for (const { action, from } of this.pause.end()) this.run(action, from ?? undefined);
    if (windowAwaitsHost(this.state)) this.run({ type: 'timeout' });
  }

  private reveal(): void {
    const hand = this.state.hand!;
    const setup = setupHand({ preset: this.preset, seed: this.seed, dealer: hand.dealer, seatPlayers: hand.index === 0 });
    const message: ServerMessage = {
      t: 'reveal',
      table: this.id,
      hand: this.handNo,
      secret: this.secret,
      entropy: this.entropy as string[],
      filled: [...this.filled],
      verified: true,
      commitment: this.commitment,
      presetId: this.preset.id,
      dealer: hand.dealer,
      seatPlayers: hand.index === 0,
      seed: this.seed,
      dice: setup.dice,
      ring: setup.ring,
    };
    for (const p of this.places) p.client?.send(message);
    for (const w of this.watchers) w.send(message);
  }

  private players(): PlayerInfo[] {
    return this.places.map((p) => ({ name: p.name, kind: p.kind, connected: p.kind === 'human' ? !!p.client : false, botPlaying: p.kind === 'bot' }));
  }

  private sendView(client: Client, seat: Seat | null, events: TableEvent[]): void {
    const view = seat !== null && this.pause.holds(seat) ? withAnswerHeld(viewFor(this.state, seat)) : viewFor(this.state, seat);
    // Only a seat with a claim to make is shown the countdown: for the others every window looks alike.
    const deadline = seesClaimCountdown(view.legal) ? this.claimDeadline : null;
    const left = deadline === null ? null : Math.max(0, deadline - Date.now());
    client.send({
      t: 'view',
      table: this.id,
      view,
      events: eventsFor(events, seat),
      claimDeadline: deadline,
      claimMsLeft: left,
      seq: this.seq,
      status: this.status,
      players: this.players(),
      nextHandMsLeft: null,
      // Practice on this device has no turn clock: nobody else waits.
      turnClock: null,
    });
  }

  private sendViews(events: TableEvent[]): void {
    this.places.forEach((p, place) => p.client && this.sendView(p.client, this.seatOf(place), events));
    for (const w of this.watchers) this.sendView(w, null, events);
  }

  ceremonyDone(client: Client, hand: number): void {
    if (client.place === null || hand !== this.handNo || !this.watching.delete(client.place)) return;
    if (this.watching.size === 0) this.ceremonyOver();
  }

  private ceremonyOver(): void {
    if (this.ceremonyTimer) clearTimeout(this.ceremonyTimer);
    this.ceremonyTimer = null;
    this.watching.clear();
    this.scheduleBots();
  }

  private scheduleBots(): void {
    if (this.botTimer) clearTimeout(this.botTimer);
    this.botTimer = null;
    if (this.status !== 'playing') return;
    // During the ceremony the bots only answer claim windows.
    if (this.watching.size && this.state.hand?.phase !== 'claims') return;
    const moves: { action: Action }[] = [];
    this.places.forEach((p, place) => {
      if (p.kind !== 'bot') return;
      const seat = this.seatOf(place);
      if (this.pause.holds(seat)) return;
      const choice = chooseAction(viewFor(this.state, seat));
      if (choice) moves.push({ action: choice });
    });
    if (!moves.length) return;
    this.botTimer = setTimeout(() => {
      this.botTimer = null;
      // One bot at a time; the next is scheduled by the change it makes.
      this.run(moves[0].action);
    }, this.host.botDelayMs);
  }

  act(client: Client, action: Extract<ClientMessage, { t: 'act' }>): void {
    if (client.place === null) return client.send({ t: 'error', code: 'not-seated', message: 'you are watching', for: 'act' });
    if (action.hand !== this.handNo) return client.send({ t: 'error', code: 'stale', message: 'that hand is over', for: 'act' });
    this.run({ ...action.action, seat: this.seatOf(client.place) } as Action, client);
  }

  nextHand(client: Client): void {
    if (client.place === null || this.status !== 'between-hands') return;
    this.ready.add(client.place);
    const humans = this.places.map((p, i) => (p.kind === 'human' && p.client ? i : -1)).filter((i) => i >= 0);
    if (humans.every((i) => this.ready.has(i))) this.beginHand();
  }

  dispose(): void {
    for (const t of [this.entropyTimer, this.claimTimer, this.pauseTimer, this.botTimer, this.ceremonyTimer]) if (t) clearTimeout(t);
  }
}

export class LocalHost {
  readonly tables = new Map<string, LocalTable>();
  readonly clients = new Set<Client>();
  readonly hostName: string;
  readonly claimWindowMs: number | undefined;
  readonly claimPauseMs: number;
  readonly ceremonyMs: number;
  readonly botDelayMs: number;
  readonly entropyMs: number;
  private nextId = 1;

  constructor(options: LocalHostOptions = {}) {
    this.hostName = options.hostName ?? 'this device';
    this.claimWindowMs = options.claimWindowMs;
    this.claimPauseMs = options.claimPauseMs ?? CLAIM_PAUSE_MS;
    this.ceremonyMs = options.ceremonyMs ?? 20_000;
    this.botDelayMs = options.botDelayMs ?? 450;
    this.entropyMs = options.entropyMs ?? 2000;
  }

  summaries(): TableSummary[] {
    return [...this.tables.values()].map((t) => t.summary());
  }

  broadcastTables(): void {
    const tables = this.summaries();
    for (const c of this.clients) c.send({ t: 'tables', tables });
  }

  handle(client: Client, m: ClientMessage): void {
    switch (m.t) {
      case 'hello':
        client.name = m.name;
        return client.send({ t: 'welcome', v: PROTOCOL_VERSION, host: this.hostName, tables: this.summaries() });
      case 'listTables':
        return client.send({ t: 'tables', tables: this.summaries() });
      case 'createTable': {
        // Checked as the real host checks it (house rules above all).
        const checked = v.safeParse(TableOptionsSchema, m.options);
        if (!checked.success) return client.send({ t: 'error', code: 'bad-message', message: checked.issues[0].message, for: 'createTable' });
        const table = new LocalTable(this, `t${this.nextId++}`, checked.output);
        this.tables.set(table.id, table);
        this.broadcastTables();
        return table.join(client, undefined, m.options.pin);
      }
      case 'join':
      case 'watch': {
        const table = this.tables.get(m.table);
        if (!table) return client.send({ t: 'error', code: 'no-table', message: 'no such table', for: m.t });
        return m.t === 'join' ? table.join(client, m.seat, m.pin) : table.watch(client);
      }
      case 'resume':
        for (const table of this.tables.values()) if (table.resume(client, m.token)) return;
        return client.send({ t: 'error', code: 'bad-token', message: 'nothing to resume', for: 'resume' });
      case 'addBots': {
        const table = this.tables.get(m.table);
        if (!table) return;
        while (table.places.some((p) => p.kind === 'empty')) table.addBot();
        return this.broadcastTables();
      }
      case 'entropy':
        return client.table?.addEntropy(client, m.hand, m.value);
      case 'act':
        return client.table ? client.table.act(client, m) : client.send({ t: 'error', code: 'not-seated', message: 'join a table first', for: 'act' });
      case 'nextHand':
        return client.table?.nextHand(client);
      case 'ceremonyDone':
        return client.table?.ceremonyDone(client, m.hand);
      case 'leave':
        return client.table?.leave(client);
      case 'ping':
        return client.send({ t: 'pong' });
      case 'listSaved':
        return client.send({ t: 'saved', tables: [] });
      case 'exportLog': {
        const table = this.tables.get(m.table);
        if (!table) return client.send({ t: 'error', code: 'no-table', message: 'no such table', for: 'exportLog' });
        return table.exportLog(client, m.format);
      }
      default:
        return client.send({ t: 'error', code: 'bad-message', message: `not supported here: ${m.t}` });
    }
  }

  connect(): Transport {
    const messages = new Listeners<ServerMessage>();
    const states = new Listeners<ConnectionState>();
    let state: ConnectionState = 'connecting';
    const client: Client = {
      // Asynchronous like a network, and a copy, so nobody shares objects with the host.
      send: (m) => {
        const copy = JSON.parse(JSON.stringify(m)) as ServerMessage;
        setTimeout(() => state === 'open' && messages.emit(copy), 0);
      },
      name: 'Player',
      table: null,
      place: null,
      token: null,
    };
    this.clients.add(client);
    const host = this;
    const queue: ClientMessage[] = [];
    const deliver = (message: ClientMessage) => setTimeout(() => state === 'open' && host.handle(client, message), 0);
    setTimeout(() => {
      state = 'open';
      // Listeners say hello first; messages sent while connecting follow.
      states.emit(state);
      for (const m of queue.splice(0)) deliver(m);
    }, 0);
    return {
      kind: 'local',
      address: this.hostName,
      get state() {
        return state;
      },
      send(message) {
        const copy = JSON.parse(JSON.stringify(message)) as ClientMessage;
        if (state === 'connecting') queue.push(copy);
        else deliver(copy);
      },
      onMessage: (l) => messages.add(l),
      onState: (l) => states.add(l),
      close() {
        if (client.table) client.table.leave(client);
        host.clients.delete(client);
        state = 'closed';
        states.emit(state);
      },
    };
  }

  dispose(): void {
    for (const t of this.tables.values()) t.dispose();
  }
}
