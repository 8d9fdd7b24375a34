/**
 * One table's host, written once: its places and the requests of the peers that take them (join,
 * take back, watch, leave) with the places' grace periods, club night's reserved places, and the
 * table's closing. The hands played at it are `table-hands.ts`'s, on `table-play.ts` on
 * `table-base.ts`. The server (electron/server/table.ts) and the practice table
 * (renderer/src/transport/local.ts) are thin shells around it.
 */
import type { Seat } from '../table/types';
import { botName, botNumber, emptyPlace, isBotName, newToken, pinMatches, tokenHash, type Place } from './places';
import { CLOSED, failure, type Failure } from './table-base';
import { TableHands } from './table-hands';
import type { HostPeer } from './wire';

export { CLOSED, failure, type CoreInit, type Failure, type HostTiming } from './table-base';

export class TableCore<P extends HostPeer> extends TableHands<P> {
  /** Every player present went away without leaving (a closed tab), rather than not having come back yet to a resumed table. */
  private abandoned = false;

  /** After creating or resuming: start whatever the state calls for. */
  start(): void {
    for (const p of this.places) if (p.kind === 'human' && !p.peer) this.startGrace(p);
    const held = this.init.restored?.held ?? [];
    if (held.length && this.state.hand?.phase === 'claims') {
      // The window the crash interrupted: its pause starts again, holding the answers players were told were taken.
      this.windowOpened();
      for (const action of held) this.pause.offer(this.state, action, null);
    }
    if (this.state.hand?.phase === 'over' && !this.state.game.over) this.betweenHands();
    this.proceed();
  }

  /**
   * Whether lobbies list this table. One nobody can join whose players all went away (a practice
   * table whose tab was closed) is not: it waits for its players' seat tokens, unseen. A resumed
   * table waiting for its players to come back is listed.
   */
  listed(): boolean {
    if (this.init.unlisted) return false;
    return !(this.abandoned && this.paused() && this.summary().freeSeats === 0);
  }

  // ---- places ------------------------------------------------------------------------------

  /** Is this the table's PIN (or does it need none)? Guessing is slowed per address by the server's connection (pin-guard.ts). */
  checkPin(attempt: string | undefined): Failure | null {
    if (!this.pin) return null;
    if (attempt !== undefined && pinMatches(this.pin, attempt)) return null;
    return failure('wrong-pin', 'this table needs its PIN');
  }

  join(peer: P, wanted: number | undefined): { place: number; token: string } | Failure {
    if (this.closed) return CLOSED;
    const open = (p: Place<P>) => p.kind === 'empty' || (p.kind === 'bot' && p.vacated);
    let place: number;
    if (wanted !== undefined) {
      if (!open(this.places[wanted])) return failure('seat-taken', `place ${wanted} is taken`);
      place = wanted;
    } else {
      place = this.places.findIndex((p) => p.kind === 'empty');
      if (place < 0) place = this.places.findIndex(open);
      if (place < 0) return failure('table-full', 'every place at this table is taken');
    }
    const token = newToken(this.random);
    this.placeTo(place, { kind: 'human', name: peer.name, tokenHash: tokenHash(token), peer });
    this.seated(peer, place, token);
    return { place, token };
  }

  /** Reconnecting with a seat token: the place and its full state come back to the player. */
  takeBack(peer: P, place: number, token: string): Failure | null {
    if (this.closed) return CLOSED;
    const p = this.places[place];
    const old = p.peer;
    if (old && old !== peer) {
      old.tableId = null;
      old.send({ t: 'left', table: this.id });
      old.close(4000, 'your seat was taken back by a newer connection');
    }
    if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    Object.assign(p, { peer, covered: false, graceTimer: null });
    // A drawn player has come: from now on their table waits for them like for anyone away.
    if (p.awaited) {
      p.awaited = false;
      this.recordPlace(place);
    }
    this.abandoned = false;
    this.seated(peer, place, token);
    return null;
  }

  private seated(peer: P, place: number, token: string): void {
    this.spectators.delete(peer);
    peer.tableId = this.id;
    this.sink.send(peer, { t: 'joined', table: this.id, seat: place as Seat, token });
    this.catchUpOthers(peer, place);
    this.proceed();
    this.sink.changed();
  }

  watch(peer: P): Failure | null {
    if (this.closed) return CLOSED;
    this.spectators.add(peer);
    peer.tableId = this.id;
    this.sink.send(peer, { t: 'joined', table: this.id, seat: null, token: null });
    this.catchUp(peer, null);
    return null;
  }

  /** Fills up to `count` empty places (all of them by default) with bots. */
  addBots(count = 4): Failure | null {
    if (this.closed) return CLOSED;
    const empty = this.places.flatMap((p, i) => (p.kind === 'empty' ? [i] : [])).slice(0, count);
    if (empty.length === 0) return failure('table-full', 'there is no empty place for a bot');
    for (const place of empty) this.seatBot(place);
    this.placesChanged();
    return null;
  }

