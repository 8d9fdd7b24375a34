/**
 * The address of a kept game's replay on the history page: `#/history/host:ID` (a game the host
 * keeps), `#/history/device:ID` (kept on this device), `#/history/file:ID` (opened from a file this
 * session). App.vue reads the page from the address and gives HistoryView the part after it; this
 * says what that part means. Opening a replay is a step of the browser's history, so that Back
 * closes it and stays on the page, and Forward opens it again.
 */
export type GameSource = 'host' | 'device' | 'file';
export interface GameRef {
  source: GameSource;
  id: string;
}

export const HISTORY_HASH = '#/history';

/** Set in the browser's state of a replay's step when the step before it is the history page's list. */
const OVER_THE_LIST = 'sparrowReplayOverTheList';

export function replayHash(game: GameRef): string {
  return `${HISTORY_HASH}/${game.source}:${encodeURIComponent(game.id)}`;
}

/** The game the history page's part of the address names, or null (the list alone). */
export function replayOf(arg: string | null): GameRef | null {
  const m = /^(host|device|file):(.+)$/.exec(arg ?? '');
  if (!m) return null;
  try {
    return { source: m[1] as GameSource, id: decodeURIComponent(m[2]) };
  } catch {
    return null;
  }
}

const overTheList = (): boolean => (history.state as Record<string, unknown> | null)?.[OVER_THE_LIST] === true;

/**
 * Shows `game`'s replay: a new step over the list, or (`instead`: a replay is shown already) in the
 * shown one's place, so that Back still goes to the list.
 */
export function showReplay(game: GameRef, instead: boolean): void {
  const hash = replayHash(game);
  if (location.hash === hash) return;
  const marked = instead ? overTheList() : true;
  if (instead) location.replace(hash);
  else location.hash = hash;
  if (marked) history.replaceState({ ...(history.state as object | null), [OVER_THE_LIST]: true }, '');
}

/** Closes the shown replay: back to the list's step when it came from there, else the list in its place (an address opened as it was). */
export function closeReplay(): void {
  if (overTheList()) history.back();
  else location.replace(HISTORY_HASH);
}
