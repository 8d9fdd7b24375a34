/**
 * This device's player key for a host: a random secret kept in localStorage per host address and
 * sent in every hello. The host keeps only its hash beside the places this device took, so "remove
 * my name" takes the name out of the games played from this device and no one else's.
 */
import { PLAYER_KEY_PATTERN } from '../../../shared/protocol';
import { readKeys, writeKeys } from './keyStore';

const STORE_KEY = 'sparrow.playerKeys.v1';

/** This device's key for `address`, made the first time it is asked for. */
export function playerKeyFor(address: string): string {
  const keys = readKeys('local', STORE_KEY);
  const known = keys[address];
  if (typeof known === 'string' && PLAYER_KEY_PATTERN.test(known)) return known;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const key = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  writeKeys('local', STORE_KEY, { ...keys, [address]: key });
  return key;
}
