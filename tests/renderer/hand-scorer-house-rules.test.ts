// @vitest-environment happy-dom
/**
 * A club evening's real-tile table scores its hands with the evening's house rules, as the app's
 * own tables would: the score-a-hand panel takes the rule set with them.
 */
import { describe, expect, it } from 'vitest';
import HandScorer from '../../renderer/src/components/HandScorer.vue';
import type { Sheet } from '../../renderer/src/logic/score';
import { presetById } from '../../shared/rules/presets';
import { mountWith } from './mount';

async function lastSheet(props: Record<string, unknown>, notation: string): Promise<Sheet | null> {
  const w = mountWith(HandScorer, { props } as never);
  const input = w.find('[data-test=sah-notation]');
  await input.setValue(notation);
  await input.trigger('change');
  const events = w.emitted('scored') as [Sheet | null][];
  return events[events.length - 1][0];
}

// Open all simples: its only yaku is tanyao, which `openTanyao=false` refuses when the hand is open.
const OPEN_TANYAO = '[234m] 567p678s22p34s +5s';

describe('the score-a-hand panel with a rule set’s house rules', () => {
  it('scores open tanyao under the riichi preset', async () => {
    expect((await lastSheet({ fixed: 'riichi' }, OPEN_TANYAO))?.won).toBe(true);
  });

  it('refuses it where the house rules do (no yaku)', async () => {
    expect((await lastSheet({ fixed: 'riichi', rules: presetById('riichi+openTanyao=false') }, OPEN_TANYAO))?.won).toBe(false);
  });

  it('a classical limit set by the house rules caps the sheet', async () => {
    // All one suit, pungs and a kong: far over 50 points.
    const plain = await lastSheet({ fixed: 'millington' }, '[2222m] [333m] 444m666m9m +9m');
    const capped = await lastSheet({ fixed: 'millington', rules: presetById('millington+limit=500') }, '[2222m] [333m] 444m666m9m +9m');
    expect(plain?.won).toBe(true);
    expect(capped?.won).toBe(true);
    expect(capped!.total).toBeLessThanOrEqual(500);
    expect(plain!.total).toBeGreaterThan(capped!.total!);
  });
});
