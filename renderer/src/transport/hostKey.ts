/**
 * The organiser's host key, per host address: it makes the host treat this page as its organiser
 * (saved tables, bots anywhere). The app gets it from its own main process; in a browser it comes
 * in the organiser link's fragment (`#host=KEY`, never sent over the network), is kept in
 * sessionStorage (this tab only) and taken out of the address bar at once, so it is neither
 * bookmarked, shared by copying the URL, nor shown over the organiser's shoulder.
 */
import { HOST_KEY_PATTERN } from '../../../shared/protocol';
import { readKeys, writeKeys } from './keyStore';

const STORE_KEY = 'sparrow.hostKeys.v1';
/** Hosts whose key this tab held until the host refused it (it restarted): the club page says the organiser link changed. */
const OUTDATED_KEY = 'sparrow.hostKeysOutdated.v1';
const known = new Map<string, string>();

const stored = (): Record<string, string> => readKeys('session', STORE_KEY);
const store = (keys: Record<string, string>): void => writeKeys('session', STORE_KEY, keys);

export function rememberHostKey(address: string, key: string): void {
  if (!HOST_KEY_PATTERN.test(key)) return;
  known.set(address, key);
  store({ ...stored(), [address]: key });
  const { [address]: _fresh, ...outdated } = readKeys('session', OUTDATED_KEY);
  writeKeys('session', OUTDATED_KEY, outdated);
}

/** The host no longer takes the key (it restarts with a new one): forgotten, and remembered as outdated for this tab. */
export function forgetHostKey(address: string): void {
  known.delete(address);
  const { [address]: _gone, ...rest } = stored();
  store(rest);
  writeKeys('session', OUTDATED_KEY, { ...readKeys('session', OUTDATED_KEY), [address]: '1' });
}

/** This tab held an organiser link to the host that the host no longer takes, and has had no new one since. */
export const hostKeyOutdated = (address: string): boolean => readKeys('session', OUTDATED_KEY)[address] === '1';

export function hostKeyFor(address: string): string | undefined {
  const key = known.get(address) ?? stored()[address];
  return typeof key === 'string' && HOST_KEY_PATTERN.test(key) ? key : undefined;
}

/** Takes `#host=KEY` out of the page's address (keeping it for the page's own host); true if there was one. */
export function takeHostKeyFromUrl(loc: Location = location, hist: History = history): boolean {
  const m = /^#host=([^&]*)$/.exec(loc.hash);
  if (!m) return false;
  rememberHostKey(loc.host, m[1]);
  hist.replaceState(hist.state, '', `${loc.pathname}${loc.search}`);
  return true;
}
