/**
 * What a form around the score-a-hand panel already says of how a hand was won (a club table's:
 * the scored player's seat wind from who dealt, ron or tsumo from who paid), so the panel cannot
 * say otherwise. A word the hand leaves out follows the lock; a word it says against the lock is a
 * conflict (the hand is not scored); when the form changes, the hand's words follow it.
 */
import { situationWords, type NotationSituation, type NotationSource } from '../../../shared/notation-situation';
import type { Wind } from '../../../shared/tiles';

export interface SituationLock {
  seatWind?: Wind;
  /** How the last tile may have come; the first is the one taken when the hand says none. */
  sources?: readonly NotationSource[];
}

type Words = Partial<NotationSituation>;

/** How the last tile came in a self-drawn win, and in one paid by a single player (a discard, a robbed kong; the eighth flower taken from one). `firstTile` is both: East's first draw, or the first discard. */
export const SELF_DRAWN: readonly NotationSource[] = ['wall', 'replacement', 'lastWallTile', 'firstTile', 'flowers'];
export const ON_DISCARD: readonly NotationSource[] = ['discard', 'lastDiscard', 'robbedKong', 'firstDiscard', 'firstTile', 'flowers'];

/** The words scored (the lock's seat wind; its first source where the hand says none), and the first word the hand says against the lock. */
export function lockedWords(words: Words | undefined, lock: SituationLock | undefined): { words: Words; conflict: 'seatWind' | 'source' | null } {
  const out: Words = { ...words };
  if (!lock) return { words: out, conflict: null };
  let conflict: 'seatWind' | 'source' | null = null;
  if (lock.seatWind !== undefined) {
    // The locked control shows the lock's wind even while the hand says another (a conflict).
    if (out.seatWind !== undefined && out.seatWind !== lock.seatWind) conflict = 'seatWind';
    out.seatWind = lock.seatWind;
  }
  if (lock.sources?.length) {
    if (out.source === undefined) out.source = lock.sources[0];
    else if (!lock.sources.includes(out.source)) conflict ??= 'source';
  }
  return { words: out, conflict };
}

/** The hand's words made to follow the lock (the form changed): its seat wind, and a source it allows. */
export function followLock(words: Words | undefined, lock: SituationLock | undefined): Words {
  const out: Words = { ...words };
  if (lock?.seatWind !== undefined) out.seatWind = lock.seatWind;
  if (lock?.sources?.length && (out.source === undefined || !lock.sources.includes(out.source))) {
    out.source = lock.sources[0];
    delete out.firstTurn;
    delete out.lastTile;
  }
  return out;
}

/** Why a hand is not scored: the word it says against the lock, and what the form says. */
export function lockConflictText(t: (key: string, values?: Record<string, unknown>) => string, said: NotationSituation, lock: SituationLock | undefined, conflict: 'seatWind' | 'source' | null): string {
  if (!lock || !conflict) return '';
  // The hand's word to delete: the locked seat wind cannot be chosen on the panel.
  const word = situationWords({ seatWind: said.seatWind }, () => '').join(' ');
  if (conflict === 'seatWind') return t('sahLock.seatConflict', { said: t(`winds.${said.seatWind}`), wind: t(`winds.${lock.seatWind}`), word });
  return t('sahLock.sourceConflict', { said: t(`sah.source.${said.source}`), how: t(lock.sources?.includes('discard') ? 'sahLock.onDiscard' : 'sahLock.selfDrawn') });
}
