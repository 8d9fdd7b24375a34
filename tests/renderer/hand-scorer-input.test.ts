// @vitest-environment happy-dom
/**
 * The score-a-hand panel (also a club real-tile table's entry): any change of input clears the
 * last result and errors at once; every impossible hand, typed, picked or set by the controls, is
 * refused with its reason naming the tiles, in every locale; and the panel's controls and the text
 * say the same (the `@` words).
 */
import { describe, expect, it } from 'vitest';
import HandScorer from '../../renderer/src/components/HandScorer.vue';
import { makeI18n } from '../../renderer/src/i18n';
import { LOCALES } from '../../renderer/src/i18n/locales';
import type { Sheet } from '../../renderer/src/logic/score';
import { parseHand } from '../../shared/notation';
import { presetById } from '../../shared/rules/presets';
import { scoreHandNotation } from '../../shared/rules/score-a-hand';
import { PROBLEM_CASES } from '../shared/notation/problem-cases';
import { mountWith } from './mount';

type Wrapper = ReturnType<typeof mountWith>;
const field = (w: Wrapper) => w.find('[data-test=sah-notation]');
/** Typing, key by key: the field's input event only (setValue would send a change too). */
async function typing(w: Wrapper, text: string) {
  (field(w).element as HTMLInputElement).value = text;
  await field(w).trigger('input');
}
/** Typing, then leaving the field. */
async function typed(w: Wrapper, text: string) {
  await typing(w, text);
  await field(w).trigger('change');
}
const lastSheet = (w: Wrapper) => {
  const events = (w.emitted('scored') ?? []) as [Sheet | null][];
  return events[events.length - 1]?.[0] ?? null;
};
const shows = (w: Wrapper) => ({
  score: w.find('[data-test=sah-score]').exists(),
  problem: w.find('[data-test=sah-impossible]').exists() ? w.find('[data-test=sah-impossible]').text() : null,
  error: w.find('.notation .bad').exists() ? w.find('.notation .bad').text() : null,
  count: w.find('.built h3 small').text(),
});

