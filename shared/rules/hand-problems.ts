/**
 * Why no real table can hold a hand written in notation: one check for every family and every way
 * a hand is entered (typed, picked, a club's real-tile table), each reason naming its tiles in
 * Sparrow's notation. The renderer translates a problem by its `code` (i18n `seeds.impossible`).
 */
import { formatHand, formatTiles, type HandNotation, type NotationMeld } from '../notation';
import type { NotationSituation } from '../notation-situation';
import { FIRST_FLOWER, PLAYING_KINDS, isBonus } from '../tiles';

export type HandProblem =
  | { code: 'fifthTile'; tile: string; count: number }
  | { code: 'bonusTwice'; tile: string }
  | { code: 'bonusNotPlayed'; tiles: string }
  | { code: 'noRedFives'; tiles: string }
  | { code: 'redTwice'; tile: string; count: number }
  | { code: 'winnerShort'; tiles: number; needed: number }
  | { code: 'loserSize'; tiles: number; needed: number }
  /** A classical hand without a winning tile, fewer tiles than a hand holds: it is not told to add its winning tile. */
  | { code: 'loserShort'; tiles: number; needed: number }
  | { code: 'robbedKongHeld'; tile: string }
  | { code: 'replacementNoKong'; tile: string }
  | { code: 'firstTileMelded'; meld: string }
  | { code: 'riichiOpen'; meld: string }
  | { code: 'wordNotInRules'; word: string }
  | { code: 'needsRiichi'; word: string }
  | { code: 'needsEast'; word: string }
  | { code: 'notForEast'; word: string }
  | { code: 'wordsClash'; words: string }
  | { code: 'drawnOpenSet'; set: string }
  | { code: 'tooManyIndicators'; count: number }
  | { code: 'flowersShort'; tiles: string }
  | { code: 'fewKongs'; word: string; kongs: number }
  | { code: 'needsReplacement'; word: string }
  | { code: 'winningBonus'; tile: string };

/** What a family's rules allow in a hand (family.ts `notationRules`), with the preset's red fives. */
export interface NotationRules {
  /** Tiles of a winning hand, a kong counting as three (14, or 17 in Taiwanese). */
  handTiles: number;
  bonusTiles: boolean;
  /** Red fives of each suit in the tile set (0 without them). */
  redFives: number;
  hasRiichi: boolean;
  /** A hand ends when a player shows seven or eight bonus tiles (Taiwanese). */
  flowerWins: boolean;
  /** The dealer's wins in a row count. */
  dealerWins: boolean;
  /** A hand without a winning tile is scored too (classical: every player's hand), so it must be whole. */
  scoresLosers: boolean;
  /** The declared situations the preset scores. */
  declared: readonly string[];
}

const meldText = (m: NotationMeld): string => formatHand({ concealed: [], melds: [m], bonus: [] });
/** Tiles of the hand, a kong counting as three, the winning tile included. */
export const tileCount = (h: HandNotation): number =>
  h.concealed.length + h.melds.reduce((a, m) => a + Math.min(3, m.kinds.length), 0) + (h.winning !== undefined ? 1 : 0);

function counts(h: HandNotation, s: NotationSituation): number[] {
  const c = new Array<number>(PLAYING_KINDS).fill(0);
  const kinds = [...h.concealed, ...h.melds.flatMap((m) => m.kinds), ...(s.dora ?? []), ...(s.ura ?? [])];
  if (h.winning !== undefined && !isBonus(h.winning)) kinds.push(h.winning);
  for (const k of kinds) if (k < PLAYING_KINDS) c[k]++;
  return c;
}

