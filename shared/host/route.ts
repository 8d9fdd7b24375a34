/**
 * Every client message, lobby and table, routed in one place for every shell: the server's
 * connections (electron/server/connection.ts) and offline practice (renderer/src/transport/local.ts).
 * A shell only moves bytes, validates them (`parseClientMessage`) and hands each message here with
 * the host it runs (`HostTables`). A refused message gets an error naming it and changes nothing.
 */
import type { HistoryClientMessage } from '../history/protocol';
import { isHistoryMessage } from '../history/protocol';
import { historyRequest, type HistoryStore } from '../history/requests';
import { PROTOCOL_VERSION, type ClientMessage, type SavedTableSummary, type TableOptions, type TableSummary, type YourTable } from '../protocol';
import { sha256Hex } from '../fairness';
import { personName } from './places';
import { leaveFirst, logRequest, playRequest } from './requests';
import { reviewRequest } from './review';
import { failure, type Failure } from './table-ground';
import type { TableCore } from './table-core';
import type { HostPeer } from './wire';

type ClubMessage = Extract<ClientMessage, { t: `club${string}` }>;
const isClubMessage = (m: ClientMessage): m is ClubMessage => m.t.startsWith('club');

/** A client connection as the router sees it. */
export interface RoutedPeer extends HostPeer {
  /** Said hello (in this host's protocol version). */
  greeted: boolean;
  /** Said hello with the organiser's key: may list and reopen saved tables and add bots anywhere. */
  organiser: boolean;
  /** Where it connects from (the server: its IP address; practice: this device). */
  readonly address: string;
}

/** What a shell hosts, as the router asks it. */
export interface HostTables<P extends RoutedPeer> {
  readonly hostName: string;
  /**
   * The addresses other players open to reach this host, for `peer`'s waiting screen (none:
   * practice on a device; a peer from another machine knows the address it came by).
   */
  openAt?(peer: P): string[];
  /** Peers at no table: they hear the list of tables when it changes. */
  readonly listeners: Set<P>;
  list(): TableSummary[];
  /** The open tables `peer`'s address opened (none where nobody else shares the host: practice on a device). */
  yours?(peer: P): YourTable[];
  /** Closes a table `peer`'s address opened that no player is connected to, or says why not. */
  closeYours?(peer: P, id: string): Failure | null;
  table(id: string): TableCore<P> | undefined;
  /** A new table opened by `by` (who then takes its first place), or why not. */
  open(options: TableOptions, by: P): TableCore<P> | Failure;
  findToken(token: string): { table: TableCore<P>; place: number } | null;
  /** Unfinished tables kept on this host (only ever shown to the organiser). */
  saved(): SavedTableSummary[];
  /** Reopens a saved table exactly where it stopped. */
  reopen(id: string): TableCore<P> | Failure;
  /** Is this the organiser's key? Asked once, at a peer's first hello. */
  isOrganiserKey(key: string | undefined): boolean;
  /** May `peer` enter `table` with this PIN attempt? (the server slows guessing per address). */
  pinRefused(peer: P, table: TableCore<P>, attempt: string | undefined): Failure | null;
  /** Whether this peer may take a place at this table now (the server paces places taken per address); none: always. */
  placeRefused?(peer: P, table: TableCore<P>): Failure | null;
  readonly history: HistoryStore | undefined;
  /** May `peer` see and remove every game kept here (the organiser; on a device, its own user)? */
  ownsHistory(peer: P): boolean;
  /** The club night's messages; none: this host runs no club night. */
  club?(peer: P, message: ClubMessage): void;
}

const refuse = (peer: HostPeer, about: ClientMessage['t'], f: Failure) => peer.send({ t: 'error', code: f.code, message: f.message, for: about });
const NO_TABLE = failure('no-table', 'there is no such table on this host');
const NOT_AT_TABLE = failure('not-seated', 'you are not at a table');

/** The list of tables as `peer` is told it (`tables`: the list already made, for a broadcast): with the ones its address opened, if the host says. */
export function tablesFor<P extends RoutedPeer>(host: HostTables<P>, peer: P, tables: TableSummary[] = host.list()): { t: 'tables'; tables: TableSummary[]; yours?: YourTable[] } {
  const yours = host.yours?.(peer);
  return { t: 'tables', tables, ...(yours ? { yours } : {}) };
}

