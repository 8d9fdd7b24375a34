/**
 * One word for a hand (one deal: Japanese kyoku, Chinese 局) and one for the whole game, in every
 * locale. A newcomer read Czech "štych" (a card trick) beside "rozdání" and "hra" for the same hand,
 * Hungarian "játszma" (a match) for a hand beside "leosztás", French "donne" in the club and the
 * history beside "main" at the table, and zh-TW 手 for a hand and 局 for a game beside 第 n 局.
 */
import { describe, expect, it } from 'vitest';
import type { LocaleId } from '../../renderer/src/i18n/locales';
import { FLAT_MESSAGES } from './flat-messages';

/** Messages that name a hand: the hand in play, its number, the next one, a count of hands. */
const HAND_KEYS = [
  'errors.handOver', 'errors.noHand', 'lobby.handsPlayed', 'table.roundHand', 'table.replayLast',
  'ceremony.title', 'result.nextHand', 'result.replay', 'result.change', 'log.handStarted',
  'moves.title', 'actions.nineTerminals', 'review.reviewHand', 'review.handN', 'history.hands',
  'history.handLabel', 'club.voidHand', 'club.roundHands', 'club.handsPlayed', 'clubSteps.endPlayed',
  'clubEntry.enter', 'clubEntry.pending.by',
];

/** Messages that name the whole game. */
const GAME_KEYS = [
  'result.gameOver', 'log.gameOver', 'review.reviewGame', 'review.wholeGame', 'history.noGames',
  'history.games', 'history.cap', 'errors.noGame', 'club.roundGame', 'club.tie.bestGame',
  'club.gamesCsv', 'club.col.games',
];

const WORDS: Record<LocaleId, { hand: RegExp; game: RegExp; never: RegExp | null }> = {
  en: { hand: /\bhands?\b/i, game: /\bgames?\b/i, never: null },
  // rozdání (neuter, the same in every case but the instrumental rozdáním); hra, hry, hru, her…
  cs: { hand: /rozdání/i, game: /(^|[^\p{L}])h(ra|ry|ru|ře|rou|er)(?!\p{L})/iu, never: /štych|čestn|pung|\bchow/i },
  hu: { hand: /leosztás/i, game: /játék/i, never: /játszm|becsület|díszk/i },
  fr: { hand: /\bmains?\b/i, game: /\bparties?\b/i, never: /\bdonnes\b|\bla donne (saisie|nulle)|partie nulle/i },
  // 局 is a hand; a game is 場, 牌局 or 對局, never a bare 局.
  'zh-TW': { hand: /局/, game: /場|牌局|對局/, never: null },
};

const LOCALES = Object.keys(WORDS) as LocaleId[];

describe('a hand and a game, one word each', () => {
  it.each(LOCALES)('%s: every message naming a hand uses its word for a hand', (locale) => {
    const { hand } = WORDS[locale];
    const off = HAND_KEYS.filter((k) => !hand.test(FLAT_MESSAGES[locale].get(k) ?? ''));
    expect(off.map((k) => `${k}: ${FLAT_MESSAGES[locale].get(k)}`)).toEqual([]);
  });

  it.each(LOCALES)('%s: every message naming the game uses its word for a game', (locale) => {
    const { game } = WORDS[locale];
    const off = GAME_KEYS.filter((k) => !game.test(FLAT_MESSAGES[locale].get(k) ?? ''));
    expect(off.map((k) => `${k}: ${FLAT_MESSAGES[locale].get(k)}`)).toEqual([]);
  });

  it('zh-TW: a game is never a bare 局, a hand never 手', () => {
    const zh = FLAT_MESSAGES['zh-TW'];
    const bare = GAME_KEYS.filter((k) => /(?<![牌對])局/.test(zh.get(k) ?? ''));
    const hands = HAND_KEYS.filter((k) => /手(?!牌)/.test(zh.get(k) ?? ''));
    expect({ bare, hands }).toEqual({ bare: [], hands: [] });
  });

  // Czech: and one word for each set, as its buttons say (pong and čou, not the English pung and chow).
  it.each(LOCALES.filter((l) => WORDS[l].never))('%s: no message keeps the old words (štych, pung, játszma, donne…)', (locale) => {
    const never = WORDS[locale].never!;
    const off = [...FLAT_MESSAGES[locale]].filter(([, v]) => never.test(v)).map(([k, v]) => `${k}: ${v}`);
    expect(off).toEqual([]);
  });

  it('cs: a classical win is called as its button says (Mahjong!, not Mah-jong!)', () => {
    const cs = FLAT_MESSAGES.cs;
    expect(cs.get('calls.classical.win')).toBe(`${cs.get('claim.words.classical.win')}!`);
    expect(cs.get('calls.classical.selfDrawn')).toBe(cs.get('actions.win.classical'));
  });

  it('cs: honours are „zvláštní kameny“ and tiles „kameny“ (kostky are the dice), also in the review', () => {
    const cs = FLAT_MESSAGES.cs;
    const dice = [...cs].filter(([k, v]) => k.startsWith('review.') && /kostk|kostek/i.test(v));
    expect(dice).toEqual([]);
    expect(cs.get('actions.nineTerminalsHint')).toMatch(/zvláštních kamenů/);
  });
});
