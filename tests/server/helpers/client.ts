/**
 * A real `ws` client for server tests: a message queue with waiting, and an auto-player. A client of
 * a test host on a fake clock moves that clock while it waits (pacer.ts), with pings of its own.
 */
import { WebSocket } from 'ws';
import { chooseAction } from '../../../shared/bots/basic';
import type { ClientMessage, RevealMessage, ServerMessage } from '../../../shared/protocol';
import { PROTOCOL_VERSION } from '../../../shared/protocol';
import { checkReveal, dealtTo, type RevealVerdict } from '../../../shared/reveal';
import type { TileId } from '../../../shared/tiles';
import { pacerFor, type PacedClient, type Pacer } from './pacer';

export type ViewMessage = Extract<ServerMessage, { t: 'view' }>;
type Pred = (m: ServerMessage) => boolean;
type Waiter = { pred: Pred; resolve: (m: ServerMessage) => void; reject: (e: Error) => void; timer?: NodeJS.Timeout };

export class TestClient implements PacedClient {
  readonly received: ServerMessage[] = [];
  private cursor = 0;
  private waiters: Waiter[] = [];
  /** The pacer's WebSocket pings not yet answered, in order (control frames: the host's code never sees them). */
  private readonly pings: (() => void)[] = [];
  lastView: ViewMessage | null = null;
  closed = false;
  /** The close code and reason the host gave. */
  closedWith: { code: number; reason: string } | null = null;

  private constructor(
    readonly ws: WebSocket,
    private readonly pacer: Pacer | null,
  ) {
    ws.on('message', (data) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      this.pacer?.touch();
      if (message.t === 'view') this.lastView = message;
      this.received.push(message);
      this.onMessage?.(message);
      this.wake();
    });
    ws.on('pong', () => this.pings.shift()?.());
    ws.on('close', (code, reason) => {
      this.closed = true;
      this.closedWith = { code, reason: String(reason) };
      this.pacer?.leave(this);
      for (const answered of this.pings.splice(0)) answered();
      for (const w of this.waiters.splice(0)) {
        clearTimeout(w.timer);
        w.reject(new Error('connection closed'));
      }
    });
    ws.on('error', () => {});
  }

  onMessage: ((m: ServerMessage) => void) | null = null;

  /** `from`: the loopback address to connect from (127.0.0.2… stand for other machines). */
  static open(url: string, from?: string): Promise<TestClient> {
    return new Promise((resolve, reject) => {
      const ws = new WebSocket(url, from ? { localAddress: from } : {});
      const client = new TestClient(ws, pacerFor(url));
      ws.once('open', () => {
        client.pacer?.join(client);
        resolve(client);
      });
      ws.once('error', reject);
    });
  }

  /** Opens a connection and says hello (with the organiser's host key if given). */
  /** `player`: the device's player key (the hello's `player`). */
  static async connect(url: string, name = 'Tester', options: { key?: string; from?: string; player?: string } = {}): Promise<TestClient> {
    const client = await TestClient.open(url, options.from);
    client.send({ t: 'hello', v: PROTOCOL_VERSION, name, ...(options.key ? { key: options.key } : {}), ...(options.player ? { player: options.player } : {}) });
    await client.next((m) => m.t === 'welcome');
    return client;
  }

  send(message: ClientMessage | string | Buffer): void {
    this.pacer?.sent();
    this.ws.send(typeof message === 'string' || Buffer.isBuffer(message) ? message : JSON.stringify(message));
  }

  private wake(): void {
    for (const w of [...this.waiters]) {
      const i = this.received.slice(this.cursor).findIndex(w.pred);
      if (i < 0) continue;
      const message = this.received[this.cursor + i];
      this.cursor += i + 1;
      this.waiters.splice(this.waiters.indexOf(w), 1);
      clearTimeout(w.timer);
      w.resolve(message);
    }
  }

  /**
   * The next message (after those already taken) that matches; earlier non-matching ones are
   * skipped. On a fake clock, the clock moves while it waits; the timeout is real time.
   */
  async next<T extends ServerMessage = ServerMessage>(pred: Pred = () => true, timeoutMs = 10_000): Promise<T> {
    const lastMessages = () => `last messages: ${JSON.stringify(this.received.slice(-3)).slice(0, 600)}`;
    if (!this.pacer)
      return new Promise((resolve, reject) => {
        const waiter: Waiter = { pred, resolve: resolve as (m: ServerMessage) => void, reject };
        waiter.timer = setTimeout(() => {
          this.waiters.splice(this.waiters.indexOf(waiter), 1);
          reject(new Error(`timed out waiting; ${lastMessages()}`));
        }, timeoutMs);
        this.waiters.push(waiter);
        this.wake();
      });
    const got: { message?: ServerMessage; error?: Error } = {};
    const waiter: Waiter = { pred, resolve: (m) => (got.message = m), reject: (e) => (got.error = e) };
    this.waiters.push(waiter);
    this.wake();
    try {
      await this.pacer.until(() => got.message ?? got.error, () => `a message; ${lastMessages()}`, { timeoutMs });
    } finally {
      if (this.waiters.includes(waiter)) this.waiters.splice(this.waiters.indexOf(waiter), 1);
    }
    if (got.error) throw got.error;
    return got.message as T;
  }

  /**
   * A WebSocket ping (a control frame, answered by the host's `ws` itself, after the frames before
   * it were handled and behind the frames it sent before): resolves on its pong, or on the close.
   */
  roundTrip(): Promise<void> {
    if (this.closed || this.ws.readyState !== WebSocket.OPEN) return Promise.resolve();
    return new Promise((resolve) => {
      this.pings.push(resolve);
      this.ws.ping();
    });
  }

  /** Skips everything received so far. */
  drain(): void {
    this.cursor = this.received.length;
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.ws.once('close', () => resolve());
      this.ws.close();
    });
  }

  terminate(): void {
    this.ws.terminate();
  }

  /** Resolves with the close code and reason once the connection is closed. */
  whenClosed(): Promise<{ code: number; reason: string }> {
    if (this.closedWith) return Promise.resolve(this.closedWith);
    return new Promise((resolve) => this.ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  }
}

