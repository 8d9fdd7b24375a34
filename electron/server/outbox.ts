/**
 * Delivery in order, and only once durable: a message queued after journal record n is sent once
 * record n is on disk, so no client ever sees a state that a crash could take back.
 */
import type { Journal } from './journal';
import type { HostMessage, Peer } from './peer';

type Entry = { upto: number; peer: Peer; message: HostMessage } | { upto: number; then: () => void };

export class Outbox {
  private queue: Entry[] = [];
  private head = 0;

  constructor(private readonly journal: Journal) {
    journal.onDurable(() => this.drain());
  }

  send(peer: Peer, message: HostMessage): void {
    const upto = this.journal.appended;
    if (this.head === this.queue.length && this.journal.durable >= upto) peer.send(message);
    else this.queue.push({ upto, peer, message });
  }

  /** Runs `fn` once everything queued so far has been sent. */
  then(fn: () => void): void {
    if (this.head === this.queue.length && this.journal.durable >= this.journal.appended) fn();
    else this.queue.push({ upto: this.journal.appended, then: fn });
  }

  private drain(): void {
    while (this.head < this.queue.length && this.queue[this.head].upto <= this.journal.durable) {
      const entry = this.queue[this.head++];
      if ('then' in entry) entry.then();
      else entry.peer.send(entry.message);
    }
    if (this.head === this.queue.length) {
      this.queue = [];
      this.head = 0;
    }
  }
}
