/**
 * What the host may put on the wire. A view message only takes a `SeatView` (branded by its
 * `kind`) and events that went through `eventsFor` (branded here), so sending raw engine state or
 * raw events is a type error.
 */
import type { ServerMessage } from '../../shared/protocol';
import type { Seat, TableEvent } from '../../shared/table/types';
import { eventsFor, type VisibleEvent } from '../../shared/view';

declare const filtered: unique symbol;
export type SeatEvents = VisibleEvent[] & { readonly [filtered]: true };

export const seatEvents = (events: readonly TableEvent[], seat: Seat | null): SeatEvents => eventsFor(events, seat) as SeatEvents;

type ViewMessage = Extract<ServerMessage, { t: 'view' }>;
export type HostMessage = Exclude<ServerMessage, ViewMessage> | (Omit<ViewMessage, 'events'> & { events: SeatEvents });

/** One client connection as the lobby and tables see it. */
export interface Peer {
  readonly id: number;
  /** Said hello with the host key (host-key.ts): may list and reopen saved tables, add bots anywhere. */
  organiser: boolean;
  name: string;
  /** The table this peer sits at or watches. */
  tableId: string | null;
  send(message: HostMessage): void;
  close(code: number, reason: string): void;
}
