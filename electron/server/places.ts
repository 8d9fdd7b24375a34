/**
 * The four places (chairs, in join order) of a table: who sits there, the seat token's hash, the
 * open connection, and whether a bot is standing in for an away player.
 */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../shared/fairness';
import type { PlayerInfo } from '../../shared/protocol';
import type { PinHash, PlaceKind } from './journal';
import type { Peer } from './wire';

export interface Place {
  kind: PlaceKind;
  name: string | null;
  /** SHA-256 of the seat token; the token itself is only ever in the player's hands. */
  tokenHash: string | null;
  /** A bot that took over a player who left; a newcomer may take the place. */
  vacated: boolean;
  peer: Peer | null;
  /** The player is away and the grace period is over: a bot plays the place. */
  covered: boolean;
  graceTimer: NodeJS.Timeout | null;
  /** When the running grace period ends (Date.now() time). */
  graceEndsAt: number | null;
  /** Asked for the next hand. */
  ready: boolean;
  /** The player let the turn clock run out twice in a row: a bot plays the place until they move. */
  idle: boolean;
}

export const emptyPlace = (): Place => ({ kind: 'empty', name: null, tokenHash: null, vacated: false, peer: null, covered: false, graceTimer: null, graceEndsAt: null, ready: false, idle: false });

export const newToken = (): string => randomBytes(32).toString('hex');
export const tokenHash = (token: string): string => sha256Hex(`sparrow-seat-token|${token}`);

export function pinHash(pin: string): PinHash {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: sha256Hex(`${salt}|${pin}`) };
}
export const pinMatches = (pin: PinHash, attempt: string): boolean => sha256Hex(`${pin.salt}|${attempt}`) === pin.hash;

/** A bot plays this place now. */
export const botPlays = (p: Place): boolean => p.kind === 'bot' || (p.kind === 'human' && (p.covered || p.idle));

export function playerInfo(p: Place): PlayerInfo {
  const info: PlayerInfo = { name: p.name, kind: p.kind, connected: p.peer !== null, botPlaying: botPlays(p) };
  const inGrace = p.kind === 'human' && !p.peer && p.graceTimer !== null && p.graceEndsAt !== null;
  return inGrace ? { ...info, graceMsLeft: Math.max(0, p.graceEndsAt! - Date.now()) } : info;
}