function wordProblem(s: NotationSituation, rules: NotationRules): HandProblem | null {
  const riichiWords: [boolean | undefined, string][] = [
    [s.riichi, s.doubleRiichi ? '@double-riichi' : '@riichi'],
    [s.ippatsu, '@ippatsu'],
    [!!s.dora?.length, '@dora'],
    [!!s.ura?.length, '@ura'],
  ];
  if (!rules.hasRiichi) for (const [said, word] of riichiWords) if (said) return { code: 'wordNotInRules', word };
  for (const [d, on] of Object.entries(s.declared ?? {}))
    if (on && !rules.declared.includes(d)) return { code: 'wordNotInRules', word: `@${d.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}` };
  if (s.declared?.eastNinthWin && s.seatWind !== 0) return { code: 'needsEast', word: '@east-ninth-win' };
  // Twofold Fortune is Mah-Jong on the loose tile drawn for a second kong.
  if (s.declared?.twofoldFortune && s.source !== 'replacement') return { code: 'needsReplacement', word: '@twofold-fortune' };
  if (s.dealerStreak && !rules.dealerWins) return { code: 'wordNotInRules', word: '@streak' };
  if (s.source === 'flowers' && !rules.flowerWins) return { code: 'wordNotInRules', word: '@flowers' };
  // A loose tile that was also the first or the last draw: only the tái table counts both.
  if ((s.firstTurn || s.lastTile) && !rules.flowerWins) return { code: 'wordNotInRules', word: s.firstTurn ? '@replacement @first-tile' : '@replacement @last-wall-tile' };
  if (s.source === 'firstDiscard' && !rules.hasRiichi) return { code: 'wordNotInRules', word: '@first-discard' };
  if (s.source === 'firstDiscard' && s.seatWind === 0) return { code: 'notForEast', word: '@first-discard' };
  if (s.ippatsu && !s.riichi) return { code: 'needsRiichi', word: '@ippatsu' };
  // A kong breaks every ippatsu (the table's `interrupt`), and riichi's only loose tiles are kongs'.
  if (s.ippatsu && s.source === 'replacement') return { code: 'wordsClash', words: '@ippatsu @replacement' };
  // Riichi is declared with a discard: never before the winner's first draw.
  if (s.riichi && (s.source === 'firstTile' || s.source === 'firstDiscard')) return { code: 'wordsClash', words: `${s.doubleRiichi ? '@double-riichi' : '@riichi'} @${s.source === 'firstTile' ? 'first-tile' : 'first-discard'}` };
  if (s.ura?.length && !s.riichi) return { code: 'needsRiichi', word: '@ura' };
  if (s.dealerStreak && s.seatWind !== 0) return { code: 'needsEast', word: '@streak' };
  if ((s.dora?.length ?? 0) > 5 || (s.ura?.length ?? 0) > (s.dora?.length ?? 0)) return { code: 'tooManyIndicators', count: Math.max(s.dora?.length ?? 0, s.ura?.length ?? 0) };
  return null;
}

function tileProblem(h: HandNotation, s: NotationSituation, rules: NotationRules): HandProblem | null {
  const c = counts(h, s);
  for (let k = 0; k < PLAYING_KINDS; k++) if (c[k] > 4) return { code: 'fifthTile', tile: formatTiles([k]), count: c[k] };
  // In a win by flowers the winner's own eighth is written among their flowers too (Eight Immortals).
  const ownEighth = s.source === 'flowers' && h.winning !== undefined && h.bonus.includes(h.winning);
  const bonus = [...h.bonus, ...(h.winning !== undefined && isBonus(h.winning) && !ownEighth ? [h.winning] : [])];
  const shown = [...bonus, ...(s.dora ?? []), ...(s.ura ?? [])].filter(isBonus);
  if (shown.length && !rules.bonusTiles) return { code: 'bonusNotPlayed', tiles: formatTiles(shown) };
  const twice = bonus.find((k, i) => bonus.indexOf(k) !== i);
  if (twice !== undefined) return { code: 'bonusTwice', tile: formatTiles([twice]) };
  // A red five turned as a dora indicator is the set's red five too.
  const red = [...(h.red ?? []), ...(s.redIndicators ?? [])];
  if (red.length && !rules.redFives) return { code: 'noRedFives', tiles: formatTiles(red, [...red]) };
  for (const five of new Set(red)) {
    const n = red.filter((k) => k === five).length;
    if (n > rules.redFives) return { code: 'redTwice', tile: formatTiles([five], [five]), count: n };
  }
  return null;
}

