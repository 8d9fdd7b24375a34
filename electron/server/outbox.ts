/**
 * Delivery in order, and only once durable: a message queued after journal record n is sent once
 * record n is on disk, so no client ever sees a state that a crash could take back. A message that
 * shows only what everyone was shown (`sendShown`: a hand's steps) waits only for the records up to
 * the last one everyone was shown, not for a later one only its own seat was (`recorded(true)`: a
 * held claim answer, a silent step's): when it arrives then tells nobody that such a record was
 * just written.
 */
import type { Journal } from './journal';
import type { HostMessage, Peer } from './peer';

type Entry = { upto: number; peer: Peer; message: HostMessage } | { upto: number; then: () => void };

export class Outbox {
  /** Waiting entries from `head` on, in the order of the records they wait for. */
  private queue: Entry[] = [];
  private head = 0;
  /** The records up to the last one everyone was shown (`recorded`). */
  private shown: number;

  constructor(private readonly journal: Pick<Journal, 'appended' | 'durable' | 'onDurable'>) {
    this.shown = journal.appended;
    journal.onDurable(() => this.drain());
  }

  /** A record was just appended to the journal; `unseen`: only its own seat is shown it. */
  recorded(unseen: boolean): void {
    if (!unseen) this.shown = this.journal.appended;
  }

  send(peer: Peer, message: HostMessage): void {
    const upto = this.journal.appended;
    if (this.head === this.queue.length && this.journal.durable >= upto) peer.send(message);
    else this.queue.push({ upto, peer, message });
  }

  /**
   * Sends `message` once the records up to the last one everyone was shown are durable: after
   * whatever waits for no later record, before what waits for an unseen one after them.
   */
  sendShown(peer: Peer, message: HostMessage): void {
    const upto = this.shown;
    let at = this.head;
    while (at < this.queue.length && this.queue[at].upto <= upto) at++;
    if (at === this.head && this.journal.durable >= upto) peer.send(message);
    else this.queue.splice(at, 0, { upto, peer, message });
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
