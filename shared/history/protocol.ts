/**
 * Kept games on the wire: the client messages' schemas (joined into shared/protocol.ts's variant)
 * and what the host sends back. Anyone at the host may list and read its finished games, but a
 * game played at a PIN table only the organiser; removing and pruning games is the organiser's;
 * a player may remove their own name (the name they said hello with).
 */
import * as v from 'valibot';
import type { KeptGame } from './record';
import type { SparrowLog } from './sparrow-log';

const gameId = v.pipe(v.string(), v.regex(/^[0-9A-Za-z_-]{1,80}$/));

export const HISTORY_CLIENT_MESSAGES = [
  /** The finished games this client may see, newest first. */
  v.strictObject({ t: v.literal('historyList') }),
  /** One game's Sparrow log (to replay, review, download). */
  v.strictObject({ t: v.literal('historyGet'), game: gameId }),
  /** The organiser removes one game. */
  v.strictObject({ t: v.literal('historyRemove'), game: gameId }),
  /** The organiser removes every game finished before `before` (ms since the epoch). */
  v.strictObject({ t: v.literal('historyPrune'), before: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(8.64e15)) }),
  /** A player removes their name from every kept game (the organiser may remove anyone's). */
  v.strictObject({ t: v.literal('historyForget'), name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(64)) }),
] as const;

export type HistoryClientMessage = v.InferOutput<(typeof HISTORY_CLIENT_MESSAGES)[number]>;
const HISTORY_MESSAGE_TYPES: readonly HistoryClientMessage['t'][] = ['historyList', 'historyGet', 'historyRemove', 'historyPrune', 'historyForget'];
export const isHistoryMessage = (m: { t: string }): m is HistoryClientMessage => (HISTORY_MESSAGE_TYPES as readonly string[]).includes(m.t);

export type HistoryServerMessage =
  /** `cap`: the most games this host keeps (the oldest go first); `mayPrune`: this client may remove and prune. */
  | { t: 'history'; games: KeptGame[]; cap: number; mayPrune: boolean }
  | { t: 'historyGame'; game: string; log: SparrowLog }
  /** How many games a remove, prune or forget changed. */
  | { t: 'historyChanged'; for: 'historyRemove' | 'historyPrune' | 'historyForget'; count: number };
