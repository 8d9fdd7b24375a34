// @vitest-environment happy-dom
/**
 * Every example the README and the help page give is a test: each README row scores what the row
 * says under each rule set it names; each help example is a hand score-a-hand accepts and scores
 * (shown on the page under "How it scores"); every bit of notation the help's notation section
 * writes is read by the notation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../renderer/src/i18n/en/help';
import { EXAMPLES, HELP_PRESETS } from '../../renderer/src/logic/help-examples';
import HelpView from '../../renderer/src/views/HelpView.vue';
import { parseHand } from '../../shared/notation';
import { PRESETS } from '../../shared/rules/presets';
import { scoreHandNotation } from '../../shared/rules/score-a-hand';
import { mountWith } from './mount';

const README = readFileSync(join(__dirname, '../../README.md'), 'utf8');
/** The rows of the README's notation table: the hand, and what it scores. */
const ROWS = [...README.matchAll(/^\| `([^`]+)`[^|]*\|[^|]*\| ([^|]+) \|$/gm)].map((m) => ({ notation: m[1], scores: m[2] }));

/** What a row says: points per classical preset, han and fu (riichi), tái (Taiwanese). */
function claims(scores: string): { preset: string; value: Record<string, number> }[] {
  const out: { preset: string; value: Record<string, number> }[] = [...scores.matchAll(/(Millington|Hungarian) (\d+)/g)].map((m) => ({ preset: m[1].toLowerCase(), value: { total: Number(m[2]) } }));
  const han = /(\d+) han (\d+) fu/.exec(scores);
  if (han) out.push({ preset: 'riichi', value: { han: Number(han[1]), fu: Number(han[2]) } });
  const tai = /(\d+) tái/.exec(scores);
  if (tai) out.push({ preset: 'taiwanese', value: { tai: Number(tai[1]) } });
  return out;
}

describe('the README’s notation examples', () => {
  it('are all found (the table has not moved out from under the test)', () => {
    expect(ROWS.length).toBeGreaterThanOrEqual(5);
    for (const row of ROWS) expect(claims(row.scores).length, row.scores).toBeGreaterThan(0);
  });

  it.each(ROWS.flatMap((row) => claims(row.scores).map((c) => [`${row.notation} (${c.preset})`, row.notation, c] as const)))('%s', (_name, notation, claim) => {
    const { score, problem } = scoreHandNotation(parseHand(notation), PRESETS[claim.preset]);
    expect(problem).toBeUndefined();
    expect(score).toMatchObject({ won: true, ...claim.value });
  });
});

describe('the help page’s examples', () => {
  it.each(HELP_PRESETS.flatMap((id) => EXAMPLES[id].map((ex) => [`${id}: ${ex.notation}`, id, ex.notation] as const)))('%s wins and is shown scored', (_name, id, notation) => {
    const { score, problem } = scoreHandNotation(parseHand(notation), PRESETS[id]);
    expect(problem).toBeUndefined();
    expect(score?.won).toBe(true);
  });

  it.each(HELP_PRESETS)('%s: the page shows each example with its sheet', (id) => {
    const w = mountWith(HelpView, { props: { preset: id } });
    const figures = w.findAll('figure.example');
    expect(figures).toHaveLength(EXAMPLES[id].length);
    for (const f of figures) expect(f.find('details').exists(), f.text()).toBe(true);
  });

  it('every bit of notation the notation section writes is read', () => {
    const text = Object.values(en.help.nota).join(' ').replace(/\{'(.)'\}/g, '$1');
    const bits = text.match(/[[{<]?\d[\d+]*[mpszfy][\]}>]?|@[a-z-]+(:[A-Z\dmpsz]+)?/g) ?? [];
    expect(bits.length).toBeGreaterThan(20);
    for (const bit of bits) expect(() => parseHand(bit), bit).not.toThrow();
  });
});
