/**
 * What the host may put on the wire. A view message only takes a `SeatView` (branded by its
 * `kind`) and events that went through `eventsFor` (branded here), so sending raw engine state or
 * raw events is a type error.
 */
import type { ServerMessage } from '../protocol';
import type { Seat, TableEvent, TableState } from '../table/types';
import { catchUpEventsFor, eventsFor, type VisibleEvent } from '../view';

declare const filtered: unique symbol;
export type SeatEvents = VisibleEvent[] & { readonly [filtered]: true };

export const seatEvents = (events: readonly TableEvent[], seat: Seat | null): SeatEvents => eventsFor(events, seat) as SeatEvents;
/** The hand's events so far for one joining late (catchUpEventsFor). */
export const seatCatchUpEvents = (state: TableState, events: readonly TableEvent[], seat: Seat | null): SeatEvents => catchUpEventsFor(state, events, seat) as SeatEvents;

type ViewMessage = Extract<ServerMessage, { t: 'view' }>;
type StepsMessage = Extract<ServerMessage, { t: 'replaySteps' }>;
/** A hand's steps as a seat was sent them (hand-steps.ts): each step's events filtered like a view's. */
export type SeatStep = Omit<StepsMessage['steps'][number], 'events'> & { events: SeatEvents };
export type HostMessage =
  | Exclude<ServerMessage, ViewMessage | StepsMessage>
  | (Omit<ViewMessage, 'events'> & { events: SeatEvents })
  | (Omit<StepsMessage, 'steps'> & { steps: SeatStep[] });

/** One client connection as a table sees it (the server's connections, the practice table's in-memory clients). */
export interface HostPeer {
  name: string;
  /** SHA-256 of the device's player key (its hello's `player`), if it gave one: the places it takes are its own. */
  owner?: string;
  /** The table this peer sits at or watches. */
  tableId: string | null;
  /** Sends at once (the core queues what must wait for the journal through its sink instead). */
  send(message: HostMessage): void;
  close(code: number, reason: string): void;
}
