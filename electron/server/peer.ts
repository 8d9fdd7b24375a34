/** One client connection as the lobby and tables see it. */
import type { RoutedPeer } from '../../shared/host/route';

export type { HostMessage } from '../../shared/host/wire';

export interface Peer extends RoutedPeer {
  readonly id: number;
  /** PIN attempts refused on this connection (host-tables.ts closes it after too many). */
  refusedPins: number;
  /** When it last said something (a `ping` is not saying something), in performance.now() time. */
  lastSaid: number;
  /** Its closing has begun. */
  closing: boolean;
}
