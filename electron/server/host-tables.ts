/**
 * The server's tables as the router (shared/host/route.ts) asks them: the lobby, the organiser's
 * key, PIN guessing slowed per address, the history kept on disk and the club night.
 */
import { isLoopbackAddress } from './host-names';
import type { HostTables } from '../../shared/host/route';
import { failure } from '../../shared/host/table-ground';
import type { ClubWire } from './club-wire';
import type { History } from './history';
import { hostKeyMatches } from './host-key';
import type { Lobby } from './lobby';
import type { Peer } from './peer';
import type { PinGuard } from './pin-guard';

export interface ServerTablesInit {
  lobby: Lobby;
  hostName: string;
  /** Peers that said hello and sit at no table: they get the table list when it changes. */
  listeners: Set<Peer>;
  /** The organiser's secret (host-key.ts): a hello carrying it opens the host-only messages. */
  hostKey: string;
  /** Slows PIN guessing per address, for every connection of the host. */
  pinGuard: PinGuard;
  /** The club night's messages (club-wire.ts); none: this host runs no club night. */
  club?: ClubWire;
  /** Finished games kept on this host (history.ts). */
  history?: History;
  /** The page's addresses on the LAN (not loopback): what other players open. */
  openAt?: () => string[];
}

/**
 * The host's LAN addresses go only to a page on the host machine itself (its player shows them to
 * the others); a peer from elsewhere came by an address it knows, and learns no other.
 */
export function openAtFor(peerAddress: string, addresses: readonly string[]): string[] {
  return isLoopbackAddress(peerAddress) ? [...addresses] : [];
}

/** PIN attempts refused on one connection (wrong or while its address waits) before it is closed. */
const MAX_REFUSED_PINS = 10;

export function serverTables(init: ServerTablesInit): HostTables<Peer> {
  const { lobby, pinGuard, club } = init;
  return {
    hostName: init.hostName,
    openAt: (peer) => openAtFor(peer.address, init.openAt?.() ?? []),
    listeners: init.listeners,
    list: () => lobby.list(),
    yours: (peer) => lobby.yours(peer.address),
    closeYours: (peer, id) => lobby.closeBy(peer.address, id),
    table: (id) => lobby.table(id),
    // The organiser's tables are the host's own: they count against no address.
    open: (options, by) => lobby.create(options, by.organiser ? undefined : by.address),
    findToken: (token) => lobby.findToken(token),
    saved: () => lobby.saved(),
    reopen: (id) => lobby.resume(id),
    isOrganiserKey: (key) => hostKeyMatches(init.hostKey, key),
    /** An address that guessed wrong too often waits (pin-guard.ts), only that address; while it waits its attempts are not checked. */
    pinRefused(peer, table, attempt) {
      const wait = attempt !== undefined && table.pin ? pinGuard.waitFor(peer.address) : 0;
      const refused = wait > 0 ? failure('rate-limited', `too many wrong PINs from your address; try again in ${Math.ceil(wait / 1000)} s`) : table.checkPin(attempt);
      if (!refused) return null;
      if (refused.code === 'wrong-pin' && attempt !== undefined) pinGuard.wrong(peer.address);
      if (attempt !== undefined && ++peer.refusedPins >= MAX_REFUSED_PINS) setImmediate(() => peer.close(1008, 'too many wrong PINs'));
      return refused;
    },
    placeRefused: (peer, table) => lobby.placeRefused(peer.address, table.id),
    history: init.history,
    ownsHistory: (peer) => peer.organiser,
    club: club ? (peer, message) => club.handle(peer, message, peer.address) : undefined,
  };
}