  /** A bot takes a place (journalled as a bot's); named by its number among the bots unless given a name. */
  protected seatBot(place: number, name?: string, vacated = false): void {
    this.placeTo(place, { kind: 'bot', name: name ?? botName(1), vacated });
  }

  /**
   * Who sits at a place now (the rest of the place as new), journalled; the bots named "Bot N"
   * are numbered again by place order, as the renderer shows them (places.ts).
   */
  private placeTo(place: number, who: Partial<Place<P>> & Pick<Place<P>, 'kind' | 'name'>): void {
    const p = this.places[place];
    if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    Object.assign(p, { ...emptyPlace(), ...who });
    this.recordPlace(place);
    const isBot = this.places.map((q) => q.kind === 'bot');
    this.places.forEach((q, i) => {
      const name = botName(botNumber(isBot, i));
      if (q.kind !== 'bot' || !isBotName(q.name) || q.name === name) return;
      q.name = name;
      this.recordPlace(i);
    });
  }

  private recordPlace(place: number): void {
    const p = this.places[place];
    this.sink.record({ k: 'place', place, kind: p.kind, name: p.name, token: p.tokenHash, ...(p.vacated ? { vacated: true } : {}), ...(p.awaited ? { drawn: true } : {}) });
  }

  /** Everyone sees the places as they are now, and whatever they allow moves. */
  protected placesChanged(): void {
    this.broadcast([]);
    this.proceed();
    this.sink.changed();
  }

  leave(peer: P): void {
    peer.tableId = null;
    if (this.closed) return void peer.send({ t: 'left', table: this.id });
    if (this.spectators.delete(peer)) {
      peer.send({ t: 'left', table: this.id });
      return;
    }
    const place = this.placeOf(peer);
    if (place < 0) return;
    this.nextHandTimer.watch(place, false);
    if (this.status() === 'waiting') this.placeTo(place, { kind: 'empty', name: null });
    else this.seatBot(place, undefined, true);
    peer.send({ t: 'left', table: this.id });
    if (this.humans().length === 0) return this.close();
    this.placesChanged();
  }

  disconnected(peer: P): void {
    if (this.spectators.delete(peer) || this.closed) return;
    const place = this.placeOf(peer);
    if (place < 0) return;
    const p = this.places[place];
    p.peer = null;
    this.nextHandTimer.watch(place, false);
    if (this.paused()) this.abandoned = true;
    this.startGrace(p);
    this.broadcast([]);
    // The one who left no longer holds up the deal or the next hand.
    if (this.round && this.round.complete(this.present())) this.finishRound(this.round);
    this.proceed();
    this.sink.changed();
  }

  private startGrace(p: Place<P>): void {
    if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    p.graceEndsAt = this.clock.now() + this.timing.graceMs;
    p.graceTimer = this.clock.setTimer(() => {
      p.graceTimer = null;
      if (p.peer || p.kind !== 'human') return;
      p.covered = true;
      this.broadcast([]);
      this.proceed();
    }, this.timing.graceMs);
  }

  // ---- club night (electron/server/club.ts): a drawn table ---------------------------------------

  /**
   * Reserves an empty place for a drawn player: only the holder of `token` takes it (by `resume`).
   * Until they come, the place is awaited: after the grace period a bot plays it, and the table
   * does not wait for them even if nobody else has come either (`paused`).
   */
  reserve(place: number, name: string, token: string): Failure | null {
    if (this.closed) return CLOSED;
    const p = this.places[place];
    if (!p || p.kind !== 'empty') return failure('seat-taken', `place ${place} is taken`);
    this.placeTo(place, { kind: 'human', name, tokenHash: tokenHash(token), awaited: true });
    this.startGrace(p);
    this.placesChanged();
    return null;
  }

  /** The player at `place` has left the evening: a bot plays the place to the end of the game (nobody may take it). */
  botTakesOver(place: number): void {
    const p = this.places[place];
    if (this.closed || !p || p.kind !== 'human') return;
    const peer = p.peer;
    this.seatBot(place);
    if (peer) {
      peer.tableId = null;
      this.sink.send(peer, { t: 'left', table: this.id });
    }
    this.placesChanged();
  }

  /** Closes the table for good (everyone left, or the game ended long ago). */
  close(): void {
    if (this.closed) return;
    this.stop();
    if (!this.state.game.over) this.sink.record({ k: 'closed' });
    for (const p of this.places) {
      if (p.peer) {
        p.peer.tableId = null;
        this.sink.send(p.peer, { t: 'left', table: this.id });
      }
    }
    for (const s of this.spectators) {
      s.tableId = null;
      this.sink.send(s, { t: 'left', table: this.id });
    }
    this.sink.closed();
  }

  /** Stops every timer: nothing moves any more (the table stays as it is, e.g. resumable). */
  stop(): void {
    this.stopPlay();
    this.stopHands();
    this.stopOthers();
    for (const p of this.places) if (p.graceTimer) this.clock.clearTimer(p.graceTimer);
    this.closed = true;
  }

  /** The other deciders stop too (the server's mjai AIs). */
  protected stopOthers(): void {}
}
