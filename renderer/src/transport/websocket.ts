/**
 * The WebSocket transport to a table host (by default the host that served this page). The app's
 * renderer opens its own too: a socket cannot cross the preload's context bridge.
 */
import { IDLE_CLOSE_CODE, SOCKET_PATH, type ClientMessage, type ServerMessage } from '../../../shared/protocol';
import { type ConnectionState, Listeners, type Transport } from './types';

/** `ws://host:port/ws` for an address "host:port" (or the page's own host). */
export function socketUrl(address: string, secure = false): string {
  return `${secure ? 'wss' : 'ws'}://${address}${SOCKET_PATH}`;
}

/** The minimal WebSocket surface used here. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export class SocketTransport implements Transport {
  readonly kind = 'browser';
  readonly address: string;
  state: ConnectionState = 'connecting';
  private socket: SocketLike | null = null;
  private messages = new Listeners<ServerMessage>();
  private states = new Listeners<ConnectionState>();
  private queue: string[] = [];
  private closedByUs = false;
  private retry = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The host closed the connection for idling: it is opened again when the page is seen or something is sent. */
  private idled = false;

  constructor(
    address: string,
    private open: (address: string) => SocketLike,
  ) {
    this.address = address;
    this.connect();
  }

  private setState(state: ConnectionState): void {
    if (this.state === state) return;
    this.state = state;
    this.states.emit(state);
  }

  private connect(): void {
    this.setState('connecting');
    let socket: SocketLike;
    try {
      socket = this.open(this.address);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      this.retry = 0;
      // Listeners say hello first; frames queued while connecting follow.
      this.setState('open');
      for (const frame of this.queue.splice(0)) socket.send(frame);
    };
    socket.onmessage = (ev) => {
      if (typeof ev.data !== 'string') return;
      let message: ServerMessage;
      try {
        message = JSON.parse(ev.data) as ServerMessage;
      } catch {
        return;
      }
      this.messages.emit(message);
    };
    socket.onclose = (ev) => {
      this.socket = null;
      if (!this.closedByUs && (ev as { code?: number } | null)?.code === IDLE_CLOSE_CODE) return this.closedForIdling();
      this.setState('closed');
      if (!this.closedByUs) this.scheduleReconnect();
    };
    socket.onerror = () => {
      /* onclose follows */
    };
  }

  /**
   * Nothing was lost (the host closes only connections at no table): a page in view connects again
   * at once, quietly; a hidden one when it is shown again or has something to send.
   */
  private closedForIdling(): void {
    if (pageVisible()) return this.connect();
    this.idled = true;
    this.setState('closed');
    document.addEventListener('visibilitychange', this.comeBack);
  }

  private comeBack = (): void => {
    if (!this.idled || this.closedByUs || (!pageVisible() && this.queue.length === 0)) return;
    this.idled = false;
    document.removeEventListener('visibilitychange', this.comeBack);
    this.connect();
  };

  private scheduleReconnect(): void {
    if (this.closedByUs || this.timer) return;
    const delay = Math.min(8000, 500 * 2 ** this.retry++);
    this.timer = setTimeout(() => {
      this.timer = null;
      this.connect();
    }, delay);
  }

  send(message: ClientMessage): void {
    const frame = JSON.stringify(message);
    if (this.socket && this.socket.readyState === 1) this.socket.send(frame);
    else if (message.t !== 'ping') {
      this.queue.push(frame);
      this.comeBack();
    }
  }

  onMessage(listener: (message: ServerMessage) => void): () => void {
    return this.messages.add(listener);
  }

  onState(listener: (state: ConnectionState) => void): () => void {
    return this.states.add(listener);
  }

  close(): void {
    this.closedByUs = true;
    if (this.idled) document.removeEventListener('visibilitychange', this.comeBack);
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.socket?.close();
    this.socket = null;
    this.setState('closed');
  }
}

function pageVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState !== 'hidden';
}

export function browserTransport(address: string, secure = false): SocketTransport {
  return new SocketTransport(address, (a) => new WebSocket(socketUrl(a, secure)) as unknown as SocketLike);
}
