/**
 * A club night's table (electron/server/club.ts draws its players): its places are the evening's,
 * not the table's to give. Each drawn player's place is reserved for their seat token (`resume`
 * takes it); nobody takes a place there by `join`, and a player who leaves the table only steps
 * away (table-core.ts: the place and its token stay theirs, a bot plays meanwhile). A player who
 * leaves the evening is played by a bot; back in the same round, their place is reserved again.
 */
import { botName, tokenHash, type Place } from './places';
import { CLOSED, failure, type Failure, type TableGround } from './table-ground';
import type { HostPeer } from './wire';

/** `join` at a club table. */
export const NOT_DRAWN = failure('not-allowed', "a club night's places are handed out by the evening: take yours from its page");

/** What the places need of the table's core. */
export interface DrawnTable<P> {
  /** Starts the grace period of a place whose player is not here (a bot plays it once it is over). */
  startGrace(p: Place<P>): void;
  /** Everyone sees the places as they are now, and whatever they allow moves. */
  placesChanged(): void;
  /** Whoever held the place before holds up neither the ceremony nor the next hand (hands.ts). */
  notWatching(place: number): void;
}

export class DrawnPlaces<P extends HostPeer> {
  constructor(
    private readonly g: TableGround<P>,
    private readonly table: DrawnTable<P>,
  ) {}

  /**
   * Reserves an empty place for a drawn player: only the holder of `token` takes it (by `resume`).
   * Until they come, the place is awaited: after the grace period a bot plays it, and the table
   * does not wait for them even if nobody else has come either (`paused`).
   */
  reserve(place: number, name: string, token: string): Failure | null {
    if (this.g.places[place]?.kind !== 'empty') return failure('seat-taken', `place ${place} is taken`);
    return this.awaitPlayer(place, name, token);
  }

  /**
   * The player a bot took over from (`botTakesOver`) is back in the round (they rejoined, or the
   * organiser took the leaving back): the place is reserved for their token again, as at the draw,
   * and awaited. A place left empty by an earlier host (a club table's `leave` emptied it) too.
   */
  giveBack(place: number, name: string, token: string): Failure | null {
    if (this.g.places[place]?.kind === 'human' || !this.g.places[place]) return failure('seat-taken', `place ${place} is a player's`);
    return this.awaitPlayer(place, name, token);
  }

  /**
   * The drawn player's name is now held with another token (the organiser issued a new code and it
   * was taken: club.ts): the place follows the name. Whoever sits there with the old token is sent
   * away, as by a newer connection, and the old token no longer takes it.
   */
  rekey(place: number, name: string, token: string): void {
    const p = this.g.places[place];
    if (this.g.closed || p?.kind !== 'human' || p.tokenHash === tokenHash(token)) return;
    const peer = p.peer;
    if (peer) {
      peer.tableId = null;
      this.g.sink.send(peer, { t: 'left', table: this.g.id, elsewhere: true });
    }
    this.awaitPlayer(place, name, token);
  }

  /**
   * The place awaits `name`'s token. Its steps are its drawn player's from the reservation (the
   * first for this name), whoever played it meanwhile: handed back, or held on a new code, they
   * keep the hand in play; a place handed to another name is reserved afresh (hand-steps.ts).
   */
  private awaitPlayer(place: number, name: string, token: string): Failure | null {
    if (this.g.closed) return CLOSED;
    const reserved = this.g.places[place].drawnFor;
    const drawnFor = reserved?.name === name ? reserved : { name, since: this.g.seq };
    this.g.placeTo(place, { kind: 'human', name, tokenHash: tokenHash(token), awaited: true, drawnFor, since: drawnFor.since });
    this.table.notWatching(place);
    this.table.startGrace(this.g.places[place]);
    this.table.placesChanged();
    return null;
  }

  /** The player at `place` has left the evening: a bot plays the place to the end of the game (nobody may take it). */
  botTakesOver(place: number): void {
    const p = this.g.places[place];
    if (this.g.closed || !p || p.kind !== 'human') return;
    const peer = p.peer;
    this.g.placeTo(place, { kind: 'bot', name: botName(1), vacated: false });
    this.table.notWatching(place);
    if (peer) {
      peer.tableId = null;
      this.g.sink.send(peer, { t: 'left', table: this.g.id });
    }
    this.table.placesChanged();
  }
}
