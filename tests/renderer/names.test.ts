/**
 * What the host sends in English reaches the player in their language: bot names, default table
 * names, the host's errors (by code) and notation errors (by kind), never the English text.
 */
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../shared/protocol';
import { NotationError, parseHand } from '../../shared/notation';
import { elideFrench, makeI18n } from '../../renderer/src/i18n';
import { LOCALES, type LocaleId } from '../../renderer/src/i18n/locales';
import { hostError, notationReason } from '../../renderer/src/logic/errors';
import { listedPlayerNames, placeName, tableName } from '../../renderer/src/logic/names';

const tOf = (locale: LocaleId) => {
  const g = makeI18n(locale).global;
  return { t: g.t as (key: string, params?: Record<string, unknown>) => string, te: (k: string) => g.te(k) };
};

describe('names from the host', () => {
  it('a bot is "Bot" and the number the host gave it, in your language, alike in practice and hosted tables; people keep their names', () => {
    const { t } = tOf('cs');
    const bot = (n: number) => ({ name: `Bot ${n}`, kind: 'bot' as const, connected: false, botPlaying: true });
    const ann = { name: 'Ann', kind: 'human' as const, connected: true, botPlaying: false };
    // Practice: you at the first place, bots after you.
    const practice = [ann, bot(1), bot(2), bot(3)];
    expect([0, 1, 2, 3].map((p) => placeName(practice, p, t))).toEqual(['Ann', 'Robot 1', 'Robot 2', 'Robot 3']);
    // Ann left mid-hand: a bot took her place with the number free, the others kept theirs (the host's rule).
    const afterLeave = [bot(3), { ...ann, name: 'Bob' }, bot(1), bot(2)];
    expect([0, 1, 2, 3].map((p) => placeName(afterLeave, p, t))).toEqual(['Robot 3', 'Bob', 'Robot 1', 'Robot 2']);
    // A bot the host named otherwise (an mjai AI): its own name.
    expect(placeName([ann, { ...bot(1), name: 'mjai tsumogiri' }], 1, t)).toBe('mjai tsumogiri');
    expect(placeName([{ name: null, kind: 'empty', connected: false, botPlaying: false }], 0, t)).toBeNull();
    expect(listedPlayerNames(['Ann', 'Bot 2', 'Bot 3', 'Bot 1'], tOf('zh-TW').t)).toEqual(['Ann', '電腦 2', '電腦 3', '電腦 1']);
    expect(listedPlayerNames(['Bot 1', null, 'Bottle', 'Bot 4'], t)).toEqual(['Robot 1', 'Bottle', 'Robot 4']);
  });

  it('default table names made in any language read in yours; other names stay as they are', () => {
    expect(tableName("vm's table", tOf('cs').t)).toBe('Stůl: vm');
    expect(tableName("vm's table", tOf('en').t)).toBe('vm’s table');
    expect(tableName('Ann’s practice', tOf('fr').t)).toBe('Entraînement d’Ann');
    expect(tableName('Bea’s practice', tOf('fr').t)).toBe('Entraînement de Bea');
    expect(tableName('Entraînement d’Éva', tOf('en').t)).toBe('Éva’s practice');
    expect(tableName('Table d’Ann', tOf('cs').t)).toBe('Stůl: Ann');
    expect(tableName('Table de Zoë', tOf('hu').t)).toBe('Zoë asztala');
    expect(tableName('Friday game', tOf('zh-TW').t)).toBe('Friday game');
    // A Hungarian practice table ("{player} gyakorló asztala") also reads as a Hungarian table
    // ("{player} asztala") of a player "Ann gyakorló": the closer reading, the shorter name, wins.
    expect(tableName('Ann gyakorló asztala', tOf('zh-TW').t)).toBe('Ann 的練習桌');
    expect(tableName('Ann gyakorló asztala', tOf('en').t)).toBe('Ann’s practice');
    expect(tableName('Ann asztala', tOf('en').t)).toBe('Ann’s table');
    // A club night's table says its round and number (issue T3 3/8, item 5), in your language.
    expect(tableName('Thursday club · 2.3', tOf('en').t)).toBe('Round 2 · Table 3 · Thursday club');
    expect(tableName('Thursday club · 2.3', tOf('hu').t)).toBe('2. forduló · 3. asztal · Thursday club');
  });

  it('French elides "de" before a name that starts with a vowel or h, and only in French', () => {
    const fr = tOf('fr').t;
    expect(fr('table.turnOf', { player: 'Ann' })).toBe('Au tour d’Ann');
    expect(fr('table.turnOf', { player: 'Éva' })).toBe('Au tour d’Éva');
    expect(fr('table.turnOf', { player: 'Bea' })).toBe('Au tour de Bea');
    expect(elideFrench('Pas de yaku : cette main ne peut pas gagner')).toBe('Pas de yaku : cette main ne peut pas gagner');
    expect(fr('lobby.practiceTableName', { player: 'Invité' })).toBe('Entraînement d’Invité');
    expect(tOf('en').t('table.turnOf', { player: 'Ann' })).not.toContain('’Ann');
  });
});

describe('errors in your language', () => {
  const codes: ErrorCode[] = ['bad-json', 'bad-message', 'too-large', 'rate-limited', 'version', 'no-table', 'wrong-pin', 'seat-taken', 'not-seated', 'stale', 'not-your-turn', 'illegal', 'bad-tile', 'hand-over', 'not-allowed', 'bad-token', 'no-hand', 'table-full', 'internal'];

  it.each(LOCALES)('%s: every host error code has its own message, without the host’s text', (locale) => {
    const { t, te } = tOf(locale);
    const texts = codes.map((c) => hostError(c, t, te));
    expect(new Set(texts).size).toBe(codes.length);
    for (const text of texts) expect(text).not.toMatch(/[{}]/);
  });

  it.each(LOCALES)('%s: each kind of notation error is told, naming the token', (locale) => {
    const { t } = tOf(locale);
    const bad = ['12x', 'm', '1m2', '[12m]', '{111m}', '+12m', '+1m +2m', '0z', '1m 8z', '<555p>', '4m+1z', '@nonsense', '@discard @wall'];
    const reasons = bad.map((text) => {
      try {
        parseHand(text);
      } catch (e) {
        if (e instanceof NotationError) return notationReason(e, t);
      }
      throw new Error(`${text} was read`);
    });
    // No reading fell back to the general message: every message the reader gives is known here.
    expect(reasons).not.toContain(t('sah.notationErrors.other'));
    expect(reasons[3]).toContain('[12m]');
    expect(new Set(reasons).size).toBeGreaterThanOrEqual(12);
    if (locale !== 'en') for (const r of reasons) expect(r).not.toMatch(/is not|must|more than|without|unexpected/);
  });
});
