/**
 * Every locale has exactly the keys of English, every message compiles, and every key the
 * renderer asks for exists: literal keys in the sources, and the families built at run time
 * (tiles, winds, rule ids of the scorers, preset facts, error codes…).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../shared/protocol';
import { CLASSICAL_LABELS_EN, CLASSICAL_SOURCES_EN } from '../../shared/rules/classical';
import { PRESETS } from '../../shared/rules/presets';
import { LIMIT_LABELS_EN, RIICHI_LABELS_EN } from '../../shared/rules/riichi/labels.en';
import { TAIWANESE_LABELS_EN } from '../../shared/rules/taiwanese';
import { makeI18n, MESSAGES } from '../../renderer/src/i18n';
import { LOCALES } from '../../renderer/src/i18n/locales';
import { indexKey, tileNameKey } from '../../renderer/src/logic/tileface';
import { FLAT_MESSAGES } from './flat-messages';

const flat = FLAT_MESSAGES;
const en = flat.en;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|vue)$/.test(name) && !path.includes(`${join('src', 'i18n')}`) ? [path] : [];
  });
}

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules') return [];
    if (statSync(path).isDirectory()) return sourcesUnder(path);
    return /\.(ts|vue|mjs)$/.test(name) ? [path] : [];
  });
}

describe('locales', () => {
  it.each(LOCALES.filter((l) => l !== 'en'))('%s has exactly the English keys', (locale) => {
    const keys = [...flat[locale].keys()].sort();
    const missing = [...en.keys()].filter((k) => !flat[locale].has(k));
    const extra = keys.filter((k) => !en.has(k));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(LOCALES)('%s: every message compiles and its placeholders are those of English', (locale) => {
    const i18n = makeI18n(locale);
    const t = i18n.global.t as (key: string, named?: Record<string, unknown>, plural?: number) => string;
    const names = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]))].sort();
    for (const [key, message] of flat[locale]) {
      const params = Object.fromEntries(names(en.get(key)!).map((n) => [n, 7]));
      const text = t(key, params, 2);
      // The notation help shows literal braces on purpose ({'{'} in the message).
      if (key !== 'sah.notationHelp' && key !== 'help.nota.kongs') expect(text, `${locale}:${key}`).not.toMatch(/\{\w+\}/);
      expect(text.length, `${locale}:${key}`).toBeGreaterThan(0);
      expect(names(message).filter((n) => !names(en.get(key)!).includes(n)), `${locale}:${key} has a placeholder English lacks`).toEqual([]);
    }
  });

  it('non-English messages are translated (not copies of English), apart from names and symbols', () => {
    // Words that happen to be spelt the same.
    const SAME_WORD: Partial<Record<(typeof LOCALES)[number], string[]>> = { fr: ['nav.table', 'nav.menu', 'table.scoreLabel', 'result.score', 'sah.score', 'score.yakuman', 'riichiRules.doubleRiichi', 'riichiRules.sanshokuDoukou', 'club.col.points', 'club.colShort.points', 'club.tie.points', 'club.tableN', 'table.options'] };
    // Game terms that many languages borrow as they are.
    const international = /^(Kong|Pung|Chow|Riichi|Honba: \{n\}|PIN|Mah-Jong|\{n\} limit|Sparrow|192\.168\.1\.20:7070|\{player\}, \{wind\})$/;
    // Riichi's Japanese terms are used as they are in European languages.
    // So are the calls said aloud at the table (Pon!, Kong!, Hu!).
    const borrowed = (k: string) => k.startsWith('riichiLimits.') || k.startsWith('calls.') || k.startsWith('claim.words.riichi.') || k.startsWith('melds.riichi.') || k === 'furiten.tag' || k === 'house.rule.renhou' || /^riichiRules\.(riichi|dora|uraDora|oka|nagashiMangan|fuBase)$/.test(k) || /^(score|club)\.(han|fu)$/.test(k);
    const same = (locale: (typeof LOCALES)[number]) =>
      [...flat[locale]].filter(([k, v]) => en.get(k) === v && /[a-z]{3,}/i.test(v.replace(/\{\w+\}/g, '')) && !international.test(v) && !(SAME_WORD[locale] ?? []).includes(k) && !borrowed(k));
    for (const l of LOCALES.filter((x) => x !== 'en')) expect(same(l).map(([k]) => k), l).toEqual([]);
  });
});

describe('keys the renderer uses exist', () => {
  it('literal keys in components, views and stores', () => {
    const used = new Set<string>();
    for (const file of sources(join(__dirname, '../../renderer/src'))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\bt\(\s*'([\w.-]+)'/g)) used.add(m[1]);
    }
    expect(used.size).toBeGreaterThan(150);
    expect([...used].filter((k) => !en.has(k))).toEqual([]);
  });

  it('tile names and Latin indices of all 42 kinds', () => {
    for (let k = 0; k < 42; k++) {
      expect(en.has(tileNameKey(k).key), `kind ${k}`).toBe(true);
      expect(en.has(indexKey(k).key), `kind ${k}`).toBe(true);
    }
  });

  it('every rule id of the classical scorers', () => {
    expect(Object.keys(CLASSICAL_LABELS_EN).filter((id) => !en.has(`rules.${id}`))).toEqual([]);
  });

  it('every Taiwanese tái line', () => {
    expect(Object.keys(TAIWANESE_LABELS_EN).filter((id) => !en.has(`taiRules.${id}`))).toEqual([]);
  });

  it('every riichi score-sheet id, limit and wait shape', () => {
    expect(Object.keys(RIICHI_LABELS_EN).filter((id) => !en.has(`riichiRules.${id}`))).toEqual([]);
    expect(Object.keys(LIMIT_LABELS_EN).filter((id) => !en.has(`riichiLimits.${id}`))).toEqual([]);
    const waits = ['ryanmen', 'kanchan', 'penchan', 'shanpon', 'tanki', 'kokushi', 'kokushi13', 'chuuren', 'chuuren9'];
    expect(waits.filter((w) => !en.has(`riichiWaits.${w}`))).toEqual([]);
  });

  it('every preset, its facts, winds, claims, errors and sources', () => {
    const want: string[] = [];
    for (const p of Object.values(PRESETS)) {
      want.push(`presets.${p.id}.name`, `presets.${p.id}.what`, `presets.${p.id}.differs`);
      want.push(`facts.seating.${p.seating}`, `facts.break.${p.wall.breakMethod}`, `facts.replenish.${p.wall.replenish}`, `facts.bonus.${p.bonusTiles}`, `facts.multipleWins.${p.claims.multipleWins}`);
    }
    for (const w of [0, 1, 2, 3]) want.push(`winds.${w}`, `windShort.${w}`);
    for (const c of ['win', 'kong', 'pung', 'chow']) want.push(...['classical', 'taiwanese', 'riichi'].map((f) => `claim.words.${f}.${c}`), `log.claimed.${c}`);
    for (const m of ['chow', 'pung', 'kong']) want.push(`melds.${m}`);
    const codes: ErrorCode[] = ['bad-json', 'bad-message', 'too-large', 'rate-limited', 'version', 'no-table', 'wrong-pin', 'seat-taken', 'not-seated', 'stale', 'not-your-turn', 'illegal', 'bad-tile', 'hand-over', 'not-allowed', 'bad-token', 'no-hand', 'table-full', 'no-game', 'internal'];
    for (const c of codes) want.push(`errors.${c.replace(/-(\w)/g, (_, x: string) => x.toUpperCase())}`);
    for (const s of ['wall', 'discard', 'replacement', 'lastWallTile', 'lastDiscard', 'robbedKong', 'firstTile']) want.push(`sah.source.${s}`);
    for (const s of ['waiting', 'playing', 'finished']) want.push(`lobby.state.${s}`);
    for (const c of ['commitment', 'entropy', 'seed', 'dice', 'wall', 'deal']) want.push(`fair.check.${c}`);
    expect(want.filter((k) => !en.has(k))).toEqual([]);
  });
});

describe("the English names of the scorers' lines are written once", () => {
  // The engine's tables (CLI, logs, tests) and the app's English locale are the same objects.
  const SHARED: Record<string, Readonly<Record<string, string>>> = {
    riichiRules: RIICHI_LABELS_EN,
    riichiLimits: LIMIT_LABELS_EN,
    taiRules: TAIWANESE_LABELS_EN,
    rules: CLASSICAL_LABELS_EN,
  };

  it("the English locale's blocks are the engine's tables", () => {
    const english = MESSAGES.en as unknown as Record<string, unknown> & { seeds: Record<string, unknown> };
    for (const [block, table] of Object.entries(SHARED)) expect(english[block], block).toBe(table);
    expect(english.seeds.sources).toBe(CLASSICAL_SOURCES_EN);
  });

  it('no source file writes one of those names a second time', () => {
    const otherLocales = LOCALES.filter((l) => l !== 'en').map((l) => join('src', 'i18n', l));
    const root = join(__dirname, '../..');
    const files = ['shared', 'renderer/src', 'electron', 'scripts', 'bench']
      .flatMap((d) => sourcesUnder(join(root, d)))
      .filter((f) => !otherLocales.some((l) => f.endsWith(`${l}.ts`) || f.includes(`${l}/`)));
    const texts = files.map((f) => [f, readFileSync(f, 'utf8')] as const);
    const escape = (x: string) => x.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const twice: string[] = [];
    for (const table of [...Object.values(SHARED), CLASSICAL_SOURCES_EN]) {
      for (const [id, name] of Object.entries(table)) {
        // A copy may leave out the {tiles} the renderer draws instead of writing.
        const text = escape(name.replace(/ \{tiles\}$/, ''));
        const written = new RegExp(`\\b${id}\\s*:\\s*(['"\`])${text}(?: \\{tiles\\})?\\1`, 'g');
        const where = texts.flatMap(([f, text]) => [...text.matchAll(written)].map(() => f));
        if (where.length !== 1) twice.push(`${id}: ${where.length} × in ${[...new Set(where)].join(', ')}`);
      }
    }
    expect(twice).toEqual([]);
  });
});
