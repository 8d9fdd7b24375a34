/**
 * Sparrow's compact text notation for tiles, hands and melds (used by tests, logs and
 * the score-a-hand tool). Digits followed by a suit letter, as in "123m456p11z":
 *   m characters 1–9 · p dots 1–9 · s bamboo 1–9 · z honours 1–7 (E S W N, white green red)
 *   f flowers 1–4 · y seasons 1–4 · 0m 0p 0s a red five
 * A hand is whitespace-separated tokens:
 *   "123m45p"  concealed tiles (order kept)   "[555p]" exposed pung   "[345s]" exposed chow
 *   "{5555p}"  concealed kong                 "[5555p]" kong added to an exposed pung
 *   "<5555p>"  kong claimed from a discard onto a concealed pung (exposed, the hand still concealed)
 *   "2f3y"     bonus tiles                    "+6p" the winning (last) tile, not in the other tokens ("+4y" a win by flowers)
 *   "45+6p"    the set (pair, chow, pung, knitted) the winning tile completed, when it matters;
 *   "[45+6p]"  laid open with the claimed winning tile
 *   "@discard" how the hand was won (notation-situation.ts), the defaults left out
 */
import { NotationError } from './notation-error';
import { readSituationWord, situationWords, type NotationSituation, type ReadKinds } from './notation-situation';
import { type Kind, FIRST_FLOWER, FIRST_SEASON, isBonus } from './tiles';

export { NotationError } from './notation-error';

export type MeldType = 'chow' | 'pung' | 'kong';
export interface NotationMeld {
  type: MeldType;
  kinds: Kind[];
  concealed: boolean;
  /** A kong claimed from a discard onto a concealed pung (`<5555p>`); else an exposed kong was added to an exposed pung. */
  claimed?: boolean;
}
/** The set the winning tile completed (`45+6p`): its tiles, the winning one among them; `exposed` when laid open with a claimed tile (`[45+6p]`). */
export interface WinningSet {
  /** `knitted`: one rank in two or three suits (classical special hands). */
  type: 'pair' | 'chow' | 'pung' | 'knitted';
  kinds: Kind[];
  exposed?: boolean;
}
export interface HandNotation {
  /** Concealed tiles, without the winning tile (a winning set's other tiles are here). */
  concealed: Kind[];
  melds: NotationMeld[];
  bonus: Kind[];
  winning?: Kind;
  winningSet?: WinningSet;
  /** Red fives (`0m`, `0p`, `0s`), one entry per red tile: the kind of its five. */
  red?: Kind[];
  /** The `@` words: how the hand was won, when not the defaults. */
  situation?: Partial<NotationSituation>;
}

const SUIT_LETTERS = 'mpszfy';

const FIVES: readonly Kind[] = [4, 13, 22];
export const isFive = (k: Kind): boolean => FIVES.includes(k);

