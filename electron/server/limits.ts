/**
 * Per-connection limits: frame size (`too-large` error below the hard cap, close above it),
 * message rate (token bucket), a hello deadline, a ws ping/pong heartbeat that closes
 * connections whose peer stopped answering, a cap on what is queued for a peer not reading, and
 * caps on open connections (in all, per address, and per address for those at no table), on
 * tables opened from one address, and closing connections that idle at no table.
 */
import { MAX_FRAME_BYTES } from '../../shared/protocol';

export interface Limits {
  /** Frames up to this size are parsed; larger ones get a `too-large` error. */
  maxFrameBytes: number;
  /** Frames above this are refused by ws itself, which closes the connection (1009). */
  hardFrameBytes: number;
  /** Sustained messages per second per connection. */
  ratePerSecond: number;
  /** Messages that may arrive at once. */
  burst: number;
  /** Messages dropped by the rate limit before the connection is closed. */
  maxDropped: number;
  /** A connection must say hello within this time. */
  helloTimeoutMs: number;
  /** Interval of the ws ping; a connection that has not answered the previous ping is closed. */
  pingIntervalMs: number;
  /** Unsent bytes queued for a client that is not reading before it is dropped. */
  maxBufferedBytes: number;
  /** Open WebSockets the host accepts in all, and from one address (a household or a club has far fewer). */
  maxConnections: number;
  maxConnectionsPerAddress: number;
  /** Connections from one address that hold no seat (at no table, or watching one): the rest of the caps stays for players. */
  maxLobbyConnectionsPerAddress: number;
  /** A connection at no table that sent nothing but `ping`s for this long is closed (IDLE_CLOSE_CODE). */
  idleMs: number;
  /** Open tables that connections from one address created (the host's own tables do not count). */
  maxTablesPerAddress: number;
  /** Names one address may register in a club evening without a PIN (the organiser adds more). */
  clubNamesPerAddress: number;
  /** An HTTP request (a WebSocket's upgrade too) must have sent its whole head within this time, or its socket is closed (slowloris). */
  requestHeadMs: number;
  /** A connection's share of the event loop (budget.ts): handling time a second, at most this much at once, and messages that may wait past it. */
  handlingMsPerSecond: number;
  handlingBurstMs: number;
  queuedMessages: number;
  /** All connections' handling in one event-loop turn; past it, messages wait for the next turn, fairly (budget.ts). */
  handlingTurnMs: number;
}

export const DEFAULT_LIMITS: Limits = {
  maxFrameBytes: MAX_FRAME_BYTES,
  hardFrameBytes: 64 * 1024,
  ratePerSecond: 20,
  burst: 40,
  maxDropped: 400,
  helloTimeoutMs: 10_000,
  pingIntervalMs: 15_000,
  maxBufferedBytes: 8 * 1024 * 1024,
  maxConnections: 256,
  maxConnectionsPerAddress: 32,
  maxLobbyConnectionsPerAddress: 8,
  idleMs: 10 * 60_000,
  maxTablesPerAddress: 4,
  clubNamesPerAddress: 4,
  requestHeadMs: 10_000,
  handlingMsPerSecond: 100,
  handlingBurstMs: 200,
  queuedMessages: 32,
  handlingTurnMs: 2,
};

export class RateLimiter {
  private tokens: number;
  private last: number;
  dropped = 0;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.tokens = burst;
    this.last = now();
  }

  /** Takes one token; false when the connection is over its rate. */
  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.burst, this.tokens + ((t - this.last) / 1000) * this.perSecond);
    this.last = t;
    if (this.tokens >= 1) {
      this.tokens -= 1;
      return true;
    }
    this.dropped++;
    return false;
  }
}

export interface Heartbeat {
  stop(): void;
}

/** Pings every `intervalMs`; calls `onDead` when a ping went unanswered for a whole interval. */
export function heartbeat(socket: { ping(): void; on(event: 'pong', fn: () => void): unknown }, intervalMs: number, onDead: () => void): Heartbeat {
  let alive = true;
  socket.on('pong', () => (alive = true));
  const timer = setInterval(() => {
    if (!alive) {
      clearInterval(timer);
      onDead();
      return;
    }
    alive = false;
    try {
      socket.ping();
    } catch {
      // The socket is closing; the close handler cleans up.
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
