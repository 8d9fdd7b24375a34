/**
 * One interface to a table host, whatever carries it: a WebSocket the page opens itself (in a plain
 * browser and in the app alike), or an in-process host (offline practice, tests).
 */
import type { ClientMessage, ServerMessage } from '../../../shared/protocol';

export type ConnectionState = 'connecting' | 'open' | 'closed';

export interface Transport {
  readonly kind: 'browser' | 'local';
  /** Where it connects, for display ("192.168.1.20:7420", "this device"). */
  readonly address: string;
  send(message: ClientMessage): void;
  onMessage(listener: (message: ServerMessage) => void): () => void;
  onState(listener: (state: ConnectionState) => void): () => void;
  readonly state: ConnectionState;
  close(): void;
}

/** A small listener set shared by the implementations. */
export class Listeners<T> {
  private set = new Set<(value: T) => void>();
  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }
  emit(value: T): void {
    for (const l of [...this.set]) l(value);
  }
}

/** The in-process host's name, as its transport's address. */
export const LOCAL_HOST_NAME = 'this device';
