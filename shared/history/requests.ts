/**
 * The kept games' messages (protocol.ts) for one client, as every shell answers them (the server
 * from its history files, practice from the browser's storage). Who may do what:
 * anyone at the host lists and reads finished games, except those played at a PIN table (the
 * organiser's alone: a PIN asks for privacy, and a list has no PIN to check); removing and pruning
 * games is the organiser's; a player removes their own name (the name of their hello), the
 * organiser anyone's.
 */
import type { ErrorCode } from '../protocol';
import type { HistoryClientMessage, HistoryServerMessage } from './protocol';
import type { KeptGame } from './record';
import type { SparrowLog } from './sparrow-log';

/** Where a shell keeps finished games. */
export interface HistoryStore {
  readonly cap: number;
  /** Keeps a finished game (the shell calls it when its table's game ends). */
  add(log: SparrowLog): KeptGame | null;
  /** Newest first; a PIN table's games only for the organiser. */
  list(organiser: boolean): KeptGame[];
  log(id: string, organiser: boolean): SparrowLog | null;
  remove(id: string): boolean;
  /** Removes every game finished before `before`; how many. */
  prune(before: number): number;
  /** Takes a name out of every kept game; how many games changed. */
  /** Takes `name` out of every kept game; with `owner`, only of those where a place of that name was that device's. */
  forget(name: string, owner?: string): number;
}

/** Who asks: the name of their hello, and whether they are the organiser (practice: the device's own user is). */
export interface HistoryAsker {
  name: string;
  organiser: boolean;
  /** The asking device's player key hash (HostPeer.owner), if it gave one. */
  owner?: string;
}

type Reply = HistoryServerMessage | { t: 'error'; code: ErrorCode; message: string; for: HistoryClientMessage['t'] };

export function historyRequest(history: HistoryStore | undefined, peer: HistoryAsker, message: HistoryClientMessage): Reply[] {
  const t = message.t;
  const refuse = (code: ErrorCode, text: string): Reply[] => [{ t: 'error', code, message: text, for: t }];
  if (!history) return refuse('not-allowed', 'this host keeps no history');
  const list = (): HistoryServerMessage => ({ t: 'history', games: history.list(peer.organiser), cap: history.cap, mayPrune: peer.organiser });
  switch (message.t) {
    case 'historyList':
      return [list()];
    case 'historyGet': {
      const log = history.log(message.game, peer.organiser);
      return log ? [{ t: 'historyGame', game: message.game, log }] : refuse('no-game', 'there is no such game in this host\'s history');
    }
    case 'historyRemove': {
      if (!peer.organiser) return refuse('not-allowed', "only the host's organiser can remove kept games");
      if (!history.remove(message.game)) return refuse('no-game', 'there is no such game in this host\'s history');
      return [{ t: 'historyChanged', for: message.t, count: 1 }, list()];
    }
    case 'historyPrune': {
      if (!peer.organiser) return refuse('not-allowed', "only the host's organiser can prune kept games");
      return [{ t: 'historyChanged', for: message.t, count: history.prune(message.before) }, list()];
    }
    case 'historyForget': {
      if (peer.organiser) return [{ t: 'historyChanged', for: message.t, count: history.forget(message.name) }, list()];
      if (message.name !== peer.name) return refuse('not-allowed', 'you can only remove your own name (the name you joined with)');
      // A name is anyone's to say: it leaves only the games whose place of that name this device held.
      if (!peer.owner) return refuse('not-allowed', 'this device cannot show which games it played here: ask the organiser');
      return [{ t: 'historyChanged', for: message.t, count: history.forget(message.name, peer.owner) }, list()];
    }
  }
}
