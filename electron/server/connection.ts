/**
 * One WebSocket client: limits first, then `parseClientMessage`, then the lobby or its table.
 * Every refused frame gets an explicit error and changes nothing.
 */
import type { RawData, WebSocket } from 'ws';
import { IDLE_CLOSE_CODE, parseClientMessage, PROTOCOL_VERSION, type ClientMessage, type ErrorCode } from '../../shared/protocol';
import type { ClubWire } from './club-wire';
import { isClubMessage } from './club-wire';
import { isHistoryMessage } from '../../shared/history/protocol';
import type { History } from './history';
import { historyRequest } from '../../shared/history/requests';
import { hostKeyMatches } from './host-key';
import { heartbeat, RateLimiter, type Limits } from './limits';
import type { Lobby } from './lobby';
import type { PinGuard } from './pin-guard';
import { leaveFirst, logRequest, playRequest } from '../../shared/host/requests';
import { reviewRequest } from '../../shared/host/review';
import type { Table } from './table';
import type { HostMessage, Peer } from './peer';

export interface ConnectionContext {
  lobby: Lobby;
  limits: Limits;
  hostName: string;
  /** Peers that said hello and sit at no table: they get the table list when it changes. */
  lobbyPeers: Set<Peer>;
  /** The organiser's secret (host-key.ts): a hello carrying it opens the host-only messages. */
  hostKey: string;
  /** Slows PIN guessing per address, for every connection of the host. */
  pinGuard: PinGuard;
  /** The club night's messages (club-wire.ts); none: this host runs no club night. */
  club?: ClubWire;
  /** Finished games kept on this host (history.ts). */
  history?: History;
}

let nextId = 1;
/** PIN attempts refused on one connection (wrong or while its address waits) before it is closed. */
const MAX_REFUSED_PINS = 10;