describe('the score-a-hand panel, as input changes', () => {
  it('an unreadable text hides the last hand, its tile count and score at once; its error shows once the field is left', async () => {
    const w = mountWith(HandScorer, { props: { fixed: 'hungarian' } });
    await typed(w, '123m 456m 789m 111p 5z +5z');
    expect(shows(w)).toMatchObject({ score: true, problem: null, error: null, count: '(14 tiles)' });
    await typing(w, '123m 456m 789m 111p 5z +5q');
    expect(shows(w)).toMatchObject({ score: false, problem: null, error: null, count: '(0 tiles)' });
    expect(lastSheet(w)).toBeNull();
    await field(w).trigger('change');
    expect(shows(w).error).toContain('“q”');
  });

  it('after an impossible hand, a typing mistake shows its own error alone (not the stale one too)', async () => {
    const w = mountWith(HandScorer, { props: { fixed: 'hungarian' } });
    await typed(w, '123m456m789m123p456p11z +1z');
    expect(shows(w).problem).toContain('needs 14 tiles');
    expect(shows(w).count).toBe('(18 tiles)');
    await typed(w, '8z');
    expect(shows(w)).toMatchObject({ score: false, problem: null, count: '(0 tiles)' });
    expect(shows(w).error).toContain('8z');
    // Typing again takes the shown error away at once; a readable hand scores.
    await typing(w, '123m456m789m123p5');
    expect(shows(w).error).toBeNull();
    await typing(w, '123m456m789m123p5p +5p');
    expect(shows(w)).toMatchObject({ score: true, problem: null, error: null });
  });

  it('a control changed re-checks the hand at once, and the text says what the controls say', async () => {
    const w = mountWith(HandScorer, { props: { fixed: 'hungarian' } });
    await typed(w, '123m456m789m345p4p +4p');
    expect(shows(w).score).toBe(true);
    await w.find('[data-test=sah-source]').setValue('robbedKong');
    expect(shows(w)).toMatchObject({ score: false, problem: 'A kong of 4p cannot be robbed by a hand that holds another 4p: that would make five.' });
    // The text is the hand written again, with the control's word.
    expect((field(w).element as HTMLInputElement).value).toBe('123456789m3454p +4p @robbed-kong');
    await w.find('[data-test=sah-source]').setValue('discard');
    expect(shows(w)).toMatchObject({ score: true, problem: null });
    // And the other way: a word typed sets the control.
    await typed(w, '123m456m789m345p4p +4p @replacement @seat:W');
    expect((w.find('[data-test=sah-source]').element as HTMLSelectElement).value).toBe('replacement');
    expect(shows(w).problem).toContain('cannot be a loose tile');
    // Starting again clears the tiles and their problem; how the hand was won stays.
    await w.find('.built > button').trigger('click');
    expect((field(w).element as HTMLInputElement).value).toBe('@replacement @seat:W');
    expect(shows(w)).toMatchObject({ score: false, problem: null, error: null, count: '(0 tiles)' });
  });

  it('picked tiles go through the same check: a kong claimed onto a concealed pung, a winning tile, a robbed kong', async () => {
    const w = mountWith(HandScorer, { props: { fixed: 'millington' } });
    const pickKind = (k: number) => w.find(`.pick[data-kind="${k}"]`).trigger('click');
    await w.find('input[value=claimedKong]').setValue(true);
    for (let i = 0; i < 4; i++) await pickKind(1);
    expect((field(w).element as HTMLInputElement).value).toBe('<2222m>');
    await w.find('input[value=concealed]').setValue(true);
    for (const k of [12, 13, 14, 23, 23, 23, 26, 26, 26, 31]) await pickKind(k);
    await w.find('input[value=winning]').setValue(true);
    await pickKind(31);
    expect((field(w).element as HTMLInputElement).value).toBe('456p666999s5z <2222m> +5z');
    expect(shows(w)).toMatchObject({ score: true, problem: null });
    await w.find('[data-test=sah-source]').setValue('robbedKong');
    expect(shows(w).problem).toContain('5z');
    expect(lastSheet(w)).toBeNull();
  });

  it('a win by flowers is picked too: the eighth as the winning tile, taken from another player or the winner’s own', async () => {
    const w = mountWith(HandScorer, { props: { fixed: 'taiwanese' } });
    const pickKind = (k: number) => w.find(`.pick[data-kind="${k}"]`).trigger('click');
    await typed(w, '123m456m789m123p456p7p @flowers @seat:S');
    for (const k of [34, 35, 36, 37, 38, 39, 40]) await pickKind(k);
    await w.find('input[value=winning]').setValue(true);
    await pickKind(41);
    expect((field(w).element as HTMLInputElement).value).toBe('123456789m1234567p 1234f123y +4y @flowers @seat:S');
    expect(shows(w)).toMatchObject({ score: true, problem: null });
    expect(lastSheet(w)?.lines.map((l) => l.rule)).toContain('sevenStealingOne');
    // Drawn by the winner: the eighth is among their own flowers as well.
    await typed(w, '123m456m789m123p456p7p 1234f1234y @flowers @seat:S');
    await w.find('input[value=winning]').setValue(true);
    await pickKind(41);
    expect(shows(w)).toMatchObject({ score: true, problem: null });
    expect(lastSheet(w)?.lines.map((l) => l.rule)).toContain('eightImmortals');
  });

  it('a newcomer picking a hand is told what is missing, and offered only the tiles the rule set plays', async () => {
    const w = mountWith(HandScorer, { props: { fixed: 'riichi' } });
    // Riichi plays no flowers or seasons: none to pick.
    expect(w.find('.pick[data-kind="34"]').exists()).toBe(false);
    expect(mountWith(HandScorer, { props: { fixed: 'taiwanese' } }).find('.pick[data-kind="34"]').exists()).toBe(true);
    const pickKind = (k: number) => w.find(`.pick[data-kind="${k}"]`).trigger('click');
    for (const k of [1, 2, 3, 12, 13, 14, 21, 22, 23, 25, 25, 25, 31]) await pickKind(k);
    // Thirteen tiles and no winning tile: the hint says what to add, and where.
    expect(w.find('[data-test=sah-hint]').text()).toBe('Add the tile the hand won on as “the last (winning) tile” to see its score.');
    await pickKind(31);
    expect(shows(w).problem).toContain('add the tile it won on as “the last (winning) tile”');
  });

  it('a club table’s panel (riichi) refuses an impossible hand, so no value can be entered from it', async () => {
    const w = mountWith(HandScorer, { props: { fixed: 'riichi' } });
    await typed(w, '11111m');
    expect(shows(w).problem).toContain('5 × 1m');
    expect(lastSheet(w)).toBeNull();
    await typed(w, '123m456m789m123p55p +5p');
    expect(shows(w).problem).toContain('needs 14 tiles');
    expect(lastSheet(w)).toBeNull();
  });
});

describe('every reason names its tiles, in every locale', () => {
  it.each(LOCALES)('%s', (locale) => {
    const t = makeI18n(locale).global.t as (key: string, named: Record<string, unknown>) => string;
    for (const { preset, notation, problem } of PROBLEM_CASES) {
      const refused = scoreHandNotation(parseHand(notation), presetById(preset)).problem!;
      const text = t(`seeds.impossible.${refused.code}`, refused);
      for (const value of Object.values(problem).filter((v) => v !== problem.code)) expect(text, `${locale} ${notation}`).toContain(String(value));
    }
  });
});