function kindFrom(digit: number, letter: string): Kind {
  const bad = () => new NotationError(`"${digit}${letter}" is not a tile`);
  switch (letter) {
    case 'm':
    case 'p':
    case 's':
      if (digit > 9) throw bad();
      return 'mps'.indexOf(letter) * 9 + (digit === 0 ? 4 : digit - 1);
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

interface ReadTiles {
  kinds: Kind[];
  /** Indexes of red fives (written 0). */
  red: number[];
  /** Index of the tile written after "+", or -1. */
  marked: number;
}

/** "45+0m" → kinds, which are red, which is marked "+" (allowed only where `plus`). */
function readTiles(text: string, plus = false): ReadTiles {
  const out: ReadTiles = { kinds: [], red: [], marked: -1 };
  let digits: number[] = [];
  let markAt = -1;
  for (const ch of text.trim()) {
    if (ch >= '0' && ch <= '9') digits.push(Number(ch));
    else if (ch === '+' && plus && markAt < 0 && out.marked < 0) markAt = digits.length;
    else if (SUIT_LETTERS.includes(ch)) {
      if (digits.length === 0 || markAt === digits.length) throw new NotationError(`suit letter "${ch}" has no digits before it`);
      digits.forEach((d, i) => {
        if (i === markAt) out.marked = out.kinds.length;
        if (d === 0) out.red.push(out.kinds.length);
        out.kinds.push(kindFrom(d, ch));
      });
      digits = [];
      markAt = -1;
    } else throw new NotationError(`unexpected character "${ch}" in "${text}"`);
  }
  if (digits.length > 0) throw new NotationError(`digits without a suit letter at the end of "${text}"`);
  return out;
}

/** "123m4z" → kinds, in the order written (a red five "0m" is a five). */
export function parseTiles(text: string): Kind[] {
  return readTiles(text).kinds;
}

/** "30m" → its kinds, and the five's kind of each red five. */
function readKinds(text: string): ReadKinds {
  const read = readTiles(text);
  return { kinds: read.kinds, red: read.red.map((i) => read.kinds[i]) };
}

/**
 * Kinds → "123m4z", grouping consecutive tiles of one suit letter and keeping their order.
 * `red` (a five's kind for each red five still to write) writes the first fives of its suits as 0, taking them from it.
 */
export function formatTiles(kinds: readonly Kind[], red?: Kind[], mark = -1): string {
  let out = '';
  let run = '';
  let letter = '';
  kinds.forEach((k, i) => {
    const l = letterOf(k);
    if (l !== letter && run) {
      out += run + letter;
      run = '';
    }
    letter = l;
    const r = red?.indexOf(k) ?? -1;
    if (r >= 0) red!.splice(r, 1);
    run += (i === mark ? '+' : '') + (r >= 0 ? '0' : String(digitOf(k)));
  });
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

function parseMeld(token: string, hand: HandNotation): NotationMeld | null {
  const read = readTiles(token.slice(1, -1), token.startsWith('['));
  if (read.marked >= 0) {
    addRed(hand, read);
    parseWinningSet(token, hand, read, true);
    return null;
  }
  const type = meldTypeOf(read.kinds);
  if (!type) throw new NotationError(`"${token}" is not a chow, pung or kong`);
  const concealed = token.startsWith('{');
  if (concealed && type !== 'kong') throw new NotationError(`only a kong can be declared concealed: "${token}"`);
  if (token.startsWith('<') && type !== 'kong') throw new NotationError(`only a kong can be claimed onto a concealed pung: "${token}"`);
  addRed(hand, read);
  return token.startsWith('<') ? { type, kinds: read.kinds, concealed, claimed: true } : { type, kinds: read.kinds, concealed };
}

function addRed(hand: HandNotation, read: ReadTiles): void {
  if (read.red.length) (hand.red ??= []).push(...read.red.map((i) => read.kinds[i]));
}

/** A lone "+" tile may be a flower or season (a Taiwanese win by flowers; hand-problems.ts says where it may not). */
function setWinning(hand: HandNotation, token: string, kind: Kind, bonusAllowed = false): void {
  if (isBonus(kind) && !bonusAllowed) throw new NotationError(`"${token}" must name one playing tile`);
  if (hand.winning !== undefined) throw new NotationError('more than one winning tile');
  hand.winning = kind;
}

/** One rank in two or three suits ("8m8p"). */
const isKnitted = (kinds: readonly Kind[]): boolean =>
  kinds.length >= 2 && kinds.length <= 3 && kinds.every((k) => k < 27 && k % 9 === kinds[0] % 9) && new Set(kinds.map((k) => Math.floor(k / 9))).size === kinds.length;

function winningSetType(kinds: readonly Kind[]): WinningSet['type'] | null {
  if (kinds.length === 2 && kinds[0] === kinds[1]) return 'pair';
  if (isKnitted(kinds)) return 'knitted';
  const type = meldTypeOf(kinds);
  return type === 'chow' || type === 'pung' ? type : null;
}

/** "45+6p": the winning tile 6p completing the chow 456p ("[45+6p]" laid open); its other tiles join the concealed ones. */
function parseWinningSet(token: string, hand: HandNotation, read: ReadTiles, exposed = false): void {
  const kinds = read.kinds;
  const type = winningSetType(kinds);
  if (!type) throw new NotationError(`"${token}" is not a pair, chow or pung the winning tile completed`);
  setWinning(hand, token, kinds[read.marked]);
  hand.winningSet = exposed ? { type, kinds: [...kinds], exposed } : { type, kinds: [...kinds] };
  hand.concealed.push(...kinds.filter((_, i) => i !== read.marked));
}

const BRACKETS: Record<string, string> = { '[': ']', '{': '}', '<': '>' };

export function parseHand(text: string): HandNotation {
  const hand: HandNotation = { concealed: [], melds: [], bonus: [] };
  const situation: Partial<NotationSituation> = {};
  for (const token of text.trim().split(/\s+/).filter(Boolean)) {
    const close = BRACKETS[token[0]];
    if (close && token.endsWith(close)) {
      const meld = parseMeld(token, hand);
      if (meld) hand.melds.push(meld);
    }
    else if (token.startsWith('@')) readSituationWord(token, situation, readKinds);
    else if (token.startsWith('+')) {
      const read = readTiles(token.slice(1));
      if (read.kinds.length !== 1) throw new NotationError(`"${token}" must name one playing tile`);
      setWinning(hand, token, read.kinds[0], true);
      addRed(hand, read);
    } else {
      const read = readTiles(token, true);
      addRed(hand, read);
      if (read.marked >= 0) parseWinningSet(token, hand, read);
      else for (const k of read.kinds) (isBonus(k) ? hand.bonus : hand.concealed).push(k);
    }
  }
  if (Object.keys(situation).length) hand.situation = situation;
  hand.red?.sort((a, b) => a - b);
  return hand;
}

function formatMeld(meld: NotationMeld, red: Kind[]): string {
  const body = formatTiles(meld.kinds, red);
  if (meld.claimed) return `<${body}>`;
  return meld.concealed ? `{${body}}` : `[${body}]`;
}

/** The hand in notation; reading it back gives the same hand (a red five is written on the first five of its suit). */
export function formatHand(hand: HandNotation): string {
  const tokens: string[] = [];
  const red = [...(hand.red ?? [])];
  const concealed = [...hand.concealed];
  let winningSet = '';
  if (hand.winningSet && hand.winning !== undefined) {
    // The winning tile last ("55+5p"): a token starting with "+" is a lone winning tile.
    const set = [...hand.winningSet.kinds];
    set.splice(set.indexOf(hand.winning), 1);
    for (const k of set) {
      const at = concealed.indexOf(k);
      if (at >= 0) concealed.splice(at, 1);
    }
    winningSet = formatTiles([...set, hand.winning], red, set.length);
    if (hand.winningSet.exposed) winningSet = `[${winningSet}]`;
  }
  if (concealed.length) tokens.push(formatTiles(concealed, red));
  for (const m of hand.melds) tokens.push(formatMeld(m, red));
  if (winningSet) tokens.push(winningSet);
  if (hand.bonus.length) tokens.push(formatTiles(hand.bonus));
  if (hand.winning !== undefined && !winningSet) tokens.push('+' + formatTiles([hand.winning], red));
  if (hand.situation) tokens.push(...situationWords(hand.situation, (k, red) => formatTiles(k, red)));
  return tokens.join(' ');
}
