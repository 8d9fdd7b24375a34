// @vitest-environment happy-dom
/**
 * The Taiwanese sheet says what seed 002 means: its "No Characters" counts the honour tiles (字, "no
 * winds or dragons"), not the characters suit (萬); and a line counted in a larger one (Pure
 * Self-Touch over Pure Hand and Self-Touch) is not "replaced by the limit": seed 002 has no limit.
 */
import { describe, expect, it } from 'vitest';
import HandScorer from '../../renderer/src/components/HandScorer.vue';
import { mountWith } from './mount';

async function sheet(notation: string, locale: 'en' | 'zh-TW' = 'en') {
  const w = mountWith(HandScorer, { props: { fixed: 'taiwanese' } }, locale);
  const input = w.find('[data-test=sah-notation]');
  await input.setValue(notation);
  await input.trigger('change');
  return w.find('[data-test=sah-score]');
}

describe('the Taiwanese sheet’s words', () => {
  it('a hand of characters (萬) and dots, no honours: the line says it counts honours', async () => {
    const s = await sheet('123m456m789m123p456m7m +7m');
    expect(s.find('[data-rule=noCharacters] .name').text()).toBe('No Honours (the seed’s “No Characters”: no winds or dragons)');
    const zh = await sheet('123m456m789m123p456m7m +7m', 'zh-TW');
    expect(zh.find('[data-rule=noCharacters] .name').text()).toBe('無字');
  });

  it('lines counted in a larger one are not said to be replaced by a limit', async () => {
    const s = await sheet('123m456m789m123p456p7p +7p');
    expect(s.find('[data-rule=pureSelfTouch]').exists()).toBe(true);
    const left = s.find('[data-test=superseded]').text();
    expect(left).toBe('2 more lines counted in larger ones');
    expect(left).not.toContain('limit');
  });
});
