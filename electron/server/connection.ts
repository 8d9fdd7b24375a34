/**
 * One WebSocket client: the connection's limits (hello and idle timers, heartbeat, rate and frame
 * size), then `parseClientMessage`, then the router every shell shares (shared/host/route.ts).
 * Every refused frame gets an explicit error and changes nothing.
 */
import type { RawData, WebSocket } from 'ws';
import { route, type HostTables } from '../../shared/host/route';
import { IDLE_CLOSE_CODE, parseClientMessage, type ClientMessage, type ErrorCode, type ParseResult } from '../../shared/protocol';
import type { ClubWire } from './club-wire';
import { Budget, type Turns } from './budget';
import { heartbeat, RateLimiter, type Limits } from './limits';
import { nodeClock } from './node-clock';
import type { HostMessage, Peer } from './peer';

export interface ConnectionContext {
  host: HostTables<Peer>;
  limits: Limits;
  /** The club night's watchers (a watcher at no table is not idle; a closed one is forgotten). */
  club?: ClubWire;
  /** The host's handling time per event-loop turn, shared by its connections (budget.ts). */
  turns?: Turns;
}

let nextId = 1;

export function attachConnection(socket: WebSocket, remoteAddress: string | undefined, ctx: ConnectionContext): Peer {
  const { host, limits } = ctx;
  const peer: Peer = {
    id: nextId++,
    greeted: false,
    organiser: false,
    address: remoteAddress ?? '',
    refusedPins: 0,
    lastSaid: performance.now(),
    closing: false,
    name: 'Player',
    tableId: null,
    send(message: HostMessage) {
      if (socket.readyState !== socket.OPEN) return;
      // A client that stops reading is dropped rather than buffered without end; it can resume with its token.
      if (socket.bufferedAmount > limits.maxBufferedBytes) return void socket.terminate();
      socket.send(JSON.stringify(message));
    },
    close(code: number, reason: string) {
      peer.closing = true;
      socket.close(code, reason);
      // A peer that does not answer the close is not waited for.
      setTimeout(() => socket.terminate(), 2000).unref();
    },
  };
  const limiter = new RateLimiter(limits.ratePerSecond, limits.burst);
  let lastRateError = -Infinity;
  // Its share of the event loop (budget.ts): past it, its messages wait and its socket is not read.
  const budget = new Budget(
    { msPerSecond: limits.handlingMsPerSecond, burstMs: limits.handlingBurstMs, queue: limits.queuedMessages },
    nodeClock,
    undefined,
    // The WebSocket's own pause (pausing its TCP socket alone, ws resumes it when its parser drains).
    socket,
    // Each drop is said (the rate limit before it lets at most `ratePerSecond` a second this far).
    () => error('rate-limited', `dropped a message: more than ${limits.queuedMessages} of yours were waiting for the host`),
    ctx.turns,
  );

  const error = (code: ErrorCode, message: string, about?: ClientMessage['t']) => peer.send(about ? { t: 'error', code, message, for: about } : { t: 'error', code, message });

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

  const frameBytes = (data: RawData) => (Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data));
  const parse = (bytes: Buffer, isBinary: boolean): ParseResult =>
    isBinary ? { ok: false, code: 'bad-message', message: 'messages are JSON text frames, not binary ones' } : parseClientMessage(bytes.toString('utf8'));

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
      // Closed, and not read any more: a flood's frames still on their way cost no parsing.
      if (limiter.dropped > limits.maxDropped) {
        socket.pause();
        socket.close(1008, 'too many messages');
        setTimeout(() => socket.terminate(), 2000).unref();
      }
      return;
    }
    const bytes = frameBytes(data);
    if (bytes.length > limits.maxFrameBytes) return error('too-large', `messages are at most ${limits.maxFrameBytes} bytes`);
    budget.run(() => handle(bytes, isBinary));
  });

  function handle(bytes: Buffer, isBinary: boolean): void {
    if (socket.readyState !== socket.OPEN) return;
    const parsed = parse(bytes, isBinary);
    if (!parsed.ok) return error(parsed.code, parsed.message, parsed.about);
    if (parsed.message.t !== 'ping') {
      armIdle();
      peer.lastSaid = performance.now();
    }
    try {
      route(host, peer, parsed.message);
    } catch (e) {
      console.error(`sparrow: error handling ${parsed.message.t}:`, e);
      error('internal', 'the host failed to handle that message', parsed.message.t);
    }
    if (peer.greeted) clearTimeout(helloTimer);
  }

  socket.on('close', () => {
    clearTimeout(helloTimer);
    budget.close();
    if (idleTimer) clearTimeout(idleTimer);
    beat.stop();
    host.listeners.delete(peer);
    ctx.club?.forget(peer);
    const table = peer.tableId ? host.table(peer.tableId) : undefined;
    if (table) table.disconnected(peer);
  });
  socket.on('error', () => socket.terminate());
  return peer;
}
