/**
 * How a hand written in Sparrow's notation was won, beyond its tiles: the `@` words of a hand
 * ("@discard @seat:S @riichi @dora:3m"). A word left out is the default (drawn from the wall, East
 * in the East round, nothing declared). The families read what they score (family.ts).
 */
import type { LastTileSource } from './rules/classical/types';
import { NotationError } from './notation-error';
import type { Kind, Wind } from './tiles';

/** Situations a classical player declares that the tiles cannot show (offered where the table scores them). */
export type DeclaredSituation = 'originalCall' | 'twofoldFortune' | 'eastNinthWin';

/**
 * How the last tile came: the classical sources; (riichi) a discard before the winner's first draw,
 * nobody having called; (Taiwanese) the eighth flower or season exposed.
 */
export type NotationSource = LastTileSource | 'firstDiscard' | 'flowers';

export interface NotationSituation {
  source: NotationSource;
  seatWind: Wind;
  prevailingWind: Wind;
  /** Riichi: the hand declared riichi; `doubleRiichi` in the first go-round; `ippatsu` won within the go-round after. */
  riichi?: boolean;
  doubleRiichi?: boolean;
  ippatsu?: boolean;
  /** Riichi: the dora indicators turned, and the ura indicators under them. */
  dora?: Kind[];
  ura?: Kind[];
  /** Riichi: the red fives among those indicators (the kind of each one's five). */
  redIndicators?: Kind[];
  /** Classical: what the player declares. */
  declared?: Partial<Record<DeclaredSituation, boolean>>;
  /** Taiwanese: hands the dealer has won in a row before this one. */
  dealerStreak?: number;
  /**
   * Taiwanese: a loose tile (`@replacement`) that was also the winner's first draw, or the wall's
   * last tile (`@replacement @first-tile`, `@replacement @last-wall-tile`).
   */
  firstTurn?: boolean;
  lastTile?: boolean;
}

export const DEFAULT_SITUATION: NotationSituation = { source: 'wall', seatWind: 0, prevailingWind: 0 };

/** Every source word, in the panel's order; `wall` is the default and not written. */
export const SOURCE_WORDS: Record<NotationSource, string> = {
  wall: 'wall',
  discard: 'discard',
  replacement: 'replacement',
  lastWallTile: 'last-wall-tile',
  lastDiscard: 'last-discard',
  robbedKong: 'robbed-kong',
  firstTile: 'first-tile',
  firstDiscard: 'first-discard',
  flowers: 'flowers',
};
const DECLARED_WORDS: Record<DeclaredSituation, string> = { originalCall: 'original-call', twofoldFortune: 'twofold-fortune', eastNinthWin: 'east-ninth-win' };
const WIND_LETTERS = 'ESWN';

/** A tile list as the notation reads it: its kinds, and the five's kind of each red five among them. */
export interface ReadKinds {
  kinds: Kind[];
  red: Kind[];
}

/**
 * Reads one `@` word into `into`; `tiles` reads a tile list (the notation's own reader).
 * Throws NotationError for a word it does not know, or one said twice.
 */
export function readSituationWord(token: string, into: Partial<NotationSituation>, tiles: (text: string) => ReadKinds): void {
  const [word, value, extra] = token.slice(1).split(':');
  const bad = () => new NotationError(`"${token}" is not a word of the notation`);
  if (extra !== undefined) throw bad();
  const source = (Object.keys(SOURCE_WORDS) as NotationSource[]).find((s) => SOURCE_WORDS[s] === word);
  const declared = (Object.keys(DECLARED_WORDS) as DeclaredSituation[]).find((d) => DECLARED_WORDS[d] === word);
  const once = <K extends keyof NotationSituation>(key: K, v: NotationSituation[K]) => {
    if (into[key] !== undefined) throw new NotationError(`"${token}" says again what another word said`);
    into[key] = v;
  };
  if (value === undefined) {
    if (source && into.source && [source, into.source].includes('replacement') && [source, into.source].some((x) => x === 'firstTile' || x === 'lastWallTile')) {
      // A loose tile that was also the first turn's or the wall's last: two words, one source (and one of the two).
      if (into.firstTurn || into.lastTile) throw new NotationError(`"${token}" says again what another word said`);
      into[[source, into.source].includes('firstTile') ? 'firstTurn' : 'lastTile'] = true;
      into.source = 'replacement';
    } else if (source) once('source', source);
    else if (declared) {
      if (into.declared?.[declared]) throw new NotationError(`"${token}" says again what another word said`);
      into.declared = { ...into.declared, [declared]: true };
    }
    else if (word === 'riichi') once('riichi', true);
    else if (word === 'double-riichi') {
      once('riichi', true);
      into.doubleRiichi = true;
    } else if (word === 'ippatsu') once('ippatsu', true);
    else throw bad();
    return;
  }
  if (word === 'seat' || word === 'round') {
    const w = WIND_LETTERS.indexOf(value.toUpperCase());
    if (w < 0 || value.length !== 1) throw bad();
    once(word === 'seat' ? 'seatWind' : 'prevailingWind', w as Wind);
  } else if (word === 'dora' || word === 'ura') {
    const read = tiles(value);
    once(word, read.kinds);
    if (read.red.length) into.redIndicators = [...(into.redIndicators ?? []), ...read.red];
  }
  else if (word === 'streak' && /^\d{1,2}$/.test(value)) once('dealerStreak', Number(value));
  else throw bad();
}

/** The `@` words of a situation, defaults left out; `tiles` writes a tile list, its red fives (`red`, taken from it) as 0. */
export function situationWords(s: Partial<NotationSituation>, tiles: (kinds: readonly Kind[], red: Kind[]) => string): string[] {
  const red = [...(s.redIndicators ?? [])];
  const out: string[] = [];
  if (s.source && s.source !== 'wall') out.push(`@${SOURCE_WORDS[s.source]}`);
  if (s.source === 'replacement' && s.firstTurn) out.push(`@${SOURCE_WORDS.firstTile}`);
  if (s.source === 'replacement' && s.lastTile) out.push(`@${SOURCE_WORDS.lastWallTile}`);
  if (s.seatWind) out.push(`@seat:${WIND_LETTERS[s.seatWind]}`);
  if (s.prevailingWind) out.push(`@round:${WIND_LETTERS[s.prevailingWind]}`);
  if (s.doubleRiichi) out.push('@double-riichi');
  else if (s.riichi) out.push('@riichi');
  if (s.ippatsu) out.push('@ippatsu');
  if (s.dora?.length) out.push(`@dora:${tiles(s.dora, red)}`);
  if (s.ura?.length) out.push(`@ura:${tiles(s.ura, red)}`);
  if (s.dealerStreak) out.push(`@streak:${s.dealerStreak}`);
  for (const d of Object.keys(DECLARED_WORDS) as DeclaredSituation[]) if (s.declared?.[d]) out.push(`@${DECLARED_WORDS[d]}`);
  return out;
}

/** The situation a hand's words say, the defaults filling the rest. */
export function situationOf(words: Partial<NotationSituation> | undefined): NotationSituation {
  return { ...DEFAULT_SITUATION, ...words };
}
