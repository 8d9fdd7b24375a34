/**
 * mjai AIs that connect over TCP, as gimite's mjai server takes them (`mjai server --port=11600`,
 * AIs given `mjsonp://localhost:11600/ROOM`): the host listens on 127.0.0.1:PORT, says `hello`
 * to each connection and waits for its `join` (`{"type":"join","name":…,"room":…}`). A connection
 * is an AI only once it has joined: a port probe that hangs up, a line that is not a join, or
 * silence past the handshake time is closed and forgotten, and the port keeps listening. Several
 * AIs can share one port: each `take` names the room it waits for (or none: any room), and a join
 * goes to the oldest seat waiting for its room; one that comes before its seat waits is kept
 * until a seat asks for it or it hangs up (beyond eight such, a join is refused with gimite's
 * `error` line).
 * Listeners are shared by port; `closeMjaiListeners` closes them once every AI has joined.
 */
import { createServer, type Server, type Socket } from 'node:net';
import { socketLines, type ChannelOptions, type ClosableChannel } from './mjai-channel';

/** A connection that has joined: its channel, the name and room it gave. */
export interface Joined {
  channel: ClosableChannel;
  name: unknown;
  room: string;
  /** The channel's options (set `pairs` once the convention is known). */
  options: ChannelOptions;
}

interface Waiter {
  room: string | null;
  resolve: (j: Joined) => void;
}

/** Joined connections kept while no seat waits for their room. */
const KEPT_JOINS = 8;

export class MjaiListener {
  readonly port: Promise<number>;
  private readonly server: Server = createServer();
  private readonly waiters: Waiter[] = [];
  private readonly joined: Joined[] = [];
  /** Handshakes under way (closed with the listener). */
  private readonly pending = new Set<Socket>();

  constructor(
    port: number,
    /** How long a connection may take to answer hello with join. */
    private readonly handshakeMs: number,
    private readonly answerMs: number,
    private readonly log: (message: string) => void = () => {},
  ) {
    this.server.on('connection', (socket) => this.greet(socket));
    this.port = new Promise<number>((resolve, reject) => {
      this.server.once('error', reject);
      this.server.listen(port, '127.0.0.1', () => {
        const a = this.server.address();
        resolve(typeof a === 'object' && a ? a.port : port);
      });
    });
  }

  /** The next AI to join `room` (null: any room); `cancel` gives up waiting (a seat that timed out). */
  take(room: string | null): { joined: Promise<Joined>; cancel(): void } {
    const i = this.joined.findIndex((j) => !j.channel.isEnded && (room === null || j.room === room));
    if (i >= 0) return { joined: Promise.resolve(this.joined.splice(i, 1)[0]), cancel: () => {} };
    let waiter: Waiter | undefined;
    const joined = new Promise<Joined>((resolve) => this.waiters.push((waiter = { room, resolve })));
    return {
      joined,
      cancel: () => {
        const at = this.waiters.indexOf(waiter!);
        if (at >= 0) this.waiters.splice(at, 1);
      },
    };
  }

  close(): void {
    this.server.close();
    for (const s of this.pending) s.destroy();
    for (const j of this.joined.splice(0)) j.channel.close();
    this.waiters.length = 0;
  }

  private greet(socket: Socket): void {
    const options: ChannelOptions = {};
    const channel = socketLines(socket, this.answerMs, options);
    const who = `${socket.remotePort ?? '?'}`;
    this.pending.add(socket);
    channel.send(JSON.stringify({ type: 'hello', protocol: 'mjsonp', protocol_version: 3 }));
    channel.receive(this.handshakeMs).then(
      (line) => {
        this.pending.delete(socket);
        let join: Record<string, unknown> = {};
        try {
          const v = JSON.parse(line) as unknown;
          if (typeof v === 'object' && v !== null) join = v as Record<string, unknown>;
        } catch {
          // not JSON: not an mjai player
        }
        if (join.type !== 'join') {
          this.log(`a connection (port ${who}) answered hello with ${line.slice(0, 80)}, not join: closed`);
          return channel.close();
        }
        this.hand({ channel, name: join.name, room: typeof join.room === 'string' && join.room ? join.room : 'default', options });
      },
      () => {
        // hung up (a port probe) or silent: not an AI
        this.pending.delete(socket);
        channel.close();
      },
    );
  }

  private hand(j: Joined): void {
    const i = this.waiters.findIndex((w) => w.room === null || w.room === j.room);
    if (i >= 0) return this.waiters.splice(i, 1)[0].resolve(j);
    this.forget((k) => k.channel.isEnded);
    if (j.channel.isEnded) return;
    if (this.joined.length >= KEPT_JOINS) {
      j.channel.send(JSON.stringify({ type: 'error', message: `no seat waits for room ${JSON.stringify(j.room)}` }));
      return j.channel.close();
    }
    this.joined.push(j);
    // One that hangs up while it waits frees its place.
    void j.channel.ended.then(() => this.forget((k) => k === j));
  }

  private forget(which: (j: Joined) => boolean): void {
    for (let i = this.joined.length - 1; i >= 0; i--) if (which(this.joined[i])) this.joined.splice(i, 1);
  }
}

const listeners = new Map<number, MjaiListener>();

/** The listener on `port` (0: a new one on any free port), made on first use. */
export function mjaiListener(port: number, handshakeMs: number, answerMs: number, log?: (message: string) => void): MjaiListener {
  if (port === 0) return new MjaiListener(0, handshakeMs, answerMs, log);
  let l = listeners.get(port);
  if (!l) {
    l = new MjaiListener(port, handshakeMs, answerMs, log);
    listeners.set(port, l);
  }
  return l;
}

/** Every AI has joined: stop listening (a connection that joins later would find no seat). */
export function closeMjaiListeners(): void {
  for (const l of listeners.values()) l.close();
  listeners.clear();
}