export function attachConnection(socket: WebSocket, remoteAddress: string | undefined, ctx: ConnectionContext): Peer {
  const { lobby, limits } = ctx;
  const peer: Peer = {
    id: nextId++,
    organiser: false,
    name: 'Player',
    tableId: null,
    send(message: HostMessage) {
      if (socket.readyState !== socket.OPEN) return;
      // A client that stops reading is dropped rather than buffered without end; it can resume with its token.
      if (socket.bufferedAmount > limits.maxBufferedBytes) return void socket.terminate();
      socket.send(JSON.stringify(message));
    },
    close(code: number, reason: string) {
      socket.close(code, reason);
    },
  };
  const limiter = new RateLimiter(limits.ratePerSecond, limits.burst);
  let greeted = false;
  let refusedPins = 0;
  let lastRateError = -Infinity;

  const error = (code: ErrorCode, message: string, about?: ClientMessage['t']) =>
    peer.send(about ? { t: 'error', code, message, for: about } : { t: 'error', code, message });

  /**
   * May this connection enter a PIN table with this attempt? An address that guessed wrong too
   * often waits (pin-guard.ts) — only that address; while it waits its attempts are not checked.
   */
  const pinRefused = (table: Table, attempt: string | undefined, about: 'join' | 'watch'): boolean => {
    const address = remoteAddress ?? '';
    const wait = attempt !== undefined && table.pin ? ctx.pinGuard.waitFor(address) : 0;
    const refused = wait > 0 ? { code: 'rate-limited' as const, message: `too many wrong PINs from your address; try again in ${Math.ceil(wait / 1000)} s` } : table.checkPin(attempt);
    if (!refused) return false;
    if (refused.code === 'wrong-pin' && attempt !== undefined) ctx.pinGuard.wrong(address);
    error(refused.code, refused.message, about);
    if (attempt !== undefined && ++refusedPins >= MAX_REFUSED_PINS) socket.close(1008, 'too many wrong PINs');
    return true;
  };

  const helloTimer = setTimeout(() => {
    error('not-allowed', `say hello within ${limits.helloTimeoutMs / 1000} s`);
    socket.close(1008, 'no hello');
  }, limits.helloTimeoutMs);
  const beat = heartbeat(socket, limits.pingIntervalMs, () => socket.terminate());

  /**
   * A connection at no table that says nothing (a `ping` is not saying something) is closed after
   * `idleMs`, so forgotten or hoarded connections free their place; one at a table is looked at
   * again later (its table may close under it).
   */
  let idleTimer: NodeJS.Timeout | null = null;
  const armIdle = () => {
    if (idleTimer) clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      idleTimer = null;
      if (peer.tableId !== null || ctx.club?.watching(peer)) return armIdle();
      socket.close(IDLE_CLOSE_CODE, `no message for ${limits.idleMs} ms at no table`);
    }, limits.idleMs);
    idleTimer.unref();
  };
  armIdle();

  const tableOf = (): Table | undefined => (peer.tableId ? lobby.table(peer.tableId) : undefined);
  /** A peer sits at or watches one table at a time; a spectator may take a seat at the table it watches. */
  const seatedCheck = (about: ClientMessage['t'], target?: string): boolean => {
    const refused = leaveFirst(tableOf(), peer, target);
    if (refused) error(refused.code, refused.message, about);
    return !refused;
  };
  const enterTable = () => ctx.lobbyPeers.delete(peer);

  function handle(message: ClientMessage): void {
    const t = message.t;
    if (t === 'ping') return peer.send({ t: 'pong' });
    if (!greeted && t !== 'hello') return error('not-allowed', 'say hello first', t);
    if (isHistoryMessage(message)) return void historyRequest(ctx.history, peer, message).forEach((m) => peer.send(m));
    if (isClubMessage(message)) return ctx.club ? ctx.club.handle(peer, message, remoteAddress ?? '') : error('not-allowed', 'this host runs no club night', t);
    switch (message.t) {
      case 'hello': {
        // Saying hello again changes your name (typed in the lobby since); a seat keeps the name it was taken with.
        if (greeted && peer.tableId !== null) return error('not-allowed', 'you already said hello at a table', t);
        if (message.v !== PROTOCOL_VERSION) {
          error('version', `this host speaks protocol version ${PROTOCOL_VERSION}, not ${message.v}`, t);
          // A first hello in another version ends the connection; a later one changes nothing.
          if (!greeted) socket.close(1008, 'protocol version');
          return;
        }
        const again = greeted;
        greeted = true;
        clearTimeout(helloTimer);
        peer.name = message.name;
        // Only the first hello is checked for the host key: another one cannot be a new guess at it.
        if (!again) peer.organiser = hostKeyMatches(ctx.hostKey, message.key);
        ctx.lobbyPeers.add(peer);
        peer.send({ t: 'welcome', v: PROTOCOL_VERSION, host: ctx.hostName, tables: lobby.list(), ...(peer.organiser ? { organiser: true } : {}) });
        // An old organiser link (the host has restarted since): say so, and carry on as a player.
        if (!again && message.key !== undefined && !peer.organiser) error('not-allowed', 'that host key is not this host\'s (it changes when the host restarts): you are connected as a player', t);
        return;
      }
      case 'listTables':
        return peer.send({ t: 'tables', tables: lobby.list() });
      case 'createTable': {
        if (!seatedCheck(t)) return;
        const table = lobby.create(message.options, peer.organiser ? undefined : (remoteAddress ?? ''));
        if ('code' in table) return error(table.code, table.message, t);
        enterTable();
        table.join(peer, undefined);
        if (message.options.bots) table.addBots(message.options.bots);
        return;
      }
      case 'join': {
        if (!seatedCheck(t, message.table)) return;
        const table = lobby.table(message.table);
        if (!table) return error('no-table', 'there is no such table on this host', t);
        if (pinRefused(table, message.pin, message.t)) return;
        const joined = table.join(peer, message.seat);
        if ('code' in joined) return error(joined.code, joined.message, t);
        return void enterTable();
      }
      case 'watch': {
        if (!seatedCheck(t)) return;
        const table = lobby.table(message.table);
        if (!table) return error('no-table', 'there is no such table on this host', t);
        if (pinRefused(table, message.pin, message.t)) return;
        const failed = table.watch(peer);
        if (failed) return error(failed.code, failed.message, t);
        return void enterTable();
      }
      case 'resume': {
        const found = lobby.findToken(message.token);
        if (!found) return error('bad-token', 'that seat token is not valid on this host', t);
        const current = tableOf();
        if (current && current !== found.table) return error('not-allowed', 'leave your table first', t);
        const sitting = found.table.placeOf(peer);
        if (sitting >= 0 && sitting !== found.place) return error('not-allowed', 'you already hold a seat at this table', t);
        const failed = found.table.takeBack(peer, found.place, message.token);
        if (failed) return error(failed.code, failed.message, t);
        return void enterTable();
      }
      case 'addBots': {
        const table = lobby.table(message.table);
        if (!table) return error('no-table', 'there is no such table on this host', t);
        if (table.placeOf(peer) < 0 && !peer.organiser) return error('not-seated', 'only a player at the table can add bots', t);
        const failed = table.addBots();
        return failed ? error(failed.code, failed.message, t) : undefined;
      }
      case 'entropy':
      case 'act':
      case 'ceremonyDone':
      case 'nextHand':
      case 'watchReplay':
      case 'playAgain': {
        const table = tableOf();
        if (!table) return error('not-seated', 'you are not at a table', t);
        const failed = playRequest(table, peer, message);
        return failed ? error(failed.code, failed.message, t) : undefined;
      }
      case 'leave': {
        const table = tableOf();
        if (!table) return error('not-seated', 'you are not at a table', t);
        table.leave(peer);
        ctx.lobbyPeers.add(peer);
        return;
      }
      case 'exportLog': {
        const table = lobby.table(message.table);
        if (!table) return error('no-table', 'there is no such table on this host', t);
        const log = logRequest(table, peer, message);
        return 'code' in log ? error(log.code, log.message, t) : peer.send(log);
      }
      case 'review': {
        const table = lobby.table(message.table);
        if (!table) return error('no-table', 'there is no such table on this host', t);
        const review = reviewRequest(table, peer, message);
        return 'code' in review ? error(review.code, review.message, t) : peer.send(review);
      }
      case 'listSaved':
        if (!peer.organiser) return error('not-allowed', "saved tables are only shown to the host's organiser", t);
        return peer.send({ t: 'saved', tables: lobby.saved() });
      case 'resumeTable': {
        if (!peer.organiser) return error('not-allowed', "saved tables can only be reopened by the host's organiser", t);
        const table = lobby.resume(message.table);
        if ('code' in table) return error(table.code, table.message, t);
        return peer.send({ t: 'tables', tables: lobby.list() });
      }
    }
  }

  const frameBytes = (data: RawData) => (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data));
  const parse = (bytes: Buffer, isBinary: boolean) => parseClientMessage(isBinary ? new Uint8Array(bytes) : bytes.toString('utf8'));

  socket.on('message', (data, isBinary) => {
    if (!limiter.take()) {
      const now = performance.now();
      // At most one error a second; it names the message dropped (parsed only then, so a flood costs no parsing).
      if (now - lastRateError > 1000) {
        lastRateError = now;
        const bytes = frameBytes(data);
        const dropped = bytes.length <= limits.maxFrameBytes ? parse(bytes, isBinary) : null;
        const about = dropped?.ok ? dropped.message.t : undefined;
        error('rate-limited', `${about ? `dropped your "${about}": ` : 'dropped a message: '}at most ${limits.ratePerSecond} messages a second`, about);
      }
      if (limiter.dropped > limits.maxDropped) socket.close(1008, 'too many messages');
      return;
    }
    const bytes = frameBytes(data);
    if (bytes.length > limits.maxFrameBytes) return error('too-large', `messages are at most ${limits.maxFrameBytes} bytes`);
    const parsed = parse(bytes, isBinary);
    if (!parsed.ok) return error(parsed.code, parsed.message);
    if (parsed.message.t !== 'ping') armIdle();
    try {
      handle(parsed.message);
    } catch (e) {
      console.error(`sparrow: error handling ${parsed.message.t}:`, e);
      error('internal', 'the host failed to handle that message', parsed.message.t);
    }
  });

  socket.on('close', () => {
    clearTimeout(helloTimer);
    if (idleTimer) clearTimeout(idleTimer);
    beat.stop();
    ctx.lobbyPeers.delete(peer);
    ctx.club?.forget(peer);
    const table = tableOf();
    if (table) table.disconnected(peer);
  });
  socket.on('error', () => socket.terminate());
  return peer;
}
