/**
 * What everyone at a table is sent: each place's view (through viewFor/eventsFor only), the
 * spectators' view, the open commit–reveal round, and a (re)joining peer's catch-up (with the hands
 * a player may step through again); and, per seat, the step since which its legal moves are the
 * ones it was last sent (older moves are stale).
 */
import type { PlayerInfo } from '../protocol';
import { seesClaimCountdown, withAnswerHeld } from '../table/pacing';
import type { Action, Seat, TableEvent } from '../table/types';
import { viewFor } from '../view';
import { firstOwnHand } from './hand-steps';
import type { FairnessRound } from './round';
import type { TableGround } from './table-ground';
import { seatCatchUpEvents, seatEvents, type HostMessage, type HostPeer } from './wire';

export class Views<P extends HostPeer> {
  private readonly legalKeys = ['', '', '', ''];
  /** The seq at which each seat's legal moves last changed: older moves are stale. */
  readonly legalSince = [0, 0, 0, 0];

  constructor(
    private readonly g: TableGround<P>,
    /** The last hand's reveal, while the table is between hands (the hands'). */
    private readonly lastReveal: () => HostMessage | null,
  ) {}

  /** `catchUp`: `events` are the hand's so far, for one joining late (seatCatchUpEvents). */
  viewMessage(place: number | null, events: readonly TableEvent[], players: PlayerInfo[], catchUp = false): HostMessage {
    const g = this.g;
    const seat = place === null ? null : g.seatOf(place);
    const now = g.clock.now();
    const held = seat !== null && g.pause.holds(seat);
    const view = held ? withAnswerHeld(viewFor(g.state, seat)) : viewFor(g.state, seat);
    // Only a seat with a claim to make is shown the countdown: for the others every window looks alike.
    const deadline = seesClaimCountdown(view.legal) ? g.claimDeadline : null;
    const clock = g.turnClock.reading();
    // A hand over whose places changed since it ended: who played it, for its result.
    const ended = g.state.hand?.phase === 'over' && g.endedPlayers?.some((p, i) => p.name !== players[i]?.name || p.kind !== players[i]?.kind) ? g.endedPlayers : null;
    return {
      t: 'view',
      table: g.id,
      view,
      events: catchUp ? seatCatchUpEvents(g.state, events, seat) : seatEvents(events, seat),
      claimDeadline: deadline,
      claimMsLeft: deadline === null ? null : Math.max(0, deadline - now),
      seq: g.seq,
      status: g.status(),
      players,
      nextHandMsLeft: g.nextHandTimer.msLeft(),
      nextHandHeld: g.nextHandTimer.held(),
      turnClock: clock && { seat: g.seatOf(clock.place), msLeft: clock.msLeft, bankMsLeft: clock.bankMsLeft },
      ...(ended ? { endedPlayers: ended } : {}),
    };
  }

  /** The view for one place, its legal moves noted as the ones the player now has. */
  sendView(peer: P, place: number, events: readonly TableEvent[], players: PlayerInfo[]): void {
    const message = this.viewMessage(place, events, players);
    if (message.t === 'view') this.noteLegal(this.g.seatOf(place), message.view.legal);
    this.g.sink.send(peer, message);
  }

  broadcast(events: readonly TableEvent[], except: P | null = null): void {
    const g = this.g;
    const players = g.players();
    g.places.forEach((p, place) => {
      if (p.peer && p.peer !== except) this.sendView(p.peer, place, events, players);
    });
    if (g.spectators.size) {
      const message = this.viewMessage(null, events, players);
      for (const s of g.spectators) if (s !== except) g.sink.send(s, message);
    }
  }

  toAll(message: HostMessage): void {
    const g = this.g;
    for (const p of g.places) if (p.peer) g.sink.send(p.peer, message);
    for (const s of g.spectators) g.sink.send(s, message);
  }

  commitMessage(round: FairnessRound): HostMessage {
    return { t: 'commit', table: this.g.id, hand: round.hand, commitment: round.commitment, entropyMsLeft: Math.max(0, round.deadline - this.g.clock.now()) };
  }

  /** Everything a (re)joining peer needs: the full view with this hand's events so far, and the open round or the last reveal. */
  catchUp(peer: P, place: number | null): void {
    const g = this.g;
    const view = this.viewMessage(place, g.handEvents, g.players(), true);
    // A player is told which hands it may replay (the host sends no steps of a hand dealt before it took the place).
    const message = view.t === 'view' ? { ...view, catchUp: true, ...(place === null ? {} : { stepsFrom: firstOwnHand(g, place) }) } : view;
    if (place !== null && message.t === 'view') {
      const seat = g.seatOf(place);
      this.legalKeys[seat] = JSON.stringify(message.view.legal);
      this.legalSince[seat] = g.seq;
    }
    g.sink.send(peer, message);
    const reveal = g.round ? this.commitMessage(g.round) : this.lastReveal();
    if (reveal) g.sink.send(peer, reveal);
  }

  /** The joining peer gets everything; the others get the new list of players. */
  catchUpOthers(peer: P, place: number | null): void {
    this.catchUp(peer, place);
    this.broadcast([], peer);
  }

  /** A connected player's options as last sent: a move chosen before they changed is stale. */
  private noteLegal(seat: Seat, legal: readonly Action[]): void {
    const key = JSON.stringify(legal);
    if (key !== this.legalKeys[seat]) {
      this.legalKeys[seat] = key;
      this.legalSince[seat] = this.g.seq;
    }
  }
}
