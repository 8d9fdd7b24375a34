/** What the host core writes to a table's journal (the server keeps it on disk; practice forgets it). */
import type { HouseValue } from '../rules/house';
import type { Action } from '../table/types';

export interface PinHash {
  salt: string;
  hash: string;
}

export type PlaceKind = 'empty' | 'human' | 'bot';

export type JournalRecord =
  /** `preset`: the base preset's id; `rules`: the house rules changed from it (none: the preset as it is). */
  | { k: 'table'; v: number; id: string; name: string; preset: string; rules?: Record<string, HouseValue>; pin: PinHash | null; created: number; unlisted?: boolean }
  /** `drawn`: held for a drawn player (club night) who has not come yet. */
  | { k: 'place'; place: number; kind: PlaceKind; name: string | null; token: string | null; vacated?: boolean; drawn?: boolean }
  | { k: 'hand'; hand: number; commitment: string; secret: string; entropy: string[]; filled?: number[]; seed: string; dealer: number; seatPlayers: boolean }
  /** `s`: the step (the views' `seq`) that shows the action; several actions may share one. */
  | { k: 'act'; n: number; a: Action; s?: number }
  /** A player's answer held during a claim window's pause (written before they are told); the window's settling writes it again as an `act`. */
  | { k: 'held'; a: Action }
  | { k: 'closed' };
