/**
 * Commit–reveal fairness. Before anyone sees a tile the host publishes SHA-256 of a fresh secret;
 * every player then contributes entropy; the hand's seed is derived from all of them, so neither
 * the host (committed before seeing the entropy) nor any player (who cannot see the secret) can
 * steer the wall or the dice. After the hand the host reveals the secret and anyone can re-run
 * the ceremony with `verifyHand`.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';
import { rngFromHex, type Rng } from './random';

const HEX_SECRET = /^[0-9a-f]{64}$/;

export const sha256Hex = (text: string): string => bytesToHex(sha256(utf8ToBytes(text)));

export function isSecret(secret: string): boolean {
  return HEX_SECRET.test(secret);
}

export function commitmentOf(secret: string): string {
  if (!isSecret(secret)) throw new Error('a secret is 64 lower-case hex digits');
  return bytesToHex(sha256(hexToBytes(secret)));
}

/** The hand's seed: one hash over the host secret and every player's entropy, in seat order. */
export function deriveSeed(hostSecret: string, playerEntropy: readonly string[]): string {
  const parts = [hostSecret, ...playerEntropy].map((p) => `${p.length}:${p}`);
  return sha256Hex(`sparrow-seed-v1|${parts.join('|')}`);
}

/**
 * The entropy the host puts in for a place that sent none (a bot, an absent player). It follows
 * from the secret committed before anyone's entropy arrived, so the host cannot pick it afterwards
 * to steer the wall; anyone can recompute it from the revealed secret.
 */
export const fillerEntropy = (hostSecret: string, place: number): string => sha256Hex(`sparrow-filler-v1|${hostSecret}|${place}`);

/** Every place the host filled in has the filler its secret gives; every place known to be a bot is among them. */
export function fillersHonest(hostSecret: string, entropy: readonly string[], filled: readonly number[], bots: readonly number[]): boolean {
  return filled.every((p) => entropy[p] === fillerEntropy(hostSecret, p)) && bots.every((p) => filled.includes(p));
}

export const rngFromSeed = (seed: string): Rng => rngFromHex(seed);
