/**
 * Errors in the player's language: each host error code and each kind of notation error has its
 * own message. The host's (English) text is kept only as a detail for a tooltip.
 */
import { NotationError } from '../../../shared/notation';

type T = (key: string, params?: Record<string, unknown>) => string;

/** "wrong-pin" → "errors.wrongPin". */
export const errorKey = (code: string): string => `errors.${code.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}`;

/** A host error, translated by its code. */
export function hostError(code: string, t: T, te: (key: string) => boolean): string {
  const key = errorKey(code);
  return te(key) ? t(key) : t('errors.internal');
}

/** What went wrong in a hand written in notation, by the notation reader's message. */
const NOTATION: { re: RegExp; key: string }[] = [
  { re: /^"(.+)" is not a tile$/, key: 'notTile' },
  { re: /^suit letter "(.+)" has no digits before it$/, key: 'noDigits' },
  { re: /^unexpected character "(.+)" in /, key: 'badCharacter' },
  { re: /^digits without a suit letter at the end of "(.+)"$/, key: 'noSuit' },
  { re: /^"(.+)" is not a chow, pung or kong$/, key: 'notSet' },
  { re: /^only a kong can be declared concealed: "(.+)"$/, key: 'concealedNotKong' },
  { re: /^"(.+)" must name one playing tile$/, key: 'winningOne' },
  { re: /^more than one winning tile$/, key: 'twoWinning' },
  { re: /^"(.+)" is not a pair, chow or pung the winning tile completed$/, key: 'notWinningSet' },
  { re: /^only a kong can be claimed onto a concealed pung: "(.+)"$/, key: 'claimedNotKong' },
  { re: /^"(.+)" is not a word of the notation$/, key: 'badWord' },
  { re: /^"(.+)" says again what another word said$/, key: 'wordTwice' },
];

/** The reason a notation could not be read, in your language (a general one for a message we do not know). */
export function notationReason(e: NotationError, t: T): string {
  for (const { re, key } of NOTATION) {
    const m = re.exec(e.message);
    if (m) return t(`sah.notationErrors.${key}`, { token: m[1] ?? '' });
  }
  return t('sah.notationErrors.other');
}
