// @vitest-environment happy-dom
/**
 * Score a hand with the classical presets: the seeds' values on the sheet with their source, the
 * Millington refusal of the BMJA extras, impossible hands named, and the situational switches.
 */
import { describe, expect, it } from 'vitest';
import ScoreAHandView from '../../renderer/src/views/ScoreAHandView.vue';
import HelpView from '../../renderer/src/views/HelpView.vue';
import type { LocaleId } from '../../renderer/src/i18n/locales';
import { mountWith } from './mount';

async function scored(ruleset: 'millington' | 'hungarian', notation: string, locale: LocaleId = 'en') {
  const w = mountWith(ScoreAHandView, {}, locale);
  await w.find('[data-test=sah-ruleset]').setValue(ruleset);
  const input = w.find('[data-test=sah-notation]');
  await input.setValue(notation);
  await input.trigger('change');
  return w;
}

const row = (w: Awaited<ReturnType<typeof scored>>, rule: string) => w.find(`[data-test=sah-score] [data-rule=${rule}]`);

describe('score a hand, classical', () => {
  it('shows the Hungarian kong at twice the pung, with the rulebook’s line beside it', async () => {
    const w = await scored('hungarian', '[2222m] [222p] 345s678s9s +9s');
    expect(row(w, 'exposedKongSimple').find('.worth').text()).toBe('4 points');
    expect(row(w, 'exposedKongSimple').find('[data-test=line-source]').text()).toBe('Hungarian 1920s rulebook, III.5: kong = 2 × pung');
    // A value the seed does not set carries no source.
    expect(row(w, 'exposedPungSimple').find('[data-test=line-source]').exists()).toBe(false);
    const hu = await scored('hungarian', '[2222m] [222p] 345s678s9s +9s', 'hu');
    expect(row(hu, 'exposedKongSimple').find('[data-test=line-source]').text()).toBe('1920-as évekbeli magyar szabálykönyv, III.5: kong = 2 × pong');
  });

  it('refuses Knitting under Millington, naming rule 29', async () => {
    const w = await scored('millington', '2345679p234567s +9s');
    expect(w.find('[data-test=sah-score] h4').text()).toBe('Not a Mah-Jong: the hand as a losing hand');
    expect(row(w, 'refusedShape').find('.name').text()).toBe('Knitting is not a Mah-Jong under these rules');
    expect(row(w, 'refusedShape').find('[data-test=line-source]').text()).toContain('Millington’s laws, rule 29');
  });

  it.each([
    ['11111m234p567p99s +9s', 'there are only four of each tile, and it has 5 × 1m'],
    ['123m456m789m123p5p 11f +5p', 'it has 1f twice'],
    ['123m456m789m12p5p +5p', 'A hand with a winning tile (+) needs 14 tiles (a kong counts as three); this one has 13.'],
  ])('names why no table holds %s', async (notation, message) => {
    const w = await scored('hungarian', notation);
    expect(w.find('[data-test=sah-score]').exists()).toBe(false);
    expect(w.find('[data-test=sah-impossible]').text()).toContain(message);
  });

  it('names a robbed kong whose tile the robber holds, in each locale', async () => {
    const texts: string[] = [];
    for (const locale of ['en', 'cs', 'fr', 'hu', 'zh-TW'] as const) {
      const w = await scored('hungarian', '123m456m789m345p4p +4p', locale);
      const source = w.findAll('select').find((s) => s.find('option[value=robbedKong]').exists())!;
      await source.setValue('robbedKong');
      expect(w.find('[data-test=sah-score]').exists()).toBe(false);
      const text = w.find('[data-test=sah-impossible]').text();
      expect(text.split('4p').length - 1, `${locale}: ${text}`).toBe(2);
      texts.push(text);
    }
    expect(new Set(texts).size).toBe(5);
  });

  it('offers the switches the rule set scores, and scores them', async () => {
    const w = await scored('hungarian', '123m456m789m345p5p +5p');
    expect(w.findAll('.situations input').map((i) => i.attributes('data-test'))).toEqual(['sah-originalCall', 'sah-twofoldFortune', 'sah-eastNinthWin']);
    await w.find('[data-test=sah-eastNinthWin]').setValue(true);
    expect(row(w, 'eastNinthWin').exists()).toBe(true);
    expect(w.find('[data-test=score-total]').text()).toContain('500');
    await w.find('[data-test=sah-ruleset]').setValue('millington');
    // The BMJA table has no line for East's ninth win.
    expect(w.findAll('.situations input').map((i) => i.attributes('data-test'))).toEqual(['sah-originalCall', 'sah-twofoldFortune']);
    await w.find('[data-test=sah-ruleset]').setValue('riichi');
    expect(w.find('.situations').exists()).toBe(false);
  });

  it('the help page of each classical preset says where its rulebook decides', () => {
    expect(mountWith(HelpView, { props: { preset: 'millington' } }).find('[data-test=seed-readings]').text()).toContain('rule 29');
    expect(mountWith(HelpView, { props: { preset: 'hungarian' } }).find('[data-test=seed-readings]').text()).toContain('a kong twice the pung');
  });
});
