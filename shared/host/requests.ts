/** A peer's requests to the table it sits at, as every shell routes them (the server's connections, the practice table). */
import type { ClientMessage } from '../protocol';
import type { Failure } from './table-ground';
import type { TableCore } from './table-core';
import type { HostMessage, HostPeer } from './wire';

export type PlayMessage = Extract<ClientMessage, { t: 'entropy' | 'act' | 'ceremonyDone' | 'nextHand' | 'watchReplay' | 'playAgain' }>;
export type ExportLogMessage = Extract<ClientMessage, { t: 'exportLog' }>;

export function playRequest<P extends HostPeer>(table: TableCore<P>, peer: P, message: PlayMessage): Failure | null {
  switch (message.t) {
    case 'entropy':
      return table.entropy(peer, message.hand, message.value);
    case 'act':
      return table.act(peer, message);
    case 'ceremonyDone':
      return table.ceremonyDone(peer, message.hand);
    case 'nextHand':
      return table.nextHand(peer);
    case 'watchReplay':
      return table.watchReplay(peer, message.watching);
    case 'playAgain':
      return table.playAgain(peer);
  }
}

/** The finished game's log as the message that carries it, or why not. */
export function logRequest<P extends HostPeer>(table: TableCore<P>, peer: P, message: ExportLogMessage): Extract<HostMessage, { t: 'gameLog' }> | Failure {
  const log = table.exportLog(peer, message.format);
  return 'code' in log ? log : { t: 'gameLog', table: table.id, format: message.format, ...log };
}

/** A peer is at one table at a time: it may create, join or watch only once it has left its table (a spectator may join the table it watches). */
export function leaveFirst<P extends HostPeer>(current: TableCore<P> | undefined, peer: P, target?: string): Failure | null {
  if (!current || (current.id === target && current.isSpectator(peer))) return null;
  return { code: 'not-allowed', message: 'leave your table first' };
}
