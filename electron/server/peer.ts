/** One client connection as the lobby and tables see it. */
import type { HostPeer } from '../../shared/host/wire';

export type { HostMessage } from '../../shared/host/wire';

export interface Peer extends HostPeer {
  readonly id: number;
  /** Said hello with the host key (host-key.ts): may list and reopen saved tables, add bots anywhere. */
  organiser: boolean;
}