/** One client message, whatever carried it. */
export function route<P extends RoutedPeer>(host: HostTables<P>, peer: P, message: ClientMessage): void {
  const t = message.t;
  const no = (f: Failure) => refuse(peer, t, f);
  const tableOf = (): TableCore<P> | undefined => (peer.tableId ? host.table(peer.tableId) : undefined);
  const entered = () => void host.listeners.delete(peer);
  if (t === 'ping') return peer.send({ t: 'pong' });
  if (t === 'hello') return hello(host, peer, message);
  if (!peer.greeted) return no(failure('not-allowed', 'say hello first'));
  if (isHistoryMessage(message)) return historyRequest(host.history, { name: peer.name, organiser: host.ownsHistory(peer), ...(peer.owner ? { owner: peer.owner } : {}) }, message as HistoryClientMessage).forEach((m) => peer.send(m));
  if (isClubMessage(message)) return host.club ? host.club(peer, message) : no(failure('not-allowed', 'this host runs no club night'));
  switch (message.t) {
    case 'listTables':
      return peer.send(tablesFor(host, peer));
    case 'closeTable': {
      const refused = host.closeYours ? host.closeYours(peer, message.table) : failure('not-allowed', 'tables close here when you leave them');
      if (refused) return no(refused);
      return peer.send(tablesFor(host, peer));
    }
    case 'createTable': {
      const busy = leaveFirst(tableOf(), peer);
      if (busy) return no(busy);
      const table = host.open(message.options, peer);
      if ('code' in table) return no(table);
      const joined = table.join(peer, undefined);
      if ('code' in joined) return no(joined);
      entered();
      if (message.options.bots) table.addBots(message.options.bots);
      return;
    }
    case 'join':
    case 'watch': {
      const busy = leaveFirst(tableOf(), peer, t === 'join' ? message.table : undefined);
      if (busy) return no(busy);
      const table = host.table(message.table);
      if (!table) return no(NO_TABLE);
      const wrongPin = host.pinRefused(peer, table, message.pin);
      if (wrongPin) return no(wrongPin);
      const tooOften = message.t === 'join' ? (host.placeRefused?.(peer, table) ?? null) : null;
      if (tooOften) return no(tooOften);
      const done = message.t === 'join' ? table.join(peer, message.seat) : table.watch(peer);
      if (done && 'code' in done) return no(done);
      return entered();
    }
    case 'resume': {
      const found = host.findToken(message.token);
      if (!found) return no(failure('bad-token', 'that seat token is not valid on this host'));
      const current = tableOf();
      if (current && current !== found.table) return no(failure('not-allowed', 'leave your table first'));
      const sitting = found.table.placeOf(peer);
      if (sitting >= 0 && sitting !== found.place) return no(failure('not-allowed', 'you already hold a seat at this table'));
      const failed = found.table.takeBack(peer, found.place, message.token);
      if (failed) return no(failed);
      return entered();
    }
    case 'addBots': {
      const table = host.table(message.table);
      if (!table) return no(NO_TABLE);
      if (table.placeOf(peer) < 0 && !peer.organiser) return no(failure('not-seated', 'only a player at the table can add bots'));
      const failed = table.addBots();
      return failed ? no(failed) : undefined;
    }
    case 'entropy':
    case 'act':
    case 'ceremonyDone':
    case 'nextHand':
    case 'watchReplay':
    case 'playAgain': {
      const table = tableOf();
      if (!table) return no(NOT_AT_TABLE);
      const failed = playRequest(table, peer, message);
      return failed ? no(failed) : undefined;
    }
    case 'leave': {
      const table = tableOf();
      if (!table) return no(NOT_AT_TABLE);
      table.leave(peer);
      host.listeners.add(peer);
      return;
    }
    case 'exportLog': {
      const table = host.table(message.table);
      if (!table) return no(NO_TABLE);
      const log = logRequest(table, peer, message);
      return 'code' in log ? no(log) : peer.send(log);
    }
    case 'replaySteps': {
      const table = host.table(message.table);
      if (!table) return no(NO_TABLE);
      const failed = table.handSteps(peer, message.hand, peer.address);
      return failed ? no(failed) : undefined;
    }
    case 'review': {
      const table = host.table(message.table);
      if (!table) return no(NO_TABLE);
      const review = reviewRequest(table, peer, message);
      return 'code' in review ? no(review) : peer.send(review);
    }
    case 'listSaved':
      if (!peer.organiser) return no(failure('not-allowed', "saved tables are only shown to the host's organiser"));
      return peer.send({ t: 'saved', tables: host.saved() });
    case 'resumeTable': {
      if (!peer.organiser) return no(failure('not-allowed', "saved tables can only be reopened by the host's organiser"));
      const table = host.reopen(message.table);
      if ('code' in table) return no(table);
      return peer.send(tablesFor(host, peer));
    }
  }
}

/** A first hello opens the connection (in this host's protocol version only); another one changes your name, not at a table. */
function hello<P extends RoutedPeer>(host: HostTables<P>, peer: P, message: Extract<ClientMessage, { t: 'hello' }>): void {
  const no = (f: Failure) => refuse(peer, 'hello', f);
  if (peer.greeted && peer.tableId !== null) return no(failure('not-allowed', 'you already said hello at a table'));
  if (message.v !== PROTOCOL_VERSION) {
    no(failure('version', `this host speaks protocol version ${PROTOCOL_VERSION}, not ${message.v}`));
    // A first hello in another version ends the connection; a later one changes nothing.
    if (!peer.greeted) peer.close(1008, 'protocol version');
    return;
  }
  const again = peer.greeted;
  peer.greeted = true;
  peer.name = personName(message.name);
  peer.owner = message.player === undefined ? undefined : sha256Hex(`sparrow-player/${message.player}`);
  // Only the first hello is checked for the key: another one cannot be a new guess at it.
  if (!again) peer.organiser = host.isOrganiserKey(message.key);
  host.listeners.add(peer);
  const openAt = host.openAt?.(peer) ?? [];
  peer.send({ t: 'welcome', v: PROTOCOL_VERSION, host: host.hostName, tables: host.list(), ...(peer.organiser ? { organiser: true } : {}), ...(openAt.length ? { openAt } : {}) });
  // An old organiser link (the host has restarted since): say so, and carry on as a player.
  if (!again && message.key !== undefined && !peer.organiser)
    no(failure('not-allowed', "that host key is not this host's (it changes when the host restarts): you are connected as a player"));
}
