/**
 * The organiser's key: a random secret made when the host starts. A client that says hello with
 * it may do what only the host's own person may (list and reopen saved tables, add bots to any
 * table); being on this machine (loopback) grants nothing, since any local program or a web page
 * the browser runs could connect from there. The app hands the key to its own page through the
 * main process; the headless host prints an organiser link carrying it (`#host=KEY`).
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const newHostKey = (): string => randomBytes(32).toString('hex');

/** Constant time, whatever the attempt's length: both sides are hashed to the same size first. */
export function hostKeyMatches(key: string, attempt: string | undefined): boolean {
  if (attempt === undefined) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(key), digest(attempt));
}

/** The organiser link the headless host prints: the page at `base` with the key in its fragment (never sent over the wire by a browser). */
export const organiserLink = (base: string, key: string): string => `${base.replace(/\/$/, '')}/#host=${key}`;
