/** A table's PIN as the host keeps it: salted and hashed (checked by the core's `pinMatches`). */
import { randomBytes } from 'node:crypto';
import { sha256Hex } from '../../shared/fairness';
import type { PinHash } from './journal';

export function pinHash(pin: string): PinHash {
  const salt = randomBytes(16).toString('hex');
  return { salt, hash: sha256Hex(`${salt}|${pin}`) };
}
