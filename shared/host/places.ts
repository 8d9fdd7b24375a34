/**
 * The four places (chairs, in join order) of a table: who sits there, the seat token's hash, the
 * open connection, and whether a bot is standing in for an away player.
 */
import { bytesToHex } from '@noble/hashes/utils.js';
import { sha256Hex } from '../fairness';
import type { PlayerInfo } from '../protocol';
import { systemRandom, type RandomSource, type TimerHandle } from './clock';
import type { PinHash, PlaceKind } from './records';

export interface Place<P = unknown> {
  kind: PlaceKind;
  name: string | null;
  /** SHA-256 of the seat token; the token itself is only ever in the player's hands. */
  tokenHash: string | null;
  /** The device that holds the place (its player key's hash), as far as the host knows (HostPeer.owner). */
  owner: string | null;
  /** A bot that took over a player who left; a newcomer may take the place. */
  vacated: boolean;
  peer: P | null;
  /** The player is away and the grace period is over: a bot plays the place. */
  covered: boolean;
  graceTimer: TimerHandle | null;
  /** When the running grace period ends (the host clock's time). */
  graceEndsAt: number | null;
  /** Asked for the next hand. */
  ready: boolean;
  /** The player let the turn clock run out twice in a row: a bot plays the place until they move. */
  idle: boolean;
  /** Held for a drawn player (a club night) who has not come yet: once the grace period is over, it does not hold the table up. */
  awaited: boolean;
  /** The step (`seq`) at which whoever holds the place now took it: a hand dealt before it is not theirs to step through again (hand-steps.ts). */
  since: number;
  /**
   * A club night's place: the drawn player it was reserved for, and the step of the reservation.
   * It stays the place's whoever plays it meanwhile, and that player's `since` is the
   * reservation's however they come back to it (drawn-places.ts).
   */
  drawnFor: { name: string; since: number } | null;
}

export const emptyPlace = <P = unknown>(): Place<P> => ({ kind: 'empty', name: null, tokenHash: null, owner: null, vacated: false, peer: null, covered: false, graceTimer: null, graceEndsAt: null, ready: false, idle: false, awaited: false, since: 0, drawnFor: null });

export const newToken = (random: RandomSource): string => bytesToHex(random(32));
export const tokenHash = (token: string): string => sha256Hex(`sparrow-seat-token|${token}`);

/** A table's PIN as the host keeps it: salted and hashed. */
export function pinHash(pin: string, random: RandomSource = systemRandom): PinHash {
  const salt = bytesToHex(random(16));
  return { salt, hash: sha256Hex(`${salt}|${pin}`) };
}
export const pinMatches = (pin: PinHash, attempt: string): boolean => sha256Hex(`${pin.salt}|${attempt}`) === pin.hash;

/**
 * A bot's name: "Bot" and a number from 1 to 4 it keeps while it sits (a bot that takes a place
 * gets the lowest number no bot at the table has: `freeBotName`). The renderer shows it in the
 * player's language.
 */
export const botName = (n: number): string => `Bot ${n}`;
export const isBotName = (name: string | null): boolean => name !== null && /^Bot [1-4]$/.test(name);
/** A person's name as the host seats them: one that reads as a bot's ("Bot 2") gets a mark, so a list without kinds (a table summary) cannot take them for a bot. */
export const personName = (name: string): string => (isBotName(name) ? `${name}*` : name);
/** The number in a bot's name ("Bot 3": 3), or null for any other name. */
export const botNameNumber = (name: string | null): number | null => (isBotName(name) ? Number(name!.slice(4)) : null);
/** The name for a bot taking a place at a table whose names are `names` (its own place's left out): the lowest number not in use. */
export function freeBotName(names: readonly (string | null)[]): string {
  const used = new Set(names.map(botNameNumber));
  let n = 1;
  while (used.has(n)) n++;
  return botName(n);
}
/** The number of the bot at `place` among the bots (`isBot` by place): how a list without the host's names (a club table's) numbers them. */
export const botNumber = (isBot: readonly boolean[], place: number): number => isBot.slice(0, place).filter(Boolean).length + 1;

/** A bot plays this place now. */
export const botPlays = (p: Place): boolean => p.kind === 'bot' || (p.kind === 'human' && (p.covered || p.idle));

/** Who sits at a place, as the views tell it; `now` (the host clock's) dates the grace period left. */
export function playerInfo(p: Place, now: number): PlayerInfo {
  const info: PlayerInfo = { name: p.name, kind: p.kind, connected: p.peer !== null, botPlaying: botPlays(p) };
  const inGrace = p.kind === 'human' && !p.peer && p.graceTimer !== null && p.graceEndsAt !== null;
  return inGrace ? { ...info, graceMsLeft: Math.max(0, p.graceEndsAt! - now) } : info;
}