export interface AutoPlayer {
  hands: number;
  verdicts: RevealVerdict[];
  errors: Extract<ServerMessage, { t: 'error' }>[];
  stop(): void;
}

/**
 * Plays whatever the client's view allows with the basic bot, sends entropy for each deal, asks
 * for the next hand, and checks every reveal against the commitment and its own dealt tiles.
 */
/** What a player remembers about each hand across reconnections: to check the reveal. */
export interface HandMemory {
  commitments: Map<number, string>;
  myEntropy: Map<number, string>;
  dealt: Map<number, { seat: number; tiles: TileId[]; hand: TileId[] | null }>;
}
export const newMemory = (): HandMemory => ({ commitments: new Map(), myEntropy: new Map(), dealt: new Map() });

export function autoPlay(client: TestClient, opts: { place?: number; nextHand?: boolean; memory?: HandMemory } = {}): AutoPlayer {
  let place = opts.place ?? -1;
  const player: AutoPlayer = { hands: 0, verdicts: [], errors: [], stop: () => (client.onMessage = null) };
  const { commitments, myEntropy, dealt } = opts.memory ?? newMemory();
  let lastActedSeq = -1;
  let table: string | null = null;
  client.onMessage = (m) => {
    if (m.t === 'error') player.errors.push(m);
    if (m.t === 'joined' && m.seat !== null) place = m.seat;
    // Another table (a club night's next round): its hands count from 1 again.
    if (m.t === 'joined' && m.table !== table) {
      if (table !== null) for (const memory of [commitments, myEntropy, dealt]) memory.clear();
      table = m.table;
    }
    if (m.t === 'commit' && !myEntropy.has(m.hand)) {
      commitments.set(m.hand, m.commitment);
      const value = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString('hex');
      myEntropy.set(m.hand, value);
      client.send({ t: 'entropy', hand: m.hand, value });
    }
    if (m.t === 'reveal') {
      player.hands++;
      const seen = commitments.get(m.hand);
      if (seen) player.verdicts.push(checkReveal({ reveal: m as RevealMessage, commitmentSeen: seen, mine: myEntropy.has(m.hand) ? { place, entropy: myEntropy.get(m.hand)! } : null, dealt: dealt.get(m.hand) ?? null }));
      if (opts.nextHand !== false && !client.lastView?.view.game.over) client.send({ t: 'nextHand' });
    }
    if (m.t !== 'view') return;
    const view = m.view;
    // It does not watch the ceremony: the host's bots need not wait for it. A catch-up's events
    // (this hand's so far, on coming back) are no news: the deal in them was seen before, or not at all.
    if (view.hand && view.you !== null && !m.catchUp && m.events.some((e) => e.type === 'handStarted')) client.send({ t: 'ceremonyDone', hand: view.hand.index });
    if (view.hand && view.you !== null && !m.catchUp) {
      const tiles = dealtTo(m.events, view.you);
      if (tiles.length) {
        const prev = dealt.get(view.hand.index);
        // The view that brings the deal shows the hand it gave you: the reveal is checked against both.
        const hand = m.events.some((e) => e.type === 'handStarted') ? view.hand.seats[view.you].concealed : prev?.hand;
        dealt.set(view.hand.index, { seat: view.you, tiles: [...(prev?.tiles ?? []), ...tiles], hand: hand ?? null });
      }
    }
    if (!view.hand || view.legal.length === 0 || m.seq === lastActedSeq) return;
    const action = chooseAction(view);
    if (!action) return;
    lastActedSeq = m.seq;
    const { seat: _seat, ...move } = action as typeof action & { seat?: number };
    client.send({ t: 'act', hand: view.hand.index, seq: m.seq, action: move as never });
  };
  return player;
}