function sizeProblem(h: HandNotation, s: NotationSituation, rules: NotationRules): HandProblem | null {
  if (s.source === 'flowers') {
    if (h.winning === undefined || !isBonus(h.winning)) return { code: 'flowersShort', tiles: formatTiles(h.bonus) };
    const all = new Set([...h.bonus, h.winning]);
    if (all.size !== 8 || h.bonus.length < 7) return { code: 'flowersShort', tiles: formatTiles(h.bonus) };
    // Besides them a whole hand: the + tile and sixteen, or seventeen for East while the deal's flowers are replaced.
    const tiles = tileCount(h);
    return tiles === rules.handTiles || (s.seatWind === 0 && tiles === rules.handTiles + 1) ? null : { code: 'winnerShort', tiles, needed: rules.handTiles };
  }
  if (h.winning !== undefined && h.winning >= FIRST_FLOWER) return { code: 'winningBonus', tile: formatTiles([h.winning]) };
  const tiles = tileCount(h);
  if (h.winning !== undefined) return tiles === rules.handTiles ? null : { code: 'winnerShort', tiles, needed: rules.handTiles };
  // East's dealt hand wins without a last tile (classical).
  if (s.source === 'firstTile' && rules.scoresLosers) return tiles === rules.handTiles ? null : { code: 'winnerShort', tiles, needed: rules.handTiles };
  // Without a winning tile: a classical losing hand is scored, so it must be whole; elsewhere it may still be growing.
  const needed = rules.handTiles - 1;
  if (tiles > needed) return { code: 'loserSize', tiles, needed };
  if (rules.scoresLosers && tiles < needed && tiles > 0) return { code: 'loserShort', tiles, needed };
  return null;
}

function winProblem(h: HandNotation, s: NotationSituation, rules: NotationRules): HandProblem | null {
  const win = h.winning;
  if (win === undefined || s.source === 'flowers') return null;
  const tile = formatTiles([win]);
  if (s.source === 'robbedKong' && [...h.concealed, ...h.melds.flatMap((m) => m.kinds)].includes(win)) return { code: 'robbedKongHeld', tile };
  const kongs = h.melds.some((m) => m.type === 'kong');
  if (s.source === 'replacement' && !kongs && !(rules.bonusTiles && h.bonus.length)) return { code: 'replacementNoKong', tile };
  // Before a first-turn win nobody has called, and a kong ends the first go-round (the table's `interrupt`).
  if ((s.source === 'firstTile' || s.source === 'firstDiscard' || s.firstTurn) && h.melds.length) return { code: 'firstTileMelded', meld: meldText(h.melds[0]) };
  if (s.declared?.twofoldFortune) {
    const kongs = h.melds.filter((m) => m.type === 'kong').length;
    if (kongs < 2) return { code: 'fewKongs', word: '@twofold-fortune', kongs };
  }
  const drawn = ['wall', 'replacement', 'lastWallTile', 'firstTile'].includes(s.source);
  if (drawn && h.winningSet?.exposed) return { code: 'drawnOpenSet', set: formatHand({ concealed: [], melds: [], bonus: [], winning: win, winningSet: h.winningSet }) };
  const open = h.melds.find((m) => !m.concealed);
  if (rules.hasRiichi && s.riichi && open) return { code: 'riichiOpen', meld: meldText(open) };
  return null;
}

/** The first reason no real table can hold this hand under these rules, or null. */
export function handProblem(h: HandNotation, s: NotationSituation, rules: NotationRules): HandProblem | null {
  return wordProblem(s, rules) ?? tileProblem(h, s, rules) ?? sizeProblem(h, s, rules) ?? winProblem(h, s, rules);
}
