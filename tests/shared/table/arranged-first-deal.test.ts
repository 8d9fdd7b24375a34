/**
 * An arranged first deal (`--test-arranged-deal`) is dealt whatever the seed: the dead wall it keeps
 * apart is the one the deal's own dice give. Found by the sideways-phone claim test, which hung at
 * "Shuffling" for about one seed in two in Hungarian: the arranged deal was laid out for the dice of
 * a hand without the seating throw, and the first hand throws for the seats first (another break,
 * another dead wall), so the engine refused it and nothing was dealt.
 */
import { describe, expect, it } from 'vitest';
import { explicitDealFor } from '../../../shared/table/arranged';
import { apply } from '../../../shared/table/apply';
import { newTable } from '../../../shared/table/start';
import { PRESETS } from '../../../shared/rules/presets';

const HANDS: Record<string, [string, string, string, string]> = {
  thirteen: ['5m111s222s333s444s5s', '3455567m222888p', '111z222z333z444z5z', '1122m8899m1133p5p'],
  sixteen: ['5m111s222s333s444s5s666s', '3455567m222888p777s', '111z222z333z444z5z666z', '1122m8899m1133p5p777p'],
};
const SEEDS = Array.from({ length: 24 }, (_, i) => (i + 1).toString(16).padStart(2, '0').repeat(32));

describe('an arranged first deal', () => {
  it.each(Object.keys(PRESETS))('%s: is dealt for every seed', (id) => {
    const preset = PRESETS[id];
    const hands = preset.handSize === 16 ? HANDS.sixteen : HANDS.thirteen;
    const refused = SEEDS.flatMap((seed) => {
      const r = apply(newTable(preset), { type: 'startHand', seed, deal: explicitDealFor(preset, seed, 0, { hands }, true) });
      return r.ok ? [] : [`${seed.slice(0, 4)}: ${r.error.message}`];
    });
    expect(refused).toEqual([]);
  });
});
