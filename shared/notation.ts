/**
 * Sparrow's compact text notation for tiles, hands and melds (used by tests, logs and
 * the score-a-hand tool). Digits followed by a suit letter, as in "123m456p11z":
 *   m characters 1–9 · p dots 1–9 · s bamboo 1–9 · z honours 1–7 (E S W N, white green red)
 *   f flowers 1–4 · y seasons 1–4
 * A hand is whitespace-separated tokens:
 *   "123m45p"  concealed tiles (order kept)   "[555p]" exposed pung   "[5555p]" exposed kong
 *   "[345s]"   exposed chow                   "{5555p}" concealed kong
 *   "2f3y"     bonus tiles                    "+6p" the winning (last) tile, not in the other tokens
 */
import { type Kind, FIRST_FLOWER, FIRST_SEASON, isBonus } from './tiles';

export type MeldType = 'chow' | 'pung' | 'kong';
interface NotationMeld {
  type: MeldType;
  kinds: Kind[];
  concealed: boolean;
}
export interface HandNotation {
  concealed: Kind[];
  melds: NotationMeld[];
  bonus: Kind[];
  winning?: Kind;
}

export class NotationError extends Error {
  override name = 'NotationError';
}

const SUIT_LETTERS = 'mpszfy';

function kindFrom(digit: number, letter: string): Kind {
  const bad = () => new NotationError(`"${digit}${letter}" is not a tile`);
  switch (letter) {
    case 'm':
    case 'p':
    case 's':
      if (digit < 1 || digit > 9) throw bad();
      return 'mps'.indexOf(letter) * 9 + digit - 1;
    case 'z':
      if (digit < 1 || digit > 7) throw bad();
      return 26 + digit;
    case 'f':
    case 'y':
      if (digit < 1 || digit > 4) throw bad();
      return (letter === 'f' ? FIRST_FLOWER : FIRST_SEASON) + digit - 1;
    default:
      throw bad();
  }
}

function letterOf(kind: Kind): string {
  if (kind < 27) return 'mps'[Math.floor(kind / 9)];
  if (kind < 34) return 'z';
  return kind < FIRST_SEASON ? 'f' : 'y';
}

function digitOf(kind: Kind): number {
  if (kind < 27) return (kind % 9) + 1;
  if (kind < 34) return kind - 26;
  return kind < FIRST_SEASON ? kind - FIRST_FLOWER + 1 : kind - FIRST_SEASON + 1;
}

/** "123m4z" → kinds, in the order written. */
export function parseTiles(text: string): Kind[] {
  const kinds: Kind[] = [];
  let digits: number[] = [];
  for (const ch of text.trim()) {
    if (ch >= '0' && ch <= '9') digits.push(Number(ch));
    else if (SUIT_LETTERS.includes(ch)) {
      if (digits.length === 0) throw new NotationError(`suit letter "${ch}" has no digits before it`);
      for (const d of digits) kinds.push(kindFrom(d, ch));
      digits = [];
    } else throw new NotationError(`unexpected character "${ch}" in "${text}"`);
  }
  if (digits.length > 0) throw new NotationError(`digits without a suit letter at the end of "${text}"`);
  return kinds;
}

/** Kinds → "123m4z", grouping consecutive tiles of one suit letter and keeping their order. */
export function formatTiles(kinds: readonly Kind[]): string {
  let out = '';
  let run = '';
  let letter = '';
  for (const k of kinds) {
    const l = letterOf(k);
    if (l !== letter && run) {
      out += run + letter;
      run = '';
    }
    letter = l;
    run += String(digitOf(k));
  }
  return run ? out + run + letter : out;
}

export function meldTypeOf(kinds: readonly Kind[]): MeldType | null {
  if (kinds.some(isBonus)) return null;
  const sorted = [...kinds].sort((a, b) => a - b);
  const same = sorted.every((k) => k === sorted[0]);
  if (same && sorted.length === 3) return 'pung';
  if (same && sorted.length === 4) return 'kong';
  if (
    sorted.length === 3 &&
    sorted[0] < 27 &&
    Math.floor(sorted[0] / 9) === Math.floor(sorted[2] / 9) &&
    sorted[1] === sorted[0] + 1 &&
    sorted[2] === sorted[0] + 2
  )
    return 'chow';
  return null;
}

function parseMeld(token: string, concealed: boolean): NotationMeld {
  const kinds = parseTiles(token.slice(1, -1));
  const type = meldTypeOf(kinds);
  if (!type) throw new NotationError(`"${token}" is not a chow, pung or kong`);
  if (concealed && type !== 'kong') throw new NotationError(`only a kong can be declared concealed: "${token}"`);
  return { type, kinds, concealed };
}

export function parseHand(text: string): HandNotation {
  const hand: HandNotation = { concealed: [], melds: [], bonus: [] };
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    if (token.startsWith('[') && token.endsWith(']')) hand.melds.push(parseMeld(token, false));
    else if (token.startsWith('{') && token.endsWith('}')) hand.melds.push(parseMeld(token, true));
    else if (token.startsWith('+')) {
      const kinds = parseTiles(token.slice(1));
      if (kinds.length !== 1 || isBonus(kinds[0])) throw new NotationError(`"${token}" must name one playing tile`);
      if (hand.winning !== undefined) throw new NotationError('more than one winning tile');
      hand.winning = kinds[0];
    } else {
      for (const k of parseTiles(token)) (isBonus(k) ? hand.bonus : hand.concealed).push(k);
    }
  }
  return hand;
}

function formatMeld(meld: NotationMeld): string {
  const body = formatTiles(meld.kinds);
  return meld.concealed ? `{${body}}` : `[${body}]`;
}

export function formatHand(hand: HandNotation): string {
  const tokens: string[] = [];
  if (hand.concealed.length) tokens.push(formatTiles(hand.concealed));
  for (const m of hand.melds) tokens.push(formatMeld(m));
  if (hand.bonus.length) tokens.push(formatTiles(hand.bonus));
  if (hand.winning !== undefined) tokens.push('+' + formatTiles([hand.winning]));
  return tokens.join(' ');
}
